"""The class report as one self-contained HTML page: a learner × exercise heat map and the most missed exercises.

A renderer: it takes the two tables of :mod:`cardlearn.exercises.report` and
the teacher's language, and returns the page; every word comes from the catalog.
"""
from __future__ import annotations

from html import escape
from typing import Any

from cardlearn.engine.theme import INK, PALETTE, css_custom_properties
from cardlearn.i18n import t

# Cell colours (text is the ink or white; every pair meets WCAG AA).
FIRST_TRY = ("#1b5e20", PALETTE["white"])
SOLVED = ("#81c784", INK)
MISSED = ("#e57373", INK)
MISSED_MANY = ("#b71c1c", PALETTE["white"])
NOT_TRIED = ("#eeeeee", "#555555")

CSS = css_custom_properties(":root") + """
body { font-family: var(--cl-font); color: var(--cl-ink); background: var(--cl-paper); margin: 24px; line-height: 1.4; }
h1 { font-size: 1.5rem; margin: 0 0 4px; } h2 { font-size: 1.15rem; margin: 28px 0 8px; }
.summary { color: #444; margin: 0 0 16px; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; }
.heat th, .heat td { border: 2px solid var(--cl-paper); }
.heat td { width: 2.2em; min-width: 2.2em; height: 2em; text-align: center; font-variant-numeric: tabular-nums;
           font-size: 0.85rem; }
.heat th.ex { vertical-align: bottom; padding: 4px 0; font-weight: 500; font-size: 0.8rem; }
.heat th.ex span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
.heat th.lesson { font-size: 0.8rem; background: var(--cl-sand); font-weight: 600; padding: 2px 4px; }
.heat th.learner { text-align: left; padding: 0 10px 0 0; font-weight: 500; white-space: nowrap; }
.heat td.rate, .heat th.rate { background: transparent; color: #444; font-size: 0.8rem; padding: 0 6px; width: auto;
                               white-space: nowrap; }
.heat th.rate { white-space: normal; min-width: 4.5em; }
.heat sup { font-size: 0.65rem; margin-left: 1px; }
.legend { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 10px 0 0; font-size: 0.85rem; }
.legend span.swatch { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -0.2em;
                      border-radius: 3px; margin-right: 4px; }
.missed th, .missed td { text-align: left; padding: 6px 12px 6px 0; border-bottom: 1px solid #ddd6c6;
                         vertical-align: top; }
.missed .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.wrong { display: inline-block; background: var(--cl-error-paper); border-radius: 4px; padding: 1px 6px; margin: 0 4px 2px 0;
         white-space: nowrap; }
"""


def _colours(attempts: int, solved: bool) -> tuple[str, str]:
    if attempts == 0:
        return NOT_TRIED
    if solved:
        return FIRST_TRY if attempts == 1 else SOLVED
    return MISSED_MANY if attempts >= 3 else MISSED


def _lesson_groups(exercises: list[str], lang: str) -> list[tuple[str, list[str]]]:
    """Exercises in lesson order, grouped under their lesson's label ("6", or "–" for none)."""
    try:
        from cardlearn.exercises.progress import lesson_of, lessons

        owner = lesson_of()
        order = {exercise_id: (lesson.number, lesson.exercises.index(exercise_id))
                 for lesson in lessons() for exercise_id in lesson.exercises if owner[exercise_id] is lesson}
    except Exception:  # noqa: BLE001 - no lessons installed: one group in id order
        owner, order = {}, {}
    groups: list[tuple[str, list[str]]] = []
    for exercise_id in sorted(exercises, key=lambda i: (order.get(i, (999, 0)), i)):
        lesson = owner.get(exercise_id)
        label = t("exercises.report.lesson", lang, number=lesson.number) if lesson else "–"
        if groups and groups[-1][0] == label:
            groups[-1][1].append(exercise_id)
        else:
            groups.append((label, [exercise_id]))
    return groups


