"""``bash tools/lab.sh``, the learner's one install, run for real: as root, as a plain user on stock
Debian with an externally managed system Python, and inside an already active environment.

Slow (a real ``pip install`` of JupyterLab and endplay from the package index, twice: about two
minutes with a warm cache), marked ``slow``; the test command runs them. They need root to
create the plain user (CI runs as root). Each user keeps pip's own cache (~/.cache/pip), as a
learner would, so the two tests can run side by side on two workers.
"""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LEARNER = "cardlearn-learner"
# What a learner's checkout does not have, or must not share with the copy.
NOT_COPIED = shutil.ignore_patterns(".git", ".venv", "venv", "__pycache__", "*.egg-info", ".cache",
                                    "node_modules", ".pytest_cache", ".mypy_cache", ".ruff_cache",
                                    "build", "dist", "site", "answers.json", "test-artifacts")
INSTALL_TIMEOUT = 1200  # seconds: a cold cache on a slow link, with the machine busy

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                       reason="creating the plain user of a stock Debian needs root (CI runs as root)"),
    pytest.mark.skipif(not Path("/etc/debian_version").is_file(),
                       reason="the stock Debian/Ubuntu case needs Debian's python3 (CI runs on Debian)"),
]


def debian_python3() -> str:
    """Debian's own /usr/bin/python3, installed with apt when missing (python3-venv is not installed)."""
    if not Path("/usr/bin/python3").exists():
        subprocess.run(["apt-get", "update", "-qq"], check=True, timeout=600)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "python3"],
                       check=True, timeout=600, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    return "/usr/bin/python3"


def plain_user() -> pwd.struct_passwd:
    """A plain user with a home folder, created once."""
    try:
        return pwd.getpwnam(LEARNER)
    except KeyError:
        subprocess.run(["useradd", "--create-home", "--shell", "/bin/bash", LEARNER], check=True, timeout=60)
        return pwd.getpwnam(LEARNER)


