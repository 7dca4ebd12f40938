"""Helpers the bidding tests share: a hand from ``S.H.D.C`` and the system's call for it in an auction."""
from __future__ import annotations

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.explain import explain


def cards(pbn: str) -> list[str]:
    """Card codes from ``S.H.D.C``."""
    return [suit + rank for suit, ranks in zip("SHDC", pbn.split(".")) for rank in ranks]


def call(pbn: str, auction: str = "", dealer: str = "N", vulnerability: str = "None") -> tuple[str, str]:
    """(call, rule id) the system chooses for ``pbn`` after ``auction`` (dealer North, nobody vulnerable)."""
    decision = choose_call(cards(pbn), auction.split(), dealer, vulnerability)
    return decision.call, decision.rule_id


def forcing(pbn: str, auction: str) -> bool:
    """Whether the chosen call is explained as forcing (dealer North)."""
    return bool(choose_call(cards(pbn), auction.split(), "N").explanation.forcing)


def meaning(auction: str) -> str:
    """The public meaning (English) of the last call of ``auction`` (dealer North)."""
    calls = auction.split()
    return explain(calls, len(calls) - 1, dealer="N").text("en")
