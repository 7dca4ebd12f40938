"""The Monte-Carlo double-dummy card player: deal the unseen cards, solve each layout, play the best.

endplay is optional: nothing here imports it until a solve is asked for
(:func:`solver`), so the package still runs in JupyterLite, where
:mod:`.play` falls back to the heuristic player. Positions go to the DDS
library as raw ``deal`` structs in batches of up to 200 boards, which is much
faster than building endplay ``Deal`` objects one by one.

The player sees only a :class:`~cardlearn.ai.bridge.sampling.SeatView`.

**The time budget.** A decision gets a budget in *estimated* milliseconds and
solves ``budget / cost`` layouts, where ``cost`` is :func:`solve_cost_ms`, a
fixed table of what one layout costs on the reference machine (2 cores, DDS
with 2 threads, the 75th percentile over random bidder contracts) by the
number of cards still to play. A solve at the opening lead (three hidden
hands, 52 cards) costs about 70 ms, one at trick 2 about 17 ms, one after
trick 4 under 2 ms; so the opening lead gets few layouts and the middle of the
play many. Why an estimate and not a stopwatch: a wall-clock cut-off would
solve a different number of layouts on a busy machine, so the same seed would
choose a different card in a lesson, a test or a replay. With the estimate the
layouts and the card depend only on the seed, the position and the level. The
cost of one solve varies a lot between layouts (the opening lead's 95th
percentile is twice its 75th), which is why the table uses an upper quartile
and the count is clamped (``min_samples``, ``max_samples``; a decision the
sample leaves unsettled may grow to ``unsettled_samples``). The ``budget``
level (:mod:`.strength`) is the one deliberate exception: for a class on one
server it gives each decision a real wall-clock deadline and gives up on
reproducibility there.

**The deadline (budget level).** :meth:`MonteCarloPlayer.analyse_by_deadline`
samples and solves layouts in small batches and stops when the next batch
would not finish before the deadline. A DDS call cannot be interrupted, so
a batch starts only if :data:`SAFETY` times its predicted length fits, the
prediction coming from :data:`PACE`, a running measure of
wall seconds per estimated millisecond in this process: in a class whose
learners all play at once it learns within a decision or two that the
machine is crowded (the load average lags such a burst by a minute), and the
expensive positions then fall back to the heuristic card at once instead of
waiting for their deadline, and the deadline itself shrinks. The solver then
runs with one thread and a small table cap (:func:`use_solver_resources`).
"""
from __future__ import annotations

import importlib.util
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardlearn.ai.bridge.sampling import SeatView, sample_layouts, view_key
from cardlearn.engine.bridge.fast import SUIT_MASKS, mask_cards
from cardlearn.engine.bridge.scoring import score_parts

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.ai.bridge.strength import Budget

# DDS stores a suit holding with bit r for rank r (2..14); our suits have bit 0 = ace.
_DDS_HOLDING: tuple[int, ...] = tuple(
    sum(1 << (14 - i) for i in range(13) if h >> i & 1) for h in range(1 << 13)
)
BATCH = 200
# The budget level solves at most this many layouts per DDS call, so it can stop near its deadline.
DEADLINE_BATCH = 4
# A batch starts only if SAFETY times its predicted length fits before the deadline.
SAFETY = 2.0

# The wall clock of the deadline (tests replace it).
clock: Callable[[], float] = time.perf_counter


# --- the solver ----------------------------------------------------------------------------------

# (MB, threads) last set by use_solver_resources (None: DDS's own), and the DDS module it was set through:
# importing endplay later loads endplay._dds, which resets DDS to its own resources.
_solver_resources: tuple[int, int] | None = None
_solver_module: Any = None


