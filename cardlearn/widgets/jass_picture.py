"""The Schieber match as a picture: its history as rows, a chart of both totals, and the Jass slate.

- :func:`history_rows` / :func:`history_frame`: one row per deal (contract,
  chooser, pushed, points and Weis per team, running totals).
- :func:`chart_picture`: both teams' running totals toward the target.
- :func:`slate_picture`: the score as chalk on a traditional Jasstafel. Each
  team's half of the slate carries a big Z: strokes on the upper bar count 100,
  on the diagonal 50 (the second fifty crosses the first, an X), on the lower
  bar 20; every fifth stroke of 100s or 20s is drawn across the four before it.
  What is under 20 is written as a number at the right and carried on, as a
  scorer does it deal by deal (:func:`slate_tally`).

The pictures are geometry (lists of SVG shapes with their attributes): the front
end draws them as SVG elements and :func:`svg_markup` writes them for the static
HTML, so both show the same picture from the same numbers.
"""
from __future__ import annotations

from html import escape
from typing import Any

from cardlearn.engine.jass import Match, StoeckEvent, WeisEvent
from cardlearn.engine.jass.record import deal_scores
from cardlearn.engine.seats import side_message
from cardlearn.engine.theme import PALETTE
from cardlearn.i18n import msg, rendered

TEAMS = ("NS", "EW")
COLOURS = {"NS": PALETTE["felt"], "EW": "#c0612b"}
CHALK = "#f3f0e6"
Shape = dict[str, Any]


def history_rows(match: Match) -> list[dict[str, Any]]:
    """One dict per deal with a contract: its numbers and the running totals after it."""
    weis: dict[int, dict[str, int]] = {}
    stoeck: dict[int, dict[str, int]] = {}
    for event in match.events:
        for kind, store in ((WeisEvent, weis), (StoeckEvent, stoeck)):
            if isinstance(event, kind) and event.team is not None:
                store.setdefault(event.deal, {"NS": 0, "EW": 0})[event.team] += event.points
    rows = []
    for deal, running in deal_scores(match):
        if deal.contract is None:
            continue
        total = deal.score.total
        w = weis.get(deal.number, {"NS": 0, "EW": 0})
        s = stoeck.get(deal.number, {"NS": 0, "EW": 0})
        rows.append({"deal": deal.number, "contract": deal.contract, "chooser": deal.chooser,
                     "pushed": deal.pushed, "factor": deal.factor,
                     "points_NS": total["NS"], "points_EW": total["EW"],
                     "weis_NS": w["NS"], "weis_EW": w["EW"], "stoeck_NS": s["NS"], "stoeck_EW": s["EW"],
                     "total_NS": running["NS"], "total_EW": running["EW"], "complete": deal.is_done})
    return rows


def history_frame(match: Match) -> Any:
    """:func:`history_rows` as a pandas DataFrame indexed by deal number."""
    import pandas as pd

    columns = ["deal", "contract", "chooser", "pushed", "factor", "points_NS", "points_EW", "weis_NS", "weis_EW",
               "stoeck_NS", "stoeck_EW", "total_NS", "total_EW", "complete"]
    return pd.DataFrame(history_rows(match), columns=columns).set_index("deal")


def _shape(tag: str, text: Any = None, **attrs: Any) -> Shape:
    shape: Shape = {"tag": tag, "attrs": {key.replace("_", "-"): value for key, value in attrs.items()}}
    if text is not None:
        shape["text"] = text
    return shape


# --- the chart ---------------------------------------------------------------------------------

