"""The lessons stay in step across languages: same notebooks, code, headings and exercises; text in the right language.

Every language folder in ``lessons/`` that holds notebooks is compared with the
Danish reference set. The checks are plain functions so the tests below can
also show that each one fails on a broken notebook.
"""
from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
REFERENCE = "da"
LESSON_LANGUAGES = ("th", "ko", "da", "tr")
CHECK_MARK = "# NBVAL_CHECK_OUTPUT"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
FIRST_CELL = 'import cardlearn\ncardlearn.settings(lang="{lang}", answers="answers.json")'
EXERCISE_CALL = re.compile(r'exercise\(\s*"([a-z0-9_.]+)"')

# --- language detection ------------------------------------------------------------------------

# Words kept in every language: Swiss German Jass terms and names of things.
KEPT_WORDS = {
    "weis", "stöck", "obenabe", "undenufe", "buur", "nell", "ass", "könig", "ober", "under", "banner",
    "bock", "match", "schneider", "schieber", "schieben", "jass", "wys", "stich", "eicheln", "rosen",
    "schilten", "schellen", "stayman", "pbn", "bbo", "jupyterlab", "cardlearn", "python", "seed",
    "double", "dummy",
}
ENGLISH = {"the", "and", "is", "are", "you", "your", "with", "this", "that", "what", "which", "when", "of",
           "it", "will", "from", "they", "there", "each", "must", "may", "can", "who", "how", "then",
           "trick", "tricks", "bid", "play", "card", "cards", "partner", "score", "lesson", "learn"}
DANISH = {"og", "er", "at", "du", "det", "en", "et", "til", "på", "med", "af", "den", "som", "har",
          "kan", "der", "ikke", "skal", "må", "hvis", "når", "eller", "så", "din", "dit", "dine", "hvor",
          "hvad", "fra", "også", "men", "alle", "ved", "man"}
TURKISH = {"ve", "bir", "bu", "için", "ile", "olarak", "çok", "gibi", "daha", "siz", "sizin", "her",
           "değil", "ya", "ama", "veya", "kadar", "sonra", "önce", "olan", "kart", "hangi", "nasıl"}
