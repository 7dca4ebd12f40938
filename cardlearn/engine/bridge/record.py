"""The record of a deal as pandas DataFrames: calls, tricks and score parts."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.bridge.game import Game

CALL_COLUMNS = ["number", "round", "seat", "call"]
TRICK_COLUMNS = ["trick", "leader", "W", "N", "E", "S", "played", "winner", "side"]
SCORE_COLUMNS = ["part", "n", "label", "points", "ns", "ew"]


def game_record(game: Game, lang: str | None = None) -> dict[str, Any]:
    """``{"calls", "tricks", "score"}`` DataFrames; columns are language-neutral, ``label`` is in ``lang``.

    ``calls``: one row per call (``round`` counts from the dealer's call).
    ``tricks``: one row per trick, cards by seat and in play order, the
    winner (None for a trick still being played) and the winning side.
    ``score``: one row per score part, points for the declaring side and for
    each of NS and EW (empty until the deal is over).
    """
    import pandas as pd  # only record tables need pandas; keep the engine's import light

    calls = pd.DataFrame(
        [
            {"number": i + 1, "round": i // 4 + 1, "seat": game.auction.seat_of(i), "call": call}
            for i, call in enumerate(game.calls)
        ],
        columns=CALL_COLUMNS,
    )
    tricks = list(game.tricks)
    if game.current_trick is not None:
        tricks.append(game.current_trick)
    rows = []
    for trick in tricks:
        row: dict[str, Any] = {"trick": trick.number, "leader": trick.leader}
        by_seat = trick.by_seat
        for seat in "WNES":
            row[seat] = by_seat.get(seat)
        row.update(played=" ".join(trick.cards), winner=trick.winner, side=trick.winning_side)
        rows.append(row)
    trick_frame = pd.DataFrame(rows, columns=TRICK_COLUMNS)
    breakdown = game.score
    score = breakdown.to_frame(lang) if breakdown is not None else pd.DataFrame(columns=SCORE_COLUMNS)
    return {"calls": calls, "tricks": trick_frame, "score": score}


__all__ = ["CALL_COLUMNS", "SCORE_COLUMNS", "TRICK_COLUMNS", "game_record"]
