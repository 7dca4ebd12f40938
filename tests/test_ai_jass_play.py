"""Schieber AI card play: the seat view hides other hands, sampling respects what was seen,
every card is legal, the rules of thumb (smear, Bock, bare Buur, pulling trumps), and hints."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.jass import JassPlayer, RandomPlayer, constraints, hint, sample_hands, seat_view
from cardlearn.ai.jass.sampling import infer_voids
from cardlearn.engine.errors import IllegalAction, IllegalCard
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import codes, mask_of
from cardlearn.engine.jass.rules import SEATS

from test_ai_jass_contract import complete

LANGS = ("en", "th", "ko", "da", "tr")


def quick(seed: int = 0, samples: int = 12) -> JassPlayer:
    """A deterministic, cheap player (no clock: the result depends only on the seed and the view)."""
    return JassPlayer(seed=seed, samples=samples, time_budget=None)


def random_position(seed: int, cards_played: int, contract: str | None = None) -> Match:
    """A match whose first deal has ``cards_played`` random legal cards played."""
    rng = random.Random(seed)
    match = Match(seed=seed)
    match.choose(contract or rng.choice(["E", "R", "S", "B", "obenabe", "undenufe"]), match.forehand)
    for _ in range(cards_played):
        match.play(rng.choice(match.legal_cards()))
    return match


# ----- the view -----------------------------------------------------------------------------

def test_view_holds_only_own_hand_played_cards_and_shown_weis():
    for seed in range(20):
        match = random_position(seed, 5 + seed % 20)
        for seat in SEATS:
            view = seat_view(match, seat)
            assert view.hand == mask_of(match.hands[seat])
            for field, value in vars(view).items():
                assert isinstance(value, (int, bool, tuple)), field  # no door back to the match
            hidden = 0
            for other in SEATS:
                if other != seat:
                    hidden |= mask_of(match.hands[other])
            assert hidden & (view.hand | view.played | view.legal) == 0
            # The only hidden cards a view names are Weis the table has seen.
            for index, shown in enumerate(view.weis_shown):
                announced = 0
                for weis in match.weis.by_seat[SEATS[index]] if match.weis else ():
                    announced |= weis.mask
                assert shown & ~announced == 0
                if match.deal.state.n_tricks == 0:
                    assert shown == 0
            assert view.unseen == hidden


def _replay_with(match: Match, seat: str, rng: random.Random) -> Match | None:
    """The same public history with the other seats' unplayed cards dealt differently (None if illegal)."""
    view = seat_view(match, seat)
    others = [s for s in SEATS if s != seat]
    pool = [card for s in others for card in match.hands[s]]
    rng.shuffle(pool)
    hands, pos = {}, 0
    for s in SEATS:
        played = codes(view.played_by(SEATS.index(s)))
        if s == seat:
            hands[s] = list(match.hands[s]) + played
        else:
            count = len(match.hands[s])
            hands[s] = pool[pos:pos + count] + played
            pos += count
    twin = Match.from_hands(hands, match.forehand)
    try:
        if match.pushed:
            twin.choose("push")
        twin.choose(match.contract)
        for _, card in view.plays:
            twin.play(codes(1 << card)[0])
    except IllegalCard:
        return None
    return twin


def test_decisions_do_not_depend_on_hidden_hands():
    rng = random.Random(7)
    checked = 0
    for seed in range(24):
        match = random_position(seed, 2 + seed % 7)
        seat = match.to_act
        for _ in range(200):
            twin = _replay_with(match, seat, rng)
            if twin is not None and seat_view(twin, seat) == seat_view(match, seat):
                break
        else:
            continue
        assert twin.hands != match.hands or len(match.hands[seat]) == 1 or \
            all(len(match.hands[s]) <= 1 for s in SEATS)
        one, two = quick(seed).choose_card(match, seat), quick(seed).choose_card(twin, seat)
        assert one.card == two.card and one.values == two.values
        checked += 1
    assert checked >= 12


# ----- sampling -----------------------------------------------------------------------------

