"""Michaels cue bids and the Unusual 2NT: for us, and the defence against them."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cardlearn.ai.bridge.auction_checks import is_major, rank
from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import LengthOrder, SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    Condition,
    Len,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.hand_checks import (
    michaels_shape,
    michaels_suits,
    two_suiter,
    unusual_shape,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.i18n import msg

#: Michaels cue bids and Unusual 2NT calls, direct or after their response (competition2), and the cue bid of a
#: weak two (a strong Michaels): the answers and the pass-or-correct follow-ups read these.
MICHAELS_CUES = ("mi.cue", "mi.cue.late", "w2.cue", "w2.cue.weak")


UNUSUAL_2NT = ("mi.2nt", "mi.2nt.late")


def direct_or_balance(view: AuctionView) -> dict[str, str] | None:
    """RHO opened one of a suit (or it came round to me): binds x."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    # Over a weak two the cue bid is the strong two-suiter of competition2 (no mini-maxi at the three level).
    if seq[0][0] != "1" or strain_of(seq[0]) == "NT":
        return None
    return {"x": strain_of(seq[0])}


def michaels_unusual() -> tuple:
    """Michaels cue bids and the Unusual 2NT over their one-level opening."""
    return (
        rule("mi.cue", Cheapest("x", max_level=3), Check(michaels_shape, "Michaels shape", ("x",)),
             Check(two_suiter), label=S("michaels"), forcing=True),
        rule("mi.2nt", "2NT", Check(unusual_shape, "Unusual shape", ("x",)), Check(two_suiter),
             AuctionCheck(lambda v, b: len(v.seq) == 1 and v.seq[0][0] == "1"), label=S("unusual_2nt"), forcing=True),
    )


def after_michaels(view: AuctionView) -> dict[str, str] | None:
    """Partner bid Michaels or the Unusual 2NT and RHO passed (or bid): binds x (their suit)."""
    n = len(view.calls)
    if n < 2 or view.partner_rule not in ("mi.cue", "mi.cue.late", *UNUSUAL_2NT):
        return None
    if view.bids_by(ME):
        return None
    return {"x": strain_of(view.seq[0])}


def advance_two_suiter() -> tuple:
    """Advancer's answers to partner's Michaels cue bid or Unusual 2NT."""
    # Which suits partner showed: majors over a minor; over a major the other major plus a minor (2NT asks).
    def shown(view: AuctionView) -> tuple[str, ...]:
        their = strain_of(view.seq[0])
        if view.partner_rule in UNUSUAL_2NT:
            return tuple(s for s in "CDH" if s != their)[:2]
        return michaels_suits(their)

    def best(hand: HandEval, view: AuctionView, b) -> bool:
        suits = shown(view)
        top = max(suits, key=lambda s: (hand.lengths[s], rank(s)))
        # Over a major, Michaels shows the other major and an unknown minor: pick the major only with a fit.
        return b["t"] == top and b["t"] in suits and (len(suits) == 2 or hand.lengths[b["t"]] >= 3)

    def game(hand: HandEval, view: AuctionView, b) -> bool:
        return best(hand, view, b) and hand.lengths[b["t"]] >= 3 and hand.hcp >= 11 and b["t"] in "SH"

    def ask(view: AuctionView, b) -> bool:
        return len(shown(view)) == 1 and view.calls[-1] == "P"

    return (
        rule("amc.game", "4t", Check(game, "game", ("t",)), label=S("game")),
        rule("amc.ask", "2NT", HCP(11), AuctionCheck(ask), label=S("michaels_ask"), forcing=True),
        # Game in a minor partner showed (common practice): a four-card fit and opening values; below that
        # the jump preference (to the four level over the Unusual 2NT) invites.
        rule("amc.game.m", "5t", Len("t", 4), HCP(13), Check(best, "best", ("t",)),
             SuitIn("t", "DC"), label=S("game")),
        rule("amc.jump", Cheapest("t", jump=1, max_level=4), Len("t", 4), HCP(9, 12),
             Check(best, "best", ("t",)), label=S("invite_raise")),
        rule("amc.pick", Cheapest("t", max_level=4), Check(best, "best", ("t",)), label=S("michaels_pick")),
        rule("amc.pc.any", Cheapest("C", max_level=4), Check(lambda h, v, b: h.lengths["C"] >= 3, "three clubs"),
             AuctionCheck(lambda v, b: len(shown(v)) == 1), label=S("michaels_pick")),
        rule("amc.own", Cheapest("t", max_level=3), Len("t", 6), AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pc", Cheapest("C", max_level=4), Len("C", 3), AuctionCheck(
            lambda v, b: len(shown(v)) == 1 and cheapest_bid("NT", v.last_bid) != "2NT"), label=S("michaels_pick")),
        rule("amc.minor", "3C", Len("C", 3), LengthOrder("C", "D", declared=()), AuctionCheck(
            ask), label=S("michaels_pick")),
        rule("amc.minor.d", "3D", AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pass", "P", label=S("pass_weak")),
    )


