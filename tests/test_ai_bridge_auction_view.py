"""The auction as the player to act sees it: the rules behind the other seats' calls."""
from __future__ import annotations

from types import SimpleNamespace

from cardlearn.ai.bridge.auction_view import AuctionView


def test_the_rule_behind_a_seat_before_the_auction_began_is_none():
    """``partner_rule`` at the first call is "", not a rule counted from the auction's end."""
    said = [SimpleNamespace(rule_id=name) for name in ("open.1h", "ov.1s")]
    view = AuctionView(("1H", "1S"), "N", "None", said)
    assert view.partner_rule == "open.1h" and view.rho_rule == "ov.1s"
    assert view.lho_rule == "" and view.my_last_rule == "" and view.partner_previous_rule == ""
