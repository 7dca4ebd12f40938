"""The picture a widget leaves in the notebook for when its kernel is gone (a reopened notebook).

JupyterLab draws a saved widget output it cannot bring back as "Error displaying widget: model
not found" and never falls back to the bundle's ``text/html``. So each displayed widget is
followed by an output of its own: the widget's static picture with one line saying to run the
cell. That output has a display id and is replaced (``update_display``) every time the widget
publishes a new view, so the notebook saves the state last drawn, not the first one.

- While the live widget is drawn, the widget's stylesheet (``table.css``) hides the picture.
- Without the live widget no stylesheet is loaded, the picture shows, and the picture's own
  style hides JupyterLab's error line for the widget outputs of the same cell.
"""
from __future__ import annotations

from html import escape
from typing import Any

from cardlearn.engine.theme import INK
from cardlearn.widgets.static_html import FONT

_OFFLINE_STYLE = (
    "<style>/* cardlearn: the kernel is gone, so the cell's widgets cannot be drawn: hide their"
    " error lines ('model not found', 'Loading widget...') and show the picture below instead */"
    ".jp-OutputArea:has(.cl-offline-picture) .jp-OutputArea-output.lm-Panel:not(:has(*)){display:none}"
    "</style>"
)
_NOTE = ("display:block;margin:0 0 6px;padding:6px 10px;border-left:4px solid #b7791f;"
         f"background:#fff7e0;color:{INK};font-weight:600;")


def offline_picture(static_html: str, note: str = "", lang: str = "en") -> str:
    """A widget's static picture, with the run-the-cell line, as the output shown without a kernel."""
    line = f'<p class="cl-offline-note" role="note" style="{FONT}{_NOTE}">{escape(note)}</p>' if note else ""
    return (f'<div class="cl-offline-picture" lang="{escape(lang)}">{_OFFLINE_STYLE}{line}'
            f"{static_html}</div>")


class PictureOutputs:
    """The picture outputs of one widget: one after each display, all replaced when it changes."""

    def __init__(self) -> None:
        self._handles: list[Any] = []
        self._shown = ""

    @property
    def active(self) -> bool:
        """Whether the widget was displayed in a notebook (so there is a picture to keep current)."""
        return bool(self._handles)

    def show(self, html: str) -> None:
        """Display the picture as an output of its own, with a display id for later updates."""
        from IPython.display import display

        handle = display({"text/html": html}, raw=True, display_id=True)
        if handle is not None:
            self._handles.append(handle)
        self._shown = html

    def update(self, html: str) -> None:
        """Replace every picture output of the widget (nothing is sent when the picture is the same)."""
        if html == self._shown:
            return
        self._shown = html
        for handle in self._handles:
            handle.update({"text/html": html}, raw=True)


__all__ = ["PictureOutputs", "offline_picture"]
