"""The defence to their 1NT: Cappelletti."""
from __future__ import annotations

from cardlearn.ai.bridge.rule import Block
from cardlearn.ai.bridge.sayc.competition import (
    cappelletti,
)

#: Cappelletti over their 1NT and its advances.
CAPPELLETTI: tuple[Block, ...] = (
    *cappelletti(),
)
