"""PBN reading against hostile and large inputs: time and peak memory of each case.

Each case runs in a fresh Python process (so the peak resident memory is the
case's own) and is stopped after ``--timeout`` seconds:

- ``bracket-line``: one line of ``[`` followed by 40,000 letters;
- ``tag-5mb``: one tag whose value is 5 MB;
- ``boards-100k``: 100,000 boards (about 23 MB): ``read_pbn`` and ``load_boards``,
  and the streaming ``iter_boards`` when the code under test has it;
- ``semicolons-40mb``: one game followed by 20 million bare ``;`` lines (40 MB): it must be
  refused at the per-game limit, in little memory (it used to stream at 170 MB);
- ``ratios``: ``tracemalloc`` peaks as multiples of the file's size: ``load_boards`` (at most 3),
  ``iter_boards`` for 1,000 and 8,000 boards (the same), and ``parse_pbn`` of text whose
  first line is refused (no copy of the text before the check).

    python bench/pbn_limits.py [--timeout 120] [--cases bracket-line tag-5mb boards-100k semicolons-40mb ratios]

Run it with ``PYTHONPATH`` pointing at the checkout to measure (e.g. an older
commit's worktree for a "before" figure). A refused input is a result too:
the line shows the error's first 100 characters.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

DEAL = "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9"


def board_text(number: int) -> str:
    """One ordinary board of about 230 bytes."""
    return (f'[Event "Bench"]\n[Board "{number}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            f'[Deal "{DEAL}"]\n[Declarer "E"]\n[Contract "6NT"]\n[Result "10"]\n'
            '[Auction "N"]\nPass 2C Pass 2D\nPass 2NT Pass 3C\n\n')


def write_inputs(folder: Path) -> dict[str, Path]:
    """The input files of the cases."""
    files = {
        "bracket-line": "[" + "a" * 40_000 + "\n",
        "tag-5mb": '[Event "' + "x" * 5_000_000 + '"]\n[Deal "' + DEAL + '"]\n',
        "boards-100k": "".join(board_text(n) for n in range(1, 100_001)),
        "semicolons-40mb": board_text(1).rstrip("\n") + "\n" + ";\n" * 20_000_000,
    }
    paths = {}
    for name, text in files.items():
        paths[name] = folder / f"{name}.pbn"
        paths[name].write_text(text, encoding="utf-8")
    return paths


CHILD = textwrap.dedent("""
    import json, resource, sys, time
    path, how = sys.argv[1], sys.argv[2]
    import cardlearn.engine.bridge.boards as boards
    from cardlearn.engine.pbn import read_pbn
    from cardlearn.i18n import t
    t("pbn.game.board", number=1)  # the catalog is loaded before the clock starts
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    outcome = ""
    try:
        if how == "read_pbn":
            outcome = f"{len(read_pbn(path))} games"
        elif how == "load_boards":
            kwargs = {"progress": False} if hasattr(boards, "iter_boards") else {}
            try:
                outcome = f"{len(boards.load_boards(path, max_boards=200_000, **kwargs))} boards"
            except TypeError:
                outcome = f"{len(boards.load_boards(path))} boards"
        else:
            outcome = f"{sum(1 for _ in boards.iter_boards(path, max_boards=200_000, progress=False))} boards"
    except Exception as error:
        outcome = f"{type(error).__name__}: {str(error)[:100]!r} ({len(str(error))} chars)"
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"seconds": seconds, "peak_mb": peak / 1024, "extra_mb": (peak - base) / 1024,
                      "outcome": outcome}))
""")


RATIOS = textwrap.dedent("""
    import json, sys, tracemalloc
    sys.path.insert(0, sys.argv[1])
    from pbn_limits import board_text
    from cardlearn.engine.bridge import iter_boards, load_boards
    from cardlearn.engine.pbn import parse_pbn
    from cardlearn.i18n import t

    t("pbn.game.board", number=1)  # the catalogs are loaded before measuring

    def peak(action):
        tracemalloc.start()
        try:
            try:
                action()
            except Exception:
                pass
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    out = {}
    for count in (1_000, 8_000):
        data = "".join(board_text(n) for n in range(1, count + 1)).encode()
        load_boards("".join(board_text(n) for n in range(1, 2_100)).encode(), progress=False)  # free lists
        out[f"load_boards {count}"] = peak(lambda: load_boards(data, progress=False, max_boards=None)) / len(data)
        out[f"iter_boards {count} (bytes)"] = peak(
            lambda: sum(1 for _ in iter_boards(data, progress=False, max_boards=None)))
    text = '[Event "\\x07"]\\n' + board_text(1) * 20_000
    out["parse_pbn refused on line 1"] = peak(lambda: parse_pbn(text)) / len(text)
    print(json.dumps(out))
""")


def run_ratios(timeout: float) -> str:
    """The tracemalloc peaks of the ``ratios`` case, one per line."""
    try:
        done = subprocess.run([sys.executable, "-c", RATIOS, str(Path(__file__).parent)], capture_output=True,
                              text=True, timeout=3 * timeout, check=False, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        return f"  stopped after {3 * timeout:.0f} s (timeout; tracemalloc is slow on a busy machine)"
    if done.returncode != 0:
        return "failed: " + done.stderr.strip().splitlines()[-1]
    figures = json.loads(done.stdout)
    return "\n".join(f"  {name:32} {value:12.2f}" + ("" if "bytes" in name else " x the input")
                      for name, value in figures.items())


def run_case(path: Path, how: str, timeout: float) -> str:
    """One case in a child process: its time, peak memory and outcome as a line."""
    start = time.perf_counter()
    try:
        # Run from the input's folder: "python -c" puts the working directory first on sys.path,
        # which would shadow the checkout named by PYTHONPATH.
        done = subprocess.run([sys.executable, "-c", CHILD, str(path), how], capture_output=True,
                              text=True, timeout=timeout, check=False, cwd=path.parent)
    except subprocess.TimeoutExpired:
        return f"stopped after {time.perf_counter() - start:.0f} s (timeout)"
    if done.returncode != 0:
        return "failed: " + done.stderr.strip().splitlines()[-1]
    result = json.loads(done.stdout)
    return (f"{result['seconds']:8.2f} s  peak {result['peak_mb']:7.0f} MB "
            f"(+{result['extra_mb']:.0f} MB while reading)  {result['outcome']}")


def main() -> None:
    """Write the inputs to a temporary folder and run the chosen cases."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--cases", nargs="*",
                        default=["bracket-line", "tag-5mb", "boards-100k", "semicolons-40mb", "ratios"])
    args = parser.parse_args()
    from cardlearn.engine.bridge import boards

    streaming = hasattr(boards, "iter_boards")
    if "ratios" in args.cases:
        print("ratios (tracemalloc peak)\n" + run_ratios(args.timeout), flush=True)
    with tempfile.TemporaryDirectory() as folder:
        paths = write_inputs(Path(folder))
        for case in [case for case in args.cases if case != "ratios"]:
            hows = ["read_pbn", "load_boards"] + (["iter_boards"] if streaming else [])
            if case != "boards-100k":
                hows = ["read_pbn"]
            for how in hows:
                size = paths[case].stat().st_size / 1e6
                print(f"{case:13} {size:5.1f} MB  {how:12} {run_case(paths[case], how, args.timeout)}",
                      flush=True)


if __name__ == "__main__":
    main()
