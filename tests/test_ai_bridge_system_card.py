"""The convention card: generated from the system, every section and opening, in five languages."""
from __future__ import annotations

import re
from html import escape as html_escape

import pytest

from cardlearn.ai import bridge as bridge_ai
from cardlearn.ai.bridge import system as system_module
from cardlearn.ai.bridge.conditions import HCP, Len
from cardlearn.ai.bridge.explain import auction_view, explain
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import all_rules, block, rule
from cardlearn.ai.bridge.system_card import OTHER, SECTIONS, SystemCard
from cardlearn.i18n import LANGUAGES, catalog_keys, msg

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]
# Names of conventions and the system itself stay as they are in every language.
PROPER = {"HCP", "NT", "Standard", "American", "Yellow", "Card", "Stayman", "Blackwood", "Jacoby", "Gerber",
          "Michaels", "AI", "SAYC"}


@pytest.fixture(scope="module")
def frames():
    return {lang: bridge_ai.system_card(lang=lang).to_frame() for lang in LANGUAGES}


def test_system_card_is_exported_and_renders_itself():
    card = bridge_ai.system_card(lang="da")
    assert isinstance(card, SystemCard) and card.lang == "da"
    html = card._repr_html_()
    assert html.startswith('<div lang="da"') and html.count("<details") == len(card.sections())
    assert '<span style="color:#b03a2e">♥</span>' in html  # red suits
    assert "SystemCard(lang='da'" in repr(card)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_section_is_present_and_filled_in_every_language(lang, frames):
    frame = frames[lang]
    assert list(frame.columns) == ["section_id", "section", "context", "example", "call", "meaning", "forcing",
                                   "addition", "rule_id", "checks"]
    # The named hidden checks are listed apart from the meaning (♦ ♣ only: the letters are the rule's suit variables).
    assert frame.checks.str.len().gt(0).sum() >= 20 and not frame.checks.str.contains("ai_bridge").any()
    present = list(dict.fromkeys(frame.section_id))
    assert [s for s in present if s != OTHER] == list(SECTIONS)
    html = bridge_ai.system_card(lang=lang)._repr_html_()
    for section in SECTIONS:
        title = msg(f"ai_bridge_card.section.{section}").text(lang)
        assert title and html_escape(title) in html
        assert (frame.section_id == section).sum() >= 1


@pytest.mark.parametrize("passes", [0, 3])
def test_every_opening_bid_of_the_system_appears(passes, frames):
    frame = frames["en"]
    before = ["P"] * passes
    openings = {bid: explain([*before, bid], passes, "N").rule_id for bid in BIDS}
    openings = {bid: rule_id for bid, rule_id in openings.items() if rule_id != "unknown"}
    assert {"1C", "1D", "1H", "1S", "1NT", "2C", "2NT"} <= set(openings)
    if passes == 0:
        assert {"2D", "2H", "2S", "3C", "4S"} <= set(openings)  # weak twos and pre-empts: not in 4th seat
    shown = frame[frame.context == msg("ai_bridge_card.context.opening" if passes == 0 else
                                       "ai_bridge_card.context.opening_4th").text("en")]
    pairs = set(zip(shown.call, shown.rule_id))
    for bid, rule_id in openings.items():
        call = bid.replace("S", "♠").replace("H", "♥").replace("D", "♦").replace("C", "♣")
        assert (call, rule_id) in pairs, (bid, rule_id)


def test_every_rule_the_system_uses_is_on_the_card(frames):
    card = bridge_ai.system_card(lang="en")
    shown = set(frames["en"].rule_id)
    shadowed = card.shadowed_rules()
    rules = {r.id for r in all_rules(system_module.SYSTEM)}
    # Example auctions are found by playing the system (and the opponents' interference), for every rule ...
    missing = sorted(rules - shown - set(shadowed))
    assert not missing, missing
    # ... except a rule the system itself never gets to: an earlier block takes its auction (a finding for
    # the system's authors). The bidder's own explanation of that call agrees.
    assert not set(shadowed) & shown
    for rule_id, calls in shadowed.items():
        assert explain(list(calls), len(calls) - 1, "N").rule_id != rule_id, (rule_id, calls)
    assert len(shadowed) <= 0.03 * len(rules), shadowed
    for blk in system_module.SYSTEM:
        if any(r.id not in shadowed for r in blk.rules):
            assert any(r.id in shown for r in blk.rules), blk.id


