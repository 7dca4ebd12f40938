"""Running cardlearn for a class: a JupyterHub on one server and a zero-install JupyterLite site.

- :mod:`cardlearn.classroom.hub`: ``cardlearn hub serve`` writes and runs a JupyterHub
  configuration (lessons copied into every learner's home, IPC kernels, idle culling).
- :mod:`cardlearn.classroom.lite`: ``cardlearn lite build`` writes a static JupyterLite site
  with cardlearn preinstalled in the Pyodide lock.
- :mod:`cardlearn.classroom.class_commands`: ``cardlearn class new | assign | results``, a
  duplicate session (:mod:`~cardlearn.classroom.session`, :mod:`~cardlearn.classroom.session_results`,
  :mod:`~cardlearn.classroom.travellers`, :mod:`~cardlearn.classroom.class_results`): the same
  boards for every learner, a traveller after each board, the teacher's results.

Both import JupyterHub / JupyterLite only when used (the ``hub`` and ``lite`` extras).
"""
from __future__ import annotations

from cardlearn.engine.errors import CardlearnError


class ClassroomError(CardlearnError):
    """A class setup that cannot go ahead (a missing tool, a bad folder); says what to do."""


class BadSetting(ClassroomError, ValueError):
    """A setting or argument refused before anything is written or started (``cardlearn`` exits with 2)."""


__all__ = ["BadSetting", "ClassroomError"]
