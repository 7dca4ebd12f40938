"""Pytest plugin for the lesson run: start each notebook's kernel again when it dies on start-up.

nbval starts one kernel per notebook. With two xdist workers, two kernels start at once, and
jupyter_client picks their ports by binding and releasing them before the kernel binds them
itself, so another process can take a port in between; the kernel then exits at once and every
cell of that notebook errors with "Kernel died before replying to kernel_info" (seen once in CI,
on a notebook that passes on its own). A port race is not a lesson fault, so the start is tried
again with fresh ports; a kernel that dies every time still fails, now with its own error output.

Loaded with ``python -m pytest -p tools.nbval_kernel_retry ... lessons/`` (tools/run-tests.sh).
"""
from __future__ import annotations

import tempfile
from typing import Any

import nbval.kernel  # type: ignore[import-untyped]

ATTEMPTS = 3
_start_new_kernel = nbval.kernel.start_new_kernel


def start_kernel_with_retries(startup_timeout: int = 60, kernel_name: str = "python", **kwargs: Any) -> Any:
    """nbval's ``start_new_kernel``, tried up to ATTEMPTS times; the last failure shows the kernel's stderr."""
    for attempt in range(1, ATTEMPTS + 1):
        with tempfile.TemporaryFile(mode="w+") as stderr:
            # nbval sends the kernel's stderr to /dev/null; keep it so a real failure says why.
            kwargs["stderr"] = stderr
            try:
                return _start_new_kernel(startup_timeout=startup_timeout, kernel_name=kernel_name, **kwargs)
            except RuntimeError as error:
                stderr.seek(0)
                output = stderr.read()[-4000:]
                if attempt == ATTEMPTS:
                    raise RuntimeError(f"{error} (after {ATTEMPTS} starts); the kernel's last stderr:\n{output}") from error
                print(f"nbval kernel start {attempt} failed ({error}); starting it again. Its stderr:\n{output}")
    raise AssertionError("unreachable")


nbval.kernel.start_new_kernel = start_kernel_with_retries
