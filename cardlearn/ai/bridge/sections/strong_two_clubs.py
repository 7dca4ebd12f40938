"""The strong artificial 2♣ opening: the answers, second negatives and interference."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    PARTNER,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import Honors, NotBidYet, SuitIn, SuitsDiffer
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    Hidden,
    Len,
    Stopper,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule


def _after_two_club_positive(view: AuctionView) -> dict[str, str] | None:
    """My 2♣ – partner's positive answer (2NT or a suit) – (P): binds n to his suit, if any."""
    seq = view.seq
    if len(seq) != 4 or seq[0] != "2C" or seq[1] != "P" or seq[3] != "P" or not view.partner_rule.startswith("r2c.pos"):
        return None
    strain = strain_of(seq[2])
    return {} if strain == "NT" else {"n": strain}


def two_club_positive_rebids() -> list[Block]:
    """Opener after partner's positive answer to 2♣."""
    return [
        block("c2.2c.pos", When(_after_two_club_positive, "partner's positive answer to my 2♣"),
              rule("c2.2c.pos.raise", Cheapest("n", max_level=3), Len("n", 3), AuctionCheck(
                  lambda v, b: b["n"] in "SH" and strain_of(v.calls[-2]) == b["n"], var_names=("n",)),
                   label=S("raise_forcing"), forcing=True),
              rule("c2.2c.pos.suit", Cheapest("y", max_level=3), Len("y", 5), AuctionCheck(
                  lambda v, b: b["y"] not in v.suits_bid_by(PARTNER), var_names=("y",)),
                   Hidden(Check(lambda h, v, b: h.lengths[b["y"]] == h.shape[0], "my longest suit", ("y",))),
                   label="ai_bridge.label.strong_suit", forcing=True),
              # Opposite a balanced positive (8+ HCP), a balanced opener counts to slam: 33 together for 6NT,
              # 37 for 7NT, on partner's minimum.
              rule("c2.2c.pos.7nt", "7NT", Balanced(), HCP(29), AuctionCheck(
                  lambda v, b: strain_of(v.calls[-2]) == "NT"), label="ai_bridge.label.grand_slam"),
              rule("c2.2c.pos.6nt", "6NT", Balanced(), HCP(25), AuctionCheck(
                  lambda v, b: strain_of(v.calls[-2]) == "NT"), label="ai_bridge.label.slam"),
              # Complete: every call here has one of these meanings (the auction is forcing to game).
              rule("c2.2c.pos.nt", Cheapest("NT", max_level=3), label=S("c2_2c_pos_nt"))),
    ]


def two_club_second_more() -> tuple:
    """Responder's second call after 2♣–2♦–(opener's suit) besides the raise and the second negative.

    The auction is forcing to game: a five-card suit of his own, else no trump (the block is complete,
    so the meaning of every call here is one of its rules).
    """
    return (
        # Opener's jump showed a solid major that sets trumps: game in it with any hand.
        rule("c2.2c.solid", "4o", AuctionCheck(lambda v, b: b["o"] in "SH" and v.partner_rule == "2c.solid"),
             label=S("game")),
        rule("c2.2c.suit", Cheapest("z", max_level=3), Len("z", 5), HCP(4),
             AuctionCheck(lambda v, b: b["z"] not in v.suits_bid_by(PARTNER) and b["z"] != "C", var_names=("z",)),
             label="ai_bridge.label.new_suit", forcing=True),
        rule("c2.2c.nt", "2NT", label=S("c2_2c_nt"), forcing=True),
        rule("c2.2c.3nt", "3NT", label=S("nt_game")),
    )


def two_club_positive() -> tuple:
    """Responder's positive answers to 2♣: a good five-card suit, or 2NT balanced."""
    # A good five-card suit is shown before 2NT, even in a balanced hand (SAYC booklet: the suit responses
    # promise a good suit; 2NT is the balanced hand without one).
    return (
        rule("r2c.pos", Cheapest("p", max_level=2), Len("p", 5), HCP(8), Honors("p", 3, 2),
             SuitIn("p", "SH"), label=S("two_club_positive"), forcing=True, game_forcing=True),
        rule("r2c.pos.m", "3p", Len("p", 5), HCP(8), Honors("p", 3, 2),
             SuitIn("p", "DC"), label=S("two_club_positive"), forcing=True, game_forcing=True),
        rule("r2c.pos.nt", "2NT", HCP(8), Balanced(), label=S("two_club_positive_nt"), forcing=True, game_forcing=True),
    )


