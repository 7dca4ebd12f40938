"""Whether the auction alone rules a condition out: the condition's test run on a hand whose every fact is unknown.

The bidder uses it to skip rules no hand could meet here (a minors-only rule for a major, a third-seat rule in
first seat), so that their texts never describe a call and the sampler never reads them.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.conditions import Bindings, Condition, MeaningOnly


class HandUnknown(BaseException):
    """Raised when a test uses a hidden hand in a way no branch can follow (a BaseException: no rule swallows it)."""


class _TooManyBranches(BaseException):
    """The test asked about the hand more often than :func:`publicly_false` follows (then: possible)."""


class _Branches:
    """The answers given to a test's questions about the hand, one run of the test per path (depth first)."""

    LIMIT_RUNS = 64
    LIMIT_QUESTIONS = 24

    def __init__(self) -> None:
        self.path: list[bool] = []
        self.asked = 0

    def answer(self) -> bool:
        """The next answer on the current path (a new question is answered yes first)."""
        if self.asked >= self.LIMIT_QUESTIONS:
            raise _TooManyBranches
        if self.asked == len(self.path):
            self.path.append(True)
        self.asked += 1
        return self.path[self.asked - 1]

    def next_path(self) -> bool:
        """Move to the next unexplored path; False when every path has been run."""
        del self.path[self.asked:]
        while self.path and not self.path[-1]:
            self.path.pop()
        if not self.path:
            return False
        self.path[-1] = False
        self.asked = 0
        return True


class _Unknown:
    """Any fact of a hidden hand (a number, a length, a yes/no): every question about it may go either way.

    Arithmetic gives another unknown; a comparison or a truth test is a question whose answer the
    current path of :class:`_Branches` decides. What cannot be followed (iterating, an ``int``) raises
    :class:`HandUnknown`, and the test then counts as possible.
    """

    __slots__ = ("_answer", "_branches")

    def __init__(self, branches: _Branches) -> None:
        self._branches = branches
        self._answer: bool | None = None

    def _same(self, *_: object, **__: object) -> _Unknown:
        return _Unknown(self._branches)

    def __bool__(self) -> bool:
        # One fact, one answer: ``a and b`` hands back ``b`` itself, which may be asked again.
        if self._answer is None:
            self._answer = self._branches.answer()
        return self._answer

    def __getattr__(self, name: str) -> _Unknown:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Unknown(self._branches)

    def _cannot(self, *_: object) -> object:
        raise HandUnknown("unknown")

    __call__ = __getitem__ = _same
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _same
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = __neg__ = __abs__ = __round__ = _same
    __lt__ = __le__ = __gt__ = __ge__ = __eq__ = __ne__ = __contains__ = _same  # type: ignore[assignment]
    __and__ = __rand__ = __or__ = __ror__ = __invert__ = _same
    __iter__ = __len__ = __int__ = __index__ = __float__ = __hash__ = _cannot  # type: ignore[assignment]


def publicly_false(cond: Condition, view: AuctionView, b: Bindings) -> bool:
    """Whether ``cond`` fails for every hand here, judged from the auction alone.

    The test runs on a hand whose every fact is unknown: each question it asks about the hand
    (``hand.hcp >= 12``) is answered both ways, one run per path, every answer independent of the
    others. Only when no path returns True does the auction alone rule the condition out — a
    minors-only rule for a major, a third-seat rule in first seat, whichever order the test asks
    in. Sound for opaque functions too: a test that uses the hand in a way no path can follow, or
    that asks too often, counts as possible.
    """
    if isinstance(cond, MeaningOnly):
        return False
    branches = _Branches()
    for _ in range(branches.LIMIT_RUNS):
        try:
            if cond.test(_Unknown(branches), view, b):  # type: ignore[arg-type]
                return False
        except (HandUnknown, _TooManyBranches):
            return False
        except Exception:  # noqa: BLE001 - a test that cannot run on the auction alone may still hold
            return False
        if not branches.next_path():
            return True
    return False
