'''Exercises that teachers edit as data, answered and explained by the engine.

A lesson cell is just ``exercise("bridge.undertricks.003")``; the learner
answers with ``ex.check(-800)``, asks ``ex.hint()`` and, when stuck,
``ex.solution()``. The correct answer and the explanation of *why* always
come from the engine (:mod:`cardlearn.engine.bridge`, :mod:`cardlearn.engine.jass`),
never from the file, so a teacher cannot get a rule wrong — only the question.

Learner API (in the style of Kaggle learntools)::

    from cardlearn.exercises import exercise
    ex = exercise("bridge.undertricks.003", lang="da", seed=7, answers="my-answers.json")
    ex.prompt              # the question, in Danish; seed=7 picks this learner's variant
    ex.check(-500)         # Feedback(correct=False, message="Ikke helt: ...") — says why
    ex.hint()              # the next hint
    ex.solution()          # the answer and its explanation
    exercise("bridge.undertricks.003", teacher=True)   # shows the answer with the question

An answer of the wrong form (``ex.check("abc")`` for a number) gets a message
saying what is expected and is not counted as an attempt. With ``answers=``
every attempt is kept in a small JSON file (:class:`AnswerBook`) that a teacher
collects; re-running the notebook adds to it and loses nothing.

Exercise files
==============

Exercises live in TOML files, for example ``lessons/exercises/bridge-undertricks.toml``.
Each exercise is an ``[[exercise]]`` table::

    [[exercise]]
    id = "bridge.undertricks.003"      # unique: lowercase words/numbers joined by dots
    kind = "number"                    # what the learner answers (see below)
    topic = "bridge.score"             # what the engine computes (see below)
    contract = "4HX"                   # the situation: the fields the topic reads
    vulnerable = true
    tricks = 7
    expected = -800                    # optional: your answer, checked against the engine's
    generator.contract = ["2H", "3NT", "4H", "4S"]   # optional: a variant per learner (seed)
    generator.doubled = [0, 1, 2]
    generator.vulnerable = [true, false]
    generator.down = { min = 1, max = 4 }
    prompt.en = "Contract {contract}, declarer's side {vulnerability}. Declarer takes {tricks} tricks. What does declarer's side score?"
    prompt.th = "สัญญา {contract} ฝ่ายผู้เดินไพ่ {vulnerability} ผู้เดินไพ่ได้ {tricks} ตอง ฝ่ายผู้เดินไพ่ได้กี่แต้ม"
    prompt.ko = "계약은 {contract}, 디클레어러 쪽은 {vulnerability} 상태예요. 디클레어러가 {tricks}트릭을 땄어요. 디클레어러 쪽 점수는 얼마일까요?"
    prompt.da = "Kontrakten er {contract}, og spilførerens side er {vulnerability}. Spilføreren tager {tricks} stik. Hvad scorer spilførerens side?"
    prompt.tr = "Kontrat {contract}, deklaran tarafı {vulnerability}. Deklaran {tricks} löve alıyor. Deklaran tarafı kaç puan yazar?"

    [[exercise.hints]]                 # optional, any number, shown one at a time
    en = "First count the undertricks: declarer needs {target} tricks."
    th = "นับจำนวนตองที่ตกก่อน: ผู้เดินไพ่ต้องได้ {target} ตอง"
    ko = "먼저 언더트릭 수를 세어 보세요. 필요한 트릭: {target}."
    da = "Tæl først, hvor mange bet det er: spilføreren skal have {target} stik."
    tr = "Önce batırıcı löveleri sayın: deklaranın {target} löve alması gerekir."

Every prompt and hint needs ``th``, ``ko``, ``da`` and ``tr`` (``en`` is optional
but recommended: it is the fallback). ``title`` (the same table of languages) is
optional. Placeholders in braces are filled from the situation in the learner's
language: ``{contract}``, ``{target}``, ``{tricks}``, ``{down}``, ``{over}``,
``{vulnerability}``, ``{dealer}``, ``{leader}``, ``{forehand}``, ``{auction}``,
``{options}``, ``{call}``, ``{card}``, ``{trick}``, ``{hand}``, ``{cards}``,
``{play}``, ``{hands}``, ``{points}``, ``{seat}`` — whichever the exercise has
(with ``index``: ``{call}``, the call asked about, and ``{caller}``, who made it).
A placeholder is a name only. The one format allowed is a width (at most 40)
with an optional alignment: ``{contract:>6}``, ``{contract:<6}``, ``{contract:^6}``.
Anything else — attribute access or indexing (``{contract.symbol}``,
``{hands[N]}``), conversions (``{contract!r}``), other format specs
(``{tricks:.2f}``, ``{contract:{contract}}``) — is refused by the checker with a
message saying what is allowed; ``{{`` and ``}}`` write braces.

Kinds (what the learner answers): ``number`` (a whole number), ``card``
(``"HA"``, ``"EU"``), ``call`` (``"P"``, ``"2H"``, ``"X"``, ``"XX"``), ``seat``
(``"N"``), ``team`` (``"NS"``/``"EW"``), ``order`` (a list, e.g. ``["1C", "1D"]``)
and ``true_false`` (``True``/``False``).

Topics (what the engine computes), their kinds and the fields they read
(fields in brackets are optional):

- ``bridge.score`` (number): ``contract`` (``"4HX"``), ``tricks``, [``vulnerable``]. The
  declaring side's score; the explanation lists every part (each undertrick's cost).
- ``bridge.higher_bid`` (call): ``options`` — the highest of the bids.
- ``bridge.bid_order`` (order): ``options`` — the bids from lowest to highest.
- ``bridge.legal_calls`` (call, true_false): ``auction`` (calls so far), [``dealer``
  (default N), ``options``, ``call``]. Any legal call (among ``options``) is right; with
  ``true_false``, whether ``call`` is legal.
- ``bridge.declarer`` (seat): ``auction`` (a finished auction), [``dealer``].
- ``bridge.opening_leader`` and ``bridge.dummy`` (seat): ``auction`` (a finished auction),
  [``dealer``] — who makes the opening lead (declarer's left) and who is dummy, from the engine.
- ``bridge.leader_from_declarer`` and ``bridge.dummy_from_declarer`` (seat): ``declarer``,
  [``contract``] — the same questions before bidding is taught: the exercise names declarer.
- ``bridge.target`` (number): ``contract`` — the tricks declarer needs (4♠: 10).
- ``bridge.hcp`` (number): ``hand`` — its high-card points, suit by suit (the AI's hand evaluation).
- ``bridge.system_call`` (call): ``hand`` (13 cards), [``auction`` (default none), ``dealer``,
  ``vulnerability`` (``None``/``NS``/``EW``/``Both``), ``seat`` (checked to be the seat to act),
  ``level`` (the learner's bidding level, ``openings`` … ``full``, the default)] —
  the call the AI partner's system makes at that level; the explanation is the call's meaning.
- ``bridge.meaning_min_hcp`` (number): ``auction``, ``index`` (0 = the first call), [``dealer``,
  ``vulnerability``, ``level``] — the fewest HCP the system's meaning of that call shows.
- ``bridge.trick_winner`` (card, seat): ``contract`` and either ``trick`` (four cards) with
  [``leader``, default the declarer's left], or a whole ``deal`` (PBN) with ``play``
  (the cards from the opening lead; the last complete trick is asked about).
- ``bridge.legal_cards`` (card, true_false): ``contract``, ``trick`` (0–3 cards), ``hand``
  (the cards of the player to play), [``leader``, ``card``]; or ``deal`` with ``play``.
- ``jass.trick_winner`` (card): ``contract`` (``E R S B obenabe undenufe``), ``trick``.
- ``jass.legal_cards`` (card, true_false): ``contract``, ``hand``, [``trick``, ``card``].
- ``jass.card_points`` (number): ``contract``, ``cards``, [``last_trick``].
- ``jass.remaining_points`` (number): ``points`` — the other team's share of the 157.
- ``jass.multiplier`` (number): ``contract``. ``jass.multiplied`` (number): ``contract``, ``points``.
- ``jass.card_order`` (order): ``contract``, ``cards`` of one suit, strongest first.
- ``jass.next_seat`` (seat): ``seat`` — who plays after it (counter-clockwise).
- ``jass.weis_winner`` (team) and ``jass.weis_points`` (number): ``contract``, ``hands``
  (a table ``{ N = [...], E = [...], S = [...], W = [...] }``; seats may be left out),
  [``forehand`` (default S), ``multiplied`` (weis_points only)].
- ``jass.convention`` (card): ``contract``, ``hand`` (South's cards now), ``convention``
  (``schmieren verwerfen anziehen trump_after_push bock trump_ass``), [``play`` (finished tricks),
  ``trick`` (the trick being played), ``forehand`` (default S), ``pushed``] — the card the
  convention asks South to play (:mod:`cardlearn.ai.jass.teaching`, the AI's own rules).
- ``jass.schneider`` (true_false): ``winner_points``, ``loser_points`` (the final scores the
  instant the winners reach the target), [``target`` (default 3000)] — the engine's
  :func:`cardlearn.engine.jass.is_schneider` (the loser under 1500).

A generator entry draws a field from ``random.Random(seed)``: a list (one of its
values), ``{ min = a, max = b }`` (a whole number) or ``{ sample = k, from = [...] }``
(k different values). ``bridge.score`` also knows ``doubled`` (0/1/2), ``down`` and
``over``; the Weis topics know ``hands = "random"`` (a deal where someone has a Weis)
and ``hands = "contested"`` (both teams have one). Without a seed the learner sees
the exercise exactly as written (and ``expected`` applies to that).

Checking a file
===============

``cardlearn exercises check lessons/exercises/`` (a file or a folder; ``--lang da``
for Danish messages) checks the schema, unique ids (across the folder), 52
different cards in a PBN deal, every prompt and hint in th, ko, da and tr, that
the engine can answer every exercise (and every generated variant), and that
``expected`` matches. Each problem names the file, the exercise and the field.
The checker also renders every prompt and hint of every variant (the seeds
0–23 of a generator) in every language exactly as the widget shows them, so a
placeholder the prompt never receives (a generator helper such as ``{doubled}``)
fails the check instead of every render. Exit status 0 when all is well, 1
otherwise. A file is all-or-nothing: a file with any error gives none of its
exercises (loading it alone raises :class:`ExerciseError` listing every
problem). A folder is file by file: a broken file (or one repeating an id of an
earlier file) is reported with an ``ExerciseFileWarning`` and skipped, and the
other files still load; asking for an id that is not found names the skipped files.

Where ``exercise(id)`` looks: the ``path=`` argument; the folder in
``$CARDLEARN_EXERCISES``; ``./exercises`` and ``../exercises`` (a lesson folder
copied with ``cardlearn lessons``); then the exercise files installed with the lessons.

Adding a practice deal
======================

Copy the deal line from BBO (Hand records → PBN), Dealer, BridgeComposer or any
dealer program — the ``[Deal "N:..."]`` value, four hands ``spades.hearts.diamonds.clubs``
starting with the seat before the colon — into a ``deal`` field, and say what
was played so far::

    [[exercise]]
    id = "bridge.tricks.101"
    kind = "seat"
    topic = "bridge.trick_winner"
    contract = "4S by S"
    deal = "N:JT98.KJ6.T943.84 A5.T.K865.QT9753 K43.AQ8542.AQ.A2 Q762.973.J72.KJ6"
    play = ["DJ", "D3", "DK", "DA"]
    expected = "S"
    prompt.en = "Contract {contract}. The first trick: {play}. Who wins it?"
    # ... prompt.th, prompt.ko, prompt.da, prompt.tr

Then run ``cardlearn exercises check`` on the file: it refuses a deal that does not
have 52 different cards (13 in each hand) or a play that breaks the rules, and
names the card and the rule.
'''
from __future__ import annotations

from cardlearn.exercises.api import Exercise, Feedback, exercise
from cardlearn.exercises.bidding_example import BiddingExample, bidding_example
from cardlearn.exercises.check import CheckReport, check_path
from cardlearn.exercises.errors import ExerciseError, MalformedAnswer, Problem
from cardlearn.exercises.loader import load
from cardlearn.exercises.report import missed, report, write_report
from cardlearn.exercises.schema import KINDS, TOPICS
from cardlearn.exercises.store import AnswerBook

__all__ = [
    "KINDS",
    "TOPICS",
    "AnswerBook",
    "BiddingExample",
    "CheckReport",
    "Exercise",
    "ExerciseError",
    "Feedback",
    "MalformedAnswer",
    "Problem",
    "bidding_example",
    "check_path",
    "exercise",
    "load",
    "missed",
    "report",
    "write_report",
]
