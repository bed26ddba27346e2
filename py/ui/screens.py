"""HTML of the shell's own screens: header, home, new game, hand-off, play frame, saves, messages.

Pure functions of plain data and a translate function `t`, tested in CPython. Every piece of text
goes through `esc` (user names, save names, file contents, URL values); controls carry `data-cmd`
(a shell command, with `data-arg`) or the renderer's `data-action-index`, which the shell's one
delegated handler dispatches. No inline styles: the CSP allows only classes from our stylesheets.
"""

from __future__ import annotations

from collections.abc import Callable

from bots import LEVELS, has_bots
from core import registry

from . import render
from .i18n import LANGUAGES
from .newgame import SEAT_COLORS, Form, offered_colors, offered_options
from .render import playable_games
from .render.html import attrs, el, esc
from .urls import MAX_NAME, MAX_TYPED_NAME

Translate = Callable[..., str]


def button(label: str, cmd: str, arg: object = None, cls: str = "btn", **extra: object) -> str:
    return el("button", esc(label), type="button", class_=cls, data_cmd=cmd, data_arg=arg, **extra)


def _input(**kw: object) -> str:
    return f"<input{attrs(**kw)}>"


def seat_chip(game: str, color: str, palette: str, seat: int | None = None) -> str:
    """The seat's chip as the game's screens draw it: its colour (Catan: shape + colour), or the
    fixed symbol of a seat in games without a colour choice."""
    return render.seat_chip(game, seat, color, palette)


def seat_name(seats: list[dict], seat: int, t: Translate) -> str:
    name = seats[seat].get("name", "") if 0 <= seat < len(seats) else ""
    return name or t("player.default", n=seat + 1)


# --- frame --------------------------------------------------------------------------------------


def header(t: Translate, lang: str, in_game: bool) -> str:
    options = "".join(
        el("option", esc(t(f"lang.{code}")), value=code, selected=code == lang, lang=code) for code in LANGUAGES
    )
    nav = button(t("play.home"), "home", cls="btn btn-quiet") if in_game else ""
    return (
        '<div class="header-inner">'
        # The app's name is the page's level-one heading (every screen below starts at h2).
        f'<h1 class="brand-heading">{el("button", esc(t("app.title")), type="button", class_="brand", data_cmd="home")}</h1>'
        f'<nav class="header-nav">{nav}</nav>'
        f'<label class="lang-pick"><span class="lang-label">{esc(t("app.language"))}</span>'
        f'<select{attrs(data_cmd="lang", aria_label=t("app.language"))}>{options}</select></label>'
        "</div>"
    )


def messages(t: Translate, error: str | None, notice: str | None) -> str:
    out = ""
    if error:
        out += (
            f'<div class="msg msg-error" role="alert" data-testid="error"><strong>{esc(t("errors.title"))}</strong>'
            f'<span class="msg-text">{esc(error)}</span>{button(t("errors.dismiss"), "dismiss", cls="btn btn-small")}</div>'
        )
    if notice:
        out += f'<div class="msg msg-notice" role="status"><span class="msg-text">{esc(notice)}</span></div>'
    return out


def storage_full(t: Translate, playing: bool) -> str:
    """The browser refused to save: in view until a save succeeds, with the ways out (export this
    game; delete old saves on the home screen; try again)."""
    buttons = (button(t("saves.export"), "export", cls="btn btn-small") if playing else "")
    buttons += button(t("shell.storage_manage"), "home", cls="btn btn-small")
    buttons += button(t("shell.storage_retry"), "retry-save", cls="btn btn-small btn-primary") if playing else ""
    return (f'<div class="msg msg-error msg-sticky" role="alert" data-testid="error" data-problem="storage-full">'
            f'<strong>{esc(t("errors.title"))}</strong><span class="msg-text">{esc(t("shell.storage_full"))}</span>'
            f'<span class="msg-buttons">{buttons}</span></div>')


def footer(t: Translate) -> str:
    return f'<p>{esc(t("app.tagline"))}</p>'


