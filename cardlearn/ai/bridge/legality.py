"""The legal calls after an auction, asked of the bridge engine (the one place call legality lives)."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from cardlearn.engine.bridge.calls import code_text, parse_call_code
from cardlearn.engine.bridge.fast import AUCTION, Core
from cardlearn.engine.bridge.messages import call_error
from cardlearn.engine.bridge.table import SEATS, parse_seat


def replay_auction(auction: Sequence[str], dealer: str = "S") -> Core:
    """A fast engine core with the calls applied; raises IllegalCall at the first illegal one.

    The core holds no cards: the auction rules do not depend on them, and an
    AI seat must not see the other hands anyway.
    """
    core = Core([0, 0, 0, 0], parse_seat(dealer), 0)
    for call in auction:
        code = parse_call_code(call)
        problem = core.call_problem(code)
        if problem is not None:
            raise call_error(core, *problem)
        core.apply_call(code)
    return core


@lru_cache(maxsize=4096)
def _legal(auction: tuple[str, ...], dealer: str) -> frozenset[str]:
    core = replay_auction(auction, dealer)
    return frozenset(code_text(code) for code in core.legal_call_codes())


def legal_calls(auction: Sequence[str], dealer: str = "S") -> frozenset[str]:
    """The calls the engine allows next (empty once the auction is over)."""
    return _legal(tuple(auction), SEATS[parse_seat(dealer)])


def auction_over(auction: Sequence[str], dealer: str = "S") -> bool:
    """Whether the engine considers the auction finished."""
    return replay_auction(auction, dealer).phase != AUCTION
