"""Standing fuzz tests: hostile input to every widget, the PBN reader, exercise TOML and the engine API.

Each test asserts the package's guarantees: no exception escapes other than a
:class:`CardlearnError` (localized), a refused operation changes nothing, and
every operation finishes within a time bound. The runs are derandomized and
small, so the whole file takes a few tens of seconds in CI; set
``CARDLEARN_FUZZ_EXAMPLES`` (e.g. 2000) for a longer hunt on a workstation.
"""
from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardlearn.engine import bridge, jass
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass.weis import best_weis
from cardlearn.engine.pbn import format_deal, normalize_call, parse_deal, parse_pbn, read_pbn
from cardlearn.i18n import t
from cardlearn.widgets import (
    BiddingLadder,
    BridgeTable,
    JassTable,
    MinibridgeTable,
    TrickTrainer,
    UndertrickCalculator,
    WeisComparator,
)
from cardlearn.widgets.base import TableWidget

EXAMPLES = int(os.environ.get("CARDLEARN_FUZZ_EXAMPLES", "0"))
TIME_BOUND = 5.0  # CPU seconds per operation (see timed)
FUZZ = settings(max_examples=EXAMPLES or 40, deadline=None, derandomize=not EXAMPLES,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                       HealthCheck.data_too_large], database=None)
DATA = Path(__file__).parent / "data"
DEAL = "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9"

# Strings that have broken parsers before, or look almost right.
TRICKY = ["", " ", "SA", "sa", "HT", "h10", "D1", "CZ", "EU", "R7", "B6", "SX", "1NT", "7NT", "8C", "0S",
          "P", "Pass", "X", "XX", "XXX", "N", "E", "S", "W", "NS", "EW", "None", "Both", "All", "-",
          "--800", "-−800", "−800", "²", "¹³", "๘๐๐", "1" * 40, "1e3", "nan", "inf", "th", "TH",
          "xx", "\x00", "\u202e", "🂡", "[", "{", "\\", '"', "obenabe", "undenufe", "push", "win",
          "lose", "table", "rules", "true", "false", "E", "O", "U"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-10, 60), st.integers(),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
                    st.sampled_from(TRICKY))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)


@pytest.fixture(autouse=True, scope="module")
def _catalog_loaded() -> None:
    t("pbn.game.board", number=1)


def timed(operation: Callable[[], Any], bound: float = TIME_BOUND) -> tuple[Any, CardlearnError | None]:
    """Run ``operation``; a CardlearnError is a result, any other exception fails the test.

    The bound is on this process's CPU time: other jobs loading the machine do not stretch it.
    """
    start = time.process_time()
    try:
        result, error = operation(), None
    except CardlearnError as refused:
        result, error = None, refused
    seconds = time.process_time() - start
    assert seconds < bound, f"took {seconds:.1f} s"
    if error is not None:
        assert str(error) and error.localized("th")  # a message, in any language
    return result, error


# ---------------------------------------------------------------- widgets


def make_widgets(answers: Path) -> dict[str, Callable[[], TableWidget]]:
    from cardlearn.exercises.widget import ExerciseWidget

    return {
        "BridgeTable": lambda: BridgeTable(seed=5, ai_delay=0, lang="en"),
        "MinibridgeTable": lambda: MinibridgeTable(seed=0, ai_delay=0, lang="en"),  # South chooses the contract
        "JassTable": lambda: JassTable(seed=5, ai_delay=0, lang="en"),
        "UndertrickCalculator": lambda: UndertrickCalculator(lang="en"),
        "WeisComparator": lambda: WeisComparator(seed=5, lang="en"),
        "TrickTrainer": lambda: TrickTrainer(seed=5, lang="en"),
        "TrickTrainerJass": lambda: TrickTrainer(game="jass", seed=5, lang="en"),
        "BiddingLadder": lambda: BiddingLadder(lang="en"),
        "ExerciseWidget": lambda: ExerciseWidget("bridge.scoring.001", lang="en", answers=answers),
        # The contract kind with a generator: seven buttons, New exercise draws clear hands.
        "ExerciseWidgetContract": lambda: ExerciseWidget("jass.tactics.contract", lang="th", answers=answers),
    }