# --- home ---------------------------------------------------------------------------------------


def _players_text(game: str, t: Translate) -> str:
    counts = registry.info(game).players  # the lobby shows every game without loading its code
    low, high = min(counts), max(counts)
    return t("shell.players_range", low=low, high=high) if low != high else t("shell.players_exact", n=low, count=low)


def _option_label(t: Translate, name: str, value: str, players: int) -> str:
    """An option's words, in a variant for this player count where the catalog has one (Glen More
    II's "as the rulebook advises" die means on with 2 players, off with 3 or 4)."""
    key = f"newgame.{name}.{value}.p{players}"
    text = t(key)
    return t(f"newgame.{name}.{value}") if text == key else text


def home(t: Translate, resume: dict | None, slots: list[tuple[str, dict]], quarantined: list[str],
         pending_delete: str | None, when: Callable[[float], str], offline_ready: bool = False) -> str:
    parts = ['<div class="home">']
    if offline_ready:  # said only once every game and the runtime are cached (checked in the cache)
        parts.append(f'<p class="offline-ready" role="status" data-testid="offline-ready">'
                     f'<span aria-hidden="true">✓</span> {esc(t("home.offline_ready"))}</p>')
    if resume:
        game_name = t(f"game.{resume['game']}.name")
        detail = t("shell.resume_detail", players=resume["players"], moves=resume["actions"], count=resume["players"])
        parts.append(
            '<section class="card resume-card">'
            f'<div><h2>{esc(t("home.continue", game=game_name))}</h2><p class="muted">{esc(detail)}</p></div>'
            f'{button(t("shell.resume"), "resume", cls="btn btn-primary btn-big")}</section>'
        )
    cards = []
    for game in playable_games():
        cards.append(
            f'<li class="card game-card game-{esc(game)}"><h3>{esc(t(f"game.{game}.name"))}</h3>'
            f'<p class="game-players">{esc(_players_text(game, t))}</p>'
            f'<p class="game-blurb">{esc(t(f"game.{game}.blurb"))}</p>'
            + (f'<div class="game-buttons">{button(t("shell.vs_computer"), "computer", game, cls="btn btn-primary")}'
               f'{button(t("home.new_game"), "new", game, cls="btn")}</div>' if has_bots(game)
               else button(t("home.new_game"), "new", game, cls="btn btn-primary"))
            + "</li>"
        )
    parts.append(
        f'<section class="games"><h2>{esc(t("home.title"))}</h2><ul class="game-list">{"".join(cards)}</ul></section>'
    )
    parts.append(saves_section(t, slots, quarantined, pending_delete, when))
    parts.append("</div>")
    return "".join(parts)


