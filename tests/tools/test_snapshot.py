"""The runtime's start-up snapshot (tools/snapshot.mjs, made at set-up) restores into the vendored
Pyodide and carries nothing from Node, where it was made.

Pyodide refuses a snapshot from another build (the page then starts the slow way, silently but for
a console warning), so a stale one would only show as a slower start: checked here. The e2e smoke
test checks that the page really starts from it, and starts without it.
"""

from __future__ import annotations

import gzip
import json
import re
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENDOR = ROOT / "assets" / "vendor" / "pyodide"
MAGIC = 1886286592  # Pyodide 314's snapshot header: magic, offset of memory, length of its JSON, 0, build id
HEADER = 48
FIX = "stale or missing: run `npm ci` (tools/vendor.mjs makes it)"


def _header() -> tuple[tuple[int, ...], dict]:
    with gzip.open(VENDOR / "snapshot.bin.gz") as packed:
        head = packed.read(64 * 1024)
    fields = struct.unpack("<12I", head[:HEADER])
    state = json.loads(head[HEADER:HEADER + fields[2]].decode("utf-8"))
    return fields, state


def test_the_snapshot_is_the_vendored_runtimes():
    fields, _ = _header()
    assert fields[0] == MAGIC, FIX
    build = re.search(r'BUILD_ID:"([0-9a-f]{64})"', (VENDOR / "pyodide.mjs").read_text(encoding="utf-8"))
    assert build, "pyodide.mjs no longer names its BUILD_ID: check tools/snapshot.mjs against the new Pyodide"
    assert "".join(f"{word:08x}" for word in fields[4:12]) == build.group(1), FIX


def test_the_snapshot_holds_no_javascript_object_from_node():
    """References Python held into JavaScript are restored by their path from the global object: a
    Node global (process, require…) would break the page and the worker. There is none."""
    _, state = _header()
    assert all(key is None for key in state["hiwireKeys"]), state
    assert state["immortalKeys"] == []


def test_the_snapshot_memory_is_whole():
    fields, _ = _header()
    with gzip.open(VENDOR / "snapshot.bin.gz") as packed:
        size = len(packed.read())
    memory = size - fields[1]
    assert memory > 16 * 2**20 and memory % 65536 == 0, (size, fields[1])  # whole wasm pages