WIDGETS = ["BridgeTable", "MinibridgeTable", "JassTable", "UndertrickCalculator", "WeisComparator", "TrickTrainer",
           "TrickTrainerJass", "BiddingLadder", "ExerciseWidget", "ExerciseWidgetContract"]


@st.composite
def messages(draw: st.DrawFn, intents: dict[str, dict[str, type]]) -> Any:
    """A message as a front end (or an attacker) might send: mostly well-formed, often wrong."""
    shape = draw(st.integers(0, 9))
    if shape == 0:
        return draw(json_values)
    action = draw(st.sampled_from(sorted(intents))) if shape > 1 else draw(st.text(max_size=8))
    content: dict[str, Any] = {"action": action}
    for name in intents.get(action, {}):
        if draw(st.integers(0, 9)):
            content[name] = draw(st.one_of(st.sampled_from(TRICKY), scalars, json_values))
    if not draw(st.integers(0, 6)):
        content[draw(st.text(max_size=5))] = draw(scalars)
    if draw(st.booleans()):
        content["seq"] = draw(st.one_of(st.integers(), st.booleans(), st.text(max_size=3)))
    return content


def snapshot(widget: TableWidget) -> str:
    view = {k: v for k, v in widget.view.items() if k not in ("notice", "ack", "version", "announce")}
    return repr(widget) + json.dumps(view, sort_keys=True, ensure_ascii=False, default=str) + \
        json.dumps([widget.lang, widget.contrast, widget.grain, widget.color_temperature])


def watch_refusals(widget: TableWidget) -> list[str]:
    """Record every CardlearnError the widget raises while handling a message (a refusal)."""
    refusals: list[str] = []
    for name in ("_check_message", "handle_intent", "checked_setting"):
        original = getattr(widget, name)

        def wrapped(*args: Any, _original: Callable[..., Any] = original) -> Any:
            try:
                return _original(*args)
            except CardlearnError as error:
                refusals.append(error.key)
                raise

        setattr(widget, name, wrapped)
    return refusals


@pytest.fixture(scope="module")
def widget_factories(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Callable[[], TableWidget]]:
    return make_widgets(tmp_path_factory.mktemp("answers") / "answers.json")


@pytest.mark.parametrize("name", WIDGETS)
def test_random_intents_never_escape_and_refusals_change_nothing(
        name: str, widget_factories: dict[str, Callable[[], TableWidget]]) -> None:
    widget = widget_factories[name]()
    widget._send = lambda *args, **kwargs: None  # type: ignore[method-assign]
    intents = widget.intent_fields()
    refusals = watch_refusals(widget)

    @FUZZ
    @given(st.lists(messages(intents), min_size=1, max_size=6))
    def run(batch: list[Any]) -> None:
        for content in batch:
            before, count = snapshot(widget), len(refusals)
            view, error = timed(lambda content=content: widget.receive(content))
            assert error is None  # receive answers with a notice, it never raises
            json.dumps(view)  # the view stays JSON for the front end
            if len(refusals) > count:
                assert view["notice"]["kind"] == "error" and view["notice"]["text"]
                assert snapshot(widget) == before, f"{content!r} was refused but changed the state"

    run()


