// PyScript's interpreter module (pyscript.toml: interpreter = "./assets/js/interpreter.mjs"): the
// vendored Pyodide, started the moment index.html loads this file instead of when PyScript asks.
//
// Why: PyScript calls loadPyodide() only after its own scripts, its config and its plugins have
// loaded one after another, and compiling + starting the runtime (~2 s, mostly one long task on
// the main thread) is the whole critical path. index.html runs this module first (async, so it
// waits for neither the parser nor the style sheets); PyScript later imports the same URL, gets
// this very module and receives the interpreter that has been starting all along.
import { startPyodide, version } from "./runtime.mjs";

// From the start-up snapshot when it can (runtime.mjs); <html data-runtime> says which way it came.
const started = startPyodide(new URL("../vendor/pyodide/", import.meta.url).href,
  (how) => { document.documentElement.dataset.runtime = how; });
// Start-up's stages, for bench/run.py --ready: the runtime is up; PyScript then runs py/main.py.
started.then(() => performance.mark("tabletop-runtime"), () => {});

// globalThis.tabletopMorph, the shell's region updates (ui/app.py), needed by the first draw, long
// after the runtime is up. Imported, not a static import: that would hold this module, and so the
// start of the runtime, until morph.mjs had come too (~0.5 s on a loaded machine, in traces).
import("./morph.mjs");
export { version };

// PyScript passes its stdout/stderr (and indexURL, which is the same) to the interpreter it
// asks for; they are attached to the running one here. Anything else (packages in pyscript.toml)
// could not apply to a runtime that is already starting: fail loudly rather than ignore it.
export async function loadPyodide(options = {}) {
  const unsupported = Object.keys(options).filter((key) => !["stdout", "stderr", "indexURL"].includes(key));
  if (unsupported.length) {
    throw new Error(`assets/js/interpreter.mjs: cannot apply ${unsupported.join(", ")} to the early-started runtime`);
  }
  const pyodide = await started;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}

// The first thing the app fetches once Python runs is the bundle of the game the address names
// (?game=…), or of the autosave a #play address (or an embed) resumes: see ui/bundles.py and
// ui/shell.py Shell.boot. Preloading it now takes that round trip off the critical path. Only a
// hint: whatever the app does not use costs one unused download, never a wrong screen.
function firstGame() {
  const params = new URLSearchParams(location.search);
  if (params.get("game")) return params.get("game").trim();
  const embed = (params.get("embed") || "") !== "";
  const persist = params.get("persist") || "";
  // An embed stores nothing unless its host asked (persist=KEY: its own keys, see ui/saves.py).
  if (embed ? !/^[A-Za-z0-9_-]{1,40}$/.test(persist) : location.hash !== "#play") return null;
  try {
    const record = JSON.parse(localStorage.getItem(embed ? `tabletop:embed:${persist}` : "tabletop:autosave"));
    return record && typeof record.game === "string" ? record.game : null;
  } catch {
    return null; // storage blocked or a damaged record: the app reports it
  }
}

const game = firstGame();
if (game && /^[a-z][a-z0-9_]*$/.test(game)) {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = new URL(`../app-${game}.zip`, import.meta.url).href;
  document.head.append(link);
}
