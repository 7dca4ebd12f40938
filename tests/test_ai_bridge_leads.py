"""Standard opening leads (cardlearn.ai.bridge.leads): the classic examples of the card's leads table.

The expected cards come from the leads table as bridge teachers print it (SAYC card, ACBL/Audrey Grant
beginner books), not from the AI: ace from ace–king, top of a sequence, top of an interior sequence,
fourth best, low from three to an honour, top of nothing, top of a doubleton.
"""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge.leads import (
    CARD_RULES,
    auction_lead,
    card_rule,
    holdings,
    lead_in_suit,
    lead_suit,
    opening_lead,
)
from cardlearn.engine.bridge.calls import parse_call_code
from cardlearn.engine.errors import IllegalAction
from cardlearn.i18n import LANGUAGES

RANKS = "AKQJT98765432"
SUIT, NT = False, True


def lead_of(holding: str, notrump: bool) -> tuple[str, str]:
    """The card (rank letter) and rule the table gives for a holding like ``"KQ74"``."""
    ranks = sorted(RANKS.index(c) for c in holding)
    index, rule = card_rule(ranks, notrump)
    return RANKS[ranks[index]], rule


# (holding, contract, expected card, rule)
TABLE = [
    # against a suit contract
    ("AK6", SUIT, "A", "ace_from_ace_king"),
    ("AK", SUIT, "A", "ace_from_ace_king"),
    ("AK8532", SUIT, "A", "ace_from_ace_king"),
    ("KQ7", SUIT, "K", "top_of_touching_honours"),
    ("KQ742", SUIT, "K", "top_of_touching_honours"),
    ("QJ5", SUIT, "Q", "top_of_touching_honours"),
    ("JT63", SUIT, "J", "top_of_touching_honours"),
    ("KQJ4", SUIT, "K", "top_of_sequence"),
    ("QJT", SUIT, "Q", "top_of_sequence"),
    ("KJT6", SUIT, "J", "interior_sequence"),   # issue #28: the ♥J from ♥KJT6 against 4♠
    ("QT98", SUIT, "T", "interior_sequence"),
    ("KT95", SUIT, "T", "interior_sequence"),
    ("A852", SUIT, "A", "ace_against_suit"),
    ("AQJ4", SUIT, "A", "ace_against_suit"),
    ("K9763", SUIT, "6", "fourth_best_honour"),
    ("Q862", SUIT, "2", "fourth_best_honour"),
    ("J62", SUIT, "2", "low_from_honour"),       # issue #28: not the ♣J from ♣J62 against 6♦
    ("K73", SUIT, "3", "low_from_honour"),
    ("863", SUIT, "8", "top_of_nothing"),
    ("9752", SUIT, "9", "top_of_nothing"),
    ("72", SUIT, "7", "top_of_doubleton"),
    ("K4", SUIT, "K", "top_of_doubleton"),
    ("5", SUIT, "5", "singleton"),
    # against no trump
    ("KJ632", NT, "3", "fourth_best_honour"),   # issue #28: not the ♥K from ♥KJ632 against 3NT
    ("AK742", NT, "4", "fourth_best_honour"),
    ("KQ74", NT, "4", "fourth_best_honour"),
    ("KQJ74", NT, "K", "top_of_sequence"),
    ("QJT3", NT, "Q", "top_of_sequence"),
    ("KQT4", NT, "K", "top_of_broken_sequence"),
    ("QJ963", NT, "Q", "top_of_broken_sequence"),
    ("QJ863", NT, "6", "fourth_best_honour"),     # Q‑J‑8 is not a sequence: the 8 is two below
    ("AQJ5", NT, "Q", "interior_sequence"),
    ("KJT82", NT, "J", "interior_sequence"),
    ("A8642", NT, "4", "fourth_best_honour"),
    ("98742", NT, "4", "fourth_best"),
    ("Q72", NT, "2", "low_from_honour"),
    ("KQ3", NT, "K", "top_of_touching_honours"),
    ("853", NT, "8", "top_of_nothing"),
    ("J4", NT, "J", "top_of_doubleton"),
]


