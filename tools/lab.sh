#!/usr/bin/env bash
# The learner's one command, from a checkout: bash tools/lab.sh
#
# Installs cardlearn with everything the lessons use (JupyterLab and the double-dummy solver
# endplay) into a Python environment of its own, then opens the learner's workspace
# (~/cardlearn/<lang>/) with `python -m cardlearn lab`. Works as root and as a plain user:
#   - inside an active virtualenv or conda environment it installs there;
#   - else it creates (or reuses) .venv in the checkout with python3, so a system Python that
#     is "externally managed" (Debian, Ubuntu: pip refuses to install) is never touched;
#   - where python3 -m venv cannot install pip (Debian without python3-venv) the venv is made
#     without pip and pip is bootstrapped from its wheel (Debian's python3-pip-whl, fetched with
#     `apt-get download` when it is not installed: no root needed), else one line says what to install;
#   - where endplay cannot be installed, everything else is, and the lessons say what is missing.
# Run again, it only checks (a few seconds) unless pyproject.toml changed.
#
# Options: --no-start (install only), --help; anything else goes to `cardlearn lab`
# (for example --lang th, --home DIR, or a teacher's FOLDER).
# Environment: CARDLEARN_VENV (the venv folder, default CHECKOUT/.venv), CARDLEARN_HOME (the
# workspace), PYTHON (the Python to make the venv with), CARDLEARN_PIP_WHEEL (a pip wheel to
# bootstrap with), CARDLEARN_SYSTEM_WHEELS (where Debian's wheels are), CARDLEARN_LAB_NO_ENSUREPIP=1 (take the bootstrap path even where ensurepip
# works; the tests use it).
# Written for bash 3.2 too (macOS): no mapfile, no associative arrays, guarded empty arrays.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
START=1
LAB_ARGS=()
for arg in "$@"; do
    case "$arg" in
        --no-start) START=0 ;;
        -h|--help) sed -n '2,/^# Written for bash/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) LAB_ARGS+=("$arg") ;;
    esac
done

