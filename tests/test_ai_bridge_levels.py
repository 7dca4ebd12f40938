"""The learner's level: only the sections on at a table are used by the bidder, its explanations, hints and card."""
from __future__ import annotations

import re

import pytest

from cardlearn.ai.bridge import choose_call, explain, hint, system_card
from cardlearn.ai.bridge.level_check import self_play
from cardlearn.ai.bridge.levels import (
    GROUPS_BY_SECTION,
    LEVELS,
    MIXED_GROUPS,
    SECTIONS,
    UnknownBiddingLevel,
    block_section,
    level_rule_ids,
    rule_on,
    rule_section,
    system_for,
)
from cardlearn.ai.bridge.sections.manifest import GROUPS
from cardlearn.ai.bridge.system import SYSTEM
from cardlearn.engine.bridge import Deal, Game
from cardlearn.i18n import LANGUAGES
from cardlearn.i18n.errors import CardlearnError
from cardlearn.widgets import BridgeTable

LOWER = ("openings", "responses", "notrump", "competition")
# Words (English and Danish) of what a level has not met yet; the "full" level has them all.
NOT_YET: dict[str, str] = {
    "openings": r"Stayman|transfer|Texas|Jordan|Blackwood|Gerber|Michaels|Cappelletti|losers|tabere|"
                r"overcall|indmelding|takeout|negative double|Jacoby|limit raise|limitstøtte|reverse",
    "responses": r"Stayman|transfer|Texas|Jordan|Blackwood|Gerber|Michaels|Cappelletti|overcall|takeout|"
                 r"Jacoby",
    "notrump": r"Texas|Jordan|Blackwood|Gerber|Michaels|Cappelletti|overcall|takeout|Jacoby 2NT",
    "competition": r"Texas|Jordan|Blackwood|Gerber|Michaels|Cappelletti|Jacoby 2NT|fourth suit",
}


def test_every_rule_has_a_section_and_each_level_adds_to_the_one_before():
    for blk in SYSTEM:
        assert block_section(blk.id) in SECTIONS
        for r in blk.rules:
            assert rule_section(r.id, blk.id) in SECTIONS
    assert system_for("full") is SYSTEM and system_for(None) is SYSTEM
    order = list(LEVELS)
    for lower, higher in zip(order, order[1:]):
        assert LEVELS[lower] < LEVELS[higher]
        # Rules a level adds in place of an untaught convention ("lvl.") are the only ones that may drop out.
        assert {r for r in level_rule_ids(lower) if not r.startswith("lvl.")} <= level_rule_ids(higher)
    assert len(level_rule_ids("openings")) < len(level_rule_ids("responses")) < len(level_rule_ids("full"))


def test_every_group_of_the_manifest_is_placed_in_a_section_once():
    whole = [group for groups in GROUPS_BY_SECTION.values() for group in groups]
    assert set(GROUPS_BY_SECTION) <= set(SECTIONS)
    assert sorted(whole + list(MIXED_GROUPS)) == sorted(name for name, _ in GROUPS)
    for default, prefixes in MIXED_GROUPS.values():
        assert default in SECTIONS and all(section in SECTIONS for _, section in prefixes)


@pytest.mark.parametrize(("rule_id", "block_id", "level", "on"), [
    ("r1M.jacoby", "resp.1M", "competition", False), ("r1M.jacoby", "resp.1M", "full", True),
    ("r1M.raise", "resp.1M", "openings", True), ("r1M.limit", "resp.1M", "openings", False),
    ("r1M.limit", "resp.1M", "responses", True), ("1NT.stayman", "1NT.resp", "responses", False),
    ("1NT.stayman", "1NT.resp", "notrump", True), ("xx.jordan", "comp.x", "competition", False),
    ("ov.1M", "ov", "notrump", False), ("ov.1M", "ov", "competition", True),
    ("nt2.texas_h", "nt2.3nt.resp", "notrump", False), ("1NT.tr.4", "1NT.tr.H.next", "notrump", False),
    ("1NT.tr.4g", "1NT.tr.H.next", "notrump", True), ("open.weak2", "open", "openings", True),
    ("open.2c", "open", "openings", True), ("open.weak2.third", "open", "competition", False),
])
def test_the_mapping_puts_rules_where_the_course_teaches_them(rule_id, block_id, level, on):
    assert rule_on(rule_id, block_id, level) is on


