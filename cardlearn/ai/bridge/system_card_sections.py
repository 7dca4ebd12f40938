"""Where each rule of the bidding system sits on the convention card: the sections of the ACBL SAYC card.

A small classifier (:func:`section_of`) reads a block's context (who opened,
what, whether the opponents bid) and a rule's call and label, so a convention
added to the system later appears on the card in the right place, or under
:data:`OTHER` when it fits none. :func:`is_conventional` decides which calls
are listed again under "Conventions".
"""
from __future__ import annotations

from collections.abc import Sequence

from cardlearn.ai.bridge.auction_view import AuctionView, is_bid, strain_of
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import Block, Rule

SECTIONS: tuple[str, ...] = (
    "general", "notrump", "major", "minor", "two_clubs", "weak_twos", "preempts", "rebids",
    "competition", "overcalls", "nt_overcall", "doubles", "conventions", "slam", "leads",
)
OTHER = "other"

# Conventional calls listed again under "Conventions", by the start of their label's name (artificial
# suit bids are found by shape as well); slam conventions and doubles likewise.
CONVENTION_LABELS: tuple[str, ...] = (
    "stayman", "transfer", "complete_transfer", "super_accept", "jacoby", "strong_2c", "waiting",
    "second_negative", "negative_double", "blackwood", "gerber", "gsf", "king", "michaels", "unusual",
    "cap_", "cappelletti", "fourth_suit", "feature", "relay", "minor_relay", "cue", "quantitative",
    "lebensohl", "drury", "splinter", "responsive", "help_suit",
)
SLAM_LABELS: tuple[str, ...] = ("blackwood", "gerber", "gsf", "king", "grand_slam", "slam_try")
SLAM_RULES: tuple[str, ...] = ("bw.", "gerber", "kings", "gsf", "q5.", "cue.", "tq.")
DOUBLE_LABELS: tuple[str, ...] = ("takeout", "strong_double", "negative_double", "reopening_double", "responsive",
                                  "doubler")


def _label_name(rule: Rule) -> str:
    return (rule.label or "").rsplit(".", 1)[-1]


def pattern_tokens(block: Block) -> list[str] | None:
    """The tokens of a pattern block's context (None for a block whose context is a test)."""
    if not isinstance(block.context, Seq):
        return None
    return [t for t in block.context.pattern.split() if t != "..."]


def _opening_kind(call: str) -> str:
    """The section of an opening bid given as a token or a call (``1M``, ``2w``, ``1NT``, ``3p`` ...)."""
    if call in ("P", ""):
        return "general"
    level, strain = call[0], call[1:]
    if strain == "NT":
        return "notrump"
    if level == "1":
        return "major" if strain in ("M", "S", "H") else "minor" if strain in ("m", "C", "D") else "rebids"
    if level == "2":
        return "two_clubs" if strain == "C" else "weak_twos"
    return "preempts"


def section_of(block: Block, rule: Rule, call: str, seq: Sequence[str] | None = None) -> str:
    """The card section of ``rule`` making ``call`` in ``block``; :data:`OTHER` when no section fits.

    The block's pattern is read, or for a block whose context is a test, ``seq``: an example auction
    (from the opening bid on) that the block matches. Who opened, with what, and whether the opponents bid decide the section;
    slam conventions, doubles and the doubler's partnership go by the rule's own name and label.
    """
    label = _label_name(rule)
    if rule.id.startswith(SLAM_RULES) or label.startswith(SLAM_LABELS):
        return "slam"
    if call == "X" and label.startswith(DOUBLE_LABELS):
        return "doubles"
    if block.id.split(".")[0] == "general":
        return "general"
    tokens = pattern_tokens(block)  # the pattern says "1M" or "1x" where an example says "1♥"
    if tokens is None:
        if seq is None:
            return OTHER
        tokens = list(seq)
    if not tokens:  # an opening bid
        return _opening_kind(call)
    if len(tokens) % 4 in (0, 2):  # my side opened (the opener is me or partner)
        return _our_auction_section(tokens)
    return _their_auction_section(tokens, rule, label)


def _our_auction_section(tokens: Sequence[str]) -> str:
    """The section of a call in an auction my side opened: the opening's, rebids, or competition."""
    theirs = [t for i, t in enumerate(tokens) if (len(tokens) - i) % 2 == 1]  # calls of RHO and LHO
    ours = [t for i, t in enumerate(tokens) if (len(tokens) - i) % 2 == 0]
    kind = _opening_kind(tokens[0])
    if all(t in ("P", "-") for t in theirs):
        # One of a suit: the opening and the responses in its section, the later rounds under "rebids".
        return "rebids" if kind in ("major", "minor") and len(tokens) >= 4 else kind
    if kind == "notrump":
        return kind
    return "doubles" if "X" in ours else "competition"  # after our negative double: its answers


def _their_auction_section(tokens: Sequence[str], rule: Rule, label: str) -> str:
    """The section of a call in an auction they opened: our 1NT overcall, the takeout doubler's side, or overcalls."""
    ours = [t for i, t in enumerate(tokens) if (len(tokens) - i) % 2 == 0]
    first = next((t for t in ours if t not in ("P", "-")), None)  # a balancing call comes after a pass
    if tokens[0] == "1NT" or label.startswith("nt_overcall") or first == "1NT":
        return "nt_overcall"
    if first == "X" or rule.id.startswith(("adv.", "ovx.")) or label.startswith("penalty_pass"):
        return "doubles"  # the takeout doubler's partnership: advances and the doubler's rebids
    return "overcalls"



def is_conventional(rule: Rule, view: AuctionView, b: dict[str, str], call: str) -> bool:
    """A convention: a known conventional label, or a forcing bid in a new suit that does not promise three cards of it."""
    if _label_name(rule).startswith(CONVENTION_LABELS):
        return True
    if not rule.forcing or not is_bid(call) or strain_of(call) == "NT":
        return False
    suit = strain_of(call)
    if suit in view.suits_bid_by(0) or suit in view.suits_bid_by(2):  # 0 me, 2 partner
        return False
    return rule.constraints(view, b).lengths["SHDC".index(suit)][0] < 3

