"""The views the bridge and Schieber tables send stay the same through scripted games.

Each scripted game drives a real table through its intents (bridge: vulnerability, bidding, hint,
select/confirm, one-click play, an illegal card, undo, a claim, an AI claim, the review; Schieber:
the contract choice with a push, the learner's Weis, play, undo, the review, the next deal) and
records, after every step, the published view in English and the table's own view in Thai and
Korean. ``tests/data/table_views.json`` holds a digest of each top-level key of each recorded
view, taken from the tables before their views became functions of state
(``cardlearn.widgets.bridge_view.bridge_view``, ``cardlearn.widgets.jass_view.jass_view``).
A changed view names the game, the step and the key that differ.

To record again after a deliberate change to a view: ``CARDLEARN_RECORD_VIEWS=1 pytest
tests/test_widget_table_views.py`` (and say why in the commit).
"""
from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from cardlearn.widgets import BridgeTable, JassTable
from cardlearn.widgets.jass_players import FirstLegalJassPlayer

SNAPSHOTS = Path(__file__).parent / "data" / "table_views.json"
LANGS = ("th", "ko")

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"
COLD = "N:AKQJ.AKQ.AKQ.AKQ 765.8765.8765.76 T98.JT9.JT9.JT98 432.432.432.5432"
COLD_EW = "N:765.8765.8765.76 AKQJ.AKQ.AKQ.AKQ 432.432.432.5432 T98.JT9.JT9.JT98"
# South (forehand) holds the acorn 6-7-8 (a three-in-a-row Weis).
HANDS = {
    "S": ["E6", "E7", "E8", "RA", "SA", "BA", "R6", "S6", "B6"],
    "N": ["E9", "EU", "EK", "R9", "RU", "RK", "S9", "B8", "BO"],
    "E": ["ET", "EO", "EA", "R8", "RT", "RO", "ST", "SO", "B9"],
    "W": ["SU", "SK", "B7", "BT", "BU", "BK", "R7", "S7", "S8"],
}

Step = tuple[str, Any]


class Scripted:
    """Calls from a script (then passes); plays the first legal card."""

    def __init__(self, calls: tuple[str, ...] = ()) -> None:
        self.calls = list(calls)

    def choose_call(self, game: Any, seat: str) -> str:
        return self.calls.pop(0) if self.calls else "P"

    def choose_card(self, game: Any, seat: str) -> str:
        return str(game.legal_cards()[0])


def digest(value: Any) -> str:
    """A short digest of a JSON-able value (keys sorted, so only content counts)."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def record(table: Any) -> dict[str, dict[str, str]]:
    """The published view (English) and the table's own view in each of LANGS, key by key."""
    views = {"en": table.view, **{lang: table.build_view(lang) for lang in LANGS}}
    return {lang: {key: digest(part) for key, part in view.items()} for lang, view in views.items()}


def legal(table: Any, seat: str = "S") -> list[str]:
    hand = table.view["hands"][seat]
    return [card["code"] for card in hand["cards"] if card.get("legal")]


def active_seat(table: Any) -> str | None:
    return next((seat for seat, hand in table.view["hands"].items() if hand.get("active")), None)


def drive(table: Any, steps: list[Step]) -> Iterator[tuple[str, dict[str, dict[str, str]]]]:
    """Send each step (an intent, or a callable that returns one from the table) and record the view."""
    yield "start", record(table)
    for name, intent in steps:
        message = intent(table) if callable(intent) else intent
        table.receive(message)
        yield name, record(table)


def one_click_first(table: Any) -> dict[str, Any]:
    """The learner's first legal card, one click; once the learner has nothing to play, a dismiss."""
    seat = active_seat(table)
    if seat is None:
        return {"action": "dismiss"}
    return {"action": "play", "card": legal(table, seat)[0]}


def play_out(table: BridgeTable) -> list[Step]:
    """Steps that one-click the learner's first legal card until the deal ends."""
    return [(f"card-{i}", one_click_first) for i in range(26)]