def clean_env(home: str, **extra: str) -> dict[str, str]:
    """A login's environment: /usr/bin first, no active virtualenv or conda, the machine's pip settings kept."""
    env = {"HOME": home, "PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "LANG": "C.UTF-8"}
    # The machine's package index settings (mirror, certificates, proxy) are the learner's too.
    env.update({name: value for name, value in os.environ.items()
                if name.startswith("PIP_") and name != "PIP_CACHE_DIR"  # each user's own cache
                or name.lower() in ("http_proxy", "https_proxy", "no_proxy")})
    env.update(extra)
    return env


def copy_checkout(dest: Path, owner: pwd.struct_passwd | None = None) -> Path:
    """A learner's checkout: the repository's files, owned by ``owner``."""
    shutil.copytree(ROOT, dest, ignore=NOT_COPIED)
    if owner is not None:
        for path in [dest, *dest.rglob("*")]:
            os.lchown(path, owner.pw_uid, owner.pw_gid)
    return dest


def run_lab(checkout: Path, env: dict[str, str], user: pwd.struct_passwd | None = None,
            *args: str) -> subprocess.CompletedProcess[str]:
    """``bash tools/lab.sh --no-start`` in ``checkout``, as ``user`` (else as root)."""
    ids = {} if user is None else {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}
    return subprocess.run(["bash", "tools/lab.sh", "--no-start", *args], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=INSTALL_TIMEOUT, check=False, **ids)


def check_installed(python: Path, checkout: Path, env: dict[str, str],
                    user: pwd.struct_passwd | None = None) -> None:
    """The environment has this checkout's cardlearn, the solver, and a working ``cardlearn lab``."""
    ids = {} if user is None else {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}
    probe = subprocess.run(
        [str(python), "-c", "import cardlearn, endplay, jupyterlab; print(cardlearn.__file__)"],
        cwd="/", env=env, capture_output=True, text=True, timeout=300, check=False, **ids)
    assert probe.returncode == 0, probe.stderr
    assert Path(probe.stdout.strip()).resolve().is_relative_to(checkout.resolve())
    helped = subprocess.run([str(python), "-m", "cardlearn", "lab", "--help"], cwd="/", env=env,
                            capture_output=True, text=True, timeout=300, check=False, **ids)
    assert helped.returncode == 0 and "--home" in helped.stdout, helped.stderr


@pytest.fixture
def learner_checkout() -> Iterator[tuple[pwd.struct_passwd, Path]]:
    """A plain user's checkout in their home folder (removed afterwards; the user stays)."""
    user = plain_user()
    checkout = Path(user.pw_dir) / f"cardlearn-{os.getpid()}"
    shutil.rmtree(checkout, ignore_errors=True)
    yield user, copy_checkout(checkout, user)
    shutil.rmtree(checkout, ignore_errors=True)
    shutil.rmtree(Path(user.pw_dir) / "cardlearn", ignore_errors=True)


def test_a_plain_user_on_stock_debian_installs_with_one_command(
        learner_checkout: tuple[pwd.struct_passwd, Path]) -> None:
    user, checkout = learner_checkout
    python3 = debian_python3()
    assert glob.glob("/usr/lib/python3*/EXTERNALLY-MANAGED"), "the system Python must be externally managed"
    # The path Debian without python3-venv takes: a venv without pip, pip bootstrapped from its wheel;
    # with no python3-pip-whl installed either (an empty wheels folder), the plain user fetches it
    # with `apt-get download`, which needs no root.
    no_wheels = Path(user.pw_dir) / f"no-wheels-{os.getpid()}"
    no_wheels.mkdir(exist_ok=True)
    env = clean_env(user.pw_dir, CARDLEARN_LAB_NO_ENSUREPIP="1", CARDLEARN_SYSTEM_WHEELS=str(no_wheels))
    assert subprocess.run(["bash", "-c", "command -v python3"], env=env, capture_output=True, text=True,
                          check=True).stdout.strip() == python3
    # A checkout the learner cannot write in: one line says how to put the environment elsewhere.
    locked = run_lab(checkout, {**env, "CARDLEARN_VENV": "/usr/lib/cardlearn-venv"}, user)
    assert locked.returncode == 1 and "CARDLEARN_VENV=~/.cardlearn-venv" in locked.stderr, locked.stderr
    # With no pip wheel either, one line says what to install (the next run picks up from there).
    stuck = run_lab(checkout, {**env, "CARDLEARN_PIP_WHEEL": "/nonexistent/pip.whl"}, user)
    assert stuck.returncode == 1 and "sudo apt install python3-venv" in stuck.stderr, stuck.stderr
    assert "Traceback" not in stuck.stderr and len(stuck.stderr.strip().splitlines()) == 2  # "creating…", why
    done = run_lab(checkout, env, user)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "apt-get download python3-pip-whl" in done.stderr  # the stock-Debian path was taken
    assert "no double-dummy solver" not in done.stderr
    venv_python = checkout / ".venv" / "bin" / "python"
    assert os.stat(venv_python.parent.parent).st_uid == user.pw_uid
    check_installed(venv_python, checkout, env, user)
    # The user's workspace is made by `cardlearn lab`, not in the checkout.
    opened = subprocess.run([str(venv_python), "-m", "cardlearn", "lab", "--lang", "th", "--no-start"],
                            cwd=checkout, env=env, capture_output=True, text=True, timeout=300, check=False,
                            user=user.pw_uid, group=user.pw_gid, extra_groups=[])
    assert opened.returncode == 0, opened.stderr
    assert (Path(user.pw_dir) / "cardlearn" / "th" / "13-bridge-practice-hands.ipynb").is_file()


def test_root_installs_then_a_second_run_and_an_active_venv_are_quick(tmp_path: Path) -> None:
    debian_python3()
    checkout = copy_checkout(tmp_path / "cardlearn")
    env = clean_env(str(tmp_path), PIP_CACHE_DIR=str(Path.home() / ".cache" / "pip"))  # root's own cache
    done = run_lab(checkout, env)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    venv = checkout / ".venv"
    check_installed(venv / "bin" / "python", checkout, env)
    # Idempotent: a second run installs nothing.
    began = time.monotonic()
    again = run_lab(checkout, env)
    assert again.returncode == 0 and "installing" not in again.stderr, again.stderr
    assert time.monotonic() - began < 60
    # Inside an active virtualenv the script uses it and makes no .venv of its own.
    active = run_lab(checkout, {**env, "VIRTUAL_ENV": str(venv), "CARDLEARN_VENV": str(tmp_path / "unused")})
    assert active.returncode == 0 and f"active virtualenv {venv}" in active.stderr, active.stderr
    assert "installing cardlearn" not in active.stderr and not (tmp_path / "unused").exists()
    # Where endplay cannot be installed, the rest is, and the script says what is missing.
    python = str(venv / "bin" / "python")
    subprocess.run([python, "-m", "pip", "uninstall", "-y", "-q", "endplay"], env=env, check=True, timeout=300)
    (venv / "cardlearn-lab.stamp").unlink()
    impossible = tmp_path / "no-endplay.txt"
    impossible.write_text("endplay==0.0.0\n", encoding="utf-8")  # no such release: pip cannot install it
    fallback = run_lab(checkout, {**env, "PIP_CONSTRAINT": str(impossible)})
    assert fallback.returncode == 0, fallback.stdout[-3000:] + fallback.stderr[-3000:]
    assert "endplay) could not be installed here" in fallback.stderr
    assert "no double-dummy solver" in fallback.stderr and "pip install endplay" in fallback.stderr
    probe = subprocess.run([python, "-c", "import cardlearn, jupyterlab; import endplay"], env=env,
                           capture_output=True, text=True, timeout=300, check=False)
    assert "No module named 'endplay'" in probe.stderr
