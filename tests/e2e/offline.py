"""The service worker's cache, read from the page: the offline tests go offline only once it holds
everything the page loaded (the worker caches what the page reports it loaded before the worker
controlled it, a moment after it takes control)."""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import Page

CACHED_PATHS = """async () => {
  const names = (await caches.keys()).filter((k) => k.startsWith("tabletop-"));
  const paths = [];
  for (const name of names) {
    for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
  }
  return paths;
}"""


def cached_paths(page: Page) -> set[str]:
    """The paths in Tabletop's caches."""
    return set(page.evaluate(CACHED_PATHS))


def loaded_paths(page: Page, site_url: str) -> set[str]:
    """The paths of every file the page fetched from the site."""
    urls = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    return {urlsplit(url).path for url in urls if url.startswith(site_url)}
