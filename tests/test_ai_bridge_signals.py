"""The defenders' signals: given among equal cards, read on lead, weighting the sampler, told in the review."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.bridge import sampling
from cardlearn.ai.bridge.leads import card_rule
from cardlearn.ai.bridge.play import BridgePlayer, _partner_asked
from cardlearn.ai.bridge.play_dd import CardStats
from cardlearn.ai.bridge.sampling import sample_layouts, seat_view
from cardlearn.ai.bridge.signals import partner_wishes, review_signals, signal_record
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.fast import SUIT_MASKS
from cardlearn.engine.cards import parse_bridge_card
from cardlearn.i18n import LANGUAGES

# South plays 4♠; West leads the ♥A. East's ♥K Q 7 2 wants hearts continued: the ♥7 encourages.
KQ = "N:QJ4.86.KQJ5.KJ43 73.KQ72.987.Q982 AKT986.54.AT6.A7 52.AJT93.432.T65"
# The same with East's and West's heart honours swapped: East's ♥J 10 7 2 has nothing to ask for.
JT = "N:QJ4.86.KQJ5.KJ43 73.JT72.987.Q982 AKT986.54.AT6.A7 52.AKQ93.432.T65"


def after_lead(pbn: str, lead: str, contract: str = "4S") -> Game:
    game = Game(Deal.from_pbn(pbn), dealer="S")
    for call in (contract, "P", "P", "P"):
        game.call(call)
    game.play(lead)
    game.play("H6")  # the dummy's small heart
    return game


def test_east_with_king_queen_encourages_with_a_high_spot_card():
    game = after_lead(KQ, "HA")
    decision = BridgePlayer(samples=8, seed=1).choose_card(game, "E")
    assert decision.card == "H7"
    assert decision.reason.key == "signals.give.attitude.high"
    assert "♥7" in decision.text("en") and "encourages" in decision.text("en")


def test_east_without_an_honour_discourages_with_the_lowest_card():
    game = after_lead(JT, "HA")
    decision = BridgePlayer(samples=8, seed=1).choose_card(game, "E")
    assert decision.card == "H2"
    assert decision.reason.key == "signals.give.attitude.low"


@pytest.mark.parametrize(("pbn", "east", "wish"), [(KQ, "H7", 1), (JT, "H2", -1)])
def test_west_reads_the_signal_and_leads_accordingly_when_the_samples_tie(pbn, east, wish):
    game = after_lead(pbn, "HA")
    game.play(east)
    game.play("H4")  # South's small heart: West won the trick and is on lead
    view = seat_view(game, "W")
    assert partner_wishes(view) == {1: wish}
    hearts, diamonds = (parse_bridge_card(code).index for code in ("H9", "D4"))
    tied = [CardStats(card, (card,), (9, 9), 10, (-50, -50)) for card in (diamonds, hearts)]
    chosen = _partner_asked(view, tied, tied[0])
    assert chosen.card == (hearts if wish > 0 else diamonds)


def test_a_seat_that_showed_out_never_gets_the_suit_in_samples():
    # West leads the ♥A, then the ♥3: South shows out on the second round (a club discard).
    hands = Deal.from_pbn("N:QJ4.86.KQJ5.KJ43 73.KQ72.987.Q982 AKT986.5.AT64.A7 52.AJT943.32.T65")
    view_game = Game(hands, dealer="S")
    for call in ("4S", "P", "P", "P"):
        view_game.call(call)
    for card in ("HA", "H6", "H2", "H5", "H3", "H8", "HK", "C7"):
        view_game.play(card)
    view = seat_view(view_game, "E")  # East won the ♥K and leads
    assert view.voids()[2] & 0b10  # South showed out of hearts
    layouts = sample_layouts(view, 60, random.Random(3)).hands
    assert len(layouts) == 60
    assert all(hands[2] & SUIT_MASKS[1] == 0 for hands in layouts)


def test_the_opening_lead_weights_the_leaders_hidden_hand():
    game = after_lead(KQ, "HJ", "3NT")  # ♥J from A J 10 9 3: the top of an interior sequence against no trump
    view = seat_view(game, "E")  # East sees the dummy and its own hand; West's is hidden
    jack = parse_bridge_card("HJ").index % 13

    def share(layouts: tuple[tuple[int, int, int, int], ...]) -> float:
        fits = 0
        for hands in layouts:
            holding = ((hands[3] | view.played_by(3)) & SUIT_MASKS[1]) >> 13
            ranks = [r for r in range(13) if holding >> r & 1]
            fits += ranks[card_rule(ranks, True)[0]] == jack
        return fits / len(layouts)

    weighted = share(sample_layouts(view, 150, random.Random(5)).hands)
    original = sampling.layout_checks
    try:
        sampling.layout_checks = lambda _view: []
        uniform = share(sample_layouts(view, 150, random.Random(5)).hands)
    finally:
        sampling.layout_checks = original
    assert weighted > uniform + 0.15


def encouraged_game() -> Game:
    game = after_lead(KQ, "HA")
    game.play("H7")
    game.play("H4")
    return game


def test_the_review_explains_the_signal_in_every_language():
    game = encouraged_game()
    sentences = review_signals(game)
    assert [s.key for s in sentences] == ["signals.review.attitude.high"]
    texts = {lang: sentences[0].text(lang) for lang in LANGUAGES}
    assert texts["en"] == "East played ♥7: encouraging — a high card on partner's lead shows an honour in the suit."
    assert len(set(texts.values())) == len(LANGUAGES)
    assert all("♥7" in text and "{" not in text for text in texts.values())
    assert review_signals(game, skip="E") == []


def test_the_bench_record_counts_a_given_signal_and_the_next_lead():
    game = encouraged_game()
    game.play("HJ")  # West continues hearts, as asked
    record = signal_record(game)
    assert (record.possible, record.given, record.read, record.agreed) == (1, 1, 1, 1)


def test_a_defender_does_not_switch_away_from_a_king_when_another_suit_is_as_good():
    from cardlearn.ai.bridge.play_heuristic import HeuristicPlayer, away_from_king

    # East, on lead with ♣K 9 8 3 and ♦9 8 7 (the dummy's ♣Q J over it), leads a diamond, not away from the king.
    pbn = "N:QJ4.86.KQJ5.QJ42 73.KQ72.987.K983 AKT986.54.AT6.A7 52.AJT93.432.T65"
    game = after_lead(pbn, "HA")
    view = seat_view(game, "E")
    clubs_and_diamonds = (view.hand(1) or 0) & (SUIT_MASKS[2] | SUIT_MASKS[3])
    assert away_from_king(clubs_and_diamonds, 3) and not away_from_king(clubs_and_diamonds, 2)
    card, _ = HeuristicPlayer().defence_lead(view, clubs_and_diamonds)
    assert card // 13 == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tables_review_lists_the_signals_on_show(lang):
    from cardlearn.widgets.bridge_review_view import review_signal_lines

    game = encouraged_game()
    assert review_signal_lines(game, 2) == []  # East's card is not on show yet
    shown = [line.text(lang) for line in review_signal_lines(game, 4)]
    assert shown == [review_signals(game)[0].text(lang)]


def bench_game(pbn: str, number: int, calls: tuple[str, ...], plays: str) -> Game:
    from cardlearn.engine.bridge.boards import board_dealer, board_vulnerability

    game = Game(Deal.from_pbn(pbn), board_vulnerability(number), board_dealer(number))
    for call in calls:
        game.call(call)
    for card in plays.split():
        game.play(card)
    return game


def dd_cost_of_last_card(game: Game) -> int:
    from cardlearn.ai.bridge.analysis import card_costs

    return int(card_costs(game).iloc[-1].cost)


# Bench board 29 (seed 28): 3NT by North. West's ♠10 5 4 2 under declarer's ♠9 and ♠Q: the old defender
# gave count with the ♠10 and declarer's ♠9 8 became a fourth spade trick.
BOARD_29 = "N:9863.AJT6.A7.AK4 J7.KQ8.86542.J63 AKQ.73.KQT9.9852 T542.9542.J3.QT7"
# Bench board 22 (seed 28): 6♠ by South. West's ♠10 2 under the ♠A: count in trumps cost the ♠10's trick.
BOARD_22 = "N:.QJ65.A87653.K97 QJ863.A974.J9.Q6 AK9754.KT.KQ.A85 T2.832.T42.JT432"


def test_the_ten_is_kept_not_spent_on_a_count_signal():
    game = bench_game(BOARD_29, 29, ("1NT", "P", "3NT", "P", "P", "P"), "D4 D9 DJ DA S9 S7 SQ")
    decision = BridgePlayer(seed=3, level="full").choose_card(game, "W")
    assert decision.card == "S5"  # high-low with four cards, from the spots under the ten
    assert decision.reason.key == "signals.give.count.high"
    game.play(decision.card, "W")
    assert dd_cost_of_last_card(game) == 0


def test_no_count_signal_in_trumps():
    calls = ("P", "1S", "P", "2D", "P", "3S", "P", "3NT", "P", "4NT", "P", "5D", "P", "6S", "P", "P", "P")
    game = bench_game(BOARD_22, 22, calls, "CJ CK C6 C5 H6 H9 HK H2 SA")
    decision = BridgePlayer(seed=3, level="full").choose_card(game, "W")
    assert decision.card == "S2"
    assert not decision.reason.key.startswith("signals.")
    game.play(decision.card, "W")
    assert dd_cost_of_last_card(game) == 0


def test_a_ten_or_a_trump_is_no_signal_for_the_reader_or_the_review():
    from cardlearn.ai.bridge.signals import signal_kind

    ten, five = (parse_bridge_card(code).index for code in ("ST", "S5"))
    played = [(0, parse_bridge_card("S9").index), (1, parse_bridge_card("S7").index),
              (2, parse_bridge_card("SQ").index)]
    assert signal_kind([*played, (3, ten)], 3, declarer=0, trump=-1) is None
    assert signal_kind([*played, (3, five)], 3, declarer=0, trump=-1) == "count"
    assert signal_kind([*played, (3, five)], 3, declarer=0, trump=0) is None  # spades are trumps


def test_west_follows_the_encouraging_signal_when_the_samples_nearly_tie_but_not_against_a_sure_gain():
    game = after_lead(KQ, "HA")
    game.play("H7")  # East encourages
    game.play("H4")
    view = seat_view(game, "W")
    hearts, diamonds = (parse_bridge_card(code).index for code in ("H9", "D4"))

    def stats(card: int, tricks: tuple[int, ...]) -> CardStats:
        return CardStats(card, (card,), tricks, 11, tuple(-50 for _ in tricks))

    best = stats(diamonds, (9,) * 9 + (8,))  # the samples' best by a tenth of a trick
    near = stats(hearts, (9,) * 8 + (8, 10))  # better on one layout, worse on another
    assert _partner_asked(view, [best], best, [best, near]) is near
    sure = stats(diamonds, (8,) * 10)  # never worse than the heart: a sure gain
    assert _partner_asked(view, [sure], sure, [sure, near]) is sure



def test_the_reason_for_following_partners_signal_reads_in_every_language():
    from cardlearn.engine.bridge.messages import card_symbol
    from cardlearn.engine.cards import suit_message
    from cardlearn.i18n import msg

    reason = msg("defence_play.reason.partner_asked", card=card_symbol(parse_bridge_card("HJ").index),
                 suit=suit_message("H"))
    texts = {lang: reason.text(lang) for lang in LANGUAGES}
    assert texts["en"].startswith("♥J: partner's signal asked for hearts")
    assert len(set(texts.values())) == len(LANGUAGES)
    assert all("♥J" in text and "{" not in text for text in texts.values())
