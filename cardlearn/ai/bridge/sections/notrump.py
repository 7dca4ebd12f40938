"""1NT, 2NT and 3NT openings and their responses: Stayman, Jacoby and Texas transfers, interference."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    PARTNER,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Check,
    Len,
    NoFourCardMajor,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.hand_checks import hearts_longer, not_hearts_first, spades_not_shorter
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, Rule, block, rule


def _stayman_interfered(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – 2♣ – (suit): binds y to their suit."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[2] == "2C" and is_bid(seq[3]) and strain_of(seq[3]) != "NT" \
            and view.partner_rule == "1NT.stayman":
        return {"y": strain_of(seq[3])}
    return None


def _transfer_doubled(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – transfer – (X): binds t to responder's major."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[3] == "X" and view.partner_rule.startswith(
            "1NT.transfer"):
        return {"t": "H" if seq[2] == "2D" else "S"}
    return None


def nt_interference_extras() -> list[Block]:
    """Stayman interfered with, and a transfer doubled."""
    return [
        block("s.nt.stayx", When(_stayman_interfered, "Stayman, then their overcall"),
              rule("ntsx.x", "X", Len("y", 4), Check(lambda h, v, b: h.honors(b["y"], 5) >= 2, "two honours",
                                                    ("y",)), label=S("penalty_double")),
              rule("ntsx.major", Cheapest("t", max_level=3), Len("t", 4), AuctionCheck(
                  lambda v, b: b["t"] in "SH" and b["t"] != b["y"], var_names=("t",)), label=S("stayman_reply_major")),
              rule("ntsx.pass", "P", label=S("stayman_pass_interfered"))),
        block("s.tr.x", When(_transfer_doubled, "transfer doubled"),
              rule("trx.super", "3t", Len("t", 4), HCP(17), label=S("super_accept")),
              rule("trx.complete", "2t", Len("t", 3), label=S("transfer_complete_3")),
              rule("trx.xx", "XX", Len("t", 0, 2), Check(lambda h, v, b: h.honors(strain_of(v.calls[-2]), 3) >= 2,
                                                         "good cards in the doubled suit"),
                   label=S("transfer_redouble")),
              rule("trx.pass", "P", Len("t", 0, 2), label=S("transfer_pass_doubled"))),
    ]


def nt_doubled() -> tuple:
    """Partner's 1NT was doubled: redouble with 10+ and no long major; otherwise the system is on."""
    return (
        rule("ntx.xx", "XX", HCP(10), Check(lambda h, v, b: h.lengths["S"] < 5 and h.lengths["H"] < 5,
                                            "no five-card major"), label=S("nt_redouble")),
    )


