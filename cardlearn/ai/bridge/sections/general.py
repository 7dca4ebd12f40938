"""The general approach: the openings, the general rules of constructive bidding and the fallback that places the contract."""
from __future__ import annotations

from dataclasses import replace

from cardlearn.ai.bridge.auction_checks import (
    game_forced,
    game_forcing_call_made,
    my_major_over_3nt,
    not_past_partners_game,
    partner_did_not_pass_over_them,
    partner_forced,
    partner_forced_last_suit,
    stolen_bid_spot,
    their_last_bid,
    their_penalty_target,
)
from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import StoppersOutside, SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    AuctionCheck,
    Balanced,
    Check,
    Combined,
    Fit,
    GoodSuit,
    Hidden,
    Len,
    TheirStoppers,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import (
    TrumpFit,
    blackwood_ok,
    no_agreed_major,
    no_major_fit,
    not_asked_aces,
    nt_game_ok,
    nt_shape,
)
from cardlearn.ai.bridge.hand_checks import (
    clubs_better,
    diamonds_better,
    losers,
    no_five_major,
    opening_strength,
    penalty_hand,
    preempt_shape,
    quick_tricks,
    short_suit,
    suit_losers,
    weak_two_shape,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Bindings, Cheapest, Seq, When
from cardlearn.ai.bridge.rule import PASSED_HAND_SUFFIX, Block, Rule, block, rule
from cardlearn.ai.bridge.sections.rebids import OPENER_MINIMUM_REBIDS
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS


def _third_seat_good_major(hand: HandEval, view: AuctionView, b: Bindings) -> bool:
    """Third seat, two of the top three honours in the five-card major: a lead-directing light opening."""
    return view.pre_passes == 2 and hand.honors(b["M"], 3) >= 2


def third_seat_light_major() -> Rule:
    """Third seat opens one of a good five-card major with 11 HCP (common practice: light, lead-directing).

    Exactly five: an 11-count with six cards meets the Rule of 20 or is the booklet's weak two (``open.weak2.11``).
    """
    return rule("open.1M.third", "1M", HCP(11, 11), Len("M", 5, 5),
                Hidden(Check(_third_seat_good_major, "third seat, a good suit", ("M",))),
                label=S("open_third_seat_light"))


def playing_tricks(hand: HandEval) -> int:
    """Tricks the hand takes with its longest suit as trumps: that suit's length less its losers, and the
    honour winners (the top three cards less their losers) of the other suits; side length is not counted."""
    trumps = max(SUITS, key=lambda s: hand.lengths[s])
    return sum(max(0, (hand.lengths[s] if s == trumps else min(hand.lengths[s], 3)) - suit_losers(hand, s))
               for s in SUITS)


def _two_club_tricks(hand: HandEval, view: AuctionView, b) -> bool:
    """The playing equivalent of 22 HCP: 9+ playing tricks with a long major, 10+ with a minor, 3+ quick tricks."""
    long_suit = max(SUITS, key=lambda s: (hand.lengths[s], s in "SH"))
    need = 9 if long_suit in "SH" else 10
    return hand.lengths[long_suit] >= 6 and playing_tricks(hand) >= need and quick_tricks(hand) >= 3


def _rule_of_15(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.hcp + hand.lengths["S"] >= 15


def two_club_tricks() -> Rule:
    """2♣ on playing strength, tried right after the booklet's 22+ HCP 2♣ (its meaning comes second)."""
    return rule("c2.open.2c", "2C", HCP(12, 21), Hidden(Check(_two_club_tricks, "9+ playing tricks")),
                label=S("c2_strong_2c_tricks"), forcing=True)


def fourth_seat_openings() -> tuple[Rule, ...]:
    """Fourth-seat openings tried before the one-bids (common practice)."""
    return (
        rule("c2.open4.two", "2w", Len("w", 6, 6), HCP(11, 14), GoodSuit("w"),
             SuitIn("w", "SHD"),
             Hidden(Check(_rule_of_15, "Rule of 15")),
             Hidden(Check(lambda h, v, b: h.shape[1] <= 4, "one long suit")),
             label=S("c2_fourth_seat_two")),
        rule("c2.open4.game", "4M", Len("M", 7), HCP(9, 14),
             Hidden(Check(lambda h, v, b: losers(h) <= 5 and h.honors(b["M"], 3) >= 2,
                          "at most five losers", ("M",))),
             label=S("c2_fourth_seat_game")),
    )


def _fourth_seat_two(view: AuctionView) -> dict[str, str] | None:
    """Partner's fourth-seat two-bid, RHO passed: binds w."""
    seq = view.seq
    if len(seq) != 2 or seq[1] != "P" or view.partner_rule != "c2.open4.two":
        return None
    return {"w": strain_of(seq[0])}


def _responder_jump(view: AuctionView) -> dict[str, str] | None:
    """Responder's second turn (or later) after new-suit answers, uncontested, not a passed hand, partner bid last."""
    if view.opener_relation != PARTNER or view.last_bid_relation != PARTNER or "P" in view.calls_by(ME):
        return None
    if any(view.relation(i) % 2 == 1 and c != "P" for i, c in enumerate(view.calls)):
        return None
    if not view.bids_by(ME) or view.calls[-2] == "1NT":  # after 1NT the second-round jumps have their own rules
        return None
    # A limited first answer (no trump, a raise) cannot force to game later: its jumps are invitations.
    partners = view.suits_bid_by(PARTNER)
    if any(strain_of(c) == "NT" or strain_of(c) in partners for c in view.bids_by(ME)):
        return None
    return {}


def _opener_after_two_level(view: AuctionView) -> dict[str, str] | None:
    """1x – 2y (a new suit at the two level) – my rebid, uncontested."""
    seq = view.seq
    if len(seq) != 4 or seq[1] != "P" or seq[3] != "P" or view.opener_relation != ME:
        return None
    if seq[0][0] != "1" or seq[2][0] != "2" or "NT" in (strain_of(seq[0]), strain_of(seq[2])) \
            or strain_of(seq[0]) == strain_of(seq[2]):
        return None
    return {}


def _jump_in_new_suit(view: AuctionView, b) -> bool:
    """A jump to the three level in a suit our side has not named (a jump to two is fourth suit forcing's)."""
    ours = set(view.suits_bid_by(ME)) | set(view.suits_bid_by(PARTNER))
    cheap = cheapest_bid(b["u"], view.last_bid)
    return b["u"] not in ours and cheap is not None and cheap[0] == "2"


def blocks_before() -> list[Block]:
    """Jumps in a new suit by responder or by opener after a two-level response (open blocks: a hand they do not fit falls through)."""
    return [
        block("c2.jump", When(_responder_jump, "responder's second turn, uncontested"),
              # A meaning-only rule: the learner's jump is explained and forces the AI to game; the AI itself
              # shows game-forcing hands with fourth suit forcing or a new suit.
              rule("c2.jump.new", Cheapest("u", jump=1, max_level=3), Len("u", 4), HCP(12),
                   AuctionCheck(_jump_in_new_suit, var_names=("u",)), MEANING_ONLY,
                   label=S("c2_jump_new_suit_gf"), forcing=True, game_forcing=True),
              closed=False),
        block("c2.jump.o", When(_opener_after_two_level, "opener's rebid after a two-level response"),
              # Meaning only, as above: opener's jump shift after a two-over-one forces to game (common practice).
              rule("c2.jump.opener", Cheapest("u", jump=1, max_level=3), Len("u", 4), HCP(16),
                   AuctionCheck(_jump_in_new_suit, var_names=("u",)), MEANING_ONLY,
                   label=S("c2_jump_new_suit_gf"), forcing=True, game_forcing=True),
              closed=False),
    ]


def fourth_seat_two_answers() -> list[Block]:
    """Responder after partner's fourth-seat two-bid."""
    return [
        block("c2.o4.answer", When(_fourth_seat_two, "partner's fourth-seat two-bid"),
              rule("c2.o4.game", "4w", Len("w", 3), HCP(9), SuitIn("w", "SH"),
                   label=S("game")),
              rule("c2.o4.3nt", "3NT", HCP(10), StoppersOutside("w", ()),
                   Len("w", 1), label=S("nt_game")),
              rule("c2.o4.pass", "P", label=S("pass_weak"))),
    ]


def pull_3nt_ok(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner's 3NT is his choice of game: take it out to four of a major only for a fit he does not know of.

    The fit must rest on what he has shown (not on my length alone), and he must not already know it
    (then his 3NT chose no trump over the major).
    """
    if view.last_bid != "3NT" or view.last_bid_relation != PARTNER:
        return True
    suit = b["f"]
    his, told = view.known(PARTNER).min_len(suit), view.known(ME).min_len(suit)
    return his >= 4 and his + told < 8


def partners_suit(view: AuctionView, b) -> bool:
    """A raise invites in a suit partner has named or shown (a fit, not my own long suit read as one)."""
    return b["f"] in view.suits_bid_by(PARTNER) or view.known(PARTNER).min_len(b["f"]) >= 4


def longer_than_shown(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner bid 3NT knowing my major's length: pull only with a card more than he knows, or with a
    singleton or void in a suit he has not bid (no trump may lack that stopper; his own suit he holds)."""
    if hand.lengths[b["f"]] > view.known(ME).min_len(b["f"]):
        return True
    his = view.suits_bid_by(PARTNER)
    return any(hand.lengths[s] <= 1 for s in SUITS if s not in his and s != b["f"])


def _gf_minor_mine(view: AuctionView, b) -> bool:
    """A minor I have bid, in an auction where the opponents named a suit and my side bid last."""
    return (b["f"] in "DC" and b["f"] in view.suits_bid_by(ME) and bool(view.their_suits)
            and view.last_bid_relation in (ME, PARTNER))


def _own_suit_below_3nt(view: AuctionView, b) -> bool:
    """A suit I have bid, rebid below 3NT in a game-forced auction after the opponents named a suit."""
    call = cheapest_bid(b["f"], view.last_bid)
    return (b["f"] in view.suits_bid_by(ME) and bool(view.their_suits) and view.last_bid_relation in (ME, PARTNER)
            and call is not None and call[0] in "23" and game_forcing_call_made(view))


def _their_suit_unstopped(hand: HandEval, view: AuctionView, b) -> bool:
    """A suit of theirs I cannot stop: game in my long minor, not 3NT."""
    return any(not hand.stopper(s) for s in view.their_suits)


def game_without_stoppers() -> tuple:
    """General rule tried before the last-resort 3NT of a game-forcing auction."""
    return (
        rule("g.gf.own.m", "5f", Len("f", 6), AuctionCheck(_gf_minor_mine, var_names=("f",)),
             Check(_their_suit_unstopped, "their suit not stopped"), Check(game_forced), label="ai_bridge.label.game"),
        # No stopper and no long minor: rebid a five-card suit below 3NT (the auction is forcing) and let
        # partner, who may hold the stopper, bid no trump.
        rule("g.gf.own5", Cheapest("f", max_level=3), Len("f", 5), AuctionCheck(_own_suit_below_3nt, var_names=("f",)),
             Check(_their_suit_unstopped, "their suit not stopped"), Check(game_forced), label=S("c2_gf_own_suit"),
             forcing=True),
        # Partner's last call forced me (his strong cue bid): the five-card suit again rather than 3NT unstopped.
        rule("g.gf.own5.f", Cheapest("f", max_level=3), Len("f", 5), AuctionCheck(
            lambda v, b: partner_forced(v) and b["f"] in v.suits_bid_by(ME) and bool(v.their_suits),
            var_names=("f",)), Check(_their_suit_unstopped, "their suit not stopped"), Check(game_forced),
             label="ai_bridge.label.rebid_suit"),
    )


def forced_other() -> tuple:
    """Partner's call forces and nothing natural fits: the cheapest call in a suit already named."""
    return (
        rule("g.forced.other", Cheapest("f", max_level=5), AuctionCheck(
            lambda v, b: partner_forced(v) and b["f"] in v.bid_suits, var_names=("f",)),
             label=S("c2_forced_other")),
    )


def _opener_rebid_limited(view: AuctionView, b) -> bool:
    """Opener's rebid after a one-level response was non-forcing (not a jump, reverse or raise)."""
    return view.partner_rule in OPENER_MINIMUM_REBIDS


_RESP2_CONTEXTS = (
    Seq("1x P 1y P #z P", when=_opener_rebid_limited),
    Seq("1x P 1y P #x P", when=_opener_rebid_limited),
    Seq("1x P 1y P 1NT P", when=_opener_rebid_limited),
)


def _not_responder_second_turn(hand: HandEval, view: AuctionView, b) -> bool:
    """Outside responder's second turn after opener's non-forcing rebid (the SAYC ``s.r2`` block defines its invitations)."""
    return all(ctx.match(view) is None for ctx in _RESP2_CONTEXTS)


def _partners_minor(view: AuctionView, b) -> bool:
    """``f`` is the minor partner's last call named, forcing me (his new suit), and I have not bid it."""
    # Only over partner's forcing new minor: after his non-forcing minor (1♦ X 2NT P 3♦) the raise would
    # read as forcing too and push partner past a partscore.
    return b["f"] in "DC" and partner_forced_last_suit(view, b) and b["f"] not in view.suits_bid_by(ME)


def _short_in_unbid_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """A singleton or void in a suit nobody has bid (no stopper there for 3NT)."""
    return any(hand.lengths[s] <= 1 for s in SUITS if s not in view.bid_suits)


def _partner_not_in_6nt(view: AuctionView, b) -> bool:
    """Partner did not just bid 6NT (his slam is placed; seven needs his invitation)."""
    return not (view.last_bid == "6NT" and view.last_bid_relation == PARTNER)


def general_rules() -> tuple:
    """The fallback of every auction: place the contract from my hand and what partner has shown."""
    fit = TrumpFit(lambda v, b: True, "fit", ("f",))
    return (
        rule("bw.ask", "4NT", Check(blackwood_ok), Combined(33, counting="points"), label=L("blackwood"),
             forcing=True),
        rule("g.game.M", "4f", Fit("f"), Combined(24, trump="f", counting="points"), fit,
             SuitIn("f", "SH"), Check(pull_3nt_ok), label=L("game")),
        rule("g.game.m.short", "5f", Fit("f", 9), Combined(26, trump="f", counting="points"), fit,
             SuitIn("f", "DC"), Check(short_suit),
             Check(not_past_partners_game), Check(partner_did_not_pass_over_them), label=L("game")),
        rule("g.3nt", "3NT", Combined(24, 32), TheirStoppers(), Check(no_major_fit), Check(nt_shape),
             label=L("to_play")),
        rule("g.game.m", "5f", Fit("f"), Combined(29, trump="f", counting="points"), fit,
             SuitIn("f", "DC"), Check(not_past_partners_game),
             Check(partner_did_not_pass_over_them), label=L("game")),
        rule("g.nt.correct", "4f", Len("f", 6), AuctionCheck(my_major_over_3nt, var_names=("f",)),
             Hidden(Check(longer_than_shown, "longer than partner knows", ("f",))),
             Check(lambda h, v, b: h.lengths[b["f"]] >= 7 or min(h.lengths.values()) <= 1), label=L("game")),
        # Partner's own 6NT is a sign-off (the booklet's 18–19 opposite 1NT), not an invitation to seven.
        rule("g.7nt", "7NT", Combined(37), Check(nt_shape), Check(no_major_fit), Check(no_agreed_major),
             Check(not_asked_aces), AuctionCheck(_partner_not_in_6nt),
             label=L("grand_slam")),
        rule("g.6nt", "6NT", Combined(33), Check(nt_shape), Check(no_major_fit), Check(no_agreed_major),
             label=L("slam")),
        rule("g.invite", "3f", Fit("f"), Combined(22, 24, trump="f", counting="points"), fit,
             Check(_not_responder_second_turn), AuctionCheck(partners_suit), label=L("invite")),
        rule("g.invite.m", "4f", Fit("f"), Combined(25, 28, trump="f", counting="points"), fit,
             SuitIn("f", "DC"), Check(not_past_partners_game), label=L("invite")),
        rule("g.2nt", "2NT", Combined(23, 24), TheirStoppers(), Check(no_major_fit), Check(nt_shape),
             Check(_not_responder_second_turn), label=L("invite")),
        rule("g.compete", Cheapest("f", max_level=2), Fit("f"), Combined(17, trump="f", counting="points"), fit,
             AuctionCheck(their_last_bid), label=L("compete")),
        rule("g.compete3", Cheapest("f", min_level=3, max_level=3), Fit("f", 9),
             Combined(20, trump="f", counting="points"), fit, AuctionCheck(their_last_bid), label=L("compete")),
        rule("g.penalty", "X", Check(lambda h, v, b: their_penalty_target(v)), Check(penalty_hand), HCP(8),
             AuctionCheck(lambda v, b: not stolen_bid_spot(v)), label=L("penalty_double")),
        rule("g.own", Cheapest("f", max_level=2), Len("f", 6), HCP(6),
             AuctionCheck(lambda v, b: b["f"] in v.suits_bid_by(ME) and v.last_bid_relation != PARTNER,
                          var_names=("f",)), label=L("rebid_suit")),
        # Game-forcing auctions reach game: the captain places it with what is known.
        rule("g.gf.M", "4f", Fit("f"), fit, SuitIn("f", "SH"), Check(game_forced),
             label=L("game")),
        # No 3NT with a singleton or void in the suit nobody has bid: four cards in partner's minor raise it
        # below game (forcing) and partner places the contract (random-deal review, seed 783: 1♠–2♥–2♠–3♣–3NT
        # with a singleton diamond, five clubs and a slam on).
        rule("g.gf.raise.m", Cheapest("f", max_level=4), Len("f", 4), AuctionCheck(_partners_minor, var_names=("f",)),
             Check(_short_in_unbid_suit, "a singleton or void in an unbid suit"), Check(game_forced),
             label=L("raise"), forcing=True),
        rule("g.gf.nt", "3NT", Check(game_forced), Check(nt_game_ok), label=L("to_play")),
        rule("g.gf.m", "5f", Fit("f"), fit, Check(game_forced), label=L("game")),
        rule("g.gf.own", "4f", Len("f", 6), Check(lambda h, v, b: b["f"] in "SH" and b["f"] in v.suits_bid_by(ME),
                                                  var_names=("f",)), Check(game_forced), label=L("game")),
        *game_without_stoppers(),
        rule("g.gf.any", "3NT", Check(game_forced), label=L("to_play")),
        # Partner's last call was forcing: keep the auction going with the most natural call.
        rule("g.forced.raise", Cheapest("f", max_level=4), Len("f", 3), AuctionCheck(partner_forced_last_suit,
             var_names=("f",)), label=L("raise")),
        rule("g.forced.own", Cheapest("f", max_level=4), Len("f", 5), AuctionCheck(
            lambda v, b: partner_forced(v) and b["f"] in v.suits_bid_by(ME), var_names=("f",)),
            label=L("rebid_suit")),
        rule("g.forced.nt", Cheapest("NT", max_level=3), AuctionCheck(lambda v, b: partner_forced(v)),
             label=L("to_play")),
        rule("g.forced.any", Cheapest("f", max_level=4), AuctionCheck(lambda v, b: partner_forced(v)
             and b["f"] not in v.bid_suits, var_names=("f",)), label=L("new_suit_natural")),
        *forced_other(),
        rule("g.pass", "P", label=L("nothing_more")),
    )


def _openings(fourth: bool) -> tuple:
    opens = Hidden(Check(opening_strength if fourth else _opens_not_weak_two, "opens"))
    rules = [
        # SAYC booklet, general approach: 1NT = 15–17, 2NT = 20–21, 3NT = 25–27 (balanced):
        # a balanced 25–27 opens 3NT, not 2♣.
        rule("open.3nt", "3NT", HCP(25, 27), Balanced()),
        rule("open.2c", "2C", HCP(22), label=L("strong_2c"), forcing=True),
        two_club_tricks(),
        *(fourth_seat_openings() if fourth else ()),
        rule("open.2nt", "2NT", HCP(20, 21), Balanced()),
        rule("open.1nt", "1NT", HCP(15, 17), Balanced()),
        rule("open.1M", "1M", HCP(11, 21), Len("M", 5), opens),
        *(() if fourth else (third_seat_light_major(),)),
        rule("open.1d", "1D", HCP(11, 21), Len("D", 3), opens, Check(no_five_major), Check(diamonds_better)),
        rule("open.1c", "1C", HCP(11, 21), Len("C", 3), opens, Check(no_five_major), Check(clubs_better)),
    ]
    if not fourth:
        rules += [
            rule("open.weak2", "2w", HCP(5, 10), Len("w", 6, 6), Check(weak_two_shape, var_names=("w",)),
                 label=L("weak_two")),
            # SAYC booklet: a weak two is 5–11 HCP (open.weak2 keeps lesson 8's 5–10). An 11-count with a six-card
            # suit meets the Rule of 20, so it opens a weak two rather than one of the suit only with its values in
            # the long suit and no second suit (common practice; the one-level openings leave it here).
            rule("open.weak2.11", "2w", HCP(11, 11), Len("w", 6, 6), Check(weak_two_shape, var_names=("w",)),
                 Hidden(Check(_values_in_suit, "values in the long suit", ("w",))), label=L("weak_two")),
            # Third seat may open a weak two on a good five-card suit (common ACBL practice).
            rule("open.weak2.third", "2w", HCP(6, 11), Len("w", 5, 5), Check(
                lambda h, v, b: v.pre_passes == 2 and h.honors(b["w"], 3) >= 2 and h.shape[1] <= 3, "third seat",
                ("w",)), label=S("weak_two_third_seat")),
            rule("open.4M", "4M", HCP(5, 10), Len("M", 8), Check(_preempt_shape_major, var_names=("M",)),
                 label=L("preempt")),
            rule("open.4m", "4p", HCP(5, 10), Len("p", 8), Check(preempt_shape, var_names=("p",)),
                 SuitIn("p", "DC"), label=L("preempt")),
            rule("open.4M.74", "4M", HCP(5, 10), Len("M", 7), Check(lambda h, v, b: h.shape[1] >= 4
                 and h.honors(b["M"], 3) >= 2 and v.pre_passes < 3, var_names=("M",)), label=L("preempt")),
            rule("open.3p", "3p", HCP(5, 10), Len("p", 7), Check(preempt_shape, var_names=("p",)),
                 label=L("preempt")),
            # No weak 2♣ in SAYC: a good six-card club suit pre-empts at three (common practice).
            rule("open.3c6", "3C", HCP(5, 10), Len("C", 6, 6), Check(lambda h, v, b: h.honors("C", 3) >= 2
                 and h.lengths["S"] < 4 and h.lengths["H"] < 4 and v.pre_passes < 3 and not v.our_vulnerable,
                 "not vulnerable"), label=L("preempt")),
            rule("open.pass", "P", HCP(0, 11), label=L("no_opening")),
        ]
    else:
        rules.append(rule("open.pass4", "P", HCP(0, 14), label=L("no_opening")))
    return tuple(rules)


def _values_in_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """Seven or more of the HCP in the long suit and no side suit of four: a weak two, not a one-bid."""
    suit = b["w"]
    in_suit = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(card, 0) for card in hand.holdings[suit])
    return in_suit >= 7 and hand.shape[1] <= 3


def _opens_not_weak_two(hand: HandEval, view: AuctionView, b) -> bool:
    """Sound opening strength, except an 11-count that is the booklet's weak two (``open.weak2.11``)."""
    if hand.hcp == 11 and hand.shape[0] == 6 and view.pre_passes < 3:
        w = max("SHD", key=lambda s: hand.lengths[s])
        if hand.lengths[w] == 6 and weak_two_shape(hand, view, {"w": w}) and _values_in_suit(hand, view, {"w": w}):
            return False
    return opening_strength(hand, view, b)


def _preempt_shape_major(hand: HandEval, view: AuctionView, b) -> bool:
    return view.pre_passes < 3 and hand.honors(b["M"], 5) >= 2


# --- a passed hand's new suit (the responses of :mod:`.majors` and :mod:`.minors`) -------------------------


#: Responder's new-suit bids that force one round, unless responder has passed already.
#: (The 12+ and 13+ two-level rules are left out: a passed hand does not hold them.)
NEW_SUIT_RESPONSES = frozenset({"r1M.1s", "r1M.2h", "r1M.2over1", "r1m.1d.first", "r1m.major", "r1m.1d",
                                "r1m.2c.long"})


def _passed_hand(view: AuctionView, b: Bindings) -> bool:
    return "P" in view.calls_by(ME)


def with_passed_hand_twins(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """Each forcing new-suit response preceded by its twin for a passed hand: the same hand, not forcing.

    Common ACBL practice: a passed hand's new suit is not forcing (it has denied an opening bid), so
    opener may pass it; the twin chooses the same call on the same hands and only its meaning differs.
    """
    out: list[Rule] = []
    for r in rules:
        if r.id in NEW_SUIT_RESPONSES:
            out.append(replace(r, id=r.id + PASSED_HAND_SUFFIX, hand=(*r.hand, AuctionCheck(_passed_hand)),
                               label=S("new_suit_passed_hand"), forcing=False))
        out.append(r)
    return tuple(out)


#: The opening bids in first to third seat, and in fourth seat.
OPENINGS: tuple[Block, ...] = (
    block("open", Seq("", seats=(1, 2, 3)), *_openings(fourth=False)),
    block("open4", Seq("", seats=(4,)), *_openings(fourth=True)),
)


#: General rules of uncontested bidding: jumps in a new suit by responder, or by opener after a two-level response.
CONSTRUCTIVE: tuple[Block, ...] = (
    *blocks_before(),
)


#: Responder after partner's fourth-seat two-bid.
FOURTH_SEAT_TWO: tuple[Block, ...] = (
    *fourth_seat_two_answers(),
)


#: The fallback: place the contract from my hand and what partner has shown.
GENERAL: tuple[Block, ...] = (
    block("general", When(lambda v: True, "any auction"), *general_rules()),
)
