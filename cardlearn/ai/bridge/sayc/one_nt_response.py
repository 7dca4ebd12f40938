"""1M – 1NT as the ACBL SAYC booklet plays it: 6–10 HCP, not forcing; opener's rebids and responder's next call.

The booklet's 1NT over a major is not forcing: opener passes with a balanced
minimum, bids a lower new suit (four cards, not forcing), rebids a six-card
major, jumps in a good six-card major with 17–19 points (invitational), bids 2NT
with 18–19 balanced (invitational), reverses into 2♠ over 1♥ with 17+
(forcing one round) or jump-shifts with 19+ (game forcing). Responder, who
has limited his hand, passes, gives preference, raises the second suit or
bids game with a maximum, or names a long suit of his own to play.

Where the booklet is silent the rules follow common ACBL practice and say so:
1♥ – 1NT with five hearts, four spades and a singleton but no four-card minor
shows the three-card minor (a reverse into spades needs 17+). Opener's rebids
after a raise of a minor and the acceptance of a limit raise live here too.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.bridge.auction_view import AuctionView, strain_of
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    Condition,
    Fit,
    GoodSuit,
    Hidden,
    Len,
    Points,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import SUITS, S, stops_unbid
from cardlearn.i18n import msg

#: Rules of this module whose call partner may not pass.

#: Opener's rebids after 1M – 1NT that bind a second suit ``z`` for responder's next call.
_NEW_SUIT = frozenset({"o1n.new", "o1n.2h", "o1n.3minor"})


def losers(hand: HandEval) -> int:
    """The losing-trick count: in each suit, the top three places (fewer in a short suit) not filled by A K Q.

    A doubleton counts only the ace and king, a singleton only the ace (the simple count of common practice).
    """
    total = 0
    for suit in SUITS:
        held, n = hand.holdings[suit], hand.lengths[suit]
        tops = "AKQ"[:min(n, 3)]
        total += min(n, 3) - sum(1 for rank in tops if rank in held)
    return total


@dataclass(frozen=True)
class Losers(Condition):
    """At most ``hi`` losers by the losing-trick count (a fit is known: shape and honours count together)."""

    hi: int

    def test(self, hand, view, b):
        return losers(hand) <= self.hi

    def describe(self, view, b):
        return [msg("ai_bridge_sayc.cond.onent_losers_max", n=self.hi)]


def L(name: str) -> str:
    """The catalog key of a general rule label (domain ``ai_bridge``)."""
    return f"ai_bridge.label.{name}"


def _lower(view: AuctionView, b) -> bool:
    """Suit ``z`` ranks below the opened major (no reverse)."""
    return SUITS.index(b["z"]) > SUITS.index(b["M"])


def _solid_running(hand: HandEval, view: AuctionView, b) -> bool:
    """A solid six-card major (A K Q) and every side suit stopped: nine tricks in no trump."""
    return hand.honors(b["M"], 3) == 3 and all(hand.stopper(s) for s in SUITS if s != b["M"])


def _semi_balanced(hand: HandEval, view: AuctionView, b) -> bool:
    """No singleton or void."""
    return hand.semi_balanced


def _opener_after_1nt() -> tuple:
    """Opener's rebid after 1M – 1NT (responder 6–10, not forcing)."""
    return (
        # Common practice: a solid six-card major with the side suits stopped plays 3NT opposite 6–10.
        rule("o1n.3nt", "3NT", Len("M", 6), HCP(17, 19), Check(_solid_running, "solid suit, side suits stopped"),
             label=L("to_play")),
        rule("o1n.4M", "4M", Len("M", 6), Points(20), label=L("game")),
        rule("o1n.3nt.bal", "3NT", HCP(20), Balanced(), label=L("to_play")),
        rule("o1n.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 4), HCP(19),
             AuctionCheck(_lower, var_names=("z",)), label=L("jump_shift"), forcing=True, game_forcing=True),
        rule("o1n.2nt", "2NT", HCP(18, 19), Balanced(), label=S("nt_invite_plain")),
        # The booklet's medium hand is 17–18 points: length counts, so 15 HCP with seven cards jumps too.
        rule("o1n.jump", "3M", Len("M", 6), GoodSuit("M"), Points(17, 19), label=L("jump_rebid")),
        rule("o1n.reverse", "2S", Len("S", 4), HCP(17), AuctionCheck(lambda v, b: b["M"] == "H"),
             label=L("reverse"), forcing=True),
        # 1♠ – 1NT – 2♥ shows four hearts (responder may still hold them); a 6–4 hand names the major first.
        rule("o1n.2h", "2H", Len("H", 4), HCP(11, 18), AuctionCheck(lambda v, b: b["M"] == "S"),
             label=L("second_suit")),
        rule("o1n.own6", "2M", Len("M", 6), HCP(11, 17), label=S("o1n_rebid_major")),
        rule("o1n.new", Cheapest("z", max_level=2), Len("z", 4), HCP(11, 18), AuctionCheck(_lower, var_names=("z",)),
             label=L("second_suit")),
        rule("o1n.pass", "P", HCP(11, 17), Check(_semi_balanced, "no singleton"), label=S("o1n_pass")),
        # Common practice: 5♥-4♠ with a singleton and a minimum cannot reverse; the three-card minor is bid.
        rule("o1n.3minor", Cheapest("m", max_level=2), Len("m", 3), HCP(11, 16),
             AuctionCheck(lambda v, b: b["M"] == "H"), label=S("o1n_three_card_minor")),
        rule("o1n.pass.any", "P", label=S("o1n_pass")),
    )


