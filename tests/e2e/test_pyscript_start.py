"""index.html starts PyScript through assets/js/pyscript-start.mjs, so its adjustments (no string
evaluation under the CSP, the lazy `pyscript` package) are in place before PyScript's start-up reads
a hook, however late their files arrive. Before, a late pyscript-no-eval.mjs let PyScript build its
worker hooks with Function(): the CSP refused it and the page never started."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route


# No service worker: requests it serves would pass by page.route, which holds the file below.
@pytest.mark.browser_context_args(service_workers="block")
@pytest.mark.parametrize("late", ["pyscript-no-eval.mjs", "pyscript-lazy.mjs"])
def test_the_page_starts_when_an_adjustment_arrives_late(
        page: Page, site_url: str, wait_ready, page_watch, late: str) -> None:
    held: list[Route] = []
    page.route(f"**/assets/js/{late}", lambda route: held.append(route))
    page.goto(f"{site_url}/?lang=en", wait_until="commit")
    page.wait_for_function("() => performance.getEntriesByName('tabletop-runtime').length > 0", timeout=120_000)
    page.wait_for_timeout(500)  # the runtime is up and PyScript's config long read: the file is late
    assert held, f"{late} was not requested"
    for route in held:
        route.continue_()
    page.unroute(f"**/assets/js/{late}")
    wait_ready(page)
    assert page_watch.page_errors == [], page_watch.problems()