def michaels_ask_answer(view: AuctionView) -> dict[str, str] | None:
    """Partner asked for my minor: 2NT after Michaels, or 4NT when the auction is already high."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P":
        return None
    if view.partner_rule == "amc.ask":
        return {}
    mine = [i for i in range(n) if view.relation(i) == ME and view.rule_of(i) in MICHAELS_CUES]
    return {} if mine and view.calls[-2] == "4NT" and view.relation(n - 2) == PARTNER else None


def michaels_pass_or_correct(view: AuctionView) -> dict[str, str] | None:
    """Partner bid clubs over my Michaels (major + minor): correct to diamonds when that is my minor."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ("amc.pc", "amc.pc.any", "amc.minor", "amc.pick", "w2c.pc"):
        return None
    mine = [i for i in range(n) if view.relation(i) == ME]
    if not mine or view.rule_of(mine[-1]) not in MICHAELS_CUES or strain_of(view.calls[-2]) != "C":
        return None
    return {}


def michaels_minor() -> tuple:
    """The Michaels bidder's answer to advancer's 2NT (or 4NT): his minor, jumping with a maximum."""
    return (
        rule("mia.c5", "5C", Len("C", 5), AuctionCheck(lambda v, b: v.calls[-2] == "4NT"), label=S("michaels_minor")),
        rule("mia.d5", "5D", Len("D", 5), AuctionCheck(lambda v, b: v.calls[-2] == "4NT"), label=S("michaels_minor")),
        # A maximum (15+) jumps; tried first, or the three-level answers would always take the hand.
        rule("mia.c4", "4C", Len("C", 5), HCP(15), label=S("michaels_minor")),
        rule("mia.d4", "4D", Len("D", 5), HCP(15), label=S("michaels_minor")),
        rule("mia.c", "3C", Len("C", 5), label=S("michaels_minor")),
        rule("mia.d", "3D", Len("D", 5), label=S("michaels_minor")),
        # A learner's "Michaels" without a five-card minor: name the longer minor all the same.
        rule("mia.c.any", Cheapest("C", max_level=5), LengthOrder("C", "D", declared=()), label=S("michaels_minor")),
        rule("mia.d.any", Cheapest("D", max_level=5), label=S("michaels_minor")),
    )


_ORDER = "CDHS"


def known_suits(opening_suit: str, two_suiter_rule: str) -> tuple[str, ...]:
    """The suits their Michaels cue bid or Unusual 2NT over ``opening_suit`` names for sure (cheapest first)."""
    if two_suiter_rule in UNUSUAL_2NT:
        return tuple(s for s in "CDH" if s != opening_suit)[:2]
    return tuple(sorted(michaels_suits(opening_suit), key=_ORDER.index))


def _support(suit: str) -> int:
    """The trumps a raise of partner's opening promises: three for a major, four for diamonds, five for clubs."""
    return {"S": 3, "H": 3, "D": 4, "C": 5}[suit]


def _their_two_suiter(view: AuctionView) -> dict[str, str] | None:
    """Partner opened one of a suit and RHO overcalled with a two-suiter: binds x (partner's suit), c (the cue)."""
    seq = view.seq
    opening = view.pre_passes
    if len(seq) != 2 or view.relation(opening) != PARTNER or seq[0][0] != "1" or strain_of(seq[0]) == "NT":
        return None
    if view.rule_of(opening + 1) not in (*MICHAELS_CUES, *UNUSUAL_2NT):
        return None
    x = strain_of(seq[0])
    known = known_suits(x, view.rule_of(opening + 1))
    bindings = {"x": x, "c": known[0]}
    if len(known) == 2:
        bindings["k"] = known[1]
    return bindings