def _after_opener(rules: frozenset[str], name: str):
    """A context: 1M – 1NT – (opener's rebid by one of ``rules``) – pass; binds M, and z for a second suit."""
    def match(view: AuctionView) -> dict[str, str] | None:
        seq = view.seq
        if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or seq[0] not in ("1H", "1S") or seq[2] != "1NT":
            return None
        if view.partner_rule not in rules:
            return None
        b = {"M": strain_of(seq[0])}
        strain = strain_of(seq[4])
        if strain not in ("NT", b["M"]):
            b["z"] = strain
        return b
    return When(match, name)


def _after_responder(rules: frozenset[str], name: str) -> When:
    """A context: 1M – 1NT – rebid – (responder's call by one of ``rules``) – pass, opener to call; binds M (and z)."""
    def match(view: AuctionView) -> dict[str, str] | None:
        seq = view.seq
        if len(seq) != 8 or seq[1::2] != ("P",) * 4 or seq[0] not in ("1H", "1S") or seq[2] != "1NT":
            return None
        if view.partner_rule not in rules:
            return None
        b = {"M": strain_of(seq[0])}
        strain = strain_of(seq[4])
        if strain not in ("NT", b["M"]):
            b["z"] = strain
        return b
    return When(match, name)


def _opener_answers() -> list[Block]:
    """Opener's last word after responder has placed the contract or invited (opener's rebid was limited)."""
    return [
        block("s.1M1nt.o.raiseM", _after_responder(frozenset({"r1n.M.raise"}), "1M – 1NT – 2M – 3M"),
              rule("o1n.a.4M", "4M", Points(16), label=S("accept_game")),
              rule("o1n.a.4M.pass", "P", label=S("decline_invite"))),
        block("s.1M1nt.o.raise3", _after_responder(frozenset({"r1n.raise3"}), "1M – 1NT – 2z – 3z"),
              rule("o1n.a.3nt", "3NT", HCP(15), Check(stops_unbid, "stoppers"),
                   AuctionCheck(lambda v, b: b["z"] in "DC"), label=S("accept_game")),
              rule("o1n.a.4z", "4z", HCP(15), AuctionCheck(lambda v, b: b["z"] == "H"),
                   label=S("accept_game")),
              rule("o1n.a.z.pass", "P", label=S("decline_invite"))),
        block("s.1M1nt.o.2nt", _after_responder(frozenset({"r1n.2nt"}), "1M – 1NT – 2z – 2NT"),
              rule("o1n.a.2nt.3nt", "3NT", HCP(15), label=S("accept_game")),
              rule("o1n.a.2nt.pass", "P", label=S("decline_invite"))),
        # Responder's preference or own suit places the contract: opener, limited already, passes.
        block("s.1M1nt.o.placed", _after_responder(frozenset({"r1n.pref", "r1n.own"}), "responder placed it"),
              rule("o1n.a.placed", "P", label=S("pass_weak"))),
    ]


def _no_fit_short(hand: HandEval, view: AuctionView, b) -> bool:
    """At most one card in opener's major: his second suit is the better home."""
    return hand.lengths[b["M"]] <= 1


def _responder_after_new_suit() -> tuple:
    return (
        # Four cards, not a fit counted from opener's promise: his 2♣ over 1♥ may be a three-card minor.
        rule("r1n.raise3", Cheapest("z", max_level=3), Len("z", 4), Points(10, trump="z"), Hidden(HCP(7)),
             label=S("o1n_raise_invite")),
        rule("r1n.pass.fit", "P", Len("z", 4), label=S("o1n_pass_fit")),
        # Spades over 1♥ would have been bid at once (1NT denies four), so the own suit is a lower one.
        rule("r1n.own", Cheapest("n", max_level=2), Len("n", 6), AuctionCheck(lambda v, b: b["n"] != "S",
                                                                             var_names=("n",)),
             label=S("o1n_own_suit")),
        rule("r1n.2nt", "2NT", HCP(9, 10), Check(stops_unbid, "stoppers"), Check(_semi_balanced, "no singleton"),
             label=S("nt_invite")),
        rule("r1n.pref", Cheapest("M", max_level=2), Len("M", 2), label=S("preference")),
        rule("r1n.pass", "P", Check(_no_fit_short, "short in the major"), label=S("o1n_pass_short")),
        rule("r1n.pass.any", "P", label=S("pass_weak")),
    )


