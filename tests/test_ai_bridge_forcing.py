"""Forcing status lives on the rule: the sets the system reports are read off it, and the bidder obeys it."""
from __future__ import annotations

from collections import defaultdict

from cardlearn.ai.bridge.explain import explain
from cardlearn.ai.bridge.system import FORCING_RULES, GAME_FORCING_RULES, SYSTEM


def test_a_rule_id_has_one_forcing_status_wherever_it_is_written() -> None:
    status: dict[str, set[tuple[bool, bool]]] = defaultdict(set)
    for blk in SYSTEM:
        for r in blk.rules:
            status[r.id].add((r.forcing, r.game_forcing))
    assert {rule_id: s for rule_id, s in status.items() if len(s) > 1} == {}


def test_the_forcing_sets_are_read_off_the_rules() -> None:
    assert {"mi.cue", "gerber.ask", "jac.short", "ntq.1.5nt", "ntq.2.5nt", "r2c.pos"} <= FORCING_RULES
    assert {"r1M.jacoby", "2c.suit", "rb.jumpshift", "adv.cue"} <= GAME_FORCING_RULES
    assert "open.1nt" not in FORCING_RULES and "open.1nt" not in GAME_FORCING_RULES


def test_an_explanation_carries_the_game_force_of_its_rule() -> None:
    jacoby = explain(["1H", "P", "2NT"], 2, dealer="N")
    assert jacoby.rule_id == "r1M.jacoby" and jacoby.game_forcing
    assert not explain(["1H", "P", "2H"], 2, dealer="N").game_forcing
