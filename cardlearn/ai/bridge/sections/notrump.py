"""1NT, 2NT and 3NT openings and their responses: Stayman, Jacoby and Texas transfers, interference."""
from __future__ import annotations

# --- rule groups ---------------------------------------------------------------------------
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import Block, block
from cardlearn.ai.bridge.sayc.notrump import nt_extras
from cardlearn.ai.bridge.sayc.notrump2 import nt2_blocks
from cardlearn.ai.bridge.sayc.openers import (
    nt_doubled,
)
from cardlearn.ai.bridge.sayc.transfer_interference import transfer_interference_blocks
from cardlearn.ai.bridge.system_notrump import (
    nt_system,
)

#: 1NT doubled: the runouts.
DOUBLED: tuple[Block, ...] = (
    block("s.ntx", Seq("1NT X"), *nt_doubled(), closed=False),
)


#: Interference over Stayman and transfers.
TRANSFER_INTERFERENCE: tuple[Block, ...] = (
    *transfer_interference_blocks(),
)


#: The 1NT/2NT/3NT conventions of the booklet (superaccepts, Texas, 4NT, minor-suit Stayman, 5-5 hands).
CONVENTIONS: tuple[Block, ...] = (
    *nt2_blocks(),
)


#: Further no-trump continuations.
EXTRAS: tuple[Block, ...] = (
    *nt_extras(),
)


#: Responses to 1NT (15–17) and their continuations.
ONE_NT: tuple[Block, ...] = (
    *nt_system(1, 15),
)


#: Responses to 2NT (20–21) and their continuations.
TWO_NT: tuple[Block, ...] = (
    *nt_system(2, 20),
)
