"""Our trump suit and the slam that rests on it: the agreed suit read from my hand and partner's
shown lengths, no-trump shape, when to ask for aces, and what the ace count decides."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import AuctionCheck
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS


def major_agreed(view: AuctionView, major: str) -> bool:
    """Both of us bid ``major`` naturally, or I asked with Jacoby 2NT over
    partner's opening in it (an artificial bid, a fourth suit, agrees nothing; Jacoby's shortness
    rebids name other suits)."""
    if any(view.rule_of(i) == "r1M.jacoby" and view.relation(i) in (ME, PARTNER) for i in range(len(view.calls))):
        return view.seq[0] == f"1{major}"
    return all(any(view.relation(i) == who and is_bid(call) and strain_of(call) == major
                   and not view.rule_of(i).startswith(_ARTIFICIAL) for i, call in enumerate(view.calls))
               for who in (ME, PARTNER))


#: Rules whose suit bid says nothing about that suit (a major bid by them agrees nothing).
_ARTIFICIAL = ("r2s.fsf", "fsf", "jac.short", "rbr.try", "w2a.", "cue.", "open.2c", "r2c.2d", "bw.", "gerber", "kings")


def no_agreed_major(hand: HandEval | None, view: AuctionView, b) -> bool:
    """No major bid naturally by both of us (or agreed by Jacoby 2NT): a no-trump slam would leave our fit."""
    return not any(major_agreed(view, major) for major in "SH")


# --- the agreed trump suit, read from my hand and partner's shown lengths --------------------


def fit_suits(hand: HandEval, view: AuctionView, total: int = 8) -> list[str]:
    """Suits where my length plus partner's shown minimum reach ``total``, majors first."""
    known = view.known(PARTNER)
    shown = set(view.suits_bid_by(PARTNER)) | set(view.suits_bid_by(ME))
    fits = [s for s in SUITS if s in shown and hand.lengths[s] + known.min_len(s) >= total]
    return sorted(fits, key=lambda s: (s not in "SH", -hand.lengths[s] - known.min_len(s)))


def _trump_fit(hand: HandEval, view: AuctionView, b) -> bool:
    return b["f"] in fit_suits(hand, view)


class TrumpFit(AuctionCheck):
    """``f`` is a suit my side has named (explanations read that much) and, for a hand, a fit in it.

    So a cue bid of their suit is never read as "a fit in their suit" when the learner makes it.
    """

    def test(self, hand, view, b):
        ours = b["f"] in view.suits_bid_by(PARTNER) or b["f"] in view.suits_bid_by(ME)
        return ours and (hand is None or _trump_fit(hand, view, b))


def no_major_fit(hand: HandEval, view: AuctionView, b) -> bool:
    """No known fit in a major."""
    return not any(s in "SH" for s in fit_suits(hand, view))


def nt_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """Fit for no trump: any void or plain singleton sits in a suit partner has bid (he holds that suit)."""
    partner_suits = view.suits_bid_by(PARTNER)
    for suit in SUITS:
        n = hand.lengths[suit]
        if n == 0 and suit not in partner_suits:
            return False
        if n == 1 and suit not in partner_suits and hand.honors(suit, 3) == 0:
            return False
    return True


def _own_trumps(hand: HandEval, view: AuctionView) -> list[str]:
    """A self-sufficient suit of mine: six good or seven cards in a suit I have bid, no fit needed."""
    return [s for s in view.suits_bid_by(ME)
            if hand.lengths[s] >= 7 or (hand.lengths[s] >= 6 and hand.honors(s, 3) >= 2)]


def slam_suits(hand: HandEval, view: AuctionView) -> list[str]:
    """Where a slam may be played: our fits first, then my own self-sufficient suit."""
    fits = fit_suits(hand, view)
    return fits + [s for s in _own_trumps(hand, view) if s not in fits]


