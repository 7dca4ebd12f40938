"""The learner's level: which sections of the bidding system are on at a table.

A beginner's partner should not bid Jordan 2NT or Texas before the learner has
met them. The system (:data:`.system.SYSTEM`) is one list of rule blocks; a
*level* switches whole sections of it on, in the order a beginner course
teaches them (each level adds to the one before):

=============== ================================================================
level           sections on
=============== ================================================================
``openings``    basics: one-level openings (five-card majors), 1NT 15–17, the strong
                2♣ and the weak two (first and second seat) with their simple answers,
                simple raises, a new suit (one or two level), the 1NT response,
                opener's and responder's natural rebids, placing the contract
``responses``   + responses: limit and jump raises, 2NT/3NT responses, jump
                shifts and reverses, opener's jump rebids, accepting an invitation
``notrump``     + notrump: 2NT and 3NT openings, Stayman, Jacoby
                transfers, quantitative 4NT over no trump
``competition`` + competition: overcalls, the 1NT overcall, takeout doubles and
                advances, negative doubles, competing over their overcall,
                three- and four-level pre-empts (the booklet's pre-emption chapter)
``full``        + conventions: Blackwood, Gerber and cue bids, Jacoby 2NT, Jordan
                2NT, Texas, Michaels and the unusual 2NT, Cappelletti, fourth
                suit forcing, help-suit tries, minor-suit Stayman, stolen bids…
                (today's whole system; the default)
=============== ================================================================

A block's section is its group's in the manifest (:data:`.sections.manifest.GROUPS`):
:data:`GROUPS_BY_SECTION` lists the groups that lie wholly in one section. The
course cuts across some groups (it teaches part of a booklet section earlier than
the rest); :data:`MIXED_GROUPS` gives those a section and block-id prefixes for the
blocks taught at another level, and :data:`RULE_SECTIONS` one rule inside an
otherwise-on block, by rule-id prefix. A rule is on when its block's section and
its own section are both on. A block that loses
rules to the level sends a hand none of its remaining rules fits to the general
rules at the end of the system (they place the contract naturally from the
hand and what partner has shown), so every hand still gets a sensible call.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from cardlearn.ai.bridge.conditions import HCP, Len
from cardlearn.ai.bridge.labels import L
from cardlearn.ai.bridge.rule import Block, rule
from cardlearn.engine.errors import CardlearnError

#: The sections, in the order the course teaches them.
SECTIONS: tuple[str, ...] = ("basics", "responses", "notrump", "competition", "conventions")

#: Each level and the sections it switches on (a level adds to the one before).
LEVELS: dict[str, frozenset[str]] = {
    "openings": frozenset(SECTIONS[:1]),
    "responses": frozenset(SECTIONS[:2]),
    "notrump": frozenset(SECTIONS[:3]),
    "competition": frozenset(SECTIONS[:4]),
    "full": frozenset(SECTIONS),
}
DEFAULT_LEVEL = "full"

#: The manifest's groups (:data:`.sections.manifest.GROUPS`) whose blocks all belong to one section, by section.
GROUPS_BY_SECTION: dict[str, tuple[str, ...]] = {
    "basics": ("general.OPENINGS", "strong_two_clubs.POSITIVE_REBIDS", "strong_two_clubs.THIRD_ROUND",
        "majors.RESPONSES", "minors.RESPONSES", "strong_two_clubs.RESPONSES", "minors.RAISE_REBIDS",
        "rebids.RESPONDER_AFTER_2OVER1", "general.GENERAL"),
    "responses": ("minors.AFTER_2NT_RESPONSE",),
    "notrump": ("slam.QUANTITATIVE_ANSWERS", "notrump.TWO_NT", "slam.QUANTITATIVE"),
    "competition": ("preempts.NEW_SUIT_ANSWER", "notrump.DOUBLED", "overcalls.CUE_RAISE_AND_1NT_REBIDS",
        "contested.FREE_REBIDS", "takeout_doubles.DOUBLER_REBIDS", "competition.BALANCE_OVER_RAISE",
        "overcalls.REBIDS_AND_1NT_ADVANCES", "notrump.INTERFERED", "negative_doubles.CONTINUATIONS",
        "competition.LATE_REOPENING", "overcalls.CUE_RAISE_ANSWER", "contested.PREEMPTIVE_RAISE_ANSWER",
        "competition.THEIR_OPENING", "competition.TAKEOUT_ADVANCES", "competition.OVERCALL_ADVANCES", "competition.OVER_THEIR_DOUBLE",
        "competition.AFTER_REDOUBLE", "competition.OVER_THEIR_OVERCALL", "competition.OVER_OUR_1NT", "contested.LATE_OVERCALL"),
    "conventions": ("slam.BLACKWOOD", "general.CONSTRUCTIVE", "general.FOURTH_SEAT_TWO", "slam.GRAND_SLAM_FORCE",
        "majors.JACOBY", "preempts.FEATURE_ASK", "slam.QUANTITATIVE_5NT", "two_suiters.MICHAELS_UNUSUAL",
        "two_suiters.DEFENCE", "notrump.TRANSFER_INTERFERENCE", "against_notrump.CAPPELLETTI",
        "majors.JACOBY_REBIDS", "slam.DELAYED_STRONG_RAISE", "competition.JORDAN_ANSWER"),
}

#: The groups a level cuts across: the section of most of their blocks, and (block id prefix, section) for the
#: rest, the first that matches winning (a prefix ending in ``$`` is a whole id). Prefixes stay only here because
#: the course teaches part of such a group earlier than the rest (the 1NT opening's simple answers are basics,
#: Stayman and transfers in the same group come with the notrump level), while the booklet's layout, not the
#: course, decides how the section modules cut their block lists.
MIXED_GROUPS: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "slam.KINGS_GERBER_CONTROLS": ("conventions", (("s.ntq", "notrump"),)),
    "strong_two_clubs.CONTINUATIONS": ("basics", (("s.2c.over", "competition"), ("s.2c.doubled", "competition"))),
    "contested.LATE_AND_CONTESTED": ("competition", (("s.c2.mi.late", "conventions"), ("s.c2.4nt", "conventions"),
        ("s.c2.w2cue", "conventions"), ("s.c2.nd.slam", "conventions"))),
    "contested.OVER_THEIR_RAISE": ("competition", (("s.dor", "conventions"),)),
    "notrump_conventions.CONVENTIONS": ("basics", (("nt2.texas", "conventions"), ("nt2.3nt.H", "conventions"),
        ("nt2.3nt.S", "conventions"), ("open3nt.H", "conventions"), ("open3nt.S", "conventions"),
        ("nt2.stolen", "conventions"), ("nt2.tr4nt", "conventions"), ("nt2.55", "conventions"),
        ("nt2.st.minor", "conventions"), ("nt2.1nt.resp", "conventions"), ("nt2.jacoby", "conventions"),
        ("nt2.1NT.super", "conventions"), ("nt2.super", "conventions"), ("nt2.ov", "conventions"),
        ("nt2.cue", "conventions"), ("open3nt", "notrump"), ("nt2.3nt", "notrump"),
        ("nt2.1NT.comp3", "competition"), ("nt2.2NT.comp3", "competition"))),
    "notrump.EXTRAS": ("conventions", (("s.tr.new", "notrump"),)),
    "responder_rebids.SECOND_ROUND": ("basics", (("s.fsf", "conventions"), ("s.try", "conventions"),
        ("s.w2.new", "competition"), ("s.rev", "responses"), ("s.r2.after2nt", "responses"),
        ("s.r2.raised", "responses"), ("s.inv.", "responses"))),
    "majors.ONE_NT_RESPONSE": ("basics", (("s.try", "conventions"), ("s.1M1nt.rev", "responses"),
        ("s.1M1nt.js", "responses"), ("s.1M1nt.jump", "responses"), ("s.1M1nt.o.raise3", "responses"),
        ("s.1m2m.ans", "responses"))),
    "notrump.ONE_NT": ("basics", (("1NT.stayman", "notrump"), ("1NT.st.", "notrump"), ("1NT.tr.", "notrump"),
        ("1NT.4nt", "notrump"))),
    "preempts.RESPONSES": ("basics", (("resp.pre", "competition"),)),
    "majors.RAISE_REBIDS": ("basics", (("rb.limit", "responses"),)),
    "majors.RAISE_ANSWERS": ("basics", (("s.rbml", "responses"),)),
    "rebids.OPENER": ("basics", (("rb.1level.ov", "competition"), ("rb.1level.x", "competition"),
        ("rb.1nt.ov", "competition"), ("rb.2level.ov", "competition"))),
}

# Rule id prefix → section, for rules whose block is on at a lower level than the rule itself (a level cuts
# inside these blocks, so neither a group nor a block can say it).
RULE_SECTIONS: tuple[tuple[str, str], ...] = (
    ("bw.", "conventions"), ("gerber", "conventions"), ("kings.", "conventions"), ("cue.", "conventions"),
    ("r1M.jacoby", "conventions"), ("xx.jordan", "conventions"), ("nt2.texas", "conventions"),
    ("nt2.st.minor", "conventions"), ("nt2.3nt.minor", "conventions"), ("1NT.tr.super", "conventions"),
    ("r2s.fsf", "conventions"), ("rbr.try", "conventions"), ("1NT.tr.4$", "conventions"), ("2NT.tr.4$", "conventions"),
    ("2c.2NT.tr.4$", "conventions"), ("c2.open4", "conventions"),
    ("open.weak2.third", "conventions"), ("mi.", "conventions"), ("cap", "conventions"),
    ("2c.2NT.transfer", "notrump"), ("2c.2NT.stayman", "notrump"), ("2c.2NT.tr", "notrump"), ("2c.2NT.st", "notrump"),
    ("open.2nt", "notrump"), ("open.3nt", "notrump"),
    ("1NT.transfer", "notrump"), ("1NT.stayman", "notrump"), ("1NT.6nt", "notrump"), ("1NT.4nt", "notrump"),
    ("open.4", "competition"), ("open.3", "competition"),
    ("g.penalty", "competition"),
    ("r1M.limit", "responses"), ("r1M.game", "responses"), ("r1M.jumpshift", "responses"),
    ("r1M.3nt", "responses"), ("r1m.jumpshift", "responses"), ("r1m.3nt", "responses"), ("r1m.2nt", "responses"),
    ("r1m.limit", "responses"), ("rb.raise.jumpshift", "responses"), ("rb.jumpshift", "responses"),
    ("rb.reverse", "responses"), ("rb.2nt", "responses"), ("rb.jump", "responses"), ("rb.3nt.minor", "responses"),
    ("rb1nt.jumpshift", "responses"), ("rb1nt.jump", "responses"), ("rb1nt.2nt", "responses"),
    ("o1n.jumpshift", "responses"), ("o1n.reverse", "responses"), ("o1n.jump", "responses"),
    ("o1n.2nt", "responses"), ("r2s.reverse", "responses"), ("r2s.jump", "responses"),
    ("r2s.limit", "responses"), ("rb21.jump6", "responses"), ("r2s.4nt.nt", "notrump"),
)

_GROUP_SECTION: dict[str, str] = {group: section for section, groups in GROUPS_BY_SECTION.items() for group in groups}


class UnknownBiddingLevel(CardlearnError, ValueError):
    """A bidding level that does not exist; the message names the allowed ones."""


def resolve_bidding_level(level: str | None) -> str:
    """``level`` checked (None: ``"full"``); anything else raises :class:`UnknownBiddingLevel`."""
    if level is None:
        return DEFAULT_LEVEL
    value = str(level).strip().lower() if isinstance(level, str) else ""
    if value not in LEVELS:
        raise UnknownBiddingLevel("ai_bridge_levels.error.unknown", value=str(level)[:40], allowed=", ".join(LEVELS))
    return value


def _section(name: str, table: tuple[tuple[str, str], ...], default: str) -> str:
    """The section of the first entry that matches ``name`` (a prefix, or the whole id when it ends in ``$``)."""
    return next((section for prefix, section in table
                 if (name == prefix[:-1] if prefix.endswith("$") else name.startswith(prefix))), default)


def block_section(block_id: str) -> str:
    """The section a block of the system belongs to: its group's, or in a mixed group its prefix's (else "basics")."""
    group = _group_of().get(block_id, "")
    if group in _GROUP_SECTION:
        return _GROUP_SECTION[group]
    default, prefixes = MIXED_GROUPS.get(group, ("basics", ()))
    return _section(block_id, prefixes, default)


@lru_cache(maxsize=1)
def _group_of() -> dict[str, str]:
    """Each block id of the system and the manifest group that holds it (read when asked, like the system)."""
    from cardlearn.ai.bridge.sections.manifest import GROUPS

    return {blk.id: name for name, blocks in GROUPS for blk in blocks}


def rule_section(rule_id: str, block_id: str) -> str:
    """The section of one rule: its own (by id) where listed, else its block's."""
    return _section(rule_id, RULE_SECTIONS, block_section(block_id))


