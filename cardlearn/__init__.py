"""cardlearn: Jupyter lessons for Contract Bridge and Schieber (Swiss Jass)."""
from __future__ import annotations

import os
from typing import Any

from cardlearn.i18n import LANGUAGES, get_language, set_language

__version__ = "0.1.0"
__all__ = ["LANGUAGES", "__version__", "get_language", "progress", "set_language", "settings"]


def settings(lang: str | None = None, contrast: int | None = None, grain: int | None = None,
             color_temperature: int | None = None) -> Any:
    """The lesson's one settings bar: every lesson and exercise widget of the notebook follows it.

    Put ``cardlearn.settings(lang="th")`` near the top of a lesson; see
    :func:`cardlearn.widgets.settings.settings`.
    """
    from cardlearn.widgets.settings import settings as show_settings  # widgets load only when asked

    return show_settings(lang=lang, contrast=contrast, grain=grain, color_temperature=color_temperature)


def progress(answers: str | os.PathLike[str] = "answers.json", lang: str | None = None) -> Any:
    """The learner's progress per lesson (bars; ``.to_frame()`` for a DataFrame) from the answers file."""
    from cardlearn.exercises.progress import progress as lesson_progress

    return lesson_progress(answers=answers, lang=lang)
