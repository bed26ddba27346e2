"""Tiny HTML builders: every piece of text goes through `esc`, so user names can never become markup."""

from __future__ import annotations

import re
import zlib

_BOOL_ATTRS = frozenset({"disabled", "hidden", "checked", "selected"})


# What `html.escape(text, quote=True)` replaces, with the same entities, and the way back. Not the
# `html` module itself: it loads html.entities (a 2,000-entry table that Pyodide compiles from
# source), ~0.1 s of the page's start-up; `_unescape` needs it only for an entity `esc` never writes.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})
_BASIC = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "#x27": "'", "#39": "'"}
_BASIC_ENTITY = re.compile(r"&(amp|lt|gt|quot|#x27|#39);")
_OTHER_ENTITY = re.compile(r"&(?!(?:amp|lt|gt|quot|#x27|#39);)[#\w]")


def esc(text: object) -> str:
    """Escape text (and attribute values) for HTML; quotes too, so it is safe inside attributes."""
    return str(text).translate(_ESCAPES)


def attrs(**kw: object) -> str:
    """` name="value"` pairs; `class_` → class, `data_x` → data-x; None/False are left out.

    The leading space lets callers write f"<div{attrs(...)}>".
    """
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if value is True:
            if name in _BOOL_ATTRS:
                out.append(f" {name}")
            else:
                out.append(f' {name}="true"')
            continue
        out.append(f' {name}="{esc(value)}"')
    return "".join(out)


_TAG = re.compile(r"<(/?)([A-Za-z][\w-]*)([^>]*?)(/?)>")
_VOID = frozenset({"br", "hr", "img", "input", "wbr", "source", "meta", "link"})
_PARENS = re.compile(r"\([^()]*\)")


def visible_text(markup: str) -> str:
    """The text markup shows on screen, as checkers of WCAG 2.5.3 read it: every text node (an icon's
    number too, even when the icon is aria-hidden) joined as it stands; not .sr-only or <title>."""
    out: list[str] = []
    stack: list[tuple[str, bool]] = []
    hidden, pos = 0, 0
    for m in _TAG.finditer(markup):
        if not hidden:
            out.append(markup[pos:m.start()])
        pos = m.end()
        closing, name, rest, self_closing = m.groups()
        if closing:
            while stack:
                opened, hides = stack.pop()
                hidden -= hides
                if opened == name:
                    break
        elif not self_closing and name.lower() not in _VOID:
            hides = "sr-only" in rest or name.lower() == "title"
            stack.append((name, hides))
            hidden += hides
    if not hidden:
        out.append(markup[pos:])
    return " ".join(_unescape("".join(out)).split())


def _unescape(text: str) -> str:
    """`html.unescape(text)`, without importing `html` for the entities `esc` writes."""
    if "&" not in text:
        return text
    if _OTHER_ENTITY.search(text):
        import html  # noqa: PLC0415 - rare: see _ESCAPES

        return html.unescape(text)
    return _BASIC_ENTITY.sub(lambda m: _BASIC[m.group(1)], text)


def _words(text: str) -> list[str]:
    while True:  # words in parentheses do not count as part of a name
        shorter = _PARENS.sub(" ", text)
        if shorter == text:
            return re.findall(r"\w+", text.lower())
        text = shorter


def named(content: str, label: str | None) -> str | None:
    """The aria-label of a control with `content` that `label` describes: the label, followed by
    the words the content shows when the label does not already say them in that order. An
    aria-label replaces the content as the control's name, and a speech user saying what they see
    must still reach it (WCAG 2.5.3, label in name)."""
    if not label:
        return label
    shown = visible_text(content)
    seen, said = _words(shown), _words(label)
    if not seen or any(said[i:i + len(seen)] == seen for i in range(len(said) - len(seen) + 1)):
        return label
    return f"{label}: {shown}"


def el(tag: str, *children: str, **kw: object) -> str:
    """An element around children that are already markup (escape text with `esc` first)."""
    return f"<{tag}{attrs(**kw)}>{''.join(children)}</{tag}>"


def with_attribute(markup: str, attribute: str) -> str:
    """One element's markup with ` attribute` (already escaped, e.g. `data-x="1"`) at the end of its
    opening tag (attribute values are escaped: the first ">" closes that tag)."""
    end = markup.find(">")
    if not markup.startswith("<") or end < 0:
        return markup
    if markup[end - 1] == "/":
        end -= 1
    return f"{markup[:end]} {attribute}{markup[end:]}"


def hashed(markup: str) -> str:
    """One element's markup with a `data-hash` of all of it on its opening tag. assets/js/morph.mjs
    leaves a live element alone, without walking its subtree, when its hash is the new one's: a big
    panel that did not change costs one attribute comparison per click."""
    # CRC-32 and Adler-32 of the UTF-8 bytes (C, 64 bits together): the same in every run, so a page
    # restored from a snapshot (a warm reload) matches, and reloading shows the very same markup
    data = markup.encode()
    return with_attribute(markup, f'data-hash="{zlib.crc32(data):08x}{zlib.adler32(data):08x}"')


def player_name(names: list[str], seat: int | None, t) -> str:
    """The seat's chosen name, 'Player 2' when the shell gave none."""
    if seat is None or seat < 0:
        return "—"
    if seat < len(names) and str(names[seat]).strip():
        return str(names[seat])
    return t("player.default", n=seat + 1)


def fmt(value: float) -> str:
    """A number for SVG coordinates: short and locale-free."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def revealed_seat(seat: int, title_html: str, body: str, cls: str = "") -> str:
    """The frame of a game's `render_private` panel (embed view=all): another seat's private items,
    under a heading (already markup) that names the seat. Nothing inside may be clickable."""
    return (f'<section{attrs(class_=f"card revealed-hand {cls}".strip(), data_testid="revealed-seat", data_seat=seat)}>'
            f'<h3 class="panel-title revealed-title">{title_html}</h3>{body}</section>')
