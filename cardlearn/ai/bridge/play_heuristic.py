"""The pure-Python card player: a teacher's rules of thumb, for when no double-dummy solver is installed.

Second hand low, third hand high, cover an honour with an honour, lead the
top of a sequence or fourth best, draw trumps, cash winners, return
partner's suit, win as cheaply as possible, ruff when the opponents are
winning. It sees only a :class:`~cardlearn.ai.bridge.sampling.SeatView` and
runs in JupyterLite (no native packages).
"""
from __future__ import annotations

from cardlearn.ai.bridge.leads import auction_lead, lead_in_suit, suits_bid
from cardlearn.ai.bridge.sampling import HCP_TABLE, SeatView
from cardlearn.engine.bridge.fast import SUIT_MASKS, mask_cards
from cardlearn.engine.bridge.messages import card_symbol
from cardlearn.engine.cards import suit_message
from cardlearn.i18n import Message, msg

Choice = tuple[int, Message]
"""A chosen card (index 0..51) and the reason for it."""

HONOUR = 4  # rank offsets 0..4 are A K Q J 10


def _reason(key: str, card: int, **params: object) -> Choice:
    return card, msg(f"ai_bridge_play.reason.{key}", None, card=card_symbol(card), **params)


def _win_or_lowest(key: str, card: int | None, legal: int) -> Choice:
    """Play ``card`` for reason ``key``; with no winning card, the lowest (it cannot win)."""
    if card is None:
        return _reason("cannot_win", lowest(legal))
    return _reason(key, card)


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` wins over ``best``, the winning card so far (trump ``-1`` in no trump)."""
    if card // 13 == best // 13:
        return card < best
    return card // 13 == trump


def trick_winner(trick: tuple[tuple[int, int], ...], trump: int) -> tuple[int, int]:
    """``(seat, card)`` winning a (partial) trick so far."""
    best = trick[0]
    for entry in trick[1:]:
        if beats(entry[1], best[1], trump):
            best = entry
    return best


def lowest(mask: int) -> int:
    """The lowest-ranked card of a mask (the last in deck order)."""
    return mask_cards(mask)[-1]


def highest(mask: int) -> int:
    """The highest-ranked card of a mask (the first in deck order)."""
    return (mask & -mask).bit_length() - 1


def cheapest_winner(mask: int, best: int, trump: int) -> int | None:
    """The lowest card of ``mask`` that beats ``best``; trumps only after cards of best's suit."""
    winners = [card for card in mask_cards(mask) if beats(card, best, trump)]
    if not winners:
        return None
    same = [card for card in winners if card // 13 == best // 13]
    return (same or winners)[-1]


def bottom_of_group(mask: int, card: int, gone: int) -> int:
    """The lowest card of ``mask`` equal to ``card`` (third hand plays the lower of touching cards)."""
    bottom = card
    while bottom % 13 < 12 and ((mask | gone) >> (bottom + 1) & 1):
        bottom += 1
        if mask >> bottom & 1:
            card = bottom
    return card


def away_from_king(hand: int, suit: int) -> bool:
    """Whether leading ``suit`` leads away from a king: the K without the A or the Q, and a card to lead under it."""
    holding = (hand & SUIT_MASKS[suit]) >> (13 * suit)
    return bool(holding & 0b10) and not holding & 0b101 and holding.bit_count() >= 2


class HeuristicPlayer:
    """A sound club player's rules of thumb, in pure Python (the fallback when endplay is missing)."""

    def decide(self, view: SeatView) -> Choice:
        """The card for the seat to play in ``view`` with its reason."""
        legal = view.legal_mask
        if legal.bit_count() == 1:
            return _reason("only_card", highest(legal))
        trick = view.current_trick
        if not trick:
            return self.lead(view)
        if legal & SUIT_MASKS[trick[0][1] // 13]:
            return self.follow(view, legal)
        return self.void(view, legal)

    # --- helpers -------------------------------------------------------------------------------

    @staticmethod
    def gone(view: SeatView) -> int:
        """Cards already played."""
        mask = 0
        for _, card in view.played:
            mask |= 1 << card
        return mask

    def is_master(self, view: SeatView, card: int) -> bool:
        """Whether every higher card of the suit is played or held by the player's own side in view."""
        own = view.hand(view.to_play) or 0
        partner = view.hand((view.to_play + 2) & 3) or 0
        known = self.gone(view) | own | partner
        suit_top = 13 * (card // 13)
        higher = ((1 << card) - 1) & ~((1 << suit_top) - 1)
        return higher & ~known == 0

    @staticmethod
    def can_beat(hand: int, best: int, led_suit: int, trump: int) -> bool:
        """Whether a visible ``hand`` could win over ``best`` (following, or ruffing when void)."""
        follow = hand & SUIT_MASKS[led_suit]
        if follow:
            return any(beats(card, best, trump) for card in mask_cards(follow))
        return trump >= 0 and any(beats(card, best, trump) for card in mask_cards(hand & SUIT_MASKS[trump]))

    def partner_seat(self, view: SeatView) -> int:
        """The partner of the hand to play."""
        return (view.to_play + 2) & 3

    def trick_so_far(self, view: SeatView) -> tuple[tuple[tuple[int, int], ...], int, bool]:
        """The trick so far, its best card, and whether the partner of the hand to play is winning it."""
        trick = view.current_trick
        winner_seat, best = trick_winner(trick, view.trump)
        return trick, best, winner_seat == self.partner_seat(view)

    # --- leads ---------------------------------------------------------------------------------

    def lead(self, view: SeatView) -> Choice:
        """A lead: opening lead, declarer's plan (trumps, winners, long suit) or the defence's."""
        hand = view.hand(view.to_play) or 0
        if not view.played:
            return self.opening_lead(view, hand)
        if (view.to_play ^ view.declarer) & 1 == 0:
            return self.declarer_lead(view, hand)
        return self.defence_lead(view, hand)

    def bid_suits(self, view: SeatView, seat: int) -> list[int]:
        """Card suits (0=S .. 3=C) ``seat`` bid in the auction, first bid first."""
        return suits_bid(view.calls, view.dealer, seat)

    def lead_from(self, view: SeatView, hand: int, suit: int) -> Choice:
        """The card to lead in ``suit``: the card's leads table (:mod:`.leads`), as for the opening lead."""
        lead = lead_in_suit(hand, suit, view.trump)
        return lead.card, lead.card_reason

    def opening_lead(self, view: SeatView, hand: int) -> Choice:
        """The opening lead: the card's standard lead (:mod:`.leads`) in the suit the lead rules choose."""
        lead = auction_lead(hand, view.trump, view.calls, view.dealer, view.to_play)
        return lead.card, lead.reason

    def declarer_lead(self, view: SeatView, hand: int) -> Choice:
        """Declarer's lead: draw trumps, then cash winners, else set up the longest suit."""
        partner = view.hand(self.partner_seat(view)) or 0
        ours = hand | partner
        gone = self.gone(view)
        if view.trump >= 0 and hand & SUIT_MASKS[view.trump]:
            trumps = SUIT_MASKS[view.trump]
            outside = 13 - (ours & trumps).bit_count() - (gone & trumps).bit_count()
            if outside > 0:
                top = highest(hand & SUIT_MASKS[view.trump])
                card = top if self.is_master(view, top) else lowest(hand & SUIT_MASKS[view.trump])
                return _reason("draw_trumps", card)
        for card in mask_cards(hand):
            if card // 13 != view.trump and self.is_master(view, card):
                return _reason("cash_winner", card)
        best_suit = max((s for s in range(4) if hand & SUIT_MASKS[s]),
                        key=lambda s: ((ours & SUIT_MASKS[s]).bit_count(), -s))
        return _reason("establish_suit", lowest(hand & SUIT_MASKS[best_suit]),
                       suit=suit_message("SHDC"[best_suit]))

    def defence_lead(self, view: SeatView, hand: int) -> Choice:
        """A defender's lead: return partner's suit, else cash a winner, else a safe lead."""
        partner = self.partner_seat(view)
        for start in range(0, len(view.played), 4):
            seat, card = view.played[start]
            suit = card // 13
            if seat == partner and suit != view.trump and hand & SUIT_MASKS[suit]:
                cards = mask_cards(hand & SUIT_MASKS[suit])
                chosen = cards[0] if len(cards) <= 2 or self.is_master(view, cards[0]) else cards[-1]
                return _reason("return_partner", chosen, suit=suit_message("SHDC"[suit]))
        for card in mask_cards(hand):
            if card // 13 != view.trump and self.is_master(view, card):
                return _reason("cash_winner", card)
        choices = [s for s in range(4) if hand & SUIT_MASKS[s]]
        non_trump = [s for s in choices if s != view.trump] or choices
        # Not away from a king without the queen or the ace: that lead runs into declarer's tenace (A-Q).
        suit = max(non_trump, key=lambda s: (not away_from_king(hand, s), (hand & SUIT_MASKS[s]).bit_count(), -s))
        return self.lead_from(view, hand, suit)

    # --- following suit ------------------------------------------------------------------------

    def _second_hand(self, view: SeatView, legal: int, best: int) -> Choice:
        """Second hand low, but cover an honour (the last of touching honours, not the first)."""
        led_seat, led = view.current_trick[0]
        if led % 13 <= HONOUR and best == led:
            cover = cheapest_winner(legal, led, view.trump)
            leader_hand = view.hand(led_seat)
            # Cover the last of touching honours, not the first: the dummy's next card would win anyway.
            leader_touching = leader_hand is not None and led % 13 < 12 and leader_hand >> (led + 1) & 1
            if cover is not None and not leader_touching:
                return _reason("cover_honour", cover)
        return _reason("second_hand_low", lowest(legal))

    def _third_hand(self, view: SeatView, legal: int, best: int, partner_winning: bool) -> Choice:
        """Third hand high (just high enough when the dummy plays after us), low when partner's card wins."""
        trick = view.current_trick
        led_suit = trick[0][1] // 13
        fourth_hand = view.hand((view.to_play + 1) & 3)
        if partner_winning:
            if fourth_hand is not None:
                if not self.can_beat(fourth_hand, best, led_suit, view.trump):
                    return _reason("partner_winning", lowest(legal))
            elif self.is_master(view, best) or best % 13 <= 3:
                # Partner's honour is winning (probably from a sequence): no need to spend ours.
                return _reason("partner_winning", lowest(legal))
        if fourth_hand is not None:
            # The hand on our left is the dummy: play just high enough to beat it too.
            follow = fourth_hand & SUIT_MASKS[led_suit]
            target = highest(follow) if follow and beats(highest(follow), best, view.trump) else best
            card = cheapest_winner(legal, target, view.trump)
            if card is None:
                card = cheapest_winner(legal, best, view.trump)
        else:
            # Cards of this trick do not make ours equal: ♠K and ♠J are not equal over RHO's ♠Q.
            earlier = self.gone(view) & ~sum(1 << card for _, card in trick)
            top = bottom_of_group(legal, highest(legal), earlier)
            card = top if beats(top, best, view.trump) else None
        return _win_or_lowest("third_hand_high", card, legal)

    def follow(self, view: SeatView, legal: int) -> Choice:
        """Following suit: second hand low, cover an honour, third hand high, fourth hand wins cheaply."""
        trick, best, partner_winning = self.trick_so_far(view)
        if len(trick) == 1:
            return self._second_hand(view, legal, best)
        if len(trick) == 2:
            return self._third_hand(view, legal, best, partner_winning)
        if partner_winning:
            return _reason("partner_winning", lowest(legal))
        return _win_or_lowest("win_cheaply", cheapest_winner(legal, best, view.trump), legal)

    # --- showing out ---------------------------------------------------------------------------

    def void(self, view: SeatView, legal: int) -> Choice:
        """Out of the led suit: ruff (or overruff) when the opponents are winning, else discard."""
        trick, best, partner_winning = self.trick_so_far(view)
        trumps = legal & SUIT_MASKS[view.trump] if view.trump >= 0 else 0
        if trumps and not (partner_winning and (len(trick) == 3 or self.is_master(view, best))):
            card = cheapest_winner(trumps, best, view.trump)
            if card is not None:
                return _reason("overruff" if best // 13 == view.trump else "ruff", card)
        return self.discard(view, legal)

    def discard(self, view: SeatView, legal: int) -> Choice:
        """The lowest card of the least useful suit: no trumps, few honours, no winners."""
        hand = legal
        suits = [s for s in range(4) if hand & SUIT_MASKS[s]]
        plain = [s for s in suits if s != view.trump] or suits

        def usefulness(suit: int) -> tuple[int, int]:
            holding = (hand & SUIT_MASKS[suit]) >> (13 * suit)
            masters = sum(self.is_master(view, c) for c in mask_cards(hand & SUIT_MASKS[suit]))
            return (masters * 10 + HCP_TABLE[holding], -holding.bit_count())

        suit = min(plain, key=usefulness)
        return _reason("discard", lowest(hand & SUIT_MASKS[suit]), suit=suit_message("SHDC"[suit]))
