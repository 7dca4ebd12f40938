"""1NT, 2NT and 3NT openings and their responses: Stayman, Jacoby and Texas transfers, interference."""
from __future__ import annotations

from dataclasses import replace

from cardlearn.ai.bridge.auction_view import (
    PARTNER,
    AuctionView,
    bid_rank,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    AnyOf,
    AuctionCheck,
    Check,
    Len,
    NoFourCardMajor,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, Rule, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.common import S as L_S
from cardlearn.ai.bridge.system_checks import (
    L,
    after_nt_overcall,
    blackwood_ok,
    hearts_longer,
    not_hearts_first,
    ov_transfer_target,
    spades_not_shorter,
    stolen_bid_spot,
)


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


def _hand_without_major(hand: HandEval) -> bool:
    """No four-card major (the hand alone; :func:`_no_major` below is its :class:`Check` form)."""
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
_OV_TRANSFERS = {"nt2.ov.tr_h": "H", "nt2.ov.tr_s": "S"}


def texas_top(level: int, lo: int) -> int:
    """The most HCP a Texas transfer holds over a no-trump bid of ``level`` showing ``lo``–``lo + 2``.

    With more, responder shows slam interest instead: the jump to three of the major over 1NT (14–16),
    or the Jacoby transfer then game (common practice: "Jacoby then 4M" is a mild slam try).
    """
    return 13 if level == 1 else 31 - (lo + 1)




def _back(view: AuctionView, steps: int) -> str:
    """The rule of the call ``steps`` calls ago (2: partner's last call, 4: my last call)."""
    index = len(view.calls) - steps
    return view.rule_of(index) if index >= 0 else ""


def _pass_before(view: AuctionView) -> bool:
    return bool(view.calls) and view.calls[-1] == "P"


# --- systems on over partner's 1NT overcall --------------------------------------------------------------


def _ov_shift(view: AuctionView) -> int:
    """Three points less for a balancing 1NT overcall (seq ``1x P P 1NT``) than for a direct one."""
    return 3 if view.seq[1] == "P" else 0


def _ov_max(hand: HandEval, view: AuctionView, b) -> bool:
    """The top of the 1NT overcall's range (17–18 direct, 14–15 balancing)."""
    return hand.hcp >= 17 - _ov_shift(view)


def _ov_game(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.hcp >= 9 + _ov_shift(view)


def _ov_invite(hand: HandEval, view: AuctionView, b) -> bool:
    return 7 + _ov_shift(view) <= hand.hcp < 9 + _ov_shift(view)


def _ov_invite_or_more(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.hcp >= 7 + _ov_shift(view)


def _transfer_asked(view: AuctionView) -> dict[str, str] | None:
    """Partner transferred over my 1NT overcall and RHO passed: binds t (the major)."""
    target = _OV_TRANSFERS.get(_back(view, 2))
    return {"t": target} if target and _pass_before(view) else None


def _after_ov_completion(view: AuctionView) -> dict[str, str] | None:
    """My transfer over partner's 1NT overcall was completed."""
    target = _OV_TRANSFERS.get(_back(view, 4))
    return {"t": target} if target and _back(view, 2) == "nt2.ovc.complete" and _pass_before(view) else None


def _advancer_rebid(view: AuctionView) -> dict[str, str] | None:
    """The overcaller after the advancer's rebid over the completed transfer: binds t."""
    target = _OV_TRANSFERS.get(_back(view, 6))
    if not target or _back(view, 4) != "nt2.ovc.complete" or not _pass_before(view):
        return None
    return {"t": target}


def _super_accepted(view: AuctionView) -> dict[str, str] | None:
    """Partner super-accepted my transfer (jump to 3M or another three-level bid): binds t."""
    rule_id = _back(view, 2)
    if rule_id not in ("nt2.ovc.super", "nt2.super_new") or not _pass_before(view):
        return None
    asked = _back(view, 4)
    target = _OV_TRANSFERS.get(asked) or {"1NT.transfer_h": "H", "1NT.transfer_s": "S"}.get(asked)
    return {"t": target} if target else None


def _max_hidden() -> Check:
    return Check(_ov_max, "a maximum")


def _below_major(view: AuctionView, b) -> bool:
    return b["z"] != b["t"] and bid_rank(f"3{b['z']}") < bid_rank(f"3{b['t']}")


def _overcall_blocks() -> list[Block]:
    def rebid(rule_id: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: _back(v, 2) == rule_id, rule_id)

    return [
        block("nt2.ov.adv", When(after_nt_overcall, "partner overcalled 1NT"),
              rule("nt2.ov.tr_h", "2D", Len("H", 5), Check(hearts_longer),
                   AuctionCheck(lambda v, b: ov_transfer_target("D", b["x"]) == "H"), label=S("nt2_ov_transfer_h"), forcing=True),
              rule("nt2.ov.tr_s", "2H", Len("S", 5), Check(spades_not_shorter),
                   AuctionCheck(lambda v, b: ov_transfer_target("H", b["x"]) == "S"), label=S("nt2_ov_transfer_s"), forcing=True),
              # Over their 1♣ the cue bid 2♣ is Stayman too (the same id: the overcaller answers it alike).
              rule("a1n.stayman", "2C", AnyOf((Len("H", 4), Len("S", 4))), Check(_ov_invite_or_more, "invitational values"),
                   AuctionCheck(lambda v, b: b["x"] == "C"), label=S("stayman_overcall"), forcing=True),
              closed=False),
        block("nt2.ov.complete", When(_transfer_asked, "partner transferred over my 1NT overcall"),
              rule("nt2.ovc.super", "3t", Len("t", 4), _max_hidden(), label=S("nt2_super_accept")),
              rule("nt2.super_new", "3z", Len("t", 4), MEANING_ONLY,
                   AuctionCheck(_below_major, var_names=("z",)), label=S("nt2_super_accept_other"), forcing=True),
              rule("nt2.ovc.complete", Cheapest("t", max_level=2), label=L("complete_transfer"))),
        block("nt2.ov.next", When(_after_ov_completion, "the overcaller completed my transfer"),
              rule("nt2.ov.4", "4t", Len("t", 6), Check(_ov_game, "game values"), label=S("game")),
              rule("nt2.ov.new", Cheapest("n", max_level=3), Len("n", 4), Len("t", 5), Check(_ov_game, "game values"),
                   Check(lambda h, v, b: not h.balanced, "unbalanced"),
                   AuctionCheck(lambda v, b: b["n"] not in v.bid_suits, var_names=("n",)),
                   label=S("after_transfer_new_suit"), forcing=True),
              rule("nt2.ov.3nt", "3NT", Len("t", 5, 5), Check(_ov_game, "game values"), label=L("choice_of_games")),
              rule("nt2.ov.3", "3t", Len("t", 6), Check(_ov_invite, "invitational values"), label=L("invite")),
              rule("nt2.ov.2nt", "2NT", Len("t", 5, 5), Check(_ov_invite, "invitational values"), label=L("invite")),
              rule("nt2.ov.pass", "P", label=L("to_play"))),
        block("nt2.ov.answer", When(_advancer_rebid, "the advancer's rebid after the transfer"),
              # After 2NT (invitation, five cards): game in the major with a fit, in no trump without.
              rule("nt2.ova.4", "4t", Len("t", 3), _max_hidden(), rebid("nt2.ov.2nt"), label=L("game")),
              rule("nt2.ova.3", "3t", Len("t", 3), rebid("nt2.ov.2nt"), label=L("minimum")),
              rule("nt2.ova.3nt", "3NT", _max_hidden(), rebid("nt2.ov.2nt"), label=L("accept_invite")),
              rule("nt2.ova.pass2", "P", rebid("nt2.ov.2nt"), label=L("minimum")),
              # After 3M (invitation, six cards): game with a maximum.
              rule("nt2.ova.acc", "4t", _max_hidden(), rebid("nt2.ov.3"), label=L("accept_invite")),
              # After 3NT (choice of games): the major with three-card support.
              rule("nt2.ova.fit", "4t", Len("t", 3), rebid("nt2.ov.3nt"), label=L("game")),
              # After a new suit (game forcing): the major with support, otherwise no trump.
              rule("nt2.ova.new.fit", "4t", Len("t", 3), rebid("nt2.ov.new"), label=L("game")),
              rule("nt2.ova.new.nt", "3NT", rebid("nt2.ov.new"), label=S("nt_game")),
              rule("nt2.ova.pass", "P", label=L("to_play"))),
        block("nt2.super.next", When(_super_accepted, "partner super-accepted my transfer"),
              rule("nt2.sup.game", "4t", HCP(4), label=S("game")),
              rule("nt2.sup.back", "3t", label=L("to_play")),
              rule("nt2.sup.pass", "P", label=L("to_play"))),
    ]


_OV_STAYMAN_REPLIES = {"ovst.h": "H", "ovst.s": "S", "ovst.d": "D"}


def _ov_stayman_answered(view: AuctionView) -> dict[str, str] | None:
    """The advancer after the overcaller's answer to Stayman: binds r (the suit shown, D for none)."""
    reply = _OV_STAYMAN_REPLIES.get(_back(view, 2))
    return {"r": reply} if reply and _back(view, 4) == "a1n.stayman" and _pass_before(view) else None


def _ov_stayman_invited(view: AuctionView) -> dict[str, str] | None:
    """The overcaller after the advancer's invitation over his Stayman answer: binds r (the suit he showed)."""
    reply = _OV_STAYMAN_REPLIES.get(_back(view, 4))
    if not reply or _back(view, 6) != "a1n.stayman" or not _pass_before(view):
        return None
    return {"r": reply}


def _ov_stayman_blocks() -> list[Block]:
    """After Stayman over partner's 1NT overcall: raise or bid no trump, to invite or for game, as over 1NT."""
    def fit(h: HandEval, v: AuctionView, b) -> bool:
        return b["r"] in "HS" and h.lengths[b["r"]] >= 4

    def invited(rule_id: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: _back(v, 2) == rule_id, rule_id)

    other = {"H": "S", "S": "H"}
    return [
        block("nt2.ovst.next", When(_ov_stayman_answered, "the overcaller answered my Stayman"),
              rule("nt2.ovst.4", "4r", Check(fit, "four-card support"), Check(_ov_game, "game values"),
                   label=S("game")),
              rule("nt2.ovst.3", "3r", Check(fit, "four-card support"), Check(_ov_invite, "invitational values"),
                   label=L("invite")),
              rule("nt2.ovst.3nt", "3NT", Check(_ov_game, "game values"), label=S("nt_game")),
              rule("nt2.ovst.2nt", "2NT", Check(_ov_invite, "invitational values"), label=L("invite")),
              rule("nt2.ovst.pass", "P", label=L("to_play"))),
        block("nt2.ovst.answer", When(_ov_stayman_invited, "the advancer invited after Stayman"),
              rule("nt2.ovst.acc", "4r", _max_hidden(), invited("nt2.ovst.3"), label=L("accept_invite")),
              # 2NT after hearts denies four hearts, so the Stayman bidder holds four spades.
              rule("nt2.ovst.4o", "4S", Len("S", 4), _max_hidden(), AuctionCheck(lambda v, b: b["r"] == "H"),
                   invited("nt2.ovst.2nt"), label=L("game")),
              rule("nt2.ovst.3o", "3S", Len("S", 4), AuctionCheck(lambda v, b: b["r"] == "H"),
                   invited("nt2.ovst.2nt"), label=L("to_play")),
              rule("nt2.ovst.3nt.acc", "3NT", _max_hidden(), invited("nt2.ovst.2nt"), label=L("accept_invite")),
              rule("nt2.ovst.4.fit", "4t", Len("t", 4), AuctionCheck(
                  lambda v, b: _back(v, 2) == "nt2.ovst.3nt" and b["r"] in other and b["t"] == other[b["r"]],
                  var_names=("t",)), label=L("game")),
              rule("nt2.ovst.min", "P", label=L("minimum"))),
    ]


def _super_accept_other(nt: str) -> list[Block]:
    """Opener's other three-level bid below the major after a Jacoby transfer: a super-accept (common practice)."""
    def asked(ask: str, target: str):
        pattern = Seq(f"{nt} - {ask} P")
        return lambda v: {"t": target} if pattern.match(v) is not None else None

    return [block(f"nt2.{nt}.super.{t}", When(asked(ask, t), "opener after the transfer"),
                  rule("nt2.super_new", "3z", Len("t", 4), MEANING_ONLY,
                       AuctionCheck(_below_major, var_names=("z",)), label=S("nt2_super_accept_other"), forcing=True),
                  closed=False)
            for ask, t in (("2D", "H"), ("2H", "S"))]


# --- Texas transfers and the 2♣–2♦–2NT / 3NT continuations -----------------------------------------------


def _texas(start: str, level: int, lo: int, tag: str) -> list[Block]:
    """Texas over ``start`` (a no-trump bid by partner showing ``lo``–``lo + 2``), its completion and the pass."""
    top = texas_top(level, lo)
    game = max(0, (26 if level == 1 else 25) - (lo + 1))
    rho = "-" if start == "1NT" else "P"
    blocks = [block(f"nt2.texas.{tag}", Seq(f"{start} {rho}"),
                    rule("nt2.texas_h", "4D", Len("H", 6), HCP(game, top), Check(hearts_longer),
                         label=S("nt2_texas_h"), forcing=True),
                    rule("nt2.texas_s", "4H", Len("S", 6), HCP(game, top), Check(spades_not_shorter),
                         label=S("nt2_texas_s"), forcing=True),
                    closed=False)]
    for ask, suit in (("4D", "H"), ("4H", "S")):
        # A double of the Texas bid changes nothing: opener still completes.
        blocks.append(block(f"nt2.texas.{tag}.{suit}", Seq(f"{start} {rho} {ask} -"),
                            rule("nt2.texas.complete", f"4{suit}", label=S("nt2_texas_complete"))))
        blocks.append(block(f"nt2.texas.{tag}.{suit}.next", Seq(f"{start} {rho} {ask} P 4{suit} P"),
                            rule("nt2.texas.slam", f"6{suit}", HCP(33 - (lo + 1)), label=L("slam")),
                            rule("nt2.texas.pass", "P", label=L("to_play"))))
    return blocks


def _transfer_4nt(start: str, level: int, lo: int, tag: str) -> list[Block]:
    """After a Jacoby transfer, 4NT is quantitative with a five-card major; opener picks 6M, 6NT or passes."""
    mid = lo + 1
    rho = "-" if start == "1NT" else "P"
    ask = {"H": f"{level + 1}D", "S": f"{level + 1}H"}
    blocks = []
    for suit in "HS":
        after = f"{start} {rho} {ask[suit]} P {level + 1}{suit} P"
        blocks += [
            block(f"nt2.tr4nt.{tag}.{suit}", Seq(after),
                  rule("nt2.tr.4nt", "4NT", Len(suit, 5, 5), HCP(32 - mid, 33 - mid), label=S("nt2_transfer_4nt")),
                  closed=False),
            block(f"nt2.tr4nt.{tag}.{suit}.answer", Seq(f"{after} 4NT P"),
                  rule("nt2.tr4nt.6m", f"6{suit}", Len(suit, 3), HCP(mid), label=L("slam")),
                  rule("nt2.tr4nt.6nt", "6NT", HCP(mid), label=L("accept_invite")),
                  rule("nt2.tr4nt.5m", f"5{suit}", Len(suit, 3), label=L("minimum")),
                  rule("nt2.tr4nt.pass", "P", label=L("minimum"))),
        ]
    return blocks


def _after_jacoby_game(view: AuctionView) -> dict[str, str] | None:
    """Partner transferred, I completed, partner jumped to game in the major (mild slam interest)."""
    rule_id = _back(view, 2)
    if not rule_id.endswith(".tr.4") or not _pass_before(view):
        return None
    return {"t": strain_of(view.calls[-2])}


def _two_club_nt() -> list[Block]:
    """After 2♣–2♦–2NT (22–24) the system is on as over a 2NT opening; over 2♣–2♦–3NT (25–27) transfers."""
    out = []
    for blk in nt_system(2, 22):
        assert isinstance(blk.context, Seq)
        out.append(replace(blk, id=f"2c.{blk.id}", context=Seq(f"2C P 2D P {blk.context.pattern}",
                                                               when=blk.context.when),
                           rules=tuple(replace(r, id=f"2c.{r.id}") for r in blk.rules)))
    return out


def _three_nt_transfers() -> list[Block]:
    """2♣–2♦–3NT (25–27): the answers to a 25–27 no trump (see :func:`nt_25_27_blocks`)."""
    return nt_25_27_blocks("2C P 2D P 3NT P", "nt2.3nt")


def three_nt_opening_blocks() -> list[Block]:
    """The 3NT opening (SAYC booklet: 25–27, balanced): answered as 2♣–2♦–3NT."""
    return nt_25_27_blocks("3NT P", "open3nt")


def nt_25_27_blocks(start: str, tag: str) -> list[Block]:
    """After a 25–27 no trump (``start``): 4♦/4♥ transfer to a six-card major (opener completes); slam with 7+ HCP."""
    blocks = [block(f"{tag}.resp", Seq(start),
                    rule("nt2.texas_h", "4D", Len("H", 6), Check(hearts_longer), label=S("nt2_texas_h"), forcing=True),
                    rule("nt2.texas_s", "4H", Len("S", 6), Check(spades_not_shorter), label=S("nt2_texas_s"), forcing=True),
                    # 25–27 opposite: 6NT with 7+ (33 together), 4NT invites it with 5–6.
                    rule("nt2.3nt.7nt", "7NT", HCP(11), label=L("grand_slam")),
                    rule("nt2.3nt.6nt", "6NT", HCP(7, 10), label=L("slam")),
                    rule("nt2.3nt.4nt", "4NT", HCP(5, 6), label=L("quantitative")),
                    rule("nt2.3nt.pass", "P", HCP(0, 4), label=L("to_play"))),
              block(f"{tag}.4nt", Seq(f"{start} 4NT P"),
                    rule("nt2.3nt.4nt.acc", "6NT", HCP(26), label=L("accept_invite")),
                    rule("nt2.3nt.4nt.min", "P", label=L("minimum")))]
    for ask, suit in (("4D", "H"), ("4H", "S")):
        blocks.append(block(f"{tag}.{suit}", Seq(f"{start} {ask} P"),
                            rule("nt2.texas.complete", f"4{suit}", label=S("nt2_texas_complete"))))
        blocks.append(block(f"{tag}.{suit}.next", Seq(f"{start} {ask} P 4{suit} P"),
                            rule("nt2.texas.slam", f"6{suit}", HCP(7), label=L("slam")),
                            rule("nt2.texas.pass", "P", label=L("to_play"))))
    return blocks


# --- the stolen-bid double ----------------------------------------------------------------------------




def _stolen_bid() -> list[Block]:
    """Their 3♣ over our 2NT took responder's Stayman: double is Stayman (common practice; over 1NT the cue bid is)."""
    blocks: list[Block] = []
    blocks.append(block("nt2.stolen.2NT.3nt", Seq("2NT 3C X P 3NT P", when=lambda v, b: _back(v, 4) == "nt2.stolen"),
                        rule("nt2.stolen.6nt", "6NT", HCP(13), label=L("slam")),
                        rule("nt2.stolen.pass", "P", label=L("to_play"))))
    for nt, club, game, lo in (("2NT", "3C", 4, 20),):
        level = int(club[0])
        mid = lo + 1
        blocks += [
            block(f"nt2.stolen.{nt}", Seq(f"{nt} {club}"),
                  # With one five-card major and no four-card one, the natural forcing 3M says more.
                  rule("nt2.stolen", "X", AnyOf((Len("H", 4), Len("S", 4))), HCP(game),
                       Check(lambda h, v, b: 4 in (h.lengths["H"], h.lengths["S"]), "a four-card major"),
                       label=S("nt2_stolen_bid"), forcing=True),
                  closed=False),
            block(f"nt2.stolen.{nt}.reply", Seq(f"{nt} {club} X P",
                                                when=lambda v, b: _back(v, 2) == "nt2.stolen"),
                  rule("nt2.stolen.h", f"{level}H", Len("H", 4), label=S("stayman_reply_h")),
                  rule("nt2.stolen.s", f"{level}S", Len("S", 4), label=S("stayman_reply_s")),
                  rule("nt2.stolen.none", "2D" if level == 2 else "3NT", label=S("stayman_reply_none"))),
            block(f"nt2.stolen.{nt}.next", Seq(f"{nt} {club} X P #t P",
                                               when=lambda v, b: _back(v, 4) == "nt2.stolen"),
                  rule("nt2.stolen.6", "6t", Len("t", 4), HCP(33 - mid),
                       AuctionCheck(lambda v, b: b["t"] in "HS"), label=L("slam")),
                  rule("nt2.stolen.4", "4t", Len("t", 4), AuctionCheck(lambda v, b: b["t"] in "HS"),
                       label=S("game")),
                  rule("nt2.stolen.6nt", "6NT", HCP(34 - mid), label=L("slam")),
                  rule("nt2.stolen.3nt", "3NT", label=S("nt_game"))),
        ]
    return blocks


def _cue_answer(view: AuctionView) -> dict[str, str] | None:
    """Opener after responder's cue-bid Stayman over their overcall: binds y (their suit)."""
    if _back(view, 2) != "nt2.cue" or not _pass_before(view):
        return None
    return {"y": strain_of(view.seq[1])}


def _cue_next(view: AuctionView) -> dict[str, str] | None:
    """Responder after opener's answer to the cue-bid Stayman: binds r (opener's answer strain)."""
    if _back(view, 4) != "nt2.cue" or not _pass_before(view):
        return None
    return {"r": strain_of(view.calls[-2])}


def _cue_bid_stayman() -> list[Block]:
    """SAYC booklet: after their overcall of our 1NT, Stayman and transfers are off; the cue bid is Stayman, game forcing."""
    def open_major(suit: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: b["y"] != suit, f"not their {suit}")

    return [
        # Their 2♣ too: the booklet makes every cue bid Stayman (no stolen-bid double over 1NT).
        block("nt2.cue", Seq("1NT #y", when=lambda v, b: v.seq[1][0] == "2"),
              rule("nt2.cue", "3y", AnyOf((Len("H", 4), Len("S", 4))), HCP(10),
                   Check(lambda h, v, b: any(h.lengths[m] == 4 and m != b["y"] for m in "HS"),
                         "a four-card major they did not bid"), label=S("nt2_cue_stayman"), forcing=True),
              closed=False),
        block("nt2.cue.answer", When(_cue_answer, "partner's cue-bid Stayman"),
              rule("nt2.cue.h", Cheapest("H", max_level=4), Len("H", 4), open_major("H"),
                   label=S("stayman_reply_h")),
              rule("nt2.cue.s", Cheapest("S", max_level=4), Len("S", 4), open_major("S"),
                   label=S("stayman_reply_s")),
              rule("nt2.cue.none", "3NT", label=S("stayman_reply_none"))),
        block("nt2.cue.next", When(_cue_next, "opener answered my cue-bid Stayman"),
              # The auction check first: after a 3NT answer r is "NT" and the length test must not run.
              rule("nt2.cue.4", "4r", AuctionCheck(lambda v, b: b["r"] in ("H", "S")), Len("r", 4), label=S("game")),
              rule("nt2.cue.3nt", "3NT", label=S("nt_game")),
              rule("nt2.cue.pass", "P", label=L("to_play"))),
    ]


def _nt_interference() -> list[Block]:
    """Their three-level overcall of our 1NT or 2NT: Stayman and transfers are off (booklet); responder bids game
    naturally (a new major forcing, four of a six-card major, 3NT, 6NT) or doubles their suit for penalty."""
    blocks: list[Block] = []
    for nt, game, slam in (("1NT", 10, 18), ("2NT", 4, 12)):
        blocks += [
            block(f"nt2.{nt}.comp3", Seq(f"{nt} #y", when=lambda v, b: v.seq[1][0] == "3"),
                  rule("nt2.comp3.6nt", "6NT", HCP(slam), label=L("slam")),
                  rule("nt2.comp3.4M", "4M", Len("M", 6), HCP(game), AuctionCheck(lambda v, b: b["M"] != b["y"]),
                       label=S("game")),
                  rule("nt2.comp3.3M", "3M", Len("M", 5), HCP(game), AuctionCheck(lambda v, b: b["M"] != b["y"]),
                       label=L("choice_of_games"), forcing=True),
                  # Their 3♣ over 2NT doubled is the stolen-bid Stayman (above); any other double is for penalty.
                  rule("nt2.comp3.x", "X", Len("y", 4), HCP(game + 2), Check(lambda h, v, b: h.honors(b["y"], 5) >= 2,
                                                                            "two honours in their suit"),
                       AuctionCheck(lambda v, b: not stolen_bid_spot(v)), label=L("penalty_double")),
                  # Opposite 20–21 a stopper is nearly sure; opposite 15–17 responder wants his own.
                  rule("nt2.comp3.3nt", "3NT", HCP(game, slam - 1),
                       *([Stopper("y")] if nt == "1NT" else []), label=L("to_play")),
                  rule("nt2.comp3.pass", "P", label=L("no_bid_now"))),
            block(f"nt2.{nt}.comp3.answer", Seq(f"{nt} #y 3M P", when=lambda v, b: _back(v, 2) == "nt2.comp3.3M"),
                  rule("nt2.comp3.4fit", "4M", Len("M", 3), label=L("game")),
                  rule("nt2.comp3.nt", "3NT", label=S("nt_game"))),
        ]
    return blocks


# --- responder's long minors and two-suiters over 1NT -------------------------------------------------


def _long_minor(hand: HandEval, view: AuctionView, b) -> bool:
    return max(hand.lengths["C"], hand.lengths["D"]) >= 6 or (
        max(hand.lengths["C"], hand.lengths["D"]) >= 5 and min(hand.lengths.values()) <= 1)


def _no_major(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.lengths["H"] < 4 and hand.lengths["S"] < 4


def _running_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Six or more cards in a minor headed by the ace and king."""
    return any(hand.lengths[s] >= 6 and hand.honors(s, 2) == 2 for s in "DC")


def stayman_minor_rule(club: str) -> Rule:
    """Stayman with no major, a long minor and slam interest, to bid the minor next (common practice).

    Part of the 1NT responses block (after Stayman itself, so 2♣ stays "Stayman" in the auction's record).
    """
    return rule("nt2.st.minor", club, HCP(14), Check(_long_minor, "a long minor"), Check(_no_major, "no major"),
                label=S("nt2_stayman_minor"), forcing=True)


def _minor_try(view: AuctionView) -> dict[str, str] | None:
    """1NT – 2♣ – (answer): responder's turn."""
    if view.seq[:4] not in (("1NT", "P", "2C", "P"), ("1NT", "X", "2C", "P")) or len(view.seq) != 6:
        return None
    if not _back(view, 4).endswith("stayman") or not _pass_before(view):
        return None
    return {"r": strain_of(view.calls[-2])}


def _minor_tried(view: AuctionView) -> dict[str, str] | None:
    """Opener after responder's 3♣/3♦ slam try."""
    if _back(view, 2) != "nt2.st.3m" or not _pass_before(view):
        return None
    return {"m": strain_of(view.calls[-2])}


def _minor_cued(view: AuctionView) -> dict[str, str] | None:
    """Responder after opener's cue bid over the minor-suit slam try: binds m (responder's minor)."""
    if _back(view, 2) != "nt2.mst.cue" or not _pass_before(view):
        return None
    return {"m": strain_of(view.calls[-4])}


def _minor_raised(view: AuctionView) -> dict[str, str] | None:
    if _back(view, 2) != "nt2.mst.raise" or not _pass_before(view):
        return None
    return {"m": strain_of(view.calls[-2])}


def _aces_for_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Blackwood leaves room for five of the minor: one ace for diamonds, two for clubs."""
    return hand.aces >= (1 if b["m"] == "D" else 2)


def _over_1nt() -> list[Block]:
    return [
        block("nt2.1nt.resp", Seq("1NT -"),
              # A long running minor and no major: nine tricks are there opposite 15–17 (common practice).
              rule("nt2.3nt.minor", "3NT", HCP(6, 13), Check(_running_minor, "a running minor"),
                   Check(_no_major, "no four-card major"), label=S("nt2_running_minor")),
              closed=False),
        block("nt2.st.minor.next", When(_minor_try, "responder after the answer to Stayman"),
              rule("nt2.st.3m", "3m", Len("m", 5), HCP(14),
                   Check(lambda h, v, b: b["r"] not in "HS" or h.lengths[b["r"]] < 4, "no fit in opener's major"),
                   label=S("nt2_minor_slam_try"), forcing=True),
              closed=False),
        block("nt2.st.minor.answer", When(_minor_tried, "responder's minor-suit slam try"),
              # With four-card support and a good hand, an ace below four of the minor is cue-bid first.
              rule("nt2.mst.cue", "3c", Len("m", 4), HCP(16), Check(lambda h, v, b: "A" in h.holdings[b["c"]],
                                                                   "the ace of this suit", ("c",)),
                   AuctionCheck(lambda v, b: b["c"] != b["m"], var_names=("c",)), prefer="up",
                   label=S("nt2_minor_cue"), forcing=True),
              rule("nt2.mst.raise", "4m", Len("m", 3), HCP(16), label=S("nt2_minor_raise"), forcing=True),
              rule("nt2.mst.3nt", "3NT", label=S("nt2_minor_decline"))),
        block("nt2.st.minor.cued", When(_minor_cued, "opener cue-bid an ace"),
              rule("nt2.mcue.bw", "4NT", Check(_aces_for_minor, "aces", ("m",)), label=L("blackwood")),
              rule("nt2.mcue.5", "5m", label=L("signoff"))),
        block("nt2.st.minor.raised", When(_minor_raised, "opener raised the minor"),
              rule("nt2.mst.bw", "4NT", Check(_aces_for_minor, "aces", ("m",)), label=L("blackwood")),
              rule("nt2.mst.5", "5m", label=L("signoff"))),
        # Five-five in the majors with game values: transfer to spades, then 4♥ (common practice).
        block("nt2.55", Seq("1NT - 2H P 2S P", when=lambda v, b: _back(v, 4) == "1NT.transfer_s"),
              rule("nt2.55.4h", "4H", Len("S", 5), Len("H", 5), HCP(10, 15), label=S("nt2_majors_55")),
              closed=False),
        block("nt2.55.gf", Seq("1NT - 2H P 2S P", when=lambda v, b: _back(v, 4) == "1NT.transfer_s"),
              rule("nt2.55.3h", "3H", Len("S", 5), Len("H", 5), HCP(16), label=S("nt2_majors_55_slam"), forcing=True),
              closed=False),
        block("nt2.55.gf.answer", Seq("1NT - 2H P 2S P 3H P", when=lambda v, b: _back(v, 2) == "nt2.55.3h"),
              rule("nt2.55gf.s", "4S", Len("S", 3), Check(lambda h, v, b: h.lengths["S"] >= h.lengths["H"],
                                                          "spades at least as long"), label=L("game")),
              rule("nt2.55gf.h", "4H", Len("H", 3), label=L("game")),
              rule("nt2.55gf.nt", "3NT", label=S("nt_game"))),
        block("nt2.55.gf.next", Seq("1NT - 2H P 2S P 3H P #f P", when=lambda v, b: _back(v, 4) == "nt2.55.3h"),
              rule("nt2.55.bw", "4NT", Check(blackwood_ok), label=L("blackwood")),
              # 3♥ forced to game: a three-level answer (a learner's 3♠) is raised to game.
              rule("nt2.55.game", Cheapest("f", min_level=4, max_level=4), AuctionCheck(lambda v, b: b["f"] in "HS"),
                   label=L("game")),
              rule("nt2.55.pass", "P", label=L("to_play"))),
        block("nt2.55.pick", Seq("1NT - 2H P 2S P 4H P", when=lambda v, b: _back(v, 2) == "nt2.55.4h"),
              rule("nt2.55.s", "4S", Check(lambda h, v, b: h.lengths["S"] > h.lengths["H"], "more spades"),
                   label=L("game")),
              rule("nt2.55.h", "P", label=L("game"))),
        # After Jacoby then game (mild slam interest), opener asks for aces with a maximum and a fit.
        block("nt2.jacoby.4m", When(_after_jacoby_game, "partner transferred and jumped to game"),
              rule("nt2.j4.bw", "4NT", Len("t", 3), Check(lambda h, v, b: h.hcp >= v.known(0).hcp_max and h.aces >= 2,
                                                          "a maximum with two aces"), label=L("blackwood")),
              rule("nt2.j4.pass", "P", label=L("to_play"))),
    ]


def nt2_blocks() -> list[Block]:
    """Every block of this module, in the order they are tried (spliced before the 1NT-overcall advances)."""
    return [
        *_overcall_blocks(),
        *_ov_stayman_blocks(),
        *_super_accept_other("1NT"),
        *_stolen_bid(),
        *_cue_bid_stayman(),
        *_nt_interference(),
        *_transfer_4nt("1NT", 1, 15, "1nt"),
        *_transfer_4nt("2NT", 2, 20, "2nt"),
        *_transfer_4nt("2C P 2D P 2NT", 2, 22, "2c"),
        *_texas("1NT", 1, 15, "1nt"),
        *_texas("2NT", 2, 20, "2nt"),
        *_texas("2C P 2D P 2NT", 2, 22, "2c"),
        *_three_nt_transfers(),
        *three_nt_opening_blocks(),
        *_two_club_nt(),
        *_over_1nt(),
    ]


#: Jacoby transfers over our 1NT (opening, or overcall with systems on) and the major each one shows.
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


#: The 1NT/2NT/3NT conventions of the booklet (superaccepts, Texas, 4NT, minor-suit Stayman, 5-5 hands).
CONVENTIONS: tuple[Block, ...] = (
    *nt2_blocks(),
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
