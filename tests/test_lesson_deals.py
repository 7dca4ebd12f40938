"""A lesson's themed deals: the PBN + TOML pair, its checker (file, board, what is allowed), the CLI, the table."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardlearn.ai.bridge.analysis import dd_tricks
from cardlearn.cli import main
from cardlearn.engine.bridge.lesson_deals import DealsError, check_lesson_deals, load_lesson_deals
from cardlearn.widgets.lesson_deals import LessonDealsTable, lesson_deals

DEALS = Path(__file__).resolve().parents[1] / "lessons" / "deals"
EXAMPLE = DEALS / "example"


def test_every_shipped_pair_passes_the_check_in_all_five_languages():
    files, problems = check_lesson_deals(DEALS, all_languages=True)
    assert EXAMPLE.with_suffix(".toml") in files
    assert [p.text("en") for p in problems] == []


def test_cli_checks_the_shipped_folder(capsys):
    assert main(["deals", "check", str(DEALS)]) == 0
    assert "no problems" in capsys.readouterr().out


def test_cli_prints_double_dummy_tricks_for_the_authors_claims(capsys):
    assert main(["deals", "check", str(EXAMPLE.with_suffix(".toml")), "--dd", "--lang", "da"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["example.toml, spil 1: 3NT, spilfører Syd: 10 stik med alle hænder synlige (9 skal til).",
                       "example.toml, spil 2: 4♠, spilfører Vest: 9 stik med alle hænder synlige (10 skal til)."]


def test_example_boards_as_the_lessons_use_them():
    deals = load_lesson_deals(EXAMPLE, all_languages=True)
    one, two = deals.boards
    assert (one.number, one.mode, two.number, two.mode) == (1, "fixed", 2, "fixed")
    assert one.final_game().contract.code == "3NT" and one.final_game().declarer == "S"
    assert two.final_game().contract.code == "4S" and two.final_game().declarer == "W"
    assert one.text("title", "da") == "Tæl, og spil så farven god"
    assert one.text("lead_note", "da") is None


def test_example_claims_hold_double_dummy():
    """Board 1: 3NT by South makes ten tricks with all hands seen; board 2: 4♠ by West one down."""
    one, two = load_lesson_deals(EXAMPLE).boards
    assert dd_tricks(one.board.deal.masks)[("S", "NT")] == 10
    assert dd_tricks(two.board.deal.masks)[("W", "S")] == 9
    assert "ten tricks" in one.text("comment", "en") and "nine tricks" in two.text("comment", "en")


# --- broken pairs: every problem names the file, the board and what is allowed ----------------------

def broken(tmp_path: Path, toml_edit=None, pbn_edit=None) -> Path:
    pbn = EXAMPLE.with_suffix(".pbn").read_text(encoding="utf-8")
    toml = EXAMPLE.with_suffix(".toml").read_text(encoding="utf-8")
    (tmp_path / "bad.pbn").write_text(pbn_edit(pbn) if pbn_edit else pbn, encoding="utf-8")
    (tmp_path / "bad.toml").write_text(toml_edit(toml) if toml_edit else toml, encoding="utf-8")
    return tmp_path / "bad"


def problems_of(path: Path, lang: str = "en", all_languages: bool = True) -> list[str]:
    return [p.text(lang) for p in check_lesson_deals(path, all_languages=all_languages)[1]]


def test_unknown_mode_names_file_board_and_modes(tmp_path):
    path = broken(tmp_path, lambda s: s.replace('mode = "fixed"', 'mode = "scripted"', 1))
    assert problems_of(path) == [
        "bad.toml, board 1: mode “scripted” is not known. A board's mode is one of: fixed, guided, free."]
    assert problems_of(path, "da") == [
        "bad.toml, spil 1: mode »scripted« kendes ikke. Et spils mode er en af: fixed, guided, free."]
    with pytest.raises(DealsError, match="scripted"):
        load_lesson_deals(path)


def test_illegal_auction_is_refused_with_the_rule(tmp_path):
    path = broken(tmp_path, pbn_edit=lambda s: s.replace("3NT Pass Pass Pass", "1S Pass Pass Pass", 1))
    [problem] = problems_of(path)
    assert problem == ("bad.toml, board 1: Board 1, tag [Auction] on line 11: 1♠ is not enough: the last bid was "
                       "1NT, and a new bid must be higher. Allowed now: pass, a bid of 2♣ or higher.")


def test_contract_tags_must_agree_with_the_auction(tmp_path):
    path = broken(tmp_path, pbn_edit=lambda s: s.replace('[Contract "3NT"]', '[Contract "4H"]', 1))
    [problem] = problems_of(path)
    assert problem.startswith("bad.toml, board 1: the auction ends in 3NT by South")
    assert "4H S" in problem


def test_unfinished_auction_and_missing_auction(tmp_path):
    path = broken(tmp_path, pbn_edit=lambda s: s.replace("3NT Pass Pass Pass", "3NT Pass", 1))
    assert problems_of(path) == [("bad.toml, board 1: the auction in the PBN file does not end. "
                                 "It needs three passes after the last bid.")]
    path = broken(tmp_path, pbn_edit=lambda s: s.replace('[Auction "N"]\nPass Pass 1NT Pass\n3NT Pass Pass Pass\n', "", 1))
    assert problems_of(path)[0].startswith("bad.toml, board 1: mode “fixed” needs the complete auction")


def test_north_may_not_declare_a_fixed_board(tmp_path):
    # North opens 1NT and East passes... the whole deal turned round: North declares 3NT
    def north(s):
        return (s.replace("Pass Pass 1NT Pass\n3NT Pass Pass Pass", "1NT Pass 3NT Pass\nPass Pass", 1)
                .replace('[Declarer "S"]', '[Declarer "N"]', 1))
    [problem] = problems_of(broken(tmp_path, pbn_edit=north))
    assert "North declares 3NT" in problem and "South declares" in problem


def test_texts_english_required_languages_known(tmp_path):
    path = broken(tmp_path, lambda s: s.replace('title.en = "Count, then establish"\n', "", 1))
    assert problems_of(path, all_languages=False) == [
        "bad.toml, board 1: title.en is missing. Every note needs its English text."]
    path = broken(tmp_path, lambda s: s.replace('title.da = ', 'title.de = ', 1))
    found = problems_of(path)
    assert "bad.toml, board 1: title.de: “de” is not one of cardlearn's languages. They are: th, ko, da, tr, en." in found
    assert any("title has no text in da" in p for p in found)
    assert problems_of(path, all_languages=False) == [found[0]]


def test_unknown_field_and_numbers(tmp_path):
    path = broken(tmp_path, lambda s: s.replace("number = 2\n", "number = 3\nlevel = 2\n", 1))
    assert problems_of(path) == [
        ("bad.toml, board 3: “level” is not a board field. The fields are: number, mode, title, plan, comment, "
        "bid_note, lead_note."),
        ("bad.toml, board 3: the number does not match board 2 of the PBN file, which is board 2. The [[board]] "
        "entries follow the PBN boards in the same order, with the same numbers.")]


def test_board_counts_and_missing_file(tmp_path):
    def one_board(s):
        return s[:s.index("[[board]]\nnumber = 2")]
    assert problems_of(broken(tmp_path, one_board)) == [
        ("bad.toml: the TOML file has 1 [[board]] entries and the PBN file has 2 boards. Every PBN board needs "
        "one [[board]] entry, in the same order.")]
    (tmp_path / "bad.pbn").unlink()
    assert problems_of(tmp_path / "bad.toml") == [
        "bad.pbn: this file is missing. A lesson's deals are a pair of files, bad.pbn and bad.toml, side by side."]


def test_cli_reports_problems_in_the_teachers_language(tmp_path, capsys):
    broken(tmp_path, lambda s: s.replace('mode = "fixed"', 'mode = "x"', 1))
    assert main(["deals", "check", str(tmp_path), "--lang", "da"]) == 1
    out = capsys.readouterr().out
    assert "bad.toml, spil 1: mode »x« kendes ikke" in out and "Fundne problemer: 1." in out
    assert main(["deals", "check", str(tmp_path / "nothing-here")]) == 2


# --- the table -------------------------------------------------------------------------------------

def play_out(table: LessonDealsTable) -> None:
    """The learner plays the first legal card whenever it is the learner's turn (the AI plays the rest)."""
    game = table.game
    while not game.is_over:
        assert game.controller == "S", "the AI seats finish their turns before the learner is asked"
        table.receive({"action": "play", "card": game.legal_cards()[0]})
        assert table.view.get("notice") is None


