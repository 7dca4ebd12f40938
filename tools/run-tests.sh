#!/usr/bin/env bash
# Install everything the test suite needs, then run all of it: unit and property tests,
# then every lesson notebook through nbval. Used by CI (.ci/run) and by developers.
set -euo pipefail
cd "$(dirname "$0")/.."

# hub and lite: the class hub test starts a real JupyterHub, the Lite test builds a real site;
# bench: jass-kit and endplay, which the benches compare against (tests/test_bench_smoke.py);
# docs: MkDocs and mkdocstrings, for the documentation site built below.
python -m pip install --quiet --disable-pip-version-check -e ".[test,hub,lite,bench,docs]"
# JupyterHub's proxy and the Pyodide runtime of the Lite site come from npm.
if ! command -v npm >/dev/null; then
    apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null
fi
if ! command -v configurable-http-proxy >/dev/null; then
    npm install -g --silent configurable-http-proxy
fi
# Chromium, the Thai and Korean fonts and Playwright for the browser tests (installed only when missing).
bash tools/install-browser.sh

# The code is linted and type-checked before it is tested.
python -m ruff check cardlearn
python -m mypy cardlearn

# The documentation site (docs/ and mkdocs.yml) builds without one warning, into build/docs-site
# (gitignored); tests/test_docs_examples.py runs the pages' Python examples.
python -m mkdocs build --strict --quiet

python -m pytest -n 2 tests

if compgen -G "lessons/*/*.ipynb" >/dev/null; then
    # --dist loadfile: the cells of a notebook share one kernel, so they must stay on one worker.
    # tools.nbval_kernel_retry: a kernel that dies on start-up (a port race between the two
    # workers' kernels) is started again instead of failing every cell of its notebook.
    python -m pytest -n 2 --dist loadfile --nbval-lax --nbval-current-env -p no:randomly \
        -p tools.nbval_kernel_retry lessons/
fi
