"""Grammar-aware placeholders: the particle or suffix after a value, chosen as it is read aloud.

Korean and Turkish attach grammar to the word before it, and the right form depends on how
that word *sounds*: Korean 이/가 on whether the last syllable ends in a consonant, Turkish
-de/-da/-te/-ta on the last vowel and the last consonant. A message does not know the value
it will show ("♥Q", "2♣", "3NT", "Kuzey", "1500"), so a translator cannot write the form
by hand; before this module, translations avoided particles (stilted) or guessed (wrong:
"2♣가" for 클럽, "4♥'tür" for "dört kör").

Syntax, in a ``.po`` string:

``{name|MOD}``
    fill ``name`` and append ``MOD`` in the form the value's spoken ending needs.
``{name|^}``
    capitalise the value's first letter (Turkish-aware: i → İ); for a sentence that
    starts with a placeholder whose value may be lowercase ("sanzatu"). A value that
    starts with a digit or a symbol ("4 sikre stik", "♥Q") is left as it is.
``{name|“”|MOD}``
    a two-character modifier made of quotation marks wraps the value in them, and the
    suffix follows the closing mark: ``“{value}”은(는)`` becomes ``{value|“”|은}`` →
    “SZ”는. The suffix still follows the value's own reading.
``{name|.}``
    end a sentence with the value: a full stop follows unless the value already ends in
    one (or in ``?``, ``!``, ``…``), so a title that asks a question reads "…?", not "…?.".
``{name|^|MOD}``
    several modifiers, applied left to right.

Why this shape: it stays a ``str.format`` field (``|`` cannot occur in a field name the
catalog uses), so every tool that lists placeholders still finds ``name`` (the catalog
test compares the part before ``|`` with English); the suffix is written where it is
read, as the translator would write it; and one notation per language follows the
way grammars of that language already write such alternations, so a native translator
reads it without a manual:

* **Korean** — write the particle's after-consonant form (or either form): ``이`` (이/가),
  ``은`` (은/는), ``을`` (을/를), ``과`` (과/와), ``으로`` ((으)로; ㄹ counts as a vowel
  here), ``이에요`` (이에요/예요), and any copula form starting with 이 (``이라고``,
  ``이나``, ``이고``, ``이면``, ``이지만`` …), whose 이 drops after a vowel.
* **Turkish** — write the suffix with archiphonemes in capitals, as Turkish grammars do:
  ``A`` (a/e), ``I`` (ı/i/u/ü), ``D`` (d/t), ``C`` (c/ç), and ``(y)``, ``(n)``, ``(s)``
  for buffer letters used only after a vowel. Start with ``'`` for the apostrophe that
  Turkish writes after a number, a symbol or a proper name; it is left out after a
  plain lowercase word ("pas", "sanzatu"): ``{contract|'DA}`` → 5♣'de (beş trefl),
  ``{contract|'DIr}`` → 4♥'dür (dört kör), 5♦'dur (beş karo), 3NT'dir (üç sanzatu).
  Consonant softening before a vowel (palamut → palamudu) is not applied: the values
  are numbers, symbols and proper names, which keep their spelling before an apostrophe;
  write a plain word's suffix by hand or rephrase.
* **Danish and English** — ``s`` for the genitive: Nords, Jass', 3NT's; North's.
* **Thai** needs none (particles do not change with the word before them); ``^`` works
  in every language.

"Read aloud" is decided by :func:`spoken_ending`: the value is cut back to its last
spoken word — a parenthesised gloss at the end is skipped ("Stöck(슈퇴크)" is read
Stöck), a trailing number is read by its last spoken word (Korean 1500 천오백 → 백,
Turkish 1500 bin beş yüz → yüz, 3000 → 천 / bin), a suit symbol by the suit's name in the
catalog (♣ → 클럽 / trefl), a rank letter after a suit by the rank's catalog name (♥Q →
퀸 / Dam), ``NT``, ``X`` and ``XX`` by the words players say (노트럼프, 더블, 리더블 /
sanzatu, kontr, sürkontr), and a Latin word in Korean text by its Korean reading (Ober →
오버). An unknown modifier raises :class:`GrammarError`; the catalog tests render every
modifier of every message, so none can ship.
"""
from __future__ import annotations