@pytest.mark.parametrize(("holding", "notrump", "card", "rule"), TABLE)
def test_the_leads_table(holding: str, notrump: bool, card: str, rule: str) -> None:
    assert lead_of(holding, notrump) == (card, rule)


def test_every_rule_of_the_table_has_an_example() -> None:
    assert {rule for *_, rule in TABLE} == set(CARD_RULES)


def test_partner_suit_comes_first() -> None:
    # Partner bid hearts: lead them even against no trump with a longer spade suit.
    lead = opening_lead("KJ632.Q74.A5.853", trump=-1, partner_suits=[1])
    assert (lead.code, lead.rule, lead.suit_rule) == ("H4", "low_from_honour", "partner_suit")
    lead = opening_lead("KJ632.74.A53.853", trump=0, partner_suits=[1])
    assert (lead.code, lead.rule) == ("H7", "top_of_doubleton")


def test_against_no_trump_the_longest_and_strongest_unbid_suit() -> None:
    assert lead_suit("K5.QJ863.A74.853", -1) == (1, "longest_strongest")
    # Both five long: the stronger one.
    assert lead_suit("K8632.KJ863.A4.8", -1) == (1, "longest_strongest")
    # The opponents bid hearts: the spades instead.
    assert lead_suit("K8632.KJ863.A4.8", -1, opponent_suits=[1]) == (0, "longest_strongest")


def test_against_a_suit_a_sequence_a_singleton_then_the_unbid_suit() -> None:
    assert lead_suit("KQJ4.A752.863.72", 1) == (0, "sequence")
    assert lead_suit("K87.A7532.8.9632", 0) == (2, "singleton")
    # With five trumps the singleton is not led (no ruffs needed); the unbid suit not away from the ace.
    assert lead_suit("K87.A7532.8.9632", 1) == (3, "unbid_suit")
    # Never away from an ace: A‑x‑x‑x is passed over for a suit without one.
    assert lead_suit("A863.74.KT52.QJ4", 1, opponent_suits=[1, 3]) == (2, "unbid_suit")
    assert lead_suit("A863.74.KT52.QJ4", 1) == (3, "sequence")


def test_the_auction_gives_partner_and_opponent_suits() -> None:
    # Dealer North 1♥, East 1♠, South 2♥, West pass, North 4♥: East leads spades (his own bid).
    calls = [parse_call_code(c) for c in ("1H", "1S", "2H", "P", "4H", "P", "P", "P")]
    lead = auction_lead("KQ974.5.A842.J63", 1, calls, dealer=0, leader=1)
    assert (lead.code, lead.suit_rule) == ("SK", "sequence")
    # West leads after partner East's spade overcall: the partner's suit, top of the doubleton.
    west = auction_lead("J5.K97.QT63.A842", 1, calls, dealer=0, leader=3)
    assert (west.code, west.suit_rule, west.rule) == ("SJ", "partner_suit", "top_of_doubleton")


def test_reasons_in_every_language() -> None:
    lead = opening_lead("KJ632.A4.Q73.85", trump=-1)
    assert lead.reason.text("en").endswith("♠3: fourth best from your long suit — it shows an honour.")
    for lang in LANGUAGES:
        text = lead.reason.text(lang)
        assert "♠3" in text and "{" not in text


def test_masks_and_strings_agree() -> None:
    mask = sum(1 << (13 * s + r) for s, suit in enumerate(holdings("KJ632.A4.Q73.85")) for r in suit)
    assert holdings(mask) == holdings("KJ632.A4.Q73.85")
    assert lead_in_suit(mask, 2, -1).code == "D3"


