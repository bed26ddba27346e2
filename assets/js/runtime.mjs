// Start the vendored Pyodide, from its start-up snapshot when there is one: shared by the page's
// interpreter (interpreter.mjs) and the bot worker (bot-worker.mjs).
//
// The snapshot (tools/snapshot.mjs, made at set-up from this very Pyodide) is Python's memory right
// after start-up; restoring it skips most of a bare loadPyodide() (docs/architecture.md §Start-up).
// Anything wrong with it (missing on this host, another build's, a browser without
// DecompressionStream, a restore that fails) costs only the time tried: the runtime then starts the
// usual way. Stored gzipped and unpacked here, so it needs nothing from the host but the file.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

export { version } from "../vendor/pyodide/pyodide.mjs";

const SNAPSHOT = "snapshot.bin.gz";

async function fetchSnapshot(indexURL) {
  const response = await fetch(indexURL + SNAPSHOT);
  if (!response.ok) throw new Error(`${SNAPSHOT}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A host that serves .gz files with Content-Encoding: gzip hands over the memory already unpacked.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
}

/** The running Pyodide; `how` is told "snapshot" or "fresh" (for tests and the bench). */
export async function startPyodide(indexURL, how = () => {}) {
  const snapshot = fetchSnapshot(indexURL);
  snapshot.catch(() => {}); // its failure is loadPyodide's to report (below), not an unhandled one
  try {
    const pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
    // The snapshot froze the state of the `random` module Python's start-up imports: every page
    // would draw the same numbers. Our rules never use it (seeded Rng in the state), but anything
    // that does gets fresh entropy (crypto.getRandomValues); and a broken restore fails here.
    pyodide.runPython("import random; random.seed()");
    // Pyodide keeps the options it was given: let the 30 MB of the restored memory go.
    if (pyodide._api && pyodide._api.config) delete pyodide._api.config._loadSnapshot;
    how("snapshot");
    return pyodide;
  } catch (error) {
    console.warn(`Pyodide start-up snapshot not used (${error && error.message || error}); starting afresh`);
  }
  const pyodide = await loadPyodide({ indexURL });
  how("fresh");
  return pyodide;
}