@pytest.mark.parametrize("name", ["BridgeTable", "UndertrickCalculator", "ExerciseWidget"])
def test_random_trait_writes_from_the_front_end(
        name: str, widget_factories: dict[str, Callable[[], TableWidget]]) -> None:
    widget = widget_factories[name]()
    widget._send = lambda *args, **kwargs: None  # type: ignore[method-assign]
    names = st.sampled_from(["lang", "contrast", "grain", "color_temperature", "view", "ai_delay",
                             "_esm", "layout", "tabbable"]) | st.text(max_size=6)

    @FUZZ
    @given(st.dictionaries(names, st.one_of(st.sampled_from(TRICKY), scalars, json_values), max_size=3))
    def run(state: dict[str, Any]) -> None:
        before = snapshot(widget)
        timed(lambda: widget._handle_msg({"content": {"data": {"method": "update", "state": state}},
                                          "buffers": []}))
        notice = widget.view.get("notice")
        if notice is not None and notice["kind"] == "error":
            assert snapshot(widget) == before

    run()


# ---------------------------------------------------------------- PBN

TAGS = ["Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
        "Deal", "Declarer", "Contract", "Result", "Auction", "Play", "Note", "Score",
        "OptimumResultTable", "X"]
VALUES = {
    "Board": ["1", "17", "²", "๑", "-1", "1" * 30, "?", ""],
    "Dealer": ["N", "e", "South", "Q", "?", "^S"],
    "Vulnerable": ["None", "NS", "E-W", "All", "Love", "-", "Red"],
    "Deal": [DEAL, DEAL.replace("KJ3", "KJ"), DEAL.replace("N:", "X:"), "N:- - - -", DEAL.lower(),
             DEAL.replace("K", "\x00", 1)],
    "Contract": ["3NT", "4HX", "7SXX", "Pass", "8C", "4Z", ""],
    "Declarer": ["N", "S", "W", "?"],
    "Result": ["9", "13", "14", "NS 10", "EW 3", "¹³", "-"],
    "Auction": ["N", "E", "?"],
    "Play": ["W", "N", "?"],
}
SECTION_TOKENS = ["1C", "1NT", "Pass", "P", "X", "XX", "AP", "=1=", "$12", "!", "*", "-", "+",
                  "SA", "HK", "DQ", "C2", "ST", "S3", "1Q", "D10"]


@st.composite
def pbn_texts(draw: st.DrawFn) -> str:
    """PBN text from the grammar (tags, section lines, comments, blank lines), then mutated."""
    lines: list[str] = []
    for _ in range(draw(st.integers(1, 25))):
        kind = draw(st.integers(0, 9))
        if kind <= 5:
            tag = draw(st.sampled_from(TAGS))
            value = draw(st.sampled_from(VALUES.get(tag, ["x"])) | st.text(max_size=10) | st.just("#"))
            quoted = value.replace("\\", "\\\\").replace('"', '\\"')
            lines.append(f'[{tag} "{quoted}"]' if draw(st.integers(0, 5)) else f"[{tag} {value}]")
        elif kind == 6:
            lines.append(" ".join(draw(st.lists(st.sampled_from(SECTION_TOKENS), max_size=6))))
        elif kind == 7:
            lines.append(draw(st.sampled_from(["{ a comment }", "{ open", "close }", "; rest", "% x",
                                               "{", "}", "[", "]"])))
        else:
            lines.append("")
    text = "\n".join(lines)
    for _ in range(draw(st.integers(0, 4))):  # mutations: delete, insert, duplicate a stretch
        if not text:
            break
        at = draw(st.integers(0, len(text) - 1))
        how = draw(st.integers(0, 2))
        if how == 0:
            text = text[:at] + text[at + draw(st.integers(1, 8)):]
        elif how == 1:
            text = text[:at] + draw(st.text(max_size=4) | st.sampled_from(['"', "[", "]", "\\", "\n"])) \
                + text[at:]
        else:
            text = text[:at] + text[at:at + 20] * draw(st.integers(2, 5)) + text[at:]
    return text


@FUZZ
@given(st.binary(max_size=3000))
def test_random_bytes_to_the_pbn_reader(data: bytes) -> None:
    timed(lambda: read_pbn(data))


