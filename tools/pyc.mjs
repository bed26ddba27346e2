// Compile Python sources to bytecode with the vendored Pyodide: the very interpreter the page runs,
// so the .pyc files match its magic number and cache tag exactly.
//
//   echo '{"core/match.py": "<source>", ...}' | node tools/pyc.mjs
//   → {"tag": "cpython-314", "files": {"core/match.py": "<base64 .pyc>", ...}}
//
// Used by tools/build_manifest.py. The .pyc files are unchecked-hash based: the importer uses them
// without comparing timestamps (the bundle is unpacked with fresh ones); a source change makes a new
// bundle with new .pyc files. A .pyc for another Python version would simply be ignored.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const py = await loadPyodide();
py.globals.set("payload", Buffer.concat(chunks).toString("utf8"));
py.runPython(`
import base64, json, os, py_compile, sys
out = {}
for dest, source in json.loads(payload).items():
    path = "/tmp/src/" + dest
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(source)
    py_compile.compile(path, cfile=path + "c", dfile="/home/pyodide/" + dest, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(path + "c", "rb") as handle:
        out[dest] = base64.b64encode(handle.read()).decode()
result = json.dumps({"tag": sys.implementation.cache_tag, "files": out})
`);
process.stdout.write(py.globals.get("result"));
