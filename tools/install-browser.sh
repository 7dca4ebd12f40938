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

# axe-core for the accessibility audits, from the npm registry into a gitignored cache.
if [ ! -f .cache/npm/node_modules/axe-core/axe.min.js ]; then
    npm install --silent --no-audit --no-fund --prefix .cache/npm axe-core@4.11 >/dev/null
fi
