"""JSON that JavaScript reads without loss: its numbers are doubles, exact only below 2^53.

Saves and everything sent to a page or an embedding site pass through `js_safe`, which writes wider
integers (a match's generator state, A Feast for Odin's board bitmasks, a seed) as decimal strings,
so a host page may `JSON.parse` a save and post the object back unharmed (issue 15).
"""

from __future__ import annotations

from typing import Any

LIMIT = 1 << 53


def js_safe(value: Any) -> Any:
    """A copy of JSON-native data with every integer beyond ±2^53 written as a string."""
    if isinstance(value, bool) or not isinstance(value, (int, dict, list)):
        return value
    if isinstance(value, int):
        return value if -LIMIT < value < LIMIT else str(value)
    if isinstance(value, dict):
        return {k: js_safe(v) for k, v in value.items()}
    return [js_safe(v) for v in value]


def wide_int(value: Any) -> Any:
    """An integer written by `js_safe` (a string of digits) read back; anything else unchanged."""
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return value
