"""Michaels cue bids and the Unusual 2NT: for us, and the defence against them."""
from __future__ import annotations

# --- rule groups ---------------------------------------------------------------------------
from cardlearn.ai.bridge.conditions import (
    Len,
)
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.competition import (
    advance_two_suiter,
    after_michaels,
    direct_or_balance,
    michaels_ask_answer,
    michaels_minor,
    michaels_pass_or_correct,
    michaels_unusual,
)
from cardlearn.ai.bridge.sayc.two_suiter_defence import two_suiter_defence_blocks
from cardlearn.ai.bridge.sayc.two_suiter_rebids import two_suiter_rebid_blocks

#: Michaels and the Unusual 2NT, the advances and the rebids.
MICHAELS_UNUSUAL: tuple[Block, ...] = (
    block("s.mi", When(direct_or_balance, "their one-bid"), *michaels_unusual(), closed=False),
    block("s.mi.adv", When(after_michaels, "partner's two-suiter"), *advance_two_suiter()),
    block("s.mi.ask", When(michaels_ask_answer, "partner asked for the minor"), *michaels_minor()),
    block("s.mi.correct", When(michaels_pass_or_correct, "partner chose clubs"),
          rule("mic.d", Cheapest("D", max_level=4), Len("D", 5), Len("C", 0, 2), label=S("michaels_correct")),
          rule("mic.pass", "P", label=S("cap_pass"))),
    *two_suiter_rebid_blocks(),
)


#: The defence against their Michaels or Unusual 2NT.
DEFENCE: tuple[Block, ...] = (
    *two_suiter_defence_blocks(),
)