import re
import string
from collections.abc import Mapping
from typing import Any


class GrammarError(ValueError):
    """A grammar modifier in a catalog string that the language does not have."""


SUIT_KEYS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
RANK_LETTERS = "AKQJT"

# Words that are not in the catalog as names but are read aloud after a value.
CALL_WORDS: dict[str, dict[str, str]] = {
    "ko": {"NT": "노트럼프", "X": "더블", "XX": "리더블", "%": "퍼센트"},
    "tr": {"NT": "sanzatu", "X": "kontr", "XX": "sürkontr"},
    "da": {"NT": "sans", "X": "dobling", "XX": "redobling"},
    "en": {"NT": "notrump", "X": "double", "XX": "redouble"},
    "th": {},
}

# Korean readings of the Latin words that appear in values (Swiss German Jass names and
# loanwords); a Latin word not listed is read letter-ending by a rough rule (see _ko_latin).
KOREAN_READINGS: dict[str, str] = {
    "ass": "아스", "könig": "쾨니히", "ober": "오버", "under": "운더", "banner": "바너",
    "buur": "부어", "nell": "넬", "weis": "바이스", "stöck": "슈퇴크", "bock": "보크",
    "match": "매치", "schneider": "슈나이더", "obenabe": "오베나베", "undenufe": "운데누페",
    "schieber": "쉬버", "jass": "야스", "pbn": "피비엔", "hcp": "에이치시피", "ai": "에이아이",
    "enter": "엔터", "esc": "이에스시", "tab": "탭", "par": "파", "stayman": "스테이먼",
    "blackwood": "블랙우드", "jacoby": "제이코비", "none": "논", "both": "보스",
}

_SINO_DIGITS = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
_TR_UNITS = ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"]
_TR_TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"]
_EN_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _last_number_word(number: int, lang: str) -> str:
    """The last word said when reading ``number`` aloud (Korean: its last syllable)."""
    number = abs(number)
    if lang == "ko":
        if number == 0:
            return "영"
        if number % 10:
            return _SINO_DIGITS[number % 10]
        for unit, word in ((100, "십"), (1000, "백"), (10000, "천")):
            if number % unit:
                return word
        return "만"
    if lang == "tr":
        if number == 0 or number % 10:
            return _TR_UNITS[number % 10]
        if number % 100:
            return _TR_TENS[(number % 100) // 10]
        if number % 1000:
            return "yüz"
        return "bin"
    return _EN_UNITS[number % 10] if number % 10 or number == 0 else "ten"


_TAGS = re.compile(r"<[^>]*>")
_TRAILING_PUNCT = ".,;:!?…»«”“’‘\"' \u00a0"


def _strip_tail(value: str) -> str:
    """The value without markup, closing punctuation and a parenthesised gloss at the end."""
    text = _TAGS.sub("", value).rstrip(_TRAILING_PUNCT)
    while text.endswith((")", "]")):
        opening = "(" if text.endswith(")") else "["
        cut = text.rfind(opening)
        if cut <= 0:
            break
        text = text[:cut].rstrip(_TRAILING_PUNCT)
    return text


def spoken_ending(value: str, lang: str) -> str:
    """The last word of ``value`` as a speaker of ``lang`` reads it aloud (for suffix choice)."""
    text = _strip_tail(str(value))
    if not text:
        return ""
    words = CALL_WORDS.get(lang, {})
    number = re.search(r"(\d[\d.,\u00a0 ]*)(%?)$", text)
    if number:
        if number.group(2) and "%" in words:
            return words["%"]
        digits = re.sub(r"\D", "", number.group(1))
        return _last_number_word(int(digits), lang)
    doubled = re.search(r"(?:^|[\s\d♠♥♦♣]|NT)(XX?)$", text)
    if doubled:
        return words.get(doubled.group(1), doubled.group(1))
    if text.endswith("NT") and not text[-3:-2].isalpha():
        return words.get("NT", "NT")
    # Imported here: the catalog imports this module to fill its messages.
    from cardlearn.i18n.catalog import t_raw

    if text[-1] in SUIT_KEYS:
        return t_raw(f"core.bridge.suit.{SUIT_KEYS[text[-1]]}", lang)
    if len(text) >= 2 and text[-1] in RANK_LETTERS and text[-2] in SUIT_KEYS:
        return t_raw(f"core.bridge.rank.{text[-1]}", lang)
    word = re.search(r"[^\W\d_]+$", text)
    return word.group(0) if word else text[-1]


# ----------------------------------------------------------------------------- Korean
_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL = 8  # index of ㄹ among the final consonants


# Letter names as Korean reads an abbreviation (NS 엔에스, HT 에이치티, 4HX … 엑스).
_KO_LETTERS = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [
    "에이", "비", "씨", "디", "이", "에프", "지", "에이치", "아이", "제이", "케이", "엘", "엠", "엔",
    "오", "피", "큐", "알", "에스", "티", "유", "브이", "더블유", "엑스", "와이", "제트"], strict=True))


