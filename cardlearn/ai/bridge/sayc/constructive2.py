"""General rules of uncontested and pre-emptive bidding: forcing jumps, playing-strength openings, pre-empt answers.

* Responder's jump in a new suit at his second turn (1♣–1♦–1♠–3♥) is natural and game
  forcing (common ACBL practice): partner never passes it.
* The booklet's 2♣ is 22+ HCP "or the playing equivalent": 9+ playing tricks with a
  major (10+ with a minor) and 3+ quick tricks open 2♣ too.
* Fourth seat (common practice): a two-bid is constructive (a good six-card suit,
  11–14 HCP, the Rule of 15), four of a major is meant to make (at most five losers).
* After partner's pre-empt, a new suit is forcing and the pre-empter answers it
  (support, a no-trump stopper, or his own suit again).
* After 2♣, the second calls of both hands form complete blocks, so a raise or a suit
  keeps the length it shows.
* No-trump games: partner's 3NT is taken out only for a fit he does not know of; a
  game-forced hand without a stopper in their suit plays its long minor or rebids its suit.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import ME, PARTNER, AuctionView, cheapest_bid, strain_of
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    AuctionCheck,
    Balanced,
    Check,
    GoodSuit,
    Hidden,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, Rule, block, rule
from cardlearn.ai.bridge.sayc.common import SUITS, S
from cardlearn.ai.bridge.system_checks import game_forced, game_forcing_call_made, partner_forced

_TOP = "AKQ"


def suit_losers(hand: HandEval, suit: str) -> int:
    """Losing-trick count of one suit: its first three cards (fewer when shorter) less the ace, king, queen held."""
    held = hand.holdings[suit]
    return sum(1 for i in range(min(hand.lengths[suit], 3)) if _TOP[i] not in held)


def losers(hand: HandEval) -> int:
    """The losing-trick count of the hand (every suit's first three cards less the ace, king, queen held)."""
    return sum(suit_losers(hand, s) for s in SUITS)


def playing_tricks(hand: HandEval) -> int:
    """Tricks the hand takes with its longest suit as trumps: that suit's length less its losers, and the
    honour winners (the top three cards less their losers) of the other suits; side length is not counted."""
    trumps = max(SUITS, key=lambda s: hand.lengths[s])
    return sum(max(0, (hand.lengths[s] if s == trumps else min(hand.lengths[s], 3)) - suit_losers(hand, s))
               for s in SUITS)


def quick_tricks(hand: HandEval) -> float:
    """Defensive quick tricks: AK 2, AQ 1½, A 1, KQ 1, Kx ½."""
    total = 0.0
    for s in SUITS:
        held, n = hand.holdings[s], hand.lengths[s]
        if "A" in held and "K" in held:
            total += 2
        elif "A" in held and "Q" in held:
            total += 1.5
        elif "A" in held or ("K" in held and "Q" in held):
            total += 1
        elif "K" in held and n >= 2:
            total += 0.5
    return total


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
             AuctionCheck(lambda v, b: b["w"] in "SHD", var_names=("w",)),
             Hidden(Check(_rule_of_15, "Rule of 15")),
             Hidden(Check(lambda h, v, b: h.shape[1] <= 4, "one long suit")),
             label=S("c2_fourth_seat_two")),
        rule("c2.open4.game", "4M", Len("M", 7), HCP(9, 14),
             Hidden(Check(lambda h, v, b: losers(h) <= 5 and h.honors(b["M"], 3) >= 2,
                          "at most five losers", ("M",))),
             label=S("c2_fourth_seat_game")),
    )


def _after_two_club_positive(view: AuctionView) -> dict[str, str] | None:
    """My 2♣ – partner's positive answer (2NT or a suit) – (P): binds n to his suit, if any."""
    seq = view.seq
    if len(seq) != 4 or seq[0] != "2C" or seq[1] != "P" or seq[3] != "P" or not view.partner_rule.startswith("r2c.pos"):
        return None
    strain = strain_of(seq[2])
    return {} if strain == "NT" else {"n": strain}


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


def _preempt_new_suit(view: AuctionView) -> dict[str, str] | None:
    """My three-level pre-empt – partner's forcing new suit – (P): binds p (mine) and n (his)."""
    seq = view.seq
    if len(seq) != 4 or seq[1] != "P" or seq[3] != "P" or not view.partner_rule.startswith(("rp.new", "c2.pre.new")):
        return None
    return {"p": strain_of(seq[0]), "n": strain_of(seq[2])}


