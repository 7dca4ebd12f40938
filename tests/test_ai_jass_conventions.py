"""The Schieber conventions (schmieren, verwerfen, anziehen, trumps after a push, Bock): each one given by
the AI and read by it (the sampler deals partner cards that agree with his signals), and the card."""
from __future__ import annotations

import random

from cardlearn.ai.jass import CONVENTIONS, JassPlayer, sample_hands, schieber_card, seat_view
from cardlearn.ai.jass.conventions import convention_card, false_anziehen, fits_signals, signals
from cardlearn.ai.jass.heuristics import heuristic_card, opponents_can_ruff
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import mask_of

LANGS = ("en", "th", "ko", "da", "tr")


def bit(card: str) -> int:
    return mask_of([card])


# North cannot follow the acorn Ass and throws the bell 6: verwerfen (no bell Ass with North).
VERWERFEN = {"S": ["EA", "EK", "EO", "EU", "ET", "R6", "R7", "S6", "S7"],
             "N": ["RA", "RK", "RO", "RU", "RT", "R9", "S8", "B6", "B7"],
             "E": ["E9", "E8", "R8", "SA", "SO", "ST", "BA", "BO", "BT"],
             "W": ["E7", "E6", "SK", "SU", "S9", "BK", "BU", "B9", "B8"]}  # East and West: no Weis


def verwerfen_position() -> Match:
    match = Match.from_hands(VERWERFEN, "S")
    match.choose("obenabe", "S")
    for card in ("EA", "E9", "B6", "E7"):
        match.play(card)
    return match


def share_holding(match: Match, seat: str, holder: int, cards: str | list[str], layouts: int = 200) -> float:
    """The share of sampled layouts in which ``holder`` is dealt one of ``cards``."""
    view = seat_view(match, seat)
    rng = random.Random(1)
    mask = mask_of([cards] if isinstance(cards, str) else cards)
    return sum(bool(sample_hands(view, rng)[holder] & mask) for _ in range(layouts)) / layouts


def test_verwerfen_is_read_partner_gets_no_top_card_in_the_suit_he_discarded():
    match = verwerfen_position()
    view = seat_view(match, "S")
    shown = signals(view, view.partner)
    assert [(s.kind, s.card) for s in shown] == [("verwerfen", mask_of(["B6"]).bit_length() - 1)]
    assert share_holding(match, "S", 0, "BA") < 0.05  # North (seat 0) never dealt the bell Ass
    assert share_holding(match, "S", 0, "BK") > 0.05  # the signal speaks of the top card only


def test_verwerfen_is_given_a_low_card_of_the_suit_not_wanted():
    # South cannot follow shields and does not want bells (nothing high there): it throws a low bell.
    hands = {"S": ["RA", "RK", "RO", "EA", "EK", "EO", "B6", "B7", "B8"],
             "E": ["SA", "SK", "SO", "SU", "ST", "S9", "S8", "S7", "S6"],
             "N": ["R6", "R7", "R8", "R9", "RT", "RU", "E6", "E7", "E8"],
             "W": ["E9", "ET", "EU", "BA", "BK", "BO", "BU", "BT", "B9"]}
    match = Match.from_hands(hands, "E")
    match.choose("obenabe", "E")
    match.play("S6", "E")
    match.play("R6", "N")
    match.play("B9", "W")
    decision = JassPlayer(seed=0, samples=80).choose_card(match, "S")
    assert decision.card in ("B6", "B7", "B8")
    assert decision.reason.key == "ai_jass.card.verwerfen"
    assert len({decision.text(lang) for lang in LANGS}) == 5


def anziehen_position() -> Match:
    hands = {"N": ["RA", "R7", "R6", "EA", "E6", "S6", "S7", "B6", "B7"],
             "W": ["RK", "R8", "E7", "E8", "S8", "S9", "B8", "B9", "BT"],
             "S": ["RO", "R9", "E9", "ET", "EU", "ST", "SU", "BU", "BO"],
             "E": ["RU", "RT", "EK", "EO", "SO", "SK", "SA", "BK", "BA"]}
    match = Match.from_hands(hands, "N")
    match.choose("obenabe", "N")
    match.play("R6", "N")  # anziehen: a low rose from the suit whose Ass North holds
    match.play("R8", "W")
    return match


def test_anziehen_is_read_partner_gets_a_high_card_of_the_suit_he_led_low():
    match = anziehen_position()
    view = seat_view(match, "S")
    assert [s.kind for s in signals(view, view.partner)] == ["anziehen"]
    # One of the two highest roses still out (Ass, König): soft, a few tries per layout.
    assert share_holding(match, "S", 0, ["RA", "RK"]) > 0.8


def test_anziehen_is_given_and_named_when_leading_low_from_the_bock_suit():
    match = anziehen_position()
    view = seat_view(match, "N")
    assert fits_signals([0, 0, 0, 0], view, [])  # no signals: every layout fits
    from cardlearn.ai.jass.heuristics import explain_card

    # The explanation of the lead North made: anziehen.
    fresh = Match.from_hands({"N": ["RA", "R7", "R6", "EA", "E6", "S6", "S7", "B6", "B7"],
                              "W": ["RK", "R8", "E7", "E8", "S8", "S9", "B8", "B9", "BT"],
                              "S": ["RO", "R9", "E9", "ET", "EU", "ST", "SU", "BU", "BO"],
                              "E": ["RU", "RT", "EK", "EO", "SO", "SK", "SA", "BK", "BA"]}, "N")
    fresh.choose("obenabe", "N")
    reason = explain_card(seat_view(fresh, "N"), mask_of(["R6"]).bit_length() - 1)
    assert reason.key == "ai_jass.card.anziehen"


