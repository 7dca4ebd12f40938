"""Overcalls and their advances (cue raises, 1NT overcalls, the overcaller's rebids)."""
from __future__ import annotations

# --- rule groups ---------------------------------------------------------------------------
from cardlearn.ai.bridge.conditions import (
    HCP,
    Len,
    Stopper,
)
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.competition import (
    advance_nt_overcall,
    after_nt_overcall,
    nt_overcaller_stayman,
)
from cardlearn.ai.bridge.sayc.cue_raise import cue_raise_blocks
from cardlearn.ai.bridge.sayc.nt_overcall_rebids import nt_overcall_rebid_blocks
from cardlearn.ai.bridge.sayc.overcall_rebids import overcall_rebid_blocks
from cardlearn.ai.bridge.system_checks import (
    L,
    is_major,
    partner_cue_raised_me,
)

#: The cue-bid raise of an overcall, and the 1NT overcaller's rebids.
CUE_RAISE_AND_1NT_REBIDS: tuple[Block, ...] = (
    *cue_raise_blocks(),
    *nt_overcall_rebid_blocks(),
)


#: The overcaller's rebids; advancing a 1NT overcall (Stayman).
REBIDS_AND_1NT_ADVANCES: tuple[Block, ...] = (
    *overcall_rebid_blocks(),
    block("s.ov1nt.adv", When(after_nt_overcall, "partner overcalled 1NT"), *advance_nt_overcall()),
    block("s.ov1nt.st", When(nt_overcaller_stayman, "Stayman after my 1NT overcall"),
          rule("ovst.h", Cheapest("H", max_level=2), Len("H", 4), label=S("stayman_reply_h")),
          rule("ovst.s", Cheapest("S", max_level=2), Len("S", 4), label=S("stayman_reply_s")),
          rule("ovst.d", Cheapest("D", max_level=2), label=S("stayman_reply_none"))),
)


#: The overcaller after partner's cue-bid raise.
CUE_RAISE_ANSWER: tuple[Block, ...] = (
    # Partner's cue bid raised my overcall: a minimum rebids the suit at the cheapest level, extras bid game.
    block("ov.cue.answer", When(partner_cue_raised_me, "partner's cue-bid raise of my overcall"),
          rule("ovc.game", "4y", HCP(14), is_major("y"), label=L("game")),
          rule("ovc.3nt", "3NT", HCP(14), Stopper("x"), label=L("to_play")),
          rule("ovc.min", Cheapest("y"), HCP(0, 13), label=L("minimum")),
          rule("ovc.own", Cheapest("y"), label=L("rebid_suit"))),
)
