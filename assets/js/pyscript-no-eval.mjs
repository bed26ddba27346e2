// Keep PyScript from evaluating strings, so the page's CSP needs no 'unsafe-eval'.
//
// PyScript 0.7.31 builds the worker hooks it hands to every <script type="py"> with Function()
// (core hooks.js createFunction), even for main-thread scripts. Its only default worker hook
// registers the `_pyscript` module behind `pyscript.fs` inside workers, which Tabletop does not use.
// With no worker hooks nothing is composed and nothing is evaluated, in the page or in workers.
// PyScript only reads the hooks after the interpreter has loaded, long after this module has run.
import { hooks } from "../vendor/pyscript/core.js";

for (const name of ["onReady", "onBeforeRun", "onBeforeRunAsync", "onAfterRun", "onAfterRunAsync"]) {
  hooks.worker[name].clear();
}
