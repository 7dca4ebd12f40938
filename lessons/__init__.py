"""The lesson notebooks, exercise files and practice deals, shipped as ``cardlearn.lessons``."""
from __future__ import annotations

from pathlib import Path

PRACTICE_FILE = "practice-deals.pbn"


def practice_file(name: str = PRACTICE_FILE) -> Path:
    """A practice PBN file: from ``practice/`` beside the notebook (a copied lesson folder),
    ``../practice`` (the source tree), else the one installed with cardlearn."""
    for folder in (Path("practice"), Path("..") / "practice"):
        if (folder / name).is_file():
            return folder / name
    return Path(__file__).resolve().parent / "practice" / name