def test_every_example_auction_is_true():
    system = system_module.SYSTEM
    number = {blk.id: i for i, blk in enumerate(system)}
    homes: dict[str, set[int]] = {}
    for i, blk in enumerate(system):
        for r in blk.rules:
            homes.setdefault(r.id, set()).add(i)
    checked = 0
    for row in bridge_ai.system_card(lang="en").rows:
        if not row.example:
            continue
        mine = number[row.block_id]
        assert system[mine].context.match(auction_view(list(row.example), "N")) is not None, row
        # The bidder's own reading of the call: this rule, another of its block that makes the same call,
        # or an earlier open block's (alternatives) -- never a block that takes the auction before this one.
        calls = [*row.example, row.call]
        reading = explain(calls, len(calls) - 1, "N").rule_id
        assert any(i == mine or (i < mine and not system[i].closed) for i in homes.get(reading, ())), \
            (row.rule_id, reading, calls)
        checked += 1
    assert checked > 500


def test_new_conventions_sit_in_their_acbl_sections(frames):
    frame = frames["en"]
    sections = {rule_id: set(frame[frame.rule_id == rule_id].section_id) for rule_id in set(frame.rule_id)}
    ids = {blk.id: [r.id for r in blk.rules] for blk in system_module.SYSTEM}
    for block_id, section in [("s.gerber", "slam"), ("s.gerber.reply", "slam"), ("s.gsf", "slam"),
                              ("s.kings", "slam"), ("s.5nt", "slam"), ("s.cap", "nt_overcall"),
                              ("s.cap.adv", "nt_overcall"), ("s.dbl.rebid", "doubles"),
                              ("s.dbl.rebid.bal", "doubles"), ("s.nd.raised", "doubles"),
                              ("s.tr.x", "notrump"), ("s.nt.stayx", "notrump"), ("s.2c.sn", "two_clubs"),
                              ("s.fsf", "rebids"), ("s.rev", "rebids")]:
        if block_id in ids:  # the system may rename a block; its rules then are checked by the test above
            assert any(section in sections.get(r, set()) for r in ids[block_id]), (block_id, section)
    for rule_id in ("gerber", "gsf"):
        assert any(rule_id in r and "conventions" in s for r, s in sections.items()), rule_id


def test_conventions_are_listed_again_at_a_glance(frames):
    frame = frames["en"]
    glance = set(frame[frame.section_id == "conventions"].rule_id)
    assert {"1NT.stayman", "1NT.transfer_h", "1NT.transfer_s", "r1M.jacoby", "r2c.2d", "cr.neg"} <= glance
    slam = set(frame[frame.section_id == "slam"].rule_id)
    assert {"bw.reply.0", "bw.reply.1", "bw.ask.jacoby"} <= slam


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_text_is_left_untranslated(lang, frames):
    english, local = frames["en"], frames[lang]
    assert len(english) == len(local)
    for key in catalog_keys():
        if key.startswith("ai_bridge_card."):
            assert msg(key).text(lang) != msg(key).text("en"), key
    for column in ("section", "context", "meaning"):
        for mine, theirs in zip(local[column], english[column]):
            words = set(re.findall(r"[A-Za-z]{3,}", theirs)) - PROPER
            if words:
                assert mine != theirs, (column, theirs)
            if lang in ("th", "ko"):  # a Latin word in Thai or Korean text is English left behind
                assert not set(re.findall(r"[A-Za-z]{3,}", mine)) - PROPER, (column, mine)


def test_the_card_follows_the_system_when_a_convention_is_added(monkeypatch):
    relay = block("test.relay", Seq("1NT P 2S P"),
                  rule("test.relay.3c", "3C", HCP(0, 7), Len("C", 6), label="ai_bridge.label.relay",
                       forcing=True))
    monkeypatch.setattr(system_module, "SYSTEM", (relay, *system_module.SYSTEM))
    frame = bridge_ai.system_card(lang="en").to_frame()
    rows = frame[frame.rule_id == "test.relay.3c"]
    assert set(rows.section_id) == {"notrump", "conventions"}
    assert rows.iloc[0].context == "1NT – Pass – 2♠ – Pass – ?" and rows.iloc[0].call == "3♣"