def saves_section(t: Translate, slots: list[tuple[str, dict]], quarantined: list[str],
                  pending_delete: str | None, when: Callable[[float], str]) -> str:
    rows = []
    for key, record in slots:
        title = record["name"] or t(f"game.{record['game']}.name")
        info = t("saves.game_players", game=t(f"game.{record['game']}.name"), players=record["players"],
                 count=record["players"])
        moves = t("shell.moves", count=record["actions"])
        stamp = t("saves.when", date=when(record["saved_at"])) if record["saved_at"] else ""
        if pending_delete == key:
            controls = (
                f'<span class="confirm">{esc(t("saves.confirm_delete", name=title))}</span>'
                + button(t("saves.delete"), "delete-slot", key, cls="btn btn-danger btn-small")
                + button(t("newgame.cancel"), "cancel-delete", cls="btn btn-small")
            )
        else:
            controls = (
                button(t("saves.load"), "load-slot", key, cls="btn btn-primary btn-small")
                + button(t("saves.export"), "export-slot", key, cls="btn btn-small")
                + button(t("saves.delete"), "ask-delete", key, cls="btn btn-small")
            )
        done = f' <span class="tag">{esc(t("shell.finished"))}</span>' if record["over"] else ""
        rows.append(
            f'<li class="slot"><div class="slot-text"><strong class="slot-name">{esc(title)}</strong>{done}'
            f'<span class="muted small">{esc(info)} · {esc(moves)}</span>'
            f'<span class="muted small">{esc(stamp)}</span></div><div class="slot-buttons">{controls}</div></li>'
        )
    listing = f'<ul class="slots">{"".join(rows)}</ul>' if rows else f'<p class="muted">{esc(t("saves.empty"))}</p>'
    aside = ""
    if quarantined:
        items = "".join(
            f'<li class="slot"><code class="slot-name">{esc(key)}</code><div class="slot-buttons">'
            + button(t("shell.download_raw"), "export-raw", key, cls="btn btn-small")
            + button(t("saves.delete"), "delete-raw", key, cls="btn btn-small")
            + "</div></li>"
            for key in quarantined
        )
        aside = (
            f'<details class="quarantine"><summary>{esc(t("shell.quarantine_title", count=len(quarantined)))}</summary>'
            f'<p class="muted small">{esc(t("shell.quarantine_help"))}</p><ul class="slots">{items}</ul></details>'
        )
    importer = (
        f'<label class="btn file-btn"><input{attrs(type="file", accept=".json,application/json", data_cmd="import", class_="file-input")}>'
        f'{esc(t("saves.import"))}</label>'
    )
    return (
        f'<section class="card saves" id="saves"><div class="saves-head"><h2>{esc(t("saves.title"))}</h2>{importer}</div>'
        f"{listing}{aside}</section>"
    )


# --- new game -----------------------------------------------------------------------------------


def new_game(t: Translate, form: Form) -> str:
    rules = registry.get(form.game)
    game_name = t(f"game.{form.game}.name")
    counts = "".join(
        f'<label class="choice">{_input(type="radio", name="players", value=n, checked=n == form.players, data_cmd="form")}'
        f"<span>{n}</span></label>"
        for n in rules.PLAYER_COUNTS
    )
    offered = offered_colors(form.game, form.players)
    seats = []
    for i in range(form.players):
        color_options = "".join(
            el("option", esc(t(f"newgame.color.{c}")), value=c, selected=c == form.colors[i]) for c in offered
        )
        color_select = (
            f'<select{attrs(name=f"color{i}", data_cmd="form", aria_label=t("shell.color_of", n=i + 1))}>{color_options}</select>'
            if offered else ""
        )
        chip = seat_chip(form.game, form.colors[i], form.palette, i)
        kind_select = ""
        if has_bots(form.game):
            kinds = "".join(
                el("option", esc(t("shell.seat.human") if k == "h" else t("shell.seat.computer", level=t(f"shell.seat.level.{k}"))),
                   value=k, selected=k == form.kinds[i])
                for k in ("h", *LEVELS)
            )
            kind_select = f'<select{attrs(name=f"kind{i}", data_cmd="form", aria_label=t("shell.seat.kind_of", n=i + 1))}>{kinds}</select>'
        placeholder = t("player.default", n=i + 1) if form.kinds[i] == "h" else t(
            "shell.seat.computer", level=t(f"shell.seat.level.{form.kinds[i]}"))
        seats.append(
            f'<li class="seat-row"><span class="seat-no">{chip}{i + 1}</span>'
            f'<input{attrs(type="text", name=f"name{i}", value=form.names[i], maxlength=MAX_TYPED_NAME, autocomplete="off", placeholder=placeholder, aria_label=t("shell.name_of", n=i + 1))}>'
            f"{kind_select}{color_select}</li>"
        )
    palettes = "".join(
        f'<label class="choice">{_input(type="radio", name="palette", value=p, checked=p == form.palette, data_cmd="form")}'
        f'<span>{esc(t(f"palette.{p}"))}</span></label>'
        for p in ("standard", "colorblind")
    )
    palette_group = (
        f'<fieldset class="field"><legend>{esc(t("newgame.palette"))}</legend><div class="choices">{palettes}</div></fieldset>'
        if SEAT_COLORS.get(form.game) else ""
    )
    option_groups = []
    for name, values in offered_options(rules, form.players).items():
        choices = "".join(
            f'<label class="choice choice-wide">{_input(type="radio", name=name, value=v, checked=form.options.get(name) == v, data_cmd="form")}'
            f'<span>{esc(_option_label(t, name, v, form.players))}</span></label>'
            for v in values
        )
        note = t(f"shell.note.{form.game}.{name}.{form.options.get(name)}")
        note_html = f'<p class="note">{esc(note)}</p>' if not note.startswith("shell.note.") else ""
        option_groups.append(
            f'<fieldset class="field"><legend>{esc(t(f"newgame.{name}"))}</legend>'
            f'<div class="choices choices-col">{choices}</div>{note_html}</fieldset>'
        )
    return (
        f'<form class="card new-game" data-form="new" novalidate><h2>{esc(t("newgame.title", game=game_name))}</h2>'
        f'<fieldset class="field"><legend>{esc(t("newgame.players"))}</legend><div class="choices">{counts}</div></fieldset>'
        f'<fieldset class="field"><legend>{esc(t("shell.seats"))}</legend>'
        f'<p class="muted small">{esc(t("shell.seats_help"))} {esc(t("newgame.name_limit", n=MAX_NAME))}</p><ol class="seats">{"".join(seats)}</ol></fieldset>'
        f'{"".join(option_groups)}'
        f"{palette_group}"
        f'<div class="field"><label class="seed-label" for="seed">{esc(t("newgame.seed"))}</label>'
        f'<input{attrs(type="text", inputmode="numeric", id="seed", name="seed", value=form.seed, maxlength=16, autocomplete="off")}>'
        f'<p class="muted small">{esc(t("newgame.seed_help"))}</p></div>'
        f'<div class="form-buttons">{el("button", esc(t("newgame.start")), type="submit", class_="btn btn-primary btn-big")}'
        f'{button(t("newgame.cancel"), "home", cls="btn")}</div></form>'
    )


