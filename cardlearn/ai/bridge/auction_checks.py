"""Where the auction stands: who has done what (contexts that bind the suits), how the bound suits
relate, and whether my side is forced (one round or to game)."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    LHO,
    ME,
    PARTNER,
    RHO,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import AuctionCheck
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS

# --- contexts: who has done what, with the suits they bind ---------------------------------


def after_negative_double_answer(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (P) – opener's answer – (P): binds x, y and a (the suit opener answered, if any)."""
    seq = view.seq
    if len(seq) != 6 or seq[3] != "P" or seq[5] != "P" or not view.my_last_rule.startswith("cr.neg"):
        return None
    if not view.partner_rule.startswith("nd."):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[1])}
    answer = strain_of(seq[4])
    if answer not in ("NT", *b.values()):
        b["a"] = answer
    return b


#: The takeout doubles of the overcall blocks (the doubler's rebids read them).
TAKEOUT_DOUBLES = ("ov.x", "ov.x.light", "ov.x.values", "ov.x.strong", "ov.x.bal", "ovh.x", "ovh.x.strong", "ovh.x.bal",
                   "ovl.x", "ov.x.majors")

#: Every takeout double: the overcall blocks' and the later ones (short-suit, balancing, after their response,
#: over their fit), which partner's advance and the doubler's second double read.
ALL_TAKEOUT_DOUBLES = (*TAKEOUT_DOUBLES, "ovh.x.short", "ovx.x", "dor.x", "dor.x.short", "ovf.x", "ovf.x.strong")


def doubler_rebid(view: AuctionView, balancing: bool = False) -> dict[str, str] | None:
    """I doubled their one-bid, partner answered in a suit or NT, RHO passed: binds x (their suit), y (partner's)."""
    seq = view.seq
    if balancing:
        if len(seq) != 7 or seq[1:3] != ("P", "P"):
            return None
        seq = (seq[0], *seq[3:])
    if len(seq) != 5 or seq[2] != "P" or seq[4] != "P" or seq[1] != "X":
        return None
    if view.my_last_rule not in TAKEOUT_DOUBLES or not is_bid(seq[3]):
        return None
    b = {"x": strain_of(seq[0])}
    if strain_of(seq[3]) not in ("NT", b["x"]):
        b["y"] = strain_of(seq[3])
    if "x" in b and b["x"] == "NT":
        return None
    return b


def after_nt_overcall(view: AuctionView) -> dict[str, str] | None:
    """Partner overcalled 1NT (directly or balancing) and RHO passed: binds x (their suit)."""
    seq = view.seq
    if seq not in ((seq[0], "1NT", "P"), (seq[0], "P", "P", "1NT", "P")) or view.partner_rule != "ov.1nt":
        return None
    return {"x": strain_of(seq[0])}


def their_last_bid(view: AuctionView, b) -> bool:
    """The last bid was the opponents'."""
    return view.last_bid_relation in (RHO, LHO)


def low_enough(level: int):
    """The opponents' last bid is at most ``level`` (negative doubles and free bids stay low)."""
    def test(view: AuctionView, b) -> bool:
        return view.last_bid is not None and int(view.last_bid[0]) <= level
    return test