def _ko_latin(word: str) -> str:
    """A Korean reading of a Latin word: the table, letter names for an abbreviation, else a guess."""
    reading = KOREAN_READINGS.get(word.lower())
    if reading:
        return reading
    if word.isupper() and len(word) <= 4:
        return _KO_LETTERS.get(word[-1], "아")
    # Loanwords ending in m, n, ng, l, k, p keep a final consonant in Hangul (팀, 킹, 넬, 탭).
    last = word[-1].lower()
    return {"m": "음", "n": "은", "g": "응", "l": "을", "k": "윽", "p": "읍"}.get(last, "아")


def korean_final(value: str) -> tuple[bool, bool]:
    """(ends in a consonant, that consonant is ㄹ) for the last spoken syllable of ``value``."""
    ending = spoken_ending(value, "ko")
    if ending and not _HANGUL_FIRST <= ord(ending[-1]) <= _HANGUL_LAST:
        ending = _ko_latin(ending) if ending[-1].isalpha() else "아"
    if not ending:
        return False, False
    final = (ord(ending[-1]) - _HANGUL_FIRST) % 28
    return final != 0, final == _RIEUL


# after consonant, after vowel (and ㄹ for (으)로)
_KO_PAIRS: dict[str, tuple[str, str]] = {
    "이": ("이", "가"), "가": ("이", "가"),
    "은": ("은", "는"), "는": ("은", "는"),
    "을": ("을", "를"), "를": ("을", "를"),
    "과": ("과", "와"), "와": ("과", "와"),
    "이에요": ("이에요", "예요"), "예요": ("이에요", "예요"),
    "이었어요": ("이었어요", "였어요"), "였어요": ("이었어요", "였어요"),
}
_KO_RO = ("으로", "로", "으로서", "로서", "으로써", "로써", "으로는", "로는", "으로도", "로도")


def korean_particle(value: str, particle: str) -> str:
    """The form of ``particle`` that follows ``value`` (``이`` → 이 or 가 …)."""
    consonant, rieul = korean_final(value)
    if particle in _KO_PAIRS:
        return _KO_PAIRS[particle][0 if consonant else 1]
    if particle in _KO_RO:
        base = particle.removeprefix("으")
        return "으" + base if consonant and not rieul else base
    if particle.startswith("이") and len(particle) > 1:
        # The copula 이- (이라고, 이나, 이고, 이면, 이지만 …) drops after a vowel.
        return particle if consonant else particle[1:]
    raise GrammarError(
        f"unknown Korean particle {particle!r}; use one of 이, 은, 을, 과, 으로, 이에요, "
        "or a copula form starting with 이 (이라고, 이나, 이고 …)"
    )


