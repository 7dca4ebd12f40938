"""The bidding system's no-trump openings and what follows them (Stayman, transfers, invitations, run-outs)."""
from __future__ import annotations

from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Check,
    Len,
    NoFourCardMajor,
)
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc import S as L_S
from cardlearn.ai.bridge.sayc.notrump2 import stayman_minor_rule, texas_top
from cardlearn.ai.bridge.system_checks import (
    L,
    hearts_longer,
    not_hearts_first,
    spades_not_shorter,
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
                                label=L_S("stayman_five_card_invite"))] if level == 1 else []),
                        # Common practice: three of a five-card major (four of the other) forces to game (over 1NT
                        # a jump, over 2NT the cheapest bid); opener raises with three, else bids 3NT.
                        rule(f"{nt}.st.3M", "3t", Len("t", 5), HCP(game, 31 - mid),
                             AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)),
                             label=L_S("stayman_five_card_gf"), forcing=True),
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
                                 label=L_S("nt2_jacoby_4m")),
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