STOP_WORDS = {"da": DANISH, "tr": TURKISH, "en": ENGLISH}
SCRIPTS = {"th": re.compile(r"[\u0e00-\u0e7f]"), "ko": re.compile(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")}
MIN_WORDS = 6  # shorter prose (a heading, "**Øvelse 2.**") says too little to judge


def prose_words(markdown: str) -> list[str]:
    """The words of a markdown cell with code, card codes, calls, URLs and kept terms removed."""
    text = re.sub(r"```.*?```", " ", markdown, flags=re.DOTALL)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"https?://\S+", " ", text)
    text = re.sub(r"\b[1-7](NT|[CDHS♣♦♥♠])(XX?)?\b", " ", text)
    text = re.sub(r"[♠♥♦♣][AKQJT2-9]?", " ", text)
    words = re.findall(r"[^\W\d_]+", text.lower())
    return [word for word in words if word not in KEPT_WORDS and len(word) > 1]


def language_problems(markdown: str, lang: str) -> list[str]:
    """Why this markdown cell does not read as ``lang`` (empty when it does)."""
    problems = []
    if lang in SCRIPTS:
        letters = re.sub(r"`[^`]*`|[^\w]|[\d_]", "", markdown)
        if len(letters) >= 20:
            native = len(SCRIPTS[lang].findall(letters))
            if native / len(letters) < 0.5:
                problems.append(f"less than half the letters are {lang} script")
        for other, script in SCRIPTS.items():
            if other != lang and len(script.findall(markdown)) > 3:
                problems.append(f"contains {other} script")
        words = prose_words(markdown)
        english = [w for w in words if w in ENGLISH and w.isascii()]
        if len(english) >= 4:
            problems.append(f"English words: {' '.join(english[:8])}")
        return problems
    words = prose_words(markdown)
    for other, script in SCRIPTS.items():
        if len(script.findall(markdown)) > 3:
            problems.append(f"contains {other} script")
    if len(words) < MIN_WORDS:
        return problems
    counts = {code: sum(word in stop for word in words) for code, stop in STOP_WORDS.items()}
    own = counts[lang]
    for other, count in counts.items():
        if other != lang and count >= 3 and count > own:
            problems.append(f"reads as {other}: {count} {other} stop words against {own}")
    if own == 0 and len(words) >= 10:
        problems.append(f"no {lang} stop words in {len(words)} words")
    return problems


# --- reading notebooks -------------------------------------------------------------------------

def languages() -> list[str]:
    """The lesson languages that have notebooks."""
    return [lang for lang in LESSON_LANGUAGES if any((LESSONS / lang).glob("*.ipynb"))]


def notebooks(lang: str) -> dict[str, Path]:
    """File name -> path for one language."""
    return {path.name: path for path in sorted((LESSONS / lang).glob("*.ipynb"))}


def read(path: Path) -> nbformat.NotebookNode:
    """A notebook, validated against the nbformat schema."""
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    return nb


def headings(nb: nbformat.NotebookNode) -> list[int]:
    """The level of every markdown heading, in order (text is language-specific, levels are not)."""
    levels = []
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        inside_fence = False
        for line in cell.source.splitlines():
            if line.startswith("```"):
                inside_fence = not inside_fence
            match = re.match(r"(#{1,6})\s", line)
            if match and not inside_fence:
                levels.append(len(match.group(1)))
    return levels


def code_cells(nb: nbformat.NotebookNode) -> list[str]:
    """The sources of the code cells."""
    return [cell.source for cell in nb.cells if cell.cell_type == "code"]


def exercise_ids(nb: nbformat.NotebookNode) -> list[str]:
    """The exercise ids the notebook uses, in order."""
    return [found for source in code_cells(nb) for found in EXERCISE_CALL.findall(source)]


def structure_problems(nb: nbformat.NotebookNode, lang: str) -> list[str]:
    """Problems of one notebook on its own: metadata, first cell, language only there, outputs."""
    problems = []
    meta = nb.metadata.get("cardlearn", {})
    if meta.get("lang") != lang:
        problems.append(f"metadata cardlearn.lang is {meta.get('lang')!r}, expected {lang!r}")
    if not re.fullmatch(r"(bridge|jass)-\d\d", str(meta.get("lesson", ""))):
        problems.append(f"metadata cardlearn.lesson {meta.get('lesson')!r} is not like 'bridge-01'")
    if nb.metadata.get("kernelspec", {}).get("name") != "python3":
        problems.append("kernelspec is not python3")
    sources = code_cells(nb)
    if not sources or sources[0].strip() != FIRST_CELL.format(lang=lang):
        problems.append("the first code cell must be exactly: " + FIRST_CELL.format(lang=lang).replace("\n", " / "))
    for index, source in enumerate(sources[1:], 1):
        if re.search(r"""lang\s*=|set_language|["'](th|ko|da|tr|en)["']""", source):
            problems.append(f"code cell {index} names a language (only the first cell may)")
    if "widgets" in nb.metadata:
        problems.append("notebook metadata carries saved widget state")
    for index, cell in enumerate(c for c in nb.cells if c.cell_type == "code"):
        checked = cell.source.lstrip().startswith(CHECK_MARK)
        if cell.outputs and not checked:
            problems.append(f"code cell {index} has outputs but no {CHECK_MARK}")
        if cell.execution_count is not None and not checked:
            problems.append(f"code cell {index} has an execution count but no {CHECK_MARK}")
        if checked and not cell.outputs:
            problems.append(f"code cell {index} is marked {CHECK_MARK} but has no committed output")
        for output in cell.outputs:
            data = output.get("data", {})
            if WIDGET_STATE in data or WIDGET_VIEW in data:
                problems.append(f"code cell {index} has a widget output")
            if output.get("output_type") == "error":
                problems.append(f"code cell {index} has an error output")
            text = "".join(output.get("text", "")) + "".join(data.get("text/plain", ""))
            if re.search(r" at 0x[0-9a-f]+>", text):
                problems.append(f"code cell {index} output has a memory address")
    if WIDGET_STATE in json.dumps(nb):
        problems.append("widget state found in the notebook")
    for index, cell in enumerate(c for c in nb.cells if c.cell_type == "markdown"):
        for problem in language_problems(cell.source, lang):
            problems.append(f"markdown cell {index}: {problem}: {cell.source[:60]!r}")
    return problems


def parity_problems(reference: nbformat.NotebookNode, other: nbformat.NotebookNode) -> list[str]:
    """How ``other`` differs in structure from the reference notebook of the same lesson."""
    problems = []
    ref_meta, other_meta = reference.metadata.get("cardlearn", {}), other.metadata.get("cardlearn", {})
    if ref_meta.get("lesson") != other_meta.get("lesson"):
        problems.append(f"lesson id {other_meta.get('lesson')!r} differs from {ref_meta.get('lesson')!r}")
    ref_types = [cell.cell_type for cell in reference.cells]
    other_types = [cell.cell_type for cell in other.cells]
    if ref_types != other_types:
        problems.append(f"cell types differ: {len(other_types)} cells against {len(ref_types)}")
    if headings(reference) != headings(other):
        problems.append(f"heading levels differ: {headings(other)} against {headings(reference)}")
    ref_code, other_code = code_cells(reference)[1:], code_cells(other)[1:]
    for index, (a, b) in enumerate(zip(ref_code, other_code), 1):
        if a != b:
            problems.append(f"code cell {index} differs from the reference")
    if len(ref_code) != len(other_code):
        problems.append(f"{len(other_code) + 1} code cells against {len(ref_code) + 1}")
    if exercise_ids(reference) != exercise_ids(other):
        problems.append(f"exercise ids differ: {exercise_ids(other)} against {exercise_ids(reference)}")
    return problems


# --- the tests ---------------------------------------------------------------------------------

def test_reference_set_is_complete() -> None:
    """The Danish reference numbers its lessons 01, 02, … without a gap, bridge first, each with exercises."""
    names = sorted(notebooks(REFERENCE))
    assert [name[:3] for name in names] == [f"{n:02d}-" for n in range(1, len(names) + 1)]
    games = ["jass" if "-jass-" in name else "bridge" for name in names]
    assert games == sorted(games), "the bridge lessons come before the Schieber lessons"
    lessons = [read(path).metadata["cardlearn"]["lesson"] for path in notebooks(REFERENCE).values()]
    assert len(set(lessons)) == len(names)
    for path in notebooks(REFERENCE).values():
        assert exercise_ids(read(path)), f"{path.name} has no exercise"


@pytest.mark.parametrize("lang", languages())
def test_every_language_has_every_lesson(lang: str) -> None:
    """A language with lessons has exactly the reference's file names."""
    assert sorted(notebooks(lang)) == sorted(notebooks(REFERENCE))


@pytest.mark.parametrize("path", [p for lang in languages() for p in notebooks(lang).values()],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_notebook_structure(path: Path) -> None:
    """Metadata, the language cell, outputs only where checked, no widget state, text in the language."""
    lang = path.parent.name
    assert structure_problems(read(path), lang) == []


@pytest.mark.parametrize("path", [p for lang in languages() for p in notebooks(lang).values()],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_parity_with_reference(path: Path) -> None:
    """Same cells, code, headings and exercise ids as the Danish lesson (the reference matches itself)."""
    reference = read(LESSONS / REFERENCE / path.name)
    assert parity_problems(reference, read(path)) == []


def test_exercise_ids_exist() -> None:
    """Every exercise a lesson uses is in the shipped exercise files."""
    from cardlearn.exercises import load

    known = set(load(LESSONS / "exercises"))
    used = {i for path in notebooks(REFERENCE).values() for i in exercise_ids(read(path))}
    assert used and used <= known, sorted(used - known)


# --- the checks themselves can fail ------------------------------------------------------------

def _sample() -> nbformat.NotebookNode:
    return read(LESSONS / REFERENCE / "12-bridge-scoring.ipynb")


def test_parity_detects_changed_code_heading_and_exercise() -> None:
    """A changed code cell, a lost heading or another exercise id is reported."""
    reference = _sample()
    other = copy.deepcopy(reference)
    code = [cell for cell in other.cells if cell.cell_type == "code"]
    code[2].source += "\nprint(1)"
    for cell in code:
        cell.source = cell.source.replace('"bridge.scoring.002"', '"bridge.scoring.001"')
    heading_cell = next(cell for cell in other.cells if cell.cell_type == "markdown" and "\n## " in cell.source)
    heading_cell.source = heading_cell.source.replace("\n## ", "\n")
    problems = " | ".join(parity_problems(reference, other))
    assert "code cell 2 differs" in problems
    assert "heading levels differ" in problems
    assert "exercise ids differ" in problems


def test_parity_detects_missing_cell() -> None:
    """Dropping a cell changes the cell-type sequence."""
    reference = _sample()
    other = copy.deepcopy(reference)
    del other.cells[-2]
    assert any("cell types differ" in p for p in parity_problems(reference, other))


def test_structure_detects_language_in_code_outputs_and_widget_state() -> None:
    """The language named outside the first cell, stray outputs and widget state are reported."""
    nb = copy.deepcopy(_sample())
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    code[1].source += '\nx = t("core.seat.N", lang="da")'
    code[3].outputs = [nbformat.v4.new_output("stream", text="420\n")]
    nb.metadata["widgets"] = {WIDGET_STATE: {"state": {}}}
    problems = " | ".join(structure_problems(nb, "da"))
    assert "code cell 1 names a language" in problems
    assert "code cell 3 has outputs but no" in problems
    assert "widget state" in problems


def test_structure_detects_wrong_first_cell_and_metadata() -> None:
    """The first cell must set this notebook's language, and the metadata must match."""
    nb = copy.deepcopy(_sample())
    first = next(cell for cell in nb.cells if cell.cell_type == "code")
    first.source = first.source.replace('"da"', '"tr"')
    problems = " | ".join(structure_problems(nb, "da"))
    assert "first code cell" in problems
    problems = " | ".join(structure_problems(_sample(), "tr"))
    assert "metadata cardlearn.lang is 'da'" in problems


@pytest.mark.parametrize("text, lang", [
    ("You must follow suit if you can. Otherwise you may play any card, and the trick goes to the highest card.", "da"),
    ("Renk vermek zorundasınız ve bu bir kural, daha sonra her oyuncu için sıra gelir.", "da"),
    ("Du skal bekende kulør, hvis du kan. Ellers må du spille et hvilket som helst kort.", "tr"),
    ("You must follow suit if you can, otherwise any card is allowed in this trick.", "th"),
    ("ต้องตามชุดถ้าทำได้ 팔로우해야 해요 그리고 트릭을 따요 카드를 내요", "th"),
])
def test_language_check_flags_wrong_language(text: str, lang: str) -> None:
    """English, Turkish, Danish or Korean prose in the wrong notebook is caught."""
    assert language_problems(text, lang)


@pytest.mark.parametrize("text, lang", [
    ("Du skal bekende kulør, hvis du kan. Med trumf må du også stikke – Buur og Nell er de højeste.", "da"),
    ("Elinizde varsa oynanan renge kart vermek zorundasınız; yoksa istediğiniz kartı oynayabilirsiniz ve bu serbesttir.", "tr"),
    ("ถ้ามีไพ่ชุดที่นำ ต้องตามชุด ถ้าไม่มีจะลงไพ่ใบไหนก็ได้ (`SA`, Weis)", "th"),
    ("리드된 수트가 있으면 팔로우해야 해요. 없으면 아무 카드나 낼 수 있어요 (`SA`).", "ko"),
])
def test_language_check_accepts_native_text(text: str, lang: str) -> None:
    """Native prose with codes and kept Swiss German terms passes."""
    assert language_problems(text, lang) == []
