"""``python -m cardlearn``: the same command line as the ``cardlearn`` script (works without it on PATH)."""
from __future__ import annotations

import sys

from cardlearn.cli import main

if __name__ == "__main__":
    sys.exit(main())
