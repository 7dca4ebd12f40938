"""Stepping through a finished deal's review: one rule for the bridge and the Schieber table."""
from __future__ import annotations

from typing import Any

from cardlearn.widgets.base import IntentError


def review_step(action: str, step: int, played: int, trick: Any, before_play: int = 0) -> int:
    """The review's next step after ``action`` (``review-prev``, ``review-next`` or ``review-trick``).

    Steps count the ``before_play`` moves (a bridge auction's calls) and then the ``played`` cards;
    ``review-trick`` jumps to the end of trick number ``trick`` (1-based) and refuses any other value.
    """
    total = before_play + played
    if action == "review-prev":
        return max(0, step - 1)
    if action == "review-next":
        return min(total, step + 1)
    tricks = (played + 3) // 4
    if isinstance(trick, bool) or not isinstance(trick, int) or not 1 <= trick <= tricks:
        raise IntentError("widgets.error.bad_value", value=str(trick)[:24], allowed=f"1–{tricks}" if tricks else "—")
    return min(total, before_play + 4 * trick)