def nt_system(level: int, lo: int) -> list[Block]:
    """Responses to a 1NT (``level`` 1, ``lo`` 15) or 2NT (``level`` 2, ``lo`` 20) opening and their follow-ups."""
    nt = f"{level}NT"
    # SAYC booklet: over a double of 1NT the system stays on (Stayman and transfers); "-" matches P, X or XX.
    # The same over a double of 2NT (common practice: the booklet speaks of 1NT only).
    rho = "-"
    # Stayman doubled (for the lead): opener answers as if undoubled, so responder's continuations stay the same
    # (common ACBL practice, "systems on"; issue #27: opener jumped to 3NT).
    lho = "-"
    club, diamond, heart, spade = (f"{level + 1}{s}" for s in "CDHS")
    mid = lo + 1  # the opener's middle point, what responder counts on
    # Responder's HCP for game opposite a middle-of-the-range opening (SAYC: 10+ over 1NT, 4+ over 2NT).
    game = (26 if level == 1 else 25) - mid
    blocks = [
        block(f"{nt}.resp", Seq(f"{nt} {rho}"),
              rule(f"{nt}.transfer_h", diamond, Len("H", 5), Check(hearts_longer), label=L("transfer_h"),
                   forcing=True),
              rule(f"{nt}.transfer_s", heart, Len("S", 5), Check(spades_not_shorter), label=L("transfer_s"),
                   forcing=True),
              rule(f"{nt}.stayman", club, HCP(game - 2), AnyOf((Len("H", 4), Len("S", 4))), label=L("stayman"),
                   forcing=True),
              *([stayman_minor_rule(club)] if level == 1 else []),
              # Common practice: 37 HCP together are a grand slam (the coverage sweep found 22+ opposite 1NT
              # and 17+ opposite 2NT reaching no rule).
              rule(f"{nt}.7nt", "7NT", HCP(37 - lo), label=L("grand_slam")),
              # SAYC booklet: 4NT invites 6NT with 16–17 opposite 1NT (11–12 opposite 2NT); 6NT is 18–19.
              rule(f"{nt}.6nt", "6NT", HCP(34 - mid, 36 - lo), label=L("slam")),
              rule(f"{nt}.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
              rule(f"{nt}.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
              *([rule(f"{nt}.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))] if level == 1 else []),
              rule(f"{nt}.pass", "P", HCP(0, game - 1 if level == 2 else game - 3), label=L("to_play"))),
        block(f"{nt}.stayman", Seq(f"{nt} {rho} {club} {lho}"),
              rule(f"{nt}.stayman.h", heart, Len("H", 4), label=L("stayman_reply")),
              rule(f"{nt}.stayman.s", spade, Len("S", 4), Check(not_hearts_first), label=L("stayman_reply")),
              rule(f"{nt}.stayman.d", diamond, NoFourCardMajor(), label=L("stayman_reply"))),
    ]
    for reply in (heart, spade):
        suit = reply[-1]
        blocks.append(block(f"{nt}.stayman.{suit}.fit", Seq(f"{nt} {rho} {club} {lho} {reply} P"),
                            rule(f"{nt}.st.6{suit}", f"6{suit}", Len(suit, 4), HCP(33 - mid), label=L("slam")),
                            rule(f"{nt}.st.4{suit}", f"4{suit}", Len(suit, 4), HCP(game, 32 - mid), label=L("game")),
                            *([rule(f"{nt}.st.3{suit}", f"3{suit}", Len(suit, 4), HCP(game - 2, game - 1),
                                    label=L("invite"))] if level == 1 else []),
                            rule(f"{nt}.st.6nt", "6NT", HCP(34 - mid), label=L("slam")),
                            rule(f"{nt}.st.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
                            rule(f"{nt}.st.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
                            *([rule(f"{nt}.st.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))]
                              if level == 1 else []),
                            rule(f"{nt}.st.pass", "P", label=L("to_play"))))
    blocks.append(block(f"{nt}.stayman.D.next", Seq(f"{nt} {rho} {club} {lho} {diamond} P"),
                        # SAYC booklet: a five-card major after 2♦ is invitational (with the other major four).
                        *([rule(f"{nt}.st.2M", "2t", Len("t", 5), HCP(game - 3, game - 1),
                                AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)),
                                label=S("stayman_five_card_invite"))] if level == 1 else []),
                        # Common practice: three of a five-card major (four of the other) forces to game (over 1NT
                        # a jump, over 2NT the cheapest bid); opener raises with three, else bids 3NT.
                        rule(f"{nt}.st.3M", "3t", Len("t", 5), HCP(game, 31 - mid),
                             AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)),
                             label=S("stayman_five_card_gf"), forcing=True),
                        rule(f"{nt}.st.6nt", "6NT", HCP(34 - mid), label=L("slam")),
                        rule(f"{nt}.st.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
                        rule(f"{nt}.st.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
                        *([rule(f"{nt}.st.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))]
                          if level == 1 else []),
                        rule(f"{nt}.st.pass", "P", label=L("to_play"))))
    for suit in "HS":
        blocks.append(block(f"{nt}.st.D.3{suit}", Seq(f"{nt} {rho} {club} {lho} {diamond} P 3{suit} P"),
                            rule(f"{nt}.st.D.4{suit}", f"4{suit}", Len(suit, 3), label=L("game")),
                            rule(f"{nt}.st.D.3nt", "3NT", label=L("to_play"))))
        if level == 1:
            # The invitational 2M (five cards): game with a maximum (in the major with three), else pass
            # (common practice; the general rules re-invited with 3M on a minimum).
            blocks.append(block(f"{nt}.st.D.2{suit}", Seq(f"{nt} {rho} {club} {lho} {diamond} P 2{suit} P"),
                                rule(f"{nt}.st.D.2.4{suit}", f"4{suit}", Len(suit, 3), HCP(mid), label=L("game")),
                                rule(f"{nt}.st.D.2.3nt", "3NT", Len(suit, 0, 2), HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.st.D.2.pass", "P", label=L("minimum"))))
    # Opener's answers to responder's invitations after Stayman.
    for reply in (heart, spade):
        suit = reply[-1]
        other = "S" if suit == "H" else "H"
        if level == 1:
            blocks.append(block(f"{nt}.st.{suit}.2nt", Seq(f"{nt} {rho} {club} {lho} {reply} P 2NT P"),
                                rule(f"{nt}.st.4{other}", f"4{other}", Len(other, 4), HCP(mid), label=L("game")),
                                rule(f"{nt}.st.3{other}", f"3{other}", Len(other, 4), label=L("to_play")),
                                rule(f"{nt}.st.3nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
            blocks.append(block(f"{nt}.st.{suit}.3", Seq(f"{nt} {rho} {club} {lho} {reply} P 3{suit} P"),
                                rule(f"{nt}.st.4.acc", f"4{suit}", HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
        blocks.append(block(f"{nt}.st.{suit}.4nt", Seq(f"{nt} {rho} {club} {lho} {reply} P 4NT P"),
                            rule(f"{nt}.4nt.acc", "6NT", HCP(mid), label=L("accept_invite")),
                            rule(f"{nt}.4nt.min", "P", HCP(lo, lo), label=L("minimum"))))
        blocks.append(block(f"{nt}.st.{suit}.3nt", Seq(f"{nt} {rho} {club} {lho} {reply} P 3NT P"),
                            rule(f"{nt}.st.4{other}.fit", f"4{other}", Len(other, 4), label=L("game")),
                            rule(f"{nt}.st.pass.nt", "P", Len(other, 0, 3), label=L("to_play"))))
    if level == 1:
        blocks.append(block(f"{nt}.st.D.2nt", Seq(f"{nt} {rho} {club} {lho} {diamond} P 2NT P"),
                            rule(f"{nt}.st.3nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule(f"{nt}.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
    # Transfers: completion, then responder's rebid, then opener's choice.
    for ask, suit in ((diamond, "H"), (heart, "S")):
        complete = f"{level + 1}{suit}"
        blocks.append(block(f"{nt}.tr.{suit}", Seq(f"{nt} {rho} {ask} P"),
                            *([rule(f"{nt}.tr.super", f"3{suit}", Len(suit, 4), HCP(lo + 2),
                                    label=L("super_accept"))] if level == 1 else []),
                            rule(f"{nt}.tr.complete", complete, label=L("complete_transfer"))))
        after = f"{nt} {rho} {ask} P {complete} P"
        blocks.append(block(f"{nt}.tr.{suit}.next", Seq(after),
                            rule(f"{nt}.tr.6", f"6{suit}", Len(suit, 6), HCP(33 - mid), label=L("slam")),
                            rule(f"{nt}.tr.6nt", "6NT", Len(suit, 5, 5), HCP(33 - mid), label=L("slam")),
                            # With Texas for game without slam interest, Jacoby then game is a mild slam try.
                            rule(f"{nt}.tr.4", f"4{suit}", Len(suit, 6), HCP(texas_top(level, lo) + 1, 32 - mid),
                                 label=S("nt2_jacoby_4m")),
                            # A six-card major with game values but no slam interest would have used Texas;
                            # after a Jacoby transfer anyway (the learner's, or a suite's) it still bids game.
                            rule(f"{nt}.tr.4g", f"4{suit}", Len(suit, 6), HCP(game, texas_top(level, lo)),
                                 label=L("game")),
                            rule(f"{nt}.tr.3nt", "3NT", Len(suit, 5, 5), HCP(game, 32 - mid),
                                 label=L("choice_of_games")),
                            *([rule(f"{nt}.tr.3", f"3{suit}", Len(suit, 6), HCP(game - 3, game - 1),
                                    label=L("invite")),
                               rule(f"{nt}.tr.2nt", "2NT", Len(suit, 5, 5), HCP(game - 2, game - 1),
                                    label=L("invite"))] if level == 1 else []),
                            rule(f"{nt}.tr.pass", "P", HCP(0, game - 1 if level == 2 else game - 3),
                                 label=L("to_play"))))
        blocks.append(block(f"{nt}.tr.{suit}.3nt", Seq(f"{after} 3NT P"),
                            rule(f"{nt}.tr.4fit", f"4{suit}", Len(suit, 3), label=L("game")),
                            rule(f"{nt}.tr.pass.nt", "P", Len(suit, 0, 2), label=L("to_play"))))
        if level == 1:
            blocks.append(block(f"{nt}.tr.{suit}.2nt", Seq(f"{after} 2NT P"),
                                rule(f"{nt}.tr.4acc", f"4{suit}", Len(suit, 3), HCP(mid), label=L("game")),
                                rule(f"{nt}.tr.3acc", f"3{suit}", Len(suit, 3), HCP(lo, lo), label=L("to_play")),
                                rule(f"{nt}.tr.3nt.acc", "3NT", Len(suit, 2, 2), HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.tr.pass.min", "P", Len(suit, 2, 2), HCP(lo, lo), label=L("minimum"))))
            # Opener's 3M declined responder's 2NT invitation (a minimum with a fit): responder has shown his
            # hand (8-9 HCP, five cards) and has no more to show, so he passes (the booklet's invitations).
            blocks.append(block(f"{nt}.tr.{suit}.2nt.min", Seq(f"{after} 2NT P 3{suit} P"),
                                rule(f"{nt}.tr.declined", "P", label=L("nothing_more"))))
            blocks.append(block(f"{nt}.tr.{suit}.3", Seq(f"{after} 3{suit} P"),
                                rule(f"{nt}.tr.4acc", f"4{suit}", HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.tr.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
    if level == 1:
        blocks.append(block(f"{nt}.2nt", Seq(f"{nt} {rho} 2NT P"),
                            rule(f"{nt}.2nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule(f"{nt}.2nt.min", "P", HCP(lo, lo), label=L("minimum"))))
    blocks.append(block(f"{nt}.st.D.4nt", Seq(f"{nt} {rho} {club} {lho} {diamond} P 4NT P"),
                        rule(f"{nt}.4nt.acc", "6NT", HCP(mid), label=L("accept_invite")),
                        rule(f"{nt}.4nt.min", "P", HCP(lo, lo), label=L("minimum"))))
    # The quantitative 4NT is accepted with the top of the range: 17 of 15–17, 21 of 20–21 (the old
    # "lo + 2" left a 21-count 2NT opener passing the invitation).
    top = lo + 2 if level == 1 else lo + 1
    blocks.append(block(f"{nt}.4nt", Seq(f"{nt} {rho} 4NT P"),
                        rule(f"{nt}.4nt.acc", "6NT", HCP(top), label=L("accept_invite")),
                        rule(f"{nt}.4nt.min", "P", HCP(lo, top - 1), label=L("minimum"))))
    return blocks


def _hand_without_major(hand: HandEval) -> bool:
    """No four-card major (the hand alone; :func:`no_four_card_major` below is its :class:`Check` form)."""
    return hand.lengths["S"] < 4 and hand.lengths["H"] < 4


def _good_six_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Six or more cards in minor ``m`` headed by two of the top three honours, and no four-card major."""
    return hand.lengths[b["m"]] >= 6 and hand.honors(b["m"], 3) >= 2 and _hand_without_major(hand)


def _fitting_honour(hand: HandEval, view: AuctionView, b) -> bool:
    """The ace, king or queen of partner's minor, so that his six-card suit should run."""
    return hand.lengths[b["m"]] >= 2 and hand.honors(b["m"], 3) >= 1


def _after_transfer_new_suit(view: AuctionView) -> dict[str, str] | None:
    """Opener after 1NT – transfer – completion – responder's new suit: binds M (the major)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "tr.newsuit":
        return None
    return {"M": strain_of(view.calls[-4])}


def _transfer_completed(view: AuctionView) -> dict[str, str] | None:
    """1NT – transfer – completion – pass, responder to call: binds only M (the transfer suit stays free)."""
    if len(view.seq) != 6 or view.seq[0] != "1NT" or view.seq[3::2] != ("P", "P"):
        return None
    if not view.my_last_rule.startswith("1NT.transfer") or view.partner_rule != "1NT.tr.complete":
        return None
    return {"M": strain_of(view.seq[4])}


def nt_extras() -> list[Block]:
    """The booklet's responses to 1NT beyond Stayman and transfers: the minor invitations and the 2♠ relay."""
    return [
        block("s.nt.resp", Seq("1NT -"),
              # SAYC booklet: 3♣/3♦ invite 3NT with a six-card suit (two of the top three honours: common practice).
              rule("nt.3m", "3m", Check(_good_six_minor, "a good six-card minor, no four-card major", ("m",)),
                   HCP(6, 9), label=S("nt_minor_invite")),
              rule("nt.relay", "2S", Check(lambda h, v, b: max(h.lengths["C"], h.lengths["D"]) >= 6
                                           and h.lengths["S"] < 4 and h.lengths["H"] < 4, "a long minor"),
                   HCP(0, 7), label=S("minor_relay"), forcing=True),
              rule("nt.3M", "3t", Len("t", 6), HCP(14, 16), AuctionCheck(lambda v, b: b["t"] in "SH",
                                                                         var_names=("t",)),
                   label=S("slam_try_major"), forcing=True),
              closed=False),
        block("s.nt.3m", Seq("1NT - 3m P", when=lambda v, b: v.partner_rule == "nt.3m"),
              rule("nt.3m.3nt", "3NT", Check(_fitting_honour, "an honour in partner's minor", ("m",)),
                   label=S("nt_minor_accept")),
              # 16–17 with two cards in the suit still accepts (the coverage sweep: 16 HCP passed).
              rule("nt.3m.3nt.max", "3NT", Len("m", 2), HCP(16), label="ai_bridge.label.accept_invite"),
              rule("nt.3m.pass", "P", label=S("nt_minor_decline"))),
        block("s.nt.relay", Seq("1NT - 2S P", when=lambda v, b: v.partner_rule == "nt.relay"),
              rule("nt.relay.ok", "3C", label=S("relay_complete"))),
        block("s.nt.relay.r", Seq("1NT - 2S P 3C P", when=lambda v, b: v.my_last_rule == "nt.relay"),
              rule("nt.relay.d", "3D", Len("D", 6), label=S("to_play_weak_suit")),
              rule("nt.relay.c", "P", label=S("to_play_weak_suit"))),
        block("s.nt.3M", Seq("1NT - 3M P", when=lambda v, b: v.partner_rule == "nt.3M"),
              rule("nt.3M.4", "4M", Len("M", 2), label=S("game")),
              rule("nt.3M.3nt", "3NT", label=S("nt_game"))),
        # The transfer suit (2♦ or 2♥) was artificial: a natural new suit may be any suit but the major.
        block("s.tr.new", When(_transfer_completed, "partner completed my transfer"),
              rule("tr.newsuit", Cheapest("z", max_level=3), Len("z", 4), HCP(10), Len("M", 5),
                   Check(lambda h, v, b: not h.balanced, "unbalanced"),
                   AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)),
                   label=S("after_transfer_new_suit"), forcing=True),
              closed=False),
        # Common practice: game in the major with three-card support, else 3NT, else (a fit in the new minor) 4m.
        block("s.tr.new.o", When(_after_transfer_new_suit, "partner's new suit after the transfer"),
              rule("tr.new.4M", "4M", Len("M", 3), label=S("tr_new_major")),
              rule("tr.new.3nt", "3NT", label=S("tr_new_nt"))),
    ]


#: Transfer rules of the advancer and the suit each asks for.
def _long_minor(hand: HandEval, view: AuctionView, b) -> bool:
    return max(hand.lengths["C"], hand.lengths["D"]) >= 6 or (
        max(hand.lengths["C"], hand.lengths["D"]) >= 5 and min(hand.lengths.values()) <= 1)


def no_four_card_major(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.lengths["H"] < 4 and hand.lengths["S"] < 4


def running_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Six or more cards in a minor headed by the ace and king."""
    return any(hand.lengths[s] >= 6 and hand.honors(s, 2) == 2 for s in "DC")


def stayman_minor_rule(club: str) -> Rule:
    """Stayman with no major, a long minor and slam interest, to bid the minor next (common practice).

    Part of the 1NT responses block (after Stayman itself, so 2♣ stays "Stayman" in the auction's record).
    """
    return rule("nt2.st.minor", club, HCP(14), Check(_long_minor, "a long minor"), Check(no_four_card_major, "no major"),
                label=S("nt2_stayman_minor"), forcing=True)


OV_TRANSFERS = {"nt2.ov.tr_h": "H", "nt2.ov.tr_s": "S"}


def texas_top(level: int, lo: int) -> int:
    """The most HCP a Texas transfer holds over a no-trump bid of ``level`` showing ``lo``–``lo + 2``.

    With more, responder shows slam interest instead: the jump to three of the major over 1NT (14–16),
    or the Jacoby transfer then game (common practice: "Jacoby then 4M" is a mild slam try).
    """
    return 13 if level == 1 else 31 - (lo + 1)




TRANSFERS = {"1NT.transfer_h": "H", "1NT.transfer_s": "S", "nt2.ov.tr_h": "H", "nt2.ov.tr_s": "S"}


def _transfer_overcalled(view: AuctionView) -> dict[str, str] | None:
    """Partner transferred to M over my 1NT and RHO overcalled in a suit (y): binds M and y."""
    n = len(view.calls)
    if n < 2 or view.partner_rule not in TRANSFERS or view.relation(n - 2) != PARTNER:
        return None
    overcall = view.calls[-1]
    if not is_bid(overcall) or strain_of(overcall) == "NT":
        return None
    return {"M": TRANSFERS[view.partner_rule], "y": strain_of(overcall)}


def _transferrer_after_pass(view: AuctionView) -> dict[str, str] | None:
    """I transferred to M, LHO overcalled (y), partner and RHO passed: binds M and y."""
    n = len(view.calls)
    if n < 4 or view.my_last_rule not in TRANSFERS or view.calls[-2:] != ("P", "P"):
        return None
    overcall = view.calls[-3]
    if not is_bid(overcall) or strain_of(overcall) == "NT":
        return None
    return {"M": TRANSFERS[view.my_last_rule], "y": strain_of(overcall)}


def _after_choice_of_games(rule_id: str):
    """Partner's (the transferrer's) ``rule_id`` after their overcall and my pass; RHO passed: binds M and y."""
    def context(view: AuctionView) -> dict[str, str] | None:
        n = len(view.calls)
        if n < 8 or view.partner_rule != rule_id or view.calls[-1] != "P":
            return None
        bound = _transferrer_after_pass(view.before(n - 2))
        return bound if bound is not None and view.relation(n - 2) == PARTNER else None
    return context


def _good_holding(hand, view, b) -> bool:
    return hand.honors(b["y"], 4) >= 2


def transfer_interference_blocks() -> list[Block]:
    """Opener and the transferrer after their overcall of a transfer over 1NT."""
    five_only = Len("M", 5, 5)
    return [
        block("s.tri", When(_transfer_overcalled, "their overcall of partner's transfer"),
              rule("tri.x", "X", Len("y", 4), Check(_good_holding, "two of the top four honours", ("y",)),
                   label=S("tri_penalty")),
              rule("tri.accept", Cheapest("M", max_level=3), Len("M", 4), label=S("tri_accept")),
              rule("tri.pass", "P", Len("M", 0, 3), label=S("tri_pass"))),
        block("s.tri.r", When(_transferrer_after_pass, "partner passed their overcall of my transfer"),
              rule("trr.game", "4M", Len("M", 6), HCP(9), label=S("trr_game")),
              rule("trr.3nt", "3NT", five_only, HCP(10), Stopper("y"), label=S("trr_3nt")),
              rule("trr.3M", Cheapest("M", max_level=3), five_only, HCP(10), label=S("trr_choice"), forcing=True),
              rule("trr.x", "X", HCP(10), label=S("trr_double")),
              rule("trr.comp", Cheapest("M", max_level=3), Len("M", 6), HCP(4, 8), label=S("trr_compete")),
              rule("trr.pass", "P", HCP(0, 9), label=S("trr_pass"))),
        block("s.tri.3nt", When(_after_choice_of_games("trr.3nt"), "partner's 3NT after their overcall"),
              rule("tr3.4M", "4M", Len("M", 3), label=S("tr3_major")),
              rule("tr3.pass", "P", Len("M", 0, 2), label=S("tr3_nt"))),
        block("s.tri.3M", When(_after_choice_of_games("trr.3M"), "partner's choice of games after their overcall"),
              rule("tr3m.4M", "4M", Len("M", 3), label=S("tr3_major")),
              rule("tr3m.3nt", "3NT", Len("M", 0, 2), Stopper("y"), label=S("tr3_nt_stopper")),
              # No stopper in their suit: the five-two fit is the better game.
              rule("tr3m.4M2", "4M", Len("M", 2, 2), label=S("tr3_major_doubleton"))),
    ]


#: 1NT doubled: the runouts.
DOUBLED: tuple[Block, ...] = (
    block("s.ntx", Seq("1NT X"), *nt_doubled(), closed=False),
)


#: Interference over Stayman and transfers.
TRANSFER_INTERFERENCE: tuple[Block, ...] = (
    *transfer_interference_blocks(),
)


#: Stayman interfered with, and a transfer doubled.
INTERFERED: tuple[Block, ...] = (
    *nt_interference_extras(),
)




#: Further no-trump continuations.
EXTRAS: tuple[Block, ...] = (
    *nt_extras(),
)


#: Responses to 1NT (15–17) and their continuations.
ONE_NT: tuple[Block, ...] = (
    *nt_system(1, 15),
)


#: Responses to 2NT (20–21) and their continuations.
TWO_NT: tuple[Block, ...] = (
    *nt_system(2, 20),
)
