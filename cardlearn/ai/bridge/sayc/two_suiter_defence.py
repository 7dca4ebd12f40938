"""Against their two-suiter: responder's calls after partner's one-bid is overcalled with Michaels or the Unusual 2NT.

The booklet is silent; this is the common ACBL defence ("unusual over unusual", simplified). Their call
shows two suits, so a cue bid in the cheaper of them is free: it is a limit raise or better in partner's
suit. A simple raise competes, game is to play, 3NT promises stoppers in both their suits, the other suit is
natural and not forcing, and a double shows values without a fit: from then on our doubles are for penalty.
Opener and the doubler then finish the job (the follow-up blocks below), so the opponents never play a
contract undoubled that we doubled them into.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.bridge.auction_view import ME, PARTNER, AuctionView, is_bid, strain_of
from cardlearn.ai.bridge.conditions import HCP, AuctionCheck, Check, Condition, Len, Points, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.competition import MICHAELS_CUES, UNUSUAL_2NT, michaels_suits
from cardlearn.ai.bridge.system_checks import is_major
from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.i18n import msg

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
_minor = AuctionCheck(lambda v, b: b["x"] in "DC", "partner opened a minor", ("x",))
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
