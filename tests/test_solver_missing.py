"""Where the double-dummy solver (endplay) cannot be imported, the lessons and the table still run and say
in the learner's language what is missing and how to add it: no traceback, no "searching…" left on screen.

Each check runs in a fresh interpreter with ``sys.modules["endplay"] = None``, which makes every
``import endplay…`` fail exactly as on a machine without it (this test machine has it installed).
"""
from __future__ import annotations

import html
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardlearn import cli
from cardlearn.i18n import LANGUAGES, t

ROOT = Path(__file__).resolve().parents[1]

WITHOUT_SOLVER = r'''
import json, sys
sys.modules["endplay"] = None  # as if it were not installed
import cardlearn
from cardlearn.ai.bridge.analysis import analyse
from cardlearn.ai.bridge.play import choose_card, solver_available
from cardlearn.engine.bridge import Game
from cardlearn.lessons import practice_file
from cardlearn.engine import bridge
from cardlearn.widgets import BridgeTable

lang = sys.argv[1]
cardlearn.set_language(lang)
out = {"solver": solver_available()}
# Lesson 7: the auction's analysis, then the played deal's.
game = bridge.load_boards(practice_file())[0].game()
for call in ["1NT", "P", "3NT", "P", "P", "P"]:
    game.call(call)
first = analyse(game)
while not game.is_over:
    game.play(choose_card(game, seed=7).card)
played = analyse(game, learner="S")
out.update(html=played._repr_html_(), text=repr(first), available=played.available,
           table=played.tricks_table(lang).shape, mistakes=len(played.mistakes), par=played.par)

# The table: a whole deal, then its review and the history.
class First:
    def choose_call(self, game, seat):
        return "P"
    def choose_card(self, game, seat):
        return game.legal_cards()[0]

widget = BridgeTable("N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854",
                     players={seat: First() for seat in "NEW"}, ai_delay=0, lang=lang, vulnerability="None")
widget.receive({"action": "call", "call": "2S"})
for _ in range(60):
    if widget.game.is_over:
        break
    view = widget.view
    if view.get("claim") and view["claim"]["pending"]:
        widget.receive({"action": "accept-claim"})
        continue
    hand = next(hand for hand in view["hands"].values() if hand.get("active"))
    widget.receive({"action": "play", "card": next(c["code"] for c in hand["cards"] if c["legal"])})
review = widget.view["review"]
out.update(review_analysing=review["analysing"], review_missing=review["solver_missing"],
           review_dd=review["double_dummy"])
widget.receive({"action": "new-deal"})
out.update(history_par=widget.view["history"]["rows"][0]["par"],
           frame_par=widget.history()["par"].tolist())
print(json.dumps(out, ensure_ascii=False))
'''


def without_solver(lang: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", WITHOUT_SOLVER, lang], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_analysis_review_and_history_say_what_is_missing(lang: str) -> None:
    out = without_solver(lang)
    missing = t("solver.missing", lang)
    assert out["solver"] is False
    # Lesson 7's analysis cells show the sentence, with how to add the solver.
    assert out["available"] is False and out["par"] is None and out["mistakes"] == 0
    assert html.escape(missing) in out["html"] and 'data-testid="solver-missing"' in out["html"]
    assert out["text"] == missing and "pip install endplay" in missing and "tools/lab.sh" in missing
    assert out["table"] == [4, 5]
    # The review says it at once instead of searching for costly cards; no table it cannot have.
    assert out["review_analysing"] is False and out["review_missing"] == missing
    assert out["review_dd"] is None
    # The history's par column says there is no solver; the DataFrame keeps a missing value.
    assert out["history_par"] == t("solver.missing_short", lang)
    assert out["frame_par"] == [None]


def test_with_the_solver_the_review_has_no_such_note() -> None:
    from cardlearn.widgets import BridgeTable

    widget = BridgeTable("N:AKQJ.AKQ.AKQ.AKQ 765.8765.8765.76 T98.JT9.JT9.JT98 432.432.432.5432",
                         ai_delay=0, lang="da", vulnerability="None")
    widget.receive({"action": "call", "call": "7NT"})
    while not widget.game.is_over:
        view = widget.view
        if view.get("claim") and view["claim"]["pending"]:
            widget.receive({"action": "accept-claim"})
            continue
        hand = next(hand for hand in view["hands"].values() if hand.get("active"))
        widget.receive({"action": "play", "card": next(c["code"] for c in hand["cards"] if c["legal"])})
    review = widget.view["review"]
    assert review["solver_missing"] is None and review["double_dummy"] is not None
    assert review["analysing"] is False  # the costly cards were found


RUN_ALL = r'''
import json, sys
import nbformat
from nbclient import NotebookClient

notebook = nbformat.read(sys.argv[1], as_version=4)
client = NotebookClient(notebook, timeout=600, kernel_name="python3", allow_errors=True,
                        resources={"metadata": {"path": sys.argv[2]}})
client.execute()
print(json.dumps([cell.get("outputs", []) for cell in notebook.cells], ensure_ascii=False))
'''


def test_lesson_7_runs_all_cells_without_the_solver(tmp_path: Path) -> None:
    """Run All in a real kernel where ``import endplay`` fails: no error output, the analysis cells say why.

    The notebook runs in a child process (nbclient's own event loop, apart from pytest's).
    """
    # A package named endplay that cannot be imported, first on the kernel's path.
    blocker = tmp_path / "blocked" / "endplay"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text('raise ImportError("endplay is not installed")\n', encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(blocker.parent),
                                                                     os.environ.get("PYTHONPATH")]))}
    workspace = tmp_path / "th"
    assert cli.main(["lab", "--lang", "th", "--home", str(tmp_path), "--no-start"]) == 0
    done = subprocess.run([sys.executable, "-c", RUN_ALL, str(workspace / "13-bridge-practice-hands.ipynb"),
                           str(workspace)], env=env, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    outputs = json.loads(done.stdout.splitlines()[-1])
    errors = [output for cell in outputs for output in cell if output.get("output_type") == "error"]
    assert errors == [], errors[0].get("traceback") if errors else None
    shown = json.dumps(outputs, ensure_ascii=False)
    assert shown.count("endplay") >= 2 and "ModuleNotFoundError" not in shown
    assert t("solver.missing", "th").split(" ")[0] in shown  # the lesson says, in Thai, what is missing