def chart_picture(rows: list[dict[str, Any]], start: dict[str, int], target: int) -> dict[str, Any]:
    """Both teams' totals after each deal as lines toward the target (a dashed line), its words as messages."""
    width, height, left, right, top, bottom = 560, 270, 52, 70, 34, 38
    deals = max(1, len(rows))
    peak = max([target, *(row[f"total_{team}"] for row in rows for team in TEAMS)])
    x = lambda i: left + (width - left - right) * i / deals
    y = lambda v: top + (height - top - bottom) * (1 - v / peak)
    shapes: list[Shape] = [_shape("rect", x=0, y=0, width=width, height=height, rx=10, fill="#fffdf6")]
    step = 500 if target <= 3000 else 1000 * max(1, target // 6000)
    for value in range(0, peak + 1, step):
        shapes.append(_shape("line", x1=left, x2=width - right, y1=round(y(value), 1), y2=round(y(value), 1),
                             stroke="#e6dfcc", stroke_width=1))
        shapes.append(_shape("text", str(value), x=left - 6, y=round(y(value) + 4, 1), text_anchor="end",
                             font_size=13, fill="#4a4a4a"))
    shapes.append(_shape("line", x1=left, x2=width - right, y1=round(y(target), 1), y2=round(y(target), 1),
                         stroke="#b8860b", stroke_width=2, stroke_dasharray="6 4"))
    shapes.append(_shape("text", msg("widgets.jass_picture.target", target=target), x=width - right,
                         y=round(y(target) - 8, 1), text_anchor="end", font_size=14, fill="#8a6508", font_weight=700))
    every = max(1, deals // 12)
    for i, row in enumerate(rows, 1):
        if i % every == 0 or i == deals:
            shapes.append(_shape("text", str(row["deal"]), x=round(x(i), 1), y=height - bottom + 16,
                                 text_anchor="middle", font_size=13, fill="#4a4a4a"))
    shapes.append(_shape("text", msg("widgets.jass_picture.deals"), x=left, y=height - 4, font_size=13,
                         fill="#4a4a4a"))
    for team in TEAMS:
        points = [(x(0), y(start[team]))] + [(x(i), y(row[f"total_{team}"])) for i, row in enumerate(rows, 1)]
        shapes.append(_shape("polyline", points=" ".join(f"{px:.1f},{py:.1f}" for px, py in points), fill="none",
                             stroke=COLOURS[team], stroke_width=3, stroke_linejoin="round"))
        for px, py in points[1:]:
            shapes.append(_shape("circle", cx=round(px, 1), cy=round(py, 1), r=3.5, fill=COLOURS[team]))
        last = rows[-1][f"total_{team}"] if rows else start[team]
        shapes.append(_shape("text", str(last), x=round(points[-1][0] + 8, 1),
                             y=round(points[-1][1] + _label_shift(team, rows, start, peak), 1),
                             font_size=14, font_weight=700, fill=COLOURS[team]))
        # the legend under the target line: who is which line (the numbers stand at the lines' ends)
        row_y = y(target) + 26 + 22 * TEAMS.index(team)
        shapes.append(_shape("line", x1=left + 12, x2=left + 36, y1=round(row_y - 5, 1), y2=round(row_y - 5, 1),
                             stroke=COLOURS[team], stroke_width=4, stroke_linecap="round"))
        shapes.append(_shape("text", side_message(team), x=left + 44, y=round(row_y, 1), font_size=14,
                             font_weight=700, fill=COLOURS[team]))
    totals = {team: rows[-1][f"total_{team}"] if rows else start[team] for team in TEAMS}
    label = msg("widgets.jass_picture.chart_label", ns=side_message("NS"), ns_points=totals["NS"],
                ew=side_message("EW"), ew_points=totals["EW"], target=target, deals=len(rows))
    return {"title": msg("widgets.jass_picture.chart"), "label": label, "width": width, "height": height,
            "shapes": shapes}


def _label_shift(team: str, rows: list[dict[str, Any]], start: dict[str, int], peak: int) -> float:
    """Where a team's end label sits against its last point: apart from the other team's when they are close."""
    last = rows[-1] if rows else {"total_NS": start["NS"], "total_EW": start["EW"]}
    other = "EW" if team == "NS" else "NS"
    if abs(last["total_NS"] - last["total_EW"]) >= peak / 12:
        return 5
    higher = last[f"total_{team}"] > last[f"total_{other}"] or (
        last[f"total_{team}"] == last[f"total_{other}"] and team == "NS")
    if min(last["total_NS"], last["total_EW"]) < peak / 12:  # near the axis: both labels above the lines
        return -24 if higher else -6
    return -6 if higher else 17


# --- the slate ---------------------------------------------------------------------------------

def slate_tally(points: list[int], start: int = 0) -> dict[str, int]:
    """A team's strokes as a scorer writes them deal by deal: 100s, 50s, 20s and the number carried.

    ``100 * hundreds + 50 * fifties + 20 * twenties + rest`` is always the total.
    """
    hundreds = fifties = twenties = 0
    rest = 0
    for amount in [start, *points]:
        amount += rest
        hundreds += amount // 100
        amount %= 100
        fifties += amount // 50
        amount %= 50
        twenties += amount // 20
        rest = amount % 20
    return {"hundreds": hundreds, "fifties": fifties, "twenties": twenties, "rest": rest}


def _ticks(x0: float, x1: float, y: float, count: int) -> list[Shape]:
    """Strokes across a bar, in fives: four upright, the fifth across them."""
    shapes: list[Shape] = []
    gap = min(9.0, (x1 - x0) / max(1, count + count // 5 * 3))
    x = x0
    for n in range(count):
        if n % 5 == 4:
            shapes.append(_shape("line", x1=round(x - 4 * gap - 2, 1), y1=round(y + 8, 1), x2=round(x - gap + 2, 1),
                                 y2=round(y - 8, 1), stroke=CHALK, stroke_width=2.2, stroke_linecap="round"))
            x += gap * 1.8  # a space between the bundles of five
            continue
        shapes.append(_shape("line", x1=round(x, 1), y1=round(y - 11, 1), x2=round(x + 1, 1), y2=round(y + 11, 1),
                             stroke=CHALK, stroke_width=2.2, stroke_linecap="round"))
        x += gap
    return shapes


def _crosses(start: tuple[float, float], end: tuple[float, float], count: int) -> list[Shape]:
    """Fifties along the diagonal: a slash each, the second of a pair across the first (an X)."""
    shapes: list[Shape] = []
    (xa, ya), (xb, yb) = start, end
    pairs = (count + 1) // 2
    for n in range(count):
        f = 0.12 + 0.76 * ((n // 2) + 0.5) / max(4, pairs)
        cx, cy = xa + (xb - xa) * f, ya + (yb - ya) * f
        d = 9 if n % 2 == 0 else -9
        shapes.append(_shape("line", x1=round(cx - 9, 1), y1=round(cy - d, 1), x2=round(cx + 9, 1),
                             y2=round(cy + d, 1), stroke=CHALK, stroke_width=2.2, stroke_linecap="round"))
    return shapes


def slate_picture(rows: list[dict[str, Any]], start: dict[str, int]) -> dict[str, Any]:
    """The Jasstafel: a half per team (EW above, NS below, the learner's side nearer), a Z of strokes in each.

    Its words are messages: :func:`picture_view` renders them (``rendered(picture, lang)``).
    """
    width, height, frame = 560, 360, 14
    shapes: list[Shape] = [
        _shape("rect", x=0, y=0, width=width, height=height, rx=12, fill="#8a5a2b"),
        _shape("rect", x=frame, y=frame, width=width - 2 * frame, height=height - 2 * frame, rx=4, fill="#2e3a35"),
        _shape("line", x1=frame + 8, x2=width - frame - 8, y1=height / 2, y2=height / 2, stroke=CHALK,
               stroke_width=2.5, stroke_linecap="round", opacity=0.9),
    ]
    tallies = {}
    half = (height - 2 * frame) / 2
    for place, team in enumerate(("EW", "NS")):
        tally = slate_tally([row[f"points_{team}"] for row in rows], start[team])
        tallies[team] = tally
        top = frame + place * half
        x0, x1 = 60.0, 400.0
        y_top, y_bottom = top + 40, top + half - 34
        shapes += [
            _shape("line", x1=x0, y1=y_top, x2=x1, y2=y_top, stroke=CHALK, stroke_width=3, stroke_linecap="round",
                   opacity=0.85),
            _shape("line", x1=x1, y1=y_top, x2=x0, y2=y_bottom, stroke=CHALK, stroke_width=3,
                   stroke_linecap="round", opacity=0.85),
            _shape("line", x1=x0, y1=y_bottom, x2=x1, y2=y_bottom, stroke=CHALK, stroke_width=3,
                   stroke_linecap="round", opacity=0.85),
            _shape("text", side_message(team), x=frame + 12, y=top + 22, font_size=15, font_weight=700,
                   fill=CHALK),
        ]
        shapes += _ticks(x0 + 8, x1 - 8, y_top, tally["hundreds"])
        shapes += _crosses((x1, y_top), (x0, y_bottom), tally["fifties"])
        shapes += _ticks(x0 + 34, x1 - 8, y_bottom, tally["twenties"])  # clear of the diagonal's foot
        total = 100 * tally["hundreds"] + 50 * tally["fifties"] + 20 * tally["twenties"] + tally["rest"]
        shapes.append(_shape("text", str(tally["rest"]), x=x1 + 60, y=round((y_top + y_bottom) / 2 + 10, 1),
                             font_size=28, fill=CHALK, font_family="'Comic Sans MS', 'Segoe Print', cursive"))
        shapes.append(_shape("text", msg("widgets.jass_picture.slate_total", points=total), x=width - frame - 12,
                             y=top + half - 12, text_anchor="end", font_size=14, fill="#cfd8d2"))
    label = msg("widgets.jass_picture.slate_label", **{
        f"{team.lower()}_{key}": value for team, tally in tallies.items() for key, value in tally.items()},
        ns=side_message("NS"), ew=side_message("EW"))
    return {"title": msg("widgets.jass_picture.slate"), "label": label, "width": width, "height": height,
            "shapes": shapes, "tallies": tallies,
            "legend": msg("widgets.jass_picture.slate_legend")}


def picture_view(match: Match, start: dict[str, int], lang: str) -> dict[str, Any] | None:
    """The match picture for the view in ``lang``: the chart and the slate (None before the first contract)."""
    rows = history_rows(match)
    if not rows:
        return None
    return rendered({"title": msg("widgets.jass_picture.title"), "chart": chart_picture(rows, start, match.target),
                     "slate": slate_picture(rows, start)}, lang)


def svg_markup(picture: dict[str, Any]) -> str:
    """A picture (:func:`chart_picture`, :func:`slate_picture`) as an SVG element, escaped."""
    body = []
    for shape in picture["shapes"]:
        attrs = " ".join(f'{key}="{escape(str(value))}"' for key, value in shape["attrs"].items())
        text = escape(shape.get("text", ""))
        body.append(f"<{shape['tag']} {attrs}>{text}</{shape['tag']}>")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{escape(picture["label"])}" '
            f'viewBox="0 0 {picture["width"]} {picture["height"]}" width="{picture["width"]}" '
            f'style="max-width:100%;height:auto;display:block;margin:6px 0">'
            f'<title>{escape(picture["label"])}</title>{"".join(body)}</svg>')


__all__ = ["chart_picture", "history_frame", "history_rows", "picture_view", "slate_picture", "slate_tally",
           "svg_markup"]
