// Import PyScript's Python package (`pyscript`) only when something uses it.
//
// PyScript 0.7.31 runs, before every <script type="py">, code that writes its `pyscript` package
// to the file system and imports it: some fifteen modules compiled from source (display, events,
// fetch, storage, websocket, workers… and what they import: inspect, base64, html), ~0.1 s of the
// start-up on the main thread. Tabletop's Python never imports it (py/ui talks to `js` and
// `pyodide.ffi`). Here, once the interpreter is ready and before that code runs, a finder makes the
// first `import pyscript` return the real package behind importlib's LazyLoader: the name is
// bound, and the package runs the moment an attribute of it is first read, by whoever reads it.
import { hooks } from "../vendor/pyscript/core.js";

const LAZY = `
import sys
from importlib.util import LazyLoader


class _LazyPyScript:
    """Finds the real \`pyscript\` package once, and loads it lazily."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name != "pyscript":
            return None
        sys.meta_path.remove(_LazyPyScript)
        for finder in sys.meta_path:
            spec = getattr(finder, "find_spec", lambda *_: None)(name, path, target)
            if spec is not None:
                spec.loader = LazyLoader(spec.loader)
                return spec
        return None


sys.meta_path.insert(0, _LazyPyScript)
`;

hooks.main.onReady.add(({ interpreter }) => {
  interpreter.runPython(LAZY, { globals: interpreter.toPy({}) });
});