# --- play ---------------------------------------------------------------------------------------


def handoff(t: Translate, game: str, seats: list[dict], seat: int, palette: str) -> str:
    name = seat_name(seats, seat, t)
    chip = seat_chip(game, seats[seat].get("color", ""), palette, seat)
    return (
        '<section class="handoff" aria-live="assertive"><div class="card handoff-card">'
        f'<div class="handoff-chip">{chip}</div>'
        f'<h2 class="handoff-title">{esc(t("handoff.title", name=name))}</h2>'
        f'<p class="muted">{esc(t("handoff.body", name=name))}</p>'
        + el("button", esc(t("handoff.continue", name=name)), type="button", class_="btn btn-primary btn-big",
             data_cmd="continue", data_testid="handoff-continue",)
        + "</div></section>"
    )


def play_toolbar(t: Translate, can_undo: bool, over: bool) -> str:
    """Undo at hand; saving, export and the share link in a menu that stays out of the way."""
    undo = "" if over else el(
        "button", esc(t("play.undo")), type="button", class_="btn", data_cmd="undo", disabled=not can_undo,
        aria_keyshortcuts="Control+Z",
    )
    save_as = (
        '<div class="save-as">'
        f'<input{attrs(type="text", id="slot-name", maxlength=60, autocomplete="off", placeholder=t("saves.slot_name"), aria_label=t("saves.slot_name"))}>'
        f'{button(t("play.save"), "save-slot", cls="btn")}</div>'
    )
    menu = (
        f'<details class="game-menu" data-menu><summary class="btn">{esc(t("play.menu"))}</summary><div class="menu-body">'
        + save_as
        + button(t("saves.export"), "export", cls="btn")
        + button(t("shell.copy_link"), "share", cls="btn")
        + "</div></details>"
    )
    review = button(t("shell.review.open"), "review", cls="btn", data_testid="review")
    return f'<div class="play-toolbar">{undo}{review}{menu}</div>'