@dataclass(frozen=True)
class KnownStoppers(Condition):
    """A stopper in each suit their two-suiter is known to hold (the bound ``c`` and, when known, ``k``)."""

    def test(self, hand, view, b):
        return all(hand.stopper(b[v]) for v in ("c", "k") if v in b)

    def describe(self, view, b):
        symbols = " ".join(SUIT_SYMBOLS[b[v]] for v in ("c", "k") if v in b)
        return [msg("ai_bridge.cond.stopper", suit=symbols)]


def _trump_trick(hand, view, b) -> bool:
    return hand.lengths[b["t"]] >= 4 or hand.honors(b["t"], 3) >= 1


def _trumps(hand, view, b) -> bool:
    return hand.lengths[b["x"]] >= _support(b["x"])


_major = is_major("x")
_minor = SuitIn("x", "DC")
_support_for_partner = Check(_trumps, "support for partner's suit", ("x",))
# The other suit is bid naturally: never one of theirs (z is distinct from x, c and k by binding).
_not_their_suit = AuctionCheck(lambda v, b: b["z"] not in (b.get("c"), b.get("k")), "not one of their suits", ("z",))


def two_suiter_defence_rules() -> tuple:
    """Responder's first call after their Michaels cue bid or Unusual 2NT over partner's opening."""
    return (
        rule("d2s.game", "4x", _major, Len("x", 4), Points(13, trump="x"), label=S("d2s_game")),
        rule("d2s.cue", Cheapest("c", max_level=3), _support_for_partner, Points(10, trump="x"),
             label=S("d2s_cue"), forcing=True),
        rule("d2s.3nt", "3NT", HCP(13, 16), KnownStoppers(), Check(lambda h, v, b: not _trumps(h, v, b), "no fit"),
             label=S("d2s_3nt")),
        rule("d2s.major.game", "4z", is_major("z"), _not_their_suit,
             Len("z", 6), HCP(11), label=S("d2s_new_game")),
        rule("d2s.raise", Cheapest("x", max_level=3), _support_for_partner, Points(6, 9, trump="x"),
             label=S("d2s_raise")),
        rule("d2s.x", "X", HCP(10), label=S("d2s_double")),
        rule("d2s.new", Cheapest("z", max_level=2), _not_their_suit, Len("z", 5), HCP(6, 9), label=S("d2s_new")),
        rule("d2s.new3", Cheapest("z", min_level=3, max_level=3), _not_their_suit, Len("z", 6), HCP(6, 9),
             label=S("d2s_new")),
        rule("d2s.pass", "P", HCP(0, 9), label=S("d2s_pass")),
    )


# --- opener after responder's cue bid (limit raise or better) ---------------------------------------------------

def _partner_cue_raised(view: AuctionView) -> dict[str, str] | None:
    """I opened, RHO showed a two-suiter, partner cue-bid a limit raise, LHO passed or bid: binds x, c (and k)."""
    n = len(view.calls)
    if n < 4 or view.partner_rule != "d2s.cue":
        return None
    return _their_two_suiter(view.before(n - 2))


def _opener_passed_their_raise(view: AuctionView) -> dict[str, str] | None:
    """I cue-bid, LHO bid over it, opener passed (a minimum) and so did RHO: binds x (opener's suit)."""
    n = len(view.calls)
    if n < 6 or view.my_last_rule != "d2s.cue" or view.calls[-2:] != ("P", "P") or not is_bid(view.calls[-3]):
        return None
    return {"x": strain_of(view.seq[0])}


def _responder_after_minimum(view: AuctionView) -> dict[str, str] | None:
    """I cue-bid a limit raise and opener signed off in the cheapest bid of the suit: binds x."""
    n = len(view.calls)
    if n < 4 or view.partner_rule != "d2s.cue.min" or view.calls[-1] != "P":
        return None
    return {"x": strain_of(view.calls[-2])}


# --- after our double of the two-suiter -------------------------------------------------------------------------