@settings(FUZZ, max_examples=(EXAMPLES or 150))
@given(pbn_texts(), st.sampled_from(["text", "utf-8", "utf-8-sig", "utf-16", "cp1252"]))
def test_grammar_mutated_pbn(text: str, how: str) -> None:
    if how == "text":
        games, _ = timed(lambda: parse_pbn(text))
    else:
        data = text.encode(how, errors="replace")
        games, _ = timed(lambda: read_pbn(data))
    for game in games or []:
        repr(game)
        game._repr_html_()


@FUZZ
@given(st.text(max_size=120) | st.sampled_from(VALUES["Deal"]))
def test_random_deal_strings(text: str) -> None:
    hands, _ = timed(lambda: parse_deal(text))
    if hands is not None:
        assert parse_deal(format_deal(hands)) == hands


# ---------------------------------------------------------------- exercise TOML


GOOD_TOML = (DATA / "exercises" / "good.toml").read_text(encoding="utf-8")
TOML_SCALARS = ["1", "-800", "true", '"x"', '""', "[]", '["SA", "SA"]', "1e400", '"²"', '"--800"',
                "{}", '"\\u0000"', "99999999999999999999", "nan", '"' + "1" * 5000 + '"']


@st.composite
def toml_texts(draw: st.DrawFn) -> str:
    lines = GOOD_TOML.splitlines()
    for _ in range(draw(st.integers(1, 5))):
        at = draw(st.integers(0, len(lines) - 1))
        how = draw(st.integers(0, 3))
        if how == 0:
            del lines[at]
        elif how == 1 and "=" in lines[at]:
            lines[at] = lines[at].split("=")[0] + "= " + draw(st.sampled_from(TOML_SCALARS))
        elif how == 2:
            lines.insert(at, draw(st.text(max_size=20)))
        else:
            lines.insert(at, lines[draw(st.integers(0, len(lines) - 1))])
    return "\n".join(lines)


@FUZZ
@given(text=toml_texts())
def test_mutated_exercise_toml_is_reported_never_raised(text: str, tmp_path_factory: pytest.TempPathFactory,
                                                        ) -> None:
    from cardlearn.exercises.check import read_file

    path = tmp_path_factory.mktemp("toml") / "mutated.toml"
    path.write_text(text, encoding="utf-8")
    report, error = timed(lambda: read_file(path))
    assert error is None  # the checker reports problems, it does not raise
    report.text("da")


@FUZZ
@given(answer=st.one_of(scalars, json_values, st.sampled_from(TRICKY)))
def test_random_answers_to_an_exercise(answer: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    from cardlearn.exercises import exercise

    ex = exercise("bridge.scoring.001", lang="tr", answers=tmp_path_factory.mktemp("a") / "a.json")
    timed(lambda: str(ex.check(answer)))


# ---------------------------------------------------------------- engine API


@FUZZ
@given(st.sampled_from(["4HX", "3NT", "7SXX", "1C", "3NT by W"]) | st.text(max_size=8) | scalars,
       scalars, scalars, scalars)
def test_random_score_calls(contract: Any, tricks: Any, vulnerable: Any, declarer: Any) -> None:
    result, error = timed(lambda: bridge.score(contract, tricks=tricks, vulnerable=vulnerable,
                                               declarer=declarer))
    if error is None:
        assert isinstance(vulnerable, bool) and isinstance(tricks, int)
        assert (result.total >= 0) == (tricks >= result.contract.level + 6)  # made or defeated


@FUZZ
@given(scalars | json_values, scalars)
def test_random_deal_arguments(seed: Any, dealer: Any) -> None:
    timed(lambda: bridge.Deal.random(seed=seed, dealer=dealer))
    timed(lambda: jass.Match(seed=seed, target=dealer))


def bridge_state(game: bridge.Game) -> str:
    return repr(game) + repr(game.calls) + repr(game.legal_calls()) + repr(
        game.legal_cards() if game.phase == "play" else [])


@FUZZ
@given(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 20) | st.sampled_from(TRICKY), max_size=60))
def test_random_bridge_games(seed: int, moves: list[Any]) -> None:
    game = bridge.Game(bridge.Deal.random(seed=seed), vulnerability="NS")
    for move in moves:
        if isinstance(move, int):  # an index into the legal moves, or undo
            options = game.legal_calls() if game.phase == "auction" else \
                game.legal_cards() if game.phase == "play" else []
            if move == 20 or not options:
                timed(game.undo)
                continue
            token = options[move % len(options)]
        else:
            token = move
        before = bridge_state(game)
        operation = game.call if game.phase == "auction" else game.play
        _, error = timed(lambda operation=operation, token=token: operation(token))
        if error is not None:
            assert bridge_state(game) == before


