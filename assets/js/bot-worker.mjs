// The bot worker: computer players think here, off the page's main thread, so the page stays
// responsive however long a bot searches. A plain module worker from our own origin (CSP
// worker-src 'self'); it exchanges messages only, so it needs no SharedArrayBuffer and no
// COOP/COEP headers, which static hosts cannot set.
//
// It runs its own copy of the vendored Pyodide with the same bundles as the page: the core
// (assets/app.zip) at start, a game's bundle when a request for that game first comes. The page
// starts it only when a game with a computer seat opens (ui/app.py), so other pages pay nothing.
//
// In:  {type: "think", game, request}  request: JSON text from ui.bot_worker.request_text
// Out: {type: "move", reply}           reply: JSON text from ui.bot_worker.decide
//      {type: "failed", message}       the worker could not start or load the game
import { startPyodide } from "./runtime.mjs";

const here = (path) => new URL(path, import.meta.url).href;

async function bytes(path) {
  const response = await fetch(here(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

const runtime = (async () => {
  const pyodide = await startPyodide(here("../vendor/pyodide/"));
  pyodide.unpackArchive(await bytes("../app.zip"), "zip");
  pyodide.runPython("import sys, os\nif os.getcwd() not in sys.path: sys.path.insert(0, os.getcwd())");
  return pyodide;
})();

const games = new Map(); // game id -> promise of its bundle being unpacked

function loadGame(pyodide, game) {
  if (!games.has(game)) {
    games.set(game, (async () => {
      if (!/^[a-z][a-z0-9_]*$/.test(game)) throw new Error(`not a game id: ${game}`);
      const data = await bytes(`../app-${game}.zip`);
      pyodide.pyimport("ui.bot_worker").unpack(game, data);
      pyodide.runPython("import importlib; importlib.invalidate_caches()");
    })());
  }
  return games.get(game);
}

let queue = Promise.resolve(); // one decision at a time, in the order asked

self.onmessage = (event) => {
  const message = event.data || {};
  if (message.type !== "think") return;
  queue = queue.then(async () => {
    try {
      const pyodide = await runtime;
      await loadGame(pyodide, String(message.game));
      const reply = pyodide.pyimport("ui.bot_worker").decide(String(message.request));
      self.postMessage({ type: "move", reply });
    } catch (error) {
      games.delete(String(message.game));
      self.postMessage({ type: "failed", message: String(error && error.message || error) });
    }
  });
};
