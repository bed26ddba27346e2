"""Make `py/` importable when pytest runs without a `pythonpath = py` setting."""

import sys
from pathlib import Path

PY = str(Path(__file__).resolve().parents[2] / "py")
if PY not in sys.path:
    sys.path.insert(0, PY)
