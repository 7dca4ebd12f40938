"""One word for one thing: no variant the glossary replaced appears in learner text.

The glossary (cardlearn/i18n/terminology.toml, explained in GLOSSARY.md) names per language
the chosen term and the variants it replaces. These tests scan every catalog domain (new
domains too: they are found by glob), every exercise prompt and hint, and the markdown of
every lesson notebook, and say for each finding which term to use instead.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from i18n_sources import ROOT, catalog_texts, deal_texts, exercise_texts, notebook_texts

from cardlearn.i18n.catalog import LANGUAGES, LOCALES_DIR
from cardlearn.i18n.terminology import find_variants, load_terms

TRANSLATED = ["th", "ko", "da", "tr"]


def report(lang: str, texts: Iterator[tuple[str, str]]) -> list[str]:
    problems = []
    for where, text in texts:
        for finding in find_variants(text, lang):
            context = text[max(0, finding.start - 25): finding.start + len(finding.found) + 25]
            problems.append(f"{where}: {finding.advice()} — in …{context.strip()}…")
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogs_use_the_glossary_terms(lang):
    problems = report(lang, catalog_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_exercises_use_the_glossary_terms(lang):
    problems = report(lang, exercise_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_deal_notes_use_the_glossary_terms(lang):
    # The plans and comments beside the lesson tables (lessons/deals/*.toml) are lesson text too.
    texts = list(deal_texts(lang))
    assert len(texts) >= 50
    problems = report(lang, iter(texts))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_lessons_use_the_glossary_terms(lang):
    problems = report(lang, notebook_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_check_reads_every_catalog_and_every_exercise_prompt(lang):
    # One word for one thing holds between the lessons and everything else the learner reads: the AI's
    # explanations and the convention card (ai_*), the widgets, the exercise feedback and the exercise
    # prompts and hints (issue #29 found the drift exactly there).
    read = {where.split()[0] for where, _ in catalog_texts(lang)}
    on_disk = {str(path.relative_to(ROOT)) for path in (LOCALES_DIR / lang).glob("*.po")}
    assert read == on_disk
    assert {"ai_bridge.po", "ai_bridge_card.po", "ai_jass.po", "widgets.po", "exercises.po"} <= {
        Path(name).name for name in read}
    fields = [where for where, _ in exercise_texts(lang)]
    assert any(".prompt" in f or f.endswith("prompt") for f in fields) and any("hints" in f for f in fields)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_language_has_glossary_entries(lang):
    assert len(load_terms(lang)) >= 8


@pytest.mark.parametrize(("lang", "text", "found"), [
    # Thai: no spaces, so a phrase matches inside running text.
    ("th", "Weisคือชุดไพ่ในมือ", ["ชุดไพ่"]),
    ("th", "ไพ่ใบหนึ่งอยู่ในสองกลุ่มไม่ได้ ลงตามชุดเดียวกัน", []),
    ("th", "ใครชนะตองนี้", ["ชนะตอง"]),
    ("th", "คุณยกชุดของคู่ขา แยกเป็นรายการ", ["ยกชุด"]),
    ("th", "แต้มไพ่สูง (HCP) 12+ HCP", ["HCP"]),
    ("th", "บทนี้เรานั่งทิศใต้ บิดของฝ่ายเรา เพลงไพเราะ", ["เรา", "เรา"]),
    # Korean: a particle may follow the variant; another syllable before it may not.
    ("ko", "다음 레슨에서 배워요", ["레슨"]),
    ("ko", "로봇이 골라요", ["로봇"]),
    ("ko", "키보드로 고르세요", []),
    ("ko", "계약을 성공하면", ["계약을 성공"]),
    ("ko", "계약을 성공시키는 카드", []),
    ("ko", "계약에 성공하면", []),
    ("ko", "“{value}”은(는)", ["”은(는)"]),
    ("ko", "{value|“”|은} 콜이 아니에요", []),
    ("ko", "{seat}의 차례예요. {seat|은} 더미예요", ["{seat}의", "{seat|은}"]),
    ("ko", "{seat} 차례예요. 패스해요", []),
    # 남 + 이/의/에게 reads as "others" (issue #29): the seat takes 자리 or 핸드; 남은 카드 (remaining) is fine.
    ("ko", "{seat|이} 콜하고 있어요. {forehand|이에요}", ["{seat|이}", "{forehand|이에요}"]),
    ("ko", "나는 남이고 남의 리드예요. {card|은} {seat}에게 있어요", ["남이고", "남의", "{seat}에게"]),
    ("ko", "남 자리가 리드해요. 남은 카드는 두 장이고, 남북이 이겨요", []),
    ("ko", "연습 딜을 하고 복기해요. 딜을 플레이하고", ["딜을 하고"]),
    ("ko", "트럼프를 뽑아요. 트럼프 뽑기. 트럼프를 걷어 내요. 값을 뽑을 수 없어요", ["트럼프를 뽑", "트럼프 뽑"]),
    ("ko", "**Bock**은 Bock는 Nell을 Nell가 König가", ["Bock**은", "Nell가"]),
    ("th", "ตะวันตกได้เขียน Weis 20 แต้ม (×2) เขียนเป็น 40 แต้ม ไม่ได้เขียนโน้ตบุ๊ก", ["ได้เขียน Weis", "เขียนเป็น 40 แต้ม"]),
    ("ko", "{side} 쪽의 비드", ["} 쪽"]),
    ("ko", "왼쪽 사람이 리드해요", []),
    # Danish: whole words, any case; neuter giv.
    ("da", "Efter hver giv går given videre", ["hver giv", "given"]),
    ("da", "Efter hvert giv går givet videre", []),
    ("da", "Spilførerens makker bliver blindemand; bordet spilles af spilføreren", []),
    ("da", "Blinden lægger kortene", ["Blinden"]),
    ("da", "Budgivningen slutter", ["Budgivningen"]),
    ("da", "Han sagde “hej”", ["“", "”"]),
    ("da", "Han sagde »hej«", []),
    ("da", "Vil du have et hint? Kald .hint(). Tip {n}: {hint}", ["hint"]),
    ("da", "Du skal bekende kulør", ["kulør"]),
    ("da", "stopper i {suit}, ikke hold i {suit}", ["hold i {suit}"]),
    ("da", "Forhånden spiller en Bock ud; forhånd har et Bock", ["Forhånden", "en Bock"]),
    ("da", "fra K-B-10, E-K, D-B; fra K-J-10, A-K, Q-J, J-10", ["K-B", "B-10", "E-K", "D-B"]),
    ("da", "to hjertestik, tre hjerterstik; Tæl trumfene, fem trumf", ["hjertestik", "trumfene"]),
    ("da", "Det er {seat}s tur til at spille et kort; 3NT til at spille", ["til at spille"]),
    # Turkish: back-vowel suffixes on kontr, kare for four of a kind.
    ("tr", "kontrü ve kontrsüz", ["kontrü", "kontrsüz"]),
    ("tr", "kontru, kontrsuz, kontrlu, kontrat, kontrol", []),
    ("tr", "dörtlü seri ve dörtlü bir majör", []),
    ("tr", "seri, dörtlüyü yener", ["dörtlüyü"]),
    ("tr", "„alıntı”", ["„"]),
    ("tr", "Rua'ya doğru, As'ı; Ruaya doğru, Ass'ı, König'i", ["Rua'", "As'"]),
    ("tr", "Alttan koz veremezsiniz; kozla kesebilir, Doğu kesiyor", ["Alttan koz veremezsiniz", "kesebilir", "kesiyor"]),
    ("tr", "kesin löve, kesintisiz sıra, dosya kesilmiş; kozla çakamaz", []),
    ("tr", "renge uyamıyorsanız; Löveyi hangi kart kazanır? eşiniz Kuzey", ["renge uyamıyorsanız", "Löveyi hangi kart kazanır", "eşiniz"]),
])
def test_variant_matching(lang, text, found):
    assert [f.found for f in find_variants(text, lang)] == found


def test_failure_message_names_the_term_to_use():
    (finding,) = find_variants("Budkassen", "da")
    assert "Meldeboks" in finding.advice() and "Budkassen" in finding.advice()


BUTTON_KEY = re.compile(r"\.action\.|\.mode\.|label\.dismiss|exercise\.hint|setting\.one_click")
SIZ_IMPERATIVE = re.compile(r"\w+(?:[ıiuü]n|y[ıiuü]n)$")  # Onaylayın, Kontrol edin, Geri alın


def test_turkish_buttons_use_the_bare_stem():
    # Turkish software labels a button with the bare stem (Kontrol et, Onayla, Geri al); sentences keep
    # the siz form ("**Kontrol et** düğmesine basın"). Issue #29.
    buttons = [(where, text) for where, text in catalog_texts("tr") if BUTTON_KEY.search(where.split()[-1])]
    assert len(buttons) >= 20
    siz = [f"{where}: {text}" for where, text in buttons if SIZ_IMPERATIVE.search(text.strip())]
    assert not siz, "\n".join(siz)
