"""One of a major: the responses (Jacoby 2NT, limit raises, the 1NT response) and opener's rebids."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    AuctionView,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import ShortSuit, SuitIn, SuitNotIn, SuitsDiffer
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Balanced,
    Check,
    Combined,
    Fit,
    GoodSuit,
    Hidden,
    Len,
    Points,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import blackwood_ok
from cardlearn.ai.bridge.hand_checks import Losers, stops_unbid
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sections.general import with_passed_hand_twins
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS


def raise_answer_blocks() -> list[Block]:
    """Responder's answer to opener's game invitation after a single major raise; opener after a minor limit raise."""
    return [
        # 1M–2M–2NT/3M (16–18 balanced, or 17–19 points): the single raise was 6–10, so the top of it (8+ points
        # with the fit) accepts and the bottom signs off in three of the major (common practice, as over a
        # help-suit try).
        block("s.rbr.2nt", Seq("1M P 2M P 2NT P"),
              rule("rbra.4M", "4M", Points(8, trump="M"), label=S("accept_game")),
              rule("rbra.3M", "3M", label=S("decline_invite"))),
        block("s.rbr.3M", Seq("1M P 2M P 3M P"),
              rule("rbr3.4M", "4M", Points(8, trump="M"), label=S("accept_game")),
              rule("rbr3.pass", "P", label=S("decline_invite"))),
        # 1m–3m (11–12, a fit, no four-card major): 3NT with 13+ and the unbid suits stopped (25 together); five
        # of the minor with shape and game values; else pass (common practice; 3NT is the usual game).
        block("s.rbml", Seq("1m P 3m P"),
              rule("rbml.3nt", "3NT", HCP(13), Check(stops_unbid, "the unbid suits stopped"),
                   label=S("minor_limit_3nt")),
              rule("rbml.3nt.bal", "3NT", HCP(14), Balanced(), label=S("minor_limit_3nt")),
              rule("rbml.5m", "5m", AnyOf((Points(16, trump="m"), Losers(6))), label=S("minor_limit_game")),
              rule("rbml.pass", "P", label=S("minor_limit_pass"))),
    ]


def jacoby_rebids() -> tuple:
    """Opener's rebids after Jacoby 2NT: a good side five-card suit, shortness, 3M (18+), 3NT (15–17)."""
    return (
        rule("jac.side5", "4z", Len("z", 5), Check(lambda h, v, b: h.good_suit(b["z"]), var_names=("z",)),
             SuitsDiffer("z", "M", ("z",)), label=S("jacoby_source"), forcing=True),
        rule("jac.short", "3z", Len("z", 0, 1), SuitsDiffer("z", "M", ("z",)),
             label=S("jacoby_short"), prefer="up", forcing=True),
        rule("jac.3M", "3M", HCP(18), label=S("jacoby_strong"), forcing=True),
        rule("jac.3nt", "3NT", HCP(15, 17), label=S("jacoby_medium"), forcing=True),
        rule("jac.4M", "4M", HCP(0, 14), label=S("jacoby_minimum")),
    )


#: Opener's rebids after 1M – 1NT that bind a second suit ``z`` for responder's next call.
_NEW_SUIT = frozenset({"o1n.new", "o1n.2h", "o1n.3minor", "o1n.second5"})




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
        # SAYC booklet: with 5–5 or 6–6 open the higher suit, so as to bid the lower one next; a six-card major
        # with a five-card lower suit names it too (common practice: 6–5 bids the five-card suit, then again),
        # not the major a second time (issue #27: 6–6 in the majors jumped to 3♠ and hid the hearts).
        rule("o1n.second5", Cheapest("z", max_level=2), Len("z", 5), Len("M", 6), HCP(11, 18),
             AuctionCheck(_lower, var_names=("z",)), label=S("two_suiter_second_suit")),
        # The booklet's medium hand is 17–18 points: length counts, so 15 HCP with seven cards jumps too.
        rule("o1n.jump", "3M", Len("M", 6), GoodSuit("M"), Points(17, 19), label=L("jump_rebid")),
        rule("o1n.reverse", "2S", Len("S", 4), HCP(17), SuitIn("M", "H"),
             label=L("reverse"), forcing=True),
        # 1♠ – 1NT – 2♥ shows four hearts (responder may still hold them); a 6–4 hand names the major first.
        rule("o1n.2h", "2H", Len("H", 4), HCP(11, 18), SuitIn("M", "S"),
             label=L("second_suit")),
        rule("o1n.own6", "2M", Len("M", 6), HCP(11, 17), label=S("o1n_rebid_major")),
        rule("o1n.new", Cheapest("z", max_level=2), Len("z", 4), HCP(11, 18), AuctionCheck(_lower, var_names=("z",)),
             label=L("second_suit")),
        rule("o1n.pass", "P", HCP(11, 17), Check(_semi_balanced, "no singleton"), label=S("o1n_pass")),
        # Common practice: 5♥-4♠ with a singleton and a minimum cannot reverse; the three-card minor is bid.
        rule("o1n.3minor", Cheapest("m", max_level=2), Len("m", 3), HCP(11, 16),
             SuitIn("M", "H"), label=S("o1n_three_card_minor")),
        rule("o1n.pass.any", "P", label=S("o1n_pass")),
    )


