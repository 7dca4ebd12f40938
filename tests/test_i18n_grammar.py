"""Grammar-aware placeholders: the particle or suffix fits the value as it is read aloud.

Every value a message can show is checked: every bridge card (symbol and name), every
Jass card name, every call and every contract (doubled and redoubled), every seat and
side, and every number 0–3000. The expected forms come from readings spelled out here
independently (the whole number in words, the suit and rank names as players say them),
not from the module under test.
"""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge.calls import call_message
from cardlearn.engine.cards import BRIDGE_DECK, JASS_DECK
from cardlearn.i18n import t
from cardlearn.i18n.grammar import (
    GrammarError,
    apply,
    fill,
    korean_particle,
    turkish_suffix,
)

SUITS = "♣♦♥♠"
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in [*SUITS, "NT"]]
CONTRACTS = [bid + doubled for bid in BIDS for doubled in ("", "X", "XX")]
NUMBERS = range(3001)

# ------------------------------------------------------------------------------ Korean
# The last spoken syllable of each symbol as Korean players read it.
KO_SUIT = {"♠": "스페이드", "♥": "하트", "♦": "다이아몬드", "♣": "클럽"}
KO_RANK = {"A": "에이스", "K": "킹", "Q": "퀸", "J": "잭", "10": "십", "9": "구", "8": "팔", "7": "칠",
           "6": "육", "5": "오", "4": "사", "3": "삼", "2": "이"}
KO_JASS_RANK = {"Ass": "아스", "König": "쾨니히", "Ober": "오버", "Under": "운더", "Banner": "바너",
                "9": "구", "8": "팔", "7": "칠", "6": "육"}
KO_SEAT = {"북": "북", "동": "동", "남": "남", "서": "서", "남북": "남북", "동서": "동서"}


def sino_korean(n: int) -> str:
    """The whole number as Korean reads it: 1500 → 천오백, 3000 → 삼천, 0 → 영."""
    if n == 0:
        return "영"
    digits = "영일이삼사오육칠팔구"
    out = ""
    for value, unit in ((1000, "천"), (100, "백"), (10, "십"), (1, "")):
        d = n // value % 10
        if d:
            out += ("" if d == 1 and unit else digits[d]) + unit
    return out


def ko_final(syllable: str) -> str:
    """'V' (no final consonant), 'L' (ㄹ) or 'C' (another final consonant)."""
    final = (ord(syllable[-1]) - 0xAC00) % 28
    return "V" if final == 0 else "L" if final == 8 else "C"


KO_EXPECTED = {  # particle → (after consonant, after ㄹ, after vowel)
    "이": ("이", "이", "가"), "은": ("은", "은", "는"), "을": ("을", "을", "를"),
    "과": ("과", "과", "와"), "으로": ("으로", "로", "로"), "이에요": ("이에요", "이에요", "예요"),
    "이라고": ("이라고", "이라고", "라고"),
}


def ko_expect(reading: str, particle: str) -> str:
    return KO_EXPECTED[particle][{"C": 0, "L": 1, "V": 2}[ko_final(reading)]]


def ko_values() -> list[tuple[str, str]]:
    """(value as shown, its reading) for every card, call, contract, seat and number."""
    values = []
    for card in BRIDGE_DECK:
        rank = card.symbol[1:]
        values.append((card.symbol, KO_RANK[rank]))
        values.append((card.name("ko"), KO_RANK[rank]))
    for card in JASS_DECK:
        name = card.name("ko")
        values.append((name, KO_JASS_RANK[name.split()[-1]]))
    for contract in CONTRACTS:
        if contract.endswith("XX"):
            reading = "리더블"
        elif contract.endswith("X"):
            reading = "더블"
        else:
            reading = "노트럼프" if contract.endswith("NT") else KO_SUIT[contract[-1]]
        values.append((contract, reading))
    values += [(call_message(0).text("ko"), "패스"), ("X", "더블"), ("XX", "리더블")]
    for seat in "NESW":
        values.append((t(f"core.seat.{seat}", "ko"), KO_SEAT[t(f"core.seat.{seat}", "ko")]))
    for side in ("NS", "EW"):
        values.append((t(f"core.side.{side}", "ko"), KO_SEAT[t(f"core.side.{side}", "ko")]))
    values += [(str(n), sino_korean(n)) for n in NUMBERS]
    return values


