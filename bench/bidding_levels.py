"""Self-play at each learner's level: rules used, calls per deal, hands no rule fits, and time per call.

For each level (``openings`` … ``full``, :mod:`cardlearn.ai.bridge.levels`),
bids ``--deals`` random deals with all four seats at that level and reports
how many calls used a rule of a section that is off (must be 0), how many
hands no rule fitted (the plain pass "fallback"), the share of contracts
reached (not passed out) and the median time per call.
Run: ``python bench/bidding_levels.py [--deals 3000]``.
"""
from __future__ import annotations

import argparse
import time

from cardlearn.ai.bridge.level_check import self_play
from cardlearn.ai.bridge.levels import LEVELS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for level in LEVELS:
        start = time.perf_counter()
        run = self_play(level, args.deals, args.seed)
        seconds = time.perf_counter() - start
        print(f"level {level}: deals {run.deals}, calls {run.calls}, rules used {len(run.rules)}, "
              f"off-level calls {len(run.off)}, illegal {len(run.illegal)}, no rule {len(run.fallbacks)}, "
              f"{1000 * seconds / max(run.calls, 1):.2f} ms per call")
        print(f"figure off_level_{level}: {len(run.off)}")


if __name__ == "__main__":
    main()
