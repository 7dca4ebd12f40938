"""The Game API as lessons use it: a full deal, undo, the record tables, HTML and languages."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import cardlearn
from cardlearn.engine import bridge
from cardlearn.engine.bridge import Deal, Game, IllegalAction, IllegalCall, IllegalCard
from cardlearn.i18n import LANGUAGES, catalog_keys
from cardlearn.i18n.catalog import load_catalog


def played_out(seed: int = 4, calls: tuple[str, ...] = ("1NT", "P", "3NT", "X", "P", "P", "P")) -> Game:
    game = Game(Deal.random(seed=seed), vulnerability="EW")
    for call in calls:
        game.call(call)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_cards()))
    return game


def test_the_documented_api_flow() -> None:
    deal = bridge.Deal.random(seed=1)
    game = bridge.Game(deal, vulnerability="NS")
    assert game.to_act == "S" and game.legal_calls()[:2] == ["P", "1C"]
    assert str(game.call("1NT")) == "1NT"
    game.call("X")
    assert game.legal_calls()[:2] == ["P", "XX"]  # North may redouble
    for _ in range(3):
        game.call("P")
    assert game.contract == bridge.Contract(1, "NT", 1, "S")
    assert game.to_act == "W" and game.legal_cards() == game.hand("W")
    while not game.is_over:
        game.play(game.legal_cards()[-1])
    score = game.score
    assert score.ns == -score.ew
    expected = bridge.score("1NTX", game.declarer_tricks, vulnerable=True, declarer="S")
    assert score.total == expected.total and score.parts == expected.parts


def test_score_is_none_until_the_deal_is_over() -> None:
    game = Game(Deal.random(seed=2))
    assert game.score is None and not game.is_over and game.phase == "auction"


def test_undo_takes_back_calls_and_cards() -> None:
    game = Game(Deal.random(seed=9))
    with pytest.raises(IllegalAction):
        game.undo()
    states = [game.core.state()]
    for call in ("1S", "X", "XX", "P", "P", "P"):
        game.call(call)
        states.append(game.core.state())
    for _ in range(6):
        game.play(game.legal_cards()[0])
        states.append(game.core.state())
    while len(states) > 1:
        states.pop()
        game.undo()
        assert game.core.state() == states[-1]
    assert game.to_act == "S" and game.calls == []


def test_record_tables() -> None:
    game = played_out()
    record = game.record()
    calls, tricks, score = record["calls"], record["tricks"], record["score"]
    assert list(calls.columns) == ["number", "round", "seat", "call"]
    assert list(calls["call"]) == ["1NT", "P", "3NT", "X", "P", "P", "P"]
    assert list(calls["seat"]) == ["S", "W", "N", "E", "S", "W", "N"]
    assert list(calls["round"]) == [1, 1, 1, 1, 2, 2, 2]
    assert list(tricks.columns) == ["trick", "leader", "W", "N", "E", "S", "played", "winner", "side"]
    assert len(tricks) == 13 and list(tricks["trick"]) == list(range(1, 14))
    assert list(tricks["winner"]) == [t.winner for t in game.tricks]
    assert tricks["leader"].iloc[0] == "W"  # left of declarer South, who bid NT first
    assert list(tricks["leader"].iloc[1:]) == list(tricks["winner"].iloc[:-1])  # the winner leads
    assert (tricks["side"] == game.contract.side).sum() == game.declarer_tricks
    assert score["points"].sum() == game.score.total
    assert score["ns"].sum() == game.score.ns and score["ew"].sum() == game.score.ew


def test_record_while_playing_has_the_partial_trick() -> None:
    game = Game(Deal.random(seed=3))
    for call in ("1C", "P", "P", "P"):
        game.call(call)
    game.play(game.legal_cards()[0])
    record = game.record()
    assert len(record["tricks"]) == 1 and record["tricks"]["winner"].iloc[0] is None
    assert record["score"].empty


def test_game_repr_and_html() -> None:
    game = played_out()
    text = repr(game)
    assert text.startswith("Game('N:") and "contract: 3NTX by S" in text and "score: NS" in text
    html = game._repr_html_()
    assert "Dealer: South" in html and "Vulnerable: East–West" in html and "Total" in html
    cardlearn.set_language("ko")
    try:
        assert "딜러" in game._repr_html_()
    finally:
        cardlearn.set_language("en")


def test_errors_are_localized_in_every_language() -> None:
    game = Game(Deal.random(seed=1))
    game.call("2C")
    for lang in LANGUAGES:
        cardlearn.set_language(lang)
        try:
            with pytest.raises(IllegalCall) as info:
                game.call("1H")
            text = str(info.value)
            assert "1♥" in text and "2♣" in text and "2♦" in text and "{" not in text
            assert info.value.localized("en").startswith("1♥ is not enough")
        finally:
            cardlearn.set_language("en")


def test_seat_argument_checks_whose_turn_it_is() -> None:
    game = Game(Deal.random(seed=1))
    with pytest.raises(IllegalCall) as info:
        game.call("1C", seat="N")
    assert info.value.key == "bridge.error.not_your_turn"
    assert "South" in info.value.localized("en")
    game.call("1C", seat="S")
    for call in ("P", "P", "P"):
        game.call(call)
    with pytest.raises(IllegalCard):
        game.play(game.legal_cards()[0], seat="S")


# --- the catalog domain -------------------------------------------------------------------------

PLACEHOLDER = re.compile(r"{(\w+)(?:\|[^}]*)?}")  # "{last|^}" is the placeholder "last" with a grammar modifier


def bridge_keys() -> list[str]:
    return [key for key in catalog_keys("en") if key.startswith("bridge.")]


def test_every_bridge_key_is_translated_with_the_same_placeholders() -> None:
    english = load_catalog("en").entries
    assert len(bridge_keys()) > 40
    for lang in LANGUAGES:
        entries = load_catalog(lang).entries
        for key in bridge_keys():
            entry = entries[key]
            assert entry.domain.split("_")[0] in ("bridge", "minibridge") and all(entry.forms), (lang, key)  # bridge*.po, minibridge.po
            want = set(PLACEHOLDER.findall(english[key].forms[-1]))
            for form in entry.forms:
                assert set(PLACEHOLDER.findall(form)) == want, (lang, key, form)
            assert len(entry.forms) in (1, load_catalog(lang).num_plurals)


def test_used_keys_exist() -> None:
    source = Path(bridge.__file__).parent
    used = set()
    for path in source.glob("*.py"):
        used |= set(re.findall(r'"(bridge\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")))
    dynamic = {f"bridge.score.part.{k}" for k in (
        "trick_score", "game_bonus", "partscore_bonus", "small_slam_bonus", "grand_slam_bonus", "insult")}
    dynamic |= {f"bridge.vulnerability.{v}" for v in bridge.VULNERABILITIES}
    assert used and (used | dynamic) <= set(bridge_keys())
    assert not set(bridge_keys()) - used - dynamic  # no dead keys


def test_translations_differ_from_english_unless_listed() -> None:
    english = load_catalog("en").entries
    for lang in ("th", "ko", "da", "tr"):
        same = [k for k in bridge_keys() if load_catalog(lang).entries[k].forms == english[k].forms]
        assert same == ([] if lang == "th" else ["bridge.score.summary"]), lang
    listed = Path(cardlearn.__file__).parent / "i18n" / "same_as_english.txt"
    assert "bridge.score.summary ko,da,tr" in listed.read_text(encoding="utf-8")