def second_negative(view: AuctionView) -> dict[str, str] | None:
    """After 2♣–2♦ and opener's suit, RHO passed: binds ``o`` to opener's suit (not clubs or no-trump)."""
    seq = view.seq
    if seq[:4] != ("2C", "P", "2D", "P") or len(seq) != 6 or seq[5] != "P":
        return None
    strain = strain_of(seq[4]) if is_bid(seq[4]) else "NT"
    return None if strain in ("NT", "C") else {"o": strain}


def two_club_second() -> tuple:
    """Responder's second answer to 2♣: a raise with support and 4+ HCP, else the second negative 3♣."""
    return (
        rule("r2c.raise", Cheapest("o", max_level=3), Len("o", 3), HCP(4), label=S("raise_forcing"), forcing=True),
        rule("r2c.second_neg", "3C", HCP(0, 3), label=S("second_negative")),
    )


def second_negative_rebid(view: AuctionView) -> dict[str, str] | None:
    """Partner's second negative (3♣) and RHO passed: binds ``o`` to my suit."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "r2c.second_neg" or view.calls[-1] != "P":
        return None
    return {"o": strain_of(view.seq[4])}


def after_second_negative() -> tuple:
    """Opener after the second negative: game in a six-card major, the suit again, or 3NT."""
    return (
        rule("r2c.sn.game", "4o", Len("o", 6), HCP(25), SuitIn("o", "SH"), label=S("game")),
        rule("r2c.sn.own", Cheapest("o", max_level=3), Len("o", 6), label=S("rebid_minimum")),
        rule("r2c.sn.nt", "3NT", label=S("nt_game")),
    )


def after_2c_minimum(view: AuctionView) -> dict[str, str] | None:
    """Partner rebid his suit at minimum after the second negative and RHO passed: binds ``o`` to it."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "r2c.sn.own" or view.calls[-1] != "P":
        return None
    return {"o": strain_of(view.calls[-2])}


def _their_overcall(view: AuctionView) -> dict[str, str] | None:
    """Partner opened 2♣ and RHO bid a suit: binds x to it."""
    seq = view.seq
    if len(seq) != 2 or seq[0] != "2C" or not is_bid(seq[1]) or strain_of(seq[1]) == "NT":
        return None
    return {"x": strain_of(seq[1])}


def my_two_clubs_overcalled_and_passed(view: AuctionView) -> dict[str, str] | None:
    """2♣ (y) P (P): I opened 2♣, LHO overcalled a suit, partner passed (waiting), RHO passed. Binds x to their suit."""
    seq = view.seq
    if len(seq) != 4 or seq[0] != "2C" or not is_bid(seq[1]) or strain_of(seq[1]) == "NT" or seq[2:] != ("P", "P"):
        return None
    return {"x": strain_of(seq[1])}


def _good(var: str) -> Check:
    """Two of the top three honours: the booklet's good suit for a positive answer to 2♣."""
    return Check(lambda h, v, b: h.honors(b[var], 3) >= 2, "two of the top three honours", (var,))


def _positive_suit(ids: tuple[str, str], other: str | Cheapest) -> tuple:
    """A natural positive in a good five-card suit other than theirs (game forcing): a major at two, else ``other``."""
    not_theirs = AuctionCheck(lambda v, b: b["p"] not in v.their_suits, "not their suit", ("p",))
    return (
        rule(ids[0], Cheapest("p", max_level=2), Len("p", 5), HCP(8), _good("p"), not_theirs,
             SuitIn("p", "SH"), label=S("two_club_positive"), forcing=True),
        rule(ids[1], other, Len("p", 5), HCP(8), _good("p"), not_theirs,
             AuctionCheck(lambda v, b: other != "3p" or b["p"] in "DC", "a minor at three", ("p",)),
             label=S("two_club_positive"), forcing=True),
    )