def _after_one_nt_response(rules: frozenset[str], name: str, calls: int) -> When:
    """A context: 1M – 1NT – opener's rebid … with ``calls`` calls so far, all theirs passes, the last of ours made by
    one of ``rules``; binds M, and z for opener's second suit."""
    def match(view: AuctionView) -> dict[str, str] | None:
        seq = view.seq
        if len(seq) != calls or seq[1::2] != ("P",) * (calls // 2) or seq[0] not in ("1H", "1S") or seq[2] != "1NT":
            return None
        if view.partner_rule not in rules:
            return None
        b = {"M": strain_of(seq[0])}
        strain = strain_of(seq[4])
        if strain not in ("NT", b["M"]):
            b["z"] = strain
        return b
    return When(match, name)


def _after_opener(rules: frozenset[str], name: str) -> When:
    """A context: 1M – 1NT – (opener's rebid by one of ``rules``) – pass; binds M, and z for a second suit."""
    return _after_one_nt_response(rules, name, 6)


def _after_responder(rules: frozenset[str], name: str) -> When:
    """A context: 1M – 1NT – rebid – (responder's call by one of ``rules``) – pass, opener to call; binds M (and z)."""
    return _after_one_nt_response(rules, name, 8)


def _opener_answers() -> list[Block]:
    """Opener's last word after responder has placed the contract or invited (opener's rebid was limited)."""
    return [
        block("s.1M1nt.o.raiseM", _after_responder(frozenset({"r1n.M.raise"}), "1M – 1NT – 2M – 3M"),
              rule("o1n.a.4M", "4M", Points(16), label=S("accept_game")),
              rule("o1n.a.4M.pass", "P", label=S("decline_invite"))),
        block("s.1M1nt.o.raise3", _after_responder(frozenset({"r1n.raise3"}), "1M – 1NT – 2z – 3z"),
              rule("o1n.a.3nt", "3NT", HCP(15), Check(stops_unbid, "stoppers"),
                   SuitIn("z", "DC"), label=S("accept_game")),
              rule("o1n.a.4z", "4z", HCP(15), SuitIn("z", "H"),
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
        rule("r1n.own", Cheapest("n", max_level=2), Len("n", 6), SuitNotIn("n", "S"),
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
             SuitIn("n", "DC"), label=S("o1n_own_suit")),
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


def _after_jacoby_answer(view: AuctionView) -> bool:
    """Opener's answer to my Jacoby 2NT was shortness, 3NT or a side suit (not three or four of the major)."""
    return view.partner_rule in ("jac.short", "jac.3nt", "jac.side5")


def _jacoby_slam_values(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values for Blackwood; opposite shortness (common ACBL practice) 17+ HCP and no void are enough."""
    if blackwood_ok(hand, view, b):
        return True
    shortness = view.partner_rule == "jac.short"
    return shortness and hand.hcp >= 17 and min(hand.lengths.values()) > 0


def _major_responses() -> tuple:
    return (
        rule("r1M.jacoby", "2NT", Len("M", 4), Points(13, trump="M"), HCP(11), label=L("jacoby"), forcing=True, game_forcing=True),
        # SAYC booklet: 3NT over 1M shows 15–17 balanced without four-card support.
        rule("r1M.3nt", "3NT", HCP(15, 17), Balanced(), Len("M", 0, 3), label=S("nt_response_15_17")),
        rule("r1M.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 5), HCP(17), GoodSuit("z"),
             label=L("jump_shift"), forcing=True, game_forcing=True),
        rule("r1M.game", "4M", Len("M", 5), HCP(0, 9), ShortSuit(),
             label=L("preemptive_raise")),
        rule("r1M.limit", "3M", Len("M", 3), Points(10, 12, trump="M"), label=L("limit_raise")),
        # A passed hand cannot force to game: with more it still makes the limit raise.
        rule("r1M.limit.passed", "3M", Len("M", 3), Points(10, trump="M"), HCP(0, 12),
             AuctionCheck(lambda v, b: "P" in v.calls_by(ME)), label=L("limit_raise")),
        rule("r1M.raise", "2M", Len("M", 3), Points(6, 9, trump="M"), label=L("raise")),
        rule("r1M.1s", "1S", Len("S", 4), HCP(6), label=L("new_suit"), forcing=True),
        # SAYC booklet: a new suit at the two level shows 10+ and forces one round (not to game);
        # 2♥ over 1♠ promises five hearts, the minors need only four.
        rule("r1M.2h", "2H", Len("H", 5), HCP(10), SuitIn("M", "S"), label=L("two_over_one"),
             forcing=True),
        rule("r1M.2over1", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(10),
             SuitNotIn("z", "H"), label=L("two_over_one"), prefer="up",
             forcing=True),
        rule("r1M.2over1.3", Cheapest("z", min_level=2, max_level=2), Len("z", 3), HCP(13),
             SuitIn("z", "DC"), label=L("two_over_one"), forcing=True),
        # SAYC booklet: 1NT over a major is 6–10 and not forcing (with 11–12 responder bids a new suit first).
        rule("r1M.1nt", "1NT", HCP(6, 10), label=S("one_nt_major")),
        rule("r1M.pass", "P", HCP(0, 5), label=L("weak")),
    )


def _opener_after_raise() -> tuple:
    return (
        rule("rbr.4M", "4M", Points(20, trump="M"), label=L("game")),
        rule("rbr.2nt", "2NT", HCP(16, 18), Balanced(), label=S("nt_invite_plain")),
        # Help-suit game try (common ACBL practice): a side suit of three or more cards that needs help.
        rule("rbr.try", Cheapest("t", max_level=3), Len("t", 3), Points(17, 19, trump="M"), Check(
            lambda h, v, b: h.honors(b["t"], 2) == 0 and b["t"] != b["M"], "two or more losers", ("t",)),
             SuitsDiffer("t", "M", ("t",)), prefer="up",
             label=S("help_suit_try"), forcing=True),
        rule("rbr.3M", "3M", Points(17, 19, trump="M"), label=L("invite")),
        rule("rbr.pass", "P", label=L("minimum")),
    )


#: Opener's rebids after Jacoby 2NT.
JACOBY: tuple[Block, ...] = (
    block("s.jacoby", Seq("1M P 2NT P", when=lambda v, b: v.partner_rule == "r1M.jacoby"),
          *jacoby_rebids()),
)


#: Opener's rebids after 1M – 1NT and the rounds that follow.
ONE_NT_RESPONSE: tuple[Block, ...] = (
    *one_nt_blocks(),
)


#: Responses to one of a major, RHO passing.
RESPONSES: tuple[Block, ...] = (
    block("resp.1M", Seq("1M P"), *with_passed_hand_twins(_major_responses())),
)


#: Opener after a single or limit raise.
RAISE_REBIDS: tuple[Block, ...] = (
    block("rb.raise", Seq("1M P 2M P"), *_opener_after_raise()),
    block("rb.limit", Seq("1M P 3M P"),
          # The fit is known: common practice counts losers too (six or fewer opposite a limit raise make game).
          rule("rbl.4M", "4M", AnyOf((Points(15), Losers(6))), label=L("accept_invite")),
          rule("rbl.pass", "P", label=L("minimum"))),
)


#: Responder after opener's answer to the raise (and 1m – 3m).
RAISE_ANSWERS: tuple[Block, ...] = (
    *raise_answer_blocks(),
)


#: Responder after opener's answer to Jacoby 2NT.
JACOBY_REBIDS: tuple[Block, ...] = (
    block("rb.jacoby.next", Seq("1M P 2NT P #M P"),
          # Points with the agreed major (shortness counts once the fit is known).
          rule("bw.ask.jacoby", "4NT", Check(blackwood_ok), Combined(33, trump="M", counting="points"),
               label=L("blackwood"), forcing=True),
          rule("rbj.game", "4M", label=L("signoff")),
          rule("rbj.pass", "P", label=L("signoff"))),
    # Opener answered Jacoby 2NT with shortness, 15–17 (3NT) or a side suit: responder asks for aces with
    # slam values, else signs off in the major (issue #27: a 17-count signed off after the shortness answer).
    block("rb.jacoby.answer", Seq("1M P 2NT P B P", when=lambda v, b: _after_jacoby_answer(v)),
          rule("bw.ask.jacoby.answer", "4NT", Check(_jacoby_slam_values, "slam values"), label=L("blackwood"),
               forcing=True),
          rule("rbj.game.answer", "4M", label=L("signoff")),
          rule("rbj.five.answer", "5M", label=L("signoff"))),  # a side suit shown above four of the major
)