def jass_state(match: jass.Match) -> str:
    return repr(match) + repr(match.scores) + repr(match.legal_cards() if match.phase == "play" else [])


@FUZZ
@given(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 8) | st.sampled_from(TRICKY), max_size=60))
def test_random_jass_matches(seed: int, moves: list[Any]) -> None:
    match = jass.Match(seed=seed, target=300)
    for move in moves:
        if match.is_over:
            break
        if match.phase == "contract":
            token = ["E", "R", "S", "B", "obenabe", "undenufe", "push"][move % 7] \
                if isinstance(move, int) else move
            before = jass_state(match)
            _, error = timed(lambda token=token: match.choose(token))
        else:
            legal = match.legal_cards()
            token = legal[move % len(legal)] if isinstance(move, int) and legal else move
            before = jass_state(match)
            _, error = timed(lambda token=token: match.play(token))
        if error is not None:
            assert jass_state(match) == before


@FUZZ
@given(st.lists(st.sampled_from(["EA", "EK", "EO", "EU", "ET", "E9", "RA", "R6", "B7", "S8"]) | scalars,
                max_size=12) | st.text(max_size=20) | scalars, scalars | st.sampled_from(["E", "obenabe"]))
def test_random_weis_hands(hand: Any, trump: Any) -> None:
    timed(lambda: best_weis(hand, trump))


@FUZZ
@given(st.text(max_size=10) | st.sampled_from(TRICKY))
def test_random_calls_in_notation(token: str) -> None:
    timed(lambda: normalize_call(token))


ODD = [None, 1, 1.5, True, [1], {"a": 1}, b"SA", float("nan"), object(), "", "x" * 10_000]


@pytest.mark.parametrize("value", ODD, ids=lambda value: type(value).__name__)
def test_every_engine_entry_point_refuses_odd_types_in_its_own_words(value: Any) -> None:
    deal = bridge.Deal.random(seed=1)
    game = bridge.Game(deal)
    match = jass.Match(seed=1)
    for operation in (
        lambda: bridge.Game(deal).call(value), lambda: game.play(value),
        lambda: bridge.Game(deal, vulnerability=value), lambda: bridge.Game(deal, dealer=value),
        lambda: bridge.Game(value), lambda: bridge.Deal.from_pbn(value), lambda: deal.hand(value),
        lambda: deal.owner(value), lambda: jass.Match(seed=1).choose(value), lambda: match.play(value),
        lambda: match.legal_cards(value), lambda: parse_deal(value), lambda: normalize_call(value),
        lambda: bridge.score(value, 7), lambda: format_deal(value), lambda: format_deal({"N": value}),
        lambda: jass.Match.from_hands(value), lambda: best_weis(value, "E"),
        lambda: bridge.Deal.random(seed=value), lambda: jass.Match(seed=1, target=value),
    ):
        timed(operation)