def test_a_rule_the_system_never_reaches_is_reported_not_shown(monkeypatch):
    # Last in the system, after the block that already answers 1NT – 2♠: the bidder never gets to it.
    relay = block("test.relay", Seq("1NT P 2S P"),
                  rule("test.relay.3c", "3C", HCP(0, 7), Len("C", 6), label="ai_bridge.label.relay"))
    monkeypatch.setattr(system_module, "SYSTEM", (*system_module.SYSTEM, relay))
    card = bridge_ai.system_card(lang="en")
    assert "test.relay.3c" not in set(card.to_frame().rule_id)
    assert card.shadowed_rules()["test.relay.3c"][:4] == ("1NT", "P", "2S", "P")


def test_a_meaning_that_says_forcing_belongs_to_a_call_marked_forcing(frames):
    # "… forcing" / "forcing one round" / "game forcing" as a clause of the meaning is a promise about this
    # call: the bidder must then treat it as forcing (its partner never passes it), and a call marked
    # forcing never reads "invitational" or "not forcing".
    claim = re.compile(r"(^|[,;:] )(forcing( one round| to game)?|game forcing)(?=$|[;,.)( ])")
    wrong = set()
    for row in frames["en"].itertuples():
        says = bool(claim.search(row.meaning))
        if says and not row.forcing:
            wrong.add((row.rule_id, row.meaning))
        if row.forcing and re.search(r"\binvitational\b|\bnot forcing\b", row.meaning):
            wrong.add((row.rule_id, row.meaning))
    assert not wrong, sorted(wrong)