def use_solver_resources(memory_mb: int | None = None, threads: int | None = None) -> None:
    """Limit DDS to ``threads`` threads and ``memory_mb`` MB of tables; no arguments: DDS's defaults.

    DDS keeps transposition tables per thread for the life of the process (by
    default sized for the whole machine, ~100 MB a kernel); a class of kernels
    on one server does better with one thread and a small cap each. The
    double-dummy results do not depend on this, only the speed and memory.
    """
    global _solver_resources, _solver_module
    wanted = None if memory_mb is None or threads is None else (memory_mb, threads)
    dds = solver()
    if dds is not _solver_module:
        _solver_module, _solver_resources = dds, None  # a freshly loaded module: DDS's own resources
    if wanted == _solver_resources:
        return
    dll = dds._dll
    if wanted is None:
        dll.SetMaxThreads(0)
    else:
        dll.SetResources(wanted[0], wanted[1])
    _solver_resources = wanted


class Pace:
    """Wall seconds per *estimated* solver millisecond in this process, measured batch by batch.

    A moving average of recent DDS calls; with no recent measurement it
    drifts back to 1 (an idle machine) with a half-life of ``half_life_s``.
    """

    FLOOR_MS = 5.0
    CAP = 100.0
    BUSY = 2.0  # one thread on an idle machine runs at about 0.5-1 of the table's estimate

    def __init__(self, half_life_s: float = 10.0, initial: float | None = None) -> None:
        self.ratio = initial
        self.half_life_s = half_life_s
        self.updated: float | None = None

    def current(self, now: float) -> float:
        """The ratio now (the last measurement, decayed towards 1 with time)."""
        if self.ratio is None:  # nothing measured yet: guess from the load average (1 when idle)
            from cardlearn.ai.bridge.strength import busy_factor

            self.ratio = 1.0 / busy_factor()
        if self.updated is None:
            return self.ratio
        weight = 0.5 ** (max(0.0, now - self.updated) / self.half_life_s)
        return 1.0 + (self.ratio - 1.0) * weight

    def busy_factor(self, now: float) -> float:
        """1.0 while the solver runs at most ``BUSY`` times slower than estimated, else ``BUSY / ratio``."""
        return min(1.0, self.BUSY / self.current(now))

    def predict_s(self, estimated_ms: float, now: float) -> float:
        """How many wall seconds a solve of ``estimated_ms`` estimated milliseconds should take now."""
        return estimated_ms * self.current(now) / 1000.0

    def observe(self, estimated_ms: float, wall_s: float, now: float) -> None:
        """Record that ``estimated_ms`` of estimated work took ``wall_s`` seconds."""
        # A tiny batch measures mostly scheduling noise: count it as at least FLOOR_MS of work.
        measured = min(self.CAP, max(0.05, 1000.0 * wall_s / max(estimated_ms, self.FLOOR_MS)))
        current = self.current(now)
        # Slower at once, faster gradually: a deadline is missed by underestimating, not by the opposite.
        self.ratio = measured if measured > current else 0.6 * current + 0.4 * measured
        self.updated = now


PACE = Pace()


_standalone_dds: Any = None


def solver() -> Any:
    """endplay's ctypes module for DDS; raises ImportError when the solver is not installed.

    If ``endplay`` is not imported yet, its ``_dds`` module is loaded on its
    own, without the package: ``import endplay`` also imports matplotlib
    (~0.3 s of CPU and ~40 MB a kernel), which a class of 30 kernels
    starting their first deal at once pays many times over.
    """
    global _standalone_dds
    if "endplay._dds" in sys.modules:
        loaded = sys.modules["endplay._dds"]
        if loaded is None:  # import blocked, as Python's own import would treat it
            raise ImportError("import of endplay._dds halted; None in sys.modules")
        return loaded
    if _standalone_dds is None:
        _standalone_dds = _load_dds_alone()
    return _standalone_dds


