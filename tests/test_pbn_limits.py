"""PBN reading against hostile and large input: linear time, bounded memory, limits, encodings."""
from __future__ import annotations

import codecs
import io
import time
import tracemalloc
from pathlib import Path

import pytest

from cardlearn.engine.bridge import Deal, iter_boards, load_boards
from cardlearn.engine.errors import CardlearnError, InvalidArgument, LimitExceeded, PBNError
from cardlearn.engine.pbn import (
    MAX_GAME_CHARS,
    MAX_LINE_CHARS,
    MAX_TAG_VALUE_CHARS,
    iter_pbn,
    parse_pbn,
    read_pbn,
)
from cardlearn.i18n import t

DEAL = "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9"
LANGS = ("en", "th", "ko", "da", "tr")


def board(number: int, event: str = "Club") -> str:
    return (f'[Event "{event}"]\n[Board "{number}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            f'[Deal "{DEAL}"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n\n')


def boards(count: int) -> str:
    return "".join(board(n) for n in range(1, count + 1))


@pytest.fixture(autouse=True, scope="module")
def _catalog_loaded() -> None:
    t("pbn.game.board", number=1)  # time bounds measure the reader, not the first catalog load


def refused(source: object, **kwargs: object) -> tuple[CardlearnError, float]:
    """The error reading ``source`` raises, and the CPU time it took.

    CPU time of this process, not the wall clock: a machine loaded by other jobs does not
    stretch it, while a reader that backtracks or copies without end still does.
    """
    start = time.process_time()
    with pytest.raises(CardlearnError) as info:
        if isinstance(source, str):
            parse_pbn(source)
        else:
            read_pbn(source, **kwargs)  # type: ignore[arg-type]
    return info.value, time.process_time() - start


def problem_key(error: CardlearnError) -> str:
    problem = error.params.get("problem")
    return problem.key if problem is not None else error.key


# ---------------------------------------------------------------- time and memory


@pytest.mark.parametrize("letters", [40_000, 1_000_000])
def test_an_open_bracket_and_a_long_word_is_refused_at_once_without_echo(letters: int) -> None:
    error, seconds = refused(("[" + "a" * letters + "\n").encode())
    assert isinstance(error, LimitExceeded)
    assert problem_key(error) == "pbn.limit.line"
    assert error.params["problem"].params["limit"] == MAX_LINE_CHARS
    assert seconds < 2.0  # was 35 s for 40,000 letters (a backtracking regular expression)
    for lang in LANGS:
        assert len(error.localized(lang)) < 400  # the line is named, never repeated


def test_an_unclosed_tag_under_the_limit_is_named_briefly_and_quickly() -> None:
    error, seconds = refused("[" + "a" * (MAX_LINE_CHARS - 10))
    assert problem_key(error) == "pbn.error.unclosed_tag"
    assert seconds < 1.0 and len(str(error)) < 300


def test_a_five_megabyte_tag_value_is_refused_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "huge.pbn"
    path.write_text('[Event "' + "x" * 5_000_000 + f'"]\n[Deal "{DEAL}"]\n', encoding="utf-8")
    tracemalloc.start()
    try:
        error, seconds = refused(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert problem_key(error) == "pbn.limit.line"
    assert peak < 3_000_000  # was 830 MB: the line is read in capped pieces, never whole
    assert seconds < 3.0


def test_a_tag_value_over_its_limit_names_the_tag() -> None:
    error, _ = refused('[Event "' + "x" * (MAX_TAG_VALUE_CHARS + 1) + '"]\n')
    assert problem_key(error) == "pbn.limit.tag_value"
    assert error.params["problem"].params["tag"] == "Event"
    assert "xxxxxxxxxxxxxxxxxxxxxxxx" not in str(error)


def test_a_comment_never_closed_stops_at_the_game_limit() -> None:
    text = board(1).rstrip("\n") + "\n{ a comment that never ends\n" + ("x" * 100 + "\n") * 3000
    error, _ = refused(text)
    assert problem_key(error) == "pbn.limit.game"
    assert error.params["problem"].params["limit"] == MAX_GAME_CHARS


def test_boards_per_file_are_limited_and_the_limit_can_be_raised() -> None:
    data = boards(5).encode()
    error, _ = refused(data, max_boards=3)
    assert error.key == "pbn.limit.boards" and error.params["limit"] == 3
    assert len(read_pbn(data, max_boards=5)) == 5
    assert len(read_pbn(data, max_boards=None)) == 5
    streamed = iter_pbn(data, max_boards=3)
    assert [next(streamed).board for _ in range(3)] == [1, 2, 3]  # the boards before the limit come
    with pytest.raises(LimitExceeded):
        next(streamed)


@pytest.mark.parametrize("bad", [0, -1, True, 2.5, "10"])
def test_max_boards_must_be_a_positive_whole_number(bad: object) -> None:
    with pytest.raises(InvalidArgument):
        read_pbn(boards(1).encode(), max_boards=bad)  # type: ignore[arg-type]


def test_streaming_holds_one_board_at_a_time(tmp_path: Path) -> None:
    path = tmp_path / "many.pbn"
    path.write_text(boards(600), encoding="utf-8")
    tracemalloc.start()
    try:
        count = sum(1 for _ in iter_boards(path, progress=False))
        streamed_peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.reset_peak()
        loaded = load_boards(path, progress=False)
        loaded_peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == len(loaded) == 600
    assert streamed_peak < 1_000_000  # one board (and the one before it) at a time
    assert loaded_peak > 3 * streamed_peak


def test_a_hundred_thousand_boards_are_refused_by_default_after_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.pbn"
    path.write_text(boards(20_001), encoding="utf-8")
    seen = []
    with pytest.raises(LimitExceeded) as info:
        for game in iter_pbn(path, progress=seen.append):
            del game
    assert info.value.key == "pbn.limit.boards"
    assert seen[-1] == 20_000


def test_a_progress_bar_appears_past_a_few_hundred_boards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    small, large = tmp_path / "small.pbn", tmp_path / "large.pbn"
    small.write_text(boards(100), encoding="utf-8")
    large.write_text(boards(400), encoding="utf-8")
    assert len(load_boards(small)) == 100
    assert t("pbn.progress.reading") not in capsys.readouterr().err
    assert len(load_boards(large)) == 400
    assert t("pbn.progress.reading") in capsys.readouterr().err
    counts: list[int] = []
    assert len(load_boards(large, progress=counts.append)) == 400
    assert counts == list(range(1, 401))
    load_boards(large, progress=False)
    assert capsys.readouterr().err == ""


# ---------------------------------------------------------------- encodings and characters


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-8"])
def test_unicode_files_are_read_with_or_without_a_byte_order_mark(encoding: str) -> None:
    text = board(1, event="Ærø “Cup” — ชิงแชมป์ 대회")
    data = text.encode(encoding)
    if encoding in ("utf-16-le", "utf-16-be"):
        bom = codecs.BOM_UTF16_LE if encoding.endswith("le") else codecs.BOM_UTF16_BE
        for payload in (bom + data, data):  # with the mark, and (ASCII-heavy) without it
            assert read_pbn(payload)[0].event == "Ærø “Cup” — ชิงแชมป์ 대회"
        return
    games = read_pbn(io.BytesIO(data))
    assert games[0].event == "Ærø “Cup” — ชิงแชมป์ 대회" and games[0].board == 1


def test_a_windows_file_keeps_its_curly_quotes() -> None:
    data = board(1, event="“Club” night – Ærø").encode("cp1252")
    assert read_pbn(data)[0].event == "“Club” night – Ærø"  # not \x93Club\x94


def test_bytes_cp1252_leaves_undefined_are_read_as_latin_1() -> None:
    data = board(1, event="AB").encode().replace(b"AB", b"A\x81\x93B")
    assert read_pbn(data)[0].event == "A\x81“B"


def test_old_mac_line_ends_are_lines() -> None:
    data = board(2).replace("\n", "\r").encode()
    assert read_pbn(data)[0].board == 2


def test_a_nul_is_reported_with_its_line_and_column() -> None:
    data = board(1).replace('[Deal "N:KJ3', '[Deal "N:K\x00J3').encode()
    error, _ = refused(data)
    assert error.key == "pbn.error.in_file" and error.params["line"] == 5
    problem = error.params["problem"]
    assert problem.key == "pbn.error.nul"
    assert problem.params == {"char": "U+0000", "column": 11}
    for lang in LANGS:
        assert "U+0000" in error.localized(lang) and "\x00" not in error.localized(lang)


def test_other_control_characters_are_named() -> None:
    error, _ = refused(board(1).replace("Club", "Cl\x07ub"))
    assert problem_key(error) == "pbn.error.control_char"
    assert error.params["problem"].params["char"] == "U+0007"


def test_a_nul_in_a_deal_string_is_named_not_shown_as_a_blank() -> None:
    with pytest.raises(PBNError) as info:
        Deal.from_pbn(DEAL.replace("KJ3", "K\x00J3", 1))
    assert info.value.key == "pbn.error.unknown_rank"
    assert info.value.params["rank"] == "U+0000"
    assert "“ ”" not in str(info.value)


def test_parse_pbn_wants_text() -> None:
    with pytest.raises(InvalidArgument):
        parse_pbn(b"[Event \"x\"]")  # type: ignore[arg-type]


# ---------------------------------------------------------------- numbers in tags


@pytest.mark.parametrize(("tag", "value", "key"), [
    ("Board", "²", "pbn.error.board"),
    ("Board", "1" * 5000, "pbn.error.board"),
    ("Board", "-3", "pbn.error.board"),
    ("Result", "¹³", "pbn.error.result"),
    ("Result", "1" * 5000, "pbn.error.result"),
    ("Result", "NS ²", "pbn.error.result"),
])
def test_numbers_in_tags_are_plain_digits(tag: str, value: str, key: str) -> None:
    text = board(1).replace(f'[{tag} "' + ("1" if tag == "Board" else "9") + '"]', f'[{tag} "{value}"]')
    error, seconds = refused(text)
    assert problem_key(error) == key
    assert seconds < 1.0 and len(str(error)) < 400


def test_decimal_digits_of_other_scripts_are_numbers() -> None:
    assert parse_pbn(board(1).replace('[Board "1"]', '[Board "๑๗"]'))[0].board == 17


# ---------------------------------------------------------------- memory per character, per file


def peak_of(action: object) -> tuple[object, int]:
    """What ``action()`` returns and the peak memory Python allocated while it ran."""
    tracemalloc.start()
    try:
        result = action()  # type: ignore[operator]
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("filler", ["{}", ";", "{ }", '[Note ""]', "%", "{", "}"])
def test_every_character_of_a_game_counts_towards_its_limit(filler: str) -> None:
    # Empty comments, bare ";" lines and empty notes kept nothing counted: one 40 MB game streamed.
    lines = (filler + "\n") * 1_000_000 if filler not in "{}" else "{\n" + "\n".join(["x"] * 1_000_000) + "\n}\n"
    text = board(1).rstrip("\n") + "\n" + lines
    data = text.encode()
    error, peak = peak_of(lambda: refused(data)[0])
    assert isinstance(error, LimitExceeded)
    assert problem_key(error) == "pbn.limit.game"
    assert peak < 0.5 * len(data)  # the game is refused at its limit, long before the file's end


def test_a_game_just_under_the_limit_is_read_whole() -> None:
    padding = MAX_GAME_CHARS - len(board(1)) - 10
    text = board(1).rstrip("\n") + "\n" + ";\n" * (padding // 2) + "\n"
    (game,) = parse_pbn(text)
    assert game.board == 1 and len(game.comments) == padding // 2


def test_parse_pbn_checks_the_text_before_copying_it() -> None:
    # The first line is refused: reading it must not have cost a copy (or four) of the text.
    text = '[Event "\x07"]\n' + "x" * 60 + "\n" + ("[Note \"n\"]\n" * 400_000)
    error, peak = peak_of(lambda: refused(text)[0])
    assert problem_key(error) == "pbn.error.control_char"  # type: ignore[arg-type]
    assert peak < 0.05 * len(text)


def played_board(number: int) -> str:
    """A board with its auction and the play of all thirteen tricks (each seat's cards in order)."""
    return (f'[Event "Club"]\n[Board "{number}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n'
            '[Auction "N"]\nPass Pass 1NT Pass\n3NT Pass Pass Pass\n'
            f'[Play "W"]\n' + "\n".join(PLAY_ROWS) + "\n\n")


PLAY_ROWS = [" ".join(Deal.from_pbn(DEAL).hand(seat)[trick] for seat in "WNES") for trick in range(13)]


@pytest.mark.parametrize("make", [board, played_board], ids=["tags", "auction-and-play"])
def test_load_boards_peaks_under_three_times_the_file(tmp_path: Path, make: object) -> None:
    load_boards(boards(2_100).encode(), progress=False)  # Python's free lists filled before measuring
    path = tmp_path / "club.pbn"
    path.write_text("".join(make(n) for n in range(1, 4_001)), encoding="utf-8")  # type: ignore[operator]
    size = path.stat().st_size
    assert size > 700_000
    loaded, peak = peak_of(lambda: load_boards(path, progress=False))
    assert len(loaded) == 4_000  # type: ignore[arg-type]
    assert peak <= 3 * size  # was near 14 (30 under tracemalloc): a parsed game per board


def test_iter_boards_uses_the_same_memory_for_a_small_and_a_large_file(tmp_path: Path) -> None:
    peaks = []
    for count in (300, 3_000):
        path = tmp_path / f"{count}.pbn"
        path.write_text(boards(count), encoding="utf-8")
        seen, peak = peak_of(lambda path=path: sum(1 for _ in iter_boards(path, progress=False)))
        assert seen == count
        peaks.append(peak)
    assert peaks[1] < 1.5 * peaks[0] + 20_000
    assert peaks[1] < 200_000


def test_a_board_from_a_file_gives_back_its_game_lines_and_all(tmp_path: Path) -> None:
    text = (board(1).rstrip("\n") + "\n{ first }\n\n"
            '[Event "#"] [Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "#"]\n'
            '[Contract "#"]\n[Declarer "#"]\n[Result "8"] ; late\n\n' + played_board(3))
    path = tmp_path / "mixed.pbn"
    path.write_text(text, encoding="utf-8")
    games = read_pbn(path)
    loaded = load_boards(path, progress=False)
    for game, loaded_board in zip(games, loaded, strict=True):
        source = loaded_board.source
        assert source == game and source.lines == game.lines and source.index == game.index
        assert loaded_board.tags == game.tags
    assert loaded[1].event == "Club" and loaded[1].result == 8
    assert loaded[2].auction == ("P", "P", "1NT", "P", "3NT", "P", "P", "P")
    assert len(loaded[2].play) == 13
    assert loaded[1].game(replay=False).dealer == "E"


def test_a_board_cannot_be_changed(tmp_path: Path) -> None:
    (loaded,) = load_boards(board(4).encode())
    with pytest.raises(AttributeError):
        loaded.number = 5  # type: ignore[misc]
    assert loaded.number == 4 and hash(loaded) == hash(load_boards(board(4).encode())[0])