def _responder_after_jump_shift() -> tuple:
    return (
        rule("r1n.js.3M", Cheapest("M", max_level=3), Len("M", 2), label=S("o1n_gf_pref"), forcing=True),
        rule("r1n.js.raise", Cheapest("z", max_level=4), Fit("z"), label=S("o1n_gf_raise"), forcing=True),
        rule("r1n.js.3nt", "3NT", label=S("nt_game")),
    )


def _responder_after_reverse() -> tuple:
    return (
        rule("r1n.rv.3nt", "3NT", HCP(9), Check(stops_unbid, "stoppers"), label=S("nt_game")),
        rule("r1n.rv.3M", "3H", Len("H", 2), HCP(8), label=S("o1n_rev_pref"), forcing=True),
        rule("r1n.rv.own", Cheapest("n", min_level=3, max_level=3), Len("n", 6),
             AuctionCheck(lambda v, b: b["n"] in "DC", var_names=("n",)), label=S("o1n_own_suit")),
        rule("r1n.rv.2nt", "2NT", label=S("nt_weak")),
    )


def _after_minor_raise_new_suit(view: AuctionView) -> dict[str, str] | None:
    """1m – 2m – (opener's stopper-showing new suit) – pass: binds m and z."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.partner_rule != "rbm.new":
        return None
    return {"m": strain_of(seq[0]), "z": strain_of(seq[4])}


def _help_suit_try_answered(view: AuctionView) -> dict[str, str] | None:
    """1M – 2M – help-suit try – responder's answer – pass: the try has been answered."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ("try.game", "try.help", "try.no"):
        return None
    return {}


def _at_three(view: AuctionView, b) -> bool:
    return view.last_bid is not None and view.last_bid[0] == "3"


def one_nt_blocks() -> list[Block]:
    """The blocks of 1M – 1NT (not forcing) and of opener's rebids after a raise, in system order."""
    return [
        block("s.1M1nt.o", Seq("1M P 1NT P"), *_opener_after_1nt()),
        block("s.1M1nt.new", _after_opener(_NEW_SUIT, "1M – 1NT – opener's second suit"),
              *_responder_after_new_suit()),
        block("s.1M1nt.own", _after_opener(frozenset({"o1n.own6"}), "1M – 1NT – 2M"),
              rule("r1n.M.raise", "3M", Len("M", 2), HCP(9, 10), label=S("o1n_raise_major_invite")),
              rule("r1n.M.pass", "P", label=S("pass_weak"))),
        block("s.1M1nt.2nt", _after_opener(frozenset({"o1n.2nt"}), "1M – 1NT – 2NT"),
              rule("r1n.2nt.3nt", "3NT", HCP(8), label=S("accept_game")),
              rule("r1n.2nt.pass", "P", label=S("decline_invite"))),
        block("s.1M1nt.jump", _after_opener(frozenset({"o1n.jump"}), "1M – 1NT – 3M"),
              rule("r1n.3M.4M", "4M", Len("M", 2), HCP(7), label=S("accept_game")),
              rule("r1n.3M.4M.short", "4M", Len("M", 1), HCP(9), label=S("accept_game")),
              rule("r1n.3M.pass", "P", label=S("decline_invite"))),
        block("s.1M1nt.rev", _after_opener(frozenset({"o1n.reverse"}), "1♥ – 1NT – 2♠"),
              *_responder_after_reverse()),
        block("s.1M1nt.js", _after_opener(frozenset({"o1n.jumpshift"}), "1M – 1NT – jump shift"),
              *_responder_after_jump_shift()),
        *_opener_answers(),
        # 1m – 2m – new suit (a stopper, 16+, forcing one round): responder shows his stoppers or goes back.
        block("s.1m2m.ans", When(_after_minor_raise_new_suit, "1m – 2m – opener's new suit"),
              rule("a1m.3nt", "3NT", HCP(9), Check(stops_unbid, "stoppers"), label=S("nt_game")),
              rule("a1m.2nt", Cheapest("NT", max_level=2), Check(stops_unbid, "stoppers"), label=S("o1m_2nt")),
              rule("a1m.3nt.any", "3NT", Check(stops_unbid, "stoppers"), AuctionCheck(_at_three),
                   label=S("nt_game")),
              rule("a1m.back", Cheapest("m", max_level=3), label=S("o1m_back"))),
        # The help-suit try is answered (game or the three-level sign-off): opener has said his piece.
        block("s.try.o", When(_help_suit_try_answered, "the help-suit try answered"),
              rule("tryo.pass", "P", label=S("pass_weak"))),
    ]