def test_samples_respect_voids_played_cards_counts_and_truth():
    rng = random.Random(3)
    for seed in range(60):
        match = random_position(seed, 4 + seed % 28)
        seat = match.to_act
        view = seat_view(match, seat)
        cons = constraints(view)
        truth = [mask_of(match.hands[s]) for s in SEATS]
        for s in range(4):
            if s != view.seat:
                # The inference is sound: the real hand always satisfies it.
                assert truth[s] & ~cons.allowed[s] == 0, (seed, s)
                assert cons.known[s] & ~truth[s] == 0
        for _ in range(15):
            hands = sample_hands(view, rng, cons)
            assert hands[view.seat] == view.hand
            union = 0
            for s in range(4):
                assert hands[s].bit_count() == len(match.hands[SEATS[s]])
                assert union & hands[s] == 0
                union |= hands[s]
                if s != view.seat:
                    assert hands[s] & ~cons.allowed[s] == 0
                    assert hands[s] & cons.known[s] == cons.known[s]
            assert union == view.hand | view.unseen
            assert union & view.played == 0


def test_a_seat_that_did_not_follow_is_void_in_samples():
    # South leads a rose in Obenabe; East shows out of roses.
    hands = complete({"S": ["RA", "R6", "EA", "EK", "SA", "SK", "BA", "BK", "B6"],
                      "E": ["EO", "EU", "ET", "E9", "E8", "SO", "SU", "ST", "S9"]})
    match = Match.from_hands(hands, "S")
    match.choose("obenabe")
    match.play("R6")
    match.play("E8")  # East discards: void in roses
    view = seat_view(match, "N")
    assert infer_voids(view)[1] == mask_of([f"R{r}" for r in "AKOUT9876"])
    rng = random.Random(0)
    for _ in range(100):
        sample = sample_hands(view, rng)
        assert sample[1] & mask_of([f"R{r}" for r in "AKOUT9876"]) == 0


def test_trump_lead_without_trump_leaves_at_most_the_buur():
    hands = complete({"S": ["RA", "R6", "R7", "EK", "SA", "SK", "BA", "BK", "B6"],
                      "E": ["RU", "EU", "ET", "E9", "E8", "SO", "SU", "ST", "S9"]})
    match = Match.from_hands(hands, "S")
    match.choose("R")
    match.play("R6")
    match.play("E8")  # East keeps the bare Buur
    view = seat_view(match, "S")
    assert mask_of(["RU"]) & ~constraints(view).allowed[1] == 0
    assert mask_of(["RK", "RO", "RT", "R9", "R8"]) & constraints(view).allowed[1] == 0


def test_shown_weis_cards_are_placed_with_their_owner():
    hands = {"N": [f"E{r}" for r in "AKOUT9876"], "E": [f"S{r}" for r in "AKOUT9876"],
             "S": [f"R{r}" for r in "AKOUT9876"], "W": [f"B{r}" for r in "AKOUT9876"]}
    match = Match.from_hands(hands, "S")
    match.choose("obenabe")
    for card in ("RA", "S6", "E6", "B6"):
        match.play(card)
    view = seat_view(match, "S")
    # NS won the Weis and shows all of North's (the whole hand); East and West showed their best,
    # the five-card sequence from the Ass.
    assert view.weis_shown[0] == mask_of(hands["N"])
    assert view.weis_shown[1] == mask_of(["SA", "SK", "SO", "SU", "ST"])
    rng = random.Random(1)
    for _ in range(20):
        sample = sample_hands(view, rng)
        assert sample[0] == mask_of(match.hands["N"])
        assert sample[1] & view.weis_shown[1] == view.weis_shown[1]
        assert sample[3] & mask_of(["BA", "BK", "BO", "BU", "BT"]) == mask_of(["BA", "BK", "BO", "BU", "BT"])


# ----- legality -----------------------------------------------------------------------------

@pytest.mark.parametrize("contract", ["E", "S", "obenabe", "undenufe"])
def test_every_card_the_ai_chooses_is_legal(contract):
    match = Match(seed=hash(contract) % 1000)
    match.choose(contract, match.forehand)
    players = {seat: JassPlayer(seed=i, samples=3, time_budget=None) for i, seat in enumerate(SEATS)}
    for _ in range(2 * 36):  # two deals
        while match.phase == "contract":
            seat = match.to_act
            match.choose(players[seat].choose_contract(match, seat).contract, seat)
        seat = match.to_act
        legal = match.legal_cards(seat)
        decision = players[seat].choose_card(match, seat)
        assert decision.card in legal
        assert decision.reason.text("en")
        match.play(decision.card, seat)


