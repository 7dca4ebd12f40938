"""The raw duplicate score of one deal, broken down into its parts (Law 77)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.contract import Contract, parse_contract
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.validate import check_bool, clip
from cardlearn.i18n import ngettext, resolve_language, t

# Penalty for the n-th undertrick (index n-1, the last entry repeats): [doubled][vulnerable].
_DOUBLED_PENALTY = {False: (100, 200, 200, 300), True: (200, 300)}


@dataclass(frozen=True, slots=True)
class ScorePart:
    """One line of a score: a part key (``trick_score``, ``undertrick`` ...) and its points.

    ``points`` are from the declaring side's view (undertricks are negative);
    ``n`` is the overtrick count or the undertrick's number (1st, 2nd ...).
    """

    key: str
    points: int
    n: int | None = None

    def label(self, lang: str | None = None) -> str:
        """The part's name in ``lang``."""
        if self.key == "overtricks":
            return ngettext("bridge.score.part.overtricks", self.n or 0, lang)
        if self.key == "undertrick":
            return t("bridge.score.part.undertrick", lang, n=self.n)
        return t(f"bridge.score.part.{self.key}", lang)


def score_parts(level: int, strain: int, doubled: int, vulnerable: bool, tricks: int) -> list[ScorePart]:
    """The parts of the score for declarer taking ``tricks`` in ``level``/``strain`` (0=C .. 4=NT)."""
    target = 6 + level
    if tricks < target:
        return _penalty_parts(target - tricks, doubled, vulnerable)
    factor = (1, 2, 4)[doubled]
    per_trick = 20 if strain < 2 else 30
    trick_score = (per_trick * level + (10 if strain == 4 else 0)) * factor
    parts = [ScorePart("trick_score", trick_score)]
    over = tricks - target
    if over:
        each = per_trick if doubled == 0 else (200 if vulnerable else 100) * doubled
        parts.append(ScorePart("overtricks", each * over, over))
    # Game is judged on the trick score alone, so overtricks never turn a part score into game.
    if trick_score >= 100:
        parts.append(ScorePart("game_bonus", 500 if vulnerable else 300))
    else:
        parts.append(ScorePart("partscore_bonus", 50))
    if level == 6:
        parts.append(ScorePart("small_slam_bonus", 750 if vulnerable else 500))
    elif level == 7:
        parts.append(ScorePart("grand_slam_bonus", 1500 if vulnerable else 1000))
    if doubled:
        parts.append(ScorePart("insult", 50 * doubled))
    return parts


def _penalty_parts(down: int, doubled: int, vulnerable: bool) -> list[ScorePart]:
    parts = []
    for n in range(1, down + 1):
        if doubled == 0:
            points = 100 if vulnerable else 50
        else:
            table = _DOUBLED_PENALTY[vulnerable]
            points = table[min(n, len(table)) - 1] * doubled  # redoubled is twice doubled
        parts.append(ScorePart("undertrick", -points, n))
    return parts


@dataclass(frozen=True)
class ScoreBreakdown:
    """A deal's score: its parts, the declaring side's ``total`` and the ``ns``/``ew`` view.

    ``total`` is from the declaring side's view (``-800`` for 4♥X−3
    vulnerable); ``ns`` and ``ew`` are equal and opposite; a passed-out deal
    has no contract, no parts and 0 for both sides.
    """

    contract: Contract | None
    tricks: int
    vulnerable: bool
    parts: tuple[ScorePart, ...] = field(default_factory=tuple)

    @property
    def total(self) -> int:
        """Points for the declaring side (negative when the contract is defeated)."""
        return sum(part.points for part in self.parts)

    @property
    def passed_out(self) -> bool:
        """Whether the deal was passed out (no contract)."""
        return self.contract is None

    @property
    def made(self) -> bool:
        """Whether the declarer took at least the contract's target (False when passed out)."""
        return self.contract is not None and self.tricks >= self.contract.target

    @property
    def overtricks(self) -> int:
        """Tricks over the target (0 if not made)."""
        return max(0, self.tricks - self.contract.target) if self.contract else 0

    @property
    def undertricks(self) -> int:
        """Tricks short of the target (0 if made)."""
        return max(0, self.contract.target - self.tricks) if self.contract else 0

    @property
    def declarer_side(self) -> str | None:
        """``"NS"`` or ``"EW"``: the side the total belongs to (None when passed out)."""
        return self.contract.side if self.contract else None

    @property
    def ns(self) -> int:
        """North–South's score."""
        if self.contract is None:
            return 0
        return self.total if self.contract.side == "NS" else -self.total

    @property
    def ew(self) -> int:
        """East–West's score (always ``-ns``)."""
        return -self.ns

    def result_text(self, lang: str | None = None) -> str:
        """``4♥X by South, down 3: −800`` style summary in ``lang``."""
        lang = resolve_language(lang)
        if self.contract is None:
            return t("bridge.score.passed_out", lang)
        if self.made and self.overtricks == 0:
            result = t("bridge.score.made_exactly", lang)
        elif self.made:
            result = ngettext("bridge.score.made_over", self.overtricks, lang)
        else:
            result = ngettext("bridge.score.down", self.undertricks, lang)
        return t("bridge.score.summary", lang, contract=self.contract.label(lang), result=result,
                 total=f"{self.total:+d}")

    def to_frame(self, lang: str | None = None) -> Any:
        """The parts as a DataFrame: ``part``, ``n``, ``label``, ``points``, ``ns``, ``ew``."""
        import pandas as pd  # only record tables need pandas; keep the engine's import light

        sign = 1 if self.declarer_side != "EW" else -1
        rows = [
            {"part": p.key, "n": p.n, "label": p.label(lang), "points": p.points,
             "ns": sign * p.points, "ew": -sign * p.points}
            for p in self.parts
        ]
        return pd.DataFrame(rows, columns=["part", "n", "label", "points", "ns", "ew"])

    def __repr__(self) -> str:
        contract = str(self.contract) if self.contract else "passed out"
        parts = ", ".join(f"{p.key}{'' if p.n is None else p.n}={p.points}" for p in self.parts)
        return f"ScoreBreakdown({contract}, tricks={self.tricks}, total={self.total}, ns={self.ns}, ew={self.ew}; {parts})"

    def _repr_html_(self) -> str:
        from cardlearn.engine.bridge.html import score_html

        return score_html(self)


@checked
def score(contract: str | Contract, tricks: int, vulnerable: bool = False,
          declarer: str | None = None) -> ScoreBreakdown:
    """The raw duplicate score of ``contract`` (``"4HX"``, ``"3NT by S"``) when declarer takes ``tricks``.

    ``vulnerable`` is the declaring side's vulnerability. ``declarer`` (a seat)
    overrides the one in the contract text; without either the declarer is
    South, which only matters for ``.ns``/``.ew``.
    """
    if not isinstance(contract, Contract):
        contract = parse_contract(contract)
    if declarer is not None:
        contract = contract.with_declarer(SEATS[parse_seat(declarer)])
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise IllegalAction("bridge.error.bad_tricks", tricks=clip(tricks))
    # A string such as "no" would be true: vulnerability is a boolean and nothing else.
    vulnerable = check_bool(vulnerable, "vulnerable")
    parts = score_parts(contract.level, STRAINS.index(contract.strain), contract.doubled,
                        vulnerable, tricks)
    return ScoreBreakdown(contract, tricks, vulnerable, tuple(parts))


def passed_out_score() -> ScoreBreakdown:
    """The 0–0 score of a passed-out deal."""
    return ScoreBreakdown(None, 0, False, ())