def _our_double(view: AuctionView, doubler: int) -> int | None:
    """Index of our one double of their two-suiter when ``doubler`` made it and neither of us has bid since."""
    doubles = [i for i in range(len(view.calls)) if view.rule_of(i) == "d2s.x"]
    if len(doubles) != 1 or view.relation(doubles[0]) != doubler:
        return None
    if any(is_bid(view.calls[i]) and view.relation(i) in (ME, PARTNER) for i in range(doubles[0], len(view.calls))):
        return None
    return doubles[0]


def _their_run(view: AuctionView, double_index: int) -> dict[str, str] | None:
    """x (our suit) and t (the suit they ran to after the double), when their last bid is such a suit."""
    last = view.last_bid_index
    if last is None or last < double_index or strain_of(view.calls[last]) == "NT":
        return None
    return {"x": strain_of(view.seq[0]), "t": strain_of(view.calls[last])}


def _opener_after_our_double(view: AuctionView) -> dict[str, str] | None:
    """Partner doubled their two-suiter, they ran to a suit (t), and this is my first call since the double."""
    index = _our_double(view, PARTNER)
    if index is None or any(view.relation(i) == ME for i in range(index, len(view.calls))):
        return None
    return _their_run(view, index)


def _double_of_two_suiter_stands(view: AuctionView) -> bool:
    """Partner doubled their two-suiter and nobody has bid since: their conventional call doubled is still the bid."""
    index = _our_double(view, PARTNER)
    return index is not None and view.last_bid_index == index - 1


def _doubler_again(view: AuctionView) -> dict[str, str] | None:
    """I doubled their two-suiter, partner has passed since, and they stand in a suit (t)."""
    index = _our_double(view, ME)
    if index is None or not any(view.relation(i) == PARTNER for i in range(index, len(view.calls))):
        return None
    return _their_run(view, index)


def two_suiter_defence_blocks() -> list[Block]:
    """The defence against their Michaels / Unusual 2NT and its follow-ups."""
    own_suit_again = (Len("x", 6), Len("t", 0, 2))
    return [
        block("s.d2s", When(_their_two_suiter, "their two-suiter over partner's one-bid"),
              *two_suiter_defence_rules()),
        block("s.d2s.cue", When(_partner_cue_raised, "partner's cue bid of their two-suiter"),
              rule("d2s.cue.game", "4x", _major, Points(15, trump="x"), label=S("d2s_cue_game")),
              rule("d2s.cue.3nt", "3NT", _minor, HCP(15), KnownStoppers(), label=S("d2s_cue_3nt")),
              rule("d2s.cue.game.m", "5x", _minor, Points(17, trump="x"), label=S("d2s_cue_game")),
              rule("d2s.cue.min", Cheapest("x", max_level=3), label=S("d2s_cue_minimum")),
              # Their raise took away the cheap sign-off: a minimum passes and leaves the decision to partner.
              rule("d2s.cue.pass", "P", AuctionCheck(lambda v, b: is_bid(v.calls[-1]), "they bid over the cue bid"),
                   label=S("d2s_cue_pass"))),
        block("s.d2s.cue.x", When(_opener_passed_their_raise, "opener passed their bid over my cue bid"),
              rule("d2s.cx.game", Cheapest("x", max_level=4), _major, Points(13, trump="x"), label=S("d2s_cue_accept")),
              rule("d2s.cx.game.m", Cheapest("x", min_level=5, max_level=5), _minor, Points(14, trump="x"),
                   label=S("d2s_cue_accept")),
              rule("d2s.cx.x", "X", AuctionCheck(lambda v, b: not v.doubled, "their bid is not doubled"),
                   label=S("d2s_cue_double")),
              rule("d2s.cx.pass", "P", label=S("d2s_cue_stop"))),
        block("s.d2s.cue.r", When(_responder_after_minimum, "opener's minimum after my cue bid"),
              rule("d2s.cr.game", "4x", _major, Points(13, trump="x"), label=S("d2s_cue_accept")),
              rule("d2s.cr.game.m", "5x", _minor, Points(14, trump="x"),
                   label=S("d2s_cue_accept")),
              rule("d2s.cr.pass", "P", label=S("d2s_cue_stop"))),
        block("s.d2s.x.o", When(_opener_after_our_double, "partner doubled their two-suiter, they ran"),
              rule("d2s.xo.pen", "X", Len("t", 4), label=S("d2s_penalty")),
              rule("d2s.xo.own", Cheapest("x", max_level=3), *own_suit_again, label=S("d2s_own_suit")),
              rule("d2s.xo.pass", "P", Len("t", 0, 3), label=S("d2s_pass_to_doubler"))),
        block("s.d2s.x.stands", When(_double_of_two_suiter_stands, "partner doubled their two-suiter"),
              rule("d2s.xs.pass", "P", label=S("d2s_double_stands"))),
        block("s.d2s.x.r", When(_doubler_again, "I doubled their two-suiter, they ran, partner passed"),
              rule("d2s.xr.stand", "P", AuctionCheck(lambda v, b: v.doubled > 0, "partner doubled them"),
                   label=S("d2s_double_stands")),
              # Three trumps make a penalty double at the three level only with a top honour among them.
              rule("d2s.xr.pen", "X", Len("t", 3), Check(_trump_trick, "four trumps, or three with a top honour", ("t",)),
                   label=S("d2s_penalty")),
              rule("d2s.xr.nt", Cheapest("NT", max_level=3), HCP(12), Stopper("t"), label=S("d2s_nt")),
              rule("d2s.xr.raise", Cheapest("x", max_level=3), _support_for_partner, label=S("d2s_raise_late")),
              rule("d2s.xr.own", Cheapest("z", max_level=3), Len("z", 5), label=S("d2s_own_suit_late")),
              rule("d2s.xr.values", "X", HCP(13), label=S("d2s_values_double")),
              rule("d2s.xr.pass", "P", label=S("d2s_doubler_minimum"))),
    ]


