"""Placeholders are names only; the checker renders every prompt as the widget would; a broken file is skipped."""
from __future__ import annotations

import shutil
import warnings
from pathlib import Path

import pytest

from cardlearn.exercises import ExerciseError, check_path, exercise, load
from cardlearn.exercises.api import Exercise
from cardlearn.exercises.errors import TemplateError
from cardlearn.exercises.loader import ExerciseFileWarning, skipped
from cardlearn.exercises.texts import MAX_WIDTH, fill, parse_template, placeholders
from cardlearn.i18n import LANGUAGES

DATA = Path(__file__).parent / "data" / "exercises"
GOOD = (DATA / "good.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("text, names", [
    ("Contract {contract}, {tricks} tricks", ["contract", "tricks"]),
    ("{contract:>6}|{tricks:<3}|{down:^5}|{over:4}", ["contract", "tricks", "down", "over"]),
    ("Braces {{like this}} stay", []),
])
def test_names_and_a_small_set_of_widths_are_allowed(text, names):
    assert placeholders(text) == names


@pytest.mark.parametrize("text, key", [
    ("{contract.symbol}", "exercises.template.not_a_name"),
    ("{contract.__class__.__mro__}", "exercises.template.not_a_name"),
    ("{hands[N]}", "exercises.template.not_a_name"),
    ("{0}", "exercises.template.not_a_name"),
    ("{}", "exercises.template.not_a_name"),
    ("{Contract}", "exercises.template.not_a_name"),
    ("{contract!r}", "exercises.template.bad_spec"),
    ("{contract:>500000000}", "exercises.template.bad_spec"),
    (f"{{contract:>{MAX_WIDTH + 1}}}", "exercises.template.too_wide"),
    ("{contract:{contract}}", "exercises.template.bad_spec"),
    ("{tricks:.2f}", "exercises.template.bad_spec"),
    ("{tricks:,}", "exercises.template.bad_spec"),
    ("{contract", "exercises.check.bad_braces"),
    ("contract}", "exercises.check.bad_braces"),
])
def test_everything_else_is_refused_with_a_localized_message(text, key):
    with pytest.raises(TemplateError) as caught:
        parse_template(text)
    assert caught.value.key == key
    texts = {lang: caught.value.localized(lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)
    if key != "exercises.check.bad_braces":
        assert all(text[:20] in message for message in texts.values())


def test_fill_pads_to_the_width_and_never_formats_the_teachers_text():
    assert fill("[{tricks:>4}] [{tricks:<3}] [{tricks:^5}]", {"tricks": 7}, "en") == "[   7] [7  ] [  7  ]"
    with pytest.raises(TemplateError) as caught:
        fill("{points}", {"tricks": 7}, "da")
    assert caught.value.key == "exercises.check.bad_placeholder" and "tricks" in caught.value.localized("da")


def edited(tmp_path, old, new, name="edited.toml"):
    text = GOOD.replace(old, new)
    assert text != GOOD
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("text", "params", "expected"), [
    # Thai puts a space where Thai text meets a Latin word, a number or a suit symbol (issue #29:
    # "ลง♠Aได้ไหม", "ลงAss ลูกโอ๊ก"), and none next to a Thai value.
    ("คุณลง{card}ได้ไหม", {"card": "♠A"}, "คุณลง ♠A ได้ไหม"),
    ("คุณลง{card}ได้ไหม", {"card": "Ass ลูกโอ๊ก"}, "คุณลง Ass ลูกโอ๊กได้ไหม"),
    ("แต้มไพ่ใน{contract}:", {"contract": "ทรัมป์ลูกโอ๊ก"}, "แต้มไพ่ในทรัมป์ลูกโอ๊ก:"),
    ("ประมูล{call}ได้ไหม", {"call": "พาส"}, "ประมูลพาสได้ไหม"),
    ("ประมูล{call}ได้ไหม", {"call": "1♥"}, "ประมูล 1♥ ได้ไหม"),
    ("สัญญา: {contract} ต้องได้", {"contract": "3NT"}, "สัญญา: 3NT ต้องได้"),
])
def test_thai_text_gets_its_spaces_around_foreign_values(text, params, expected):
    assert fill(text, params, "th") == expected


