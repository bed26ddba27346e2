"""Shared by the renderer tests: parse rendered HTML, check it is well formed and CSP-safe, and
collect the elements that carry legal actions."""

from __future__ import annotations

import re
from html.parser import HTMLParser

_VOID = {"br", "hr", "img", "input", "meta", "link", "wbr"}


class Page(HTMLParser):
    """Collects tags and action elements, counts inline styles, checks every tag closes in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.actions: list[tuple[str, dict[str, str | None]]] = []
        self.errors: list[str] = []
        self.tags: list[str] = []
        self.styles = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._element(tag, attrs)
        if tag not in _VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._element(tag, attrs)

    def _element(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        found = dict(attrs)
        self.styles += "style" in found
        if "data-action-index" in found:
            self.actions.append((tag, found))

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unexpected </{tag}> with open {self.stack[-3:]}")
            return
        self.stack.pop()


def parse(html: str) -> Page:
    page = Page()
    page.feed(html)
    page.close()
    assert not page.errors, page.errors[:3]
    assert not page.stack, f"unclosed tags: {page.stack[-5:]}"
    assert page.styles == 0, "inline style= is blocked by the CSP"
    return page


class KeyRecorder:
    """A translate function for render tests: returns the key and records it with its parameters,
    so a test can check every key exists in a catalog and gets every placeholder it needs."""

    def __init__(self, catalog: dict[str, str]) -> None:
        self.catalog = catalog
        self.used: dict[str, set[str]] = {}

    def t(self, key: str, **params: object) -> str:
        if params.get("count") == 1 and f"{key}.one" in self.catalog:
            key = f"{key}.one"
        self.used.setdefault(key, set()).update(params)
        return key

    def check(self) -> None:
        from ui.i18n import placeholders

        missing = sorted(k for k in self.used if k not in self.catalog)
        assert not missing, missing
        for key, params in self.used.items():
            assert placeholders(self.catalog[key]) <= params, (key, params)


SEQ = re.compile(r'data-action-seq="([^"]*)"')  # a composed choice's actions (JSON, HTML-escaped)


def key_t(key: str, **params: object) -> str:
    """A translator that returns the key: screens checked by structure, not by words."""
    return key


def render_keys(play: object, match: object) -> str:
    """A game's play screen for the player to act, words as catalog keys (two seats named A, B)."""
    seat = match.current_player()
    return play.render_game(match.view(seat), match.legal_actions(), key_t, {"seat": seat, "names": ["A", "B"]})
