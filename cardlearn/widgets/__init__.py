"""Interactive tables for JupyterLab (anywidget): Python holds the game, the front end draws a view.

- :class:`TableWidget` (``base.py``): settings, the intent protocol, static HTML, repr — the
  foundation every table and lesson widget builds on (see ``base.py`` for the recipe).
- :class:`BridgeTable`: one deal of Contract Bridge, the learner South with an AI North.
- :class:`JassTable`: a Schieber match to 3000, the learner South with an AI partner North.
- :class:`LessonDealsTable`: a lesson's themed deals (``cardlearn.lesson_deals("slug")``);
  :class:`JassLessonDealsTable` the same for a Schieber lesson (``lesson_deals("jass-slug")``).
- ``static/``: hand-written ES modules (``common.js``, ``cards.js`` with the French and the
  drawn Swiss suits, one module per table) and ``table.css``.
"""
from __future__ import annotations

from cardlearn.widgets.base import IntentError, TableWidget
from cardlearn.widgets.bidding_ladder import BiddingLadder
from cardlearn.widgets.bridge_table import BridgeTable
from cardlearn.widgets.jass_lesson_deals import JassLessonDealsTable
from cardlearn.widgets.jass_table import JassTable
from cardlearn.widgets.lesson_deals import LessonDealsTable
from cardlearn.widgets.minibridge_table import MinibridgeTable, minibridge_deal
from cardlearn.widgets.players import AIBridgePlayer, BridgePlayer, FirstLegalCardPlayer
from cardlearn.widgets.saved_games import SavedGameError
from cardlearn.widgets.trick_trainer import TrickTrainer
from cardlearn.widgets.undertrick_calculator import UndertrickCalculator
from cardlearn.widgets.weis_comparator import WeisComparator

__all__ = ["AIBridgePlayer", "BridgePlayer", "BridgeTable", "FirstLegalCardPlayer", "IntentError",
           "JassLessonDealsTable", "JassTable", "TableWidget"]
__all__ += ["BiddingLadder", "TrickTrainer", "UndertrickCalculator", "WeisComparator"]
__all__ += ["LessonDealsTable", "MinibridgeTable", "SavedGameError", "minibridge_deal"]