def rule_on(rule_id: str, block_id: str, level: str) -> bool:
    """Whether a rule of block ``block_id`` is used at ``level``."""
    sections = LEVELS[resolve_bidding_level(level)]
    return block_section(block_id) in sections and rule_section(rule_id, block_id) in sections


def _substitutes(level: str) -> dict[str, tuple]:
    """Natural rules a lower level adds where the call that the full system uses is not taught yet."""
    sections = LEVELS[level]
    extra: dict[str, tuple] = {}
    if "notrump" not in sections:
        # Without the strong 2♣ (and 2NT/3NT openings), a very strong hand opens one of its longest suit.
        big = (rule("lvl.open.big", "1x", HCP(22), Len("x", 4)),)  # every hand has a four-card suit
        extra.update({"open": big, "open4": big})
    if "conventions" not in sections:
        # Without Texas, "transfer, then game" is simply game (in the full system it is a mild slam try).
        for block_id, suit in (("1NT.tr.H.next", "H"), ("1NT.tr.S.next", "S"), ("2NT.tr.H.next", "H"),
                               ("2NT.tr.S.next", "S"), ("2c.2NT.tr.H.next", "H"), ("2c.2NT.tr.S.next", "S")):
            extra[block_id] = (rule("lvl.tr.game", f"4{suit}", Len(suit, 6), label=L("game")),)
    return extra


