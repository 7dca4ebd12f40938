"""What the MinibridgeTable adds to the bridge table's view: the points, the rule's sentence, the contract choice.

Every string is translated here; the contract buttons are the legal
Minibridge contracts (levels one to seven, five strains), so the front end
decides no rule.
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine.bridge import SEATS, Deal
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.minibridge import MinibridgeSetup
from cardlearn.engine.cards import card_name
from cardlearn.i18n import t
from cardlearn.widgets.bridge_view import LEARNER, call_text


def face_up(deal: Deal, seat: str, lang: str) -> dict[str, Any]:
    """A hand shown face up before the play (South's own, and dummy's once it is down)."""
    cards = [{"code": code, "label": card_name(code, lang, "bridge")} for code in deal.hand(seat)]
    return {"face_up": True, "count": len(cards), "cards": cards, "active": False, "columns": seat != LEARNER}


def contract_choice(lang: str) -> dict[str, Any]:
    """The contract buttons: a row per level, a button per strain (clubs to no trump)."""
    levels = [[{"contract": f"{level}{strain}", "strain": strain, "text": call_text(f"{level}{strain}", lang)}
               for strain in STRAINS] for level in range(1, 8)]
    return {"title": t("widgets.minibridge.choose", lang), "levels": levels}


def minibridge_view(view: dict[str, Any], deal: Deal, setup: MinibridgeSetup | None, choosing: bool,
                    lang: str) -> None:
    """Add the Minibridge parts to the bridge table's ``view`` (changed in place)."""
    if setup is None:
        return
    for seat in SEATS:
        view["seats"][seat]["points"] = t("widgets.minibridge.points", lang, points=setup.points[seat])
    sides = [{"side": side, "text": t("widgets.minibridge.side_points", lang, side=t(f"core.side.{side}", lang),
                                      points=setup.points[side[0]] + setup.points[side[1]])}
             for side in ("NS", "EW")]
    view["labels"]["no_contract"] = t("widgets.minibridge.no_contract", lang)  # chosen, not bid, in Minibridge
    view["minibridge"] = {"title": t("widgets.minibridge.title", lang), "why": setup.message().text(lang),
                          "sides": sides}
    if view["phase"] != "setup":  # the play has begun: the one-line auction that set the contract is not shown
        view["auction"] = None
        if view.get("review"):
            view["review"]["auction"] = None
        return
    view["phase"] = "contract"
    view.pop("vulnerability_choice", None)
    view["hands"][LEARNER] = face_up(deal, LEARNER, lang)
    if setup.dummy is not None:
        view["hands"][setup.dummy] = face_up(deal, setup.dummy, lang)
        view["seats"][setup.dummy]["roles"].append(t("widgets.bridge.role.dummy", lang))
    if setup.declarer is not None:
        view["seats"][setup.declarer]["roles"].append(t("widgets.bridge.role.declarer", lang))
    view["status"] = (t("widgets.minibridge.status.choose", lang) if choosing else setup.message().text(lang))
    if choosing:
        view["contract_choice"] = contract_choice(lang)
        view["actions"]["hint"]["enabled"] = True


__all__ = ["contract_choice", "face_up", "minibridge_view"]
