"""The teacher's results of a session: travellers, contract frequencies, the ranking, each learner's worst boards.

``cardlearn.class_results("monday")`` gives a :class:`ClassResults` of DataFrames;
``cardlearn class results monday --out DIR`` writes them as CSV files and one HTML page
(:mod:`cardlearn.classroom.class_results_html`), with an inline SVG plot of each learner's
matchpoints across the session (no plotting library needed).

Scoring: each board is matchpointed among the learners who played it; a board played by
fewer learners than the class is factored up by Neuberg's formula, so every board weighs the
same. A board a learner did not play counts as the session's ``missing`` setting says: left
out of their percentage (``skip``), or an artificial average-plus, average or average-minus.
A results file that cannot be read stops the report with its name: nothing is written.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardlearn.classroom.session import Session, SessionError
from cardlearn.classroom.session_results import Result, field_results
from cardlearn.classroom.travellers import TRAVELLER_COLUMNS, traveller
from cardlearn.engine.bridge.duplicate import artificial, percentage, top
from cardlearn.engine.files import write_text_atomic
from cardlearn.engine.paths import writable_folder
from cardlearn.i18n import resolve_language

BELOW_FIELD = 3
"""How many of a learner's boards furthest below the field are listed."""


@dataclass
class ClassResults:
    """Everything the teacher's page shows, as DataFrames."""

    session: Session
    results: Any  # one row per result: board, learner, contract ... matchpoints, percent, imps
    frequencies: Any  # board, contract, declarer, count
    ranking: Any  # rank, learner, boards, matchpoints, top, percent
    below_field: Any  # learner, board, contract, score, percent, imps
    costliest: Any  # learner, board, trick, card, cost (tricks, double dummy)
    lang: str

    def _repr_html_(self) -> str:
        from cardlearn.classroom.class_results_html import results_page

        return results_page(self, self.lang, whole_page=False)


def _collect(session: Session) -> dict[int, dict[str, Result]]:
    found, broken = field_results(session)
    if broken:
        path = session.results_file(broken[0])
        raise SessionError("classroom.session.bad_results", path=str(path))
    by_board: dict[int, dict[str, Result]] = {}
    for learner, boards in found.items():
        for number, result in boards.items():
            by_board.setdefault(number, {})[learner] = result
    return by_board


def results_frame(session: Session, by_board: dict[int, dict[str, Result]], expected: int) -> Any:
    """Every result with its board's matchpoints (Neuberg to ``expected``), percentage and IMPs."""
    import pandas as pd

    frames = []
    for number in sorted(by_board):
        frame = traveller(session, by_board[number], expected=expected)
        frame.insert(0, "board", number)
        frames.append(frame)
    columns = ["board", *TRAVELLER_COLUMNS]
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=columns)


def ranking_frame(session: Session, results: Any, learners: list[str], expected: int) -> Any:
    """Each learner's matchpoints over the boards that count, as a percentage of the tops; best first."""
    import pandas as pd

    scale = session.settings.scale
    board_top = top(expected, scale)
    played_boards = sorted(set(results["board"])) if len(results) else []
    rows = []
    for learner in learners:
        own = results[results["learner"] == learner]
        points, tops = float(own["matchpoints"].sum()), board_top * len(own)
        missing = [n for n in played_boards if n not in set(own["board"])]
        if session.settings.missing != "skip":
            points += artificial(session.settings.missing, board_top) * len(missing)
            tops += board_top * len(missing)
        rows.append({"learner": learner, "boards": len(own), "matchpoints": round(points, 2),
                     "top": round(tops, 2), "percent": round(percentage(points, tops), 2)})
    frame = pd.DataFrame(rows, columns=["learner", "boards", "matchpoints", "top", "percent"])
    frame = frame.sort_values(["percent", "learner"], ascending=[False, True], ignore_index=True)
    frame.insert(0, "rank", frame["percent"].rank(method="min", ascending=False).astype(int))
    return frame


