"""The teacher's checker: every mistake in a file or folder of exercises, named by file, exercise and field."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import FileProblem, read_toml
from cardlearn.exercises.answers import Solution, Unanswerable, solve
from cardlearn.exercises.errors import ExerciseError, MalformedAnswer, Problem, TemplateError
from cardlearn.exercises.generators import GeneratorProblem, variant
from cardlearn.exercises.kinds import parse_value, show
from cardlearn.exercises.schema import ExerciseSpec, parse_exercise
from cardlearn.exercises.texts import parse_template
from cardlearn.i18n import DEFAULT_LANGUAGE, LANGUAGES, Message, msg

GENERATOR_SEEDS = range(8)
"""Seeds the checker tries for each generator: every variant must have an answer."""
RENDER_SEEDS = range(24)
"""Seeds whose variants the checker renders in every language, as the widget would show them."""


@dataclass
class CheckReport:
    """The result of checking a file or folder: the exercises read and every problem found."""

    files: list[str] = field(default_factory=list)
    exercises: list[ExerciseSpec] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    parsed: list[ExerciseSpec] = field(default_factory=list)
    """Every exercise that could be read, even from a file with errors (for the duplicate check)."""

    @property
    def errors(self) -> list[Problem]:
        """The problems that make a file unusable (warnings excluded)."""
        return [problem for problem in self.problems if not problem.warning]

    @property
    def ok(self) -> bool:
        """Whether there is no error (warnings allowed)."""
        return not self.errors

    def text(self, lang: str | None = None) -> str:
        """The report for a teacher: each problem on a line, then a summary."""
        lines = [problem.text(lang) for problem in self.problems]
        if self.ok:
            lines.append(Message("exercises.check.summary_ok", {"files": len(self.files)},
                                 len(self.exercises)).text(lang))
        else:
            lines.append(Message("exercises.check.summary_errors", {}, len(self.errors)).text(lang))
        return "\n".join(lines)


def _engine_message(error: Exception) -> Message:
    if isinstance(error, (Unanswerable, GeneratorProblem)):
        return error.message
    assert isinstance(error, CardlearnError)
    return error.message


def expected_value(spec: ExerciseSpec, solution: Solution, raw: Any) -> Any:
    """The teacher's ``expected`` in canonical form (a frozenset for set answers); raises MalformedAnswer."""
    items = list(solution.items) if solution.items else None
    if isinstance(solution.value, frozenset):
        values = raw if isinstance(raw, list) else [raw]
        return frozenset(parse_value(spec.kind, value, spec.game, items) for value in values)
    return parse_value(spec.kind, raw, spec.game, items)


def _texts(spec: ExerciseSpec) -> list[tuple[str, dict[str, str]]]:
    return [("prompt", spec.prompt)] + [(f"hints[{n}]", hint) for n, hint in enumerate(spec.hints, 1)]


def _check_templates(spec: ExerciseSpec, problem: Any) -> set[str]:
    """Every placeholder is a name (with at most an alignment and a small width); returns the bad fields."""
    bad = set()
    for name, by_lang in _texts(spec):
        for lang, text in by_lang.items():
            try:
                parse_template(text)
            except TemplateError as error:
                problem(f"{name}.{lang}", error.message)
                bad.add(f"{name}.{lang}")
    return bad


def _source_lang(by_lang: dict[str, str], lang: str) -> str:
    """The language whose text :func:`~cardlearn.exercises.texts.localized` shows for ``lang``."""
    if by_lang.get(lang):
        return lang
    return DEFAULT_LANGUAGE if by_lang.get(DEFAULT_LANGUAGE) else next(iter(by_lang), lang)


def _check_rendering(spec: ExerciseSpec, problem: Any, reported: set[str]) -> None:
    """Render every prompt and hint of every variant in every language exactly as the widget does.

    So a placeholder the prompt never receives (a generator helper such as
    ``{doubled}``, a field of another topic) fails here, not at run time.
    """
    # Imported here: the api imports the loader, which imports this module.
    from cardlearn.exercises.api import Exercise

    seeds: list[int | None] = [None, *RENDER_SEEDS] if spec.generator else [None]
    for seed in seeds:
        try:
            ex = Exercise(spec, seed=seed)
        except ExerciseError:
            continue  # no answer for this variant: the engine's part of the check reports it
        texts = [("prompt", spec.prompt, 0)] + [(f"hints[{n}]", hint, n) for n, hint in enumerate(spec.hints, 1)]
        for name, by_lang, number in texts:
            for lang in LANGUAGES:
                field_name = f"{name}.{_source_lang(by_lang, lang)}"
                if field_name in reported:
                    continue
                try:
                    ex.prompt_text(lang) if number == 0 else ex.hint_text(number, lang)
                except CardlearnError as error:
                    reported.add(field_name)
                    problem(field_name, error.message)


