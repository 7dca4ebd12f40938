"""The lesson run's kernel start (tools/nbval_kernel_retry.py): a kernel that dies on start is started again."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import nbval.kernel as nbval_kernel
import pytest

import tools.nbval_kernel_retry as retry  # the plugin patches nbval once imported

# A kernel that dies the first time (leaving a marker) and is a real ipykernel the second time.
FLAKY = (
    "import pathlib, runpy, sys\n"
    "marker = pathlib.Path(sys.argv[1])\n"
    "if not marker.exists():\n"
    "    marker.write_text('died once')\n"
    "    sys.stderr.write('address already in use (simulated)')\n"
    "    sys.exit(1)\n"
    "sys.argv = ['ipykernel_launcher', '-f', sys.argv[2]]\n"
    "runpy.run_module('ipykernel_launcher', run_name='__main__')\n"
)


def _kernelspec(root: Path, name: str, argv: list[str]) -> None:
    folder = root / "kernels" / name
    folder.mkdir(parents=True)
    (folder / "kernel.json").write_text(json.dumps({"argv": argv, "display_name": name, "language": "python"}))


def test_the_plugin_replaces_nbvals_kernel_start() -> None:
    assert nbval_kernel.start_new_kernel is retry.start_kernel_with_retries


def test_a_kernel_that_dies_once_is_started_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "marker"
    _kernelspec(tmp_path, "flaky", [sys.executable, "-c", FLAKY, str(marker), "{connection_file}"])
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path))
    manager, client = retry.start_kernel_with_retries(startup_timeout=60, kernel_name="flaky")
    try:
        assert marker.read_text() == "died once"
        assert manager.is_alive()
        reply = client.execute_interactive("1 + 1", timeout=30)
        assert reply["content"]["status"] == "ok"
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def test_a_kernel_that_always_dies_fails_with_its_own_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dying = "import sys; sys.stderr.write('no module named cardlearn (simulated)'); sys.exit(3)"
    _kernelspec(tmp_path, "dying", [sys.executable, "-c", dying, "{connection_file}"])
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path))
    with pytest.raises(RuntimeError, match=r"after 3 starts(?s:.*)no module named cardlearn \(simulated\)"):
        retry.start_kernel_with_retries(startup_timeout=60, kernel_name="dying")
