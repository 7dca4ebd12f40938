"""The BridgeTable as a place to learn: one-click play, claims, the review, the session, save/load."""
from __future__ import annotations

import json

import pytest

from cardlearn.ai.bridge.claims import check_claim, sure_declarer_total
from cardlearn.engine.bridge import Deal, Game, load_boards
from cardlearn.engine.errors import IllegalAction
from cardlearn.i18n import LANGUAGES, t
from cardlearn.widgets import BridgeTable
from cardlearn.widgets.base import IntentError

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"
# North-South hold every top card: 7NT by South is cold.
COLD = "N:AKQJ.AKQ.AKQ.AKQ 765.8765.8765.76 T98.JT9.JT9.JT98 432.432.432.5432"
# The same cards with East-West holding them: 7NT by West is cold.
COLD_EW = "N:765.8765.8765.76 AKQJ.AKQ.AKQ.AKQ 432.432.432.5432 T98.JT9.JT9.JT98"


class Scripted:
    """Calls from a script (then passes); plays the first legal card."""

    def __init__(self, calls=()):
        self.calls = list(calls)

    def choose_call(self, game, seat):
        return self.calls.pop(0) if self.calls else "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


def table(deal=PBN, players=None, **kwargs) -> BridgeTable:
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("vulnerability", "None")
    return BridgeTable(deal, players=players or {seat: Scripted() for seat in "NEW"}, **kwargs)


def learner_cards(view):
    """The learner's active hand and its legal cards."""
    seat = next(seat for seat, hand in view["hands"].items() if hand.get("active"))
    return seat, [card["code"] for card in view["hands"][seat]["cards"] if card["legal"]]


def south_declares(deal=PBN, contract="2S", **kwargs) -> BridgeTable:
    widget = table(deal, **kwargs)
    widget.receive({"action": "call", "call": contract})
    assert widget.game.declarer == "S", widget.game
    return widget


def play_out(widget: BridgeTable) -> None:
    """One-click the first legal card whenever the learner is to play (and accept AI claims)."""
    for _ in range(60):
        if widget.game.is_over:
            return
        view = widget.view
        if view.get("claim") and view["claim"]["pending"]:
            widget.receive({"action": "accept-claim"})
            continue
        _, legal = learner_cards(view)
        widget.receive({"action": "play", "card": legal[0]})
    raise AssertionError("the deal did not finish")


# --- one-click and automatic play ----------------------------------------------------------------


def test_one_click_play_plays_a_legal_card_and_keeps_select_confirm():
    widget = south_declares()
    seat, legal = learner_cards(widget.view)
    before = len(widget.game.core.played)
    view = widget.receive({"action": "play", "card": legal[0], "seq": 4})
    assert view["ack"] == 4 and view["notice"] is None
    assert len(widget.game.core.played) > before
    assert legal[0] not in widget.game.hand(seat)
    seat, legal = learner_cards(widget.view)
    widget.receive({"action": "select", "card": legal[0]})
    assert widget.view["selected"] == legal[0]
    widget.receive({"action": "confirm"})
    assert legal[0] not in widget.game.hand(seat) and widget.view["selected"] is None
    assert widget.view["one_click"] is False  # select + confirm by default; one click is a setting


def test_one_click_play_of_an_illegal_card_changes_nothing_and_says_why():
    widget = south_declares()
    view = widget.view
    seat, _ = learner_cards(view)
    illegal = [c for c in view["hands"][seat]["cards"] if not c["legal"]]
    assert illegal, "the test position needs a card that may not be played"
    before = repr(widget)
    view = widget.receive({"action": "play", "card": illegal[0]["code"]})
    assert repr(widget) == before
    assert view["notice"]["kind"] == "error" and view["notice"]["text"]
    assert widget.receive({"action": "play", "card": "ZZ"})["notice"]["kind"] == "error"
    assert repr(widget) == before


def test_one_click_is_a_setting():
    widget = south_declares()
    widget.receive({"action": "set", "name": "one_click", "value": True})
    assert widget.one_click is True and widget.view["one_click"] is True
    names = [item["name"] for item in widget.view["settings"]]
    assert "one_click" in names and "auto_play" in names


