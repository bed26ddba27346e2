// PyScript's entry for index.html, with Tabletop's two adjustments in place before PyScript's
// start-up can read a hook (assets/js/pyscript-no-eval.mjs, assets/js/pyscript-lazy.mjs).
//
// Why one module: PyScript begins its start-up (config, plugins, then the hooks of each
// <script type="py">) in tasks after core.js has run. When core.js was a <script> of its own, the
// adjustments, in later <script>s, ran after core.js only if their files had arrived by then; on
// a loaded machine one came late, PyScript read its worker hooks first and built them with
// Function(), which the page's CSP refuses ("Evaluating a string as JavaScript…"): the page never
// started. Imported here, core.js and both adjustments run in one module graph, in this order,
// with no task (and no microtask) between them.
import "../vendor/pyscript/core.js";
import "./pyscript-no-eval.mjs";
import "./pyscript-lazy.mjs";