def _load_dds_alone() -> Any:
    """endplay/_dds/__init__.py (ctypes and the standard library only) as a module of its own."""
    package = importlib.util.find_spec("endplay")  # finds the package without running its __init__
    if package is None or not package.submodule_search_locations:
        raise ImportError("endplay is not installed")
    path = Path(next(iter(package.submodule_search_locations))) / "_dds" / "__init__.py"
    spec = importlib.util.spec_from_file_location("cardlearn.ai.bridge._endplay_dds", path)
    if spec is None or spec.loader is None or not path.exists():
        raise ImportError(f"endplay's DDS module is missing: {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # loads libdds (OSError if the library is broken)
    return module


def make_deal(dds: Any, hands: Sequence[int], trump: int, leader: int, trick: Sequence[int]) -> Any:
    """A DDS deal struct: remaining ``hands`` (N E S W), ``trump`` (suit 0..3 or -1), the trick so far."""
    deal = dds.deal()
    deal.trump = 4 if trump < 0 else trump
    deal.first = leader
    for i in range(3):
        card = trick[i] if i < len(trick) else -1
        deal.currentTrickSuit[i] = card // 13 if card >= 0 else 0
        deal.currentTrickRank[i] = 14 - card % 13 if card >= 0 else 0
    for seat in range(4):
        mask = hands[seat]
        row = deal.remainCards[seat]
        for suit in range(4):
            row[suit] = _DDS_HOLDING[(mask >> (13 * suit)) & 0x1FFF]
    return deal


def solve_positions(deals: Sequence[Any]) -> list[dict[int, int]]:
    """For each DDS deal, every legal card of the player to move with its double-dummy tricks.

    The tricks are those the side to move takes from the current trick on
    (the current trick included), as DDS counts them.
    """
    dds = solver()
    results: list[dict[int, int]] = []
    for start in range(0, len(deals), BATCH):
        chunk = deals[start:start + BATCH]
        boards = dds.boards()
        boards.noOfBoards = len(chunk)
        for i, deal in enumerate(chunk):
            boards.deals[i] = deal
            boards.target[i] = -1
            boards.solutions[i] = 3
            boards.mode[i] = 1
        solved = dds.solvedBoards()
        dds.SolveAllBoardsBin(boards, solved)
        for i in range(len(chunk)):
            future = solved.solvedBoard[i]
            scores: dict[int, int] = {}
            for k in range(future.cards):
                suit, rank, score = future.suit[k], future.rank[k], future.score[k]
                holding = (1 << rank) | future.equals[k]
                for r in range(2, 15):
                    if holding >> r & 1:
                        scores[13 * suit + 14 - r] = score
            results.append(scores)
    return results


# --- equal cards -------------------------------------------------------------------------------


def card_groups(view: SeatView) -> list[list[int]]:
    """The legal cards in groups of equals as this seat sees them (touching once the cards between are gone).

    Two cards of one hand and suit are equal when every card ranked between
    them went in a *completed* trick: whatever the hidden layout, they take
    the same tricks, so one evaluation serves the whole group. A card played
    to the trick in progress is still on the table and still separates: with
    partner's ♥K led, the dummy's ♥A overtakes it and the ♥10 does not.
    """
    legal = view.legal_mask
    gone = 0
    for _, card in view.played[:len(view.played) - len(view.current_trick)]:
        gone |= 1 << card
    groups: list[list[int]] = []
    for card in mask_cards(legal):
        if groups and groups[-1][-1] // 13 == card // 13:
            previous = groups[-1][-1]
            between = ((1 << card) - 1) & ~((1 << (previous + 1)) - 1)
            if between & ~gone == 0:
                groups[-1].append(card)
                continue
        groups.append([card])
    return groups


# --- evaluation --------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardStats:
    """How one card (and its equals) fared over the sampled layouts, from the declarer's side."""

    card: int
    equals: tuple[int, ...]
    tricks: tuple[int, ...]
    target: int
    scores: tuple[int, ...]

    @property
    def make_rate(self) -> float:
        """Share of layouts where the contract makes after this card."""
        return sum(t >= self.target for t in self.tricks) / len(self.tricks)

    @property
    def mean_tricks(self) -> float:
        """Average declarer tricks after this card."""
        return sum(self.tricks) / len(self.tricks)

    @property
    def mean_score(self) -> float:
        """Average declarer score (points) after this card."""
        return sum(self.scores) / len(self.scores)


def declarer_scores(view: SeatView) -> tuple[int, ...]:
    """The declaring side's score for 0..13 tricks in this contract (the engine's scoring)."""
    vulnerable = bool(view.vulnerability >> (view.declarer & 1) & 1)
    return tuple(sum(p.points for p in score_parts(view.level, view.strain, view.doubled, vulnerable, t))
                 for t in range(14))


def evaluate(view: SeatView, layouts: Sequence[Sequence[int]],
             groups: list[list[int]] | None = None) -> list[CardStats]:
    """Double-dummy results of each group of equal legal cards over ``layouts`` (remaining N E S W masks)."""
    groups = groups if groups is not None else card_groups(view)
    return tally(view, solve_layouts(view, layouts), groups)


def solve_layouts(view: SeatView, layouts: Sequence[Sequence[int]]) -> list[dict[int, int]]:
    """The double-dummy tricks of every legal card in each layout (see :func:`solve_positions`)."""
    dds = solver()
    trick = [card for _, card in view.current_trick]
    return solve_positions([make_deal(dds, hands, view.trump, view.leader, trick) for hands in layouts])


def tally(view: SeatView, solved: Sequence[dict[int, int]], groups: list[list[int]]) -> list[CardStats]:
    """The :class:`CardStats` of each group of equal cards from solved layouts."""
    declaring_to_move = (view.to_play ^ view.declarer) & 1 == 0
    remaining = 13 - len(view.played) // 4
    already = view.won[view.declarer & 1]
    table = declarer_scores(view)
    stats = []
    for group in groups:
        tricks = []
        for scores in solved:
            side = scores[group[0]]
            tricks.append(already + (side if declaring_to_move else remaining - side))
        stats.append(CardStats(group[0], tuple(group), tuple(tricks), 6 + view.level,
                               tuple(table[t] for t in tricks)))
    return stats


# Estimated milliseconds to solve one layout, by cards still to play (see the module docstring).
SOLVE_COST_MS: tuple[tuple[int, float], ...] = ((52, 70.0), (49, 17.0), (45, 9.0), (37, 1.9), (25, 0.9), (0, 0.4))


def solve_cost_ms(view: SeatView) -> float:
    """The estimated cost of solving one layout of this position (a fixed table, never a clock)."""
    left = 52 - len(view.played)
    return next(cost for edge, cost in SOLVE_COST_MS if left >= edge)


def samples_for(view: SeatView, budget: Budget | None = None) -> int:
    """How many layouts fit ``budget`` here (default: the ``full`` level's).

    0 means the budget does not reach ``min_samples`` and allows the heuristic
    instead; otherwise the count is clamped to the budget's sample range.
    """
    from cardlearn.ai.bridge.strength import decision_budget

    budget = budget or decision_budget("full")
    assert budget is not None
    fit = int(budget.ms // solve_cost_ms(view))
    if fit < budget.min_samples and budget.heuristic_below_min:
        return 0
    return max(budget.min_samples, min(budget.max_samples, fit))


def extension_for(view: SeatView, budget: Budget | None = None) -> int:
    """How many more layouts a decision not settled after its sample may solve (the budget's ``unsettled_samples``)."""
    from cardlearn.ai.bridge.strength import decision_budget

    budget = budget or decision_budget("full")
    assert budget is not None
    fit = int(budget.ms // solve_cost_ms(view))
    return max(0, min(budget.unsettled_samples, fit) - samples_for(view, budget))


def ranked(view: SeatView, stats: list[CardStats]) -> list[CardStats]:
    """The groups from best to worst for the chooser: average score, then its side's average tricks."""
    sign = 1 if view.declaring else -1
    return sorted(stats, key=lambda s: (-round(sign * s.mean_score, 6), -round(sign * s.mean_tricks, 6)))


SETTLE_ROUNDS = 3
"""An adaptive analysis solves its layouts in up to this many rounds, checking after each one whether to stop."""
SETTLE_MIN = 3
"""The fewest layouts on which a decision may be called settled."""
TWIN_ROUNDS = 2
"""A leader tied with another group on every layout so far (a twin) settles only after this many rounds."""
EARLY_STOP_MS = 5.0
"""Below this estimated cost of one layout (from the third trick on) every layout is solved: stopping
early saves a few ms there and, on close decisions, cost tricks (issue #28)."""


def rounds(count: int) -> list[int]:
    """The sizes of the rounds in which ``count`` layouts are solved: about a third each, at least SETTLE_MIN."""
    size = max(SETTLE_MIN, -(-count // SETTLE_ROUNDS))
    sizes = []
    while count > 0:
        sizes.append(min(size, count))
        count -= sizes[-1]
    return sizes


def settled(view: SeatView, stats: Sequence[CardStats], anchor: int | None = None,
            done: int = SETTLE_ROUNDS) -> bool:
    """Whether more layouts cannot change the choice much: one group is never worse than any other.

    The leading group is the best one (``stats`` are ranked), or the group
    holding ``anchor`` (the opening lead's standard card, which the AI leads
    unless another suit is clearly better). It must take at least as many
    tricks for the chooser's side as every other group on every layout solved
    so far: more layouts could still make another group better on average
    only through layouts unlike all of these. Only one group left: settled.
    A twin (a group tying the leader on every layout) says nothing yet about
    which is better: then, without an anchor (which wins ties), it needs
    ``done`` >= :data:`TWIN_ROUNDS` rounds solved.
    """
    lead = next((s for s in stats if anchor in s.equals), None) if anchor is not None else stats[0]
    if lead is None:
        return False
    sign = 1 if view.declaring else -1
    if not all(sign * (mine - theirs) >= 0
               for other in stats if other is not lead
               for mine, theirs in zip(lead.tricks, other.tricks, strict=True)):
        return False
    twin = any(other is not lead and other.tricks == lead.tricks for other in stats)
    return anchor is not None or done >= TWIN_ROUNDS or not twin


def may_stop_early(view: SeatView) -> bool:
    """Whether an adaptive analysis of this position may stop before its whole sample (costly positions only)."""
    return solve_cost_ms(view) >= EARLY_STOP_MS


class MonteCarloPlayer:
    """Chooses a card by solving many double-dummy layouts consistent with the seat's view.

    ``samples`` fixes the number of layouts; otherwise :func:`samples_for`
    fits them to ``budget`` (a :class:`~cardlearn.ai.bridge.strength.Budget`,
    default: the ``full`` level's). ``seed`` makes every decision reproducible —
    the layouts depend only on the seed and the view, never on the hidden hands.
    """

    def __init__(self, samples: int | None = None, seed: int = 0, use_auction: bool = True,
                 budget: Budget | None = None, adaptive: bool = True) -> None:
        self.samples = samples
        self.seed = seed
        self.use_auction = use_auction
        self.budget = budget
        self.adaptive = adaptive
        self.solved = 0  # layouts the last adaptive analysis solved (it may stop before its sample)

    def sample_count(self, view: SeatView) -> int:
        """The layouts this player solves for ``view`` (0: the budget does not allow a useful sample)."""
        return self.samples or samples_for(view, self.budget)

    def analyse(self, view: SeatView, samples: int | None = None, anchor: int | None = None) -> list[CardStats]:
        """The ranked double-dummy statistics of every group of equal legal cards.

        With ``adaptive`` (the default) the layouts are solved in rounds
        (:func:`rounds`) and the analysis stops as soon as the decision is
        :func:`settled`: the best group (the group of ``anchor`` if given) is
        at least as good as every other group on every layout solved so far.
        Cheap positions (:func:`may_stop_early`) solve the whole sample at once.
        The layouts are the same as without stopping (sampled in one go from
        the seeded generator), so a stop changes nothing but the time spent.
        A decision still not settled after the whole sample solves more layouts
        from the same generator, up to :func:`extension_for` (none when the
        sample size is fixed by ``samples`` at construction).
        """
        groups = card_groups(view)
        count = samples or self.sample_count(view) or 1
        rng = random.Random(f"{self.seed}/{view_key(view)}")
        layouts = sample_layouts(view, count, rng, self.use_auction).hands
        if not self.adaptive:
            return ranked(view, evaluate(view, layouts, groups))
        sizes = rounds(len(layouts)) if may_stop_early(view) else [len(layouts)]
        solved: list[dict[int, int]] = []
        for done, size in enumerate(sizes, start=1):
            solved.extend(solve_layouts(view, layouts[len(solved):len(solved) + size]))
            stats = ranked(view, tally(view, solved, groups))
            if settled(view, stats, anchor, done):
                break
        extra = 0 if self.samples else extension_for(view, self.budget)
        if extra and not settled(view, stats, anchor):
            # Layouts disagree on the best card: more of them, from the same generator (issue #28).
            solved.extend(solve_layouts(view, sample_layouts(view, extra, rng, self.use_auction).hands))
            stats = ranked(view, tally(view, solved, groups))
        self.solved = len(solved)
        return stats

    def analyse_by_deadline(self, view: SeatView, deadline_s: float) -> list[CardStats] | None:
        """Like :meth:`analyse`, but stops at ``deadline_s`` wall seconds; None if under ``min_samples``.

        Layouts are sampled and solved in batches of at most
        :data:`DEADLINE_BATCH`; a batch starts only if :data:`PACE` predicts
        it ends before the deadline (a DDS call cannot be stopped half-way).
        The sampling's own time counts against the deadline too.
        """
        from cardlearn.ai.bridge.strength import (
            BUDGET_DEADLINE_FLOOR,
            BUDGET_DEADLINE_S,
            BUDGET_SOLVER_MB,
            BUDGET_SOLVER_THREADS,
        )

        start = clock()
        # The load average lags a class that starts a deal all at once; the measured pace does not.
        floor = BUDGET_DEADLINE_S * BUDGET_DEADLINE_FLOOR
        deadline = start + max(min(deadline_s, floor), deadline_s * PACE.busy_factor(start))
        use_solver_resources(BUDGET_SOLVER_MB, BUDGET_SOLVER_THREADS)
        budget = self.budget
        cap = self.sample_count(view)
        least = budget.min_samples if budget is not None else 1
        cost = solve_cost_ms(view)
        groups = card_groups(view)
        rng = random.Random(f"{self.seed}/{view_key(view)}")
        solved: list[dict[int, int]] = []
        while len(solved) < cap:
            now = clock()
            # A layout's cost varies (the 95th percentile is about twice the table's 75th): keep a margin.
            fit = int((deadline - now) // max(SAFETY * PACE.predict_s(cost, now), 1e-9))
            size = min(cap - len(solved), DEADLINE_BATCH, fit)
            if size <= 0:
                break
            layouts = sample_layouts(view, size, rng, self.use_auction).hands
            before = clock()
            solved.extend(solve_layouts(view, layouts))
            after = clock()
            PACE.observe(cost * len(layouts), after - before, after)
        if len(solved) < max(1, least):
            return None
        return ranked(view, tally(view, solved, groups))

    def __repr__(self) -> str:
        return f"MonteCarloPlayer(samples={self.samples}, seed={self.seed}, budget={self.budget})"


def suit_holding(mask: int, suit: int) -> int:
    """The 13-bit holding of ``suit`` in a mask (bit 0 = ace)."""
    return (mask & SUIT_MASKS[suit]) >> (13 * suit)