def test_random_positions_always_get_a_legal_card():
    for seed in range(60):
        match = random_position(seed, seed % 35)
        seat = match.to_act
        decision = quick(seed, samples=2).choose_card(match, seat)
        assert decision.card in match.legal_cards(seat)


# ----- rules of thumb -----------------------------------------------------------------------

def test_smears_points_onto_partners_winning_trick():
    # Acorns trump. East leads a rose, North (South's partner) takes it with the Ass, South plays last.
    hands = complete({"E": ["R7", "E6", "S6", "S7", "B6", "B7", "S8", "B8", "E7"],
                      "N": ["RA", "EA", "SA", "BA", "E8", "E9", "SK", "BK", "EK"],
                      "W": ["R8", "S9", "B9", "ST", "BT", "SO", "BO", "SU", "BU"],
                      "S": ["RT", "R6", "EO", "EU", "ET", "RK", "RO", "RU", "R9"]})
    match = Match.from_hands(hands, "E")
    match.choose("E")
    for card in ("R7", "RA", "R8"):
        match.play(card)
    decision = quick(1, samples=30).choose_card(match, "S")
    assert decision.card == "RT"
    assert decision.reason.key == "ai_jass.card.smear"
    assert decision.text("en") == "Smearing 10 points onto partner's trick"


BOCK_HANDS = {"S": ["EA", "EK", "EO", "EU", "RK", "S9", "S8", "B7", "B6"],
              "E": ["E8", "RA", "SA", "BA", "R6", "S6", "R7", "S7", "ST"],
              "N": ["E9", "RT", "R9", "R8", "SK", "SO", "SU", "BK", "BO"],
              "W": ["ET", "E7", "E6", "RO", "RU", "BU", "BT", "B9", "B8"]}


def test_leads_a_bock_the_highest_card_still_out():
    hands = BOCK_HANDS
    match = Match.from_hands(hands, "S")
    match.choose("obenabe")
    for card in ("EA", "E8", "E9", "ET"):
        match.play(card)
    assert match.to_act == "S"
    decision = quick(2, samples=200).choose_card(match, "S")
    assert decision.card == "EK"
    assert decision.reason.key == "ai_jass.card.bock"
    assert decision.text("en") == "Bock: the highest acorn still out"


def test_keeps_the_bare_buur_on_a_trump_lead():
    # Roses trump; East leads a low trump, North wins it with the Nell; South holds only the Buur as trump.
    hands = complete({"E": ["R6", "RA", "RK", "E6", "S6", "B6", "E7", "S7", "B7"],
                      "N": ["R9", "R7", "EA", "SA", "BA", "EK", "SK", "BK", "E8"],
                      "W": ["R8", "RO", "RT", "EO", "SO", "BO", "ET", "ST", "BT"],
                      "S": ["RU", "E9", "S9", "B9", "S8", "B8", "EU", "SU", "BU"]})
    match = Match.from_hands(hands, "E")
    match.choose("R")
    for card in ("R6", "R9", "R8"):
        match.play(card)
    decision = quick(3, samples=30).choose_card(match, "S")
    assert decision.card != "RU"
    assert decision.reason.key == "ai_jass.card.keep_buur"
    assert "Buur" in decision.text("en")


def test_pulls_trumps_with_the_top_trump():
    hands = complete({"S": ["BU", "B9", "BA", "BK", "B7", "EA", "RA", "S6", "E6"]})
    match = Match.from_hands(hands, "S")
    match.choose("B")
    decision = quick(4, samples=30).choose_card(match, "S")
    assert decision.card == "BU"
    assert decision.reason.key == "ai_jass.card.pull_trumps"
    assert decision.text("en") == "Pulling trumps"


def test_only_legal_card_is_played_at_once():
    match = random_position(5, 32)
    seat = match.to_act
    decision = JassPlayer(seed=0).choose_card(match, seat)
    if len(match.legal_cards()) == 1:
        assert decision.reason.key == "ai_jass.card.only" and decision.samples == 0


