// Copy the runtime files the page loads from node_modules into assets/vendor/ (git-ignored).
//
// Run by npm's postinstall hook, so `npm ci` alone reproduces the vendor folder. Only what the
// browser fetches is copied: the page must never reach a CDN, and the site artefact stays small.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeSnapshot } from "./snapshot.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const modules = join(root, "node_modules");
const vendor = join(root, "assets", "vendor");

// pyodide.mjs fetches exactly these (checked in 314.0.7: the glue is .asm.mjs, not .asm.js).
const PYODIDE_FILES = [
  "pyodide.mjs",
  "pyodide.asm.mjs",
  "pyodide.asm.wasm",
  "python_stdlib.zip",
  "pyodide-lock.json",
];

function copyInto(srcDir, destDir, names) {
  rmSync(destDir, { recursive: true, force: true });
  mkdirSync(destDir, { recursive: true });
  let bytes = 0;
  for (const name of names) {
    const src = join(srcDir, name);
    if (!existsSync(src)) {
      throw new Error(`vendor: missing ${src} (did the package layout change?)`);
    }
    copyFileSync(src, join(destDir, name));
    bytes += statSync(src).size;
  }
  console.log(`vendor: ${names.length} files, ${(bytes / 1e6).toFixed(1)} MB -> ${destDir}`);
}

copyInto(join(modules, "pyodide"), join(vendor, "pyodide"), PYODIDE_FILES);
// The runtime's start-up snapshot, from the same Pyodide (assets/js/runtime.mjs restores it).
await makeSnapshot(join(vendor, "pyodide", "snapshot.bin.gz"));

// PyScript's dist/ imports only its own chunks; source maps are not needed at run time.
const pyscriptDist = join(modules, "@pyscript", "core", "dist");
const pyscriptFiles = readdirSync(pyscriptDist)
  .filter((name) => name.endsWith(".js") || name.endsWith(".css"))
  .sort();
copyInto(pyscriptDist, join(vendor, "pyscript"), pyscriptFiles);
