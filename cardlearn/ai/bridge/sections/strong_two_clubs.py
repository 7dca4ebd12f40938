"""The strong artificial 2♣ opening: the answers, second negatives and interference."""
from __future__ import annotations

# --- rule groups ---------------------------------------------------------------------------
from cardlearn.ai.bridge.conditions import (
    HCP,
    Balanced,
    Check,
    Len,
)
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.common import S as L_S
from cardlearn.ai.bridge.sayc.constructive2 import (
    two_club_second_more,
)
from cardlearn.ai.bridge.sayc.openers import (
    after_2c_minimum,
    after_second_negative,
    second_negative,
    second_negative_rebid,
    two_club_positive,
    two_club_second,
)
from cardlearn.ai.bridge.sayc.two_club_competition import two_club_competition_blocks
from cardlearn.ai.bridge.sayc.two_club_third import two_club_third_blocks
from cardlearn.ai.bridge.system_checks import (
    L,
)

#: Positive answers, interference, second negatives.
CONTINUATIONS: tuple[Block, ...] = (
    block("s.2c.resp", Seq("2C P"), *two_club_positive(), closed=False),
    *two_club_competition_blocks(),
    block("s.2c.second", When(second_negative, "2♣–2♦–suit"), *two_club_second(), *two_club_second_more()),
    block("s.2c.sn", When(second_negative_rebid, "second negative"), *after_second_negative()),
    block("s.2c.min", When(after_2c_minimum, "opener's minimum after a second negative"),
          rule("r2c.min.pass", "P", HCP(0, 3), label=S("pass_weak")), closed=False),
)


#: The third round after 2♣.
THIRD_ROUND: tuple[Block, ...] = (
    *two_club_third_blocks(),
)


#: The 2♦ waiting answer and opener's rebid.
RESPONSES: tuple[Block, ...] = (
    block("resp.2c", Seq("2C P"), rule("r2c.2d", "2D", label=L("waiting"), forcing=True)),
    block("2c.rebid", Seq("2C P 2D P"),
          # 2♣ then 2NT is 22–24 (SAYC booklet); 25–27 opens 3NT, so 2♣ then 3NT is the balanced 25+ that
          # did not open 3NT (28+ in practice): the ranges join with no gap.
          rule("2c.3nt", "3NT", HCP(25), Balanced(), label=L("to_play")),
          rule("2c.2nt", "2NT", HCP(22, 24), Balanced(), label=L("balanced_strong")),
          rule("2c.solid", Cheapest("y", jump=1, max_level=3), Len("y", 7), Check(lambda h, v, b: h.honors(b["y"], 3)
               == 3, var_names=("y",)), label=L_S("solid_suit"), forcing=True, game_forcing=True),
          rule("2c.suit", Cheapest("y"), Len("y", 5), label=L("strong_suit"), forcing=True, game_forcing=True),
          rule("2c.nt", Cheapest("NT"), HCP(22), label=L("balanced_strong"))),
    # 2♣–2♦–2NT: the 2NT responses apply (notrump.CONVENTIONS).
)
