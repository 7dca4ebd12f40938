"""The match record as pandas DataFrames (pandas is imported only here, and only when asked)."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from cardlearn.engine.jass.rules import SEATS, TEAMS

if TYPE_CHECKING:
    from cardlearn.engine.jass.deal import Deal
    from cardlearn.engine.jass.match import Match


def _running_scores(match: Match) -> dict[int, dict[str, int]]:
    """The match score after each deal's last event (carried over when a deal scored nothing)."""
    after: dict[int, dict[str, int]] = {}
    for event in match.events:
        after[event.deal] = dict(event.scores)
    return after


def deal_scores(match: Match, start: Mapping[str, int] | None = None) -> Iterator[tuple[Deal, dict[str, int]]]:
    """Each deal of the match with the match score after it (``start``, else 0 : 0, until an event scores)."""
    after = _running_scores(match)
    running = dict(start) if start is not None else {"NS": 0, "EW": 0}
    for deal in match.deals:
        running = after.get(deal.number, running)
        yield deal, running


def match_record(match: Match) -> dict[str, Any]:
    """``{"deals": ..., "tricks": ..., "weis": ...}``: one row per deal, per trick, per Weis."""
    import pandas as pd

    deal_rows, trick_rows, weis_rows = [], [], []
    for deal, running in deal_scores(match, match._start_scores):
        score = deal.score
        stoeck_team = TEAMS[SEATS.index(deal.stoeck) % 2] if deal.stoeck else None
        deal_rows.append({
            "deal": deal.number, "dealer": deal.dealer, "forehand": deal.forehand,
            "chooser": deal.chooser, "pushed": deal.pushed, "contract": deal.contract,
            "factor": score.factor, "tricks_played": deal.state.n_tricks, "complete": deal.is_done,
            "NS_cards": score.cards["NS"], "EW_cards": score.cards["EW"],
            "NS_weis": score.weis["NS"], "EW_weis": score.weis["EW"],
            "weis_winner": deal.weis.winner if deal.weis else None,
            "stoeck_seat": deal.stoeck, "stoeck_team": stoeck_team,
            "NS_stoeck": score.stoeck["NS"], "EW_stoeck": score.stoeck["EW"],
            "NS_match_bonus": score.match_bonus["NS"], "EW_match_bonus": score.match_bonus["EW"],
            "NS_total": score.total["NS"], "EW_total": score.total["EW"],
            "NS_score": running["NS"], "EW_score": running["EW"],
        })
        for trick in deal.tricks:
            assert trick.winner is not None and trick.points is not None  # completed tricks
            trick_rows.append({
                "deal": deal.number, "trick": trick.number + 1, "leader": trick.leader,
                "cards": " ".join(trick.codes), "seats": "".join(seat for seat, _ in trick.cards),
                "winner": trick.winner, "winner_team": TEAMS[SEATS.index(trick.winner) % 2],
                "points": trick.points, "points_multiplied": trick.points * score.factor,
                "last": trick.number == 8,
            })
        report = deal.weis
        if report is None:
            continue
        for seat in SEATS:
            team = TEAMS[SEATS.index(seat) % 2]
            best = report.team_best[team]
            for rank, weis in enumerate(report.by_seat[seat]):
                scored = report.winner == team
                weis_rows.append({
                    "deal": deal.number, "seat": seat, "team": team, "kind": weis.kind,
                    "cards": " ".join(weis.cards), "points": weis.points,
                    "announced": rank == 0, "team_best": best is not None and best[0] == seat and rank == 0,
                    "scored": scored, "points_scored": weis.points * score.factor if scored else 0,
                    "deciding_step": report.step,
                })
    return {
        "deals": pd.DataFrame(deal_rows, columns=list(deal_rows[0]) if deal_rows else None),
        "tricks": pd.DataFrame(trick_rows, columns=_TRICK_COLUMNS),
        "weis": pd.DataFrame(weis_rows, columns=_WEIS_COLUMNS),
    }


_TRICK_COLUMNS = ["deal", "trick", "leader", "cards", "seats", "winner", "winner_team", "points",
                  "points_multiplied", "last"]
_WEIS_COLUMNS = ["deal", "seat", "team", "kind", "cards", "points", "announced", "team_best",
                 "scored", "points_scored", "deciding_step"]