def stale_tab(t: Translate) -> str:
    """This tab's game was played on (or replaced) in another tab: it must not overwrite that."""
    return (f'<div class="stale-tab" role="alert" data-testid="stale-tab"><p>{esc(t("shell.stale_tab"))}</p>'
            f'{button(t("shell.stale_reload"), "resume", cls="btn btn-primary")}</div>')


def bot_thinking(t: Translate, name: str, seat: int) -> str:
    """The computer seat on move, shown while it thinks and until its move is on the board."""
    return (f'<p class="bot-thinking" role="status" data-testid="bot-thinking" data-seat="{seat}">'
            f'<span class="bot-dots" aria-hidden="true"></span>{esc(t("shell.seat.thinking", name=name))}</p>')


def share_box(t: Translate, link: str) -> str:
    """The position link as selectable text, for when the clipboard is not available."""
    return (
        f'<p class="share-link"><label>{esc(t("shell.share_label"))} '
        f'<input{attrs(type="text", readonly=True, class_="share-input", value=link)}></label></p>'
    )


def log_panel(t: Translate, lines: list[tuple[str, int]], total: int, current: int | None = None) -> str:
    """The newest lines first, numbered as in the whole game (`total` lines so far). Each line
    knows its action's number; while reviewing, the lines of the step on screen (`current`) are
    marked, and a line takes the review to its step."""
    def item(line: str, step: int) -> str:
        if current is None:
            return f"<li>{esc(line)}</li>"
        here = step == current
        return (f'<li{attrs(class_="log-current" if here else None, aria_current="step" if here else None)}>'
                f'{el("button", esc(line), type="button", class_="log-step", data_cmd="review-step", data_arg=step)}</li>')

    items = "".join(item(line, step) for line, step in reversed(lines))
    empty = f'<p class="muted small">{esc(t("shell.log_empty"))}</p>' if not lines else ""
    return (
        f'<section class="card log-panel"><h3>{esc(t("play.log"))}</h3>{empty}'
        # It scrolls, so it takes the focus (keyboard users scroll it with the arrow keys).
        f'<ol{attrs(class_="log", reversed=True, start=total, tabindex=0, aria_label=t("play.log"))}>{items}</ol></section>'
    )


def end_buttons(t: Translate) -> str:
    return (
        '<div class="end-buttons">'
        + button(t("shell.play_again"), "again", cls="btn btn-primary")
        + button(t("play.home"), "home", cls="btn")
        + "</div>"
    )


def review_bar(t: Translate, step: int, total: int) -> str:
    """Reviewing a game: the step on screen, first/back/forward/last, a slider, and the way back."""
    def nav(label: str, symbol: str, cmd: str, disabled: bool) -> str:
        return el("button", f'<span aria-hidden="true">{symbol}</span> <span class="sr-only">{esc(label)}</span>',
                  type="button", class_="btn", data_cmd=cmd, data_testid=cmd, disabled=disabled, title=label)

    slider = f'<input{attrs(type="range", min=0, max=total, value=step, data_cmd="review-step", aria_label=t("shell.review.step_label"), class_="review-slider")}>'
    return (
        f'<div class="review-bar" role="toolbar" data-testid="review-bar" aria-label="{esc(t("shell.review.title"))}">'
        + nav(t("shell.review.first"), "«", "review-first", step == 0)
        + nav(t("shell.review.back"), "◀", "review-back", step == 0)
        + f'<span class="review-step" aria-live="polite">{esc(t("shell.review.step", step=step, total=total))}</span>'
        + nav(t("shell.review.forward"), "▶", "review-forward", step >= total)
        + nav(t("shell.review.last"), "»", "review-last", step >= total)
        + slider
        + button(t("shell.review.close"), "review-close", cls="btn btn-primary", data_testid="review-close")
        + "</div>"
    )


def reset_button(t: Translate) -> str:
    """embed=try: back to the position the page was given."""
    return f'<div class="embed-tools">{button(t("shell.embed_reset"), "reset", cls="btn", data_testid="reset")}</div>'


def embed_waiting(t: Translate) -> str:
    return f'<section class="card embed-wait"><p>{esc(t("shell.embed_waiting"))}</p></section>'