@pytest.mark.parametrize("particle", sorted(KO_EXPECTED))
def test_korean_particles_follow_the_spoken_final_sound(particle):
    wrong = [(value, korean_particle(value, particle), ko_expect(reading, particle))
             for value, reading in ko_values() if korean_particle(value, particle) != ko_expect(reading, particle)]
    assert wrong == []


@pytest.mark.parametrize(("text", "value", "expected"), [
    ("{call|이} 가장 높아요", "2♣", "2♣이 가장 높아요"),              # 클럽
    ("{card|이에요}", "♥Q", "♥Q이에요"),                               # 퀸
    ("{card|이에요}", "♠A", "♠A예요"),                                 # 에이스
    ("{call|으로} 끝나요", "3NT", "3NT로 끝나요"),                     # 노트럼프
    ("{call|으로} 끝나요", "4♥X", "4♥X로 끝나요"),                     # 더블: ㄹ takes 로
    ("{call|으로} 끝나요", "2♣", "2♣으로 끝나요"),
    ("{n|을} 넘었어요", "3000", "3000을 넘었어요"),                    # 삼천
    ("{n|을} 넘었어요", "1502", "1502를 넘었어요"),                    # 천오백이
    ("{seat|이} 리드해요", "서", "서가 리드해요"),
    ("{seat|이} 리드해요", "북", "북이 리드해요"),
    ("{word|이라고} 해요", "Stöck(슈퇴크)", "Stöck(슈퇴크)라고 해요"),  # the gloss is skipped
    ("{card|과} 함께", "장미 Ober", "장미 Ober와 함께"),                # 오버
    ("{answer|은} 틀렸어요", "7", "7은 틀렸어요"),                      # 칠
    ("{value|“”|은} 카드가 아니에요", "SZ", "“SZ”는 카드가 아니에요"),  # 제트
    ("{value|“”|은} 자리가 아니에요", "NM", "“NM”은 자리가 아니에요"),  # 엠
    ("{team|이} 이겼어요", "NS", "NS가 이겼어요"),                       # 에스
])
def test_korean_examples(text, value, expected):
    name = text[1:text.index("|")]
    assert fill(text, "ko", {name: value}) == expected


# ----------------------------------------------------------------------------- Turkish
TR_SUIT = {"♠": "pik", "♥": "kör", "♦": "karo", "♣": "trefl"}
TR_RANK = {"A": "as", "K": "rua", "Q": "dam", "J": "vale"}
TR_UNITS = ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"]
TR_TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"]


def turkish_number(n: int) -> str:
    """The whole number in Turkish words: 1500 → bin beş yüz, 3000 → üç bin."""
    if n == 0:
        return "sıfır"
    words = []
    thousands, rest = divmod(n, 1000)
    if thousands:
        words += ([] if thousands == 1 else [TR_UNITS[thousands]]) + ["bin"]
    hundreds, rest = divmod(rest, 100)
    if hundreds:
        words += ([] if hundreds == 1 else [TR_UNITS[hundreds]]) + ["yüz"]
    tens, units = divmod(rest, 10)
    if tens:
        words.append(TR_TENS[tens])
    if units:
        words.append(TR_UNITS[units])
    return " ".join(words)


def tr_expect(reading: str, suffix: str) -> str:
    """'DA, 'DIr, '(y)I and '(n)In after the last word of ``reading``, by the textbook rules."""
    word = reading.split()[-1].lower()
    vowel = [c for c in word if c in "aeıioöuü"][-1]
    back = vowel in "aıou"
    a = "a" if back else "e"
    i = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[vowel]
    d = "t" if word[-1] in "fstkçşhp" else "d"
    ends_vowel = word[-1] in "aeıioöuü"
    return {"'DA": f"'{d}{a}", "'DIr": f"'{d}{i}r", "'(y)I": "'" + ("y" if ends_vowel else "") + i,
            "'(n)In": "'" + ("n" if ends_vowel else "") + i + "n"}[suffix]


