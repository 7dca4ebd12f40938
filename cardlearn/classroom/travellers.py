"""Travellers: every result of one board side by side, with matchpoints, IMPs against the field and par.

:func:`traveller` is the table (a DataFrame) the teacher's results and the learner's table
share; :func:`traveller_view` is what a learner's table shows after a board, and only after
the learner finished it (:class:`NotFinished` otherwise: the rule lives here, not in the widget).
"""
from __future__ import annotations

from typing import Any

from cardlearn.classroom.session import Session, SessionError
from cardlearn.classroom.session_results import Result, field_results, learner_results
from cardlearn.engine.bridge.duplicate import imps_to_datum, matchpoints, percentage, top
from cardlearn.i18n import t

TRAVELLER_COLUMNS = ["learner", "contract", "declarer", "lead", "tricks", "score", "matchpoints", "percent", "imps"]


class NotFinished(SessionError):
    """A traveller asked for before the learner finished that board."""


def traveller(session: Session, results: dict[str, Result], expected: int | None = None) -> Any:
    """One board's results as a DataFrame (best score first), matchpointed (Neuberg when ``expected`` is more)."""
    import pandas as pd

    scores = {learner: result.score for learner, result in results.items()}
    due = max(expected or 0, len(scores))
    points = matchpoints(scores, expected=due, scale=session.settings.scale)
    board_top = top(due, session.settings.scale)
    cross = imps_to_datum(scores) if session.settings.game == "bridge" else {k: 0 for k in scores}
    rows = [{"learner": learner, "contract": r.contract, "declarer": r.declarer, "lead": r.lead,
             "tricks": r.tricks, "score": r.score, "matchpoints": round(points[learner], 2),
             "percent": round(percentage(points[learner], board_top), 1), "imps": cross[learner]}
            for learner, r in results.items()]
    frame = pd.DataFrame(rows, columns=TRAVELLER_COLUMNS)
    return frame.sort_values(["score", "learner"], ascending=[False, True], ignore_index=True)


def board_par(session: Session, number: int, lang: str) -> str | None:
    """The par of a bridge board in ``lang`` (``+420: 4♠ by North``), None without the solver or for Schieber."""
    if session.settings.game != "bridge":
        return None
    from cardlearn.widgets.bridge_session import par_label

    board = session.board(number)
    return par_label({"deal": board.deal.to_pbn(), "vulnerability": board.vulnerability,
                      "dealer": board.dealer}, lang)


def _contract_text(result_row: Any, lang: str) -> str:
    from cardlearn.engine.bridge.contract import parse_contract

    if result_row["contract"] == "Pass":
        return t("classroom.traveller.passed", lang)
    return parse_contract(f"{result_row['contract']} by {result_row['declarer']}").label(lang)


def traveller_view(session: Session, number: int, viewer: str, lang: str) -> dict[str, Any]:
    """What ``viewer``'s table shows after board ``number``; :class:`NotFinished` before they finished it."""
    own = learner_results(session, viewer)
    if number not in own:
        raise NotFinished("classroom.traveller.not_finished", board=number)
    found, broken = field_results(session, number)
    results = {learner: boards[number] for learner, boards in found.items() if number in boards}
    results[viewer] = own[number]
    frame = traveller(session, results)
    anonymous = session.settings.names == "anonymous"
    bridge = session.settings.game == "bridge"
    rows = []
    for index, row in frame.iterrows():
        mine = row["learner"] == viewer
        who = t("classroom.traveller.you", lang) if mine else (
            t("classroom.traveller.table", lang, number=int(index) + 1) if anonymous else row["learner"])
        rows.append({"who": who, "mine": mine,
                     "contract": _contract_text(row, lang) if bridge else "",
                     "tricks": "" if row["tricks"] is None or row["tricks"] != row["tricks"] else int(row["tricks"]),
                     "score": int(row["score"]), "matchpoints": f"{row['matchpoints']:g}",
                     "percent": f"{row['percent']:.0f}%", "imps": int(row["imps"])})
    names = ("who", "contract", "tricks", "score", "matchpoints", "imps") if bridge else ("who", "score", "matchpoints")
    par = board_par(session, number, lang)
    return {
        "title": t("classroom.traveller.title", lang, board=number, count=len(rows)),
        "columns": [{"key": name, "text": t(f"classroom.traveller.column.{name}", lang)} for name in names],
        "rows": rows,
        "par": t("classroom.traveller.par", lang, par=par) if par else None,
        "note": session.note(number),
        "broken": t("classroom.traveller.broken", lang, count=len(broken)) if broken else None,
        "refresh": t("classroom.traveller.refresh", lang),
    }


__all__ = ["TRAVELLER_COLUMNS", "NotFinished", "board_par", "traveller", "traveller_view"]
