"""axe-core in the e2e tests: `axe_audit(page)` runs the accessibility rules on what the page shows.

axe-core is an npm devDependency (package.json), so `npm ci` puts it in node_modules/; the page
itself never loads it (it is not vendored into assets/). The test injects its source with
`page.evaluate`, which runs through the DevTools protocol and so is not subject to the page's
Content-Security-Policy (no `bypass_csp` needed). `AXE_JS` names another copy of axe.min.js (a
worktree whose node_modules is shared may install it elsewhere).

    from axe import axe_audit, assert_no_violations
    assert_no_violations(page, "catan first screen")     # or: violations = axe_audit(page)

(tests/e2e is on sys.path, see pytest.ini.)
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]

# WCAG 2.0 / 2.1, levels A and AA, plus the best practices about the page's structure that the
# issue asked for (a level-one heading, heading levels in order, one main landmark, all content in
# landmarks).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
BEST_PRACTICES = ["page-has-heading-one", "heading-order", "landmark-one-main", "region"]


@cache
def axe_source() -> str:
    candidates = [ROOT / "node_modules" / "axe-core" / "axe.min.js"]
    if os.environ.get("AXE_JS"):
        candidates.append(Path(os.environ["AXE_JS"]))
    for path in candidates:
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise FileNotFoundError(
        "axe-core is missing: run `make setup` (npm ci installs it from package.json), "
        "or set AXE_JS to an axe.min.js")


def _inject(page: Page) -> None:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(axe_source())


def axe_audit(page: Page, context: str | None = None) -> list[dict[str, Any]]:
    """The axe violations of the page as it is now (or of the element matching `context`).

    Each is axe's result: id, impact, help, helpUrl, nodes (target, html, failureSummary)."""
    _inject(page)
    # Two runs (axe's runOnly takes tags or rules, not both); the second adds the best practices.
    script = """async ([context, tags, rules]) => {
        const where = context ? document.querySelector(context) : document;
        // The settled screen: a redraw patches nodes in place (assets/js/morph.mjs), so a class that
        // changed may still be mid-transition; colours sampled then would be neither state's.
        const ending = document.getAnimations().filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity);
        await Promise.all(ending.map((a) => a.finished.catch(() => null)));
        const a = await axe.run(where, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
        const b = await axe.run(where, {runOnly: {type: 'rule', values: rules}, resultTypes: ['violations']});
        return JSON.stringify([...a.violations, ...b.violations]);
    }"""
    return json.loads(page.evaluate(script, [context, TAGS, BEST_PRACTICES]))


def describe(violations: list[dict[str, Any]]) -> str:
    """One block per violation: id, impact, what it means, then each element with axe's summary."""
    lines: list[str] = []
    for v in violations:
        lines.append(f"{v['id']} ({v.get('impact')}): {v['help']} [{len(v['nodes'])} elements]")
        for node in v["nodes"]:
            summary = " ".join((node.get("failureSummary") or "").split())
            lines.append(f"    {node['target']}: {summary}")
    return "\n".join(lines)


def assert_no_violations(page: Page, where: str, context: str | None = None) -> None:
    violations = axe_audit(page, context)
    assert not violations, f"axe: {len(violations)} violations on {where}:\n{describe(violations)}"