def tr_values() -> list[tuple[str, str]]:
    values = []
    for card in BRIDGE_DECK:
        rank = card.symbol[1:]
        reading = TR_RANK.get(rank) or turkish_number(int(rank))
        values.append((card.symbol, f"{TR_SUIT[card.symbol[0]]} {reading}"))
    for card in JASS_DECK:
        name = card.name("tr")
        rank = name.split()[-1]
        values.append((name, turkish_number(int(rank)) if rank.isdigit() else rank))
    for contract in CONTRACTS:
        level = turkish_number(int(contract[0]))
        if contract.endswith("XX"):
            values.append((contract, "sürkontr"))
        elif contract.endswith("X"):
            values.append((contract, "kontr"))
        else:
            values.append((contract, f"{level} {'sanzatu' if contract.endswith('NT') else TR_SUIT[contract[-1]]}"))
    for seat in "NESW":
        values.append((t(f"core.seat.{seat}", "tr"), t(f"core.seat.{seat}", "tr")))
    values += [(str(n), turkish_number(n)) for n in NUMBERS]
    return values


@pytest.mark.parametrize("suffix", ["'DA", "'DIr", "'(y)I", "'(n)In"])
def test_turkish_suffixes_follow_vowel_harmony_of_the_spoken_value(suffix):
    wrong = [(value, turkish_suffix(value, suffix), tr_expect(reading, suffix))
             for value, reading in tr_values() if turkish_suffix(value, suffix) != tr_expect(reading, suffix)]
    assert wrong == []


@pytest.mark.parametrize(("text", "value", "expected"), [
    ("Kontrat {c|'DIr}.", "4♥", "Kontrat 4♥'dür."),          # dört kör
    ("Kontrat {c|'DIr}.", "5♦", "Kontrat 5♦'dur."),          # beş karo
    ("{c|'DA} kalın.", "5♣", "5♣'de kalın."),                # beş trefl
    ("{c|'DA} kalın.", "4♠", "4♠'te kalın."),                # dört pik
    ("{c|'DA} kalın.", "3NT", "3NT'da kalın."),              # üç sanzatu
    ("{n|'DAn} fazla", "1500", "1500'den fazla"),            # bin beş yüz
    ("{n|'(y)A} ulaşan", "3000", "3000'e ulaşan"),           # üç bin
    ("{seat|'(y)A} geçer", "Batı", "Batı'ya geçer"),
    ("{card|'(y)I} oynayın", "gül Under", "gül Under'i oynayın"),
    ("{card|'(y)I} oynayın", "kalkan Buur", "kalkan Buur'u oynayın"),
    ("{call|'(y)I} seçin", "pas", "pası seçin"),               # a plain word takes no apostrophe
    ("{strain|^} kazanır.", "sanzatu", "Sanzatu kazanır."),
    ("{seat|^} kazanır.", "iki", "İki kazanır."),
])
def test_turkish_examples(text, value, expected):
    name = text[text.index("{") + 1:text.index("|")]
    assert fill(text, "tr", {name: value}) == expected


# ------------------------------------------------------------------- Danish, English, Thai
@pytest.mark.parametrize(("lang", "value", "expected"), [
    ("da", "Nord", "Nords"), ("da", "Jass", "Jass'"), ("da", "3NT", "3NT's"), ("en", "North", "North's"),
])
def test_genitive(lang, value, expected):
    assert fill("{x|s}", lang, {"x": value}) == expected


