"""Fair explanations: during the auction every call shows its public meaning, never a hidden hand's reading."""
from __future__ import annotations

from cardlearn.ai.bridge import explain
from cardlearn.engine.bridge import Deal
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.widgets import BridgeTable
from cardlearn.widgets.bridge_view import auction_view

SOUTH = "T9.T9876.T9876.T"
# Two West hands that open the same strong 2♣ for different reasons: by points, and by playing tricks.
WEST_POINTS = "AKQJ.AKQ.AKQ.AKQ"
WEST_TRICKS = "AKQJ8765.AK.2.32"


class Scripted:
    """Calls from a script (then passes), whatever the hand; plays the first legal card."""

    def __init__(self, calls=()):
        self.calls = list(calls)

    def choose_call(self, game, seat):
        return self.calls.pop(0) if self.calls else "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


def _cards(pbn_hand: str) -> list[str]:
    return [suit + rank for suit, ranks in zip("SHDC", pbn_hand.split(".")) for rank in ranks]


def deal_with(west: str) -> Deal:
    """South's fixed hand, ``west``, and the other cards split between North and East."""
    taken = set(_cards(SOUTH)) | set(_cards(west))
    rest = [str(card) for card in BRIDGE_DECK if str(card) not in taken]
    return Deal.from_hands({"S": _cards(SOUTH), "W": _cards(west), "N": rest[:13], "E": rest[13:]})


def table(west: str, script: dict[str, list[str]]) -> BridgeTable:
    players = {seat: Scripted(script.get(seat, ())) for seat in "NEW"}
    return BridgeTable(deal_with(west), players=players, dealer="W", vulnerability="None",
                       lang="en", ai_delay=0)


SCRIPT = {"W": ["2C", "3S"], "N": ["P", "P"], "E": ["2D", "4S"]}


def test_the_auction_view_is_the_same_whatever_the_ai_seats_hold():
    """Same calls, different hidden hands: the view sent to the learner is identical, call by call."""
    one, two = table(WEST_POINTS, SCRIPT), table(WEST_TRICKS, SCRIPT)
    assert one.deal.hand("W") != two.deal.hand("W") and one.deal.hand("S") == two.deal.hand("S")
    for learner_call in ("P", "P"):
        assert one.game.to_act == "S" and one.game.calls == two.game.calls
        for lang in ("en", "th", "ko", "da", "tr"):
            first, second = one.build_view(lang), two.build_view(lang)
            assert first["auction"] == second["auction"]
            assert first == second  # nothing else in the view gives a hidden hand away either
        one.receive({"action": "call", "call": learner_call})
        two.receive({"action": "call", "call": learner_call})
    assert one.game.calls == ["2C", "P", "2D", "P", "3S", "P", "4S", "P", "P", "P"]


def test_the_ai_seats_call_shows_its_public_meaning_during_the_auction():
    widget = table(WEST_TRICKS, SCRIPT)
    cell = widget.build_view("en")["auction"]["rows"][0][0]
    public = explain(["2C"], 0, dealer="W").text("en")
    assert cell["call"] == "2C" and cell["meaning"] == public
    # The public meaning names both ways to open 2♣, not only the one this hand chose.
    assert "22+ HCP" in public and "playing strength" in public


def test_the_review_adds_what_the_dealt_hand_made_of_the_call():
    widget = table(WEST_TRICKS, SCRIPT)
    for _ in range(2):
        widget.receive({"action": "call", "call": "P"})
    assert widget.game.phase == "play"
    for _ in range(60):
        if widget.game.is_over:
            break
        view = widget.view
        if view.get("claim") and view["claim"]["pending"]:
            widget.receive({"action": "accept-claim"})
            continue
        seat = next(s for s, hand in view["hands"].items() if hand.get("active"))
        card = next(c["code"] for c in view["hands"][seat]["cards"] if c["legal"])
        widget.receive({"action": "play", "card": card})
    assert widget.game.is_over
    cells = [cell for row in widget.build_view("en")["review"]["auction"]["rows"] for cell in row if cell]
    west_2c = cells[0]
    assert west_2c["call"] == "2C" and west_2c["meaning"] == explain(["2C"], 0, dealer="W").text("en")
    assert west_2c["reading"].startswith("With the cards West held: ")
    assert "playing strength" in west_2c["reading"] and "22+ HCP" not in west_2c["reading"]
    # The learner's own calls have no hidden reading: their meaning is the public one.
    assert all(cell["reading"] is None for cell in cells if cell["seat"] == "S")
    korean = [cell for row in widget.build_view("ko")["review"]["auction"]["rows"] for cell in row if cell]
    assert korean[0]["reading"].startswith("서 실제 핸드로는: ")


