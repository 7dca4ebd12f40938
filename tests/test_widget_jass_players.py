"""The JassTable's player protocol, the AI adapter and its temporary stand-in, and the catalog it needs."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardlearn.widgets.jass_players as jass_players
from cardlearn.engine.jass import Match
from cardlearn.engine.theme import css_custom_properties
from cardlearn.i18n import LANGUAGES, has_key
from cardlearn.widgets import JassTable
from cardlearn.widgets.base import STATIC_DIR
from cardlearn.widgets.jass_players import (
    AIJassPlayer,
    FirstLegalJassPlayer,
    JassPlayerProtocol,
    decision_code,
    jass_hint,
)
from cardlearn.widgets.jass_table import RULES_SECTIONS
from cardlearn.widgets.jass_view import LABELS

WIDGETS_DIR = Path(__file__).resolve().parents[1] / "cardlearn" / "widgets"
JASS_FILES = [WIDGETS_DIR / name for name in ("jass_table.py", "jass_view.py", "table_parts.py", "jass_players.py",
                                             "jass_static_html.py")]


def test_players_follow_the_protocol():
    assert isinstance(FirstLegalJassPlayer(), JassPlayerProtocol)
    assert isinstance(AIJassPlayer(), JassPlayerProtocol)
    assert not isinstance(object(), JassPlayerProtocol)


def test_the_ai_adapter_uses_cardlearn_ai_jass_and_returns_codes():
    match = Match(seed=4)
    player = AIJassPlayer(seed=1)
    assert player.uses_ai and repr(player) == "AIJassPlayer(seed=1)"
    contract = player.choose_contract(match, match.to_act)
    assert contract in ("E", "R", "S", "B", "obenabe", "undenufe", "push")
    if contract == "push":
        match.choose("push")
        contract = player.choose_contract(match, match.to_act)
    match.choose(contract)
    card = player.choose_card(match, match.to_act)
    assert card in match.legal_cards()


def test_stand_in_is_used_when_the_ai_cannot_be_imported(monkeypatch):
    monkeypatch.setattr(jass_players, "_jass_ai", lambda: None)
    player = AIJassPlayer()
    assert not player.uses_ai
    match = Match(seed=4)
    seat = match.to_act
    hand = match.hands[seat]
    contract = player.choose_contract(match, seat)
    longest = max(sum(code[0] == suit for code in hand) for suit in "ERSB")
    assert sum(code[0] == contract for code in hand) == longest
    assert "chooses" not in jass_hint(match, seat).text("en")
    assert jass_hint(match, seat).text("en").startswith("Try ")
    match.choose(contract)
    assert player.choose_card(match, match.to_act) == match.legal_cards()[0]
    assert jass_hint(match, match.to_act).text("en").startswith("Try the ")
    # The table plays a whole deal with the stand-in.
    table = JassTable(seed=5, ai_delay=0, lang="en")
    assert not table.players["N"].uses_ai
    table.receive({"action": "contract", "value": "E"})
    for _ in range(9):
        legal = [c["code"] for c in table.view["hands"]["S"]["cards"] if c.get("legal")]
        table.receive({"action": "select", "card": legal[0]})
        table.receive({"action": "confirm"})
    assert table.view["phase"] == "deal_over"


def test_decision_code_accepts_strings_and_decisions():
    class Decision:
        contract = "R"
        card = "EU"

    assert decision_code("obenabe", "contract") == "obenabe"
    assert decision_code(Decision(), "contract") == "R" and decision_code(Decision(), "card") == "EU"


def test_a_player_answering_with_a_decision_object_is_understood():
    class Deciding:
        def choose_contract(self, match, seat):
            return type("D", (), {"contract": "S"})()

        def choose_card(self, match, seat):
            return type("D", (), {"card": match.legal_cards(seat)[-1]})()

    table = JassTable(seed=1, ai_delay=0, lang="en", players={seat: Deciding() for seat in "NEW"})
    assert table.view["contract"]["code"] == "S"
    assert table.view["turn"] == "S"


def test_every_jass_widget_key_is_in_the_catalog_in_every_language():
    keys: set[str] = set()
    for path in JASS_FILES:
        keys |= set(re.findall(r'"((?:widgets|jass|core)\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")))
    keys |= set(LABELS.values())
    keys |= {f"widgets.jass.label.team_{team}" for team in ("NS", "EW")}
    keys |= {f"widgets.jass.contract_detail.{name}" for name in ("trump", "obenabe", "undenufe")}
    keys |= {"widgets.jass.label.deal_complete", "widgets.jass.label.deal_live"}
    keys |= {f"jass.contract.{name}" for name in ("E", "R", "S", "B", "obenabe", "undenufe")}
    for section, count in RULES_SECTIONS:
        keys.add(f"widgets.jass.rules.{section}.heading")
        keys |= {f"widgets.jass.rules.{section}.{i}" for i in range(1, count + 1)}
    missing = sorted((key, lang) for key in keys for lang in LANGUAGES if not has_key(key, lang))
    assert missing == []
    assert len(keys) > 80


def test_the_new_domain_redefines_no_key():
    locales = Path(jass_players.__file__).resolve().parents[1] / "i18n" / "locales" / "en"
    own = set(re.findall(r'^msgid "([^"]+)"', (locales / "widgets_jass.po").read_text(encoding="utf-8"), re.M))
    others = set()
    for path in locales.glob("*.po"):
        if path.name != "widgets_jass.po":
            others |= set(re.findall(r'^msgid "([^"]+)"', path.read_text(encoding="utf-8"), re.M))
    assert own and not (own & others)
    assert all(key.startswith("widgets.jass.") for key in own)


def luminance(hex_color: str) -> float:
    channels = [int(hex_color[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("fg,bg", [
    ("#f7f5ee", "#263238"),  # chalk on the slate scoreboard
    ("#e4e9ec", "#36454d"),  # the scoreboard's secondary text at its lightest spot
    ("#f2c94c", "#263238"),  # the winner on the slate
    ("#2a1f00", "#f2c94c"),  # multiplier badges, a scoring Weis
    ("#3b3b3b", "#fffdf6"),  # contract details
    ("#ffffff", "#b3261e"),  # Stöck and Schneider
    ("#7a1f2b", "#f4efe2"),  # "Weis" in a bubble
    ("#3d3000", "#fff7d6"),  # the Weis comparison
    ("#4a4a4a", "#ffffff"),  # notes in the panels
    ("#1a1a1a", "#fffdf8"),  # static HTML: card ranks on a chip (the suits are drawn)
])
def test_jass_colours_meet_wcag_aa(fg, bg):
    assert contrast(fg, bg) >= 4.5
    # The shared palette lives in the theme (CSS custom properties); the table's own shades in its CSS.
    sources = ((STATIC_DIR / "jass_table.css").read_text(encoding="utf-8").lower()
               + (WIDGETS_DIR / "jass_static_html.py").read_text(encoding="utf-8").lower()
               + css_custom_properties().lower())
    assert fg in sources or fg == "#ffffff"
