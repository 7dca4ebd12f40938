"""Negative doubles: the doubler's next call after opener's answer or cue bid, and after their raise."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import after_negative_double_answer
from cardlearn.ai.bridge.auction_view import (
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import AllOf, NotBidYet, SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    Len,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.labels import S
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule


def _after_negative_double_cue(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (P) – opener's cue bid of y – (P): binds x and y."""
    b = after_negative_double_answer(view)
    return b if b is not None and view.partner_rule == "nd.cue" else None


def _they_raised_after_negative_double(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (raise of y): opener may still compete. Binds x, y."""
    seq = view.seq
    if len(seq) != 4 or seq[2] != "X" or not is_bid(seq[3]) or strain_of(seq[3]) != strain_of(seq[1]):
        return None
    if not view.partner_rule.startswith("cr.neg"):
        return None
    return {"x": strain_of(seq[0]), "y": strain_of(seq[1])}


def negative_double_continuations() -> list[Block]:
    """After my negative double: opener's cue bid answered, my next call, their raise over it."""
    def answered(var: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: b.get(var) is not None and strain_of(v.calls[-2]) == b[var], f"answer {var}")

    return [
        # Opener's cue bid (19+) forces to game: the negative doubler describes, never passes (common practice).
        block("s.nd.cue", When(_after_negative_double_cue, "opener cue-bid after my negative double"),
              rule("ndc.major", Cheapest("t", max_level=4), Len("t", 4), AllOf((SuitIn("t", "SH"), NotBidYet("t"),)), prefer="major",
                   label=S("nd_cue_answer"), forcing=True),
              rule("ndc.nt", Cheapest("NT", max_level=3), Stopper("y"), label=S("nd_cue_answer"), forcing=True),
              rule("ndc.raise", Cheapest("x", max_level=4), Len("x", 3), label=S("nd_cue_answer"), forcing=True),
              rule("ndc.suit", Cheapest("t", max_level=4), Len("t", 4), NotBidYet("t"), prefer="long",
                   label=S("nd_cue_answer"), forcing=True),
              rule("ndc.any", Cheapest("x", max_level=4), label=S("nd_cue_answer"), forcing=True)),
        block("s.nd.next", When(after_negative_double_answer, "after opener's answer to my negative double"),
              rule("ndr.game", "4a", Len("a", 4), HCP(13), AuctionCheck(
                  lambda v, b: "a" in b and b["a"] in "SH" and strain_of(v.calls[-2]) == b["a"], var_names=("a",)),
                   label=S("game")),
              rule("ndr.game.x", "4x", Len("x", 2), HCP(13), AuctionCheck(
                  lambda v, b: b["x"] in "SH" and strain_of(v.calls[-2]) == b["x"]), label=S("game")),
              rule("ndr.3nt", "3NT", HCP(13), Stopper("y"), label=S("nt_game")),
              rule("ndr.cue", Cheapest("y", max_level=4), HCP(13), label=S("cue_ask_stopper"), forcing=True),
              # Common practice: invitations after opener's minimum answer are 10–12 (support points with a fit).
              rule("ndr.inv", Cheapest("a", max_level=3), Len("a", 4), HCP(8, 12), Points(10, 12, trump="a"),
                   answered("a"), label=S("invite_raise")),
              rule("ndr.2nt", Cheapest("NT", max_level=2), HCP(10, 12), Stopper("y"), Check(
                  lambda h, v, b: "a" not in b or h.lengths[b["a"]] < 4, "no fit in opener's suit"),
                   label=S("nt_invite_plain")),
              rule("ndr.x", Cheapest("x", jump=0, max_level=3), Len("x", 3), HCP(11, 12), label=S("invite_raise")),
              rule("ndr.pref", Cheapest("x", max_level=2), Len("x", 3), AuctionCheck(
                  lambda v, b: strain_of(v.calls[-2]) not in (b["x"], "NT")), label=S("preference")),
              rule("ndr.pass", "P", label=S("pass_weak"))),
        block("s.nd.raised", When(_they_raised_after_negative_double, "they raised over my partner's double"),
              rule("ndo.major", Cheapest("t", max_level=3), Len("t", 4), HCP(15), AllOf((SuitIn("t", "SH"), NotBidYet("t"),)), label=S("nd_major")),
              rule("ndo.suit", Cheapest("t", max_level=3), Len("t", 5), Len("x", 5), NotBidYet("t"), label=S("nd_second_suit")),
              rule("ndo.own", Cheapest("x", max_level=3), Len("x", 6), label=S("rebid_suit")),
              rule("ndo.pass", "P", label=S("pass_weak"))),
    ]


#: After my negative double: opener's cue bid answered, my next call, their raise over it.
CONTINUATIONS: tuple[Block, ...] = (
    *negative_double_continuations(),
)