def _check_expected(spec: ExerciseSpec, solution: Solution, problem: Callable[[str | None, Message], None]) -> None:
    """The teacher's ``expected`` answer is well formed and is the engine's answer."""
    try:
        expected = expected_value(spec, solution, spec.expected)
    except MalformedAnswer as error:
        problem("expected", error.message)
        return
    if expected != solution.value:
        problem("expected", msg("exercises.check.expected_mismatch",
                                expected=show(spec.kind, expected, spec.game),
                                answer=show(spec.kind, solution.value, spec.game)))


def _check_variants(spec: ExerciseSpec, problem: Callable[[str | None, Message], None]) -> None:
    """Every generated variant (a few fixed seeds) has an answer; the first that fails is reported."""
    for seed in GENERATOR_SEEDS:
        try:
            solve(spec.topic, spec.kind, variant(spec.topic, spec.situation, spec.generator or {}, seed))
        except GeneratorProblem as error:
            problem(f"generator.{error.field}", error.message)
            return
        except (CardlearnError, Unanswerable) as error:
            problem("generator", msg("exercises.check.generator_no_answer", seed=seed,
                                     problem=_engine_message(error)))
            return


def check_exercise(spec: ExerciseSpec) -> list[Problem]:
    """The engine's part of the check: an answer exists, matches ``expected``, every variant works."""
    problems: list[Problem] = []

    def problem(name: str | None, message: Message) -> None:
        problems.append(Problem(spec.file, message, spec.id, name))

    _check_rendering(spec, problem, _check_templates(spec, problem))
    try:
        solution = solve(spec.topic, spec.kind, spec.situation)
    except (CardlearnError, Unanswerable) as error:
        problem(None, msg("exercises.check.no_answer", problem=_engine_message(error)))
        return problems
    if spec.expected is not None:
        _check_expected(spec, solution, problem)
    if spec.generator:
        _check_variants(spec, problem)
    return problems


MAX_EXERCISE_BYTES = 2 * 1024 * 1024
"""An exercise file larger than this is refused unread (the largest shipped file is about 32 KB)."""


def read_file(path: str | Path, label: str | None = None) -> CheckReport:
    """Read and check one TOML file (nothing is kept from a file with an error)."""
    path = Path(path)
    name = label or str(path)
    report = CheckReport(files=[name])
    try:  # the one file layer: a FIFO, a device, a huge or deeply nested file is this file's problem only
        data = read_toml(path, max_bytes=MAX_EXERCISE_BYTES)
    except FileProblem as error:
        problem = msg("exercises.check.bad_toml", detail=error.params["detail"]) \
            if error.key == "files.error.bad_toml" else error.message
        report.problems.append(Problem(name, problem))
        return report
    entries = data.get("exercise")
    unknown = [key for key in data if key != "exercise"]
    for key in unknown:
        report.problems.append(Problem(name, msg("exercises.check.unknown_top", name=key), None, key))
    if not isinstance(entries, list) or not entries:
        report.problems.append(Problem(name, msg("exercises.check.no_exercises")))
        return report
    specs: list[ExerciseSpec] = []
    for position, raw in enumerate(entries, 1):
        spec, found = parse_exercise(raw, name, position)
        report.problems.extend(found)
        if spec is not None:
            report.problems.extend(check_exercise(spec))
            specs.append(spec)
    _check_unique(specs, report)
    report.parsed = specs
    if report.ok:
        report.exercises = specs
    return report


def _check_unique(specs: list[ExerciseSpec], report: CheckReport,
                  seen: dict[str, ExerciseSpec] | None = None) -> None:
    seen = {} if seen is None else seen
    for spec in specs:
        first = seen.get(spec.id)
        if first is not None:
            report.problems.append(Problem(spec.file, msg("exercises.check.duplicate_id", id=spec.id,
                                                          other=first.file), spec.id, "id"))
        else:
            seen[spec.id] = spec


@checked
def check_path(path: str | Path) -> CheckReport:
    """Check a TOML file, or every ``*.toml`` file of a folder (ids must be unique across them)."""
    path = Path(path)
    if not path.exists():
        report = CheckReport(files=[str(path)])
        report.problems.append(Problem(str(path), msg("exercises.check.no_such_path")))
        return report
    files = sorted(path.glob("*.toml")) if path.is_dir() else [path]
    report = CheckReport()
    if not files:
        report.files.append(str(path))
        report.problems.append(Problem(str(path), msg("exercises.check.empty_folder")))
        return report
    specs: list[ExerciseSpec] = []
    for file in files:
        single = read_file(file)
        report.files.extend(single.files)
        report.problems.extend(single.problems)
        specs.extend(single.parsed)
    # Duplicates within one file are reported by read_file; here only those across files.
    seen: dict[str, ExerciseSpec] = {}
    for spec in specs:
        first = seen.setdefault(spec.id, spec)
        if first.file != spec.file:
            report.problems.append(Problem(spec.file, msg("exercises.check.duplicate_id", id=spec.id,
                                                          other=first.file), spec.id, "id"))
    report.parsed = specs
    if report.ok:
        report.exercises = specs
    return report
