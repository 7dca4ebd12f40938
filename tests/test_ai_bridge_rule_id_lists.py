"""Every list of rule ids in the bidding AI names rules that exist: a renamed or removed rule cannot leave a
list silently matching nothing (issue #31: the takeout doubles were listed twice, one list falling behind)."""
from __future__ import annotations

import importlib
import pkgutil
import re

import cardlearn.ai.bridge
from cardlearn.ai.bridge.auction_checks import ALL_TAKEOUT_DOUBLES, TAKEOUT_DOUBLES
from cardlearn.ai.bridge.rule import all_rules
from cardlearn.ai.bridge.system import SYSTEM

_RULE_ID = re.compile(r"^[a-z0-9]+[a-z0-9_]*(\.[a-z0-9_]+)*\.?$")


def _id_lists() -> dict[str, tuple[str, ...]]:
    """Module-level tuples and frozensets of strings in cardlearn.ai.bridge whose names say they hold rules."""
    found: dict[str, tuple[str, ...]] = {}
    for info in pkgutil.walk_packages(cardlearn.ai.bridge.__path__, "cardlearn.ai.bridge."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if not isinstance(value, (tuple, frozenset)) or not value or name.startswith("__"):
                continue
            if all(isinstance(item, str) and "." in item and _RULE_ID.match(item) for item in value):
                found[f"{info.name}.{name}"] = tuple(sorted(value))
    return found


def _names_a_rule(entry: str, ids: set[str]) -> bool:
    """An exact id, or a prefix ending in a dot that some id starts with."""
    return entry in ids or (entry.endswith(".") and any(rule_id.startswith(entry) for rule_id in ids))


def test_every_listed_rule_id_exists() -> None:
    ids = {rule.id for rule in all_rules(SYSTEM)}
    lists = _id_lists()
    assert len(lists) >= 10, sorted(lists)  # the scan finds the lists (it would pass vacuously otherwise)
    missing = {name: [e for e in entries if not _names_a_rule(e, ids)] for name, entries in lists.items()}
    assert {name: bad for name, bad in missing.items() if bad} == {}


def test_the_scan_catches_a_stale_id() -> None:
    ids = {rule.id for rule in all_rules(SYSTEM)}
    assert not _names_a_rule("ov.x.renamed", ids) and _names_a_rule("bw.", ids)


def test_takeout_doubles_are_one_list_and_its_extension() -> None:
    assert ALL_TAKEOUT_DOUBLES[:len(TAKEOUT_DOUBLES)] == TAKEOUT_DOUBLES
    assert len(set(ALL_TAKEOUT_DOUBLES)) == len(ALL_TAKEOUT_DOUBLES)