@pytest.mark.parametrize("hand", ["KJ632.A4.Q73", "KJ6X2.A4.Q73.85", ""])
def test_bad_hand_is_a_clear_error(hand: str) -> None:
    with pytest.raises(IllegalAction) as error:
        holdings(hand)
    assert "AKQJT98765432" in str(error.value)


def test_void_suit_is_a_clear_error() -> None:
    with pytest.raises(IllegalAction) as error:
        lead_in_suit("KJ632.A4.Q7385.", 3, -1)
    assert "Choose a suit you hold" in error.value.localized("en")
    assert "{" not in error.value.localized("th")


def test_the_convention_card_shows_the_leads_table_and_the_signals() -> None:
    from cardlearn.ai.bridge.system_card import carding_rows

    rows = carding_rows()
    shown = {(row.block_id, row.call): row.meaning.text("en") for row in rows}
    assert shown[("vs_suit", "K J 10 6")].startswith("J: the top of an interior sequence")
    assert shown[("vs_nt", "K J 6 3 2")].startswith("3: fourth best")
    assert shown[("vs_suit", "A K 6")].startswith("A: the ace from ace–king")
    signals = [row.meaning for row in rows if row.block_id == "signals"]
    assert [m.key for m in signals] == ["ai_bridge_card.signal.attitude", "ai_bridge_card.signal.count",
                                        "ai_bridge_card.signal.suit_preference", "ai_bridge_card.signal.spot_cards_side"]
    assert "high card encourages" in signals[0].text("en")
    for lang in LANGUAGES:
        for row in rows:
            assert row.meaning.text(lang) and "{" not in row.meaning.text(lang)
            assert row.context[0].text(lang)


def test_the_review_sentence_for_an_opening_lead() -> None:
    from cardlearn.ai.bridge.leads import review_lead
    from cardlearn.engine.cards import parse_bridge_card

    calls = [parse_call_code(c) for c in ("1NT", "P", "3NT", "P", "P", "P")]  # North declares, East leads
    hand = "KJ632.A4.Q73.85"

    def said(card: str) -> str:
        return review_lead(hand, -1, calls, 0, 1, parse_bridge_card(card).index).text("en")

    assert said("S3") == ("Opening lead: East led ♠3, the standard lead. Against no trump lead your longest and "
                          "strongest suit that the opponents have not bid: spades. ♠3: fourth best from your long "
                          "suit — it shows an honour.")
    assert said("D3").startswith("Opening lead: East led ♦3 (♦3: low from three cards headed by an honour.) "
                                 "The lead rules would choose another suit:")
    assert said("SK") == ("Opening lead: East led ♠K, not the card of the leads table from this suit. "
                          "♠3: fourth best from your long suit — it shows an honour.")
    for lang in LANGUAGES:
        for card in ("S3", "D3", "SK"):
            text = review_lead(hand, -1, calls, 0, 1, parse_bridge_card(card).index).text(lang)
            assert text and "{" not in text


def test_another_suit_is_led_only_when_it_is_clearly_better_layout_by_layout():
    from cardlearn.ai.bridge.defence import clearly_better_lead

    ruled = (9, 9, 10, 10, 9, 8)  # declarer's tricks after the standard lead on six layouts
    # Half a trick better on average and never worse: clearly better.
    assert clearly_better_lead((8, 9, 9, 10, 8, 8), ruled, 10, 0.5)
    # Half a trick better on average but a trick worse on one layout: noise, the card's lead stays.
    assert not clearly_better_lead((8, 8, 9, 9, 9, 9), ruled, 10, 0.5)
    # A whole trick better on average: clearly better whatever one layout says.
    assert clearly_better_lead((7, 8, 8, 9, 8, 9), ruled, 10, 0.5)
    # Beats the contract on more than a third more of twelve layouts, never worse: clearly better,
    # though under half a trick on average.
    assert clearly_better_lead((9,) * 12, (10,) * 5 + (9,) * 7, 10, 0.5)
    assert not clearly_better_lead((9,) * 12, (10,) * 4 + (9,) * 8, 10, 0.5)