def test_card_choice_out_of_turn_is_refused():
    match = random_position(6, 3)
    other = SEATS[(SEATS.index(match.to_act) + 1) % 4]
    with pytest.raises(IllegalAction) as err:
        JassPlayer().choose_card(match, other)
    assert err.value.key == "ai_jass.error.not_to_play"


# ----- hints --------------------------------------------------------------------------------

def test_hint_for_contract_in_five_languages():
    match = Match.from_hands(complete({"S": ["EK", "RA", "RU", "R9", "S8", "BO", "BU", "B9", "B8"]}), "S")
    texts = {lang: hint(match, "S", lang=lang).text() for lang in LANGS}
    # The trump count is unambiguous, and the reason names the values of the best and the runner-up.
    assert texts["en"].startswith("Choose bells trump. Buur, Nell and 2 more trumps: 4 trumps in all; "
                                  "expected ")
    assert len(set(texts.values())) == 5
    assert "กุหลาบ" in texts["th"] and "장미" in texts["ko"] and "roser" in texts["da"] and "gül" in texts["tr"]
    assert hint(match, "S", lang="da").text("en") == texts["en"]


def test_hint_for_card_in_five_languages():
    hands = BOCK_HANDS
    match = Match.from_hands(hands, "S")
    match.choose("obenabe")
    for card in ("EA", "E8", "E9", "ET"):
        match.play(card)
    result = hint(match, "S")
    assert result.kind == "card" and result.choice == "EK"
    texts = {lang: result.text(lang) for lang in LANGS}
    assert texts["en"] == "Play the acorn König. Bock: the highest acorn still out."
    assert "ลูกโอ๊ก" in texts["th"] and "도토리" in texts["ko"] and "agern" in texts["da"]
    assert "palamut" in texts["tr"]
    assert len(set(texts.values())) == 5
    assert "<div" in result._repr_html_()


def test_hint_when_it_is_not_the_learners_turn():
    match = random_position(8, 1)
    seat = SEATS[(SEATS.index(match.to_act) + 1) % 4]
    with pytest.raises(IllegalAction):
        hint(match, seat)


def test_random_player_plays_legal_cards():
    match = Match(seed=9)
    player = RandomPlayer(seed=1)
    for _ in range(40):
        seat = match.to_act
        if match.phase == "contract":
            match.choose(player.choose_contract(match, seat).contract, seat)
        else:
            match.play(player.choose_card(match, seat).card, seat)


def test_samples_prefer_hands_that_fit_the_contract_chosen():
    from cardlearn.ai.jass.contract import plausible
    from cardlearn.ai.jass.sampling import deal_unseen

    hands = complete({"E": ["RU", "R9", "RA", "RK", "R6", "EA", "SA", "B6", "B7"]})
    match = Match.from_hands(hands, "E")
    match.choose("R", "E")
    view = seat_view(match, "S")
    cons = constraints(view)
    rng = random.Random(5)
    fitted = sum(plausible(sample_hands(view, rng, cons)[1], 1) for _ in range(100))
    raw = sum(plausible(deal_unseen(cons, rng)[1], 1) for _ in range(100))
    assert fitted >= 90 and fitted > raw


def test_last_three_tricks_are_searched_exactly_in_each_layout():
    # Obenabe, trick 7 of 9: North led the shield 8, West threw a rose; South (rose Under, bell Ober and 9)
    # should keep both bells and throw the rose Under (the true layout, searched exactly: 70 points for
    # the team from here against 40 for the bell 9). Playouts with the fast policy threw the bell 9
    # (4 seeds of 4); searching each sampled layout with all hands seen keeps the bells.
    hands = {"N": "RT R9 SU S8 BA BO BT B9 B8".split(), "E": "EO E9 E8 E6 RO R7 R6 SK BU".split(),
             "S": "EK E7 RA RK RU SO S9 S7 B6".split(), "W": "EA EU ET R8 SA ST S6 BK B7".split()}
    match = Match.from_hands(hands, "W")
    match.choose("obenabe", "W")
    for card in ("EA E7 E8 R9 SA S7 SK SU B7 B6 BU BO BA BK RA E9 BT S6 EK E6 B9 EU RK R7 B8 R8").split():
        match.play(card)
    for seed in range(3):
        decision = JassPlayer(seed=seed).choose_card(match, "S")
        assert decision.card == "RU"
        assert decision.values["RU"] > decision.values["S9"] + 20
