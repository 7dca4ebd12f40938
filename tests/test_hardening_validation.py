"""One validation layer: wrong types and ranges at every public entry point give localized errors."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import cardlearn
from cardlearn import cli
from cardlearn.engine import bridge, jass
from cardlearn.engine.errors import CardlearnError, InvalidArgument
from cardlearn.engine.jass.weis import best_weis
from cardlearn.engine.validate import parse_whole_number
from cardlearn.i18n import UnknownLanguage
from cardlearn.widgets import JassTable, UndertrickCalculator
from cardlearn.widgets.base import SettingError

LANGS = ("en", "th", "ko", "da", "tr")


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    cardlearn.set_language("en")


# ---------------------------------------------------------------- the number reader


@pytest.mark.parametrize(("text", "signed", "expected"), [
    ("800", False, 800), (" 17 ", False, 17), ("-800", True, -800), ("−800", True, -800),
    ("+3", True, 3), ("๑๗", False, 17), ("８", False, 8),
    ("-800", False, None), ("--800", True, None), ("-−800", True, None), ("²", False, None),
    ("¹³", False, None), ("1" * 5000, False, None), ("1e3", False, None), ("", False, None),
    ("-", True, None), ("1 000", False, None), ("3.0", False, None),
])
def test_whole_numbers_are_digits_and_nothing_else(text: str, signed: bool, expected: int | None) -> None:
    assert parse_whole_number(text, signed=signed) == expected


# ---------------------------------------------------------------- engine entry points


@pytest.mark.parametrize("value", ["no", "yes", "", 1, 0, None, "False"])
def test_vulnerability_is_a_boolean(value: object) -> None:
    with pytest.raises(InvalidArgument) as info:
        bridge.score("4H", tricks=8, vulnerable=value)  # type: ignore[arg-type]
    assert info.value.key == "engine.arg.bool" and info.value.params["name"] == "vulnerable"
    assert bridge.score("4H", tricks=8, vulnerable=False).total == -100
    assert bridge.score("4H", tricks=8, vulnerable=True).total == -200


@pytest.mark.parametrize("seed", [[1], 1.5, True, {"a": 1}, b"x", "x" * 500])
def test_a_seed_is_a_whole_number_or_short_text(seed: object) -> None:
    with pytest.raises(InvalidArgument) as info:
        bridge.Deal.random(seed=seed)  # type: ignore[arg-type]
    assert info.value.key == "engine.arg.seed"
    with pytest.raises(InvalidArgument):
        jass.Match(seed=seed)  # type: ignore[arg-type]
    assert bridge.Deal.random(seed="lesson 3") == bridge.Deal.random(seed="lesson 3")


@pytest.mark.parametrize("target", [0, -5, 99, True, 1000.0, "1000", 10**9])
def test_a_match_target_is_a_whole_number_of_points_in_range(target: object) -> None:
    with pytest.raises(InvalidArgument) as info:
        jass.Match(seed=1, target=target)  # type: ignore[arg-type]
    assert info.value.params["name"] == "target"
    with pytest.raises(InvalidArgument):
        JassTable(seed=1, target=target, ai_delay=0)  # type: ignore[arg-type]  # was ZeroDivisionError
    assert jass.Match(seed=1, target=100).target == 100


def test_start_scores_are_checked() -> None:
    hands = jass.Match(seed=3).hands
    cards = {seat: [str(c) for c in hand] for seat, hand in hands.items()}
    for scores in ({"NS": "x", "EW": 0}, {"NS": 1}, [1, 2], {"NS": -1, "EW": 0}):
        with pytest.raises(CardlearnError):
            jass.Match.from_hands(cards, scores=scores)  # type: ignore[arg-type]


def test_best_weis_refuses_duplicate_cards_and_oversized_hands() -> None:
    with pytest.raises(CardlearnError) as info:
        best_weis(["EA", "EK", "EO", "EA"], "E")
    assert info.value.key == "jass.error.duplicate_card"
    with pytest.raises(CardlearnError) as info:
        best_weis(["EA", "EK", "EO", "EU", "ET", "E9", "E8", "E7", "E6", "RA"], "E")
    assert info.value.key == "engine.arg.hand_size"
    assert [w.points for w in best_weis("EA EK EO", "E")] == [20]


def test_exercise_answers_with_odd_digits_are_malformed_not_crashes() -> None:
    from cardlearn.exercises import exercise

    ex = exercise("bridge.scoring.001", lang="en")
    for answer in ("1" * 5000, "²", "--800", "-−800", "¹³"):
        feedback = str(ex.check(answer))  # a malformed answer is explained, not counted
        # (an answer of 5,000 digits is refused earlier, as far too long to be an answer)
        assert ("not a whole number" in feedback or "too long" in feedback) and len(feedback) < 400
        assert "not counted" in feedback or "not a whole number" in feedback
    assert "1111111111111111111111111111111111111111" not in str(ex.check("1" * 5000))


# ---------------------------------------------------------------- widgets from Python


def test_widget_settings_are_refused_in_the_current_language() -> None:
    cardlearn.set_language("th")
    calculator = UndertrickCalculator(lang="en")
    with pytest.raises(SettingError) as info:
        calculator.lang = "xx"
    assert info.value.key == "widgets.error.bad_setting"
    assert "ใช้" in str(info.value)  # Thai, the current language
    with pytest.raises(SettingError):
        calculator.contrast = 999
    with pytest.raises(SettingError):
        calculator.grain = True  # type: ignore[assignment]
    with pytest.raises(SettingError):
        calculator.ai_delay = -1
    assert (calculator.lang, calculator.contrast, calculator.grain) == ("en", 50, 50)
    calculator.lang = "TH"
    assert calculator.lang == "th"


@pytest.mark.parametrize("kwargs", [{"lang": "xx"}, {"contrast": 999}, {"grain": -1},
                                    {"color_temperature": "50"}, {"ai_delay": "fast"}])
def test_widget_constructors_refuse_bad_settings(kwargs: dict[str, object]) -> None:
    with pytest.raises(SettingError):
        UndertrickCalculator(**kwargs)  # type: ignore[arg-type]


def test_undertrick_calculator_wants_a_boolean_vulnerability() -> None:
    with pytest.raises(InvalidArgument):
        UndertrickCalculator(vulnerable="no")  # type: ignore[arg-type]


@pytest.mark.parametrize("guess", ["--800", "-−800", "²", "1" * 5000, "8OO"])
def test_undertrick_guesses_with_odd_digits_get_a_notice(guess: str) -> None:
    calculator = UndertrickCalculator(lang="da")
    before = repr(calculator)
    view = calculator.receive({"action": "guess", "value": guess[:2000]})
    assert view["notice"]["kind"] == "error"
    assert repr(calculator) == before
    assert calculator.receive({"action": "guess", "value": "−800"})["notice"] is None


def test_set_language_speaks_the_current_language_when_refusing() -> None:
    cardlearn.set_language("ko")
    with pytest.raises(UnknownLanguage) as info:
        cardlearn.set_language("xx")
    assert "cardlearn에 있는 언어가 아니에요" in str(info.value)
    assert cardlearn.get_language() == "ko"


def test_a_new_deal_after_the_match_says_the_match_is_over() -> None:
    table = JassTable(seed=1, ai_delay=0, lang="en", target=100)
    for _ in range(200):
        if table.match.is_over:
            break
        match = table.match
        if match.to_act == "S":
            if match.phase == "contract":
                table.receive({"action": "contract", "value": "E"})
            else:
                table.receive({"action": "select", "card": match.legal_cards("S")[0]})
                table.receive({"action": "confirm"})
        else:
            table.receive({"action": "new-deal"})
    assert table.match.is_over
    view = table.receive({"action": "new-deal"})
    assert view["notice"]["kind"] == "error"
    assert "in progress" not in view["notice"]["text"]
    from cardlearn.i18n import t

    assert t("jass.error.match_over", "en", team="X", score=0).split("X")[0] in view["notice"]["text"]


# ---------------------------------------------------------------- command line


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = cli.main(argv)
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lang", ["TH", "Th", "th-TH", "da_DK"])
def test_cli_lang_is_read_like_the_api(lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["lessons", "--lang", lang, "--dest", str(tmp_path / "x"), "--no-open"], capsys)
    assert code == 0, err
    assert any((tmp_path / "x").glob("*.ipynb"))


def test_cli_unknown_language_is_one_line_of_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["lessons", "--lang", "xx", "--no-open"], capsys)
    assert code == 2 and "Traceback" not in err and "“xx”" in err


def test_cli_dest_that_is_a_file_or_under_one_is_refused(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("mine", encoding="utf-8")
    for dest in (afile, afile / "sub"):
        code, _out, err = run(["lessons", "--lang", "da", "--dest", str(dest), "--no-open"], capsys)
        assert code == 2 and "Traceback" not in err and str(afile) in err
        assert "er en fil" in err  # in the lessons' language
    assert afile.read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("dest", ["/", "/etc", "/usr/lib/x", "/proc/self", "/var", "//"])
def test_cli_dest_in_a_system_folder_is_refused(dest: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["lessons", "--lang", "tr", "--dest", dest, "--no-open"], capsys)
    assert code == 2 and "Traceback" not in err and "sistem klasörü" in err


def test_cli_unwritable_dest_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(os, "access", lambda *args, **kwargs: False)  # as a non-root user would see
    code, _, err = run(["lessons", "--lang", "da", "--dest", str(tmp_path / "x"), "--no-open"], capsys)
    assert code == 2 and "kan ikke skrive" in err and "Traceback" not in err
    monkeypatch.undo()

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cli, "copy_lessons", full_disk)
    code, _, err = run(["lessons", "--lang", "da", "--dest", str(tmp_path / "y"), "--no-open"], capsys)
    assert code == 1 and "No space left on device" in err and "Traceback" not in err


def test_cli_lab_adds_allow_root_for_root_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    started: list[tuple[list[str], object]] = []
    monkeypatch.setattr(cli.subprocess, "call", lambda command, cwd: started.append((command, cwd)) or 0)
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    assert run(["lab", str(tmp_path)], capsys)[0] == 0
    assert started[-1] == ([cli.sys.executable, "-m", "jupyterlab", "--allow-root"], tmp_path)
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    assert run(["lab", str(tmp_path)], capsys)[0] == 0
    assert "--allow-root" not in started[-1][0]
    code, _, err = run(["lab", str(tmp_path / "missing")], capsys)
    assert code == 2 and "Traceback" not in err


def test_the_readme_first_command_is_the_learners_install_script() -> None:
    """The README's first command is tools/lab.sh (it installs, then runs ``cardlearn lab``, whose
    ``--allow-root`` as root the test above checks)."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    first = next(line for line in readme.split("```bash\n", 1)[1].splitlines() if not line.startswith("#"))
    assert first.split("#")[0].strip() == "bash tools/lab.sh"


def test_a_table_toggle_is_a_boolean_refused_in_the_current_language() -> None:
    from cardlearn.widgets import BridgeTable

    cardlearn.set_language("tr")
    table = BridgeTable(seed=1, ai_delay=0)
    with pytest.raises(SettingError) as info:
        table.four_color = "yes"  # type: ignore[assignment]
    assert "kullanılamaz" in str(info.value) and table.four_color is False


def test_a_one_number_range_is_said_as_one_number() -> None:
    # Issue #29: "allowed: 5–5" reads as a typo; a range of one value is that value.
    from cardlearn.widgets.lesson_base import IntentError, whole_number

    with pytest.raises(IntentError) as one:
        whole_number(9, 5, 5)
    with pytest.raises(IntentError) as many:
        whole_number(9, 0, 7)
    assert one.value.params["allowed"] == "5" and many.value.params["allowed"] == "0–7"