# --- public meanings list only what can apply ------------------------------------------------------


def test_a_first_seat_weak_two_lists_no_third_seat_meaning():
    first = explain(["2H"], 0, dealer="S").text("en")
    third = explain(["P", "P", "2H"], 2, dealer="S").text("en")
    assert "third seat" not in first and first.startswith("weak two")
    assert "third seat" in third


def test_a_rule_whose_auction_test_fails_is_not_an_alternative():
    """A check that decides from the auction alone (before it looks at the hand) rules its rule out."""
    from cardlearn.ai.bridge.conditions import Check
    from cardlearn.ai.bridge.explain import auction_view
    from cardlearn.ai.bridge.public_falsity import publicly_false

    view = auction_view(["P", "P"], "S")
    third_seat = Check(lambda h, v, b: v.pre_passes == 2 and h.hcp >= 6)
    assert not publicly_false(third_seat, view, {})  # it needs the hand here: possible
    assert publicly_false(third_seat, auction_view([], "S"), {})  # first seat: never
    hand_first = Check(lambda h, v, b: h.hcp >= 6 and v.pre_passes == 2)
    assert publicly_false(hand_first, auction_view([], "S"), {})  # whatever the hand answers: never
    assert not publicly_false(hand_first, auction_view(["P", "P"], "S"), {})


def test_a_meaning_only_rule_still_explains_the_call():
    """4NT in a suit auction asks for aces whoever bids it, though the AI asks by another rule."""
    assert "Blackwood" in explain(["3S", "P", "4NT"], 2, dealer="N").text("en")


def test_a_double_of_four_hearts_says_takeout_once():
    text = explain(["4H", "X"], 1, dealer="S").text("en")
    assert text.count("takeout double") == 1, text


def test_a_redouble_without_a_rule_is_no_penalty_double():
    for lang in ("en", "th", "ko", "da", "tr"):
        redouble = explain(["1S", "X", "P", "P", "XX"], 4, dealer="S").text(lang)
        double = explain(["1S", "X", "P", "P", "X"][:2], 1, dealer="E").text(lang)
        assert redouble and redouble != double
    assert explain(["1S", "X", "P", "P", "XX"], 4, dealer="S").text("en") == "redouble: no agreed meaning here"


def test_passing_partners_forcing_call_says_it_was_forcing():
    pass_2c = explain(["1NT", "P", "2C", "P", "P"], 4, dealer="S")
    assert pass_2c.text("en") == "partner's 2♣ was forcing: a bid was expected, not a pass"
    assert "2♣" in pass_2c.text("th") and "บังคับ" in pass_2c.text("th")
    assert "포싱" in pass_2c.text("ko") and "krav" in pass_2c.text("da") and "zorlayıcı" in pass_2c.text("tr")
    # Not after a call that does not force, nor when the opponent between bid.
    assert "forcing" not in explain(["1C", "P", "2C", "P", "P"], 4, dealer="S").text("en")
    assert "was forcing" not in explain(["1H", "P", "2C", "2D", "P"], 4, dealer="S").text("en")


def test_the_learners_pass_of_a_force_reads_so_at_the_table():
    script = {"W": ["P"], "N": ["1H"], "E": ["P"]}
    widget = BridgeTable(deal_with(WEST_POINTS), players={seat: Scripted(calls) for seat, calls in script.items()},
                         dealer="S", vulnerability="None", lang="en", ai_delay=0)
    widget.receive({"action": "call", "call": "1C"})
    widget.receive({"action": "call", "call": "P"})
    cells = [cell for row in widget.build_view("en")["auction"]["rows"] for cell in row if cell]
    assert [cell["call"] for cell in cells][:5] == ["1C", "P", "1H", "P", "P"]
    assert cells[4]["meaning"] == "partner's 1♥ was forcing: a bid was expected, not a pass"