WIDGET_ARGUMENTS = [
    (BridgeTable, "seed"), (BridgeTable, "vulnerability"), (BridgeTable, "deal"), (BridgeTable, "dealer"),
    (JassTable, "seed"), (JassTable, "target"), (TrickTrainer, "game"), (TrickTrainer, "contract"),
    (TrickTrainer, "seed"), (TrickTrainer, "mode"), (TrickTrainer, "trick"), (WeisComparator, "contract"),
    (WeisComparator, "forehand"), (WeisComparator, "seed"), (WeisComparator, "hands"),
    (BiddingLadder, "auction"), (BiddingLadder, "dealer"), (BiddingLadder, "mode"),
    (UndertrickCalculator, "contract"), (UndertrickCalculator, "tricks"),
    (UndertrickCalculator, "vulnerable"), (UndertrickCalculator, "contrast"), (UndertrickCalculator, "lang"),
]


@pytest.mark.parametrize(("widget", "argument"), WIDGET_ARGUMENTS,
                         ids=[f"{w.__name__}-{a}" for w, a in WIDGET_ARGUMENTS])
def test_widget_constructors_refuse_odd_arguments_in_their_own_words(widget: type, argument: str) -> None:
    for value in ODD + [-1, 10**30]:
        extra = {"ai_delay": 0} if widget in (BridgeTable, JassTable) else {}
        # A table that starts plays the AI seats up to the learner's turn: more time than one move.
        timed(lambda value=value, extra=extra: widget(**{argument: value}, **extra), bound=6 * TIME_BOUND)


@pytest.mark.parametrize("value", ODD, ids=lambda value: type(value).__name__)
def test_exercise_ids_and_seeds_are_checked(value: Any) -> None:
    from cardlearn.exercises import exercise
    from cardlearn.exercises.widget import ExerciseWidget

    timed(lambda: ExerciseWidget(value))
    timed(lambda: exercise(value))
    timed(lambda: exercise("bridge.scoring.001", seed=value))


# ---------------------------------------------------------------- the argument policy, entry point by entry point

LANGS = ("en", "th", "ko", "da", "tr")
HOSTILE = [None, True, False, 0, -1, 14, 10**30, -(10**30), 2.5, float("nan"), "", " ", "x", "Q", "\x00",
           "1" * 60, b"SA", [], [None], [5], ["1NT"], ["EA", "EA"], {}, {"N": 5}, {"X": ["EA"]},
           {"N": None}, object(), ("S",), 1j]
hostile = st.sampled_from(HOSTILE) | scalars | json_values


def _played_game() -> bridge.Game:
    game = bridge.Game(bridge.Deal.from_pbn(DEAL), dealer="N")
    for call in ("1NT", "P", "3NT", "P", "P", "P"):
        game.call(call)
    return game


def _jass_match() -> jass.Match:
    match = jass.Match(seed=3)
    match.choose(match.legal_contracts()[0] if hasattr(match, "legal_contracts") else "E")
    return match


