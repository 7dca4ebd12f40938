"""SAYC after 1M–1NT (6–10, not forcing), opener's rebids after a raise, and a system with no dead rules."""
from __future__ import annotations

from cardlearn.ai import bridge as bridge_ai


def test_no_rule_of_the_system_is_shadowed():
    # Every rule is reachable: no earlier block takes every auction in which it could bid.
    assert bridge_ai.system_card(lang="en").shadowed_rules() == {}
