"""The priority between the sections: the ordered block groups that make up the bidding system.

The bidder tries the blocks in this order and uses the first whose context
matches (see :mod:`cardlearn.ai.bridge.rule`), so a group listed earlier wins
over a later one for the same auction. Conventions that mean the same in every
auction (Blackwood, Gerber, king asks) come first; the specific continuations
of the booklet's sections come before the basic responses and rebids they
refine; the general block, which places the contract from what is known,
comes last.
"""
from __future__ import annotations

from cardlearn.ai.bridge.rule import Block
from cardlearn.ai.bridge.sections import (
    against_notrump,
    competition,
    contested,
    general,
    majors,
    minors,
    negative_doubles,
    notrump,
    notrump_conventions,
    overcalls,
    preempts,
    rebids,
    responder_rebids,
    slam,
    strong_two_clubs,
    takeout_doubles,
    two_suiters,
)

#: ``(section.group, blocks)`` in the bidder's order of priority.
GROUPS: tuple[tuple[str, tuple[Block, ...]], ...] = (
    # Blackwood first: 4NT and its answers mean the same in every auction that reaches them.
    ("slam.BLACKWOOD", slam.BLACKWOOD),
    ("slam.QUANTITATIVE_ANSWERS", slam.QUANTITATIVE_ANSWERS),
    # Slam conventions that mean the same anywhere: king asks, Gerber, cue bids.
    ("slam.KINGS_GERBER_CONTROLS", slam.KINGS_GERBER_CONTROLS),
    ("general.OPENINGS", general.OPENINGS),
    # The booklet's continuations (and common practice where it is silent) win over the basic responses and
    # rebids further down, which they refine.
    ("general.CONSTRUCTIVE", general.CONSTRUCTIVE),
    ("strong_two_clubs.POSITIVE_REBIDS", strong_two_clubs.POSITIVE_REBIDS),
    ("general.FOURTH_SEAT_TWO", general.FOURTH_SEAT_TWO),
    ("preempts.NEW_SUIT_ANSWER", preempts.NEW_SUIT_ANSWER),
    ("slam.GRAND_SLAM_FORCE", slam.GRAND_SLAM_FORCE),
    ("majors.JACOBY", majors.JACOBY),
    ("preempts.FEATURE_ASK", preempts.FEATURE_ASK),
    ("slam.QUANTITATIVE_5NT", (slam.QUANTITATIVE_5NT,)),
    ("notrump.DOUBLED", notrump.DOUBLED),
    ("strong_two_clubs.CONTINUATIONS", strong_two_clubs.CONTINUATIONS),
    ("contested.LATE_AND_CONTESTED", contested.LATE_AND_CONTESTED),
    ("two_suiters.MICHAELS_UNUSUAL", two_suiters.MICHAELS_UNUSUAL),
    ("overcalls.CUE_RAISE_AND_1NT_REBIDS", overcalls.CUE_RAISE_AND_1NT_REBIDS),
    ("two_suiters.DEFENCE", two_suiters.DEFENCE),
    ("notrump.TRANSFER_INTERFERENCE", notrump.TRANSFER_INTERFERENCE),
    ("contested.OVER_THEIR_RAISE", contested.OVER_THEIR_RAISE),
    ("strong_two_clubs.THIRD_ROUND", strong_two_clubs.THIRD_ROUND),
    ("contested.FREE_REBIDS", contested.FREE_REBIDS),
    ("takeout_doubles.DOUBLER_REBIDS", takeout_doubles.DOUBLER_REBIDS),
    ("competition.BALANCE_OVER_RAISE", competition.BALANCE_OVER_RAISE),
    ("notrump_conventions.CONVENTIONS", notrump_conventions.CONVENTIONS),
    ("overcalls.REBIDS_AND_1NT_ADVANCES", overcalls.REBIDS_AND_1NT_ADVANCES),
    ("against_notrump.CAPPELLETTI", against_notrump.CAPPELLETTI),
    ("notrump.EXTRAS", notrump.EXTRAS),
    ("notrump.INTERFERED", notrump.INTERFERED),
    ("negative_doubles.CONTINUATIONS", negative_doubles.CONTINUATIONS),
    ("competition.LATE_REOPENING", competition.LATE_REOPENING),
    ("responder_rebids.SECOND_ROUND", responder_rebids.SECOND_ROUND),
    ("majors.ONE_NT_RESPONSE", majors.ONE_NT_RESPONSE),
    # Partner opened, RHO passed: the responses.
    ("majors.RESPONSES", majors.RESPONSES),
    ("minors.RESPONSES", minors.RESPONSES),
    ("notrump.ONE_NT", notrump.ONE_NT),
    ("notrump.TWO_NT", notrump.TWO_NT),
    ("strong_two_clubs.RESPONSES", strong_two_clubs.RESPONSES),
    ("preempts.RESPONSES", preempts.RESPONSES),
    # Opener's rebids.
    ("majors.RAISE_REBIDS", majors.RAISE_REBIDS),
    ("majors.RAISE_ANSWERS", majors.RAISE_ANSWERS),
    ("majors.JACOBY_REBIDS", majors.JACOBY_REBIDS),
    ("minors.RAISE_REBIDS", minors.RAISE_REBIDS),
    ("rebids.OPENER", rebids.OPENER),
    ("minors.AFTER_2NT_RESPONSE", minors.AFTER_2NT_RESPONSE),
    # The opponents opened, or came in over our opening: overcalls, doubles, advances and answers.
    ("competition.THEIR_OPENING", competition.THEIR_OPENING),
    ("competition.TAKEOUT_ADVANCES", competition.TAKEOUT_ADVANCES),
    ("competition.OVERCALL_ADVANCES", competition.OVERCALL_ADVANCES),
    ("competition.OVER_THEIR_DOUBLE", competition.OVER_THEIR_DOUBLE),
    ("competition.JORDAN_ANSWER", competition.JORDAN_ANSWER),
    ("competition.AFTER_REDOUBLE", competition.AFTER_REDOUBLE),
    ("competition.OVER_THEIR_OVERCALL", competition.OVER_THEIR_OVERCALL),
    ("competition.OVER_OUR_1NT", competition.OVER_OUR_1NT),
    ("contested.LATE_OVERCALL", contested.LATE_OVERCALL),
    ("rebids.RESPONDER_AFTER_2OVER1", rebids.RESPONDER_AFTER_2OVER1),
    ("overcalls.CUE_RAISE_ANSWER", overcalls.CUE_RAISE_ANSWER),
    ("slam.DELAYED_STRONG_RAISE", slam.DELAYED_STRONG_RAISE),
    ("contested.PREEMPTIVE_RAISE_ANSWER", contested.PREEMPTIVE_RAISE_ANSWER),
    # Everything else: place the contract from my hand and what partner has shown.
    ("slam.QUANTITATIVE", slam.QUANTITATIVE),
    ("general.GENERAL", general.GENERAL),
)

#: The bidding system: every group's blocks in the order of :data:`GROUPS`.
SYSTEM: tuple[Block, ...] = tuple(blk for _, blocks in GROUPS for blk in blocks)
