"""A time guard for tests of calls that could block (a FIFO opened for reading waits for a writer)."""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

GUARD = 20.0  # seconds; a refused FIFO answers at once, a blocking open never does


def within(call: Callable[[], Any], seconds: float = GUARD) -> Any:
    """Run ``call`` in a thread; fail the test (instead of hanging) if it does not finish in time."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:  # noqa: BLE001 - handed back to the test thread, re-raised there
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked: the file layer must refuse without waiting"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
