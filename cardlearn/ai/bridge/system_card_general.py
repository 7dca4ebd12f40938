"""The card's General Approach (ACBL SAYC booklet, first page) and the marks for what goes beyond the booklet.

Every statement of the General Approach is read off the system itself, so the
card and the bidder cannot disagree: the minimum length of a major opening and
the no trump ranges come from the opening rules' own numbers, the opening with
4–4 and 3–3 in the minors is what the bidder chooses with such a hand, and
"negative doubles through 2♠" is found by asking what responder's double means
after each overcall. Where the system goes further than the booklet, the rows
say so and carry the card's *addition* mark (:data:`ADDITIONS`).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardlearn.ai.bridge.conditions import Joined, hcp_text
from cardlearn.ai.bridge.rule import Rule
from cardlearn.engine.bridge.calls import call_message, parse_call_code
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:
    from cardlearn.ai.bridge.explain import Explanation


@dataclass(frozen=True)
class Addition:
    """A convention or treatment beyond the SAYC booklet: its name's catalog key and how to know its rules."""

    key: str
    label_names: tuple[str, ...] = ()  # a rule whose label's name starts with one of these
    rule_ids: tuple[str, ...] = ()  # or whose id starts with one of these

    def covers(self, rule: Rule) -> bool:
        """Whether ``rule`` belongs to this addition."""
        name = (rule.label or "").rsplit(".", 1)[-1]
        return (bool(name) and name.startswith(self.label_names)) or rule.id.startswith(self.rule_ids)


#: What the system plays beyond the booklet (revised January 2006), each marked on the card.
ADDITIONS: tuple[Addition, ...] = (
    Addition("texas", label_names=("nt2_texas",)),
    Addition("stolen_bid", label_names=("nt2_stolen_bid",), rule_ids=("nt2.stolen",)),
    Addition("fourth_seat_two", label_names=("c2_fourth_seat_",)),
    Addition("third_seat_weak_two", label_names=("weak_two_third_seat",)),
    Addition("cappelletti", rule_ids=("cap.2", "capa.", "capr.", "capx.")),
    Addition("jordan", label_names=("jordan",)),
    Addition("michaels_weak_two", label_names=("michaels_weak_two",)),
    Addition("unusual_4nt", label_names=("unusual_4nt_minors",)),
    Addition("negative_double_3", rule_ids=("cr.neg3",)),
    Addition("help_suit", label_names=("help_suit_try",)),
    Addition("gsf", label_names=("gsf_",)),
)


def addition_of(rule: Rule) -> str:
    """The key of the addition ``rule`` belongs to ("" for a rule of the booklet)."""
    return next((a.key for a in ADDITIONS if a.covers(rule)), "")


@dataclass(frozen=True)
class Agreement:
    """One line of the General Approach: the calls it is about, what it says, and whether it is an addition."""

    key: str
    calls: tuple[str, ...]
    meaning: Message
    addition: str = ""
    forcing: bool = False


# Hands for the minor-suit agreements: no five-card major, 13 HCP.
MINORS_44 = ("SK", "S3", "S2", "HK", "H2", "DA", "DJ", "D5", "D4", "CQ", "C8", "C4", "C3")
MINORS_33 = ("SA", "SJ", "S3", "S2", "HK", "H3", "H2", "DQ", "D3", "D2", "CK", "C3", "C2")
#: The booklet's negative doubles reach this overcall.
BOOKLET_NEGATIVE_LIMIT = "2S"
_OVERCALLS = tuple(f"{level}{strain}" for level in range(1, 5) for strain in "CDHS")