# ---------------------------------------------------------------------------- Turkish
_BACK, _FRONT = "aıou", "eiöü"
_VOICELESS = "fstkçşhp"
_TR_VOWELS = _BACK + _FRONT + "âîûäé"
_TR_NORMALISE = str.maketrans({"â": "a", "î": "i", "û": "u", "ä": "e", "é": "e", "I": "ı", "İ": "i"})


def _tr_lower(word: str) -> str:
    return word.translate(_TR_NORMALISE).lower()


def _needs_apostrophe(value: str) -> bool:
    """Turkish writes an apostrophe before a suffix on a number, a symbol or a proper name."""
    text = _strip_tail(value)
    return not re.fullmatch(r"[a-zçğıöşü ]+", text)


_I_AFTER = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}


def _harmonised(token: str, last_vowel: str, last_char: str) -> str:
    """One suffix letter: an archiphoneme (A, I, D, C) made to agree with the word so far, else itself."""
    if token == "A":
        return "a" if last_vowel in _BACK else "e"
    if token == "I":
        return _I_AFTER[last_vowel]
    if token == "D":
        return "t" if last_char in _VOICELESS else "d"
    if token == "C":
        return "ç" if last_char in _VOICELESS else "c"
    return token


def turkish_suffix(value: str, suffix: str) -> str:
    """``suffix`` (archiphonemes A I D C, buffers (y) (n) (s), optional leading ') after ``value``."""
    if not re.fullmatch(r"'?(?:\([yns]\)|[AIDC]|[a-zçğıöşü])+", suffix):
        raise GrammarError(
            f"unknown Turkish suffix {suffix!r}; write it with A (a/e), I (ı/i/u/ü), D (d/t), "
            "C (c/ç), (y)/(n)/(s) buffers and an optional leading apostrophe, e.g. 'DA, '(y)I, 'DIr"
        )
    word = _tr_lower(spoken_ending(value, "tr"))
    vowels = [c for c in word if c in _BACK + _FRONT]
    last_vowel = vowels[-1] if vowels else "e"
    last_char = word[-1] if word else "e"
    out = []
    body = suffix
    if body.startswith("'"):
        body = body[1:]
        if _needs_apostrophe(value):
            out.append("'")
    for token in re.findall(r"\([yns]\)|[AIDC]|.", body):
        if token.startswith("("):
            if last_char in _BACK + _FRONT:
                out.append(token[1])
                last_char = token[1]
            continue
        letter = _harmonised(token, last_vowel, last_char)
        out.append(letter)
        last_char = letter
        if letter in _BACK + _FRONT:
            last_vowel = letter
    return "".join(out)


# ------------------------------------------------------------------- Danish, English
def genitive(value: str, lang: str) -> str:
    """The genitive ending: Danish s (' after s/x/z, 's after a symbol, number or abbreviation); English 's."""
    text = _strip_tail(value)
    if text and text[-1].lower() in "sxz" and text[-1].islower():
        return "'"
    if lang == "en" or not text or not text[-1].islower():
        return "'s"
    return "s"


def capitalise(value: str, lang: str) -> str:
    """``value`` with its first character in upper case (Turkish: i → İ), if that is a letter.

    Markup and opening quotes before it are skipped; a value that starts with a digit or a
    suit symbol ("4 sikre stik", "300 simüle…", "♥Q") is left alone: a sentence may start
    with a number, and capitalising a later word would read as a typo ("4 Sikre stik").
    """
    index = len(value) - len(_LEADING.sub("", value, count=1))
    char = value[index:index + 1]
    if not char.isalpha():
        return value
    upper = {"i": "İ", "ı": "I"}.get(char, char.upper()) if lang == "tr" else char.upper()
    return value[:index] + upper + value[index + 1:]


