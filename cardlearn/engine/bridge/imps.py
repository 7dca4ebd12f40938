"""International Match Points: the WBF scale that turns a score difference into IMPs."""
from __future__ import annotations

from bisect import bisect_left

from cardlearn.engine.arguments import checked

# Upper bounds of the point differences worth 0, 1, 2 ... 23 IMPs; anything larger is 24.
IMP_BOUNDS = (10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290,
              1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990)


@checked
def imps(difference: int) -> int:
    """IMPs for a score difference (negative for a loss): ``imps(420 - 170) == 6``."""
    won = bisect_left(IMP_BOUNDS, abs(difference))
    return won if difference >= 0 else -won
