"""Make `py/` importable when pytest runs without a `pythonpath = py` setting, and this folder's
shared helpers (markup.py) importable from the tests."""

import sys
from pathlib import Path

PY = str(Path(__file__).resolve().parents[2] / "py")
if PY not in sys.path:
    sys.path.insert(0, PY)
HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