def bridge_learning() -> Iterator[tuple[str, dict[str, dict[str, str]]]]:
    players = {"N": Scripted(("2S",)), "E": Scripted(), "W": Scripted()}
    table = BridgeTable(PBN, players=players, ai_delay=0, lang="en", board={"event": "Views"})
    steps: list[Step] = [
        ("rules", {"action": "screen", "value": "rules"}),
        ("table", {"action": "screen", "value": "table"}),
        ("vulnerability", {"action": "vulnerability", "value": "NS"}),
        ("hint-call", {"action": "hint"}),
        ("bad-call", {"action": "call", "call": "8NT"}),
        ("call-1S", {"action": "call", "call": "1S"}),
        ("undo-call", {"action": "undo"}),
        ("call-1S-again", {"action": "call", "call": "1S"}),
        ("call-4S", {"action": "call", "call": "4S"}),
        ("four-colour", {"action": "set", "name": "four_color", "value": True}),
        ("hint-card", {"action": "hint"}),
        ("select", lambda tb: {"action": "select", "card": legal(tb, active_seat(tb) or "S")[-1]}),
        ("confirm", {"action": "confirm"}),
        ("illegal", lambda tb: {"action": "select", "card": next(
            c["code"] for c in tb.view["hands"][active_seat(tb) or "S"]["cards"] if not c["legal"])}),
        ("one-click", {"action": "set", "name": "one_click", "value": True}),
        ("play", one_click_first),
        ("undo-card", {"action": "undo"}),
        ("claim-bad", {"action": "claim", "tricks": 13}),
        *[(name, step) for name, step in play_out(table)],
        ("review-prev", {"action": "review-prev"}),
        ("review-prev-2", {"action": "review-prev"}),
        ("review-trick", {"action": "review-trick", "trick": 3}),
        ("review-next", {"action": "review-next"}),
        ("review-judge-dd", {"action": "review-judge", "view": "dd"}),
        ("review-judge-sd", {"action": "review-judge", "view": "sd"}),
        ("korean", {"action": "set", "name": "lang", "value": "ko"}),
        ("english", {"action": "set", "name": "lang", "value": "en"}),
        ("replay", {"action": "replay"}),
        ("history-replay", {"action": "history-replay", "index": 0}),
        ("new-deal", {"action": "new-deal"}),
    ]
    yield from drive(table, steps)


def bridge_claims() -> Iterator[tuple[str, dict[str, dict[str, str]]]]:
    table = BridgeTable(COLD, players={seat: Scripted() for seat in "NEW"}, ai_delay=0, lang="en",
                        vulnerability="None")
    yield from drive(table, [
        ("call-7NT", {"action": "call", "call": "7NT"}),
        ("card", one_click_first),
        ("claim", {"action": "claim", "tricks": 13}),
        ("undo-claim", {"action": "undo"}),
        ("claim-again", {"action": "claim", "tricks": 13}),
        ("review-prev", {"action": "review-prev"}),
    ])
    players = {"N": Scripted(), "E": Scripted(), "W": Scripted(("7NT",))}
    table = BridgeTable(COLD_EW, players=players, ai_delay=0, lang="en", vulnerability="None", dealer="S")
    yield from drive(table, [
        ("pass", {"action": "call", "call": "P"}),
        ("pass-2", {"action": "call", "call": "P"}),
        ("card", one_click_first),
        ("reject", {"action": "reject-claim"}),
        *[(f"card-{i}", lambda tb: ({"action": "accept-claim"} if (tb.view.get("claim") or {}).get("pending")
                                     else one_click_first(tb))) for i in range(4)],
    ])


class FirstLegal(FirstLegalJassPlayer):
    pass


def jass_play(table: JassTable) -> list[Step]:
    def move(tb: JassTable) -> dict[str, Any]:
        if tb.view["phase"] == "deal_over":
            return {"action": "review-open"}
        return {"action": "play", "card": legal(tb)[0]}
    return [(f"card-{i}", move) for i in range(9)]


