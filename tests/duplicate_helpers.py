"""A learner at a duplicate table, scripted: the same code runs in-process and in a hub learner's kernel."""
from __future__ import annotations

# Run in a namespace (exec, or a kernel cell) after SESSION, LEARNER and FIRST_CALL are set. North,
# East and West pass and play their first legal card; South makes FIRST_CALL as its first call when
# it is legal (then passes) and plays the first legal card, also from the dummy.
SETUP = '''
import cardlearn

class _Scripted:
    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]

table = cardlearn.duplicate_table(SESSION, learner=LEARNER, lang=LANG, ai_delay=0,
                                  players={seat: _Scripted() for seat in "NEW"})

def finish_board(table=table):
    game = table.game
    while not game.is_over:
        if game.phase == "auction":
            opened = any(call != "P" for call in game.calls)
            call = FIRST_CALL if FIRST_CALL and not opened and FIRST_CALL in game.legal_calls() else "P"
            answer = table.receive({"action": "call", "call": call})
        else:
            answer = table.receive({"action": "play", "card": game.legal_cards()[0]})
        notice = answer.get("notice")
        assert not (notice and notice["kind"] == "error"), notice
        game = table.game
    return table.view["duplicate"]
'''


def setup_code(session: str, learner: str, first_call: str | None, lang: str = "en") -> str:
    """The code that makes the learner's table and ``finish_board()``."""
    return (f"SESSION = {session!r}\nLEARNER = {learner!r}\nFIRST_CALL = {first_call!r}\nLANG = {lang!r}\n"
            + SETUP)


def learner_table(session: str, learner: str, first_call: str | None, lang: str = "en") -> dict:
    """The namespace with ``table`` and ``finish_board`` for one scripted learner, in this process."""
    namespace: dict = {}
    exec(setup_code(session, learner, first_call, lang), namespace)  # noqa: S102 - our own test script
    return namespace


def hand_matchpoints(scores: dict[str, int]) -> dict[str, int]:
    """Matchpoints counted by hand: 2 for each other result beaten, 1 for each tie."""
    points = {}
    for name, score in scores.items():
        total = 0
        for other, other_score in scores.items():
            if other == name:
                continue
            if score > other_score:
                total += 2
            elif score == other_score:
                total += 1
        points[name] = total
    return points