def heat_map(table: Any, lang: str) -> str:
    """The learner × exercise table: one coloured cell per pair, the number of attempts in it."""
    cells = {(row.learner, row.exercise): row for row in table.itertuples(index=False)}
    learners = sorted(set(table["learner"]))
    groups = _lesson_groups(sorted(set(table["exercise"])), lang)
    exercises = [exercise_id for _, ids in groups for exercise_id in ids]
    head1 = "".join(f'<th class="lesson" colspan="{len(ids)}" scope="colgroup">{escape(label)}</th>'
                    for label, ids in groups)
    head2 = "".join(f'<th class="ex" scope="col"><span>{escape(exercise_id)}</span></th>'
                    for exercise_id in exercises)
    rate_label = escape(t("exercises.report.solved_rate", lang))
    body = []
    for learner in learners:
        tds = []
        solved = tried = 0
        for exercise_id in exercises:
            row = cells.get((learner, exercise_id))
            attempts = int(row.attempts) if row is not None else 0
            is_solved = bool(row.solved) if row is not None else False
            hints = int(row.hints_asked) if row is not None else 0
            given = int(row.hints_after_wrong) if row is not None else 0
            tried += attempts > 0
            solved += is_solved
            background, ink = _colours(attempts, is_solved)
            if row is None or attempts == 0 and hints + given == 0:
                tip = t("exercises.report.cell_untried", lang, learner=learner, exercise=exercise_id)
            else:
                tip = t("exercises.report.cell", lang, learner=learner, exercise=exercise_id,
                        attempts=attempts, hints=hints, auto_hints=given, answer=row.last_answer or "–",
                        state=t("exercises.report.state_solved" if is_solved else
                                "exercises.report.state_not_solved", lang))
            hint_mark = f"<sup>+{hints}</sup>" if hints else ""
            tds.append(f'<td style="background:{background};color:{ink}" title="{escape(tip)}" '
                       f'data-learner="{escape(learner)}" data-exercise="{escape(exercise_id)}">'
                       f'{attempts or ""}{hint_mark}</td>')
        rate = f"{solved} / {tried}"  # numbers only: the column header says what they are
        # The learner's total right after the name: visible even when a narrow window scrolls the map.
        body.append(f'<tr><th class="learner" scope="row">{escape(learner)}</th>'
                    f'<td class="rate">{escape(rate)}</td>{"".join(tds)}</tr>')
    totals = []
    for exercise_id in exercises:
        rows = [cells[(learner, exercise_id)] for learner in learners if (learner, exercise_id) in cells]
        done = sum(bool(row.solved) for row in rows)
        totals.append(f'<td class="rate" title="{escape(exercise_id)}">{done}/{len(learners)}</td>')
    corner = escape(t("exercises.report.learner", lang))
    return (f'<div class="scroll"><table class="heat"><thead><tr><th></th><th></th>{head1}</tr>'
            f'<tr><th class="learner" scope="col">{corner}</th><th class="rate" scope="col">{rate_label}</th>'
            f'{head2}</tr></thead><tbody>{"".join(body)}</tbody><tfoot><tr><th class="learner" scope="row">'
            f'{escape(t("exercises.report.solved_by", lang))}</th><td></td>{"".join(totals)}</tr></tfoot>'
            f"</table></div>")


def legend(lang: str) -> str:
    """What the colours and the small numbers of the heat map mean."""
    items = [(FIRST_TRY, "exercises.report.legend_first"), (SOLVED, "exercises.report.legend_solved"),
             (MISSED, "exercises.report.legend_missed"), (MISSED_MANY, "exercises.report.legend_missed_many"),
             (NOT_TRIED, "exercises.report.legend_untried")]
    spans = "".join(f'<span><span class="swatch" style="background:{colour[0]}"></span>{escape(t(key, lang))}</span>'
                    for colour, key in items)
    return (f'<div class="legend">{spans}<span>{escape(t("exercises.report.legend_numbers", lang))}</span>'
            f"</div>")


def missed_table(worst: Any, lang: str) -> str:
    """The exercises most often missed, with their commonest wrong answers."""
    if worst.empty:
        return f'<p>{escape(t("exercises.report.none_missed", lang))}</p>'
    head = "".join(f'<th scope="col"{cls}>{escape(t(f"exercises.report.col.{name}", lang))}</th>'
                   for name, cls in (("exercise", ""), ("not_solved", ' class="num"'),
                                     ("wrong_attempts", ' class="num"'), ("common_wrong", "")))
    rows = []
    for row in worst.itertuples(index=False):
        wrong = "".join(f'<span class="wrong">{escape(answer)} × {count}</span>'
                        for answer, count in row.common_wrong)
        not_solved = t("exercises.report.of_learners", lang, n=row.not_solved, total=row.learners)
        rows.append(f'<tr data-exercise="{escape(row.exercise)}"><td>{escape(row.exercise)}</td>'
                    f'<td class="num">{escape(not_solved)}</td><td class="num">{row.wrong_attempts}</td>'
                    f"<td>{wrong}</td></tr>")
    return f'<table class="missed"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def report_page(table: Any, worst: Any, lang: str) -> str:
    """The whole page in ``lang``."""
    title = t("exercises.report.title", lang)
    summary = t("exercises.report.summary", lang, learners=table["learner"].nunique(),
                exercises=table["exercise"].nunique(), attempts=int(table["attempts"].sum()))
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(title)}</title><style>{CSS}</style></head><body>"
            f'<h1>{escape(title)}</h1><p class="summary">{escape(summary)}</p>'
            f'<h2>{escape(t("exercises.report.overview", lang))}</h2>{heat_map(table, lang)}{legend(lang)}'
            f'<h2>{escape(t("exercises.report.most_missed", lang))}</h2>{missed_table(worst, lang)}'
            f"</body></html>\n")


__all__ = ["heat_map", "legend", "missed_table", "report_page"]
