"""Named teaching themes: constraints that give a fresh deal showing one point of the game.

>>> from cardlearn.engine.bridge.themes import theme_deal
>>> theme_deal("finesse_king", seed=3).owner("SK") in ("E", "W")
True

South is declarer and North dummy in every theme, so a lesson can say
"you are South". Each theme is data (a table of constraints, see
:mod:`cardlearn.engine.bridge.dealer`) plus, where no table can say it, a
check on the whole deal. Add a theme by adding an entry to :data:`THEMES`
and its name (``engine.theme.<id>``) to the catalogs.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardlearn.engine.bridge.boards import Board
from cardlearn.engine.bridge.counting import sure_tricks
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.dealer import Dealer, Predicate, deal_board
from cardlearn.engine.bridge.minibridge import minibridge_setup
from cardlearn.engine.errors import InvalidArgument
from cardlearn.i18n import Message, msg

NOTRUMP_OPENER = {"hcp": (15, 17), "shape": "balanced"}


@dataclass(frozen=True)
class Theme:
    """A named theme: its constraints and an optional check on the whole deal."""

    id: str
    constraints: Mapping[str, Any]
    check: Predicate | None = field(default=None, compare=False)

    @property
    def name(self) -> Message:
        """The theme's name in the learner's language."""
        return msg(f"engine.theme.{self.id}")

    def dealer(self, predicate: Predicate | None = None) -> Dealer:
        """A dealer for this theme; ``predicate`` (a double-dummy check ...) is added to the theme's own."""
        return Dealer(self.constraints, _both(self.check, predicate))


def _both(first: Predicate | None, second: Predicate | None) -> Predicate | None:
    if first is None or second is None:
        return first or second
    return lambda deal: first(deal) and second(deal)


def _lengths(deal: Deal, seat: str) -> list[int]:
    """The seat's suit lengths, spades first."""
    hand = deal.hand(seat)
    return [sum(card[0] == suit for card in hand) for suit in "SHDC"]


def _major_to_show(deal: Deal) -> bool:
    # North has a four- or five-card major (Stayman or a transfer), no six-card suit (Texas and
    # minor-suit bids come after the lesson) and not both majors five long (that is a later lesson too).
    spades, hearts, diamonds, clubs = _lengths(deal, "N")
    return max(spades, hearts) >= 4 and max(spades, hearts, diamonds, clubs) <= 5 and min(spades, hearts) < 5


def _overcall_shape(deal: Deal) -> bool:
    # South has one five-card suit (an overcall to weigh) or a 4-4-4-1 (a takeout double to weigh):
    # no six-card suit (weak jump overcalls) and no 5-5 (Michaels and the unusual 2NT come later).
    longest, second, _, shortest = sorted(_lengths(deal, "S"), reverse=True)
    return (longest == 5 and second < 5) or (longest == 4 and shortest <= 1)


def _south_declares_minibridge(deal: Deal) -> bool:
    return minibridge_setup(deal, "N").declarer == "S"


def _sure_tricks_between(low: int, high: int) -> Callable[[Deal], bool]:
    return lambda deal: low <= sure_tricks(deal, "NS").total <= high


def _lead_worth_thinking(deal: Deal) -> bool:
    """South has a four-card suit headed by an honour, or two touching honours somewhere."""
    for suit in "SHDC":
        ranks = "".join(card[1] for card in deal.hand("S") if card[0] == suit)
        if len(ranks) >= 4 and ranks[0] in "AKQJ":
            return True
        if any(pair in ranks for pair in ("AK", "KQ", "QJ", "JT")):
            return True
    return False


