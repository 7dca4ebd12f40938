"""Opener reopens after their jump overcall or pre-empt at the three or four level was passed round (1♠ (3♣) P P),
competes after their raise (1♦ (1♠) P (3♠)), and answers to reopening doubles.

The generic reopening block stops at their two-level overcalls. At the three level partner's pass says
little (a negative double would need 10+ HCP), so opener with extra values still acts, a little stronger
than at the two level (common ACBL practice): a double when short in their suit (partner may pass it for
penalties), a six-card suit or a five-card second suit, or 3NT with their suit stopped.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, is_bid, strain_of
from cardlearn.ai.bridge.conditions import HCP, Balanced, Len, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.system_checks import L, is_major, trump_stack


def _three_level(view, b) -> bool:
    return view.last_bid is not None and view.last_bid[0] == "3"


def their_four_level_preempt_passed(view: AuctionView) -> dict[str, str] | None:
    """1x (4y) P P: I opened one of a suit, LHO pre-empted at the four level, partner and RHO passed. Binds x, y."""
    seq = view.seq
    if len(seq) != 4 or seq[0][0] != "1" or not is_bid(seq[1]) or seq[1][0] != "4" or seq[2:] != ("P", "P"):
        return None
    x, y = strain_of(seq[0]), strain_of(seq[1])
    return None if "NT" in (x, y) else {"x": x, "y": y}


def their_raise_over_my_opening(view: AuctionView) -> dict[str, str] | None:
    """1x (y) P (raise of y): I opened one of a suit, LHO overcalled, partner passed, RHO raised. Binds x and y."""
    seq = view.seq
    if len(seq) != 4 or seq[0][0] != "1" or not is_bid(seq[1]) or seq[2] != "P" or not is_bid(seq[3]):
        return None
    x, y = strain_of(seq[0]), strain_of(seq[1])
    if "NT" in (x, y) or strain_of(seq[3]) != y:
        return None
    return {"x": x, "y": y}


def reopening_blocks() -> list[Block]:
    """Opener's reopening after their three- or four-level overcall and two passes, and his rebid after their raise."""
    return [
        block("s.reo3", Seq("1x #y P P", when=_three_level),
              rule("reo3.3nt", "3NT", HCP(18), Balanced(), Stopper("y"), label=L("to_play")),
              # "reo.x…" ids: partner answers it as any reopening double (the generic reopen.answer block).
              rule("reo.x3", "X", HCP(16), Len("y", 0, 1), label=L("reopening_double")),
              # Below their suit (1♣ (3♦)) the rebid is at the four level: still below game, so the same strength.
              rule("reo3.own", Cheapest("x", max_level=4), Len("x", 6), HCP(15), label=L("rebid_suit")),
              rule("reo3.new", Cheapest("z", max_level=3), Len("z", 5), HCP(16), label=L("second_suit")),
              closed=False),
        # Their pre-empt at the four level passed round (1♣ (4♦) P P): opener short in their suit with a good
        # opening still doubles for takeout, which partner may leave in (common ACBL practice; a random-deal
        # review found a 17-count with a void passing 4♦ while 4♠ made).
        block("s.reo4", When(their_four_level_preempt_passed, "their four-level pre-empt passed round"),
              rule("reo.x4", "X", HCP(16), Len("y", 0, 1), label=L("reopening_double")),
              closed=False),
        # They raised their overcall over partner's pass (1♦ (1♠) P (3♠)): opener with a good six-card suit or a
        # second five-card suit and extra values (17+) still bids it (common ACBL practice; a random-deal review
        # found a 20-count with six diamonds passing 3♠ while a slam made).
        block("s.reor", When(their_raise_over_my_opening, "their raise over my opening and partner's pass"),
              rule("reor.own", Cheapest("x", max_level=4), Len("x", 6), HCP(17), label=L("rebid_suit")),
              rule("reor.new", Cheapest("z", max_level=4), Len("z", 5), Len("x", 5), HCP(17),
                   label=L("second_suit")),
              closed=False),
        # Partner answers the double at the three or four level: the penalty pass needs a trump stack,
        # a major game needs five cards and values, otherwise the longest suit (opener's as a last resort).
        block("s.reo3.answer", Seq("1x #y P P X P", when=lambda v, b: v.partner_rule in ("reo.x3", "reo.x4")),
              rule("reo3a.penalty", "P", Len("y", 4), trump_stack("y"), HCP(5), label=L("penalty_pass")),
              # Five or more of their trumps sit over the overcaller: the double is left in whatever the points.
              rule("reo3a.penalty.long", "P", Len("y", 5), label=L("penalty_pass")),
              rule("reo3a.3nt", "3NT", HCP(9), Stopper("y"), label=L("to_play")),
              rule("reo3a.game", "4n", Len("n", 5), HCP(8), is_major("n"), label=L("game")),
              rule("reo3a.suit5", Cheapest("n", max_level=4), Len("n", 5), label=L("advance")),
              rule("reo3a.raise", Cheapest("x", max_level=4), Len("x", 3), label=L("raise")),
              rule("reo3a.suit", Cheapest("n", max_level=4), Len("n", 4), label=L("advance")),
              rule("reo3a.any", Cheapest("x", max_level=5), label=L("raise"))),
        # 1♥ P P (1♠) X P: responder passed 1♥ (0–5 HCP) and must answer opener's takeout double like any other.
        block("s.rol.answer", Seq("1x P P #y X P", when=lambda v, b: v.partner_rule == "rol.x"),
              rule("rola.penalty", "P", Len("y", 5), label=L("penalty_pass")),
              rule("rola.suit5", Cheapest("z", max_level=2), Len("z", 5), label=L("advance")),
              rule("rola.raise", Cheapest("x", max_level=2), Len("x", 3), label=L("raise")),
              rule("rola.suit", Cheapest("z", max_level=2), Len("z", 4), label=L("advance")),
              rule("rola.any", Cheapest("x", max_level=2), label=L("raise"))),
    ]