def test_auto_play_plays_a_single_legal_card_and_undo_goes_back_past_it():
    widget = south_declares()
    widget.receive({"action": "set", "name": "auto_play", "value": True})
    # Drive the deal with one clicks: the learner is never asked when one card is legal.
    for _ in range(30):
        if widget.game.is_over:
            break
        _, legal = learner_cards(widget.view)
        assert len(legal) > 1, "a single legal card must have been played automatically"
        widget.receive({"action": "play", "card": legal[-1]})
    assert widget.game.is_over and len(widget.game.tricks) == 13
    # Undo takes back the learner's last real choice, and the automatic cards after it
    flags = list(widget._moves)
    last_choice = len(flags) - 1 - flags[::-1].index(True)
    widget.receive({"action": "undo"})
    assert len(widget._moves) == last_choice and not widget.game.is_over


# --- claims -------------------------------------------------------------------------------------


def cold_7nt() -> BridgeTable:
    widget = table(COLD, dealer="S")
    widget.receive({"action": "call", "call": "7NT"})
    assert widget.game.contract.code == "7NT" and widget.game.controller == "S"
    return widget


def test_a_certain_claim_is_accepted_and_scored_like_play():
    widget = cold_7nt()
    claim = widget.view["claim"]
    assert claim["pending"] is False and claim["default"] == 13
    view = widget.receive({"action": "claim", "tricks": 13})
    assert view["notice"] is None and widget.game.is_over and widget.game.claimed == 13
    assert widget.game.score.ns == 1520
    played = Game(Deal.from_pbn(COLD), dealer="S")
    for call in ("7NT", "P", "P", "P"):
        played.call(call)
    while not played.is_over:
        played.play(played.legal_cards()[0])
    assert played.score.ns == widget.game.score.ns
    assert "claim" in view["review"]["result"].lower()
    assert widget.history()["score_ns"].tolist() == [1520]


def test_undo_withdraws_a_claim():
    widget = cold_7nt()
    widget.receive({"action": "claim", "tricks": 13})
    widget.receive({"action": "undo"})
    assert not widget.game.is_over and widget.game.claimed is None
    assert widget.view["claim"] is not None


def test_a_claim_that_is_not_certain_is_refused_with_the_reason():
    widget = south_declares(PBN, "2S")
    before = repr(widget)
    view = widget.receive({"action": "claim", "tricks": 13})
    assert repr(widget) == before
    assert view["notice"]["kind"] == "error"
    certain = check_claim(widget.game).certain
    assert str(certain) in view["notice"]["text"] and "13" in view["notice"]["text"]


@pytest.mark.parametrize("tricks", [-1, 14, "13", True, 2.5])
def test_a_claim_out_of_range_is_refused(tricks):
    widget = cold_7nt()
    before = repr(widget)
    view = widget.receive({"action": "claim", "tricks": tricks})
    assert view["notice"]["kind"] == "error" and repr(widget) == before


def test_only_the_declarer_claims():
    players = {"N": Scripted(), "E": Scripted(), "W": Scripted(["4S"])}
    widget = table(PBN, players=players, dealer="W")
    widget.receive({"action": "call", "call": "P"})
    assert widget.game.declarer == "W" and widget.view["claim"] is None
    view = widget.receive({"action": "claim", "tricks": 10})
    assert view["notice"]["kind"] == "error" and not widget.game.is_over


def test_engine_claim_checks_its_range():
    game = Game(Deal.from_pbn(COLD), dealer="S")
    with pytest.raises(IllegalAction):
        game.claim(13)  # still in the auction
    for call in ("7NT", "P", "P", "P"):
        game.call(call)
    with pytest.raises(IllegalAction):
        game.claim(14)
    game.claim(12)
    assert game.score.ns == -50 and game.copy().claimed == 12


def test_the_ai_declarer_claims_when_certain_and_the_learner_may_play_on():
    players = {"N": Scripted(), "E": Scripted(), "W": Scripted(["7NT"])}
    widget = table(COLD_EW, players=players, dealer="S")
    widget.receive({"action": "call", "call": "P"})
    widget.receive({"action": "call", "call": "P"})
    assert widget.game.declarer == "W"
    for _ in range(4):
        if widget.view["claim"]:
            break
        _, legal = learner_cards(widget.view)
        widget.receive({"action": "play", "card": legal[0]})
    claim = widget.view["claim"]
    assert claim["pending"] and "13" in claim["text"] and widget.view["status"] == claim["text"]
    widget.receive({"action": "reject-claim"})
    assert widget.view["claim"] is None and not widget.game.is_over
    play_out(widget)
    assert widget.game.claimed is None and widget.game.tricks_won["EW"] == 13


