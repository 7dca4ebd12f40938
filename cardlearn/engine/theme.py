"""The look of cardlearn in one place: the palette and the fonts.

The front end reads them as CSS custom properties (:func:`css_custom_properties`,
put in front of ``table.css``: ``var(--cl-red)``), the static pictures (HTML for
nbconvert, the review's tables, the reports) as Python constants. Every pair of
text and background colour below meets WCAG AA (tests/test_widget_foundation.py).
A colour only the front end uses (a hover shade) stays in the CSS.
"""
from __future__ import annotations

PALETTE: dict[str, str] = {
    "ink": "#1a1a1a",          # text on paper, black suits
    "muted": "#3b3b3b",        # secondary text on paper
    "paper": "#fbf8f1",        # the table's background around the felt
    "card": "#fffdf8",         # a card's face
    "white": "#ffffff",        # plain backgrounds of tables and reports
    "sand": "#ece6d8",         # the settings bar and tabs
    "felt": "#1d5a39",         # the playing surface
    "felt-dark": "#123d26",    # the felt's edge
    "rail": "#3a2616",         # the table's wooden rail
    "gold": "#f2c94c",         # whose turn it is
    "turn-ink": "#2a1f00",     # text on gold
    "red": "#c0392b",          # hearts and diamonds: 5.4:1 on white
    "blue": "#1d4ed8",         # four-colour diamonds; the focus ring
    "green": "#15803d",        # four-colour clubs
    "vulnerable": "#b3261e",   # the vulnerable marker (white text)
    "error-ink": "#7a1b12",    # an error notice
    "error-paper": "#fdecea",
    "hint-ink": "#3d3000",     # a hint
    "hint-paper": "#fff7d6",
}

#: The text fonts, best first: the system's UI font, then fonts that carry Thai and Korean.
FONTS: tuple[str, ...] = (
    "system-ui", "-apple-system", "Segoe UI", "Noto Sans", "Noto Sans Thai", "Loma", "Garuda", "Waree",
    "Noto Sans CJK KR", "Noto Sans KR", "Malgun Gothic", "sans-serif",
)
#: The fonts of a card's rank: a serif, as printed cards have.
RANK_FONTS: tuple[str, ...] = ("Georgia", "Times New Roman", "DejaVu Serif", "serif")

_GENERIC = {"system-ui", "-apple-system", "sans-serif", "serif"}

INK = PALETTE["ink"]
RED = PALETTE["red"]

#: The ink of each French suit, with two colours (the default) or four.
SUIT_INKS: dict[bool, dict[str, str]] = {
    False: {"S": INK, "H": RED, "D": RED, "C": INK},
    True: {"S": INK, "H": RED, "D": PALETTE["blue"], "C": PALETTE["green"]},
}


def suit_ink(suit: str, four_colour: bool = False) -> str:
    """The colour a French suit is printed in (ink for anything else)."""
    return SUIT_INKS[four_colour].get(suit, INK)


def font_family(fonts: tuple[str, ...] = FONTS, quote: str = "'") -> str:
    """A CSS font-family value; names with spaces quoted (single quotes fit inside a style attribute)."""
    return ",".join(name if name in _GENERIC or " " not in name else f"{quote}{name}{quote}" for name in fonts)


#: ``font-family:…;`` for an inline style attribute.
FONT_STYLE = f"font-family:{font_family()};"


def css_custom_properties(selector: str = ".cl-root") -> str:
    """The palette and fonts as CSS custom properties (``--cl-red`` …) on ``selector``."""
    lines = [f"  --cl-{name}: {value};" for name, value in PALETTE.items()]
    lines.append(f"  --cl-font: {font_family(quote=chr(34))};")
    lines.append(f"  --cl-rank-font: {font_family(RANK_FONTS, quote=chr(34))};")
    return "/* generated from cardlearn/engine/theme.py */\n" + selector + " {\n" + "\n".join(lines) + "\n}\n"


__all__ = ["FONTS", "FONT_STYLE", "INK", "PALETTE", "RANK_FONTS", "RED", "SUIT_INKS", "css_custom_properties",
           "font_family", "suit_ink"]
