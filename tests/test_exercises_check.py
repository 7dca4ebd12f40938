"""The teacher's checker and the all-or-nothing loader: each kind of mistake, named by file, exercise and field."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardlearn.cli import main, teacher_language
from cardlearn.exercises import ExerciseError, check_path, exercise, load
from cardlearn.exercises.loader import packaged_folder
from cardlearn.i18n import LANGUAGES, t

DATA = Path(__file__).parent / "data" / "exercises"
LESSON_FILES = sorted(packaged_folder().glob("*.toml"))

# file, exercise id, field, catalog key of the problem
MISTAKES = [
    ("duplicate_id.toml", "test.good.001", "id", "exercises.check.duplicate_id"),
    ("deal_51.toml", "test.deal.001", "deal", "pbn.error.hand_size"),
    ("missing_da.toml", "test.good.001", "prompt.da", "exercises.check.missing_language"),
    ("wrong_expected.toml", "test.good.001", "expected", "exercises.check.expected_mismatch"),
    ("unknown_kind.toml", "test.good.002", "kind", "exercises.check.unknown_kind"),
    ("bad_toml.toml", None, None, "exercises.check.bad_toml"),
]


def test_the_lessons_need_these_files():
    names = {path.name for path in LESSON_FILES}
    assert {"bridge-bidding.toml", "bridge-tricks.toml", "bridge-scoring.toml", "bridge-undertricks.toml",
            "jass-contracts.toml", "jass-tricks.toml", "jass-weis.toml"} <= names


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_every_shipped_file_passes_the_checker(path):
    report = check_path(path)
    assert report.problems == [], report.text("en")
    assert 1 <= len(report.exercises) <= 12  # a file per topic, not a dump of everything
    assert all(spec.expected is not None for spec in report.exercises)


def test_the_shipped_folder_passes_as_a_whole():
    report = check_path(packaged_folder())
    assert report.ok and len(report.files) == len(LESSON_FILES)
    ids = [spec.id for spec in report.exercises]
    assert len(ids) == len(set(ids)) >= 50


def test_a_good_file_passes():
    report = check_path(DATA / "good.toml")
    assert report.ok and report.problems == []
    assert [spec.id for spec in report.exercises] == ["test.good.001", "test.good.002"]


@pytest.mark.parametrize("name, exercise_id, field, key", MISTAKES)
def test_each_mistake_is_found_and_located(name, exercise_id, field, key):
    report = check_path(DATA / name)
    assert not report.ok
    assert report.exercises == []  # nothing of a bad file is kept
    [problem] = report.errors
    assert problem.key == key
    assert problem.file.endswith(name)
    assert problem.exercise == exercise_id
    assert problem.field == field
    for lang in LANGUAGES:
        text = problem.text(lang)
        assert name in text
        if exercise_id:
            assert exercise_id in text and field in text


@pytest.mark.parametrize("name, exercise_id, field, key", MISTAKES)
def test_loading_a_bad_file_is_all_or_nothing(name, exercise_id, field, key):
    with pytest.raises(ExerciseError) as caught:
        load(DATA / name)
    assert caught.value.key == "exercises.error.invalid"
    assert [p.key for p in caught.value.problems] == [key]
    assert name in str(caught.value)
    # The good exercise in the same file is not half-loaded either.
    with pytest.raises(ExerciseError):
        exercise("test.good.002", path=DATA / name)


def test_messages_are_in_the_teachers_language():
    problem = check_path(DATA / "missing_da.toml").errors[0]
    assert "mangler" in problem.text("da")
    assert "eksik" in problem.text("tr")
    assert "없어요" in problem.text("ko")
    wrong = check_path(DATA / "wrong_expected.toml").errors[0]
    assert wrong.text("da").startswith(str(DATA / "wrong_expected.toml") + ": øvelse test.good.001, feltet expected")
    assert "−800" in wrong.text("da") and "−500" in wrong.text("da")


def test_ids_must_be_unique_across_the_files_of_a_folder():
    report = check_path(DATA / "dup_folder")
    [problem] = report.errors
    assert problem.key == "exercises.check.duplicate_id"
    assert problem.file.endswith("b.toml") and "a.toml" in problem.text("en")
    # Each file alone is fine.
    assert check_path(DATA / "dup_folder" / "a.toml").ok and check_path(DATA / "dup_folder" / "b.toml").ok


def test_english_missing_is_only_a_warning(tmp_path):
    text = (DATA / "good.toml").read_text(encoding="utf-8").replace(
        'prompt.en = "Contract {contract}, {vulnerability}, {tricks} tricks. Score?"\n', "")
    path = tmp_path / "no_english.toml"
    path.write_text(text, encoding="utf-8")
    report = check_path(path)
    assert report.ok
    [warning] = report.problems
    assert warning.warning and warning.field == "prompt.en"
    assert t("exercises.check.warning", "da", problem="")[:5] in report.text("da")


@pytest.mark.parametrize("change, field, key", [
    (("tricks = 7", "tricks = \"seven\""), "tricks", "exercises.check.wrong_type"),
    (("topic = \"bridge.score\"", "topic = \"bridge.scores\""), "topic", "exercises.check.unknown_topic"),
    (("kind = \"number\"", "kind = \"card\""), "kind", "exercises.check.kind_topic"),
    (("id = \"test.good.001\"", "id = \"Test Good\""), "id", "exercises.check.bad_id"),
    (("vulnerable = true", "vulnerabel = true"), "vulnerabel", "exercises.check.unknown_field"),
    (("{tricks} tricks", "{trickz} tricks"), "prompt.en", "exercises.check.bad_placeholder"),
    (("contract = \"4HX\"", "contract = \"8HX\""), "contract", "bridge.error.bad_contract"),
    (("tricks = 7", "tricks = 14"), None, "exercises.check.no_answer"),
])
def test_other_mistakes_name_their_field(tmp_path, change, field, key):
    text = (DATA / "good.toml").read_text(encoding="utf-8").replace(*change)
    path = tmp_path / "edited.toml"
    path.write_text(text, encoding="utf-8")
    problems = check_path(path).errors
    assert [(p.field, p.key) for p in problems] == [(field, key)]


def test_a_generator_that_cannot_be_answered_is_refused(tmp_path):
    text = (DATA / "good.toml").read_text(encoding="utf-8").replace(
        "expected = -800", "expected = -800\ngenerator.tricks = { min = 7, max = 20 }")
    path = tmp_path / "gen.toml"
    path.write_text(text, encoding="utf-8")
    [problem] = check_path(path).errors
    assert problem.field == "generator" and problem.key == "exercises.check.generator_no_answer"


def test_cli_exit_codes_and_output(capsys):
    assert main(["exercises", "check", str(DATA / "good.toml"), "--lang", "en"]) == 0
    assert "All good: 2 exercises" in capsys.readouterr().out
    assert main(["exercises", "check", str(DATA / "wrong_expected.toml"), "--lang", "da"]) == 1
    out = capsys.readouterr().out
    assert "øvelse test.good.001, feltet expected" in out and "1 problem fundet" in out
    assert main(["exercises", "check", str(DATA / "nowhere.toml"), "--lang", "en"]) == 1
    assert "no such file" in capsys.readouterr().out
    assert main([]) == 2


def test_cli_runs_as_a_module_over_the_lessons():
    result = subprocess.run([sys.executable, "-m", "cardlearn.cli", "exercises", "check", str(packaged_folder()),
                             "--lang", "tr"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Her şey yolunda" in result.stdout
    bad = subprocess.run([sys.executable, "-m", "cardlearn.cli", "exercises", "check", str(DATA)],
                         capture_output=True, text=True, timeout=120, env={"LANG": "ko_KR.UTF-8", "PATH": ""})
    assert bad.returncode == 1
    assert "오류를" in bad.stdout  # the language came from LANG


def test_teacher_language_falls_back(monkeypatch):
    monkeypatch.setenv("LANG", "da_DK.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert teacher_language() == "da"
    assert teacher_language("th") == "th"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert teacher_language() == "en"


def test_a_fixed_file_loads_after_the_teacher_edits_it(tmp_path):
    path = tmp_path / "lesson.toml"
    shutil.copy(DATA / "wrong_expected.toml", path)
    with pytest.raises(ExerciseError):
        exercise("test.good.001", path=path)
    path.write_text(path.read_text(encoding="utf-8").replace("expected = -500", "expected = -800"),
                    encoding="utf-8")
    assert exercise("test.good.001", path=path).check(-800).correct


def test_the_documented_example_passes(tmp_path):
    import textwrap

    import cardlearn.exercises

    doc = cardlearn.exercises.__doc__
    start = doc.index("    [[exercise]]\n    id = \"bridge.undertricks.003\"")
    end = doc.index("Every prompt and hint needs")
    path = tmp_path / "doc.toml"
    path.write_text(textwrap.dedent(doc[start:end]), encoding="utf-8")
    report = check_path(path)
    assert report.problems == [], report.text("en")
