"""The one catalog: complete in five languages, placeholders consistent, nothing left in English."""
from __future__ import annotations

import re
import string
from fnmatch import fnmatchcase
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.pofile import read_po

import cardlearn
from cardlearn.i18n import (
    LANGUAGES,
    UnknownLanguage,
    catalog_keys,
    get_language,
    msg,
    ngettext,
    set_language,
    t,
)
from cardlearn.i18n.catalog import LOCALES_DIR, load_catalog
from cardlearn.i18n.grammar import GrammarError, apply, field_modifiers, field_name, fill

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
EXPECTED_PLURAL_FORMS = {"th": 1, "ko": 1, "da": 2, "tr": 2, "en": 2}


def same_as_english_rules() -> list[tuple[str, set[str]]]:
    rules = []
    path = Path(cardlearn.i18n.__file__).with_name("same_as_english.txt")
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        pattern, _, langs = line.partition(" ")
        rules.append((pattern, set(langs.split(",")) if langs.strip() else set(TRANSLATED)))
    return rules


def allowed_same(key: str, lang: str) -> bool:
    return any(fnmatchcase(key, pattern) and lang in langs for pattern, langs in same_as_english_rules())


def placeholders(text: str) -> set[str]:
    # "{card|이}" names the placeholder "card" (the part after "|" is a grammar modifier).
    return {field_name(name) for _, name, _, _ in string.Formatter().parse(text) if name}


def modifier_fields(text: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(text) if name and field_modifiers(name)]


@pytest.fixture(autouse=True)
def restore_language():
    before = get_language()
    yield
    set_language(before)


