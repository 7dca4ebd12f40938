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
SLUGS = ("jass-table", "jass-contracts", "jass-trick-taking", "jass-weis-stoeck", "jass-tactics",
         "jass-practice-match")


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
    (lambda s: s.replace('title.tr = "Renk verin"\n', "", 1), "title has no text in tr"),
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


def _winners(match) -> list[str]:
    return [trick.winner for trick in match.deals[0].tricks]


def _cards(match, number: int) -> list[tuple[str, str]]:
    return list(match.deals[0].tricks[number - 1].cards)


# What each comment says about single tricks, checked on the planned line (the points are in expect).
CLAIMS = {
    ("jass-table", 1): lambda m: (all(c[0] == "E" for _, c in _cards(m, 1))
                                  and _cards(m, 4)[0] == ("S", "RT") and ("E", "RU") in _cards(m, 4)
                                  and _winners(m)[3] == "E"),
    ("jass-table", 2): lambda m: (("S", "B7") in _cards(m, 1) and ("S", "B6") in _cards(m, 2)
                                  and _cards(m, 4)[0] == ("S", "RU") and set(_winners(m)) <= {"N", "S"}),
    ("jass-table", 3): lambda m: ("N", "BA") in _cards(m, 1) and ("W", "BU") in _cards(m, 1) and _winners(m)[0] == "W",
    ("jass-contracts", 1): lambda m: (_winners(m)[:4] == ["S"] * 4 and _cards(m, 4)[0] == ("S", "EA")
                                      and not any(c[0] == "R" for s in "EW" for c in m.deals[0].hands[s])),
    ("jass-contracts", 2): lambda m: _winners(m)[:6] == ["S"] * 6,
    ("jass-contracts", 3): lambda m: _winners(m)[:8] == ["S"] * 8 and _winners(m)[8] == "W",
    ("jass-contracts", 4): lambda m: _winners(m).count("N") == 7,
    ("jass-trick-taking", 1): lambda m: (_winners(m)[:3] == ["S"] * 3
                                         and all(w == "S" for w, t in zip(_winners(m), m.deals[0].tricks)
                                                 if any(s == "S" and c in ("EA", "EK", "RA", "RK") for s, c in t.cards))),
    ("jass-trick-taking", 2): lambda m: (("S", "RT") in _cards(m, 2) and ("N", "E9") in _cards(m, 2)
                                         and ("S", "ST") in _cards(m, 3) and ("N", "EA") in _cards(m, 3)
                                         and ("N", "EU") in _cards(m, 1) and _winners(m)[1:3] == ["N", "N"]),
    ("jass-trick-taking", 3): lambda m: _winners(m) == ["S"] * 6 + ["N"] * 3,
    ("jass-weis-stoeck", 1): lambda m: m.deals[0].weis.points == {"NS": 50, "EW": 0},
    ("jass-weis-stoeck", 2): lambda m: (m.deals[0].stoeck == "S" and set(_winners(m)) <= {"N", "S"}
                                        and m.deals[0].score.stoeck["NS"] * m.deals[0].factor == 40
                                        and ("S", "BK") in _cards(m, 3) and ("S", "BO") in _cards(m, 4)),
    ("jass-weis-stoeck", 3): lambda m: _winners(m) == ["W"] and m.deals[0].weis.points["NS"] == 120,
    ("jass-tactics", 1): lambda m: (_cards(m, 1)[0] == ("S", "RA") and _winners(m)[0] == "S"
                                    and _winners(m).count("N") == 7 and set(_winners(m)) == {"N", "S"}),
    ("jass-tactics", 2): lambda m: (_cards(m, 1)[0] == ("S", "S7") and ("N", "SA") in _cards(m, 1)
                                    and ("E", "S6") in _cards(m, 1) and ("W", "SO") in _cards(m, 1)
                                    and all(c[0] != "S" for s, c in _cards(m, 2) if s in "EW")
                                    and _winners(m).count("N") == 8),
    ("jass-tactics", 3): lambda m: (_cards(m, 1) == [("N", "RU"), ("W", "R7"), ("S", "R6"), ("E", "RT")]
                                    and ("E", "RO") in _cards(m, 2) and ("S", "ST") in _cards(m, 2)
                                    and _cards(m, 3)[0] == ("N", "EA") and ("S", "BT") in _cards(m, 3)
                                    and _winners(m)[:3] == ["N"] * 3),
    ("jass-practice-match", 1): lambda m: not m.deals[0].tricks and m.scores["NS"] == 3005,
    ("jass-practice-match", 2): lambda m: _winners(m) == ["S"] * 6 and m.scores["NS"] == 3014,
    ("jass-practice-match", 3): lambda m: len(_winners(m)) == 8 and m.scores["NS"] == 3044,
}


def test_every_deal_has_its_trick_claims_checked():
    deals = {(p.stem, d.number) for p in JASS_FILES for d in load_jass_deals(p).boards}
    assert deals == set(CLAIMS)


@pytest.mark.parametrize(("slug", "number"), sorted(CLAIMS), ids=lambda v: str(v))
def test_what_the_comment_says_about_the_tricks(slug, number):
    deal = load_jass_deals(DEALS / f"{slug}.toml").board(number)
    assert CLAIMS[(slug, number)](deal.played()), f"{slug} deal {number}: {deal.text('comment')}"


def test_a_lesson_deal_saves_as_a_plain_schieber_match(tmp_path):
    from cardlearn.widgets import JassTable

    table = lesson_deals("jass-table", ai_delay=0, lang="en")
    table.handle_intent("play", {"card": table.lesson_board.line[0]})
    table._run_ai(synchronous=True)
    table.save(tmp_path / "deal.json")
    again = JassTable.load(tmp_path / "deal.json", ai_delay=0)
    assert again.match.contract == "E" and again.match.scores == table.match.scores