def end_sentence(value: str) -> str:
    """``value`` ending a sentence: a full stop added unless it already ends in ``. ? ! …``."""
    return value if value.rstrip().endswith((".", "?", "!", "…")) else value + "."


_QUOTES = "“”‘’»«„\"'"
# What may stand before the first word of a value: markup, opening quotes and brackets, spaces.
_LEADING = re.compile(r"^(?:<[^>]*>|[\s“‘»«„\"'(\[*_])*")


def apply(value: str, modifiers: list[str], lang: str) -> str:
    """``value`` followed by the forms its modifiers ask for, in ``lang``."""
    text = value
    for modifier in modifiers:
        if modifier == "^":
            text = capitalise(text, lang)
        elif modifier == ".":
            text = end_sentence(text)
        elif len(modifier) == 2 and all(char in _QUOTES for char in modifier):
            text = modifier[0] + text + modifier[1]
        elif lang == "ko":
            text += korean_particle(value, modifier)
        elif lang == "tr":
            text += turkish_suffix(value, modifier)
        elif lang in ("da", "en") and modifier == "s":
            text += genitive(value, lang)
        else:
            raise GrammarError(f"no grammar modifier {modifier!r} in {lang!r}; "
                               "see cardlearn/i18n/grammar.py for the modifiers of each language")
    return text


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> tuple[Any, str]:
        name, *modifiers = field_name.split("|")
        obj, used = super().get_field(name, args, kwargs)
        if modifiers:
            obj = apply(str(obj), modifiers, self.lang)
        return obj, used


_THAI = re.compile(r"[\u0E00-\u0E7F]")
_LATIN_OR_DIGIT = re.compile(r"[A-Za-z0-9À-ÿ♠♥♦♣]")


def needs_thai_space(left: str, right: str) -> bool:
    """Thai text meets a Latin word, a number or a suit symbol (ชนะ|König, 10|โพดำ): Thai puts a space there."""
    if not left or not right:
        return False
    a, b = left[-1], right[0]
    return bool((_THAI.match(a) and _LATIN_OR_DIGIT.match(b)) or (_LATIN_OR_DIGIT.match(a) and _THAI.match(b)))


def fill(text: str, lang: str, params: Mapping[str, object]) -> str:
    """``text.format(**params)`` with grammar modifiers (``{card|이}``, ``{call|'DIr}``) applied.

    Thai writes no space inside a clause, so a Thai message puts its placeholders right
    against the Thai words (``{winner}ชนะ{loser}``, ``{rank}{suit}``); where a value meets
    Thai text with a Latin word, a number or a suit symbol on the other side, the space
    Thai typesetting puts around foreign words is added (ชนะ König, 10 โพดำ, ทีม NS).
    """
    formatter = _Formatter(lang)
    out = ""
    previous_was_value = False
    for literal, field, spec, conversion in formatter.parse(text):
        if literal:
            if lang == "th" and previous_was_value and needs_thai_space(out, literal):
                out += " "
            out += literal
            previous_was_value = False
        if field is None:
            continue
        obj, _ = formatter.get_field(field, (), params)
        obj = formatter.convert_field(obj, conversion)
        spec = formatter.vformat(spec, (), params) if spec and "{" in spec else (spec or "")
        value = formatter.format_field(obj, spec)
        if lang == "th" and needs_thai_space(out, value):
            out += " "
        out += value
        previous_was_value = True
    return out


def field_name(field: str) -> str:
    """The placeholder name of a format field, without its grammar modifiers."""
    return field.split("|", 1)[0]


def field_modifiers(field: str) -> list[str]:
    """The grammar modifiers of a format field (empty for a plain ``{name}``)."""
    return field.split("|")[1:]