# (name, how to call it, valid keyword arguments): the arguments' objects are made fresh per call.
ENTRY_POINTS: list[tuple[str, Callable[..., Any], Callable[[], dict[str, Any]]]] = [
    ("bridge.imps", bridge.imps, lambda: {"difference": 420}),
    ("bridge.score", bridge.score, lambda: {"contract": "4H", "tricks": 10, "vulnerable": False,
                                           "declarer": "S"}),
    ("bridge.parse_contract", bridge.parse_contract, lambda: {"text": "4HX"}),
    ("bridge.trick_rule", bridge.trick_rule, lambda: {"cards": ["SA", "S2", "S3", "S4"], "winner": "SA",
                                                      "trump": None}),
    ("bridge.load_boards", bridge.load_boards, lambda: {"source": DEAL_PBN.encode(), "max_boards": 5,
                                                        "progress": False}),
    ("bridge.Deal.random", bridge.Deal.random, lambda: {"seed": 1, "dealer": "S"}),
    ("jass.legal_cards", jass.legal_cards, lambda: {"hand": ["EA", "R7"], "trick": ["E6"], "trump": "S"}),
    ("jass.trick_winner", jass.trick_winner, lambda: {"trick": ["EA", "E6"], "trump": "S"}),
    ("jass.trick_rule", jass.trick_rule, lambda: {"trick": ["EA", "E6"], "trump": "S"}),
    ("jass.card_points", jass.card_points, lambda: {"card": "EU", "trump": "E"}),
    ("jass.best_weis", jass.best_weis, lambda: {"hand": ["EA", "EK", "EO"], "trump": "E"}),
    ("jass.why_illegal", jass.why_illegal, lambda: {"hand": ["EA", "R7"], "trick": ["E6"], "trump": "S",
                                                    "card": "R7"}),
    ("jass.is_schneider", jass.is_schneider, lambda: {"winner_points": 3000, "loser_points": 1200,
                                                      "target": 3000}),
    ("jass.weis_report", jass.weis_report, lambda: {"hands": WEIS_HANDS, "trump": "E", "forehand": "S"}),
    ("jass.weis_winner", jass.weis_winner, lambda: {"hands": WEIS_HANDS, "trump": "E", "forehand": "S"}),
    ("pbn.parse_pbn", parse_pbn, lambda: {"text": DEAL_PBN, "max_boards": 5}),
    ("pbn.parse_deal", parse_deal, lambda: {"text": DEAL}),
    ("pbn.format_deal", format_deal, lambda: {"hands": parse_deal(DEAL), "first": "N"}),
    ("pbn.normalize_call", normalize_call, lambda: {"token": "1NT"}),
    ("pbn.write_pbn", None, lambda: {"games": parse_pbn(DEAL_PBN)}),
    ("bridge_ai.BridgePlayer", None, lambda: {"method": "heuristic", "samples": None, "seed": 0,
                                              "use_auction": True, "level": None}),
    ("bridge_ai.choose_call", None, lambda: {"hand": HAND, "auction": ["1NT"], "dealer": "N",
                                             "vulnerability": "None", "seat": "E"}),
    ("bridge_ai.explain", None, lambda: {"auction": ["1NT", "P"], "index": 0, "dealer": "N",
                                         "vulnerability": "None", "lang": "en", "hand": None}),
    ("bridge_ai.evaluate", None, lambda: {"hand": HAND}),
    ("bridge_ai.call_hint", None, lambda: {"game": bridge.Game(bridge.Deal.from_pbn(DEAL), dealer="S"),
                                           "seat": "S", "lang": "en"}),
    ("bridge_ai.choose_card", None, lambda: {"game": _played_game(), "seat": None, "seed": 0,
                                             "level": None}),
    ("jass_ai.hint", None, lambda: {"match": _jass_match(), "seat": "S", "lang": "en", "seed": 0}),
    ("jass_ai.seat_view", None, lambda: {"match": _jass_match(), "seat": "S"}),
    ("exercises.exercise", None, lambda: {"exercise_id": "bridge.scoring.001", "teacher": False,
                                          "lang": "en", "seed": 1}),
    ("BridgeTable", BridgeTable, lambda: {"seed": 1, "lang": "en", "dealer": "S", "ai_delay": 0,
                                          "players": None, "board": None}),
    ("BridgeTable.from_pbn", BridgeTable.from_pbn, lambda: {"path": str(DATA / "pbn" / "endplay_sample.pbn"),
                                                            "board": None, "ai_delay": 0}),
    ("JassTable", JassTable, lambda: {"seed": 1, "lang": "en", "ai_delay": 0, "target": 1000,
                                      "players": None, "match": None, "ai_contracts": None}),
]
DEAL_PBN = f'[Board "1"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n'
HAND = ["SA", "SK", "SQ", "HA", "HK", "HQ", "DA", "DK", "DQ", "C2", "C3", "C4", "C5"]
WEIS_HANDS = {"N": ["EA", "EK", "EO"], "E": ["R6", "R7", "R8"], "S": ["S9", "ST", "SU"], "W": ["B6", "BA", "BK"]}
_NO_PATHS = {("BridgeTable.from_pbn", "path"), ("bridge.load_boards", "source")}  # missing files and folders are the file layer's policy


