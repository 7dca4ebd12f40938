"""Boards from PBN files replayed through the bridge rules: contracts, results, scores, broken records."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardlearn.engine import bridge
from cardlearn.engine.bridge.boards import Board, board_dealer, board_vulnerability, load_boards
from cardlearn.engine.errors import PBNError
from cardlearn.engine.pbn import parse_pbn, write_pbn

DATA = Path(__file__).parent / "data" / "pbn"
FILES = sorted(DATA.glob("*.pbn"))
LANGS = ("en", "th", "ko", "da", "tr")
DEAL = "N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54"


def _all_boards() -> list[tuple[str, int, Board]]:
    return [(path.name, i, board) for path in FILES for i, board in enumerate(load_boards(path))]


BOARD_PARAMS = [pytest.param(name, i, board, id=f"{name}-{i}") for name, i, board in _all_boards()]


def test_every_sample_loads_as_boards() -> None:
    boards = _all_boards()
    assert len(boards) == 25
    assert all(isinstance(b.deal, bridge.Deal) for _, _, b in boards)


@pytest.mark.parametrize(("name", "index", "board"), BOARD_PARAMS)
def test_replayed_auction_gives_the_recorded_contract(name: str, index: int, board: Board) -> None:
    game = board.game(replay=True)
    assert game.calls == list(board.auction)
    if not board.auction:
        assert game.phase == "auction" and game.to_act == board.dealer
        return
    if board.contract == "Pass":
        assert game.passed_out and game.is_over
        return
    assert game.contract is not None
    assert game.contract.code == board.contract
    assert game.contract.declarer == board.declarer


@pytest.mark.parametrize(("name", "index", "board"), BOARD_PARAMS)
def test_replayed_play_matches_result_when_complete(name: str, index: int, board: Board) -> None:
    game = board.game(replay=True)
    played = sum(len(trick) for trick in board.play)
    assert len(game.tricks) * 4 + (len(game.current_trick.cards) if game.current_trick else 0) <= played
    if game.is_over and not game.passed_out:
        assert len(game.tricks) == 13
        assert game.declarer_tricks == board.result
    elif board.result is not None and game.contract is not None:
        # an unfinished record (claim) never gives declarer more tricks than the result
        assert game.declarer_tricks <= board.result


def test_complete_bbo_records_are_fully_replayed() -> None:
    boards = load_boards(DATA / "bbo_acbl_speedball.pbn")
    over = [b.game(replay=True) for b in boards[:3]]
    assert all(g.is_over for g in over)
    assert [g.declarer_tricks for g in over] == [10, 10, 10]
    assert over[0].score.ew == -100  # 6NT by East, two down, not vulnerable
    claimed = boards[3].game(replay=True)
    assert claimed.phase == "play" and len(claimed.tricks) == 11 and claimed.declarer_tricks == 9


@pytest.mark.parametrize(("path", "expected"), [(DATA / "ebu_vugraph_1998.pbn", 6), (DATA / "endplay_sample.pbn", 1)],
                         ids=["ebu", "endplay"])
def test_score_tags_agree_with_the_scoring_rules(path: Path, expected: int) -> None:
    checked = 0
    for board in load_boards(path):
        match = re.fullmatch(r"NS ([+-]?\d+)", board.tags.get("Score", ""))
        if not match or board.contract in (None, "Pass"):
            continue
        vulnerable = board.vulnerability in ("Both", "NS" if board.declarer in "NS" else "EW")
        result = bridge.score(board.contract, tricks=board.result, vulnerable=vulnerable, declarer=board.declarer)
        assert result.ns == int(match.group(1)), (board, result)
        checked += 1
    assert checked == expected


def test_fresh_game_uses_dealer_and_vulnerability() -> None:
    board = load_boards(DATA / "bridgecomposer_three_records.pbn")[2]
    assert (board.number, board.dealer, board.vulnerability) == (3, "S", "EW")
    game = board.game()
    assert game.phase == "auction" and game.to_act == "S" and game.vulnerability == "EW"
    assert game.deal.to_pbn("S") == "S:QT973.9852.AJ.AT AK85.KJT.5.QJ876 J2.Q4.KT98764.95 64.A763.Q32.K432"


def test_missing_dealer_and_vulnerability_follow_the_board_number() -> None:
    (board,) = [Board.from_game(g) for g in parse_pbn(f'[Board "6"]\n[Deal "{DEAL}"]\n')]
    assert (board.dealer, board.vulnerability) == ("E", "EW")
    assert [board_dealer(n) for n in (1, 2, 3, 4, 5)] == ["N", "E", "S", "W", "N"]
    assert [board_vulnerability(n) for n in (1, 4, 8, 13, 16, 17)] == ["None", "Both", "None", "Both", "EW", "None"]


def _record(auction: str, play: str = "", play_start: str = "E", dealer: str = "N") -> Board:
    text = f'[Board "5"]\n[Dealer "{dealer}"]\n[Vulnerable "NS"]\n[Deal "{DEAL}"]\n[Auction "{dealer}"]\n{auction}\n'
    if play:
        text += f'[Play "{play_start}"]\n{play}\n'
    (game,) = parse_pbn(text)
    return Board.from_game(game)


def _replay_error(board: Board) -> PBNError:
    with pytest.raises(PBNError) as info:
        board.game(replay=True)
    for lang in LANGS:
        text = info.value.localized(lang)
        assert not re.search(r"\{[a-z_]+\}", text) and "pbn." not in text and "bridge." not in text, text
    return info.value


def test_illegal_call_in_the_record_names_board_and_rule() -> None:
    error = _replay_error(_record("1NT 1C Pass Pass Pass"))
    assert error.key == "pbn.error.in_game" and error.params["tag"] == "Auction"
    assert error.params["problem"].key.startswith("bridge.error.")
    assert error.localized("en").startswith("Board 5, tag [Auction] on line 5:")


def test_revoke_in_the_record_names_board_and_rule() -> None:
    # 1NT by North; East leads the spade 10 and West, who holds spades, discards a heart.
    board = _record("1NT Pass Pass Pass", "ST S7 H5 S2")
    error = _replay_error(board)
    assert error.params["tag"] == "Play"
    assert error.params["problem"].key.startswith("bridge.error.")
    assert "Board 5, tag [Play]" in error.localized("en")


def test_wrong_opening_leader_and_wrong_first_caller() -> None:
    error = _replay_error(_record("1NT Pass Pass Pass", "SJ S2 ST S5", play_start="W"))
    assert error.params["problem"].key == "pbn.error.replay_leader"
    text = '[Board "5"]\n[Dealer "N"]\n[Deal "' + DEAL + '"]\n[Auction "E"]\nPass 1NT Pass Pass Pass\n'
    error = _replay_error(Board.from_game(parse_pbn(text)[0]))
    assert error.params["problem"].key == "pbn.error.auction_start"


def test_replay_state_is_a_normal_game_that_continues() -> None:
    board = _record("1NT Pass 3NT Pass Pass Pass", "ST S7 SJ S2\nH9 H6 H5 HA")
    game = board.game(replay=True)
    assert game.contract.code == "3NT" and game.declarer == "N"
    assert len(game.tricks) == 2 and game.to_act == "N"  # North won the second trick with the ace
    game.play("SA")
    assert game.current_trick is not None


def test_game_without_deal_cannot_be_a_board() -> None:
    (game,) = parse_pbn('[Board "2"]\n[Dealer "E"]\n')
    with pytest.raises(PBNError) as info:
        Board.from_game(game)
    assert info.value.params["problem"].key == "pbn.error.no_deal"
    assert info.value.localized("en").startswith("Board 2, tag [Deal]")


def test_board_built_in_code_exports_to_pbn() -> None:
    board = Board(number=12, deal=bridge.Deal.from_pbn(DEAL), dealer="W", vulnerability="NS",
                  event="Lesson", auction=("P", "1NT", "P", "P", "P"), contract="1NT", declarer="N", result=8)
    (back,) = [Board.from_game(g) for g in parse_pbn(write_pbn([board.to_pbn_game()]))]
    assert back == board
    assert back.game(replay=True).contract.code == "1NT"


def test_repr_and_html() -> None:
    board = load_boards(DATA / "bbo_acbl_speedball.pbn")[0]
    assert repr(board) == (
        "Board(number=1, dealer='N', vulnerability='None', "
        "deal='N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9', "
        "contract='6NT', declarer='E', result=10)"
    )
    page = board._repr_html_()
    assert "Board 1" in page and "#c0392b" in page
