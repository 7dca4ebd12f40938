"""Every rule and block id of the bidding system is written out in the source, so grep finds it (issue #27).

An id may also come from a written one by one of the few derivations that ``rule.py`` lists (the 2NT ladder
from the 1NT ladder, the ladder after 2♣–2♦ from the 2NT ladder, a passed hand's twin of a response).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cardlearn.ai.bridge as bridge_package
from cardlearn.ai.bridge.levels import LEVELS, system_for
from cardlearn.ai.bridge.rule import DERIVED_ID_PREFIXES, DERIVED_ID_SUFFIXES
from cardlearn.ai.bridge.system import SYSTEM


def _literal_strings() -> set[str]:
    """Every plain string constant in the bidding package's source (the pieces of an f-string are not ids)."""
    found: set[str] = set()
    for path in Path(bridge_package.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        pieces = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for part in node.values}
        found |= {node.value for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in pieces}
    return found


LITERALS = _literal_strings()


def _written_or_derived(ident: str) -> bool:
    if ident in LITERALS:
        return True
    for old, new in DERIVED_ID_PREFIXES:
        if ident.startswith(new) and _written_or_derived(old + ident.removeprefix(new)):
            return True
    return any(ident.endswith(suffix) and _written_or_derived(ident.removesuffix(suffix))
               for suffix in DERIVED_ID_SUFFIXES)


def _ids(system) -> set[str]:
    return {blk.id for blk in system} | {r.id for blk in system for r in blk.rules}


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_id_is_written_out_or_derived_by_a_listed_rule(level):
    system = SYSTEM if level == "full" else system_for(level)
    hidden = sorted(i for i in _ids(system) if not _written_or_derived(i))
    assert not hidden, f"{len(hidden)} ids grep cannot find: {hidden[:20]}"


def test_the_check_would_catch_an_id_built_at_run_time():
    assert not _written_or_derived("1NT.st.6Hx")
    assert _written_or_derived("1NT.st.6H") and _written_or_derived("2NT.st.6H")
    assert _written_or_derived("2c.2NT.st.6H") and not _written_or_derived("2c.3NT.st.6H.y")

