"""A game at the table told in sentences, for lessons that show play before the learner has met bidding.

>>> from cardlearn.engine.bridge import Deal
>>> game = contract_game(Deal.random(seed=4), "3NT", declarer="S")
>>> game.phase, game.declarer, game.to_act
('play', 'S', 'W')

``contract_game`` starts a game at the play with a given contract (the
declarer bids it and the others pass, so the engine's own rules make the
declarer, the dummy and the opening leader); the ``*_message`` functions
say what a learner should read about it.
"""
from __future__ import annotations

from cardlearn.engine.bridge.calls import Symbol
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.game import Game
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.cards import parse_bridge_card
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, msg


def contract_game(deal: Deal, contract: str, declarer: str = "S", vulnerability: str = "None") -> Game:
    """A game that starts at the play: ``contract`` (``"3NT"``, ``"4S"``) played by ``declarer``."""
    seat = SEATS[parse_seat(declarer)]
    code = parse_contract(contract).code
    game = Game(deal, vulnerability=vulnerability, dealer=seat)
    for call in (code, "P", "P", "P"):
        game.call(call)
    return game


def _cards(cards: list[str]) -> Symbol:
    return Symbol(", ".join(parse_bridge_card(card).symbol for card in cards))


def roles_message(game: Game) -> Message:
    """Who plays the contract, who is dummy and who leads (once the contract is known)."""
    contract = game.contract
    if contract is None or game.dummy is None:
        return msg("bridge.sentence.no_contract")
    return msg("bridge.sentence.roles", contract=Symbol(contract.symbol), declarer=seat_message(contract.declarer),
               target=contract.target, dummy=seat_message(game.dummy), leader=seat_message(game.to_act or "W"))


def turn_message(game: Game) -> Message:
    """The last card played and who plays next — and who chooses, when it is dummy's turn."""
    trick = game.current_trick or (game.tricks[-1] if game.tricks else None)
    if trick is None or game.to_act is None or game.controller is None:
        return roles_message(game)
    seat, card = trick.seats[-1], trick.cards[-1]
    if game.to_act != game.controller:
        return msg("bridge.sentence.dummy_turn", seat=seat_message(seat), card=_cards([card]),
                   dummy=seat_message(game.to_act), declarer=seat_message(game.controller))
    return msg("bridge.sentence.turn", seat=seat_message(seat), card=_cards([card]),
               next=seat_message(game.to_act))


def legal_message(game: Game) -> Message:
    """The cards the seat to play may play now."""
    return msg("bridge.sentence.legal", seat=seat_message(game.to_act or "S"), cards=_cards(game.legal_cards()))


def target_message(contract: str) -> Message:
    """How many tricks a contract needs: six plus its level."""
    parsed = parse_contract(contract)
    return msg("bridge.sentence.target", contract=Symbol(parsed.symbol), level=parsed.level, target=parsed.target)


__all__ = ["contract_game", "legal_message", "roles_message", "target_message", "turn_message"]