def blackwood_ok(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values with a fit (or my own solid suit), and nobody of ours has asked for aces yet."""
    fits = slam_suits(hand, view)
    # Blackwood cannot tell which aces partner holds: with a void, ace-asking misleads (bid naturally).
    if not fits or _asked_aces(view) or min(hand.lengths.values()) == 0:
        return False
    trump = fits[0]
    # In a minor, ask only when every answer leaves room to stop at five of it (or already shows enough aces).
    if trump == "D" and hand.aces < 1 or trump == "C" and hand.aces < 2:
        return False
    return hand.total_points + max(0, hand.support_points(trump) - hand.hcp) // 2 + view.expected_hcp(PARTNER) >= 33


def not_asked_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """Nobody has asked for aces in this auction yet."""
    return not _asked_aces(view)


def _asked_aces(view: AuctionView) -> bool:
    return any(view.rule_of(i).startswith("bw.ask") and view.relation(i) in (ME, PARTNER) for i in range(len(view.calls)))


def nt_game_ok(hand: HandEval, view: AuctionView, b) -> bool:
    """3NT is right: no major fit and every suit of theirs stopped."""
    return not any(s in "SH" for s in fit_suits(hand, view)) and all(hand.stopper(s) for s in view.their_suits)


# --- Blackwood: the ask, the answer and what the partnership's aces decide ----------------


def partner_asked_aces(view: AuctionView) -> bool:
    """Partner's last call was Blackwood 4NT and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.partner_rule.startswith("bw.ask") and view.calls[-1] == "P"


def partner_showed_aces(view: AuctionView) -> bool:
    """Partner answered my Blackwood ask with his aces and RHO passed."""
    n = len(view.calls)
    return n >= 4 and view.partner_rule.startswith("bw.reply") and view.my_last_rule.startswith("bw.ask") \
        and view.calls[-1] == "P"


_REPLY_ACES = {"5C": (0, 4), "5D": (1,), "5H": (2,), "5S": (3,)}


def _partnership_aces(hand: HandEval, view: AuctionView) -> int:
    options = _REPLY_ACES.get(view.calls[-2], (0,))
    theirs = options[-1] if hand.aces == 0 else options[0]
    return hand.aces + theirs


def agreed_suit(hand: HandEval, view: AuctionView) -> str | None:
    """Where a slam is played: our best fit, else my own solid suit, else my side's last suit before 4NT."""
    suits = slam_suits(hand, view)
    if suits:
        return suits[0]
    for i in range(len(view.calls) - 1, -1, -1):
        call = view.calls[i]
        if view.relation(i) in (ME, PARTNER) and is_bid(call) and strain_of(call) != "NT" and call[0] != "5":
            return strain_of(call)
    return None


def slam_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """The partnership holds three or four aces and ``f`` is the agreed suit: bid the small slam."""
    return _partnership_aces(hand, view) >= 3 and b["f"] == agreed_suit(hand, view)


def king_ask(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces between us and values near a grand slam (35+ together): ask for kings with 5NT."""
    return _partnership_aces(hand, view) == 4 and agreed_suit(hand, view) is not None \
        and hand.hcp + view.known(PARTNER).hcp_min >= 35


def grand_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces and the values for thirteen tricks (37+ together)."""
    if _partnership_aces(hand, view) < 4 or b["f"] != agreed_suit(hand, view):
        return False
    # Count partner at the bottom of the range: a grand needs certainty, not an average hand.
    return hand.hcp + view.known(PARTNER).hcp_min >= 39


def signoff_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """The partnership misses two aces and ``f`` is the agreed suit: sign off at five."""
    return _partnership_aces(hand, view) < 3 and b["f"] == agreed_suit(hand, view)


def no_major_fit_with_partner(hand: HandEval, view: AuctionView, b) -> bool:
    """No eight-card fit in a major partner has bid (counting what partner has shown)."""
    known = view.known(PARTNER)
    return not any(hand.lengths[s] + known.min_len(s) >= 8 for s in "SH" if s in view.suits_bid_by(PARTNER))
