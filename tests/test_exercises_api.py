"""The learner's side: check / hint / solution in every language, malformed answers, variants, display."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardlearn.engine.cards import BRIDGE_DECK, JASS_DECK, suit_message
from cardlearn.exercises import Exercise, ExerciseError, Feedback, check_path, exercise
from cardlearn.exercises.answers import solve
from cardlearn.exercises.generators import variant
from cardlearn.exercises.loader import packaged_folder
from cardlearn.i18n import LANGUAGES, msg, t

SPECS = check_path(packaged_folder()).exercises
IDS = [spec.id for spec in SPECS]
DATA = Path(__file__).parent / "data" / "exercises"


def right_answer(ex: Exercise):
    value = ex.answer
    if isinstance(value, frozenset):
        return min(value)
    return list(value) if isinstance(value, tuple) else value


def wrong_answer(ex: Exercise):
    value, kind, game = ex.answer, ex.kind, ex.spec.game
    if kind == "number":
        return value + 10
    if kind == "true_false":
        return not value
    if kind == "order":
        return list(reversed(value))
    if kind == "seat":
        return next(seat for seat in "NESW" if seat != value)
    if kind == "team":
        return "NS" if value == "EW" else "EW"
    if kind == "contract":
        return "push" if value != "push" else "obenabe"
    right = value if isinstance(value, frozenset) else {value}
    if kind == "card":
        pool = ex.situation.get("hand") or ex.situation.get("trick") or ex.situation.get("play") or []
        deck = [str(card) for card in (BRIDGE_DECK if game == "bridge" else JASS_DECK)]
        return next(card for card in list(pool) + deck if card not in right)
    options = ex.situation.get("options") or ["P", "X", "XX", "1C", "7NT"]
    return next(call for call in list(options) + ["X", "XX", "1C", "7NT"] if call not in right)


@pytest.mark.parametrize("exercise_id", IDS)
def test_check_accepts_the_right_answer_and_rejects_a_wrong_one_in_every_language(exercise_id):
    for lang in LANGUAGES:
        ex = exercise(exercise_id, lang=lang)
        assert "{" not in ex.prompt and ex.prompt.strip()
        good = ex.check(right_answer(ex))
        assert isinstance(good, Feedback) and good.correct and good.valid
        assert good.message.startswith(t("exercises.feedback.correct", lang, why="").strip())
        assert len(good.message) > 20  # the explanation comes with it
        bad = ex.check(wrong_answer(ex))
        assert not bad.correct and bad.valid
        prefix = t("exercises.feedback.wrong", lang, answer="", why="").split("  ")[0][:6]
        assert bad.message.startswith(prefix)
        assert len(bad.message) > len(prefix) + 20  # the reason comes with it


def test_messages_really_differ_by_language():
    texts = {lang: exercise("bridge.undertricks.001", lang=lang).check(-50).message for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)
    assert "bet" in texts["da"] and "batar" in texts["tr"] and "다운" in texts["ko"] and "ตก" in texts["th"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_card_gets_the_rule_it_breaks_first_and_the_cards_only_after_the_hints(lang):
    ex = exercise("bridge.tricks.005", lang=lang)  # hearts led, the hand holds ♥Q ♥4 (one hint)
    first = ex.check("SA")
    assert not first.correct and first.hint == 1 and not first.solution_shown
    rule = msg("exercises.look.bridge.error.must_follow_suit", suit=suit_message("H")).text(lang)
    assert rule in first.message
    answer, *why = ex.solution(lang).split("\n")
    assert answer not in first.message and why[-1] not in first.message, "the answer is not given away yet"
    assert ex.hint_text(1, lang) in first.message
    second = ex.check("DA")  # every hint has been shown: now the answer and why
    assert second.solution_shown and answer in second.message
    assert all(second.message.count(line) == 1 for line in why), "every line once"
    jass = exercise("jass.tricks.005", lang=lang).check("EA")  # undertrumping the acorn 9
    assert t("exercises.look.jass.error.undertrump", lang, card="@", highest="@").split("@")[0] in jass.message


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_call_gets_the_doubling_rule_without_the_allowed_calls(lang):
    ex = exercise("bridge.bidding.007", lang=lang)  # 1♠ – X: South may redouble, not double again
    feedback = ex.check("X")
    assert not feedback.correct
    own_side = max(t("exercises.look.bridge.error.double_own_side", lang, last="@", seat="@").split("@"),
                   key=len).strip()
    assert own_side in feedback.message
    assert t("bridge.allowed.redouble", lang) not in feedback.message
    assert ex.check("XX").correct


def test_any_legal_card_is_right():
    ex = exercise("bridge.tricks.005", lang="en")
    assert ex.answer == frozenset({"HQ", "H4"})
    assert ex.check("HQ").correct and ex.check("h4").correct and not ex.check("DA").correct
    assert "♥Q" in ex.solution() and "♥4" in ex.solution()


def test_the_explanations_say_why():
    score = exercise("bridge.undertricks.003", lang="en").solution()
    assert "Undertrick 1: −200" in score and "Undertrick 2: −300" in score and "Undertrick 3: −300" in score
    assert "−800" in score
    assert "Buur" in exercise("jass.tricks.006", lang="en").solution()
    assert "Undenufe" in exercise("jass.tricks.004", lang="en").solution()
    weis = exercise("jass.weis.003", lang="en").solution()
    assert t("jass.weis.step.trump", "en") in weis
    declarer = exercise("bridge.bidding.009", lang="en").solution()
    assert "South was the first of North–South to name diamonds" in declarer


@pytest.mark.parametrize("answer, key", [
    ("abc", "exercises.answer.bad_number"), (True, "exercises.answer.bad_number"),
    (None, "exercises.answer.bad_number"), ([1], "exercises.answer.bad_number"),
])
def test_a_malformed_number_is_explained_and_not_an_attempt(answer, key):
    ex = exercise("bridge.undertricks.001", lang="da")
    feedback = ex.check(answer)
    assert not feedback.valid and not feedback.correct
    assert "ikke et helt tal" in feedback.message and "forsøg" in feedback.message


@pytest.mark.parametrize("exercise_id, answer, words", [
    ("bridge.tricks.001", "ZZ", "is not a bridge card"),
    ("bridge.tricks.001", 14, "is not a card"),
    ("bridge.bidding.001", "8H", "is not a call"),
    ("bridge.bidding.008", "Northeast", "is not a seat"),
    ("jass.weis.001", "both", "is not a team"),
    ("jass.tricks.006", "maybe", "is not yes or no"),
    ("bridge.bidding.004", ["1S", "1NT"], "Put all 4 items in order"),
    ("jass.contracts.007", "RU R9 RA RA", "Put all 4 items in order"),
])
def test_malformed_answers_of_every_kind(exercise_id, answer, words):
    feedback = exercise(exercise_id, lang="en").check(answer)
    assert not feedback.valid and words in feedback.message


def test_answers_in_friendly_forms_are_read():
    assert exercise("bridge.undertricks.001").check("−100").correct
    assert exercise("bridge.undertricks.001").check(-100.0).correct
    assert exercise("bridge.bidding.001").check("2♥").correct
    assert exercise("bridge.bidding.008").check("north").correct
    assert exercise("jass.weis.001").check("E-W").correct
    assert exercise("bridge.bidding.005").check("yes").correct
    assert exercise("jass.contracts.007").check("RU, R9, RA, RK").correct


def test_hints_come_one_at_a_time_then_repeat():
    ex = exercise("bridge.undertricks.005", lang="en")
    assert ex.hints_left == 3
    first, second, third = ex.hint(), ex.hint(), ex.hint()
    assert first.startswith("Hint 1 of 3") and "(9 here)" in first  # {target} filled in
    assert second.startswith("Hint 2 of 3") and third.startswith("Hint 3 of 3")
    assert ex.hint() == third and ex.hints_left == 0
    assert "Hinweis" not in exercise("bridge.undertricks.005", lang="da").hint()
    assert exercise("bridge.undertricks.005", lang="ko").hint().startswith("힌트 1/3")


def test_lang_follows_the_current_language_when_not_given():
    import cardlearn

    ex = exercise("bridge.undertricks.001")
    try:
        cardlearn.set_language("tr")
        assert ex.prompt.startswith("Kontrat")
        cardlearn.set_language("th")
        assert ex.prompt.startswith("สัญญา")
    finally:
        cardlearn.set_language("en")


def test_teacher_mode_shows_answer_and_explanation_learner_mode_does_not():
    learner = exercise("bridge.undertricks.003", lang="en")._repr_html_()
    teacher = exercise("bridge.undertricks.003", lang="en", teacher=True)._repr_html_()
    assert "−800" not in learner and "Undertrick 3" not in learner
    assert "−800" in teacher and "Undertrick 3" in teacher and "cardlearn-solution" in teacher
    assert 'data-exercise-id="bridge.undertricks.003"' in learner


def test_html_escapes_the_teachers_text(tmp_path):
    text = (DATA / "good.toml").read_text(encoding="utf-8").replace(
        "Score?", "<script>alert(1)</script> & Score?")
    path = tmp_path / "html.toml"
    path.write_text(text, encoding="utf-8")
    page = exercise("test.good.001", path=path, lang="en", teacher=True)._repr_html_()
    assert "<script>" not in page and "&lt;script&gt;" in page and "&amp;" in page
    assert re.search(r'<span style="color:#c0392b">♥</span>', page)


def test_feedback_renders_as_html():
    html = exercise("bridge.undertricks.001").check(-100)._repr_html_()
    assert 'data-feedback="correct"' in html
    assert 'data-feedback="malformed"' in exercise("bridge.undertricks.001").check("x")._repr_html_()


def test_an_unknown_id_is_a_clear_error():
    with pytest.raises(ExerciseError) as caught:
        exercise("bridge.nothing.999", lang="en")
    assert caught.value.key == "exercises.error.unknown_id"
    assert "bridge.nothing.999" in caught.value.localized("da")


# --- variants ------------------------------------------------------------------------------------

GENERATED = [spec for spec in SPECS if spec.generator]


def test_some_exercises_have_variants():
    assert {spec.id for spec in GENERATED} >= {"bridge.undertricks.003", "jass.weis.008"}


@pytest.mark.parametrize("spec", GENERATED, ids=lambda spec: spec.id)
def test_variants_are_reproducible_valid_and_different(spec):
    situations = []
    for seed in range(12):
        first = variant(spec.topic, spec.situation, spec.generator, seed)
        assert first == variant(spec.topic, spec.situation, spec.generator, seed)
        solve(spec.topic, spec.kind, first)  # the engine can answer every variant
        situations.append(repr(sorted(first.items())))
    assert len(set(situations)) >= 4


def test_a_seed_gives_each_learner_an_equivalent_question():
    answers = set()
    for seed in range(10):
        ex = exercise("bridge.undertricks.003", lang="en", seed=seed)
        again = exercise("bridge.undertricks.003", lang="en", seed=seed)
        assert ex.prompt == again.prompt and ex.answer == again.answer
        assert ex.answer < 0  # every variant is a defeated contract
        assert ex.check(ex.answer).correct and not ex.check(ex.answer + 50).correct
        answers.add(ex.answer)
    assert len(answers) >= 4
    # Without a seed the exercise is exactly as written.
    assert exercise("bridge.undertricks.003").answer == -800


def test_weis_variants_are_contested_deals_from_the_engine():
    for seed in range(5):
        ex = exercise("jass.weis.008", lang="en", seed=seed)
        hands = ex.situation["hands"]
        assert sorted(len(cards) for cards in hands.values()) == [9, 9, 9, 9]
        assert "beats" in ex.explanation()  # both teams had a Weis to compare


def test_a_seed_is_ignored_without_a_generator():
    assert exercise("bridge.undertricks.001", seed=3).seed is None


def test_a_view_for_the_widgets_has_no_answer_unless_teacher():
    import json

    view = exercise("bridge.tricks.005", lang="da").view()
    assert view["choices"] == ["SA", "S5", "HQ", "H4", "DA", "C7"] and "answer" not in view
    assert view["prompt"].startswith("Kontrakten er 4♠") and view["kind"] == "card"
    json.dumps(view)
    teacher = exercise("bridge.tricks.005", lang="da", teacher=True).view()
    assert teacher["answer"] == ["H4", "HQ"] and teacher["solution"].startswith("Hvert af disse svar er rigtigt")
    assert exercise("jass.contracts.007").view()["choices"] == ["RA", "RU", "R9", "RK"]
    assert exercise("bridge.bidding.005").choices() == [True, False]
    assert exercise("bridge.undertricks.001").choices() is None
    # Every offered choice is an answer the exercise can check.
    for spec_id in ("bridge.bidding.007", "jass.weis.001", "bridge.bidding.008", "jass.tricks.001"):
        ex = exercise(spec_id)
        assert all(ex.check(choice).valid for choice in ex.choices())


def test_in_a_notebook_an_exercise_is_its_widget():
    from cardlearn.exercises import exercise

    ex = exercise("bridge.undertricks.001", lang="da")
    bundle = ex._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data
    assert "text/html" in data
    assert ex.widget() is ex.widget() and ex.widget().exercise is ex
    # The text API still works beside the widget, on the same exercise.
    assert ex.check(ex.answer).correct


# --- the table and system topics (lessons 1, 3 and 8) -------------------------------------------


@pytest.mark.parametrize("exercise_id, right, wrong", [
    ("bridge.table.001", 14, 13),
    ("bridge.table.002", 10, 4),
    ("bridge.table.003", 9, 3),
    ("bridge.table.004", "S", "W"),
    ("bridge.table.005", "E", "W"),
    ("bridge.system.001", "1NT", "1D"),
    ("bridge.system.002", "1S", "1NT"),
    ("bridge.system.003", "2H", "P"),
    ("bridge.system.004", "2C", "3NT"),
    ("bridge.system.005", 15, 12),
    ("jass.table.001", "E", "W"),
    ("jass.table.002", "N", "S"),
    ("jass.table.003", 55, 102),
])
def test_table_and_system_topics_accept_the_right_answer_and_say_why_a_wrong_one_is_wrong(
        exercise_id, right, wrong):
    solutions = {}
    for lang in LANGUAGES:
        ex = exercise(exercise_id, lang=lang)
        assert "{" not in ex.prompt and ex.prompt.strip()
        assert ex.check(right).correct
        bad = ex.check(wrong)
        assert bad.valid and not bad.correct
        prefix = t("exercises.feedback.wrong", lang, answer="", why="").split("  ")[0][:6]
        assert bad.message.startswith(prefix) and len(bad.message) > len(prefix) + 30
        solutions[lang] = ex.solution()
        assert "{" not in solutions[lang]
    assert len(set(solutions.values())) == len(LANGUAGES)  # rendered in each language


def test_the_new_topics_take_their_answers_from_the_engine_and_the_ai():
    from cardlearn.ai import bridge as ai
    from cardlearn.engine.jass.rules import NEXT_SEAT

    hand = ["SA", "SK", "S7", "S4", "HQ", "HJ", "H9", "DK", "D8", "D3", "CJ", "C6", "C2"]
    assert solve("bridge.hcp", "number", {"hand": hand}).value == ai.evaluate(hand).hcp == 14
    assert solve("bridge.target", "number", {"contract": "6NT"}).value == 12
    auction = {"auction": ["1NT", "P", "3NT", "P", "P", "P"], "dealer": "S"}
    assert solve("bridge.opening_leader", "seat", auction).value == "W"
    assert solve("bridge.dummy", "seat", auction).value == "N"
    system = {"hand": hand, "auction": [], "dealer": "S", "vulnerability": "None", "seat": None}
    assert solve("bridge.system_call", "call", system).value == ai.choose_call(hand, [], "S").call
    stayman = {"auction": ["1NT", "P", "2C"], "index": 2, "dealer": "S", "vulnerability": "None"}
    least = ai.explain(["1NT", "P", "2C"], 2, "S").constraints.hcp_min
    assert solve("bridge.meaning_min_hcp", "number", stayman).value == least
    for seat, after in NEXT_SEAT.items():
        assert solve("jass.next_seat", "seat", {"seat": seat}).value == after


def test_the_explanations_of_the_new_topics():
    hcp = exercise("bridge.table.001", lang="en").solution()
    assert "♠A ♠K: 7" in hcp and "14" in hcp
    assert "6 + 4 = 10" in exercise("bridge.table.002", lang="en").solution()
    assert "East is declarer, so South leads" in exercise("bridge.table.004", lang="en").solution()
    assert "so East is dummy" in exercise("bridge.table.005", lang="en").solution()
    system = exercise("bridge.system.001", lang="en")
    assert "15–17 HCP, balanced" in system.solution()
    assert "1♦ would mean" in system.check("1D").message  # the meaning of the learner's call
    assert "Stayman" in exercise("bridge.system.004", lang="en").solution()
    assert "South → East → North → West" in exercise("jass.table.001", lang="en").solution()


def test_the_new_topics_refuse_situations_without_an_answer(tmp_path):
    path = tmp_path / "bad.toml"
    texts = "\n".join(f'prompt.{lang} = "?"' for lang in ("en", "th", "ko", "da", "tr"))
    path.write_text(f"""
[[exercise]]
id = "x.bad.001"
kind = "call"
topic = "bridge.system_call"
hand = ["SA", "SK"]
{texts}

[[exercise]]
id = "x.bad.002"
kind = "number"
topic = "bridge.meaning_min_hcp"
auction = ["1NT"]
index = 3
{texts}

[[exercise]]
id = "x.bad.003"
kind = "seat"
topic = "bridge.opening_leader"
auction = ["1NT", "P"]
{texts}

[[exercise]]
id = "x.bad.004"
kind = "seat"
topic = "jass.next_seat"
seat = "X"
{texts}

[[exercise]]
id = "x.bad.005"
kind = "call"
topic = "bridge.system_call"
hand = {hand_codes()}
vulnerability = "sometimes"
{texts}
""", encoding="utf-8")
    report = check_path(path)
    messages = " ".join(problem.text("en") for problem in report.problems)
    assert "13 cards; this one has 2" in messages
    assert "no call number 3" in messages
    assert "not over yet" in messages
    assert "x.bad.004" in messages and "x.bad.005" in messages


def hand_codes() -> str:
    return '["SA", "SK", "S7", "S4", "HQ", "HJ", "H9", "DK", "D8", "D3", "CJ", "C6", "C2"]'