THEMES: dict[str, Theme] = {theme.id: theme for theme in (
    # Lesson: opening 1NT. South has the 15–17 balanced hand.
    Theme("opening_1nt", {"S": NOTRUMP_OPENER}),
    # Choosing the opening: South has 10–22 points, so some hands pass and some open one or two.
    Theme("opening_choice", {"S": {"hcp": (10, 22)}}),
    # Responding to partner's one of a suit: North opens (12–21), East passes, South has 3–12 points to answer
    # with (pass, raise, limit raise, new suit, 1NT). Exercises redraw until the system's auction fits.
    Theme("respond_one_suit", {"N": {"hcp": (12, 21)}, "E": {"hcp": (0, 7)}, "S": {"hcp": (3, 12)}}),
    # Responding to partner's one of a major with support: North opens 1♥ or 1♠, South holds three or more of it.
    Theme("raise_major", {"N": {"hcp": (12, 18), "H": (5, 6), "S": (0, 4)}, "E": {"hcp": (0, 7)},
                          "S": {"hcp": (5, 12), "H": (3, 4)}}),
    # Responding to 1NT: North invites with 8–9 and no four-card major (no Stayman to think of).
    Theme("respond_1nt_invite", {"S": NOTRUMP_OPENER, "N": {"hcp": (8, 9), "no_four_card_major": True}}),
    # Responding to 1NT with no major to show: pass, 2NT or 3NT (no Stayman or transfers before their lesson).
    Theme("respond_1nt", {"S": NOTRUMP_OPENER, "N": {"hcp": (3, 14), "S": (2, 3), "H": (2, 3), "D": (2, 5),
                                                       "C": (2, 5)}}),
    # Two-way finesse for the queen: ♠AJx opposite ♠K10x, the queen with East or West.
    Theme("two_way_finesse", {"N": {"holds": ["SA", "SJ"], "S": 3, "lacks": ["SQ"]},
                              "S": {"holds": ["SK", "ST"], "S": 3, "lacks": ["SQ"], **NOTRUMP_OPENER},
                              "NS": {"hcp": (24, 27)}}),
    # A suit to establish in no trump: dummy's ♦KQJxx, the ace out; North has an entry besides.
    Theme("establish_suit", {"N": {"holds": ["DK", "DQ", "DJ"], "D": (5, 6), "lacks": ["DA"], "hcp": (8, 11)},
                             "S": {"D": (2, 3), "lacks": ["DA"], **NOTRUMP_OPENER},
                             "NS": {"hcp": (24, 28)}}),
    # Ruff a loser in dummy: hearts are trumps, dummy has a singleton club, declarer three small-ish clubs.
    Theme("ruff_in_dummy", {"S": {"H": (5, 6), "holds": ["HA", "HK"], "C": 3, "lacks": ["CA", "CK"],
                                  "hcp": (12, 17)},
                            "N": {"H": (3, 4), "C": 1, "lacks": ["CA"]},
                            "NS": {"hcp": (22, 27)}}),
    # Hold-up with one stopper: declarer's ♦Axx, West leads from a five- or six-card suit.
    Theme("hold_up", {"S": {"holds": ["DA"], "D": 3, "lacks": ["DK", "DQ"], **NOTRUMP_OPENER},
                      "N": {"D": 2, "lacks": ["DK", "DQ", "DJ"], "hcp": (8, 11)},
                      "W": {"D": (5, 6), "holds": ["DK", "DQ"]}}),
    # A simple finesse against the king: dummy's ♠AQ, declarer leads towards it.
    Theme("finesse_king", {"N": {"holds": ["SA", "SQ"], "S": (2, 4), "hcp": (8, 11)},
                           "S": {"S": (2, 3), "lacks": ["SK"], **NOTRUMP_OPENER}}),
    # Choose the opening lead: South defends (only South's hand is used) with a suit of four or more
    # cards or touching honours to think about; 4–12 points, as a defender often has.
    Theme("opening_lead", {"S": {"hcp": (4, 12)}}, check=_lead_worth_thinking),
    # Count losers in a suit contract: hearts are trumps, South the long trump hand, North three or four.
    Theme("count_losers", {"S": {"H": (5, 6), "hcp": (11, 17)}, "N": {"H": (3, 4), "hcp": (6, 12)},
                           "NS": {"hcp": (22, 28)}}),
    # Draw trumps: South ♥A K Q x x opposite three, the opponents' five trumps split 3–2.
    Theme("draw_trumps", {"S": {"H": 5, "holds": ["HA", "HK", "HQ"], "hcp": (13, 17)},
                          "N": {"H": 3, "hcp": (8, 12)}, "E": {"H": (2, 3)}, "W": {"H": (2, 3)},
                          "NS": {"hcp": (24, 28)}}),
    # Discard a loser: dummy's ♣A K Q opposite a doubleton give one more winner than declarer needs.
    Theme("discard_loser", {"S": {"H": (5, 6), "holds": ["HA", "HK"], "C": 2, "hcp": (12, 17)},
                            "N": {"H": (3, 4), "holds": ["CA", "CK", "CQ"], "C": (3, 4)},
                            "NS": {"hcp": (23, 28)}}),
    # Count sure tricks in no trump: a 3NT deal with six to nine sure tricks to find.
    # Minibridge: North–South have the points and South the stronger hand (dealer North), so South
    # declares and chooses the contract; part scores and games, with and without a fit, all come up.
    Theme("minibridge_south", {"NS": {"hcp": (21, 30)}, "S": {"hcp": (11, 20)}},
          check=_south_declares_minibridge),
    Theme("sure_tricks_nt", {"S": NOTRUMP_OPENER, "N": {"hcp": (9, 11), "shape": "semi_balanced"}},
          check=_sure_tricks_between(6, 9)),
    # Lesson 10: responding to 1NT with a major to show — Stayman (four cards, 8+), a transfer (five), or pass.
    Theme("respond_1nt_major", {"S": NOTRUMP_OPENER, "N": {"hcp": (4, 15)}}, check=_major_to_show),
    # Lesson 11: East opens one of a suit and South, with 10–18, weighs an overcall, a double or a pass.
    Theme("overcall_choice", {"S": {"hcp": (10, 18)}}, check=_overcall_shape),
)}


def theme(theme_id: str) -> Theme:
    """The theme named ``theme_id``; raises InvalidArgument listing the themes."""
    if theme_id not in THEMES:
        raise InvalidArgument("engine.arg.choice", value=str(theme_id)[:40], name="theme",
                              allowed=", ".join(THEMES))
    return THEMES[theme_id]


def theme_deal(theme_id: str, seed: int | str | None = None, predicate: Predicate | None = None) -> Deal:
    """A fresh deal of the theme, reproducible from ``seed``; ``predicate`` adds a check (double dummy ...)."""
    return theme(theme_id).dealer(predicate).deal(seed)


def theme_board(theme_id: str, seed: int | str | None = None, number: int = 1,
                predicate: Predicate | None = None) -> Board:
    """A fresh deal of the theme as board ``number`` (dealer and vulnerability by number), ready for PBN."""
    chosen = theme(theme_id)
    return deal_board(chosen.constraints, seed, number, _both(chosen.check, predicate))


__all__ = ["THEMES", "Theme", "theme", "theme_board", "theme_deal"]
