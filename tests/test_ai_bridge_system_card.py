"""The convention card: generated from the system, every section and opening, in five languages."""
from __future__ import annotations

import re
from html import escape as html_escape

import pytest

from cardlearn.ai import bridge as bridge_ai
from cardlearn.ai.bridge import system as system_module
from cardlearn.ai.bridge.conditions import HCP, Len
from cardlearn.ai.bridge.explain import explain
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import all_rules, block, rule
from cardlearn.ai.bridge.system_card import OTHER, SECTIONS, SystemCard
from cardlearn.i18n import LANGUAGES, catalog_keys, msg

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]
# Names of conventions and the system itself stay as they are in every language.
PROPER = {"HCP", "NT", "Standard", "American", "Yellow", "Card", "Stayman", "Blackwood", "Jacoby", "Gerber",
          "Michaels", "AI", "SAYC"}


@pytest.fixture(scope="module")
def frames():
    return {lang: bridge_ai.system_card(lang=lang).to_frame() for lang in LANGUAGES}


def test_system_card_is_exported_and_renders_itself():
    card = bridge_ai.system_card(lang="da")
    assert isinstance(card, SystemCard) and card.lang == "da"
    html = card._repr_html_()
    assert html.startswith('<div lang="da"') and html.count("<details") == len(card.sections())
    assert '<span style="color:#b03a2e">♥</span>' in html  # red suits
    assert "SystemCard(lang='da'" in repr(card)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_section_is_present_and_filled_in_every_language(lang, frames):
    frame = frames[lang]
    assert list(frame.columns) == ["section_id", "section", "context", "example", "call", "meaning", "forcing",
                                   "rule_id"]
    present = list(dict.fromkeys(frame.section_id))
    assert [s for s in present if s != OTHER] == list(SECTIONS)
    html = bridge_ai.system_card(lang=lang)._repr_html_()
    for section in SECTIONS:
        title = msg(f"ai_bridge_card.section.{section}").text(lang)
        assert title and html_escape(title) in html
        assert (frame.section_id == section).sum() >= 1


@pytest.mark.parametrize("passes", [0, 3])
def test_every_opening_bid_of_the_system_appears(passes, frames):
    frame = frames["en"]
    before = ["P"] * passes
    openings = {bid: explain([*before, bid], passes, "N").rule_id for bid in BIDS}
    openings = {bid: rule_id for bid, rule_id in openings.items() if rule_id != "unknown"}
    assert {"1C", "1D", "1H", "1S", "1NT", "2C", "2NT"} <= set(openings)
    if passes == 0:
        assert {"2D", "2H", "2S", "3C", "4S"} <= set(openings)  # weak twos and pre-empts: not in 4th seat
    shown = frame[frame.context == msg("ai_bridge_card.context.opening" if passes == 0 else
                                       "ai_bridge_card.context.opening_4th").text("en")]
    pairs = set(zip(shown.call, shown.rule_id))
    for bid, rule_id in openings.items():
        call = bid.replace("S", "♠").replace("H", "♥").replace("D", "♦").replace("C", "♣")
        assert (call, rule_id) in pairs, (bid, rule_id)


def test_every_block_and_nearly_every_rule_of_the_system_is_on_the_card(frames):
    shown = set(frames["en"].rule_id)
    for blk in system_module.SYSTEM:
        assert any(r.id in shown for r in blk.rules), blk.id
    rules = {r.id for r in all_rules(system_module.SYSTEM)}
    missing = sorted(rules - shown)
    # A rule is missing only when no example auction found by playing the system lets it bid.
    assert len(missing) <= 0.03 * len(rules), missing


def test_conventions_are_listed_again_at_a_glance(frames):
    frame = frames["en"]
    glance = set(frame[frame.section_id == "conventions"].rule_id)
    assert {"1NT.stayman", "1NT.transfer_h", "1NT.transfer_s", "r1M.jacoby", "r2c.2d", "cr.neg"} <= glance
    slam = set(frame[frame.section_id == "slam"].rule_id)
    assert {"bw.reply.0", "bw.reply.1", "bw.ask.jacoby"} <= slam


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_text_is_left_untranslated(lang, frames):
    english, local = frames["en"], frames[lang]
    assert len(english) == len(local)
    for key in catalog_keys():
        if key.startswith("ai_bridge_card."):
            assert msg(key).text(lang) != msg(key).text("en"), key
    for column in ("section", "context", "meaning"):
        for mine, theirs in zip(local[column], english[column]):
            words = set(re.findall(r"[A-Za-z]{3,}", theirs)) - PROPER
            if words:
                assert mine != theirs, (column, theirs)
            if lang in ("th", "ko"):  # a Latin word in Thai or Korean text is English left behind
                assert not set(re.findall(r"[A-Za-z]{3,}", mine)) - PROPER, (column, mine)


def test_the_card_follows_the_system_when_a_convention_is_added(monkeypatch):
    relay = block("test.relay", Seq("1NT P 2S P"),
                  rule("test.relay.3c", "3C", HCP(0, 7), Len("C", 6), label="ai_bridge.label.relay",
                       forcing=True))
    monkeypatch.setattr(system_module, "SYSTEM", (*system_module.SYSTEM, relay))
    frame = bridge_ai.system_card(lang="en").to_frame()
    rows = frame[frame.rule_id == "test.relay.3c"]
    assert set(rows.section_id) == {"notrump", "conventions"}
    assert rows.iloc[0].context == "1NT – Pass – 2♠ – Pass – ?" and rows.iloc[0].call == "3♣"
