"""Takeout doubles: the doubler's rebids."""
from __future__ import annotations

from cardlearn.ai.bridge.patterns import When
from cardlearn.ai.bridge.rule import Block, block
from cardlearn.ai.bridge.sayc.competition import (
    doubler_rebid,
    doubler_rebid_contested,
    doubler_rebids,
    doubler_rebids_contested,
)

#: The doubler's second call (direct, balancing, after their bid).
DOUBLER_REBIDS: tuple[Block, ...] = (
    block("s.dbl.rebid", When(doubler_rebid, "the doubler's second call"), *doubler_rebids()),
    block("s.dbl.rebid.bal", When(lambda v: doubler_rebid(v, True), "the balancing doubler's second call"),
          *doubler_rebids(3)),
    block("s.dbl.rebid.c", When(doubler_rebid_contested, "the doubler's second call after their bid"),
          *doubler_rebids_contested()),
)
