"""The Weis summary of the JassTable says what was announced and what was counted (issue #24, item 8)."""
from __future__ import annotations

import pytest

from cardlearn.i18n import LANGUAGES
from cardlearn.widgets import JassTable
from cardlearn.widgets.jass_players import FirstLegalJassPlayer
from cardlearn.widgets.jass_view import weis_summary, withheld_weis

# South (forehand) holds the acorn 6-7-8 (20); North four Kings (100); West the bells Ober-Under-Banner (20).
HANDS = {
    "S": ["E6", "E7", "E8", "RA", "SA", "BA", "R6", "S6", "B6"],
    "N": ["EK", "RK", "SK", "BK", "E9", "EU", "R9", "RU", "S9"],
    "E": ["ET", "EO", "EA", "R8", "RT", "RO", "ST", "SO", "B9"],
    "W": ["R7", "SU", "S8", "S7", "BO", "BU", "BT", "B8", "B7"],
}


def first_trick(announce: bool, lang: str = "en") -> JassTable:
    widget = JassTable.from_hands(HANDS, forehand="S", ai_delay=0, lang=lang,
                                  players={seat: FirstLegalJassPlayer() for seat in "NEW"})
    widget.receive({"action": "contract", "value": "R"})
    if not announce:
        widget.receive({"action": "weis", "index": 0, "announce": False})
    while widget.match.deal.state.n_tricks == 0:
        code = next(c["code"] for c in widget.view["hands"]["S"]["cards"] if c.get("legal"))
        widget.receive({"action": "play", "card": code})
    return widget


def test_a_declined_weis_is_named_as_not_counted_and_only_the_announcing_partner_is_counted():
    widget = first_trick(announce=False)
    deal = widget.match.deals[0] if widget.match.deals else widget.match.deal
    result = widget.view["weis"]["result"]
    assert "both its players" not in result  # the old text claimed South's Weis was counted too
    assert "North–South counts only the Weis North announced: 100 × 1 = 100." in result
    assert "You did not announce your three-card sequence (20 points), so it is not counted." in result
    assert [combo.points for combo in withheld_weis(deal, "S")] == [20]
    assert widget.match.deal.score.weis["NS"] == 100


def test_both_announced_weis_are_counted_and_nothing_is_said_kept_quiet():
    widget = first_trick(announce=True)
    result = widget.view["weis"]["result"]
    assert "North–South counts the Weis of both its players: 120 × 1 = 120." in result
    assert "not announce" not in result
    assert widget.match.deal.score.weis["NS"] == 120


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_summary_is_written_in_every_language(lang):
    widget = first_trick(announce=False, lang=lang)
    sentences = weis_summary(widget.match.deal, lang)
    assert len(sentences) == 3 and all(sentence.strip() for sentence in sentences)
    assert "100" in sentences[1] and "20" in sentences[2]
    if lang != "en":
        english = weis_summary(widget.match.deal, "en")
        assert sentences[1:] != english[1:]
