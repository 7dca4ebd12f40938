"""The post-deal double-dummy analysis agrees with endplay and prices each card correctly."""
from __future__ import annotations

from endplay.dds import calc_dd_table, par, solve_board
from endplay.types import Deal as SolverDeal, Denom, Player, Vul

from cardlearn.ai.bridge.analysis import CARD_COLUMNS, analyse, dd_tricks
from cardlearn.engine.bridge import Deal, Game, score
from cardlearn.engine.bridge.table import SEATS
from cardlearn.i18n import LANGUAGES, set_language, get_language

KNOWN = "N:AKQ2.AK.AK.AKQ32 JT9.QJT.QJT.JT98 876.98765.98.765 543.432.765432.4"
PLAYERS = (Player.north, Player.east, Player.south, Player.west)
DENOMS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}


# 7♠ by South needs the club ruff in the dummy (the dummy's singleton ♠2) at once on a club lead.
GRAND = Deal.from_hands({
    "S": "SA SK SQ SJ ST S9 S8 S7 HA HK DA DK C2".split(),
    "N": "S2 H7 H6 H5 H4 H3 H2 D7 D6 D5 D4 D3 D2".split(),
    "W": "S6 S5 HQ HJ HT DQ DJ CA CK CQ CJ CT C9".split(),
    "E": "S4 S3 H9 H8 DT D9 D8 C8 C7 C6 C5 C4 C3".split(),
})


def grand_slam() -> Game:
    game = Game(GRAND, dealer="S")
    for call in ("7S", "P", "P", "P"):
        game.call(call)
    return game


def test_the_tricks_table_matches_calc_dd_table():
    deal = Deal.random(seed=21)
    table = calc_dd_table(SolverDeal(deal.to_pbn()))
    game = Game(deal, vulnerability="EW", dealer="E")
    report = analyse(game)
    assert list(report.tricks.index) == list(SEATS) and list(report.tricks.columns) == ["C", "D", "H", "S", "NT"]
    for seat, player in zip(SEATS, PLAYERS):
        for strain, denom in DENOMS.items():
            assert report.tricks.loc[seat, strain] == table[denom, player]
            assert report.makeable.loc[seat, strain] == max(0, table[denom, player] - 6)


def test_the_tricks_table_for_reading_names_seats_and_suits_in_the_language():
    report = analyse(Game(Deal.random(seed=21), vulnerability="EW", dealer="E"))
    korean = report.tricks_table("ko")
    assert list(korean.index) == ["북", "동", "남", "서"] and korean.index.name == "디클레어러"
    assert list(korean.columns) == ["♣", "♦", "♥", "♠", "NT"]
    assert korean.loc["남", "♠"] == report.tricks.loc["S", "S"]
    assert list(report.tricks_table("da").index) == ["Nord", "Øst", "Syd", "Vest"]
    assert list(report.tricks.columns) == ["C", "D", "H", "S", "NT"]  # the data table is left as it was


def test_the_known_deal_and_its_par():
    deal = Deal.from_pbn(KNOWN)
    tricks = dd_tricks(deal.masks)
    assert tricks[("N", "NT")] == 12 and tricks[("E", "D")] == 5
    game = Game(deal, vulnerability="None", dealer="N")
    report = analyse(game)
    expected = par(SolverDeal(KNOWN), Vul.none, Player.north)
    assert report.par.score == expected.score == 990
    assert "6NT by N" in report.par.contracts and "6NT by S" in report.par.contracts
    # The par score is the engine's score of the par contract with its double-dummy tricks.
    assert score("6NT by N", tricks[("N", "NT")]).ns == report.par.score
    assert "6NT" in report.par.text("en") or "6" in report.par.text("en")


def test_par_for_random_deals_matches_endplay():
    for seed in range(6):
        deal = Deal.random(seed=300 + seed)
        vul = ("None", "NS", "EW", "Both")[seed % 4]
        game = Game(deal, vulnerability=vul, dealer=SEATS[seed % 4])
        expected = par(SolverDeal(deal.to_pbn()), (Vul.none, Vul.ns, Vul.ew, Vul.both)[seed % 4], PLAYERS[seed % 4])
        assert analyse(game).par.score == expected.score