def test_every_language_has_the_same_domains():
    domains = {lang: sorted(p.name for p in (LOCALES_DIR / lang).glob("*.po")) for lang in LANGUAGES}
    assert all(files == domains["en"] for files in domains.values()), domains


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_key_exists_in_every_language(lang):
    assert set(catalog_keys(lang)) == set(catalog_keys("en"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_translation(lang):
    empty = [key for key, entry in load_catalog(lang).entries.items() if not all(f.strip() for f in entry.forms)]
    assert empty == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_placeholders_match_english(lang):
    english = load_catalog("en").entries
    wrong = {}
    for key, entry in load_catalog(lang).entries.items():
        expected = set().union(*(placeholders(f) for f in english[key].forms))
        # Every form names the same placeholders as English (a singular may leave out {n}).
        for form in entry.forms:
            if placeholders(form) | {"n"} != expected | {"n"}:
                wrong[key] = (placeholders(form), expected)
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_grammar_modifiers_exist_in_their_language(lang):
    # Every "{x|MOD}" must be a modifier of the language, or the message would fail when shown.
    wrong = {}
    for key, entry in load_catalog(lang).entries.items():
        for form in entry.forms:
            for field in modifier_fields(form):
                for value in ("2♣", "♥Q", "3NT", "1500", "pas", "북"):
                    try:
                        apply(value, field_modifiers(field), lang)
                    except GrammarError as error:
                        wrong[key] = str(error)
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_fills_with_values_of_every_kind(lang):
    # A card name, a call, a seat, a number: each message is filled and no brace is left over.
    values = [t("core.bridge.card_name", lang, suit=t("core.bridge.suit.H.card", lang),
                rank=t("core.bridge.rank.Q", lang)), "2♣", "3NT", t("core.seat.W", lang), "1500"]
    broken = {}
    for key, entry in load_catalog(lang).entries.items():
        for form in entry.forms:
            names = placeholders(form)
            for value in values:
                text = fill(form, lang, dict.fromkeys(names | {"n"}, value))
                shown_on_purpose = "{{" in form  # a message that teaches the placeholder syntax
                if re.search(r"\{\w|\|\^", text) and not shown_on_purpose:
                    broken[key] = text
    assert broken == {}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_nothing_left_in_english(lang):
    english = load_catalog("en").entries
    copies = [
        key for key, entry in load_catalog(lang).entries.items()
        if entry.forms[0] == english[key].forms[0] and not allowed_same(key, lang)
    ]
    assert copies == [], f"{lang}: copied from English without being listed as a loanword: {copies}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_follow_cldr(lang):
    for path in (LOCALES_DIR / lang).glob("*.po"):
        with path.open("rb") as handle:
            po = read_po(handle, locale=Locale.parse(lang))
        assert po.num_plurals == EXPECTED_PLURAL_FORMS[lang]
        for message in po:
            if message.pluralizable:
                assert len(message.string) == EXPECTED_PLURAL_FORMS[lang], (path, message.id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_known_scripts_leak_in(lang):
    # Thai and Korean text must not carry Latin words except codes, names in the allow list and placeholders.
    if lang not in ("th", "ko"):
        return
    native = re.compile(r"[\u0E00-\u0E7F]" if lang == "th" else r"[\uAC00-\uD7AF]")
    for key, entry in load_catalog(lang).entries.items():
        if allowed_same(key, lang):
            continue
        text = re.sub(r"\{[^}]*\}", "", entry.forms[0])
        if re.search(r"[A-Za-z]{4,}", text):
            assert native.search(text), f"{key}: {entry.forms[0]!r} has no {lang} text"


def test_set_language_changes_the_default():
    set_language("da")
    assert t("core.seat.S") == "Syd"
    assert cardlearn.get_language() == "da"
    assert t("core.seat.S", lang="ko") == "남"


def test_unknown_language_is_refused_and_changes_nothing():
    set_language("tr")
    with pytest.raises(UnknownLanguage, match="th, ko, da, tr, en"):
        set_language("xx")
    assert get_language() == "tr"


def test_region_tags_are_accepted():
    assert t("core.seat.N", lang="da_DK") == "Nord"
    assert t("core.seat.N", lang="ko-KR") == "북"


def test_message_renders_later_in_any_language():
    message = msg("core.error.invalid_bridge_card", code="SZ")
    assert "SZ" in message.text("en") and "SZ" in message.text("th")
    assert message.text("en") != message.text("th")


def test_a_view_of_messages_renders_once_in_one_language():
    from cardlearn.i18n import rendered

    seat = msg("core.seat.N")
    view = {"title": msg("widgets.review.title"), "count": 3, "none": None, "open": True,
            "rows": [{"name": seat, "cards": ["SA", msg("core.seat.S")]}],
            "step": msg("widgets.review.step.card", trick=2, n=1)}
    for lang in ("en", "th", "ko", "da", "tr"):
        assert rendered(view, lang) == {
            "title": t("widgets.review.title", lang), "count": 3, "none": None, "open": True,
            "rows": [{"name": t("core.seat.N", lang), "cards": ["SA", t("core.seat.S", lang)]}],
            "step": t("widgets.review.step.card", lang, trick=2, n=1)}
    assert view["rows"][0]["name"] is seat  # the view itself is left as it was


def test_ngettext_uses_cldr_plural_rule(tmp_path, monkeypatch):
    # Build a throwaway catalog so the plural mechanism is tested independently of current content.
    from cardlearn.i18n import catalog

    for lang, forms in {"en": ['"{n} trick"', '"{n} tricks"'], "da": ['"{n} stik"', '"{n} stik"'],
                        "th": ['"{n} ตอง"']}.items():
        (tmp_path / lang).mkdir()
        strings = "\n".join(f"msgstr[{i}] {form}" for i, form in enumerate(forms))
        (tmp_path / lang / "x.po").write_text(
            'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
            f'msgid "x.tricks"\nmsgid_plural "x.tricks"\n{strings}\n', encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALES_DIR", tmp_path)
    catalog.load_catalog.cache_clear()
    try:
        assert ngettext("x.tricks", 1, lang="en") == "1 trick"
        assert ngettext("x.tricks", 3, lang="en") == "3 tricks"
        assert ngettext("x.tricks", 3, lang="th") == "3 ตอง"
        assert ngettext("x.tricks", 0, lang="da") == "0 stik"
    finally:
        catalog.load_catalog.cache_clear()


def test_thai_is_polite_and_neutral():
    # No gendered polite particles in UI text (ครับ/ค่ะ/คะ as a word — คะแนน "score" is fine).
    particle = re.compile(r"ครับ|ค่ะ|คะ(?![\u0E01-\u0E4E])")
    offending = [key for key, entry in load_catalog("th").entries.items()
                 if any(particle.search(form) for form in entry.forms)]
    assert offending == []


def test_korean_speaks_haeyo_style():
    # 해요체 throughout: no formal -ㅂ니다 sentence endings.
    formal = re.compile(r"(습니다|합니다|입니다|됩니다)(?=[.!?\s]|$)")
    offending = [key for key, entry in load_catalog("ko").entries.items()
                 if any(formal.search(form) for form in entry.forms)]
    assert offending == []
