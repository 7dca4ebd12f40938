"""AI players that choose a call, a card or a trump from what their seat may see."""
from __future__ import annotations
