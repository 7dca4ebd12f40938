"""PBN files: real exports from several producers, tolerance, broken files, writing back."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from cardlearn.engine.errors import PBNError
from cardlearn.engine.pbn import PBNGame, format_deal, parse_deal, parse_pbn, read_pbn, write_pbn

DATA = Path(__file__).parent / "data" / "pbn"
LANGS = ("en", "th", "ko", "da", "tr")
FILES = sorted(DATA.glob("*.pbn"))


def test_every_sample_names_its_source() -> None:
    assert len(FILES) >= 5
    for path in FILES:
        assert path.read_bytes().startswith(b"% source: "), path.name


# ---------------------------------------------------------------- real files, producer by producer

def test_european_championship_export_with_repeat_values() -> None:
    games = read_pbn(DATA / "ebu_vugraph_1998.pbn")
    assert [g.board for g in games] == [1, 1, 2, 2, 3, 3]
    open_room, closed_room = games[0], games[1]
    # "#" repeats the previous game's value
    assert closed_room.event == "16th European Youth Team Championships"
    assert closed_room.tags["Site"] == "Vienna, Austria AUT"
    assert closed_room.tags["Room"] == "Closed"
    assert open_room.deal == closed_room.deal
    assert open_room.deal["N"][:3] == ["ST", "S3", "S2"]
    assert (open_room.contract, open_room.declarer, open_room.result) == ("5H", "S", 10)
    assert open_room.auction == ["1C", "1S", "2H", "4S", "5H", "P", "P", "P"]
    assert open_room.auction_start == "N" and open_room.play_start == "W"
    assert open_room.play[0] == {"W": "DQ", "N": "D3", "E": "D4", "S": "D2"}
    assert len(open_room.play) == 3
    # board 2 is dealt from East's hand: "E:J85.QJT..."
    assert games[2].dealer == "E" and games[2].vulnerable == "NS"
    assert games[2].deal["E"][:3] == ["SJ", "S8", "S5"]
    assert games[2].auction[-4:] == ["4H", "P", "P", "P"]
    # an unknown card "-" in the play is left out of the trick
    assert games[5].play[-1] == {"S": "CJ", "W": "CQ"}


def test_bbo_export_with_notes_and_unplayed_tricks() -> None:
    games = read_pbn(DATA / "bbo_acbl_speedball.pbn")
    assert len(games) == 4 and all(g.board == 1 for g in games)
    first = games[0]
    assert first.tags["DealId"] == "20712549.lin"
    assert (first.contract, first.declarer, first.result) == ("6NT", "E", 10)
    assert len(first.play) == 13 and first.play[12] == {"S": "HQ", "W": "HK", "N": "SK", "E": "H4"}
    noted = games[2]
    assert noted.notes == ["1:opening pts", "2:blackwood"]
    assert noted.auction == ["P", "1D", "P", "1H", "P", "4NT", "P", "5D", "P", "6H", "P", "P", "P"]
    claimed = games[3]
    assert len(claimed.play) == 12 and claimed.play[-1] == {"E": "DQ"}


def test_bridge_bidding_analyser_export() -> None:
    games = read_pbn(DATA / "bba_w2_x_xx.pbn")
    assert [g.board for g in games] == [1, 2, 13]
    first = games[0]
    assert first.event is None  # [Event ""]
    assert first.auction == ["2S", "X", "P", "2NT", "P", "3C", "4S", "P", "P", "P"]  # "2N" read as 2NT
    assert first.notes == ["1:Lebensohl after double"]
    assert first.play == [] and first.play_start == "S"
    assert games[2].contract == "4DX" and games[2].result == 10
    assert games[2].tags["BidSystemNS"] == "2/1GF - 2/1 Game Force"


def test_bba_cli_export_with_curly_comments() -> None:
    games = read_pbn(DATA / "bba_cli_basic_nt.pbn")
    assert len(games) == 2
    assert games[0].comments == ["Shape 2344 4414 4342 3343", "HCP 7 10 17 6", "Losers 9 7 6 10"]
    assert games[0].contract == "1NT"  # written "1N"
    assert games[1].auction == ["1NT", "P", "2NT", "P", "P", "P"]
    assert games[1].deal["W"][-5:] == ["CK", "C9", "C7", "C4", "C3"]  # "QJ4.J8762..K9743"


def test_dealer_output_with_unknown_results() -> None:
    games = read_pbn(DATA / "dealer_crash.pbn")
    assert [g.board for g in games] == [1, 2, 3]
    assert all(g.contract is None and g.declarer is None and g.result is None for g in games)
    assert games[0].tags["Site"] == "-" and games[0].event == "CRASH"
    # board 2: North "32.986432.98732." is void in clubs
    assert games[1].deal["N"] == ["S3", "S2", "H9", "H8", "H6", "H4", "H3", "H2",
                                  "D9", "D8", "D7", "D3", "D2"]


def test_bridgecomposer_export_with_crlf_and_tables() -> None:
    raw = (DATA / "bridgecomposer_three_records.pbn").read_bytes()
    assert b"\r\n" in raw
    games = read_pbn(DATA / "bridgecomposer_three_records.pbn")
    assert [g.board for g in games] == [1, 2, 3]
    assert [g.vulnerable for g in games] == ["None", "NS", "EW"]
    assert games[0].tags["BCFlags"] == "1f"
    assert games[0].tags["OptimumResultTable"] == r"Declarer;Denomination\2R;Result\2R"
    assert games[0].sections["OptimumResultTable"][2] == "N  H 11"
    assert len(games[0].sections["OptimumResultTable"]) == 20
    assert games[1].deal["E"][:3] == ["ST", "S7", "S3"]
    assert games[0].contract is None and games[0].auction == []


def test_endplay_sample_with_utf8_note_and_passed_out_board() -> None:
    games = read_pbn(DATA / "endplay_sample.pbn")
    played, passed = games
    assert played.vulnerable == "None"  # "-"
    assert played.notes == ["1: Spades & minor", "2: ♠"]
    assert played.auction[-4:] == ["X", "P", "P", "P"] and "=1=" not in played.auction
    assert (played.contract, played.declarer, played.result) == ("5SX", "W", 8)
    assert passed.contract == "Pass" and passed.result is None and passed.declarer is None
    assert passed.auction == ["P"] * 4
    assert passed.event == "TestingPBN"  # "#"


def test_pbn21_reference_file_result_given_per_side() -> None:
    games = read_pbn(DATA / "pbn21_reference.pbn")
    assert [g.board for g in games] == [1, 16]
    assert games[0].vulnerable == "None" and games[0].event is None  # "?"
    cap = games[1]
    assert cap.result == 11  # "NS 11", declarer North
    assert cap.auction == ["2D", "3C", "4H", "5C", "P", "P", "X", "P", "P", "P"]
    assert cap.tags["Score"] == "NS +550"
    assert cap.sections["OptimumPlayTable"][0].split() == ["KQ86", "-", "QJ", "K"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_real_files_agree_with_endplay(path: Path) -> None:
    """endplay reads the same hands; the PBN 2.1 reference file trips endplay ("NS 11"), so it is skipped there."""
    from endplay.parsers import pbn as endplay_pbn
    from endplay.types import Player

    ours = read_pbn(path)
    if path.name == "pbn21_reference.pbn":
        assert len(ours) == 2
        return
    with path.open(encoding="utf-8") as handle:
        theirs = endplay_pbn.load(handle)
    assert len(ours) == len(theirs)
    symbols = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
    for game, board in zip(ours, theirs):
        assert game.board == board.board_num
        for seat, player in zip("NESW", (Player.north, Player.east, Player.south, Player.west)):
            their_cards = sorted(symbols[str(c)[0]] + str(c)[1:].replace("10", "T") for c in board.deal[player])
            assert sorted(game.deal[seat]) == their_cards
        their_calls = [c for c in board.auction]
        assert len(game.auction) == len(their_calls)


# ---------------------------------------------------------------- tolerance

def test_bom_latin1_and_open_files() -> None:
    text = (DATA / "dealer_crash.pbn").read_text(encoding="utf-8").replace('"CRASH"', '"Café"')
    latin = "\ufeff".encode("utf-8") + text.encode("latin-1")
    assert read_pbn(io.BytesIO(text.encode("latin-1")))[0].event == "Café"
    assert read_pbn(io.BytesIO(latin))[0].event is not None
    assert read_pbn(io.StringIO("\ufeff" + text))[0].event == "Café"


def test_read_pbn_accepts_str_path(tmp_path: Path) -> None:
    target = tmp_path / "x.pbn"
    deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    target.write_bytes(f'\ufeff[Board "4"]\r\n[Deal "{deal}"]\r\n'.encode())
    games = read_pbn(str(target))
    assert games[0].board == 4 and games[0].deal["W"][0] == "CA"


MINIMAL = (
    '[Board "5"]\n[Dealer "N"]\n[Vulnerable "NS"]\n'
    '[Deal "N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54"]\n'
)


def test_comments_semicolons_and_multiline_braces() -> None:
    text = (
        "% header directive\n"
        "{ a comment before the game\n\nwith an empty line inside }\n"
        + MINIMAL
        + "[Auction \"N\"] ; the auction\n1NT! Pass 3NT $1 AP\n"
        "{ after the auction }\n"
    )
    (game,) = parse_pbn(text)
    assert game.auction == ["1NT", "P", "3NT", "P", "P", "P"]
    assert "the auction" in game.comments
    assert "after the auction" in game.comments
    assert any("with an empty line inside" in c for c in game.comments)


def test_tags_in_any_order_and_no_blank_line_between_games() -> None:
    text = (
        '[Deal "W:J43.5432.5432.54 AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876"]\n'
        '[Vulnerable "Both"] [Dealer "West"]\n[Board "9"]\n'
        '[Board "10"]\n[Vulnerable "Love"]\n'
        '[Deal "N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54"]\n'
    )
    first, second = parse_pbn(text)
    assert (first.board, first.dealer, first.vulnerable) == (9, "W", "Both")
    assert first.deal == second.deal
    assert (second.board, second.vulnerable) == (10, "None")


@pytest.mark.parametrize(
    ("calls", "expected"),
    [
        ("1C Pass 1H AP", ["1C", "P", "1H", "P", "P", "P"]),
        ("AP", ["P", "P", "P", "P"]),
        ("Pass AP", ["P", "P", "P", "P"]),
        ("1S Pass Pass AP", ["1S", "P", "P", "P"]),
        ("1c =1= dbl rdbl 2n? - 3nt!! pass pass pass", ["1C", "X", "XX", "2NT", "3NT", "P", "P", "P"]),
        ("1H X * ", ["1H", "X"]),
    ],
)
def test_auction_normalization(calls: str, expected: list[str]) -> None:
    (game,) = parse_pbn(MINIMAL + f'[Auction "N"]\n{calls}\n')
    assert game.auction == expected


def test_play_rows_follow_columns_not_play_order() -> None:
    text = MINIMAL + '[Declarer "S"]\n[Contract "3NT"]\n[Play "W"]\nS4 S2 ST S5\nh2 hA h10 h8\n-  -  - -\n*\n'
    (game,) = parse_pbn(text)
    assert game.play == [
        {"W": "S4", "N": "S2", "E": "ST", "S": "S5"},
        {"W": "H2", "N": "HA", "E": "HT", "S": "H8"},
    ]


def test_vulnerability_spellings() -> None:
    for raw, expected in [("None", "None"), ("Love", "None"), ("-", "None"), ("NS", "NS"),
                          ("EW", "EW"), ("All", "Both"), ("Both", "Both"), ("both", "Both")]:
        (game,) = parse_pbn(MINIMAL.replace('"NS"', f'"{raw}"'))
        assert game.vulnerable == expected, raw


def test_escaped_tag_values() -> None:
    (game,) = parse_pbn(MINIMAL + '[Event "The \\"Big\\" Cup \\\\ 2024"]\n')
    assert game.event == 'The "Big" Cup \\ 2024'


def test_repeat_value_copies_sections_unless_the_game_gives_its_own() -> None:
    first = MINIMAL + '[Auction "N"]\n1C Pass Pass Pass\n'
    (_, same) = parse_pbn(first + "\n" + MINIMAL.replace('"5"', '"6"') + '[Auction "#"]\n')
    assert same.auction_start == "N" and same.auction == ["1C", "P", "P", "P"]
    (_, own) = parse_pbn(first + "\n" + MINIMAL.replace('"5"', '"6"') + '[Auction "#"]\n2C AP\n')
    assert own.auction == ["2C", "P", "P", "P"]


def test_empty_text_has_no_games() -> None:
    assert parse_pbn("") == []
    assert parse_pbn("% only a header\n\n") == []


# ---------------------------------------------------------------- broken files

def _error(text: str) -> PBNError:
    with pytest.raises(PBNError) as info:
        parse_pbn(text)
    for lang in LANGS:
        rendered = info.value.localized(lang)
        assert not re.search(r"\{[a-z_]+\}", rendered) and "pbn." not in rendered, rendered
    return info.value


def test_one_broken_deal_names_the_board_and_loads_nothing() -> None:
    text = (DATA / "ebu_vugraph_1998.pbn").read_text(encoding="utf-8")
    broken = text.replace("S:J5.2.AKJ92.JT965 AT9", "S:J5.2.AKJ92.JT965 AT8", 1)  # board 3: two eights of spades
    error = _error(broken)
    assert error.key == "pbn.error.in_game"
    assert error.params["problem"].key == "pbn.error.duplicate_card"
    message = error.localized("en")
    assert message.startswith("Board 3, tag [Deal] on line ")
    assert "8 of spades" in message
    assert "บอร์ด 3" in error.localized("th")
    line = int(message.split("line ")[1].split(":")[0])
    assert broken.splitlines()[line - 1].startswith('[Deal "S:J5.2.AKJ92')


def test_game_without_board_is_named_by_position() -> None:
    error = _error(MINIMAL + "\n" + MINIMAL.replace('[Board "5"]\n', "").replace("AKQ32", "AKQ3"))
    assert error.localized("en").startswith("Game 2 of the file, tag [Deal]")
    assert error.params["problem"].key == "pbn.error.hand_size"


@pytest.mark.parametrize(
    ("extra", "tag", "problem"),
    [
        ('[Vulnerable "Red"]\n', "Vulnerable", "pbn.error.vulnerable"),
        ('[Contract "8S"]\n', "Contract", "pbn.error.contract"),
        ('[Contract "4Z"]\n', "Contract", "pbn.error.contract"),
        ('[Result "14"]\n', "Result", "pbn.error.result"),
        ('[Declarer "Q"]\n', "Declarer", "pbn.error.seat"),
        ('[Auction "N"]\n1C Pass 1Q\n', "Auction", "pbn.error.call"),
        ('[Play "N"]\nSA HA DZ C2\n', "Play", "pbn.error.play_card"),
        ('[Play "W"]\nSA HA DA CA\n', "Play", "pbn.error.play_wrong_hand"),
        ('[Play "N"]\nSA ST S7 S3\nSA HQ H8 H5\n', "Play", "pbn.error.play_repeated"),
    ],
)
def test_broken_tags_name_tag_and_problem(extra: str, tag: str, problem: str) -> None:
    text = MINIMAL.replace('[Vulnerable "NS"]\n', "") + extra
    error = _error(text)
    assert error.key == "pbn.error.in_game"
    assert error.params["tag"] == tag
    assert error.params["problem"].key == problem
    assert error.localized("en").startswith(f"Board 5, tag [{tag}]")


def test_board_that_is_not_a_number() -> None:
    error = _error(MINIMAL.replace('[Board "5"]', '[Board "five"]'))
    assert error.params["problem"].key == "pbn.error.board"
    assert error.localized("en").startswith("Game 1 of the file, tag [Board] on line 1:")


def test_syntax_errors_name_the_line() -> None:
    error = _error(MINIMAL + "{ never closed\n\n")
    assert error.key == "pbn.error.in_file" and error.params["line"] == 5
    error = _error("1C Pass\n" + MINIMAL)
    assert error.key == "pbn.error.in_file" and error.params["line"] == 1
    assert error.params["problem"].key == "pbn.error.section_without_tag"
    error = _error(MINIMAL + '[Event "unfinished\n')
    assert error.params["problem"].key == "pbn.error.unclosed_tag"


def test_repeat_value_without_previous_game_and_repeated_tag() -> None:
    error = _error('[Event "#"]\n' + MINIMAL)
    assert error.params["problem"].key == "pbn.error.repeat_without_previous"
    error = _error(MINIMAL + '[Dealer "S"]\n')
    assert error.params["problem"].key == "pbn.error.repeated_tag"
    assert error.params["tag"] == "Dealer"


# ---------------------------------------------------------------- writing

@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_write_then_read_gives_the_same_games(path: Path) -> None:
    games = read_pbn(path)
    again = parse_pbn(write_pbn(games))
    assert again == games
    for before, after in zip(games, again):
        assert (after.deal, after.auction, after.play, after.contract, after.result, after.notes) == (
            before.deal, before.auction, before.play, before.contract, before.result, before.notes)


def test_create_a_curated_deal_for_export() -> None:
    hands = parse_deal("N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54")
    game = PBNGame.create(
        hands, board=7, dealer="S", vulnerable="Both", event='Lesson "1"',
        auction=["1C", "P", "1H", "P", "P", "P"], contract="1H", declarer="N", result=9,
        comments=["Count your winners."],
    )
    assert game.tags["Deal"].startswith("S:765.876")
    text = write_pbn([game])
    assert '[Vulnerable "All"]' in text and '[Event "Lesson \\"1\\""]' in text
    (back,) = parse_pbn(text)
    assert back == game
    assert (back.board, back.dealer, back.vulnerable, back.event) == (7, "S", "Both", 'Lesson "1"')
    assert back.auction == ["1C", "P", "1H", "P", "P", "P"] and back.auction_start == "S"
    assert back.comments == ["Count your winners."]
    assert format_deal(back.deal) == format_deal(hands)


def test_create_rejects_a_broken_deal() -> None:
    with pytest.raises(PBNError):
        PBNGame.create("N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.5")


def test_notes_are_written_after_the_auction_that_refers_to_them() -> None:
    (game,) = read_pbn(DATA / "bbo_acbl_speedball.pbn")[2:3]
    text = write_pbn([game])
    lines = text.splitlines()
    assert lines.index('[Note "1:opening pts"]') < lines.index('[Play "N"]')


# ---------------------------------------------------------------- display

def test_repr_is_deterministic_and_readable() -> None:
    game = read_pbn(DATA / "endplay_sample.pbn")[0]
    assert repr(game) == (
        "PBNGame(board=17, dealer='N', vulnerable='None', "
        "deal='N:AT9.2.J432.A9863 76432.4.KQ.QJT72 Q.KJ976.AT8765.5 KJ85.AQT853.9.K4', "
        "contract='5SX', declarer='W', result=8)"
    )


def test_html_view_is_localized_and_escaped() -> None:
    from cardlearn.engine.pbn import game_html
    from cardlearn.i18n import set_language

    game = PBNGame.create(
        "N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54",
        board=3, dealer="N", vulnerable="NS", event="<script>x</script>",
        auction=["1H", "P", "P", "P"], contract="1H", declarer="N", result=8,
    )
    page = game._repr_html_()
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert "#c0392b" in page and "♥" in page and "Board 3" in page and "Pass" in page
    assert "พาส" in game_html(game, "th") and "Spil 3" in game_html(game, "da")
    set_language("ko")
    try:
        assert "딜 3" in game._repr_html_() and "패스" in game._repr_html_()
    finally:
        set_language("en")