def test_trumps_after_a_push_are_led_by_the_forehand():
    hands = {"S": ["E6", "E7", "R6", "R8", "S6", "S7", "B6", "B7", "BU"],
             "N": ["BA", "BK", "B9", "BT", "EA", "RA", "SA", "E8", "R7"],
             "E": ["BO", "B8", "EK", "EO", "EU", "ET", "E9", "RK", "RO"],
             "W": ["RU", "RT", "R9", "SK", "SO", "SU", "ST", "S9", "S8"]}
    match = Match.from_hands(hands, "S")
    match.choose("push", "S")
    match.choose("B", "N")
    decision = JassPlayer(seed=0, samples=60).choose_card(match, "S")
    assert decision.card in ("B6", "B7", "BU")
    assert decision.reason.key == "ai_jass.card.trump_after_push"


def test_no_bock_lead_into_a_ruff_and_the_trumps_out_are_counted():
    hands = {"S": ["EA", "E6", "R6", "R7", "S6", "S7", "B6", "B7", "B8"],
             "N": ["EK", "E7", "R8", "R9", "S8", "S9", "BA", "BK", "BO"],
             "E": ["EO", "EU", "ET", "E9", "E8", "RA", "RK", "SA", "SK"],
             "W": ["RO", "RU", "RT", "SO", "SU", "ST", "BU", "BT", "B9"]}
    match = Match.from_hands(hands, "S")
    match.choose("R", "S")
    view = seat_view(match, "S")
    assert opponents_can_ruff(view)
    proposal = heuristic_card(view)
    assert proposal is None or proposal[1].key != "ai_jass.card.bock"
    from cardlearn.ai.jass.heuristics import explain_card

    reason = explain_card(view, mask_of(["EA"]).bit_length() - 1)
    assert reason.key == "ai_jass.card.bock_trumps_out"
    assert "7 trumps" in reason.text("en")


def test_a_partners_smear_is_explained():
    # East leads the acorn König, North smears the acorn Banner under it (he cannot win it himself),
    # West follows low: South's Ass takes the trick North trusted him to win.
    hands = {"E": ["EK", "E7", "E8", "R6", "R7", "R8", "S6", "S7", "S8"],
             "N": ["ET", "RA", "RK", "RO", "RU", "RT", "R9", "SA", "SK"],
             "W": ["E9", "SO", "SU", "ST", "S9", "B6", "B7", "B8", "B9"],
             "S": ["EA", "EO", "EU", "E6", "BA", "BK", "BO", "BU", "BT"]}
    match = Match.from_hands(hands, "E")
    match.choose("obenabe", "E")
    for card in ("EK", "ET", "E9"):
        match.play(card)
    decision = JassPlayer(seed=0, samples=60).choose_card(match, "S")
    assert decision.card == "EA"
    assert decision.reason.key == "ai_jass.card.partner_smeared"
    assert decision.text("en") == "North smeared the acorn Banner: your partner trusts you to win this trick"


def test_the_convention_card_lists_every_convention_in_five_languages():
    frames = {lang: schieber_card(lang).to_frame() for lang in LANGS}
    for frame in frames.values():
        assert frame["convention_id"].tolist() == list(CONVENTIONS)
        assert frame[["convention", "give", "read"]].map(bool).all().all()
    assert len({frames[lang]["give"].iloc[1] for lang in LANGS}) == 5
    html = schieber_card("th")._repr_html_()
    assert 'lang="th"' in html and "Verwerfen" in html and "<table" in html


def false_anziehen_view():
    """North to lead in Obenabe with two low roses under nothing (the Ass and König are out) and the acorn Ass."""
    hands = {"N": ["R7", "R6", "EA", "E9", "S6", "S7", "B6", "B7", "B8"],
             "E": ["RA", "RK", "EK", "E8", "S8", "S9", "B9", "BT", "BU"],
             "S": ["RO", "R9", "E7", "ET", "EU", "ST", "SU", "BO", "BK"],
             "W": ["RU", "RT", "R8", "EO", "E6", "SO", "SK", "SA", "BA"]}
    match = Match.from_hands(hands, "N")
    match.choose("obenabe", "N")
    return seat_view(match, "N")


def test_a_low_lead_that_partner_would_read_as_anziehen_is_not_made_when_an_honest_lead_is_as_good():
    view = false_anziehen_view()
    r6, ea = (mask_of([c]).bit_length() - 1 for c in ("R6", "EA"))
    assert false_anziehen(view, r6) and not false_anziehen(view, ea)
    assert convention_card(view, [r6, ea], r6) == ea  # the simulations rate them alike: the honest lead
    assert convention_card(view, [r6], r6) == r6  # the low rose clearly best: it is led all the same


def test_a_low_lead_from_a_suit_with_a_high_card_is_anziehen_not_false():
    hands = {"N": ["RA", "R7", "R6", "EA", "E6", "S6", "S7", "B6", "B7"],
             "W": ["RK", "R8", "E7", "E8", "S8", "S9", "B8", "B9", "BT"],
             "S": ["RO", "R9", "E9", "ET", "EU", "ST", "SU", "BU", "BO"],
             "E": ["RU", "RT", "EK", "EO", "SO", "SK", "SA", "BK", "BA"]}
    match = Match.from_hands(hands, "N")
    match.choose("obenabe", "N")
    view = seat_view(match, "N")
    assert not false_anziehen(view, mask_of(["R6"]).bit_length() - 1)