def _starts_with_call(meaning: str, call: str) -> bool:
    """The meaning opens with the call it explains ("5NT: …", "pass: …", "2♠ relay …")."""
    head = meaning.strip().lower()
    return head.startswith(call.lower()) or re.match(r"^\S*[–-]\s*" + re.escape(call.lower()), head) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_meaning_repeats_its_call(lang, frames):
    # The call is shown beside its meaning ("5NT – …", "Pas – …"); a meaning that starts with it again
    # reads "5NT – 5NT: forcing …" (issue #29).
    frame = frames[lang]
    repeats = {f"{row.call} | {row.meaning}" for row in frame.itertuples() if row.call
               and _starts_with_call(str(row.meaning), str(row.call))}
    assert not repeats, "\n".join(sorted(repeats))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_one_point_range_is_one_number(lang, frames):
    same = {str(m) for m in frames[lang].meaning if re.search(r"(?<![\d–])(\d+)–\1(?!\d)\s*(?:hp|HCP|point|puan|onör|점|แต้ม)",
                                                              str(m))}
    same |= {str(m) for m in frames[lang].meaning if re.search(r"(?:HCP|แต้มไพ่สูง) (\d+)–\1(?!\d)", str(m))}
    assert not same, "\n".join(sorted(same))
    assert HCP(15, 15).describe(auction_view([]), {})[0].text(lang) == msg("ai_bridge.cond.hcp_exact", n=15).text(lang)
    assert "15" in msg("ai_bridge.cond.hcp_exact", n=15).text(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_fit_partner_has_not_shown_reads_as_the_partnership_total(lang):
    from cardlearn.ai.bridge.conditions import Fit

    # Nothing shown by partner: "8+ ♠" alone would read as eight spades in one hand.
    text = Fit("S").describe(auction_view([]), {})[0].text(lang)
    assert text == msg("ai_bridge.cond.fit", n=8, suit="♠").text(lang) and "8" in text
    assert text != Len("S", 8).describe(auction_view([]), {})[0].text(lang)
    # Partner opened 1♠ (five cards): my share is three.
    shown = Fit("S").describe(auction_view(["1S", "P"], "N"), {})[0].text(lang)
    assert shown == Len("S", 3).describe(auction_view([]), {})[0].text(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_alternative_meanings_stay_visibly_apart(lang):
    # Two meanings that each contain "or" must not run together: the joiner puts a mark between them.
    joined = msg("ai_bridge.join.or", a="A", b="B").text(lang)
    between = joined[joined.index("A") + 1:joined.index("B")]
    assert re.search(r"[;/—·|]", between), joined
    either = msg("ai_bridge.join.either", a="A", b="B").text(lang)
    assert joined != either



# --- the General Approach (SAYC booklet) and the additions beyond the booklet -----------------------------


def _approach(frame):
    return {row.rule_id.removeprefix("approach."): row for row in frame[frame.rule_id.str.startswith("approach.")]
            .itertuples()}


def test_the_general_approach_opens_the_card_and_is_read_off_the_system(frames):
    frame = frames["en"]
    rows = _approach(frame)
    assert set(frame[frame.rule_id.str.startswith("approach.")].section_id) == {"general"}
    assert list(frame.rule_id[:len(rows)]) == [f"approach.{key}" for key in rows]  # first on the card
    assert rows["majors"].call == "1♥ 1♠" and "5+ cards" in rows["majors"].meaning
    assert rows["minors_44"].call == "1♦" and rows["minors_33"].call == "1♣"
    assert rows["1NT"].meaning.startswith("15–17 HCP") and rows["2NT"].meaning.startswith("20–21 HCP")
    assert rows["3NT"].meaning.startswith("25–27 HCP")  # the booklet's 3NT opening is in the system
    # The booklet's 5–11 (lesson 8 teaches 5–10; an 11-count opens it only with its values in the suit).
    assert rows["weak_twos"].call == "2♦ 2♥ 2♠" and "5–11 HCP" in rows["weak_twos"].meaning
    assert rows["negative_doubles"].meaning == "negative doubles through 2♠"
    # What the card says is what the bidder does.
    from cardlearn.ai.bridge import choose_call
    from cardlearn.ai.bridge.system_card_general import MINORS_33, MINORS_44

    assert choose_call(list(MINORS_44), [], "N").call == "1D" and choose_call(list(MINORS_33), [], "N").call == "1C"
    assert explain(["2H", "P", "2NT"], 2, "N").forcing and explain(["2H", "P", "2S"], 2, "N").forcing
    for overcall in ("1D", "1H", "1S", "2C", "2D", "2H", "2S"):
        assert "negative double" in explain(["1C" if overcall != "2C" else "1D", overcall, "X"], 2, "N").text("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_addition_beyond_the_booklet_is_marked_in_every_language(lang, frames):
    frame = frames[lang]
    badge = msg("ai_bridge_card.addition").text(lang)
    marked = set(frame[frame.addition == badge].rule_id)
    for rule_id in ("nt2.texas_h", "nt2.texas_s", "nt2.stolen", "c2.open4.two", "cap.2c", "cap.2d", "xx.jordan",
                    "open.weak2.third", "cr.neg3", "approach.negative_doubles_higher", "approach.additions"):
        assert rule_id in marked, rule_id
    # The booklet's own calls carry no mark.
    for rule_id in ("open.1nt", "open.weak2", "1NT.stayman", "1NT.transfer_h", "cr.neg", "cr.neg2", "r1M.jacoby"):
        assert rule_id not in marked, rule_id
    names = _approach(frame)["additions"].meaning
    for key in ("texas", "stolen_bid", "fourth_seat_two", "cappelletti", "jordan"):
        assert msg(f"ai_bridge_card.addition.{key}").text(lang) in names
    html = bridge_ai.system_card(lang=lang)._repr_html_()
    assert html.count(html_escape(badge)) >= len(frame[frame.addition == badge])


def test_a_learners_level_shows_only_the_openings_it_reads_as_the_system_does():
    rows = _approach(bridge_ai.system_card(lang="en", level="openings").to_frame())
    assert "1NT" in rows and "2C" in rows and "weak_twos" in rows
    assert "2NT" not in rows and "3NT" not in rows  # read as natural there, not yet as the openings
    assert "negative_doubles" not in rows and "additions" not in rows  # no competition at that level
