"""Responses to a 1NT or 2NT opening and their follow-ups: one ladder, written once with the 1NT ids.

Every id here is literal, so grep finds it. The 2NT ladder is the same ladder one level higher; its ids are the
1NT ids with ``2NT.`` for ``1NT.`` (:func:`~cardlearn.ai.bridge.rule.with_id_prefix`, one derivation that
``tests/test_ai_bridge_literal_ids.py`` knows), and the ladder after 2♣–2♦–2NT adds ``2c.`` in front of those.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.binding_checks import SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    Bindings,
    Check,
    Len,
    NoFourCardMajor,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.hand_checks import hearts_longer, not_hearts_first, spades_not_shorter
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import Block, Rule, block, rule, with_id_prefix


@dataclass(frozen=True)
class Ladder:
    """One no-trump opening's numbers: its level and lowest HCP, and the calls and thresholds they give."""

    level: int
    lo: int

    @property
    def nt(self) -> str:
        """The opening itself: "1NT" or "2NT"."""
        return f"{self.level}NT"

    @property
    def mid(self) -> int:
        """The opener's middle point, what responder counts on."""
        return self.lo + 1

    @property
    def game(self) -> int:
        """Responder's HCP for game opposite a middle-of-the-range opening (SAYC: 10+ over 1NT, 4+ over 2NT)."""
        return (26 if self.level == 1 else 25) - self.mid

    @property
    def pass_top(self) -> int:
        """The most HCP with which responder passes (or passes the completed transfer)."""
        return self.game - 1 if self.level == 2 else self.game - 3

    def step(self, strain: str) -> str:
        """The bid of ``strain`` one level above the opening: ``step("C")`` is Stayman."""
        return f"{self.level + 1}{strain}"

    def after(self, *calls: str) -> str:
        """The pattern of the opening, any call by RHO, then ``calls``.

        SAYC booklet: over a double of 1NT the system stays on (Stayman and transfers); "-" matches P, X or
        XX. The same over a double of 2NT (common practice: the booklet speaks of 1NT only).
        """
        return " ".join((self.nt, "-", *calls))

    def after_stayman(self, *calls: str) -> str:
        """The pattern after Stayman, whatever LHO did, then ``calls``.

        Stayman doubled (for the lead): opener answers as if undoubled, so responder's continuations stay the
        same (common ACBL practice, "systems on"; issue #27: opener jumped to 3NT).
        """
        return self.after(self.step("C"), "-", *calls)


def nt_system(level: int, lo: int) -> list[Block]:
    """Responses to a 1NT (``level`` 1, ``lo`` 15) or 2NT (``level`` 2, ``lo`` 20) opening and their follow-ups."""
    ladder = Ladder(level, lo)
    blocks = [*_responses(ladder), *_stayman(ladder), *_transfers(ladder), *_quantitative(ladder)]
    return blocks if level == 1 else [with_id_prefix(blk, "1NT.", f"{ladder.nt}.") for blk in blocks]


def _only_over_1nt(ladder: Ladder, *rules: Rule) -> tuple[Rule, ...]:
    """``rules`` over 1NT; nothing over 2NT, where there is no room below game to invite."""
    return rules if ladder.level == 1 else ()


