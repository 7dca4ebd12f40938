"""The teacher's checker: every mistake in a file or folder of exercises, named by file, exercise and field."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomllib

from cardlearn.engine.errors import CardlearnError
from cardlearn.exercises.answers import Solution, Unanswerable, solve
from cardlearn.exercises.errors import MalformedAnswer, Problem
from cardlearn.exercises.generators import GeneratorProblem, variant
from cardlearn.exercises.kinds import parse_value, show
from cardlearn.exercises.schema import ExerciseSpec, parse_exercise
from cardlearn.exercises.texts import placeholders, prompt_params
from cardlearn.i18n import Message, msg

GENERATOR_SEEDS = range(8)
"""Seeds the checker tries for each generator: every variant must have an answer."""


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


def _check_prompts(spec: ExerciseSpec, problem: Any) -> None:
    params = prompt_params(spec.game, spec.situation)
    if spec.generator:
        for name in spec.generator:
            params.setdefault(name, "")
    texts = [("prompt", spec.prompt)] + [(f"hints[{n}]", hint) for n, hint in enumerate(spec.hints, 1)]
    for name, by_lang in texts:
        for lang, text in by_lang.items():
            try:
                names = placeholders(text)
            except ValueError:
                problem(f"{name}.{lang}", msg("exercises.check.bad_braces"))
                continue
            unknown = [item for item in names if item not in params]
            if unknown:
                problem(f"{name}.{lang}", msg("exercises.check.bad_placeholder", name=unknown[0],
                                               names=", ".join(sorted(params)) or "–"))


def check_exercise(spec: ExerciseSpec) -> list[Problem]:
    """The engine's part of the check: an answer exists, matches ``expected``, every variant works."""
    problems: list[Problem] = []

    def problem(name: str | None, message: Message) -> None:
        problems.append(Problem(spec.file, message, spec.id, name))

    _check_prompts(spec, problem)
    try:
        solution = solve(spec.topic, spec.kind, spec.situation)
    except (CardlearnError, Unanswerable) as error:
        problem(None, msg("exercises.check.no_answer", problem=_engine_message(error)))
        return problems
    if spec.expected is not None:
        try:
            expected = expected_value(spec, solution, spec.expected)
        except MalformedAnswer as error:
            problem("expected", error.message)
        else:
            if expected != solution.value:
                problem("expected", msg("exercises.check.expected_mismatch",
                                        expected=show(spec.kind, expected, spec.game),
                                        answer=show(spec.kind, solution.value, spec.game)))
    if spec.generator:
        for seed in GENERATOR_SEEDS:
            try:
                solve(spec.topic, spec.kind, variant(spec.topic, spec.situation, spec.generator, seed))
            except GeneratorProblem as error:
                problem(f"generator.{error.field}", error.message)
                break
            except (CardlearnError, Unanswerable) as error:
                problem("generator", msg("exercises.check.generator_no_answer", seed=seed,
                                         problem=_engine_message(error)))
                break
    return problems


def read_file(path: str | Path, label: str | None = None) -> CheckReport:
    """Read and check one TOML file (nothing is kept from a file with an error)."""
    path = Path(path)
    name = label or str(path)
    report = CheckReport(files=[name])
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        report.problems.append(Problem(name, msg("exercises.check.bad_toml", detail=str(error))))
        return report
    except (OSError, UnicodeDecodeError) as error:
        report.problems.append(Problem(name, msg("exercises.check.unreadable", detail=str(error))))
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