def two_club_competition_blocks() -> list[Block]:
    """Responder's first call after an overcall or a double of partner's 2♣."""
    return [
        block("s.2c.over", When(_their_overcall, "their overcall of partner's 2♣"),
              rule("c2i.x", "X", Len("x", 4), HCP(5), label="ai_bridge.label.penalty_double"),
              *_positive_suit(("c2i.pos.major", "c2i.pos.other"), Cheapest("p", max_level=3)),
              rule("c2i.nt", Cheapest("NT", max_level=3), HCP(8), Balanced(), Stopper("x"),
                   label=S("c2_comp_nt"), forcing=True),
              rule("c2i.pass", "P", label=S("c2_comp_pass"))),
        # 2♣ (2♥) P (P): partner's pass waits, and 2♣ still forces to game, so opener never passes: he names his
        # suit, bids no trump with their suit stopped, or doubles when short in it (common ACBL practice; a
        # random-deal review found a 22-count passing 2♣ (2♥) P (P) with a slam on).
        block("s.2c.over.opener", When(my_two_clubs_overcalled_and_passed, "their overcall of my 2♣, partner waits"),
              rule("c2o.suit", Cheapest("z", max_level=3), Len("z", 5),
                   SuitsDiffer("z", "x", ("x", "z")),
                   label="ai_bridge.label.strong_suit", forcing=True, game_forcing=True),
              rule("c2o.nt", Cheapest("NT", max_level=3), Balanced(), Stopper("x"),
                   label="ai_bridge.label.balanced_strong", forcing=True, game_forcing=True),
              rule("c2o.x", "X", Len("x", 0, 1), label="ai_bridge.label.takeout", forcing=True, game_forcing=True),
              rule("c2o.four", Cheapest("z", max_level=3), Len("z", 4),
                   SuitsDiffer("z", "x", ("x", "z")),
                   label="ai_bridge.label.strong_suit", forcing=True, game_forcing=True),
              rule("c2o.any", Cheapest("NT", max_level=3), label="ai_bridge.label.balanced_strong", forcing=True,
                   game_forcing=True)),
        block("s.2c.doubled", Seq("2C X"),
              # The minors at three, as undisturbed: 2♦ stays the waiting bid.
              *_positive_suit(("c2i.xpos.major", "c2i.xpos.minor"), "3p"),
              rule("c2i.x2nt", "2NT", HCP(8), Balanced(), label=S("two_club_positive_nt"), forcing=True),
              rule("c2i.x2d", "2D", label="ai_bridge.label.waiting", forcing=True)),
    ]


def _partner_bid_a_suit_after_my_rebid(view: AuctionView) -> dict[str, str] | None:
    """2♣ P 2♦ P (my suit x) P (partner's natural suit y) P: binds x and y."""
    seq = view.seq
    if len(seq) != 8 or seq[:4] != ("2C", "P", "2D", "P") or seq[5] != "P" or seq[7] != "P":
        return None
    if view.partner_rule != "c2.2c.suit":
        return None
    mine, his = strain_of(seq[4]), strain_of(seq[6])
    if "NT" in (mine, his) or mine == his:
        return None
    return {"x": mine, "y": his}


def two_club_third_blocks() -> list[Block]:
    """Opener's third call after responder's natural suit over the 2♣ opener's rebid."""
    unbid = NotBidYet("z")
    return [
        block("s.2c.third", When(_partner_bid_a_suit_after_my_rebid, "partner's suit after my 2♣ rebid"),
              rule("c2t.raise", Cheapest("y", max_level=4), Len("y", 3), label="ai_bridge.label.raise"),
              rule("c2t.new", Cheapest("z", max_level=3), Len("z", 4), unbid, label=S("c2_third_suit"), forcing=True),
              rule("c2t.nt", Cheapest("NT", max_level=3), Len("y", 2), label=S("c2_third_nt")),
              rule("c2t.own", Cheapest("x", max_level=4), label=S("c2_third_own"), forcing=True)),
    ]


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
               == 3, var_names=("y",)), label=S("solid_suit"), forcing=True, game_forcing=True),
          rule("2c.suit", Cheapest("y"), Len("y", 5), label=L("strong_suit"), forcing=True, game_forcing=True),
          rule("2c.nt", Cheapest("NT"), HCP(22), label=L("balanced_strong"))),
    # 2♣–2♦–2NT: the 2NT responses apply (notrump.CONVENTIONS).
)


#: Opener after partner's positive answer to 2♣.
POSITIVE_REBIDS: tuple[Block, ...] = (
    *two_club_positive_rebids(),
)