def _resolve(name: str, function: Callable[..., Any] | None) -> Callable[..., Any]:
    if function is not None:
        return function
    from cardlearn import exercises
    from cardlearn.ai import bridge as bridge_ai
    from cardlearn.ai import jass as jass_ai
    from cardlearn.engine import pbn

    home, attribute = name.split(".")
    homes = {"bridge_ai": bridge_ai, "jass_ai": jass_ai, "exercises": exercises, "pbn": pbn}
    return getattr(homes[home], attribute)


def _snapshot(arguments: dict[str, Any]) -> list[str]:
    """What the call may not change: the games, matches and lists it was given."""
    out = []
    for value in arguments.values():
        if isinstance(value, bridge.Game):
            out.append(bridge_state(value))
        elif isinstance(value, jass.Match):
            out.append(jass_state(value))
        elif isinstance(value, (list, dict)):
            out.append(repr(value))
    return out


ARGUMENT_CASES = [(name, function, make, parameter)
                  for name, function, make in ENTRY_POINTS for parameter in make()
                  if (name, parameter) not in _NO_PATHS]


@pytest.mark.parametrize(("name", "function", "make", "parameter"), ARGUMENT_CASES,
                         ids=[f"{case[0]}-{case[3]}" for case in ARGUMENT_CASES])
@settings(max_examples=EXAMPLES or 12, deadline=None, derandomize=not EXAMPLES, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(value=hostile)
def test_every_public_entry_point_refuses_wrong_arguments_in_every_language(
        name: str, function: Callable[..., Any] | None, make: Callable[[], dict[str, Any]],
        parameter: str, value: Any) -> None:
    call = _resolve(name, function)
    arguments = make()
    arguments[parameter] = value
    before = _snapshot(arguments)
    try:
        call(**arguments)
    except CardlearnError as error:
        for lang in LANGS:
            text = error.localized(lang)
            assert text and text != error.key  # a catalog text, not the bare key
    assert _snapshot(arguments) == before  # refused or not, the objects given are unchanged


def test_the_named_wrong_arguments_are_refused_in_their_own_words() -> None:
    import cardlearn
    from cardlearn.ai import bridge as bridge_ai
    from cardlearn.engine.pbn import write_pbn

    refused = [
        lambda: JassTable(ai_contracts=[], ai_delay=0), lambda: JassTable(ai_contracts=5, ai_delay=0),
        lambda: JassTable(players={"N": 5}, ai_delay=0), lambda: JassTable(match="x", ai_delay=0),
        lambda: BridgeTable(board="str", ai_delay=0), lambda: BridgeTable.from_pbn("/missing.pbn"),
        lambda: jass.legal_cards(hand=None, trick=[], trump="E"), lambda: bridge.imps("10"),
        lambda: bridge_ai.choose_call(None, []), lambda: bridge_ai.explain(["1NT"], 5),
        lambda: jass.weis_report(WEIS_HANDS, "E", "Q"), lambda: jass.weis_report({"Q": []}, "E", "N"),
        lambda: cardlearn.progress(answers=5), lambda: write_pbn("games"),
    ]
    for operation in refused:
        with pytest.raises(CardlearnError) as info:
            operation()
        assert all(info.value.localized(lang) for lang in LANGS)
    assert JassTable(ai_contracts="obenabe", ai_delay=0)._ai_contracts == ("obenabe",)


def test_unknown_language_is_a_cardlearn_error_and_still_a_value_error() -> None:
    from cardlearn.i18n import UnknownLanguage, set_language

    for code in ("xx", 5, None.__class__, "th\x00"):
        with pytest.raises(CardlearnError) as info:
            set_language(code)  # type: ignore[arg-type]
        assert isinstance(info.value, (UnknownLanguage, ValueError))
        assert all(info.value.localized(lang) for lang in LANGS)
        assert "\x00" not in str(info.value)