def test_a_generator_helper_used_as_a_placeholder_fails_the_check(tmp_path):
    # {doubled} is drawn by the generator but is not something the prompt receives: a KeyError at every
    # render before; now the checker renders the prompt as the widget would and reports it.
    path = edited(tmp_path, "expected = -800\n",
                  "generator.doubled = [0, 1, 2]\n")
    path.write_text(path.read_text(encoding="utf-8").replace(
        '"Kontrakt {contract}, {vulnerability}', '"Kontrakt {contract} ({doubled}), {vulnerability}'),
        encoding="utf-8")
    report = check_path(path)
    [problem] = report.errors
    assert (problem.key, problem.field, problem.exercise) == ("exercises.check.bad_placeholder", "prompt.da",
                                                              "test.good.001")
    assert "contract" in problem.text("da")


@pytest.mark.parametrize("placeholder, key", [
    ("{contract:>500000000}", "exercises.template.bad_spec"),
    ("{contract:>41}", "exercises.template.too_wide"),
    ("{contract:{contract}}", "exercises.template.bad_spec"),
    ("{contract.symbol}", "exercises.template.not_a_name"),
])
def test_dangerous_format_specs_fail_the_check(tmp_path, placeholder, key):
    path = edited(tmp_path, 'prompt.ko = "계약 {contract},', f'prompt.ko = "계약 {placeholder},')
    [problem] = check_path(path).errors
    assert (problem.key, problem.field) == (key, "prompt.ko")
    with pytest.raises(ExerciseError):
        load(path)


def test_the_widget_path_raises_a_localized_error_for_a_prompt_the_checker_did_not_see():
    spec = check_path(DATA / "good.toml").exercises[0]
    broken = type(spec)(**{**spec.__dict__, "prompt": {**spec.prompt, "tr": "Kontrat {nope}"}})
    ex = Exercise(broken, lang="tr")
    with pytest.raises(TemplateError) as caught:
        ex.prompt_text()
    assert "nope" in str(caught.value)


def test_a_broken_file_in_a_folder_is_reported_and_skipped_and_the_others_load(tmp_path):
    folder = tmp_path / "exercises"
    folder.mkdir()
    shutil.copy(DATA / "good.toml", folder / "a-good.toml")
    shutil.copy(DATA / "bad_toml.toml", folder / "b-broken.toml")
    edited(folder, 'id = "test.good.002"', 'id = "test.other.002"', name="c-also-good.toml").write_text(
        GOOD.replace('id = "test.good.001"', 'id = "test.other.001"')
        .replace('id = "test.good.002"', 'id = "test.other.002"'), encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        specs = load(folder)
    assert sorted(specs) == ["test.good.001", "test.good.002", "test.other.001", "test.other.002"]
    [warning] = [w for w in caught if issubclass(w.category, ExerciseFileWarning)]
    assert "b-broken.toml" in str(warning.message)
    assert [p.file for p in skipped(folder)] == [str(folder / "b-broken.toml")]
    assert exercise("test.other.001", path=folder).check(-800).correct
    with pytest.raises(ExerciseError) as missing:
        exercise("test.only.in.broken", path=folder)
    assert missing.value.key == "exercises.error.unknown_id_skipped"
    assert "b-broken.toml" in missing.value.localized("th")


def test_a_file_repeating_an_id_is_skipped_whole_and_the_first_keeps_it(tmp_path):
    folder = tmp_path / "exercises"
    folder.mkdir()
    shutil.copy(DATA / "good.toml", folder / "a.toml")
    shutil.copy(DATA / "good.toml", folder / "b.toml")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExerciseFileWarning)
        specs = load(folder)
    assert {spec.file for spec in specs.values()} == {str(folder / "a.toml")}
    assert {p.key for p in skipped(folder)} == {"exercises.check.duplicate_id"}


def test_a_folder_of_other_toml_files_is_not_taken_for_exercises(tmp_path, monkeypatch):
    from cardlearn.exercises.loader import search_folders

    project = tmp_path / "exercises"
    project.mkdir()
    (project / "pyproject.toml").write_text('[project]\nname = "x"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert project not in search_folders()
    (project / "mine.toml").write_text(GOOD, encoding="utf-8")
    assert search_folders()[0] == project