def test_fixed_board_goes_straight_to_the_play_and_ends_with_the_comment():
    table = lesson_deals("example", ai_delay=0, lang="da")
    view = table.view
    assert view["phase"] == "play" and view["contract"]["text"] == "3NT, spilfører Syd"
    lesson = view["lesson"]
    assert lesson["title"] == "Tæl, og spil så farven god" and lesson["plan"].startswith("Du er Syd i 3NT")
    assert [b["current"] for b in lesson["boards"]] == [True, False] and "comment" not in lesson
    assert view["actions"]["undo"]["enabled"] is False  # the given auction is not the learner's to undo
    spoken = []
    table.observe(lambda change: spoken.append(change["new"]["text"]), names=["live"])
    play_out(table)
    assert table.view["lesson"]["comment"].startswith("Fire hjerter og fire ruder")
    assert "Efter spillet: Fire hjerter og fire ruder" in spoken[-1]  # said after the result
    html = table.static_html()
    assert "Tæl, og spil så farven god" in html and "Efter spillet" in html and "Du er Syd i 3NT" in html


def test_defence_board_and_board_buttons():
    table = lesson_deals("example", board=2, ai_delay=0)
    game = table.game
    assert game.declarer == "W" and game.controller == "S" and len(game.current_trick.cards) == 2
    table.receive({"action": "lesson-board", "board": 1})
    assert table.view["lesson"]["number"] == 1 and table.game.declarer == "S"
    table.receive({"action": "lesson-board", "board": 7})
    assert "7" in table.view["notice"]["text"] and "1, 2" in table.view["notice"]["text"]
    assert table.view["lesson"]["number"] == 1  # nothing changed
    table.receive({"action": "new-deal"})
    assert "free" in table.view["lesson"] and "plan" not in table.view["lesson"]