@pytest.mark.parametrize("level", [*LOWER, "full"])
def test_self_play_at_each_level_uses_only_its_sections_and_every_hand_gets_a_legal_call(level):
    deals = 500 if level == "full" else 2000  # the full system is swept by its own tests
    run = self_play(level, deals, seed=7)
    assert run.deals == deals and run.calls > deals * 4
    assert run.off == [], run.off[:5]
    assert run.illegal == [], run.illegal[:5]
    # A hand no rule fits passes ("fallback"): as rare at a lower level as in the full system.
    assert len(run.fallbacks) <= max(3, run.calls // 2000), run.fallbacks[:5]
    allowed = level_rule_ids(level)
    assert set(run.rules) - {"fallback"} <= allowed
    if level != "full":
        assert not any(r.startswith(("bw.", "nt2.texas", "xx.jordan", "mi.", "cap")) for r in run.rules)


@pytest.mark.parametrize("level", LOWER)
def test_the_explanations_met_in_self_play_name_nothing_the_level_has_not_met(level):
    words = re.compile(NOT_YET[level], re.IGNORECASE)
    run_deals = Deal.random(seed=3), Deal.random(seed=4)
    assert run_deals[0] != run_deals[1]
    import random

    rng = random.Random(11)
    for _ in range(300):
        deal = Deal.random(seed=rng.randrange(2**32))
        game = Game(deal, vulnerability="None", dealer=rng.choice("NESW"))
        while game.phase == "auction":
            decision = choose_call(game.hand(game.to_act), game.calls, game.dealer, "None", game.to_act, level)
            for lang in ("en", "da"):
                assert not words.search(decision.text(lang)), (level, game.calls, decision.text(lang))
            game.call(decision.call)
        for index in range(len(game.calls)):
            meaning = explain(game.calls, index, game.dealer, level=level)
            assert not words.search(meaning.text("en")), (level, game.calls, index, meaning.text("en"))


@pytest.mark.parametrize(("calls", "full_word"), [
    (["1NT", "P", "2C"], "Stayman"), (["1H", "P", "2NT"], "Jacoby"), (["1NT", "P", "4D"], "Texas"),
    (["1H", "P", "4NT"], "Blackwood"), (["1H", "X", "2NT"], "Jordan"), (["1C", "1H"], "overcall"),
    (["1S", "P", "3S", "P", "4S"], "losers"),
])
def test_a_learners_call_is_read_without_conventions_at_the_openings_level(calls, full_word):
    assert full_word in explain(calls, len(calls) - 1, "N", level="full").text("en")
    for lang in ("en", "da"):
        text = explain(calls, len(calls) - 1, "N", level="openings").text(lang)
        assert not re.search(NOT_YET["openings"], text, re.IGNORECASE), text


def test_the_hint_uses_the_learners_level():
    # North opens 1♥, South holds four hearts and an opening hand: Jacoby 2NT in the full system.
    deal = Deal.from_pbn("N:AK2.AQ876.K32.32 QJ9.32.QJ87.QJ87 T43.KJ54.A54.AK4 8765.T9.T96.T965")
    game = Game(deal, vulnerability="None", dealer="N")
    game.call("1H")
    game.call("P")
    full = hint(game, "S")
    assert full.call == "2NT" and "Jacoby" in full.text("en")
    basic = hint(game, "S", level="openings")
    assert basic.call != "2NT" and basic.call[0] == "4" or basic.rule_id.startswith("r1M")
    assert "Jacoby" not in basic.text("en")
    assert set(level_rule_ids("openings")) >= {basic.rule_id}


def test_the_table_partner_bids_at_the_tables_level():
    # South opens 1NT; North has six hearts and 11 HCP: Texas (4♦) in the full system.
    deal = "N:32.KQJ975.KQ2.32 AJ4.A2.A543.QT54 KQ5.84.J976.AKJ8 T9876.T63.T8.976"
    calls = {}
    for level in ("openings", "notrump", "full"):
        widget = BridgeTable(deal, vulnerability="None", dealer="S", ai_delay=0, lang="en", level=level)
        widget.receive({"action": "call", "call": "1NT"})
        calls[level] = widget.game.calls[2]
        assert widget.level == level and widget.repr_fields()["level"] == level
        meanings = [cell["meaning"] for row in widget.view["auction"]["rows"] for cell in row
                    if cell and cell.get("meaning")]
        if level != "full":
            assert not any("Texas" in m for m in meanings)
    assert calls["full"] == "4D"
    assert calls["notrump"] == "2D"  # a Jacoby transfer: taught with no trump
    assert calls["openings"] not in ("2D", "4D")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unknown_level_is_refused_in_every_language_naming_the_allowed_ones(lang):
    for make in (lambda: choose_call(["SA"] * 0 + Deal.random(seed=1).hand("N"), [], level="beginner"),
                 lambda: BridgeTable(level="beginner"), lambda: system_card(level="beginner")):
        with pytest.raises(UnknownBiddingLevel) as caught:
            make()
        assert isinstance(caught.value, CardlearnError)
        text = caught.value.localized(lang)
        assert "beginner" in text and all(level in text for level in LEVELS)
        assert text != caught.value.localized("en") or lang == "en"


def test_the_convention_card_shows_only_what_is_on():
    def words(level: str, lang: str) -> str:
        card = system_card(lang, level)
        return " ".join(str(part) for part in card.to_frame().astype(str).to_numpy().ravel())

    full = words("full", "da")
    for word in ("Texas", "Jordan", "tabere", "Stayman", "Blackwood"):
        assert word in full
    for lang in ("en", "da"):
        basic = words("openings", lang)
        assert not re.search(NOT_YET["openings"], basic, re.IGNORECASE)
        assert "1NT" in basic
    assert "Stayman" in words("notrump", "en") and "Texas" not in words("notrump", "en")


def test_a_lesson_exercise_answers_with_the_lessons_level():
    from cardlearn.exercises.answers import solve
    from cardlearn.exercises.schema import FIELD_PARSERS

    spec = {"hand": "ST S4 S3 HK HJ H5 H4 DA D5 D4 CA CK C4".split(), "auction": ["1H", "P"], "dealer": "N",
            "vulnerability": "None", "seat": "S"}
    assert solve("bridge.system_call", "call", dict(spec)).value == "2NT"  # Jacoby 2NT
    level = FIELD_PARSERS["bridge"]["level"]("Openings")
    basic = solve("bridge.system_call", "call", {**spec, "level": level})
    assert basic.value != "2NT"
    assert "Jacoby" not in " ".join(line.text("en") for line in basic.explanation)
    stayman = {"auction": ["1NT", "P", "2C"], "index": 2, "dealer": "S", "vulnerability": "None"}
    assert solve("bridge.meaning_min_hcp", "number", stayman).value == 8
    assert solve("bridge.meaning_min_hcp", "number", {**stayman, "level": "openings"}).value == 0


def test_the_card_players_sampler_reads_the_auction_at_the_tables_level():
    from cardlearn.ai.bridge.sampling import auction_constraints, seat_view
    from cardlearn.engine.bridge.calls import parse_call_code

    calls = tuple(parse_call_code(c) for c in ("1NT", "P", "4D", "P", "4H", "P", "P", "P"))
    texas = auction_constraints(calls, 2, 0, "full")[0]  # North's 4♦: Texas, six or more hearts
    assert texas is not None and texas.min_len("H") >= 6
    plain = auction_constraints(calls, 2, 0, "openings")[0]  # not met yet: a natural bid with no agreed meaning
    assert plain is None or plain.min_len("H") < 6
    game = Game(Deal.random(seed=2), vulnerability="None", dealer="S")
    for call in ("1NT", "P", "3NT", "P", "P", "P"):
        game.call(call)
    assert seat_view(game, "W", "openings").bidding_level == "openings"
    assert seat_view(game, "W").bidding_level == "full"