def _stops_side(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in each suit neither of us has named."""
    return all(hand.stopper(s) for s in SUITS if s not in (b["p"], b["n"]))


def blocks_before() -> list[Block]:
    """Blocks spliced before the other SAYC blocks (open blocks: a hand they do not fit falls through)."""
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
        block("c2.o4.answer", When(_fourth_seat_two, "partner's fourth-seat two-bid"),
              rule("c2.o4.game", "4w", Len("w", 3), HCP(9), AuctionCheck(lambda v, b: b["w"] in "SH"),
                   label=S("game")),
              rule("c2.o4.3nt", "3NT", HCP(10), Check(lambda h, v, b: all(h.stopper(s) for s in SUITS if s != b["w"]),
                                                      "side suits stopped"),
                   Len("w", 1), label=S("nt_game")),
              rule("c2.o4.pass", "P", label=S("pass_weak"))),
        block("c2.pre.answer", When(_preempt_new_suit, "partner's new suit over my pre-empt"),
              rule("c2.pre.raise", Cheapest("n", max_level=4), Len("n", 3), label=S("raise_forcing_suit")),
              rule("c2.pre.honour", Cheapest("n", max_level=4), Len("n", 2), Check(
                  lambda h, v, b: h.honors(b["n"], 3) >= 1, "an honour", ("n",)), label=S("raise_forcing_suit")),
              rule("c2.pre.nt", "3NT", Check(_stops_side, "the side suits stopped"),
                   AuctionCheck(lambda v, b: v.calls[-2] != "3NT" and v.calls[-2][0] == "3"),
                   label=S("c2_preempt_nt_stopper")),
              rule("c2.pre.own", Cheapest("p", max_level=5), label=S("c2_preempt_rebid"))),
    ]


def preempt_responses() -> tuple:
    """Responder's calls over partner's three-level pre-empt tried before the older ``resp.pre`` rules."""
    return (
        # A good six-card major is shown before 3NT: the pre-empter answers with support or a stopper.
        rule("c2.pre.new6", Cheapest("n", max_level=3), Len("n", 6), HCP(16), GoodSuit("n"),
             AuctionCheck(lambda v, b: b["n"] in "SH", var_names=("n",)), label="ai_bridge.label.new_suit",
             forcing=True),
    )


def below_game_suit(view: AuctionView, b) -> bool:
    """The cheapest bid in suit ``n`` is below game (a new suit that can still be forcing)."""
    call = cheapest_bid(b["n"], view.last_bid)
    return call is not None and (call[0] == "3" or (call[0] == "4" and b["n"] in "DC"))


def preempt_raises() -> tuple:
    """Responder's raises of partner's three-level pre-empt, tried after the game and new-suit rules."""
    return (
        # A long strong major of my own over partner's pre-empt: game in it, to play (four of a major is not forcing).
        rule("c2.pre.ownM", "4n", Len("n", 6), HCP(14), GoodSuit("n"),
             AuctionCheck(lambda v, b: b["n"] in "SH" and b["n"] != b["p"], var_names=("n",)),
             Hidden(Check(lambda h, v, b: h.lengths[b["p"]] <= 2, "no fit for partner", ("n",))),
             label="ai_bridge.label.game"),
        # Sixteen or more and no other call: partner's long major is trumps, game (a void does not stop it).
        rule("c2.pre.game", "4p", HCP(16), AuctionCheck(lambda v, b: b["p"] in "SH"), label="ai_bridge.label.game"),
        # Three-card support: four of partner's minor (ten trumps together), to play.
        rule("c2.pre.raise4", "4p", Len("p", 3), HCP(0, 15), AuctionCheck(lambda v, b: b["p"] in "DC"),
             label=S("c2_preempt_raise")),
    )


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


def weak_two_signoff() -> tuple:
    """After the weak two's feature answer (a new suit, forcing): the asker signs off in the weak-two suit."""
    return (
        rule("w2f.signoff", Cheapest("w", max_level=4), AuctionCheck(
            lambda v, b: strain_of(v.calls[-2]) not in (b["w"], "NT")), label="ai_bridge.label.signoff"),
    )