#: Advancer's simple choices between the two suits (not the asks or the game bids, which have answers).
_PICKS = ("amc.pick", "amc.jump", "amc.pc.any", "amc.minor", "amc.minor.d", "w2c.pick", "mia.c", "mia.d")


def _partner_picked_my_suit(view: AuctionView) -> dict[str, str] | None:
    """I showed a two-suiter, partner chose one of its suits below game and RHO passed: binds t (that suit)."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.partner_rule not in _PICKS:
        return None
    mine = [i for i in range(n) if view.relation(i) == ME]
    if len(mine) != 1 or view.rule_of(mine[0]) not in (*MICHAELS_CUES, *UNUSUAL_2NT):
        return None
    return {"t": strain_of(view.calls[-2])}


def _jumped(view: AuctionView, b: Mapping[str, str]) -> bool:
    """Partner's choice was the invitational jump."""
    return view.partner_rule == "amc.jump"


def _partner_invited(view: AuctionView) -> dict[str, str] | None:
    """I chose a suit of partner's two-suiter, partner raised it below game (the strong invitation): binds t."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "mir.invite":
        return None
    return {"t": strain_of(view.calls[-2])}


def two_suiter_rebid_blocks() -> list[Block]:
    """The strong two-suiter bids game over partner's choice; the weak one passes it."""
    four_cards = Len("t", 4)
    return [
        block("s.mi.rebid", When(_partner_picked_my_suit, "partner chose one of my two suits"),
              rule("mir.game", "4t", four_cards, HCP(16), SuitIn("t", "SH"),
                   label=S("two_suiter_game")),
              rule("mir.game.m", "5t", four_cards, HCP(18), SuitIn("t", "DC"),
                   label=S("two_suiter_game")),
              # The strong version short of game invites (15 with a major, 15–17 with a minor): no strong
              # two-suiter passes partner's choice. After partner's invitational jump it accepts.
              rule("mir.accept", "4t", HCP(15), AuctionCheck(_jumped), SuitIn("t", "SH"),
                   label=L("accept_invite")),
              rule("mir.accept.m", "5t", HCP(15), AuctionCheck(_jumped), label=L("accept_invite")),
              rule("mir.invite", Cheapest("t", max_level=4), HCP(15), label=S("two_suiter_invite")),
              rule("mir.pass", "P", label=S("two_suiter_minimum"))),
        block("s.mi.inv", When(_partner_invited, "the strong two-suiter's invitation"),
              rule("mii.game", "4t", HCP(6), SuitIn("t", "SH"), label=L("game")),
              rule("mii.game.m", "5t", HCP(7), label=L("game")),
              rule("mii.pass", "P", label=L("no_bid_now"))),
    ]


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
