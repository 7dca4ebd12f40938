"""An earlier cardlearn from git history, imported as the package ``cardlearn_old``.

The benches that compare the AI with its previous version load that version this way,
in the same process, instead of keeping a copy of old code in the tree. ``git archive``
needs the commit, so these benches need a full clone (not ``git clone --depth 1``).
"""
from __future__ import annotations

import importlib
import io
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from types import ModuleType

_LOADED: dict[str, Path] = {}


def import_previous(ref: str, module: str, into: Path | None = None) -> ModuleType:
    """``cardlearn_old.<module>`` of cardlearn at git ``ref``, extracted once per process (into ``into``,
    else a new temporary folder)."""
    if ref not in _LOADED:
        if _LOADED:
            raise RuntimeError(f"cardlearn_old is already {next(iter(_LOADED))}; one earlier version per process")
        into = into or Path(tempfile.mkdtemp(prefix="cardlearn_old_"))
        repo = Path(__file__).resolve().parents[1]
        data = subprocess.run(["git", "archive", ref, "cardlearn"], cwd=repo, check=True,
                              capture_output=True).stdout
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            tar.extractall(into, filter="data")
        (into / "cardlearn").rename(into / "cardlearn_old")
        for path in (into / "cardlearn_old").rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            path.write_text(re.sub(r"\bcardlearn\b(?=[.\s])", "cardlearn_old", text), encoding="utf-8")
        sys.path.insert(0, str(into))
        _LOADED[ref] = into
    return importlib.import_module(f"cardlearn_old.{module}")