# --- the 3NT opening (SAYC booklet, general approach: 3NT = 25–27, balanced) -------------------------

BALANCED_27 = ["SA", "SK", "S2", "S3", "HA", "HK", "H2", "DA", "DK", "D2", "CA", "CQ", "C2"]


def test_a_balanced_25_to_27_opens_3nt_and_says_so():
    from cardlearn.ai.bridge import choose_call

    assert choose_call(BALANCED_27, [], "S").call == "3NT"
    assert choose_call(BALANCED_27[:-2] + ["CJ", "C2"], [], "S").call == "3NT"  # 26
    for lang, words in (("en", "25–27"), ("th", "25–27"), ("ko", "25–27"), ("da", "25–27"), ("tr", "25–27")):
        assert words in explain(["3NT"], 0, dealer="S").text(lang)
    # Partner answers it as 2♣–2♦–3NT: 4NT invites 6NT, Texas shows a six-card major.
    assert "slam" in explain(["3NT", "P", "4NT"], 2, dealer="S").text("en")
    assert choose_call(["S3", "S4", "S5", "S6", "H2", "H3", "HQ", "D2", "D3", "D4", "CK", "C3", "C4"],
                       ["3NT", "P"], "S").call == "4NT"


def test_4nt_over_partners_no_trump_is_quantitative_not_blackwood():
    for auction in (["1NT", "P", "3NT", "P", "4NT"], ["2NT", "P", "3NT", "P", "4NT"]):
        text = explain(auction, 4, dealer="S").text("en")
        assert text.startswith("invites slam in no trump") and "Blackwood" not in text
    # With a suit agreed it still asks for aces.
    assert "Blackwood" in explain(["1H", "P", "2H", "P", "4NT"], 4, dealer="S").text("en")
    # Partner answers the invitation: 6NT from the top of the range shown, else pass.
    from cardlearn.ai.bridge import choose_call

    ten = ["SA", "SK", "S2", "S3", "H4", "H3", "H2", "DK", "D3", "D2", "C4", "C3", "C2"]  # the bottom of 3NT
    assert choose_call(ten, ["1NT", "P", "3NT", "P", "4NT", "P"], "S").call == "P"
    fifteen = ["SA", "SK", "S2", "S3", "HA", "H3", "H2", "DK", "D3", "D2", "CJ", "C3", "C2"]  # 15 of 10–15
    assert choose_call(fifteen, ["1NT", "P", "3NT", "P", "4NT", "P"], "S").call == "6NT"


# --- a check that asks about the hand first is still judged on the auction ---------------------------


def test_a_hand_first_check_that_fails_on_the_auction_rules_its_rule_out():
    """Every question about the hidden hand is answered both ways; only the auction's verdict counts."""
    from cardlearn.ai.bridge.conditions import HCP, Check
    from cardlearn.ai.bridge.explain import auction_view
    from cardlearn.ai.bridge.public_falsity import publicly_false

    spades = auction_view(["1H", "P", "2D", "P", "2S", "P"], "S")
    minors_only = Check(lambda h, v, b: h.lengths[b["f"]] >= 3 and h.hcp >= 12 and b["f"] in "CD")
    assert publicly_false(minors_only, spades, {"f": "S"})  # a major: no hand makes it true
    assert not publicly_false(minors_only, spades, {"f": "D"})
    assert not publicly_false(HCP(12, 14), spades, {})
    # A test that uses the hand in a way no branch can follow counts as possible.
    opaque = Check(lambda h, v, b: min(h.lengths.values()) == 0 and b["f"] in "CD")
    assert not publicly_false(opaque, spades, {"f": "S"})


def test_one_convention_labelled_in_two_catalogs_is_said_once():
    text = explain(["1D", "P", "1S", "P", "3S", "P", "4NT"], 6, dealer="S").text("en")
    assert text.count("Blackwood") == 1, text