def _filtered(blk: Block, level: str, extra: tuple) -> Block | None:
    kept = tuple(r for r in blk.rules if rule_on(r.id, blk.id, level))
    if len(kept) == len(blk.rules) and not extra:
        return blk
    rules = (*kept[:-1], *extra, *kept[-1:]) if kept else extra  # before the block's final pass
    if not rules:
        return None
    # A closed block that lost rules sends a hand none of its rules fits to the general rules (module doc).
    return replace(blk, rules=rules, then="general" if blk.closed and blk.id != "general" else "")


def system_for(level: str | None = None) -> tuple[Block, ...]:
    """The bidding system at ``level`` (for ``"full"`` the system itself, read when asked)."""
    level = resolve_bidding_level(level)
    if level == "full":
        from cardlearn.ai.bridge import system

        return system.SYSTEM
    return _lower_system(level)


@lru_cache(maxsize=len(LEVELS))
def _lower_system(level: str) -> tuple[Block, ...]:
    from cardlearn.ai.bridge.system import SYSTEM

    extra = _substitutes(level)
    blocks = (_filtered(blk, level, extra.get(blk.id, ())) for blk in SYSTEM if block_section(blk.id) in LEVELS[level])
    return tuple(blk for blk in blocks if blk is not None)


def level_rule_ids(level: str | None = None) -> frozenset[str]:
    """Every rule id used at ``level`` (for tests and the card)."""
    return frozenset(r.id for blk in system_for(level) for r in blk.rules)


__all__ = ["DEFAULT_LEVEL", "GROUPS_BY_SECTION", "LEVELS", "MIXED_GROUPS", "RULE_SECTIONS", "SECTIONS", "UnknownBiddingLevel",
           "block_section", "level_rule_ids", "resolve_bidding_level", "rule_on", "rule_section", "system_for"]