@pytest.mark.parametrize(("text", "params", "expected"), [
    ("{winner}ชนะ{loser}", {"winner": "ไพ่เรียงสามใบ", "loser": "König สี่ใบ"}, "ไพ่เรียงสามใบชนะ König สี่ใบ"),
    ("ตาของ{seat}", {"seat": "ตะวันตก"}, "ตาของตะวันตก"),
    ("ทีม{team}ชนะ", {"team": "NS"}, "ทีม NS ชนะ"),
    ("ลง {card} ได้", {"card": "Q"}, "ลง Q ได้"),
    ("ชุด{suit}", {"suit": "♥"}, "ชุด ♥"),
    ("{rank}{suit}", {"rank": "ควีน", "suit": "โพแดง"}, "ควีนโพแดง"),
    ("{rank}{suit}", {"rank": "10", "suit": "โพดำ"}, "10 โพดำ"),
])
def test_thai_spaces_only_around_foreign_words(text, params, expected):
    assert fill(text, "th", params) == expected


def test_capitalise_in_every_language():
    assert fill("{x|^}", "da", {"x": "sans"}) == "Sans"
    assert fill("{x|^}", "th", {"x": "♥Q"}) == "♥Q"


@pytest.mark.parametrize(("lang", "value", "expected"), [
    # A value that starts with a digit or a symbol is left alone (issue #29: "4 Sikre stik…").
    ("da", "4 sikre stik i ruder", "4 sikre stik i ruder"),
    ("tr", "300 simüle edilmiş dağıtım", "300 simüle edilmiş dağıtım"),
    ("en", "3NT is the game", "3NT is the game"),
    ("ko", "♥Q", "♥Q"),
    # Markup and an opening quote before the first letter are skipped.
    ("da", "»sans«", "»Sans«"),
    ("tr", "<b>iki</b> kazanır", "<b>İki</b> kazanır"),
])
def test_capitalise_only_a_first_letter(lang, value, expected):
    assert fill("{x|^}", lang, {"x": value}) == expected


@pytest.mark.parametrize(("lang", "modifier"), [("ko", "의가"), ("tr", "'DQ"), ("th", "ที่"), ("da", "en")])
def test_unknown_modifier_is_a_clear_error(lang, modifier):
    with pytest.raises(GrammarError, match="modifier|particle|suffix"):
        apply("2♣", [modifier], lang)


def test_plain_placeholders_still_format():
    assert fill("{a} and {b:>3}", "en", {"a": "x", "b": 5}) == "x and   5"


def test_modifiers_work_through_the_catalog(tmp_path, monkeypatch):
    import shutil

    from cardlearn.i18n import catalog

    for lang, text in {"en": "{call} is highest", "ko": "{call|이} 가장 높아요", "tr": "En yüksek {call|'DIr}",
                       "da": "{call} er højest", "th": "{call} สูงที่สุด"}.items():
        (tmp_path / lang).mkdir()
        shutil.copy(catalog.LOCALES_DIR / lang / "core.po", tmp_path / lang)  # suit names, read aloud
        (tmp_path / lang / "x.po").write_text(
            'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
            f'msgid "x.high"\nmsgstr "{text}"\n', encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALES_DIR", tmp_path)
    catalog.load_catalog.cache_clear()
    try:
        assert t("x.high", "ko", call="2♣") == "2♣이 가장 높아요"
        assert t("x.high", "tr", call="4♥") == "En yüksek 4♥'dür"
    finally:
        catalog.load_catalog.cache_clear()


@pytest.mark.parametrize(("title", "said"), [
    ("Whose Weis counts?", "Deal 2: Whose Weis counts? Fixed."),
    ("Pull trumps", "Deal 2: Pull trumps. Fixed."),
    ("Stöck wins at once!", "Deal 2: Stöck wins at once! Fixed."),
    ("The end.", "Deal 2: The end. Fixed."),
])
def test_a_title_that_ends_a_sentence_gets_one_full_stop(title, said):
    from cardlearn.i18n.grammar import fill
    assert fill("Deal {number}: {title|.} {mode}", "en", {"number": 2, "title": title, "mode": "Fixed."}) == said