def test_accepting_the_ai_claim_ends_the_deal():
    players = {"N": Scripted(), "E": Scripted(), "W": Scripted(["7NT"])}
    widget = table(COLD_EW, players=players, dealer="S")
    widget.receive({"action": "call", "call": "P"})
    widget.receive({"action": "call", "call": "P"})
    play_out(widget)
    assert widget.game.claimed == 13 and widget.game.score.ew == 1520
    assert widget.receive({"action": "accept-claim"})["notice"]["kind"] == "error"


def test_sure_tricks_fallback_is_conservative(monkeypatch):
    game = Game(Deal.from_pbn(COLD), dealer="S")
    for call in ("7NT", "P", "P", "P"):
        game.call(call)
    assert sure_declarer_total(game.core) == 0  # the defenders are on lead: nothing is sure yet
    game.play(game.legal_cards()[0])
    game.play(game.legal_cards()[0])
    game.play(game.legal_cards()[0])
    game.play(game.legal_cards()[0])
    # North won with a top card and is on lead holding only winners
    assert game.to_act in "NS"
    assert sure_declarer_total(game.core) >= 12 - (13 - len(game.hand(game.to_act)))

    from cardlearn.ai.bridge import claims

    def no_solver(_core):
        raise ImportError("endplay missing")

    monkeypatch.setattr(claims, "dd_declarer_total", no_solver)
    verdict = check_claim(game)
    assert verdict.method == "sure" and verdict.certain == sure_declarer_total(game.core)


@pytest.mark.parametrize(("strain", "sure"), [(3, 3), (4, 12)])
def test_sure_tricks_count_side_winners_only_once_trumps_can_be_drawn(strain, sure):
    from cardlearn.engine.bridge.fast import contract_core

    # North leads with the top three trumps, but West holds four spades up to the jack.
    deal = Deal.from_pbn("N:AKQ2.AKQ.AKQ.AKQ 76.8765.8765.765 T98.JT9.JT9.JT98 J543.432.432.432")
    core = contract_core(deal.masks, 2, 4, strain)  # South declares 4♠ (strain 3) or 4NT (strain 4)
    core.turn = core.leader = 0  # North on lead
    assert sure_declarer_total(core) == sure


# --- the review ---------------------------------------------------------------------------------


def finished(deal=PBN, contract="2S") -> BridgeTable:
    widget = south_declares(deal, contract)
    play_out(widget)
    return widget


def test_the_review_steps_through_auction_and_tricks():
    widget = finished()
    review = widget.view["review"]
    total = len(widget.game.calls) + 52
    assert review["step"] == review["total"] == total
    assert widget.receive({"action": "review-next"})["review"]["step"] == total
    assert widget.receive({"action": "review-prev"})["review"]["step"] == total - 1
    view = widget.receive({"action": "review-trick", "trick": 3})
    assert view["review"]["step"] == len(widget.game.calls) + 12
    assert view["review"]["trick"]["number"] == 3 and len(view["review"]["trick"]["cards"]) == 4
    assert [row["current"] for row in view["review"]["tricks"]].index(True) == 2
    for _ in range(total + 3):
        view = widget.receive({"action": "review-prev"})
    assert view["review"]["step"] == 0 and view["review"]["trick"] is None
    assert view["review"]["step_text"] == "Before the first call"
    assert not any(cell and cell["shown"] for row in view["review"]["auction"]["rows"] for cell in row)
    widget.receive({"action": "review-next"})
    assert widget.view["review"]["step_text"] == "Auction: call 1"
    for bad in (0, 14, "3", True):
        assert widget.receive({"action": "review-trick", "trick": bad})["notice"]["kind"] == "error"


def test_the_review_shows_the_hands_as_dealt_before_the_play_and_the_meanings():
    widget = finished()
    view = widget.receive({"action": "review-trick", "trick": 1})
    for _ in range(4):
        view = widget.receive({"action": "review-prev"})  # back to the end of the auction
    review = view["review"]
    for seat in "NESW":
        assert [c["code"] for c in review["hands"][seat]["cards"]] == Deal.from_pbn(PBN).hand(seat)
        assert review["hands"][seat]["count"] == 13
    cells = [cell for row in review["auction"]["rows"] for cell in row if cell]
    assert len(cells) == len(widget.game.calls) and all(cell["meaning"] for cell in cells)


