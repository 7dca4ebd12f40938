"""Every bench in bench/ runs with tiny parameters and prints its figures, so none can rot unseen.

Each bench runs as a user runs it (``python bench/NAME.py ARGS`` from the repository root, in
its own process). The figures themselves are not judged here (the benches are measurements,
not timed tests); what is checked is that each labelled figure line is printed with a number.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NUMBER = r"[-+]?[\d,]+(?:\.\d+)?"

# bench file -> (tiny arguments, patterns every run must print). A new bench needs an entry here.
BENCHES: dict[str, tuple[list[str], list[str]]] = {
    "bidding_coverage.py": (["--contexts", "5", "--hands", "20"], [
        rf"figure {name}: {NUMBER}" for name in ("contexts", "hands", "no_rule", "catch_all", "pass16_direct",
                                                  "pass16_responder", "pass16_advance", "slam_closed", "hcp_gap",
                                                  "holes")
    ]),
    "bidding_levels.py": (["--deals", "3"], [
        rf"figure off_level_{level}: 0" for level in ("openings", "responses", "notrump", "competition", "full")
    ]),
    "fair_review.py": (["--deals", "1", "--samples", "4"], [
        rf"review of a whole deal: n=1, median {NUMBER} s",
        *(rf"figure {name}: {NUMBER}" for name in ("cards_judged", "sd_flagged", "dd_costly_not_flagged",
                                                    "flagged_not_dd_costly")),
    ]),
    "bridge_ai_speed.py": (["--deals", "1", "--leads", "2"], [
        rf"card, every decision \(played deals\): n={NUMBER}, median {NUMBER} ms, p95 {NUMBER} ms",
        rf"card, opening lead \(played and extra deals\): n={NUMBER}, median {NUMBER} ms",
        rf"call \(bidding AI\): n={NUMBER}, median {NUMBER} ms, p95 {NUMBER} ms, max {NUMBER} ms \| CPU median",
        r"target call CPU median <= 2 ms, p95 <= 10 ms: (met|NOT met)",
        rf"post-deal analysis: n=1, median {NUMBER} ms",
        r"target card median <= 300 ms \(n >= 20\): (met|NOT met)",
    ]),
    "bridge_bidding_sanity.py": (["--deals", "3"], [
        r"deals: 3 +\(seed 1\)",
        rf"contracts making \(double dummy\): {NUMBER}% of {NUMBER} contracts",
        rf"average IMP loss per board vs par: {NUMBER}",
        rf"perfect-knowledge partnership, opponents silent, vs par: {NUMBER} IMPs/board",
        rf"double-dummy solve of one layout \(one strain, one declarer\): {NUMBER} ms",
    ]),
    "bridge_bidding_simulation_yardstick.py": (["--deals", "2", "--samples", "2"], [
        r"deals: 2 +\(seed 1\), 2 layouts per decision",
        rf"opponents silent: {NUMBER} IMPs/board from par",
        rf"time per decision: median {NUMBER} ms",
    ]),
    # Needs the git history (the earlier system is read with `git archive`): a full clone.
    "bridge_bidding_versus.py": (["--deals", "3"], [
        r"3 boards, seed 11, current system vs ac089a8",
        rf"IMPs/board for the current system: {NUMBER} \(se {NUMBER}\)",
        rf"\|IMPs from par\|, +ac089a8 all four seats: {NUMBER}",
        rf"call time \(current\): median {NUMBER} ms",
    ]),
    "opening_leads.py": (["--deals", "2"], [
        rf"figure standard_card_pct: {NUMBER}",
        rf"figure rules_suit_pct: {NUMBER}",
        r"target >= 95% standard cards: (met|NOT met)",
    ]),
    "bridge_play_strength.py": (["--deals", "1", "--samples", "2"], [
        rf"Monte-Carlo \(double dummy\) vs heuristic: {NUMBER} IMPs, {NUMBER} IMPs/board",
        rf"MC decisions: {NUMBER}, median {NUMBER} ms",
        rf"MC opening leads: {NUMBER}, median {NUMBER} ms",
    ]),
    "bridge_tricks_lost.py": (["--deals", "1"], [
        rf"figure declarer_tricks_lost_per_deal: {NUMBER}",
        rf"figure defence_tricks_lost_per_deal: {NUMBER}",
        rf"AI card: n={NUMBER}, median {NUMBER} ms, p95 {NUMBER} ms",
        rf"opening lead: n=1, median {NUMBER} ms, p95 {NUMBER} ms",
        rf"figure signals_given_pct: {NUMBER}",
        rf"figure signals_read_pct: {NUMBER}",
        r"tricks lost per deal by kind of decision:",
        r"target declarer <= 0.15 and defence <= 0.25 tricks per deal: (met|NOT met)",
    ]),
    "bridge_random_deals.py": (["0.2"], [
        rf"cardlearn fast core, deal \+ random auction \+ random play: +{NUMBER} deals/s",
        rf"cardlearn Game API \(validated, string moves\), full deal: +{NUMBER} deals/s",
        rf"endplay Deal.play / legal_moves, random play only: +{NUMBER} deals/s",  # endplay is there
        rf"ratio, cardlearn full deal / endplay play only: +{NUMBER} x",
    ]),
    "bridge_slam_zone.py": (["--deals", "2"], [
        r"2 slam-zone boards \(NS 29–36 HCP\), seed 5, current system vs a7f62da",
        rf"new: {NUMBER} slams bid by NS, {NUMBER} make double dummy",
        rf"old: {NUMBER} slams bid by NS, {NUMBER} make double dummy",
    ]),
    # A real JupyterHub on 127.0.0.1 with one learner (configurable-http-proxy from npm).
    "hub_load.py": (["--learners", "1", "--ai", "heuristic", "--timeout", "240"], [
        r"N=1 learners, AI heuristic .*: every cell succeeded",
        rf"spawn: p50 {NUMBER} s, max {NUMBER} s \(1/1 ready\)",
        rf"memory per learner after the deal .*PSS min {NUMBER}",
        rf"import cell: p50 {NUMBER} s",
        rf"deal cell: p50 {NUMBER} s, p95 {NUMBER} s, max {NUMBER} s \(1/1 ok\)",
    ]),
    "jass_ai_arena.py": (["--deals", "1", "--samples", "5", "--contract-deals", "2",
                          "--reference-samples", "4"], [
        rf"vs rule: 2 deals, ours {NUMBER} theirs {NUMBER} points per deal, margin {NUMBER}",
        rf"vs previous: 2 deals, ours {NUMBER}",
        rf"vs perfect: 2 deals, ours {NUMBER}",
        (rf"contract choice agrees with the best by simulation \(4 layouts\): {NUMBER}% of 2 forehand hands; "
         rf"{NUMBER}% within 5 points"),
        rf"The reference agrees with a second one \(other layouts\): {NUMBER}%, {NUMBER}% within 5 points",
    ]),
    "jass_ai_speed.py": (["--deals", "2", "--samples", "5"], [
        r"deal 2/2 done",
        rf"contract choices +wall *: n= *{NUMBER} +median +{NUMBER} ms +p95 +{NUMBER} ms",
        rf"all decisions +wall *: n= *{NUMBER} +median +{NUMBER} ms",
        rf"all decisions +cpu *: n= *{NUMBER} +median +{NUMBER} ms",
    ]),
    "jass_ai_strength.py": (["--matches", "1", "--samples", "5", "--contract-deals", "2"], [
        rf"vs random: won [01]/1 matches = {NUMBER}%.*points per deal: ours {NUMBER}, theirs {NUMBER}",
        rf"vs greedy: won [01]/1 matches = {NUMBER}%",
        rf"contract on the same 2 deals: AI choice {NUMBER} points/deal",
    ]),
    "jass_random_deals.py": (["--deals", "200", "--kit-deals", "50"], [
        rf"cardlearn \(no Weis\): +{NUMBER} deals/s",
        rf"cardlearn \(Weis \+ Stöck kept\): +{NUMBER} deals/s",
        rf"jass-kit +\(no Weis\): +{NUMBER} deals/s",  # jass-kit (the bench extra) is there
        rf"ratio cardlearn / jass-kit: +{NUMBER}x",
    ]),
    "pbn_limits.py": (["--cases", "bracket-line"], [
        rf"bracket-line +{NUMBER} MB +read_pbn +{NUMBER} s +peak +{NUMBER} MB .*LimitExceeded",
    ]),
    "sayc_suite.py": (["--half", "even"], [
        rf"SAYC suite \S+ \(even half\): {NUMBER}/{NUMBER} = {NUMBER}%",
        rf"test_open_one_nt +{NUMBER}/{NUMBER}",
    ]),
}

# A ceiling for a loaded two-core machine; idle, the slowest (the hub) takes about ten seconds.
CEILING = 600


def test_every_bench_has_a_smoke_run():
    # A module whose name starts with "_" is a helper the benches share, not a bench.
    assert sorted(path.name for path in (ROOT / "bench").glob("*.py") if not path.name.startswith("_")) == sorted(BENCHES)


@pytest.mark.parametrize("name", sorted(BENCHES))
def test_bench_prints_its_figures(name):
    args, patterns = BENCHES[name]
    env = {key: value for key, value in os.environ.items() if key != "CARDLEARN_AI"}  # the default level
    done = subprocess.run([sys.executable, str(ROOT / "bench" / name), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=CEILING, check=False)
    assert done.returncode == 0, f"{name} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    missing = [pattern for pattern in patterns if not re.search(pattern, done.stdout)]
    assert not missing, f"{name} did not print {missing}:\n{done.stdout[-3000:]}"
