"""cardlearn: Jupyter lessons for Contract Bridge and Schieber (Swiss Jass)."""
from __future__ import annotations

import os
from typing import Any

from cardlearn.i18n import LANGUAGES, get_language, set_language

__version__ = "0.1.0"
__all__ = ["LANGUAGES", "__version__", "class_results", "duplicate_table", "get_language", "lesson_deals",
           "progress", "set_language", "settings"]


def settings(lang: str | None = None, contrast: int | None = None, grain: int | None = None,
             color_temperature: int | None = None, answers: str | os.PathLike[str] | None = None,
             learner: str | None = None) -> Any:
    """The lesson's one settings bar: every lesson and exercise widget of the notebook follows it.

    Put ``cardlearn.settings(lang="th", answers="answers.json")`` near the top of a
    lesson: ``lang`` is the notebook's language; ``answers`` (optional) is the file
    every exercise of the notebook records its attempts into, which
    :func:`progress` reads. ``learner`` (optional) is the name that file records, for the
    teacher's class report (default: the computer's user name). See
    :func:`cardlearn.widgets.settings.settings`.
    """
    # Loaded only when asked: the engine alone needs neither widgets nor exercises.
    from cardlearn.exercises import api
    from cardlearn.widgets.settings import settings as show_settings

    before = api.answers_file(), api._learner
    if answers is not None:
        api.set_answers_file(answers)  # checked first: a wrong value changes nothing
    try:
        if learner is not None:
            api.set_learner(learner)
        return show_settings(lang=lang, contrast=contrast, grain=grain, color_temperature=color_temperature)
    except Exception:
        api.set_answers_file(before[0])
        api._learner = before[1]
        raise


def lesson_deals(slug: str, board: int | None = None, lang: str | None = None, **kwargs: Any) -> Any:
    """A lesson's themed deals at the table: ``lesson_deals("declarer-notrump")`` in one cell.

    Reads ``deals/<slug>.pbn`` and ``.toml`` (beside the notebook, else the shipped
    ones) and gives a table with a button per board, each board's plan above the
    felt and its comment after the deal; a Schieber slug (``jass-contracts``) reads
    ``deals/jass-<slug>.toml`` and gives the Schieber table the same way. ``board`` starts at that board; ``lang``
    defaults to the notebook's (``cardlearn.settings``). See
    :mod:`cardlearn.widgets.lesson_deals`.
    """
    from cardlearn.widgets.lesson_deals import lesson_deals as table

    return table(slug, board=board, lang=lang, **kwargs)


def progress(answers: str | os.PathLike[str] | None = None, lang: str | None = None) -> Any:
    """The learner's progress per lesson (bars; ``.to_frame()`` for a DataFrame) from the answers file.

    ``answers``: the lesson's file (``settings(answers=...)``), else ``answers.json``.
    """
    from cardlearn.exercises.progress import progress as lesson_progress

    return lesson_progress(answers=answers, lang=lang)


def duplicate_table(session: str | os.PathLike[str], learner: str | None = None, lang: str | None = None,
                    **kwargs: Any) -> Any:
    """The table of a duplicate session's boards for ``learner``, with the traveller after each board.

    See :func:`cardlearn.classroom.duplicate.duplicate_table` (``cardlearn class assign`` writes the call).
    """
    from cardlearn.classroom.duplicate import duplicate_table as table

    return table(session, learner=learner, lang=lang, **kwargs)


def class_results(name: str | os.PathLike[str], folder: str | os.PathLike[str] | None = None,
                  lang: str | None = None) -> Any:
    """A session's results for the teacher (DataFrames: results, ranking, frequencies, below_field, costliest).

    See :func:`cardlearn.classroom.class_results.class_results`.
    """
    from cardlearn.classroom.class_results import class_results as results

    return results(name, folder, lang=lang)
