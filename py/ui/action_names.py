"""What each legal action is called on screen: the accessible name of the element offering it.

The embed API's `get` reply describes every legal action in the page's language without a second
set of words per game: the renderers already label each `[data-action-index]` element (its
`aria-label`, its `title`, or its text), so the description is read back from their HTML.
"""

from __future__ import annotations

from html.parser import HTMLParser

MAX_NAME = 160
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _Names(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.names: dict[int, str] = {}
        self.open: list[tuple[str, int | None, list[str]]] = []  # tag, action index, text gathered

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        index = values.get("data-action-index")
        label = values.get("aria-label") or values.get("title")
        number = int(index) if index is not None and index.isdigit() else None
        if number is not None and label and number not in self.names:
            self.names[number] = " ".join(label.split())
            number = None  # named by its label: its text is not needed
        if tag in _VOID:
            return
        self.open.append((tag, number, []))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            name, number, text = self.open.pop()
            words = " ".join(" ".join(text).split())
            if number is not None and words and number not in self.names:
                self.names[number] = words
            if self.open:
                self.open[-1][2].append(" ".join(text))
            if name == tag:
                return

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][2].append(data)


def action_names(html: str, count: int) -> list[str]:
    """The on-screen name of each of `count` legal actions ("" for one no element names)."""
    parser = _Names()
    parser.feed(html)
    parser.close()
    return [parser.names.get(i, "")[:MAX_NAME] for i in range(count)]
