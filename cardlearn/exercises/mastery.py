"""Practice until mastered: a generated exercise is mastered at 8 right of the last 10 fresh exercises.

Only the first answer to each variant (each seed) counts: trying the same
question again until it is right is practice, not a new exercise. The count
comes from the answers journal (every attempt is recorded there with its seed),
so it is the same in every notebook that shares the file.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from cardlearn.i18n import Message, msg

TARGET_RIGHT = 8
TARGET_OF = 10


@dataclass(frozen=True)
class Mastery:
    """How many of the last ``counted`` fresh exercises were right, against the target."""

    right: int
    counted: int
    target_right: int = TARGET_RIGHT
    target_of: int = TARGET_OF

    @property
    def mastered(self) -> bool:
        """Whether the target is reached (``right`` of the last ``target_of``)."""
        return self.right >= self.target_right

    @property
    def message(self) -> Message:
        """One line for the learner: mastered, or how far there is to go."""
        if not self.counted:
            return msg("exercises.mastery.start", goal=self.target_right, of=self.target_of)
        key = "exercises.mastery.mastered" if self.mastered else "exercises.mastery.not_yet"
        return msg(key, right=self.right, counted=self.counted, goal=self.target_right, of=self.target_of)

    @property
    def summary(self) -> Message:
        """The same without the invitation to press New exercise (for the progress page)."""
        if self.counted and not self.mastered:
            return msg("exercises.mastery.not_yet_short", right=self.right, counted=self.counted,
                       goal=self.target_right, of=self.target_of)
        return self.message


def first_answers(attempts: Iterable[Mapping[str, Any]]) -> list[bool]:
    """Whether the first answer to each variant was right, oldest variant first."""
    seen: set[Any] = set()
    results: list[bool] = []
    for attempt in attempts:
        seed = attempt.get("seed")
        if seed in seen:
            continue
        seen.add(seed)
        results.append(bool(attempt.get("correct")))
    return results


def mastery(attempts: Iterable[Mapping[str, Any]], target_right: int = TARGET_RIGHT,
            target_of: int = TARGET_OF) -> Mastery:
    """The mastery of one exercise from its attempts (as the answers journal keeps them)."""
    last = first_answers(attempts)[-target_of:]
    return Mastery(sum(last), len(last), target_right, target_of)


__all__ = ["TARGET_OF", "TARGET_RIGHT", "Mastery", "first_answers", "mastery"]
