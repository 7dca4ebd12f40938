"""The widget foundation: the linked ES module, safe DOM code, the settings' effects, colours, catalog."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardlearn.i18n import LANGUAGES, has_key
from cardlearn.widgets import BridgeTable, TableWidget
from cardlearn.engine.theme import PALETTE, css_custom_properties
from cardlearn.widgets.base import STATIC_DIR, effect_values, link_esm, table_css

JS_FILES = sorted(STATIC_DIR.glob("*.js"))
WIDGETS_DIR = Path(__file__).resolve().parents[1] / "cardlearn" / "widgets"


def test_linked_module_has_no_relative_imports_and_one_default_export():
    esm = link_esm("common.js", "cards.js", "minibridge.js", "duplicate_panel.js", "lesson_deals_panel.js",
                   "bridge_table.js")
    assert not re.search(r"^\s*import\s", esm, re.MULTILINE)
    assert len(re.findall(r"^export default", esm, re.MULTILINE)) == 1
    assert "export function cardSvg" in esm and "export function createTable" in esm
    assert BridgeTable._esm == esm


@pytest.mark.parametrize("path", JS_FILES, ids=lambda p: p.name)
def test_front_end_never_writes_html_from_strings(path):
    source = "\n".join(line for line in path.read_text(encoding="utf-8").splitlines()
                       if not line.lstrip().startswith("//"))
    for unsafe in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
        assert unsafe not in source, f"{path.name} uses {unsafe}"


@pytest.mark.parametrize("path", JS_FILES, ids=lambda p: p.name)
def test_front_end_has_no_words_of_its_own(path):
    # Every learner-visible text comes in the view; JS string literals are class names,
    # attribute names, intents and notation only: none is a sentence.
    source = path.read_text(encoding="utf-8")
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("//"))
    strings = re.findall(r'"([^"\n]*)"|`([^`\n]*)`', code)
    sentences = [a or b for a, b in strings if re.search(r"[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}", a or b)]
    assert sentences == []


def test_effects_are_neutral_at_fifty_and_span_the_documented_ranges():
    assert effect_values(50, 50, 50) == {"contrast": 1.0, "grain": 0.225, "warm": 0.0, "cool": 0.0}
    low, high = effect_values(0, 0, 0), effect_values(100, 100, 100)
    assert low["contrast"] == pytest.approx(0.6) and high["contrast"] == pytest.approx(1.4)
    assert low["grain"] == 0 and high["grain"] > 0.3
    assert low["cool"] > 0 and low["warm"] == 0 and high["warm"] > 0 and high["cool"] == 0


def luminance(hex_color: str) -> float:
    channels = [int(hex_color[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("fg,bg", [
    ("white", "felt"),             # text on the felt
    ("white", "felt-dark"),        # text at the felt's dark edge
    ("turn-ink", "gold"),          # the turn indicator
    ("ink", "paper"),              # text on paper
    ("red", "card"),               # red suits on a card
    ("blue", "card"),              # four-colour diamonds
    ("green", "card"),             # four-colour clubs
    ("white", "vulnerable"),       # the vulnerable marker
    ("error-ink", "error-paper"),  # an error notice
    ("hint-ink", "hint-paper"),    # a hint
    ("ink", "sand"),               # the settings bar
])
def test_default_colours_meet_wcag_aa(fg, bg):
    assert contrast(PALETTE[fg], PALETTE[bg]) >= 4.5


def test_the_theme_is_the_one_source_of_the_shared_colours_and_fonts():
    css = table_css("jass_table.css", "lesson_widgets.css")
    assert css.startswith(css_custom_properties())
    defined = set(re.findall(r"(--cl-[a-z-]+):", css))
    front_end = css + "".join(path.read_text(encoding="utf-8") for path in JS_FILES)
    used = set(re.findall(r"var\((--cl-[a-z-]+)\)", front_end))
    assert used and used <= defined, sorted(used - defined)
    # The palette's colours are written nowhere else: the CSS and JS use var(--cl-…) instead.
    for path in [*STATIC_DIR.glob("*.css"), STATIC_DIR / "cards.js"]:
        text = path.read_text(encoding="utf-8").lower()
        for name in ("ink", "red", "felt", "paper", "card", "sand", "gold"):
            assert PALETTE[name] not in text, f"{path.name} writes {name} as {PALETTE[name]}"
    assert "Noto Sans Thai" not in "".join(path.read_text(encoding="utf-8") for path in STATIC_DIR.glob("*.css"))


def test_every_widget_key_used_in_python_is_in_the_catalog():
    keys: set[str] = set()
    for path in WIDGETS_DIR.glob("*.py"):
        keys |= set(re.findall(r'"(widgets\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")))
    from cardlearn.widgets.bridge_table import RULES_SECTIONS
    from cardlearn.widgets.bridge_view import LABELS

    keys |= {f"widgets.bridge.label.{name}" for name in LABELS}
    keys |= {f"widgets.screen.{name}" for name in BridgeTable.SCREENS}
    keys |= {f"widgets.setting.{name}" for name in ("lang", "contrast", "grain", "color_temperature", "four_color")}
    for section, count in RULES_SECTIONS:
        keys |= {f"widgets.bridge.rules.{section}.heading"}
        keys |= {f"widgets.bridge.rules.{section}.{i}" for i in range(1, count + 1)}
    missing = sorted((key, lang) for key in keys for lang in LANGUAGES if not has_key(key, lang))
    assert missing == []
    assert len(keys) > 60


def test_a_new_table_only_declares_its_intents_and_view():
    class Counter(TableWidget):
        """A minimal table, as the base's docstring describes."""

        INTENTS = {"add": {"n": object}}

        def __init__(self, **kwargs):
            self.total = 0
            super().__init__(**kwargs)
            self._ready = True
            self.publish()

        def handle_intent(self, action, fields):
            if not isinstance(fields["n"], int) or isinstance(fields["n"], bool):
                from cardlearn.widgets import IntentError

                raise IntentError("widgets.error.malformed")
            self.total += fields["n"]

        def build_view(self, lang):
            return {"total": self.total}

        def repr_fields(self):
            return {"total": self.total}

    widget = Counter(lang="da")
    assert widget.receive({"action": "add", "n": 2, "seq": 9}) | {} and widget.view["total"] == 2
    assert widget.view["ack"] == 9 and widget.view["lang"] == "da"
    assert widget.receive({"action": "add", "n": "2"})["notice"]["kind"] == "error"
    assert widget.view["total"] == 2
    assert widget.receive({"action": "set", "name": "grain", "value": 0})["effects"]["grain"] == 0
    assert repr(widget) == "Counter(total=2)"
    assert {s["name"] for s in widget.view["settings"]} == {"lang", "contrast", "grain", "color_temperature"}
