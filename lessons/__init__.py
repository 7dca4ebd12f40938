"""The lesson notebooks, exercise files and practice deals, shipped as ``cardlearn.lessons``."""
from __future__ import annotations

from pathlib import Path

PRACTICE_FILE = "practice-hands.pbn"
# Lesson 13's practice deals live with the other lessons' deals (deals/, beside their notes);
# practice/ holds deals without notes (Minibridge's).
_FOLDERS = ("deals", "practice")


def practice_file(name: str = PRACTICE_FILE) -> Path:
    """A practice PBN file: from ``deals/`` or ``practice/`` beside the notebook (a copied lesson folder),
    in ``..`` (the source tree), else the one installed with cardlearn."""
    for base in (Path("."), Path("..")):
        for folder in _FOLDERS:
            if (base / folder / name).is_file():
                return base / folder / name
    installed = Path(__file__).resolve().parent
    return next((installed / folder / name for folder in _FOLDERS if (installed / folder / name).is_file()),
                installed / "deals" / name)