@pytest.fixture
def guided(tmp_path):
    for suffix in (".pbn", ".toml"):
        shutil.copy(EXAMPLE.with_suffix(suffix), tmp_path / f"guided{suffix}")
    toml = tmp_path / "guided.toml"
    toml.write_text(toml.read_text(encoding="utf-8").replace('mode = "fixed"', 'mode = "guided"').replace(
        'title.en = "Count, then establish"',
        'bid_note.en = "15–17 points and a balanced hand: open 1NT."\nbid_note.da = "15–17 point og en jævn '
        'hånd: åbn med 1NT."\ntitle.en = "Count, then establish"', 1), encoding="utf-8")
    return load_lesson_deals(tmp_path / "guided")


def test_guided_board_refuses_a_wrong_call_with_the_reason(guided):
    table = LessonDealsTable(guided, ai_delay=0, lang="en")
    assert table.view["phase"] == "auction" and table.game.calls == ["P", "P"]
    table.receive({"action": "call", "call": "1H"})
    assert table.view["notice"]["text"] == ("In this deal South calls 1NT here, not 1♥. "
                                            "15–17 points and a balanced hand: open 1NT.")
    assert table.game.calls == ["P", "P"]
    table.lang = "da"
    assert table.view["notice"]["text"] == "I dette spil melder Syd 1NT her, ikke 1♥. 15–17 point og en jævn hånd: åbn med 1NT."
    table.receive({"action": "call", "call": "1NT"})
    assert table.game.calls == ["P", "P", "1NT", "P", "3NT", "P"]  # the others call as given
    table.receive({"action": "call", "call": "P"})
    assert table.game.phase == "play" and table.game.contract.code == "3NT"


def test_guided_board_without_a_note_names_the_call(guided):
    table = LessonDealsTable(guided, board=2, ai_delay=0, lang="en")
    assert table.game.calls == ["P"]
    table.receive({"action": "call", "call": "1C"})
    assert table.view["notice"]["text"] == "In this deal South calls Pass here, not 1♣."
    for _ in range(3):  # South passes three times; West and East bid 1♠, 3♠, 4♠ as given
        table.receive({"action": "call", "call": "P"})
        assert table.view.get("notice") is None
    assert table.game.calls == ["P", "P", "1S", "P", "3S", "P", "4S", "P", "P", "P"]
    assert table.game.contract.code == "4S" and table.game.declarer == "W"


@pytest.mark.parametrize("lang", ["en", "da", "th", "ko", "tr"])
def test_shipped_notes_use_the_glossary_terms(lang):
    """The notes are learner text like the lessons: one word for one thing (cardlearn/i18n/terminology.toml)."""
    from cardlearn.i18n.terminology import find_variants

    problems = []
    for toml in sorted(DEALS.glob("*.toml")):
        if toml.name.startswith("jass-"):  # Schieber deals: tests/test_jass_lesson_deals.py
            continue
        for board in load_lesson_deals(toml).boards:
            for name, by_lang in board.texts.items():
                for finding in find_variants(by_lang.get(lang, ""), lang):
                    problems.append(f"{toml.name} board {board.number} {name}.{lang}: {finding.advice()}")
    assert problems == []