def test_each_review_step_shows_the_cards_still_held():
    widget = finished()
    played = [card for trick in widget.game.tricks for card in trick.cards]  # in the order played
    calls = len(widget.game.calls)
    dealt = Deal.from_pbn(PBN)
    for shown in (1, 3, 4, 5, 18, 51, 52):
        view = widget.receive({"action": "review-trick", "trick": 1})
        step = view["review"]["step"]
        target = calls + shown
        action = "review-next" if target > step else "review-prev"
        for _ in range(abs(target - step)):
            view = widget.receive({"action": action})
        review = view["review"]
        gone = set(played[:shown])
        for seat in "NESW":
            held = [c["code"] for c in review["hands"][seat]["cards"]]
            assert held == [code for code in dealt.hand(seat) if code not in gone]
            assert review["hands"][seat]["count"] == len(held)
        assert sum(len(review["hands"][seat]["cards"]) for seat in "NESW") == 52 - shown
        # the trick box says who played what
        trick = review["trick"]
        in_trick = played[4 * ((shown - 1) // 4):shown]
        assert [card["code"] for card in trick["cards"]] == in_trick
        assert all(card["name"] == {"N": "North", "E": "East", "S": "South", "W": "West"}[card["seat"]]
                   for card in trick["cards"])


def test_the_review_is_refused_before_the_end():
    widget = south_declares()
    assert widget.view["review"] is None
    assert widget.receive({"action": "review-prev"})["notice"]["kind"] == "error"


def test_the_result_is_given_from_the_learners_side_when_defending():
    players = {"N": Scripted(), "E": Scripted(), "W": Scripted(["7NT"])}
    widget = table(PBN, players=players, dealer="W")
    widget.receive({"action": "call", "call": "P"})
    play_out(widget)
    score = widget.game.score
    assert score.ns > 0  # 7NT by West goes down: a plus for the learner's side
    review = widget.view["review"]
    assert f"+{score.ns}" in review["result"] and "North–South" in review["result"]
    assert f"+{score.ns}" in widget.view["status"]


def test_the_review_has_the_double_dummy_table_par_a_sentence_and_costly_cards():
    pytest.importorskip("endplay")
    widget = finished()
    dd = widget.view["review"]["double_dummy"]
    assert len(dd["rows"]) == 5 and dd["par"].startswith("Par")
    assert any("best contract for your side" in s for s in dd["sentences"])
    assert any("2♠ by South takes" in s for s in dd["sentences"])
    from cardlearn.ai.bridge.analysis import analyse

    report = analyse(widget.game, learner="S")
    costly = report.cards[(report.cards["cost"] > 0) & report.cards["learner"]]
    # Double dummy is the review's second view, "with all hands seen" (the first judges by what South saw).
    widget.receive({"action": "review-judge", "view": "dd"})
    marks = [m for row in widget.view["review"]["tricks"] for m in row["marks"]]
    assert len(marks) == len(costly)
    assert sum(cell["costly"] for row in widget.view["review"]["tricks"] for cell in row["cells"]) == len(costly)
    if len(costly):
        assert "Kept with" in marks[0]


# --- the session --------------------------------------------------------------------------------


def test_history_keeps_finished_deals_and_replays_them():
    widget = finished()
    first = widget.history()
    assert list(first.columns) == ["board", "contract", "declarer", "result", "score_ns", "par"]
    assert first.iloc[0]["contract"] == "2S" and first.iloc[0]["declarer"] == "S"
    assert first.iloc[0]["score_ns"] == widget.game.score.ns
    widget.receive({"action": "new-deal"})
    assert len(widget.history()) == 1 and widget.game is None
    assert widget.view["history"]["rows"][0]["contract"] == "2♠ by South"
    widget.receive({"action": "history-replay", "index": 0})
    assert widget.deal == Deal.from_pbn(PBN) and widget.game.phase == "auction"
    assert widget.receive({"action": "history-replay", "index": 5})["notice"]["kind"] == "error"


def test_to_pbn_has_auction_and_play_and_reads_back(tmp_path):
    widget = finished()
    widget.receive({"action": "replay"})
    widget.receive({"action": "call", "call": "3NT"})
    play_out(widget)
    text = widget.to_pbn()
    assert "[Auction" in text and "[Play" in text
    path = tmp_path / "session.pbn"
    path.write_text(text, encoding="utf-8")
    boards = load_boards(path)
    assert len(boards) == 2
    for board, record in zip(boards, widget._records()):
        game = board.game(replay=True)
        assert game.calls == record["calls"]
        assert [str(c) for c in game.core.played] == [str(c) for c in game.core.played]
        assert len(game.core.played) == len(record["cards"]) == 52 and game.is_over


def test_to_pbn_of_a_claimed_deal_reads_back_to_where_the_claim_was(tmp_path):
    widget = cold_7nt()
    _, legal = learner_cards(widget.view)
    widget.receive({"action": "play", "card": legal[0]})
    widget.receive({"action": "claim", "tricks": 13})
    path = tmp_path / "claim.pbn"
    path.write_text(widget.to_pbn(), encoding="utf-8")
    board = load_boards(path)[0]
    assert board.result == 13 and board.contract.startswith("7NT")
    game = board.game(replay=True)
    assert len(game.core.played) == len(widget.game.core.played)


def test_save_and_load_restore_a_game_in_progress(tmp_path):
    widget = finished()
    widget.receive({"action": "new-deal"})
    widget.receive({"action": "vulnerability", "value": "EW"})
    for _ in range(3):
        if widget.game.phase != "auction" or widget.game.to_act != "S":
            break
        widget.receive({"action": "call", "call": widget.game.legal_calls()[1]})
    while widget.game.phase == "auction":
        widget.receive({"action": "call", "call": "P"})
    if widget.game.phase == "play" and widget.game.controller == "S":
        _, legal = learner_cards(widget.view)
        widget.receive({"action": "play", "card": legal[0]})
    path = tmp_path / "table.json"
    widget.save(path)
    again = BridgeTable.load(path, ai_delay=0, players={seat: Scripted() for seat in "NEW"})
    assert again.deal == widget.deal and again.game.calls == widget.game.calls
    assert again.game.core.played == widget.game.core.played
    assert again.history().equals(widget.history())
    assert again._moves == widget._moves and again._deal_number == widget._deal_number
    again.receive({"action": "new-deal"})
    widget.receive({"action": "new-deal"})
    assert again.deal == widget.deal  # the same random stream continues


def test_load_refuses_a_broken_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"kind": "something else"}), encoding="utf-8")
    with pytest.raises(IntentError):
        BridgeTable.load(path)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(IntentError):
        BridgeTable.load(path)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_new_texts_exist_in_every_language(lang):
    widget = finished()
    widget.receive({"action": "set", "name": "lang", "value": lang})
    view = widget.view
    assert view["connection"]["lost"] and view["review"]["title"] and view["review"]["prev"]
    assert "widgets." not in json.dumps(view, ensure_ascii=False)


