"""Small inline SVG icons of the Swiss suits for static HTML (acorns, roses, shields, bells).

The Swiss suits have no text symbols, and borrowing ♣♥♠♦ would teach the wrong
deck, so static views (an engine object's ``_repr_html_``, a widget's no-kernel
fallback) draw them. The live widgets draw the same shapes in
``cardlearn/widgets/static/cards.js``; these are their simplified, one-line forms.
"""
from __future__ import annotations

_ICON_BODIES = {
    # Acorn: a hatched brown cup over a golden nut, with a stem.
    "E": ('<path d="M48 6h5l1 18h-7z" fill="#5a3b12"/>'
          '<ellipse cx="50" cy="64" rx="22" ry="29" fill="#d9a030" stroke="#6b4210" stroke-width="4"/>'
          '<path d="M22 46c0-22 56-22 56 0 0 7-56 7-56 0z" fill="#7a5a1e" stroke="#3b2a10" stroke-width="4"/>'),
    # Rose: five red petals around a golden heart.
    "R": ('<g fill="#d42a3c" stroke="#7d1020" stroke-width="3">'
          '<circle cx="50" cy="29" r="19"/><circle cx="70" cy="44" r="19"/><circle cx="62" cy="67" r="19"/>'
          '<circle cx="38" cy="67" r="19"/><circle cx="30" cy="44" r="19"/></g>'
          '<circle cx="50" cy="50" r="13" fill="#f4c430" stroke="#8a6400" stroke-width="3"/>'),
    # Shield: a heraldic shield, red and gold with a black band.
    "S": ('<path d="M14 10h72v36c0 24-16 40-36 49-20-9-36-25-36-49z" fill="#f2c230"/>'
          '<path d="M14 10h36v85c-20-9-36-25-36-49z" fill="#c8332b"/>'
          '<path d="M14 38h72v14h-72z" fill="#1a1a1a"/>'
          '<path d="M14 10h72v36c0 24-16 40-36 49-20-9-36-25-36-49z" fill="none" stroke="#3d2a00" stroke-width="5"/>'),
    # Bell: a round golden sleigh bell with a red band and a slit.
    "B": ('<circle cx="50" cy="14" r="7" fill="none" stroke="#6b4e00" stroke-width="5"/>'
          '<circle cx="50" cy="55" r="36" fill="#f2c230" stroke="#6b4e00" stroke-width="4"/>'
          '<path d="M15 48h70v10h-70z" fill="#c8332b"/>'
          '<circle cx="50" cy="74" r="6" fill="#2a1d00"/><path d="M50 78v12" stroke="#2a1d00" stroke-width="5"/>'),
}


def suit_icon(suit: str, size: str = "1em", label: str = "") -> str:
    """An inline ``<svg>`` of a Swiss suit (``"E" | "R" | "S" | "B"``); ``label`` becomes its accessible name."""
    body = _ICON_BODIES[suit]
    accessible = f'role="img" aria-label="{label}"' if label else 'aria-hidden="true"'
    return (f'<svg viewBox="0 0 100 100" width="{size}" height="{size}" {accessible} '
            f'style="vertical-align:-0.15em">{body}</svg>')
