#!/usr/bin/env bash
# Install what the browser tests need: Debian's Chromium with fonts that cover Thai and
# Korean (without them Thai and Korean render as boxes), and Playwright for Python.
# Playwright drives /usr/bin/chromium; `playwright install` (a browser download) is never used.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
fc-list 2>/dev/null | grep -i "tlwg" >/dev/null || missing+=(fonts-thai-tlwg)
fc-list 2>/dev/null | grep -i "noto sans cjk" >/dev/null || missing+=(fonts-noto-cjk)

if [ "${#missing[@]}" -gt 0 ]; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

python -m pip install --quiet --disable-pip-version-check playwright pytest-playwright

# axe-core (from the npm registry) for the accessibility audits of the tables, kept in the
# repository's .cache (gitignored); the tests read .cache/npm/node_modules/axe-core/axe.min.js.
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
if [ ! -f "$ROOT/.cache/npm/node_modules/axe-core/axe.min.js" ]; then
    if ! command -v npm >/dev/null 2>&1; then
        SUDO=""
        if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
        $SUDO apt-get update
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends npm
    fi
    npm install --silent --no-audit --no-fund --prefix "$ROOT/.cache/npm" axe-core@4
fi
