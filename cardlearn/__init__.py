"""cardlearn: Jupyter lessons for Contract Bridge and Schieber (Swiss Jass)."""
from __future__ import annotations

from cardlearn.i18n import LANGUAGES, get_language, set_language

__version__ = "0.1.0"
__all__ = ["LANGUAGES", "__version__", "get_language", "set_language"]