def test_a_refused_claim_names_the_claim_as_its_cause_for_the_front_end():
    """The front end shows a notice beside the control whose intent caused it (issue #24, item 3)."""
    widget = south_declares()
    view = widget.receive({"action": "claim", "tricks": 13})
    assert view["notice"]["kind"] == "error" and view["notice"]["action"] == "claim"
    view = widget.receive({"action": "call", "call": "1C"})  # no auction any more: refused by the bidding rules
    assert view["notice"]["action"] == "call"
    view = widget.receive({"action": "nonsense"})
    assert view["notice"]["action"] == "nonsense"
    assert view["labels"]["toolbar"] == "Actions" and view["labels"]["dismiss"]  # common labels are kept


def test_a_notice_from_an_ai_move_has_no_control():
    widget = south_declares()
    widget.receive({"action": "claim", "tricks": 13})
    widget.notify("widgets.bridge.error.nothing_to_undo")  # outside an intent: beside the status line
    widget.publish()
    assert widget.view["notice"]["action"] is None
def test_undo_withdraws_a_pending_ai_claim_and_play_goes_on():
    players = {"N": Scripted(), "E": Scripted(), "W": Scripted(["7NT"])}
    widget = table(COLD_EW, players=players, dealer="S")
    widget.receive({"action": "call", "call": "P"})
    widget.receive({"action": "call", "call": "P"})
    for _ in range(4):
        if widget.view["claim"]:
            break
        _, legal = learner_cards(widget.view)
        widget.receive({"action": "play", "card": legal[0]})
    assert widget.view["claim"]["pending"]
    played = len(widget.game.core.played)
    view = widget.receive({"action": "undo"})
    assert view["notice"] is None or view["notice"]["kind"] != "error"
    assert len(widget.game.core.played) < played
    claim = widget.view["claim"]
    assert not (claim and claim["pending"])  # the claim was about the position taken back
    assert t("widgets.review.claim.withdrawn") in view["announce"]
    _, legal = learner_cards(widget.view)  # and the learner can play again
    assert legal
    after = widget.receive({"action": "play", "card": legal[0]})
    assert after["notice"] is None or after["notice"]["kind"] != "error"
    assert len(widget.game.core.played) > played - 4
