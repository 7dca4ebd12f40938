"""The AI seats' turns at a game table: all at once, or one move per pause the learner can follow."""
from __future__ import annotations

import asyncio
from typing import Any


class AIPacing:
    """Mixin for a table whose AI seats act between the learner's moves.

    The table provides ``_ai_seat()`` (the AI seat to act, or ``None`` on the
    learner's turn), ``_ai_step()`` (one AI move; returns whether it moved) and
    ``publish()``; it may override :meth:`_ai_pause` and :meth:`_ai_done`.
    ``_ai_token`` is bumped whenever moves already scheduled become stale (a new
    deal, an undo), so a late callback never acts on the wrong position.
    """

    ai_delay: float
    _ai_token: int = 0
    _announcements: list[Any]

    def _ai_pause(self) -> float:
        """Seconds before the next AI move."""
        return self.ai_delay

    def _ai_done(self, publish: bool = True) -> None:
        """Hook run once the AI seats have finished (the learner's turn, or the end)."""

    def _run_ai(self, synchronous: bool = False) -> None:
        """Let the AI seats act until the learner's turn: at once, or one per pause in a live kernel."""
        if self._ai_seat() is None:  # type: ignore[attr-defined]
            self._ai_done(publish=not synchronous)
            return
        loop = None
        if not synchronous and self.ai_delay > 0:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # no event loop (a script, a test): no pacing possible
                loop = None
        if loop is None:
            while self._ai_step():  # type: ignore[attr-defined]
                pass
            if not synchronous:
                self.publish()  # type: ignore[attr-defined]
            self._ai_done(publish=not synchronous)
            return
        token = self._ai_token

        def step() -> None:
            if token != self._ai_token:
                return
            self._announcements = []
            self._ai_step()  # type: ignore[attr-defined]
            self.publish()  # type: ignore[attr-defined]
            if self._ai_seat() is not None:  # type: ignore[attr-defined]
                loop.call_later(self._ai_pause(), step)
            else:
                self._ai_done()

        loop.call_later(self._ai_pause(), step)