say() { printf 'cardlearn: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

# A Python of at least 3.10: $PYTHON, else python3, else python (Windows' Git Bash has `py`).
base_python() {
    local candidate
    for candidate in ${PYTHON:-} python3 python py; do
        if command -v "$candidate" >/dev/null 2>&1 \
                && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    die "Python 3.10 or newer is needed. Debian/Ubuntu: sudo apt install python3 - macOS: brew install python - Windows: python.org"
}

# The python executable of an environment folder (bin/ on Linux and macOS, Scripts/ on Windows).
env_python() {
    if [ -x "$1/bin/python" ]; then echo "$1/bin/python"
    elif [ -x "$1/Scripts/python.exe" ]; then echo "$1/Scripts/python.exe"
    else return 1
    fi
}

# A pip wheel to bootstrap with: CARDLEARN_PIP_WHEEL if the learner names one; else Debian's
# (python3-pip-whl, in CARDLEARN_SYSTEM_WHEELS, default /usr/share/python-wheels); else the same
# package fetched with `apt-get download`, which needs no root (it only downloads, into a temporary
# folder, from the machine's own apt sources) and unpacked with dpkg-deb. Prints the wheel's path.
pip_wheel() {
    local found tmp
    if [ -n "${CARDLEARN_PIP_WHEEL:-}" ]; then
        [ -f "$CARDLEARN_PIP_WHEEL" ] && { echo "$CARDLEARN_PIP_WHEEL"; return 0; }
        return 1
    fi
    found="$(ls "${CARDLEARN_SYSTEM_WHEELS:-/usr/share/python-wheels}"/pip-*.whl 2>/dev/null | tail -n 1 || true)"
    [ -n "$found" ] && { echo "$found"; return 0; }
    command -v apt-get >/dev/null 2>&1 && command -v dpkg-deb >/dev/null 2>&1 || return 1
    tmp="$(mktemp -d)"
    say "fetching pip's wheel with apt-get download python3-pip-whl (no root needed)"
    (cd "$tmp" && apt-get download python3-pip-whl >/dev/null 2>&1) || return 1
    dpkg-deb -x "$tmp"/python3-pip-whl_*.deb "$tmp/unpacked" 2>/dev/null || return 1
    found="$(ls "$tmp"/unpacked/usr/share/python-wheels/pip-*.whl 2>/dev/null | tail -n 1 || true)"
    [ -n "$found" ] && echo "$found"
}

# Install pip into a venv made --without-pip: pip runs from its own wheel to install itself.
# With no wheel to be had, one line says what to install.
bootstrap_pip() {
    local python="$1" wheel
    wheel="$(pip_wheel)" && [ -n "$wheel" ] \
        || die "python3 cannot make a virtual environment with pip here. Debian/Ubuntu: sudo apt install python3-venv, then run this again."
    "$python" "$wheel/pip" install --quiet --disable-pip-version-check "$wheel" >&2
}

# Create the venv (or reuse a working one); prints its python.
make_venv() {
    local venv="$1" base python
    if python="$(env_python "$venv")" && "$python" -c 'import sys' 2>/dev/null; then
        "$python" -m pip --version >/dev/null 2>&1 || bootstrap_pip "$python"  # an interrupted bootstrap
        echo "$python"
        return 0
    fi
    rm -rf "$venv"  # a venv whose Python is gone (the system Python was upgraded)
    mkdir -p "$(dirname "$venv")" 2>/dev/null || true
    [ -w "$(dirname "$venv")" ] \
        || die "cannot write in $(dirname "$venv"). Choose a folder of your own: CARDLEARN_VENV=~/.cardlearn-venv bash tools/lab.sh"
    base="$(base_python)"
    say "creating a Python environment in $venv (with $base)"
    if [ -n "${CARDLEARN_LAB_NO_ENSUREPIP:-}" ] || ! "$base" -m venv "$venv" >/dev/null 2>&1; then
        # Debian and Ubuntu without python3-venv have no ensurepip: make the venv without pip.
        rm -rf "$venv"
        "$base" -m venv --without-pip "$venv" >&2 \
            || die "python3 -m venv failed. Debian/Ubuntu: sudo apt install python3-venv, then run this again."
        python="$(env_python "$venv")"
        bootstrap_pip "$python"
    fi
    env_python "$venv"
}

# The environment to install into: the active virtualenv or conda env, else the checkout's .venv.
choose_python() {
    if [ -n "${VIRTUAL_ENV:-}" ] && env_python "$VIRTUAL_ENV" >/dev/null; then
        say "installing into the active virtualenv $VIRTUAL_ENV"
        env_python "$VIRTUAL_ENV"
    elif [ -n "${CONDA_PREFIX:-}" ] && env_python "$CONDA_PREFIX" >/dev/null; then
        say "installing into the active conda environment $CONDA_PREFIX"
        env_python "$CONDA_PREFIX"
    else
        make_venv "${CARDLEARN_VENV:-$ROOT/.venv}"
    fi
}

# What was installed last time: the checkout and its pyproject.toml (a new dependency reinstalls).
install_stamp() {
    "$1" -c 'import hashlib, sys; print(sys.argv[1], hashlib.sha256(open(sys.argv[2], "rb").read()).hexdigest())' \
        "$ROOT" "$ROOT/pyproject.toml"
}

# Whether this environment already has this checkout's cardlearn and JupyterLab.
installed() {
    local python="$1" stamp_file="$2"
    [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$(install_stamp "$python")" ] \
        && "$python" - "$ROOT" <<'EOF' >/dev/null 2>&1
import pathlib, sys
import cardlearn, jupyterlab  # noqa: F401
sys.exit(pathlib.Path(cardlearn.__file__).resolve().parents[1] != pathlib.Path(sys.argv[1]).resolve())
EOF
}

install() {
    local python="$1" stamp_file
    stamp_file="$("$python" -c 'import sys; print(sys.prefix)')/cardlearn-lab.stamp"
    if installed "$python" "$stamp_file"; then
        return 0
    fi
    say "installing cardlearn, JupyterLab and the double-dummy solver (endplay)"
    # Editable: `git pull` in the checkout updates the lessons' code without reinstalling.
    if ! "$python" -m pip install --disable-pip-version-check -e "$ROOT[lab]"; then
        say "the double-dummy solver (endplay) could not be installed here; installing the rest without it"
        "$python" -m pip install --disable-pip-version-check -e "$ROOT[notebook]" \
            || die "the installation failed (see pip's message above)"
    fi
    install_stamp "$python" >"$stamp_file"
}

PY="$(choose_python)"
install "$PY"
if ! "$PY" -c 'import endplay' >/dev/null 2>&1; then
    say "no double-dummy solver: the lessons run, and say where its analysis is missing. To add it: $PY -m pip install endplay"
fi
if [ "$START" = 0 ]; then
    say "ready: $PY -m cardlearn lab"
    exit 0
fi
exec "$PY" -m cardlearn lab ${LAB_ARGS[@]+"${LAB_ARGS[@]}"}
