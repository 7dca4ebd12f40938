"""Every notation round-trips: a card or a call built from its code equals itself, and its repr evaluates back."""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge.calls import Call
from cardlearn.engine.cards import BRIDGE_DECK, JASS_DECK, BridgeCard, JassCard
from cardlearn.engine.errors import IllegalCall, InvalidCard

NAMES = {"Call": Call, "BridgeCard": BridgeCard, "JassCard": JassCard}


@pytest.mark.parametrize("code", range(38))
def test_a_call_round_trips_through_its_repr_and_its_notation(code: int) -> None:
    call = Call(code)
    assert eval(repr(call), NAMES) == call
    assert Call(str(call)) == call == Call.parse(str(call))
    assert eval(repr(call), NAMES).is_bid == (code >= 3)  # the old repr gave a call whose is_bid raised


@pytest.mark.parametrize("card", [*BRIDGE_DECK, *JASS_DECK], ids=str)
def test_a_card_round_trips_through_its_repr_and_its_code(card: BridgeCard | JassCard) -> None:
    assert eval(repr(card), NAMES) == card
    assert type(card)(str(card)) == card == type(card).parse(str(card))


@pytest.mark.parametrize("bad", ["S", "", "SX", "ZZ", 5, None, "S" * 500])
def test_a_card_that_is_not_one_is_refused_with_a_short_message(bad: object) -> None:
    with pytest.raises(InvalidCard) as error:
        BridgeCard(bad)  # type: ignore[arg-type]
    assert len(str(error.value)) < 300


@pytest.mark.parametrize("suit,rank", [("S", "AK"), ("SH", "A"), ("S", "")])
def test_two_part_cards_need_one_letter_each(suit: str, rank: str) -> None:
    with pytest.raises(InvalidCard):
        BridgeCard(suit, rank) if rank else BridgeCard(suit, "")
    with pytest.raises(InvalidCard):
        JassCard(suit.replace("S", "E"), rank)


@pytest.mark.parametrize("bad", [38, -1, True, "Q", 2.0, "8NT"])
def test_a_call_that_is_not_one_is_refused(bad: object) -> None:
    with pytest.raises(IllegalCall):
        Call(bad)  # type: ignore[arg-type]
