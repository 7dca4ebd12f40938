#!/usr/bin/env bash
# Install everything the test suite needs, then run all of it: unit and property tests,
# then every lesson notebook through nbval. Used by CI (.ci/run) and by developers.
set -euo pipefail
cd "$(dirname "$0")/.."

python -m pip install --quiet --disable-pip-version-check -e ".[test]"
# Chromium, the Thai and Korean fonts and Playwright for the browser tests (installed only when missing).
bash tools/install-browser.sh

python -m pytest -n 2 tests

if compgen -G "lessons/*/*.ipynb" >/dev/null; then
    # --dist loadfile: the cells of a notebook share one kernel, so they must stay on one worker.
    python -m pytest -n 2 --dist loadfile --nbval-lax --nbval-current-env -p no:randomly lessons/
fi