def _responses(ladder: Ladder) -> list[Block]:
    """Responder's first call, and opener's answer to Stayman."""
    game, mid, lo = ladder.game, ladder.mid, ladder.lo
    return [
        block("1NT.resp", Seq(ladder.after()),
              rule("1NT.transfer_h", ladder.step("D"), Len("H", 5), Check(hearts_longer), label=L("transfer_h"),
                   forcing=True),
              rule("1NT.transfer_s", ladder.step("H"), Len("S", 5), Check(spades_not_shorter), label=L("transfer_s"),
                   forcing=True),
              rule("1NT.stayman", ladder.step("C"), HCP(game - 2), AnyOf((Len("H", 4), Len("S", 4))),
                   label=L("stayman"), forcing=True),
              *([stayman_minor_rule(ladder.step("C"))] if ladder.level == 1 else []),
              # Common practice: 37 HCP together are a grand slam (the coverage sweep found 22+ opposite 1NT
              # and 17+ opposite 2NT reaching no rule).
              rule("1NT.7nt", "7NT", HCP(37 - lo), label=L("grand_slam")),
              # SAYC booklet: 4NT invites 6NT with 16–17 opposite 1NT (11–12 opposite 2NT); 6NT is 18–19.
              rule("1NT.6nt", "6NT", HCP(34 - mid, 36 - lo), label=L("slam")),
              rule("1NT.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
              rule("1NT.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
              *_only_over_1nt(ladder, rule("1NT.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))),
              rule("1NT.pass", "P", HCP(0, ladder.pass_top), label=L("to_play"))),
        block("1NT.stayman", Seq(ladder.after_stayman()),
              rule("1NT.stayman.h", ladder.step("H"), Len("H", 4), label=L("stayman_reply")),
              rule("1NT.stayman.s", ladder.step("S"), Len("S", 4), Check(not_hearts_first),
                   label=L("stayman_reply")),
              rule("1NT.stayman.d", ladder.step("D"), NoFourCardMajor(), label=L("stayman_reply"))),
    ]


def _notrump_placements(ladder: Ladder) -> tuple[Rule, ...]:
    """Responder's no-trump choices after opener's answer to Stayman: slam, quantitative, game, invite, pass."""
    game, mid = ladder.game, ladder.mid
    return (
        rule("1NT.st.6nt", "6NT", HCP(34 - mid), label=L("slam")),
        rule("1NT.st.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
        rule("1NT.st.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
        *_only_over_1nt(ladder, rule("1NT.st.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))),
        rule("1NT.st.pass", "P", label=L("to_play")),
    )


def _stayman_fit(ladder: Ladder, suit: str, block_id: str, slam_id: str, game_id: str, invite_id: str) -> Block:
    """Responder after opener showed four cards in major ``suit``: with four too, the major at the right level."""
    game, mid = ladder.game, ladder.mid
    return block(block_id, Seq(ladder.after_stayman(ladder.step(suit), "P")),
                 rule(slam_id, f"6{suit}", Len(suit, 4), HCP(33 - mid), label=L("slam")),
                 rule(game_id, f"4{suit}", Len(suit, 4), HCP(game, 32 - mid), label=L("game")),
                 *_only_over_1nt(ladder, rule(invite_id, f"3{suit}", Len(suit, 4), HCP(game - 2, game - 1),
                                              label=L("invite"))),
                 *_notrump_placements(ladder))


def _stayman_denied(ladder: Ladder) -> Block:
    """Responder after opener's 2♦ (no four-card major)."""
    game, mid = ladder.game, ladder.mid
    return block("1NT.stayman.D.next", Seq(ladder.after_stayman(ladder.step("D"), "P")),
                 # SAYC booklet: a five-card major after 2♦ is invitational (with the other major four).
                 *_only_over_1nt(ladder, rule("1NT.st.2M", "2t", Len("t", 5), HCP(game - 3, game - 1),
                                              SuitIn("t", "SH"),
                                              label=S("stayman_five_card_invite"))),
                 # Common practice: three of a five-card major (four of the other) forces to game (over 1NT
                 # a jump, over 2NT the cheapest bid); opener raises with three, else bids 3NT.
                 rule("1NT.st.3M", "3t", Len("t", 5), HCP(game, 31 - mid),
                      SuitIn("t", "SH"),
                      label=S("stayman_five_card_gf"), forcing=True),
                 *_notrump_placements(ladder))


def _five_card_major_answers(ladder: Ladder, suit: str, ids: tuple[str, str, str, str, str, str]) -> list[Block]:
    """Opener after 2♦ and responder's five-card major ``suit``: game with three, else no trump (or pass).

    ``ids``: the game-force block and its game rule, then the invitation's block and its three rules.
    """
    gf_block, gf_game, invite_block, invite_game, invite_nt, invite_pass = ids
    mid = ladder.mid
    blocks = [block(gf_block, Seq(ladder.after_stayman(ladder.step("D"), "P", f"3{suit}", "P")),
                    rule(gf_game, f"4{suit}", Len(suit, 3), label=L("game")),
                    rule("1NT.st.D.3nt", "3NT", label=L("to_play")))]
    if ladder.level == 1:
        # The invitational 2M (five cards): game with a maximum (in the major with three), else pass
        # (common practice; the general rules re-invited with 3M on a minimum).
        blocks.append(block(invite_block, Seq(ladder.after_stayman(ladder.step("D"), "P", f"2{suit}", "P")),
                            rule(invite_game, f"4{suit}", Len(suit, 3), HCP(mid), label=L("game")),
                            rule(invite_nt, "3NT", Len(suit, 0, 2), HCP(mid), label=L("accept_invite")),
                            rule(invite_pass, "P", label=L("minimum"))))
    return blocks


def _stayman_invitations(ladder: Ladder, suit: str, block_ids: tuple[str, str, str, str],
                         rule_ids: tuple[str, str, str]) -> list[Block]:
    """Opener's answers to responder's continuations after opener showed major ``suit``.

    ``block_ids``: after 2NT, after the raise to three, after 4NT, after 3NT; ``rule_ids``: the other major
    at game after 2NT, the other major at three after 2NT, the other major at game after 3NT.
    """
    after_2nt, after_raise, after_4nt, after_3nt = block_ids
    other_game, other_three, other_fit = rule_ids
    other = "S" if suit == "H" else "H"
    mid, lo = ladder.mid, ladder.lo
    reply = ladder.step(suit)
    blocks = []
    if ladder.level == 1:
        blocks.append(block(after_2nt, Seq(ladder.after_stayman(reply, "P", "2NT", "P")),
                            rule(other_game, f"4{other}", Len(other, 4), HCP(mid), label=L("game")),
                            rule(other_three, f"3{other}", Len(other, 4), label=L("to_play")),
                            rule("1NT.st.3nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule("1NT.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
        blocks.append(block(after_raise, Seq(ladder.after_stayman(reply, "P", f"3{suit}", "P")),
                            rule("1NT.st.4.acc", f"4{suit}", HCP(mid), label=L("accept_invite")),
                            rule("1NT.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
    blocks.append(block(after_4nt, Seq(ladder.after_stayman(reply, "P", "4NT", "P")),
                        rule("1NT.4nt.acc", "6NT", HCP(mid), label=L("accept_invite")),
                        rule("1NT.4nt.min", "P", HCP(lo, lo), label=L("minimum"))))
    blocks.append(block(after_3nt, Seq(ladder.after_stayman(reply, "P", "3NT", "P")),
                        rule(other_fit, f"4{other}", Len(other, 4), label=L("game")),
                        rule("1NT.st.pass.nt", "P", Len(other, 0, 3), label=L("to_play"))))
    return blocks


def _stayman(ladder: Ladder) -> list[Block]:
    """Everything after Stayman and opener's answer."""
    mid, lo = ladder.mid, ladder.lo
    blocks = [
        _stayman_fit(ladder, "H", "1NT.stayman.H.fit", "1NT.st.6H", "1NT.st.4H", "1NT.st.3H"),
        _stayman_fit(ladder, "S", "1NT.stayman.S.fit", "1NT.st.6S", "1NT.st.4S", "1NT.st.3S"),
        _stayman_denied(ladder),
        *_five_card_major_answers(ladder, "H", ("1NT.st.D.3H", "1NT.st.D.4H", "1NT.st.D.2H", "1NT.st.D.2.4H",
                                                "1NT.st.D.2.3nt", "1NT.st.D.2.pass")),
        *_five_card_major_answers(ladder, "S", ("1NT.st.D.3S", "1NT.st.D.4S", "1NT.st.D.2S", "1NT.st.D.2.4S",
                                                "1NT.st.D.2.3nt", "1NT.st.D.2.pass")),
        # Opener's answers to responder's invitations after Stayman.
        *_stayman_invitations(ladder, "H", ("1NT.st.H.2nt", "1NT.st.H.3", "1NT.st.H.4nt", "1NT.st.H.3nt"),
                              ("1NT.st.4S", "1NT.st.3S", "1NT.st.4S.fit")),
        *_stayman_invitations(ladder, "S", ("1NT.st.S.2nt", "1NT.st.S.3", "1NT.st.S.4nt", "1NT.st.S.3nt"),
                              ("1NT.st.4H", "1NT.st.3H", "1NT.st.4H.fit")),
    ]
    if ladder.level == 1:
        blocks.append(block("1NT.st.D.2nt", Seq(ladder.after_stayman(ladder.step("D"), "P", "2NT", "P")),
                            rule("1NT.st.3nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule("1NT.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
    return blocks


def _transfer_continuations(ladder: Ladder, suit: str, block_ids: tuple[str, ...]) -> list[Block]:
    """The transfer to major ``suit``: completion, responder's rebid, then opener's choice.

    ``block_ids``: completion, responder's rebid, after 3NT, after 2NT, after 2NT and the declining 3M, after
    the invitational raise (the last three only over 1NT).
    """
    completion, rebid, after_3nt, after_2nt, after_2nt_declined, after_raise = block_ids
    game, mid, lo = ladder.game, ladder.mid, ladder.lo
    ask = ladder.step("D" if suit == "H" else "H")
    complete = ladder.step(suit)
    after = ladder.after(ask, "P", complete, "P")
    blocks = [
        block(completion, Seq(ladder.after(ask, "P")),
              *_only_over_1nt(ladder, rule("1NT.tr.super", f"3{suit}", Len(suit, 4), HCP(lo + 2),
                                           label=L("super_accept"))),
              rule("1NT.tr.complete", complete, label=L("complete_transfer"))),
        block(rebid, Seq(after),
              rule("1NT.tr.6", f"6{suit}", Len(suit, 6), HCP(33 - mid), label=L("slam")),
              rule("1NT.tr.6nt", "6NT", Len(suit, 5, 5), HCP(33 - mid), label=L("slam")),
              # With Texas for game without slam interest, Jacoby then game is a mild slam try.
              rule("1NT.tr.4", f"4{suit}", Len(suit, 6), HCP(texas_top(ladder.level, lo) + 1, 32 - mid),
                   label=S("nt2_jacoby_4m")),
              # A six-card major with game values but no slam interest would have used Texas;
              # after a Jacoby transfer anyway (the learner's, or a suite's) it still bids game.
              rule("1NT.tr.4g", f"4{suit}", Len(suit, 6), HCP(game, texas_top(ladder.level, lo)), label=L("game")),
              rule("1NT.tr.3nt", "3NT", Len(suit, 5, 5), HCP(game, 32 - mid), label=L("choice_of_games")),
              *_only_over_1nt(ladder,
                              rule("1NT.tr.3", f"3{suit}", Len(suit, 6), HCP(game - 3, game - 1), label=L("invite")),
                              rule("1NT.tr.2nt", "2NT", Len(suit, 5, 5), HCP(game - 2, game - 1),
                                   label=L("invite"))),
              rule("1NT.tr.pass", "P", HCP(0, ladder.pass_top), label=L("to_play"))),
        block(after_3nt, Seq(f"{after} 3NT P"),
              rule("1NT.tr.4fit", f"4{suit}", Len(suit, 3), label=L("game")),
              rule("1NT.tr.pass.nt", "P", Len(suit, 0, 2), label=L("to_play"))),
    ]
    if ladder.level == 1:
        blocks += [
            block(after_2nt, Seq(f"{after} 2NT P"),
                  rule("1NT.tr.4acc", f"4{suit}", Len(suit, 3), HCP(mid), label=L("game")),
                  rule("1NT.tr.3acc", f"3{suit}", Len(suit, 3), HCP(lo, lo), label=L("to_play")),
                  rule("1NT.tr.3nt.acc", "3NT", Len(suit, 2, 2), HCP(mid), label=L("accept_invite")),
                  rule("1NT.tr.pass.min", "P", Len(suit, 2, 2), HCP(lo, lo), label=L("minimum"))),
            # Opener's 3M declined responder's 2NT invitation (a minimum with a fit): responder has shown his
            # hand (8-9 HCP, five cards) and has no more to show, so he passes (the booklet's invitations).
            block(after_2nt_declined, Seq(f"{after} 2NT P 3{suit} P"),
                  rule("1NT.tr.declined", "P", label=L("nothing_more"))),
            block(after_raise, Seq(f"{after} 3{suit} P"),
                  rule("1NT.tr.4acc", f"4{suit}", HCP(mid), label=L("accept_invite")),
                  rule("1NT.tr.pass.min", "P", HCP(lo, lo), label=L("minimum"))),
        ]
    return blocks


def _transfers(ladder: Ladder) -> list[Block]:
    """Both Jacoby transfers and what follows them."""
    return [
        *_transfer_continuations(ladder, "H", ("1NT.tr.H", "1NT.tr.H.next", "1NT.tr.H.3nt", "1NT.tr.H.2nt",
                                               "1NT.tr.H.2nt.min", "1NT.tr.H.3")),
        *_transfer_continuations(ladder, "S", ("1NT.tr.S", "1NT.tr.S.next", "1NT.tr.S.3nt", "1NT.tr.S.2nt",
                                               "1NT.tr.S.2nt.min", "1NT.tr.S.3")),
    ]


def _quantitative(ladder: Ladder) -> list[Block]:
    """Opener's answers to the invitations in no trump: 2NT (over 1NT), and 4NT after 2♦ or at once."""
    mid, lo = ladder.mid, ladder.lo
    # The quantitative 4NT is accepted with the top of the range: 17 of 15–17, 21 of 20–21 (the old
    # "lo + 2" left a 21-count 2NT opener passing the invitation).
    top = lo + 2 if ladder.level == 1 else lo + 1
    blocks = []
    if ladder.level == 1:
        blocks.append(block("1NT.2nt", Seq(ladder.after("2NT", "P")),
                            rule("1NT.2nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule("1NT.2nt.min", "P", HCP(lo, lo), label=L("minimum"))))
    blocks += [
        block("1NT.st.D.4nt", Seq(ladder.after_stayman(ladder.step("D"), "P", "4NT", "P")),
              rule("1NT.4nt.acc", "6NT", HCP(mid), label=L("accept_invite")),
              rule("1NT.4nt.min", "P", HCP(lo, lo), label=L("minimum"))),
        block("1NT.4nt", Seq(ladder.after("4NT", "P")),
              rule("1NT.4nt.acc", "6NT", HCP(top), label=L("accept_invite")),
              rule("1NT.4nt.min", "P", HCP(lo, top - 1), label=L("minimum"))),
    ]
    return blocks


def _long_minor(hand: HandEval, view: AuctionView, b: Bindings) -> bool:
    """Six cards in a minor, or five with a singleton or void."""
    return max(hand.lengths["C"], hand.lengths["D"]) >= 6 or (
        max(hand.lengths["C"], hand.lengths["D"]) >= 5 and min(hand.lengths.values()) <= 1)


def no_four_card_major(hand: HandEval, view: AuctionView, b: Bindings) -> bool:
    """At most three cards in each major."""
    return hand.lengths["H"] < 4 and hand.lengths["S"] < 4


def stayman_minor_rule(club: str) -> Rule:
    """Stayman with no major, a long minor and slam interest, to bid the minor next (common practice).

    Part of the 1NT responses block (after Stayman itself, so 2♣ stays "Stayman" in the auction's record).
    """
    return rule("nt2.st.minor", club, HCP(14), Check(_long_minor, "a long minor"), Check(no_four_card_major, "no major"),
                label=S("nt2_stayman_minor"), forcing=True)


def texas_top(level: int, lo: int) -> int:
    """The most HCP a Texas transfer holds over a no-trump bid of ``level`` showing ``lo``–``lo + 2``.

    With more, responder shows slam interest instead: the jump to three of the major over 1NT (14–16),
    or the Jacoby transfer then game (common practice: "Jacoby then 4M" is a mild slam try).
    """
    return 13 if level == 1 else 31 - (lo + 1)