def after_partners_takeout_double(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was a takeout double and RHO passed: binds ``x`` to the doubled suit."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ALL_TAKEOUT_DOUBLES:
        return None
    if view.bids_by(ME) or view.bids_by(PARTNER) or view.last_bid is None:
        return None
    strain = strain_of(view.last_bid)
    return None if strain == "NT" else {"x": strain}


def my_takeout_double_passed_by_partner(view: AuctionView) -> dict[str, str] | None:
    """I doubled for takeout, partner only passed since, they bid on: binds ``x`` to their last suit."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == ME]
    if not mine or view.rule_of(mine[-1]) not in ALL_TAKEOUT_DOUBLES:
        return None
    if any(view.relation(i) == PARTNER and view.calls[i] != "P" for i in range(mine[-1], len(view.calls))):
        return None
    if view.last_bid is None or view.last_bid_relation not in (LHO, RHO) or view.doubled:
        return None
    strain = strain_of(view.last_bid)
    # Up to the four level: their jump to game over the double (1♥–X–4♥) still leaves the strong doubler a
    # second double (issue #27: a 20-count passed 1♥–X–4♥–P–P).
    return None if strain == "NT" or int(view.last_bid[0]) > 4 else {"x": strain}


def their_high_opening(view: AuctionView) -> dict[str, str] | None:
    """RHO opened at the 2-4 level (not 2♣), or it was passed round to me: binds ``x`` to their suit."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    opening = seq[0]
    if int(opening[0]) not in (2, 3, 4) or opening == "2C" or strain_of(opening) == "NT":
        return None
    return {"x": strain_of(opening)}


def balancing_seat(view: AuctionView) -> bool:
    """Balancing seat: the opening bid was followed by two passes (LHO opened, partner and RHO passed)."""
    return len(view.seq) == 3


def _we_have_not_bid(view: AuctionView) -> bool:
    return not view.bids_by(ME) and not view.bids_by(PARTNER) and "X" not in view.calls_by(PARTNER) \
        and "X" not in view.calls_by(ME)


def sandwich(view: AuctionView) -> bool:
    """The opponents opened and bid again; my side has only passed: a late natural overcall."""
    last = view.last_bid
    return (not view.we_opened and bool(view.seq) and _we_have_not_bid(view) and last is not None
            and view.last_bid_relation in (RHO, LHO) and int(last[0]) <= 2)


def their_penalty_target(view: AuctionView) -> bool:
    """A low contract of theirs after my side opened: a penalty double is on."""
    last = view.last_bid
    return (view.we_opened and last is not None and view.last_bid_relation in (RHO, LHO)
            and view.doubled == 0 and strain_of(last) != "NT" and int(last[0]) >= 2)


TWO_OVER_ONE = frozenset({"r1M.2h", "r1M.2over1", "r1M.2over1.3", "r1m.any", "r1m.2c.long",
                           "r1M.2h.passed", "r1M.2over1.passed", "r1m.2c.long.passed"})


def after_two_over_one(view: AuctionView, b) -> bool:
    """My two-level response was a two-over-one."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == ME]
    return bool(mine) and view.rule_of(mine[0]) in TWO_OVER_ONE


def partner_cue_raised_me(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was the cue-bid raise of my overcall, RHO passed: binds y (mine) and x (theirs)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "advo.cue":
        return None
    mine = view.suits_bid_by(ME)
    return {"y": mine[0], "x": strain_of(view.calls[-2])} if mine else None


def stolen_bid_spot(view: AuctionView) -> bool:
    """Partner opened 2NT and RHO bid 3♣: my double is the stolen-bid Stayman, never for penalty.

    Over 1NT – (2♣) the booklet's cue bid (3♣) is the Stayman substitute, so a double there is for penalty.
    """
    return view.seq == ("2NT", "3C")


# --- the bound suits ------------------------------------------------------------------------


def lower_than_opening(hand: HandEval | None, view: AuctionView, b) -> bool:
    """A new suit below the opened one: no reverse."""
    return SUITS.index(b["z"]) > SUITS.index(b["x"])


def higher_than_opening(hand: HandEval | None, view: AuctionView, b) -> bool:
    """Suit ``z`` ranks above the opened suit ``x``."""
    return SUITS.index(b["z"]) < SUITS.index(b["x"])


def not_reverse_jump(hand: HandEval | None, view: AuctionView, b) -> bool:
    """A jump shift names a new suit; the opener's own suit is rebid by other rules."""
    return b["z"] != b["x"]


def is_major(var: str) -> AuctionCheck:
    """A hidden test that suit variable ``var`` stands for a major (explanations apply it too)."""
    return AuctionCheck(lambda v, b: b[var] in "SH", f"{var} is a major", (var,))


# --- game: partner's game bid, and my side forced (one round or to game) --------------------


def not_past_partners_game(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner's game bid ends the search for game: only a major-suit fit may correct 3NT."""
    last = view.last_bid
    if last is None or view.last_bid_relation != PARTNER:
        return True
    level, strain = int(last[0]), strain_of(last)
    game = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}[strain]
    return level < game


def partner_did_not_pass_over_them(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner's last call was not a pass over their bid: a partner who declined to compete holds no extras,
    so his range's floor, not its middle, is what a five-level minor game may count on."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == PARTNER]
    if not mine or view.calls[mine[-1]] != "P" or mine[-1] == 0:
        return True
    before = mine[-1] - 1
    return not (is_bid(view.calls[before]) and view.relation(before) == LHO)


def my_major_over_3nt(view: AuctionView, b) -> bool:
    """Partner bid 3NT over my major: I may still play in it with six and a singleton or void, or seven."""
    suit = b["f"]
    return (view.last_bid == "3NT" and view.last_bid_relation == PARTNER and suit in "SH"
            and suit in view.suits_bid_by(ME) and view.known(PARTNER).max_len(suit) > 1)


_GAME_LEVEL = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}


def _below_game(view: AuctionView) -> bool:
    last = view.last_bid
    return last is None or int(last[0]) < _GAME_LEVEL[strain_of(last)]


def game_forced(hand: HandEval, view: AuctionView, b) -> bool:
    """My side is committed to game (a game-forcing call, or enough known values) and is still below it.

    The captain's count: my HCP plus the least partner has shown reach 25, or one of us made a
    game-forcing call; then the auction must not die below game.
    """
    if not _below_game(view) or view.last_bid_relation not in (ME, PARTNER):
        return False
    return game_forcing_call_made(view) or hand.hcp + view.expected_hcp(PARTNER) >= 26


def game_forcing_call_made(view: AuctionView) -> bool:
    """My side has made a game-forcing call (a rule marked ``game_forcing``), so the auction may not stop below game."""
    return any(explanation.game_forcing and view.relation(i) in (ME, PARTNER)
               for i, explanation in enumerate(view.explanations[:len(view.calls)]))


def partner_forced(view: AuctionView) -> bool:
    """Partner's last call was forcing and RHO passed: I may not pass."""
    n = len(view.calls)
    return n >= 2 and view.calls[-1] == "P" and n - 2 < len(view.explanations) \
        and view.explanations[n - 2].forcing and is_bid(view.calls[n - 2])


def partner_forced_last_suit(view: AuctionView, b) -> bool:
    """Partner's forcing call was in suit ``f`` and RHO passed."""
    return partner_forced(view) and strain_of(view.calls[-2]) == b["f"]


def rank(suit: str) -> int:
    """Higher number for a higher-ranking suit (C 0 … S 3)."""
    return "CDHS".index(suit)


def unbid(view: AuctionView, b) -> list[str]:
    """The suits nobody has bid yet."""
    return [s for s in SUITS if s not in view.bid_suits]