def play_double_dummy(game: Game) -> None:
    """Play the deal out choosing every card with endplay's own solver (its best card)."""
    while not game.is_over:
        position = SolverDeal(_pbn(game))
        trick = game.current_trick
        position.first = PLAYERS[SEATS.index(trick.leader if trick else game.to_act)]
        position.trump = DENOMS[game.contract.strain]
        if trick:
            for card in trick.cards:
                position.play(_solver_card(card), from_hand=False)
        best = max(solve_board(position), key=lambda pair: pair[1])[0]
        game.play(_card_code(best), game.controller)


def _pbn(game: Game) -> str:
    hands = []
    for seat in SEATS:
        cards = game.hand(seat)
        hands.append(".".join("".join(c[1] for c in cards if c[0] == suit) for suit in "SHDC"))
    return "N:" + " ".join(hands)


def _solver_card(code: str) -> str:
    return code[0] + code[1]


def _card_code(card) -> str:
    text = str(card)
    for symbol, letter in (("♠", "S"), ("♥", "H"), ("♦", "D"), ("♣", "C")):
        text = text.replace(symbol, letter)
    return text.replace("10", "T")


def test_double_dummy_best_cards_cost_nothing():
    deal = Deal.random(seed=8)
    game = Game(deal, dealer="N")
    for call in ("1NT", "P", "3NT", "P", "P", "P"):
        game.call(call)
    play_double_dummy(game)
    report = analyse(game, learner="S")
    assert list(report.cards.columns) == CARD_COLUMNS and len(report.cards) == 52
    assert (report.cards["cost"] == 0).all()
    assert len(report.mistakes) == 0
    assert game.declarer_tricks == dd_tricks(deal.masks)[("N", "NT")]
    # Without a mistake the double-dummy count never changes through the deal.
    assert set(report.cards["declarer_tricks_before"]) == {game.declarer_tricks}
    # The learner is South, the dummy here: North chooses the dummy's cards, so none are South's.
    assert not report.cards["learner"].any()


def test_a_card_that_throws_a_trick_away_is_priced():
    game = grand_slam()
    game.play("CA", "W")
    game.play("H2", "S")  # the declarer discards from the dummy instead of ruffing: one trick lost
    report = analyse(game, learner="S")
    row = report.cards.iloc[1]
    assert (row["seat"], row["chosen_by"], row["card"]) == ("N", "S", "H2")
    assert row["cost"] == 1 and row["learner"]
    assert row["declarer_tricks_before"] == 13 and row["declarer_tricks_after"] == 12
    # West's club lead was a mistake too: only a trump lead (the dummy must follow) beats 7♠.
    lead = report.cards.iloc[0]
    assert lead["cost"] == 1 and lead["declarer_tricks_before"] == 12 and not lead["learner"]
    assert list(report.mistakes["card"]) == ["CA", "H2"]


def test_html_shows_headings_in_the_current_language_and_red_suits():
    game = grand_slam()
    game.play("CA", "W")
    game.play("H2", "S")
    report = analyse(game, learner="S")
    before = get_language()
    try:
        for lang in LANGUAGES:
            set_language(lang)
            page = report._repr_html_()
            from cardlearn.i18n import t

            assert t("ai_bridge_play.analysis.title", lang) in page.replace("&#x27;", "'")
            assert "#c0392b" in page and "♥" in page and "<script" not in page
    finally:
        set_language(before)
    assert "par" in repr(report)


def test_analysis_before_the_play_has_tables_but_no_cards():
    game = Game(Deal.random(seed=2), dealer="N")
    report = analyse(game)
    assert len(report.cards) == 0 and list(report.cards.columns) == CARD_COLUMNS
    assert report.tricks.shape == (4, 5)
    assert "<table" in report._repr_html_()


def test_a_par_contract_either_partner_declares_is_said_once():
    # Issue #29: "Par: 3NT, spilfører Nord, 3NT, spilfører Syd, +400" read as two contracts.
    from cardlearn.ai.bridge.analysis import Par

    par = Par(400, ("3NT by N", "3NT by S"))
    assert par.text("da") == "Par: 3NT af Nord eller Syd, +400 til Nord–Syd."
    assert par.text("en") == "Par: 3NT by North or South, +400 for North–South."
    assert Par(-420, ("4S by E",)).text("da") == "Par: 4♠ af Øst, -420 til Nord–Syd."
    for lang in ("th", "ko", "tr"):
        assert par.text(lang).count("3NT") == 1