def frequencies_frame(results: Any) -> Any:
    """How often each contract was played on each board (most often first)."""
    if not len(results):
        import pandas as pd

        return pd.DataFrame(columns=["board", "contract", "declarer", "count"])
    counted = results.fillna({"declarer": "-"}).groupby(["board", "contract", "declarer"]).size()
    frame = counted.reset_index(name="count")
    frame["declarer"] = frame["declarer"].replace("-", None)
    return frame.sort_values(["board", "count", "contract"], ascending=[True, False, True], ignore_index=True)


def below_field_frame(results: Any) -> Any:
    """Per learner the boards furthest below the field (lowest percentage, then IMPs), at most :data:`BELOW_FIELD`."""
    columns = ["learner", "board", "contract", "declarer", "score", "percent", "imps"]
    below = results[results["percent"] < 50].sort_values(["learner", "percent", "imps"])
    return below.groupby("learner").head(BELOW_FIELD)[columns].reset_index(drop=True)


def costliest_frame(session: Session, by_board: dict[int, dict[str, Result]]) -> Any:
    """Per learner the card that cost the most tricks (double dummy), from the analysis of each board.

    Empty without the double-dummy solver (the page says so).
    """
    import pandas as pd

    from cardlearn.ai.bridge.analysis import card_costs

    columns = ["learner", "board", "trick", "card", "cost"]
    rows: list[dict[str, Any]] = []
    if session.settings.game != "bridge":
        return pd.DataFrame(rows, columns=columns)
    best: dict[str, dict[str, Any]] = {}
    try:
        for number, results in sorted(by_board.items()):
            for learner, result in results.items():
                if result.declarer is None or not result.cards:
                    continue
                costs = card_costs(_replayed(session, result), learner="S")
                mine = costs[costs["learner"] & (costs["cost"] > 0)]
                if len(mine) and int(mine["cost"].max()) > best.get(learner, {}).get("cost", 0):
                    row = mine.sort_values(["cost", "number"], ascending=[False, True]).iloc[0]
                    best[learner] = {"learner": learner, "board": number, "trick": int(row["trick"]),
                                     "card": row["card"], "cost": int(row["cost"])}
    except (ImportError, OSError):  # no solver here: the page says the column needs it
        return pd.DataFrame(rows, columns=columns)
    return pd.DataFrame([best[name] for name in sorted(best)], columns=columns)


def _replayed(session: Session, result: Result) -> Any:
    game = session.board(result.board).game()
    for call in result.calls:
        game.call(call)
    for card in result.cards:
        game.play(card)
    return game


def class_results(name: str | os.PathLike[str], folder: str | os.PathLike[str] | None = None,
                  lang: str | None = None, analysis: bool = True) -> ClassResults:
    """The results of session ``name`` (a name in the sessions folder, or a session folder's path)."""
    session = _open(name, folder)
    language = resolve_language(lang or session.settings.lang)
    by_board = _collect(session)
    learners = sorted({learner for results in by_board.values() for learner in results})
    expected = max(len(learners), 1)
    results = results_frame(session, by_board, expected)
    ranking = ranking_frame(session, results, learners, expected)
    costliest = costliest_frame(session, by_board) if analysis else costliest_frame(session, {})
    return ClassResults(session, results, frequencies_frame(results), ranking, below_field_frame(results),
                        costliest, language)


def _open(name: str | os.PathLike[str], folder: str | os.PathLike[str] | None) -> Session:
    if isinstance(name, str) and os.sep not in name and "/" not in name:
        return Session.named(name, folder)
    return Session(name)


def write_results(found: ClassResults, out: str | os.PathLike[str]) -> list[Path]:
    """Write the CSV files and ``results.html`` into ``out``; returns the paths written."""
    from cardlearn.classroom.class_results_html import results_page
    from cardlearn.exercises.report import write_csv

    real = writable_folder(out)
    real.mkdir(parents=True, exist_ok=True)
    written = []
    for part in ("results", "ranking", "frequencies", "below_field", "costliest"):
        path = real / f"{part}.csv"
        write_csv(getattr(found, part), path)
        written.append(path)
    page = real / "results.html"
    write_text_atomic(page, results_page(found, found.lang))
    written.append(page)
    return written


__all__ = ["ClassResults", "class_results", "ranking_frame", "results_frame", "write_results"]
