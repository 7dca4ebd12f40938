"""cardlearn: Jupyter lessons for Contract Bridge and Schieber (Swiss Jass)."""
from __future__ import annotations

import os
from typing import Any

from cardlearn.i18n import LANGUAGES, get_language, set_language

__version__ = "0.1.0"
__all__ = ["LANGUAGES", "__version__", "get_language", "progress", "set_language", "settings"]


def settings(lang: str | None = None, contrast: int | None = None, grain: int | None = None,
             color_temperature: int | None = None, answers: str | os.PathLike[str] | None = None) -> Any:
    """The lesson's one settings bar: every lesson and exercise widget of the notebook follows it.

    Put ``cardlearn.settings(lang="th", answers="answers.json")`` near the top of a
    lesson: ``lang`` is the notebook's language; ``answers`` (optional) is the file
    every exercise of the notebook records its attempts into, which
    :func:`progress` reads. See :func:`cardlearn.widgets.settings.settings`.
    """
    # Loaded only when asked: the engine alone needs neither widgets nor exercises.
    from cardlearn.exercises.api import answers_file, set_answers_file
    from cardlearn.widgets.settings import settings as show_settings

    before = answers_file()
    if answers is not None:
        set_answers_file(answers)  # checked first: a wrong value changes nothing
    try:
        return show_settings(lang=lang, contrast=contrast, grain=grain, color_temperature=color_temperature)
    except Exception:
        set_answers_file(before)
        raise


def progress(answers: str | os.PathLike[str] | None = None, lang: str | None = None) -> Any:
    """The learner's progress per lesson (bars; ``.to_frame()`` for a DataFrame) from the answers file.

    ``answers``: the lesson's file (``settings(answers=...)``), else ``answers.json``.
    """
    from cardlearn.exercises.progress import progress as lesson_progress

    return lesson_progress(answers=answers, lang=lang)
