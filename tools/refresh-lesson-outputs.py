#!/usr/bin/env python
"""Execute lesson notebooks and keep only the outputs that nbval checks.

    python tools/refresh-lesson-outputs.py lessons/da/12-bridge-scoring.ipynb
    python tools/refresh-lesson-outputs.py lessons/th            # every notebook in a folder

Each notebook runs top to bottom in its own folder (as JupyterLab and nbval run
it). Afterwards only the code cells whose first line is ``# NBVAL_CHECK_OUTPUT``
keep their outputs and execution count; every other cell is stripped, and saved
widget state (notebook metadata ``widgets``, widget-view outputs) is removed, so
the committed notebook is small and has no widget state. A cell that raises
stops the run and the notebook is left unchanged.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

CHECK_MARK = "# NBVAL_CHECK_OUTPUT"
WIDGET_MIME = ("application/vnd.jupyter.widget-view+json", "application/vnd.jupyter.widget-state+json")
# Cell metadata that execution adds and that only makes diffs noisy.
VOLATILE_CELL_METADATA = ("execution", "collapsed", "scrolled", "ExecuteTime")


def is_checked(cell: nbformat.NotebookNode) -> bool:
    """True for a code cell whose output nbval compares."""
    return cell.cell_type == "code" and cell.source.lstrip().startswith(CHECK_MARK)


def strip(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Keep outputs only in checked cells; drop widget state and volatile metadata."""
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        for key in VOLATILE_CELL_METADATA:
            cell.metadata.pop(key, None)
        if cell.cell_type != "code":
            continue
        if not is_checked(cell):
            cell.outputs = []
            cell.execution_count = None
            continue
        kept = []
        for output in cell.outputs:
            data = output.get("data")
            if data is not None:
                for mime in WIDGET_MIME:
                    data.pop(mime, None)
                if not data:
                    continue
            kept.append(output)
        cell.outputs = kept
    return nb


def refresh(path: Path, timeout: int = 600) -> None:
    """Execute ``path`` in its folder and write it back with only the checked outputs."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nbformat.write(strip(nb), path)


def main(argv: list[str] | None = None) -> int:
    """Refresh every notebook named (files or folders); returns 1 if one failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="notebooks or folders of notebooks")
    parser.add_argument("--strip-only", action="store_true",
                        help="do not execute: only strip unchecked outputs and widget state")
    args = parser.parse_args(argv)
    notebooks: list[Path] = []
    for path in args.paths:
        notebooks += sorted(path.glob("*.ipynb")) if path.is_dir() else [path]
    failed = 0
    for notebook in notebooks:
        try:
            if args.strip_only:
                nbformat.write(strip(nbformat.read(notebook, as_version=4)), notebook)
            else:
                refresh(notebook)
            print(f"ok      {notebook}")
        except Exception as error:  # report and go on with the other notebooks
            failed += 1
            print(f"FAILED  {notebook}: {type(error).__name__}: {str(error)[-2000:]}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
