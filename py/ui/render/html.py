"""Tiny HTML builders: every piece of text goes through `esc`, so user names can never become markup."""

from __future__ import annotations

import html

_BOOL_ATTRS = frozenset({"disabled", "hidden", "checked", "selected"})


def esc(text: object) -> str:
    """Escape text (and attribute values) for HTML; quotes too, so it is safe inside attributes."""
    return html.escape(str(text), quote=True)


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


def el(tag: str, *children: str, **kw: object) -> str:
    """An element around children that are already markup (escape text with `esc` first)."""
    return f"<{tag}{attrs(**kw)}>{''.join(children)}</{tag}>"


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