def general_approach(explain: Callable[[Sequence[str], int], Explanation], choose: Callable[[Sequence[str]], str],
                     labels: Callable[[Sequence[str], int], str],
                     full: Callable[[Sequence[str], int], Explanation] | None = None) -> list[Agreement]:
    """The General Approach of the system as ``explain``, ``choose`` and ``labels`` read it (at one level).

    ``explain(auction, index)`` gives an :class:`~cardlearn.ai.bridge.explain.Explanation`,
    ``choose(hand)`` the opening the bidder makes with ``hand``, ``labels(auction, index)`` the
    label name of the rule that explains the call ("" when none does). ``full`` reads a call in
    the whole system: at a learner's level an opening is on the card only where the level reads
    it by the same rule (a 2NT the level does not teach yet is read as natural, not as the opening).
    """
    def known(auction: Sequence[str]) -> Explanation | None:
        explanation = explain(auction, 0)
        if explanation.rule_id.startswith("unknown"):
            return None
        return explanation if full is None or full(auction, 0).rule_id == explanation.rule_id else None

    out: list[Agreement] = []
    major = known(["1H"])
    if major is not None:
        n = min(major.constraints.min_len("H"), explain(["1S"], 0).constraints.min_len("S"))
        out.append(Agreement("majors", ("1H", "1S"), msg("ai_bridge_card.approach.majors", n=n)))
    for key, hand in (("minors_44", MINORS_44), ("minors_33", MINORS_33)):
        out.append(Agreement(key, (choose(hand),), msg(f"ai_bridge_card.approach.{key}")))
    for opening in ("1NT", "2NT", "3NT", "2C"):
        explanation = known([opening])
        if explanation is not None:
            out.append(Agreement(opening, (opening,), explanation.meaning, forcing=explanation.forcing))
    weak = known(["2H"])
    if weak is not None:
        c = weak.constraints
        # The booklet's answers (2NT asks for a feature, a new suit forces) are said where the level has them.
        answers = explain(["2H", "P", "2NT"], 2).forcing and explain(["2H", "P", "2S"], 2).forcing
        key = "ai_bridge_card.approach.weak_twos" if answers else "ai_bridge_card.approach.weak_twos_plain"
        out.append(Agreement("weak_twos", ("2D", "2H", "2S"), msg(key, n=c.min_len("H"),
                                                                 hcp=hcp_text(c.hcp_min, c.hcp_max))))
    out += _negative_doubles(labels)
    return out


def _negative_doubles(labels: Callable[[Sequence[str], int], str]) -> list[Agreement]:
    """How high responder's double of an overcall is negative: the booklet's part, then the system's own."""
    highest = ""
    for overcall in _OVERCALLS[1:]:  # over 1♦ and up: 1♣ overcalls nothing
        openings = [o for o in ("1C", "1D", "1H", "1S") if _above(overcall, o) and o[1] != overcall[1]]
        if not all(labels([o, overcall, "X"], 2).startswith("negative_double") for o in openings):
            break
        highest = overcall
    if not highest:
        return []
    booklet = highest if _OVERCALLS.index(highest) <= _OVERCALLS.index(BOOKLET_NEGATIVE_LIMIT) \
        else BOOKLET_NEGATIVE_LIMIT
    out = [Agreement("negative_doubles", ("X",), msg("ai_bridge_card.approach.negative_doubles",
                                                     call=call_message(parse_call_code(booklet))))]
    if highest != booklet:
        low = _OVERCALLS[_OVERCALLS.index(booklet) + 1]
        out.append(Agreement("negative_doubles_higher", ("X",), msg(
            "ai_bridge_card.approach.negative_doubles_higher", low=call_message(parse_call_code(low)),
            high=call_message(parse_call_code(highest))), "negative_double_3"))
    return out


def _above(bid: str, other: str) -> bool:
    strains = "CDHS"
    return (int(bid[0]), strains.index(bid[1])) > (int(other[0]), strains.index(other[1]))


def additions_line(present: Sequence[str]) -> Agreement | None:
    """The line that names every addition on this card (None when there is none)."""
    names = [msg(f"ai_bridge_card.addition.{key}") for key in dict.fromkeys(present) if key and key != "all"]
    if not names:
        return None
    return Agreement("additions", (), msg("ai_bridge_card.approach.additions", names=Joined(tuple(names))), "all")