def test_replay_plays_the_given_auction_again_and_the_board_is_announced():
    table = lesson_deals("example", ai_delay=0, lang="en")
    spoken = []
    table.observe(lambda change: spoken.append(change["new"]["text"]), names=["live"])
    table.receive({"action": "lesson-board", "board": 2})
    assert spoken[0] == ("Board 2: Defend: take your tricks. The auction is given: you go straight to the play. "
                         "The contract is 4♠ by West.")
    table.receive({"action": "play", "card": table.game.legal_cards()[0]})
    table.receive({"action": "replay"})
    assert table.game.calls == ["P", "P", "1S", "P", "3S", "P", "4S", "P", "P", "P"]
    assert table.game.phase == "play" and len(table.game.current_trick.cards) == 2  # North led, dummy played


def pair(tmp_path: Path, pbn_edit, toml_edit) -> Path:
    for suffix, edit in ((".pbn", pbn_edit), (".toml", toml_edit)):
        text = EXAMPLE.with_suffix(suffix).read_text(encoding="utf-8")
        (tmp_path / f"pair{suffix}").write_text(edit(text), encoding="utf-8")
    return tmp_path / "pair"


def test_lead_note_while_south_makes_the_opening_lead(tmp_path):
    def east_declares(pbn):
        return (pbn.replace("Pass Pass 1S Pass\n3S Pass 4S Pass\nPass Pass", "1NT Pass Pass Pass")
                .replace('[Declarer "W"]', '[Declarer "E"]').replace('[Contract "4S"]', '[Contract "1NT"]'))

    def lead_note(toml):
        return toml.replace('title.en = "Defend: take your tricks"',
                            'lead_note.en = "Lead your long suit: hearts."\ntitle.en = "Defend: take your tricks"')
    deals = load_lesson_deals(pair(tmp_path, east_declares, lead_note))
    table = LessonDealsTable(deals, board=2, ai_delay=0, lang="da")
    assert table.game.declarer == "E" and table.game.to_act == "S"
    assert table.view["lesson"]["lead"] == "Lead your long suit: hearts."  # English where Danish is missing
    table.receive({"action": "play", "card": "HA"})
    assert "lead" not in table.view["lesson"]


def test_free_board_bids_with_the_ai(tmp_path):
    def no_auction(pbn):
        return pbn.replace('[Auction "N"]\nPass Pass 1NT Pass\n3NT Pass Pass Pass\n', "").replace(
            '[Declarer "S"]\n[Contract "3NT"]\n', "")
    deals = load_lesson_deals(pair(tmp_path, no_auction, lambda t: t.replace('mode = "fixed"', 'mode = "free"', 1)))
    assert deals.board(1).auction == ()
    table = LessonDealsTable(deals, ai_delay=0, lang="en")
    assert table.game.phase == "auction" and table.game.to_act == "S"
    assert table.view["lesson"]["mode"] == "Bid freely with your partner."
    table.receive({"action": "call", "call": "2C"})  # any legal call: nothing is checked against a script
    assert table.view.get("notice") is None and "2C" in table.game.calls


def test_a_saved_lesson_game_resumes_at_a_plain_table(tmp_path):
    table = lesson_deals("example", board=2, ai_delay=0)
    table.receive({"action": "play", "card": table.game.legal_cards()[0]})
    table.save(tmp_path / "game.json")
    resumed = LessonDealsTable.load(tmp_path / "game.json", ai_delay=0)
    assert type(resumed).__name__ == "BridgeTable"
    assert resumed.game.calls == table.game.calls and resumed.deal == table.deal


def test_a_given_opening_lead_is_the_one_the_table_makes() -> None:
    """A board's [Play] section fixes the AI's opening lead, whatever the AI would choose itself."""
    from cardlearn.widgets.lesson_deals import lesson_deals

    table = lesson_deals("declarer-notrump", board=1, ai_delay=0)
    assert table.lesson_board is not None and table.lesson_board.lead == "HQ"
    assert table.game is not None and table.game.current_trick.cards[0] == "HQ"
    table.show_board(3)
    assert table.game.current_trick.cards[0] == "CK"


def test_a_guided_board_keeps_its_plan_until_the_auction_is_over() -> None:
    """The plan names the contract, so on a guided board it waits until the learner has made the calls."""
    from cardlearn.widgets.lesson_deals import lesson_deals

    table = lesson_deals("openings", ai_delay=0, lang="en")
    board = table.lesson_board
    assert board is not None and board.mode == "guided"
    lesson = table.build_view("en")["lesson"]
    assert lesson["plan"].startswith("You will see the plan when the auction is over")
    game = table.game
    while game.phase == "auction":
        assert game.to_act == "S", "the other seats call as given without waiting"
        table.receive({"action": "call", "call": board.auction[len(game.calls)]})
    assert table.build_view("en")["lesson"]["plan"] == board.text("plan", "en")
