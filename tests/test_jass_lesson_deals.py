"""Schieber lesson deals: the strict loader, the check command, every planned line, the table (kernel-free)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cardlearn.engine.jass.lesson_deals import check_jass_deals, load_jass_deals
from cardlearn.engine.lesson_notes import DealsError
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.jass_lesson_deals import JassLessonDealsTable
from cardlearn.widgets.lesson_deals import lesson_deals

DEALS = Path(__file__).resolve().parents[1] / "lessons" / "deals"
JASS_FILES = sorted(DEALS.glob("jass-*.toml"))
SLUGS = ("jass-table", "jass-contracts", "jass-trick-taking", "jass-weis-stoeck", "jass-practice-match")


def test_every_schieber_lesson_has_three_or_four_checked_deals():
    assert sorted(p.stem for p in JASS_FILES) == sorted(SLUGS)
    for path in JASS_FILES:
        deals = load_jass_deals(path, all_languages=True)
        assert 3 <= len(deals.boards) <= 4


@pytest.mark.parametrize("path", JASS_FILES, ids=lambda p: p.stem)
def test_each_planned_line_gives_what_the_comment_says(path):
    """Played through the engine, every line gives the points, Weis and winner its comment claims."""
    for deal in load_jass_deals(path).boards:
        assert deal.expect, f"{path.name} deal {deal.number} claims nothing checkable"
        match = deal.played()
        first = match.deals[0]
        assert first.score.total["NS"] == deal.expect["NS"]
        assert first.score.total["EW"] == deal.expect["EW"]
        assert (match.winner or "none") == deal.expect["winner"]
        if match.winner is not None:  # an end-of-match comment speaks of the match score
            assert str(match.scores["NS"]) in deal.text("comment", "en")
            continue
        for number in (str(deal.expect["NS"]), str(deal.expect["EW"])):
            if number != "0":
                assert number in deal.text("comment", "en"), f"{path.name} deal {deal.number}: {number}"


def _write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "jass-bad.toml"
    path.write_text(body, encoding="utf-8")
    return path


GOOD = DEALS.joinpath("jass-table.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(("change", "words"), [
    (lambda s: s.replace('hands.N = "', 'hands.N = "EU ', 1), "is in hands"),
    (lambda s: s.replace('contract = "E"', 'contract = "X"', 1), "contract"),
    (lambda s: s.replace('mode = "fixed"', 'mode = "fast"', 1), "mode"),
    (lambda s: s.replace('title.tr = "Renge uyun"\n', "", 1), "title has no text in tr"),
    (lambda s: s.replace("NS = 83,", "NS = 90,", 1), "expect.NS = 90"),
    (lambda s: s.replace('forehand = "S"', 'forehand = "Q"', 1), "forehand"),
])
def test_bad_files_get_a_clear_message_naming_file_deal_and_field(tmp_path, change, words):
    path = _write(tmp_path, change(GOOD))
    _, problems = check_jass_deals(path)
    texts = [p.text("en") for p in problems]
    assert texts and all(text.startswith("jass-bad.toml") for text in texts)
    assert any(words in text for text in texts), texts
    with pytest.raises(DealsError) as raised:
        load_jass_deals(path, all_languages=True)
    assert "jass-bad.toml" in raised.value.message.text("da")


def test_a_hand_of_eight_cards_and_a_card_that_is_not_swiss(tmp_path):
    body = GOOD.replace('hands.S = "', 'hands.S = "XX ', 1)
    texts = [p.text("en") for p in check_jass_deals(_write(tmp_path, body))[1]]
    assert any("“XX” is not a Schieber card" in t for t in texts)
    assert any("hands.S has 10 cards" in t for t in texts)


def test_check_command_reads_the_schieber_files(tmp_path):
    ok = subprocess.run([sys.executable, "-m", "cardlearn", "deals", "check", str(DEALS), "--lang", "en"],
                        check=False, capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert f"checked: {len(list(DEALS.glob('*.toml')))}" in ok.stdout
    bad = _write(tmp_path, GOOD.replace('mode = "fixed"', 'mode = "fast"', 1))
    failed = subprocess.run([sys.executable, "-m", "cardlearn", "deals", "check", str(bad), "--lang", "da"],
                            check=False, capture_output=True, text=True, timeout=300)
    assert failed.returncode == 1 and "jass-bad.toml, giv 1" in failed.stdout


def test_one_table_switches_between_deals_and_shows_plan_then_comment():
    table = lesson_deals("jass-table", ai_delay=0, lang="en")
    assert isinstance(table, JassLessonDealsTable)
    lesson = table.view["lesson"]
    assert [b["current"] for b in lesson["boards"]] == [True, False, False]
    assert lesson["plan"].startswith("Acorns are trumps") and "comment" not in lesson
    assert table.match.contract == "E" and table.match.to_act == "S"  # the fixed choice is made
    with pytest.raises(IntentError):
        table.handle_intent("undo", {})  # the table's choice is not the learner's to undo
    table.handle_intent("lesson-board", {"board": 2})
    table._run_ai(synchronous=True)
    table.publish()
    assert table.view["lesson"]["boards"][1]["current"] and table.match.contract == "R"
    deal = table.lesson_board
    while table.phase == "play":  # the learner follows the plan: the line's cards
        played = [c for t in table.match.deal.tricks for _, c in t.cards] + [c for _, c in table.match.trick.cards]
        table.handle_intent("play", {"card": deal.line[len(played)]})
        table._run_ai(synchronous=True)
    assert table.phase == "deal_over"
    table.publish()
    assert table.match.deals[0].score.total["NS"] == deal.expect["NS"] == 297
    assert table.view["lesson"]["comment"].startswith("You kept the Buur")
    table.handle_intent("new-deal", {})
    table.publish()
    assert table.lesson_board is None and "free" in table.view["lesson"]


def test_guided_deal_accepts_only_the_given_choice():
    table = lesson_deals("jass-contracts", ai_delay=0, lang="da")
    with pytest.raises(IntentError) as wrong:
        table.handle_intent("contract", {"value": "obenabe"})
    assert "roser som trumf" in wrong.value.message.text("da")
    assert table.match.contract is None  # nothing changed
    table.handle_intent("contract", {"value": "R"})
    assert table.match.contract == "R"


def test_stoeck_deal_ends_the_match_at_the_choice_and_shows_the_comment():
    table = lesson_deals("jass-practice-match", ai_delay=0, lang="ko")
    table.handle_intent("contract", {"value": "R"})
    assert table.match.is_over and table.match.winner == "NS" and table.match.scores["NS"] == 3005
    table.publish()
    assert "3005" in table.view["lesson"]["comment"]


def test_static_html_shows_the_plan_and_after_the_deal_the_comment():
    table = lesson_deals("jass-practice-match", ai_delay=0, lang="tr")
    assert "Stöck hemen kazandırır" in table.static_html() and "Gülü koz seçin" in table.static_html()
    assert "Stöck takımınızı" not in table.static_html()
    table.handle_intent("contract", {"value": "R"})
    table.publish()
    assert "Stöck takımınızı" in table.static_html()


@pytest.mark.parametrize("lang", ["en", "da", "th", "ko", "tr"])
def test_notes_use_the_glossary_terms(lang):
    """The notes are learner text like the lessons: one word for one thing (cardlearn/i18n/terminology.toml)."""
    from cardlearn.i18n.terminology import find_variants

    problems = []
    for path in JASS_FILES:
        for deal in load_jass_deals(path).boards:
            for name, by_lang in deal.texts.items():
                for finding in find_variants(by_lang.get(lang, ""), lang):
                    problems.append(f"{path.name} deal {deal.number} {name}.{lang}: {finding.advice()}")
    assert problems == []