def jass_match() -> Iterator[tuple[str, dict[str, dict[str, str]]]]:
    table = JassTable.from_hands(HANDS, forehand="S", ai_delay=0, lang="en", seed=5,
                                 players={seat: FirstLegal() for seat in "NEW"})
    steps: list[Step] = [
        ("rules", {"action": "screen", "value": "rules"}),
        ("table", {"action": "screen", "value": "table"}),
        ("hint-contract", {"action": "hint"}),
        ("bad-contract", {"action": "contract", "value": "diagonal"}),
        ("push", {"action": "contract", "value": "push"}),
        ("undo-push", {"action": "undo"}),
        ("contract", {"action": "contract", "value": "R"}),
        ("withhold-weis", {"action": "weis", "index": 0, "announce": False}),
        ("announce-weis", {"action": "weis", "index": 0, "announce": True}),
        ("hint-card", {"action": "hint"}),
        ("select", lambda tb: {"action": "select", "card": legal(tb)[0]}),
        ("confirm", {"action": "confirm"}),
        ("undo", {"action": "undo"}),
        ("one-click", {"action": "set", "name": "one_click", "value": True}),
        *jass_play(table),
        ("review-open", {"action": "review-open"}),
        ("review-prev", {"action": "review-prev"}),
        ("review-trick", {"action": "review-trick", "trick": 2}),
        ("review-next", {"action": "review-next"}),
        ("review-close", {"action": "review-close"}),
        ("turkish", {"action": "set", "name": "lang", "value": "tr"}),
        ("english", {"action": "set", "name": "lang", "value": "en"}),
        ("next-deal", {"action": "new-deal"}),
        ("contract-2", lambda tb: {"action": "contract", "value": "obenabe"} if tb.view["contract_choice"]
         else {"action": "hint"}),
        ("card-2", lambda tb: {"action": "play", "card": legal(tb)[0]} if legal(tb) else {"action": "hint"}),
        ("new-match", {"action": "new-match"}),
    ]
    yield from drive(table, steps)


GAMES: dict[str, Callable[[], Iterator[tuple[str, dict[str, dict[str, str]]]]]] = {
    "bridge_learning": bridge_learning, "bridge_claims": bridge_claims, "jass_match": jass_match,
}


def recorded(game: str) -> list[list[Any]]:
    return [[name, views] for name, views in GAMES[game]()]


def deltas(steps: list[list[Any]]) -> list[list[Any]]:
    """Each step's digests as changes from the step before (None: the key went), to keep the file small."""
    out, before = [], {}
    for name, views in steps:
        change = {}
        for lang, keys in views.items():
            old = before.get(lang, {})
            diff = {key: value for key, value in keys.items() if old.get(key) != value}
            diff.update({key: None for key in old if key not in keys})
            change[lang] = diff
        out.append([name, change])
        before = views
    return out


def undeltas(steps: list[list[Any]]) -> list[list[Any]]:
    """The full digests back from :func:`deltas`."""
    out, current = [], {}
    for name, change in steps:
        current = {lang: {key: value for key, value in {**current.get(lang, {}), **diff}.items()
                          if value is not None} for lang, diff in change.items()}
        out.append([name, current])
    return out


def test_record_when_asked() -> None:
    """With CARDLEARN_RECORD_VIEWS set, write the snapshots (else check that they exist)."""
    if os.environ.get("CARDLEARN_RECORD_VIEWS"):
        snapshots = {game: deltas(recorded(game)) for game in GAMES}
        SNAPSHOTS.write_text(json.dumps(snapshots, separators=(",", ":"), sort_keys=True).replace(
            '],["', '],\n["') + "\n", encoding="utf-8")
    assert set(json.loads(SNAPSHOTS.read_text(encoding="utf-8"))) == set(GAMES)


def test_deltas_round_trip() -> None:
    steps = [["a", {"en": {"x": "1", "y": "2"}}], ["b", {"en": {"x": "1", "z": "3"}}], ["c", {"en": {"x": "4"}}]]
    assert deltas(steps)[1] == ["b", {"en": {"y": None, "z": "3"}}]
    assert undeltas(deltas(steps)) == steps


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_views_are_the_recorded_ones(game: str) -> None:
    expected = undeltas(json.loads(SNAPSHOTS.read_text(encoding="utf-8"))[game])
    actual = recorded(game)
    assert [name for name, _ in actual] == [name for name, _ in expected]
    for (name, views), (_, want) in zip(actual, expected):
        for lang, keys in want.items():
            changed = sorted(key for key in set(keys) | set(views[lang]) if keys.get(key) != views[lang].get(key))
            assert not changed, f"{game}, step {name}, {lang}: {changed} differ"


def test_a_changed_view_is_caught() -> None:
    """The check can fail: a table whose view differs in one word is found out, key by key."""
    table = BridgeTable(PBN, players={seat: Scripted() for seat in "NEW"}, ai_delay=0, lang="en")
    before = record(table)
    table._board = {"event": "Another"}
    table.publish()
    after = record(table)
    assert [key for key in before["en"] if before["en"][key] != after["en"][key]] == ["version", "board"]
