"""The pure-Python player follows a teacher's rules of thumb and always plays a legal card."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.ai.bridge.play_heuristic import HeuristicPlayer, beats, trick_winner
from cardlearn.ai.bridge.sampling import seat_view
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.fast import SUIT_MASKS, mask_cards, random_card
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.i18n import LANGUAGES

PLAYER = HeuristicPlayer()
CONTRACTS = (("1NT", "P", "3NT", "P", "P", "P"), ("1S", "P", "4S", "P", "P", "P"),
             ("1H", "P", "2H", "P", "P", "P"), ("1D", "P", "5D", "P", "P", "P"))


def code(card: int) -> str:
    return str(BRIDGE_DECK[card])


def positions(count: int, seed: int = 0):
    """Random positions (game, view) from random deals played at random up to a random point."""
    rng = random.Random(seed)
    for n in range(count):
        game = Game(Deal.random(seed=seed * 1000 + n), dealer="N")
        for call in CONTRACTS[n % len(CONTRACTS)]:
            game.call(call)
        for _ in range(rng.randrange(52)):
            game.core.apply_card(random_card(game.core.legal_mask(), rng))
        yield game, seat_view(game, game.controller)


def lowest(mask: int) -> int:
    return mask_cards(mask)[-1]


def test_second_hand_plays_low_on_a_low_lead():
    seen = 0
    for game, view in positions(400, 1):
        trick = view.current_trick
        if len(trick) != 1 or trick[0][1] % 13 <= 4 or not view.legal_mask & SUIT_MASKS[trick[0][1] // 13]:
            continue
        card, reason = PLAYER.decide(view)
        if view.legal_mask.bit_count() > 1:
            assert card == lowest(view.legal_mask), (game, code(card))
            assert reason.key == "ai_bridge_play.reason.second_hand_low"
            seen += 1
    assert seen >= 10


def test_an_honour_is_covered_with_an_honour():
    seen = 0
    for game, view in positions(600, 2):
        trick = view.current_trick
        if len(trick) != 1:
            continue
        led_seat, led = trick[0]
        legal = view.legal_mask
        if led % 13 > 4 or not legal & SUIT_MASKS[led // 13]:
            continue
        higher = [c for c in mask_cards(legal) if c < led]
        leader = view.hand(led_seat)
        touching = leader is not None and led % 13 < 12 and leader >> (led + 1) & 1
        card, reason = PLAYER.decide(view)
        if higher and not touching and legal.bit_count() > 1:
            assert card == higher[-1], (game, code(card))  # the cheapest card that covers
            assert reason.key == "ai_bridge_play.reason.cover_honour"
            seen += 1
        elif touching and legal.bit_count() > 1:
            assert reason.key == "ai_bridge_play.reason.second_hand_low"  # wait for the last honour
    assert seen >= 5


def test_third_hand_plays_high_when_partner_leads_low():
    seen = 0
    for game, view in positions(800, 3):
        trick = view.current_trick
        if len(trick) != 2 or view.hand((view.to_play + 1) & 3) is not None:
            continue  # the fourth hand is hidden: no playing against a visible dummy
        led = trick[0][1]
        legal = view.legal_mask
        if led % 13 <= 3 or not legal & SUIT_MASKS[led // 13] or legal.bit_count() < 2:
            continue
        _, best = trick_winner(trick, view.trump)
        if trick_winner(trick, view.trump)[0] == trick[0][0] and best % 13 <= 3:
            continue
        top = mask_cards(legal)[0]
        card, reason = PLAYER.decide(view)
        if beats(top, best, view.trump) and reason.key != "ai_bridge_play.reason.partner_winning":
            # High: the lowest of the top touching cards, and it wins the trick so far.
            assert reason.key == "ai_bridge_play.reason.third_hand_high"
            assert beats(card, best, view.trump)
            between = [c for c in range(top, card + 1) if c not in mask_cards(legal)]
            gone = {c for _, c in view.played[:len(view.played) - len(trick)]}
            assert all(c in gone for c in between), (game, code(card))
            seen += 1
    assert seen >= 5


HANDS = {
    "N": "SA SK S2 HA HK H2 DA DK D2 CA CK C3 C2",
    "E": "SQ SJ ST H9 H8 H7 D9 D8 D7 C9 C8 C7 C6",
    "S": "S9 S8 S7 S6 H6 H5 H4 H3 D6 D5 D4 D3 C5",
    "W": "S5 S4 S3 HQ HJ HT DQ DJ DT CQ CJ CT C4",
}


def test_the_opening_lead_is_the_top_of_a_sequence():
    game = fixed_game("N", ("1NT", "P", "3NT", "P", "P", "P"))
    card, reason = PLAYER.decide(seat_view(game, "E"))
    assert code(card) == "SQ"  # ♠QJ10: the top of the sequence
    assert reason.key == "leads.reason" and reason.params["card"].key == "leads.card.top_of_sequence"


def fixed_game(dealer: str, calls: tuple[str, ...], plays: tuple[str, ...] = ()) -> Game:
    game = Game(Deal.from_hands({s: t.split() for s, t in HANDS.items()}), dealer=dealer)
    for call in calls:
        game.call(call)
    for card in plays:
        game.play(card)
    return game


def test_partners_bid_suit_is_led():
    # East opened 1♥; South declares 3NT and West leads East's suit, top of the ♥QJ10 sequence.
    game = fixed_game("E", ("1H", "1NT", "P", "3NT", "P", "P", "P"))
    assert game.declarer == "S" and game.to_act == "W"
    card, reason = PLAYER.decide(seat_view(game, "W"))
    assert code(card) == "HQ" and reason.params["suit"].key == "leads.suit.partner_suit"


def test_partners_suit_is_returned():
    # North declares 3NT. West wins trick 1 and switches to hearts; East later returns West's suit.
    game = fixed_game("W", ("P", "1NT", "P", "3NT", "P", "P", "P"),
                      ("D9", "D3", "DQ", "D2",   # West's ♦Q wins
                       "HQ", "HA", "H7", "H3",   # West leads hearts, North wins
                       "C2", "C6", "C5", "C4"))  # East's ♣6 wins
    assert game.declarer == "N" and game.to_act == "E"
    card, reason = PLAYER.decide(seat_view(game, "E"))
    assert code(card) == "H9"  # top of the two hearts left
    assert reason.key == "ai_bridge_play.reason.return_partner"


def test_declarer_draws_trumps_first():
    game = fixed_game("N", ("1S", "P", "4S", "P", "P", "P"), ("C9", "C5", "C4", "CA"))
    assert game.declarer == "N" and game.to_act == "N"
    card, reason = PLAYER.decide(seat_view(game, "N"))
    assert reason.key == "ai_bridge_play.reason.draw_trumps" and code(card) == "SA"


def test_fourth_hand_wins_as_cheaply_as_possible():
    game = fixed_game("N", ("1S", "P", "4S", "P", "P", "P"), ("C9", "C5", "C4"))
    card, reason = PLAYER.decide(seat_view(game, "N"))
    assert code(card) == "CK" and reason.key == "ai_bridge_play.reason.win_cheaply"


def test_a_void_hand_ruffs_the_opponents_winner():
    seen = 0
    for game, view in positions(600, 5):
        trick = view.current_trick
        if not trick or view.trump < 0 or view.legal_mask & SUIT_MASKS[trick[0][1] // 13]:
            continue
        winner_seat, best = trick_winner(trick, view.trump)
        trumps = view.legal_mask & SUIT_MASKS[view.trump]
        if (winner_seat ^ view.to_play) & 1 == 0 or not trumps or view.legal_mask.bit_count() == 1:
            continue  # partner is winning, or no trump to ruff with
        winners = [c for c in mask_cards(trumps) if beats(c, best, view.trump)]
        card, reason = PLAYER.decide(view)
        if winners:
            assert card == winners[-1]  # the lowest trump that wins
            assert reason.key in ("ai_bridge_play.reason.ruff", "ai_bridge_play.reason.overruff")
            seen += 1
    assert seen >= 5


@pytest.mark.parametrize("seed", range(4))
def test_every_heuristic_card_is_legal_over_whole_deals(seed):
    player = BridgePlayer("heuristic")
    for n in range(25):
        game = Game(Deal.random(seed=seed * 100 + n), dealer="NESW"[n % 4])
        contract = CONTRACTS[(seed + n) % len(CONTRACTS)]
        for call in contract:
            game.call(call)
        while not game.is_over:
            decision = player.choose_card(game)
            assert decision.card in game.legal_cards()
            assert decision.method in ("heuristic", "forced")
            game.play(decision.card, game.controller)
        assert sum(game.tricks_won.values()) == 13


def test_every_heuristic_reason_renders_in_every_language():
    keys = set()
    for game, view in positions(300, 7):
        card, reason = PLAYER.decide(view)
        assert card in mask_cards(view.legal_mask)
        keys.add(reason.key)
        for lang in LANGUAGES:
            text = reason.text(lang)
            assert text and "ai_bridge_play" not in text and BRIDGE_DECK[card].symbol in text
    assert len(keys) >= 8


def stats_of(card: str, tricks: tuple[int, ...], target: int = 10):
    from cardlearn.ai.bridge.play_dd import CardStats
    from cardlearn.engine.cards import parse_bridge_card

    index = parse_bridge_card(card).index
    return CardStats(index, (index,), tricks, target, tuple(100 * t for t in tricks))


def test_the_rule_of_thumb_decides_where_the_layouts_disagree_and_the_averages_are_close():
    from cardlearn.ai.bridge.defence import rule_of_thumb_group

    # Declarer's tricks per layout: the samples' best (♠A) is better on two layouts, the low card on one.
    best = stats_of("SA", (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 9, 9, 9, 9, 9, 9, 9, 8))
    low = stats_of("S3", (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 9))
    assert rule_of_thumb_group([best, low], low.card) is low
    # Never against a sure gain: better on one layout and never worse, the best card stays.
    sure = stats_of("SA", (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8))
    assert rule_of_thumb_group([sure, low], low.card) is sure
    # Nor when the rule gives up more than a tenth of a trick on average, or the contract more often.
    far = stats_of("S3", (10, 10, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 9))
    assert rule_of_thumb_group([best, far], far.card) is best
    makes = stats_of("SA", (9,) * 10 + (10,) * 10)  # target 10: the contract makes on ten layouts
    flips = stats_of("S3", (10,) * 11 + (9,) * 8 + (8,))
    assert rule_of_thumb_group([makes, flips], flips.card) is makes


def test_the_defender_plays_the_rule_of_thumb_card_with_its_reason_when_the_samples_barely_differ(monkeypatch):
    from cardlearn.ai.bridge import play_dd

    # East, second hand over the dummy's small diamond lead with ♦A 9: the samples (rigged) rate
    # rising with the ace a shade better on two layouts of twenty and worse on one.
    game = Game(Deal.from_pbn("N:QJ4.86.KQJ5.KJ43 73.KQ72.A94.Q982 AKT986.54.T8.A76 52.AJT93.7632.T5"),
                dealer="S")
    for call in ("4S", "P", "P", "P"):
        game.call(call)
    for card in ("HA", "H6", "H2", "H4", "D2"):  # West cashes the ♥A and switches to a diamond
        game.play(card)
    game.play("DK")  # the dummy's ♦K wins
    game.play("D4")
    game.play("D8")
    game.play("D5")  # the dummy leads the ♦5: East is second hand
    view = seat_view(game, "E")
    assert view.current_trick and PLAYER.decide(view)[1].key == "ai_bridge_play.reason.second_hand_low"

    def rigged(self, view, samples=None, anchor=None):
        legal = [c for c in range(52) if view.legal_mask >> c & 1]
        out = []
        for card in legal:
            tricks = [9] * 20
            if card % 13 == 0:  # the ace: better on two layouts, worse on one
                tricks[3] = tricks[7] = 8
                tricks[11] = 10
            else:
                tricks[11] = 9
            out.append(play_dd.CardStats(card, (card,), tuple(tricks), 10, tuple(100 * t for t in tricks)))
        return play_dd.ranked(view, out)

    monkeypatch.setattr(play_dd.MonteCarloPlayer, "analyse", rigged)
    decision = BridgePlayer(samples=20, seed=1).choose_card(game, "E")
    assert decision.card == "D9"  # second hand low
    assert decision.reason.key == "ai_bridge_play.reason.second_hand_low"
