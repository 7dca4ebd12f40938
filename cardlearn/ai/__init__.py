"""AI players that choose a call, a card or a trump from what their seat may see.

- :mod:`cardlearn.ai.bridge`: the natural bidding system with explanations, Monte-Carlo
  double-dummy card play (pure-Python heuristics without the solver), hints and analysis.
- :mod:`cardlearn.ai.jass`: Schieber contract choice and determinized Monte-Carlo card play,
  with hints and baseline players.
"""
from __future__ import annotations