def test_a_catch_all_pass_of_a_forcing_bid_says_it_was_forcing():
    """Only a rule that shows nothing ("nothing more to say") explained these passes; the bid forced."""
    after_two_over_one = explain(["1H", "P", "2C", "P", "2D", "P", "P"], 6, dealer="S")
    assert after_two_over_one.text("en") == "partner's 2♦ was forcing: a bid was expected, not a pass"
    assert after_two_over_one.rule_id == "unknown.forcing_pass"
    game_force = explain(["1NT", "P", "2C", "P", "2D", "P", "3H", "P", "P"], 8, dealer="S").text("en")
    assert game_force.startswith("partner's 3♥ was forcing")
    # A pass with a meaning of its own stays (a penalty pass of partner's takeout double).
    assert "penalty" in explain(["1C", "X", "P", "P"], 3, dealer="S").text("en")
    # A bid forcing in only one of its readings is no proof: the pass keeps its rule.
    assert "was forcing" not in explain(["1S", "P", "2C", "P", "2D", "P", "2H", "P", "P"], 8, dealer="S").text("en")


def test_a_game_bid_may_be_passed_whatever_it_forced():
    from cardlearn.ai.bridge.explain import _may_stop_in

    assert _may_stop_in("3NT") and _may_stop_in("4H") and _may_stop_in("5D") and _may_stop_in("6C")
    assert not _may_stop_in("4NT") and not _may_stop_in("5NT") and not _may_stop_in("4C") and not _may_stop_in("3H")


# --- many deals, the same calls: the learner's view never changes -----------------------------------

LANGS = ("en", "th", "ko", "da", "tr")
# West opens 1NT, East asks with Stayman and bids game; North (the AI partner) and South pass.
STAYMAN = {"W": ["1NT", "2H", "P"], "N": ["P", "P", "P"], "E": ["2C", "4H"]}


def random_deal_around_south(seed: int) -> Deal:
    """South's fixed hand; the other 39 cards dealt at random to North, East and West."""
    import random

    rest = [str(card) for card in BRIDGE_DECK if str(card) not in set(_cards(SOUTH))]
    random.Random(seed).shuffle(rest)
    return Deal.from_hands({"S": _cards(SOUTH), "N": rest[:13], "E": rest[13:26], "W": rest[26:]})


def _auction_views(deal: Deal, script: dict[str, list[str]], learner: list[str]) -> list[dict]:
    """The whole view in every language at each of South's turns (with a hint asked), until the auction ends."""
    players = {seat: Scripted(calls) for seat, calls in script.items()}
    widget = BridgeTable(deal, players=players, dealer="W", vulnerability="NS", lang="en", ai_delay=0)
    views = []
    for call in learner:
        assert widget.game.phase == "auction" and widget.game.to_act == "S"
        widget.receive({"action": "hint"})
        views.append({lang: widget.build_view(lang) for lang in LANGS})
        widget.receive({"action": "call", "call": call})
    assert widget.game.phase == "play"  # the same calls were made at every table
    return views


def test_many_deals_same_calls_the_view_during_the_auction_is_identical():
    """Twenty deals that share only South's hand: every field sent to the front end is the same."""
    learner = ["P", "P"]
    reference = _auction_views(random_deal_around_south(0), STAYMAN, learner)
    assert reference[1]["en"]["auction"]["rows"][0][2]["meaning"].startswith("Stayman")  # East's 2♣ explained
    assert reference[0]["en"]["hint"]  # the hint is there, from South's cards and the calls alone
    for seed in range(1, 20):
        views = _auction_views(random_deal_around_south(seed), STAYMAN, learner)
        for turn, (got, want) in enumerate(zip(views, reference)):
            for lang in LANGS:
                assert got[lang] == want[lang], (seed, turn, lang)


def test_the_review_reading_is_where_the_hidden_hands_show():
    """After the deal the review may say what each AI hand made of its call; during the auction never."""
    readings = set()
    for seed in range(6):
        players = {seat: Scripted(calls) for seat, calls in STAYMAN.items()}
        widget = BridgeTable(random_deal_around_south(seed), players=players, dealer="W", vulnerability="NS",
                             lang="en", ai_delay=0)
        for _ in range(2):
            widget.receive({"action": "call", "call": "P"})
        assert widget._review_view(widget.game, "en") is None or widget.game.is_over  # nothing yet in play
        cells = [cell for row in auction_view(widget.game, widget.level, "en")["rows"] for cell in row if cell]
        assert all("reading" not in cell for cell in cells)
        readings.add(tuple(cell["meaning"] for cell in cells))
    assert len(readings) == 1
