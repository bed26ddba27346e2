"""Bookkeeping every renderer needs: the legal actions of the deciding viewer, each given exactly
one element with `data-action-index` (design §5)."""

from __future__ import annotations

import json

from .html import el, named


def action_key(action: dict) -> tuple:
    """A hashable key for an action dict (values compared as text)."""
    return tuple(sorted((k, str(v)) for k, v in action.items()))


class LegalIndex:
    """The legal actions when the viewer decides (none otherwise) and the indices already placed."""

    def __init__(self, actions: list[dict], acting: bool) -> None:
        self.acting = acting
        self.actions = actions if acting else []
        self._index = {action_key(a): i for i, a in enumerate(self.actions)}
        self.used: set[int] = set()

    def ix(self, action: dict) -> int | None:
        """The index of a legal action (recorded as placed), or None when it is not legal now."""
        i = self._index.get(action_key(action))
        if i is not None:
            self.used.add(i)
        return i

    def of(self, *kinds: str) -> list[tuple[int, dict]]:
        return [(i, a) for i, a in enumerate(self.actions) if a["type"] in kinds]

    def button(self, content: str, action: dict, cls: str = "btn", label: str | None = None, **extra: object) -> str:
        """A button for a legal action (nothing when it is not legal)."""
        index = self.ix(action)
        if index is None:
            return ""
        aria_label = named(content, label)
        return el("button", content, type="button", class_=cls, data_action_index=index, aria_label=aria_label,
                  title=label, **extra)

    def seq_button(self, content: str, actions: list[dict], cls: str = "btn", label: str | None = None,
                   **extra: object) -> str:
        """A composed choice: one button that applies several legal actions in order (the shell checks
        each at its moment, `data-action-seq`). Nothing when the first is not legal now. It never
        counts as the element of a legal action: each keeps its own `data-action-index` element."""
        if not actions or self._index.get(action_key(actions[0])) is None:
            return ""
        return el("button", content, type="button", class_=cls, data_action_seq=seq_attr(actions),
                  aria_label=named(content, label), title=label, **extra)


def seq_attr(actions: list[dict]) -> str:
    """The value of `data-action-seq` (JSON; `attrs` escapes it for the attribute)."""
    return json.dumps(actions, separators=(",", ":"))
