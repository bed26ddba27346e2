// Make the runtime's start-up snapshot: Pyodide's memory right after Python has started, gzipped
// into assets/vendor/pyodide/snapshot.bin.gz (git-ignored, like the rest of assets/vendor/).
//
// Why: a bare loadPyodide() spends most of its ~2.5 s starting Python (the interpreter initialised,
// ~150 start-up modules compiled and imported, in wasm not yet optimised); restoring
// this snapshot instead brings the same interpreter up in a fraction of that
// (assets/js/runtime.mjs, docs/architecture.md §Start-up). Run by tools/vendor.mjs (npm's
// postinstall), from the very Pyodide it vendors: a snapshot only restores into the build that
// made it (Pyodide checks the build id and refuses any other, and the page then starts normally).
//
// Made under Node, restored in browsers and workers: nothing Node-specific may stay in Python's
// memory. The environment Python captured at start is set to what a browser gives it, and the ""
// that loadPyodide puts on sys.path (again after a restore) is taken off first.
//
// Experimental in Pyodide (`_makeSnapshot`, `makeMemorySnapshot`): tests/tools/test_snapshot.py
// and the e2e smoke test check that the page starts from it and falls back without it.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

export async function makeSnapshot(dest) {
  const pyodide = await loadPyodide({
    _makeSnapshot: true,
    _sysExecutable: "./this.program",
    env: { _: "./this.program", LANG: "C.UTF-8" },
  });
  pyodide.runPython("import sys\nif sys.path and sys.path[0] == '': del sys.path[0]");
  const memory = pyodide.makeMemorySnapshot();
  const packed = gzipSync(memory, { level: 9 });
  writeFileSync(dest, packed);
  console.log(`snapshot: ${(memory.length / 1e6).toFixed(1)} MB of memory, ${(packed.length / 1e6).toFixed(1)} MB gzipped -> ${dest}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeSnapshot(process.argv[2] || new URL("../assets/vendor/pyodide/snapshot.bin.gz", import.meta.url).pathname);
}
