"""The browser layer: wires `ui.shell.Shell` to the DOM, localStorage, the address bar and postMessage.

Thin on purpose: every decision is made by the pure `Shell`; this module only reads events and
form fields, writes the HTML the shell renders (region by region, only where it changed), and
carries out the shell's effects. One delegated listener per event type on the app root maps
`data-action-index` → the legal action, `data-action-seq` → a composed choice (legal actions in
order), `data-cmd` → a shell command.

A game's code comes on first use (ui/bundles.py): whatever needs a game that is not here yet raises
`registry.NotLoaded` before it has changed anything, so the app fetches that game and runs the same
work again. At start-up the loading card of index.html stays up meanwhile; later the main region
shows it, with the game's name, and input waits.
"""

from __future__ import annotations

import asyncio
import json
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException, create_once_callable, create_proxy, jsnull  # type: ignore[import-not-found]

from core import registry

from . import bundles, urls
from .i18n import Catalog, choose_language, load_catalog
from .render.html import esc
from .saves import AUTOSAVE, MemoryStorage, SaveStore, StorageFull, embed_autosave_key
from .shell import Shell, js_safe

REGIONS = ("header", "messages", "main", "footer")
# Besides every game's bundle: what a reload needs before any game (ui/bundles.py, the runtime).
OFFLINE_CORE = ("index.html", "assets/app.zip", "assets/vendor/pyodide/pyodide.asm.wasm",
                "assets/vendor/pyodide/python_stdlib.zip", "assets/vendor/pyscript/core.js")
PAINT_KEY = "tabletop:paint"  # sessionStorage: the last screen drawn, for a warm reload
REVIEW_KEYS = {"ArrowLeft": "review-back", "ArrowRight": "review-forward", "Home": "review-first", "End": "review-last"}
I18N_DIR = Path("assets/i18n")  # the shell's catalogs, from the core bundle (cwd-relative); each game's come with it


class LocalStorage:
    """`window.localStorage` behind the saves.Storage interface."""

    def __init__(self, backend: object) -> None:
        self.backend = backend

    def get(self, key: str) -> str | None:
        value = self.backend.getItem(key)
        return None if _nil(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.backend.setItem(key, value)
        except JsException as exc:  # QuotaExceededError, SecurityError
            raise StorageFull(str(exc)) from None

    def remove(self, key: str) -> None:
        self.backend.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.backend.key(i)) for i in range(int(self.backend.length))]


def _open_storage() -> tuple[object, bool]:
    """localStorage, or an in-memory stand-in (and False) when the browser blocks it."""
    try:
        backend = js.window.localStorage
        backend.getItem("tabletop:probe")
        return LocalStorage(backend), True
    except (JsException, AttributeError):
        return MemoryStorage(), False


def _nil(value: object) -> bool:
    """JS null arrives as `jsnull` (not None) and undefined as None."""
    return value is None or value is jsnull


def _attr(element: object, name: str) -> str | None:
    value = element.getAttribute(name)
    return None if _nil(value) else str(value)


def _to_js(value: object) -> object:
    """A plain JS object/array from JSON-safe Python data (for postMessage). Integers beyond what a
    JS number holds exactly (a board's bitmask in A Feast for Odin) travel as strings."""
    return js.JSON.parse(json.dumps(js_safe(value)))


@dataclass
class _FocusAnchor:
    """The focused control before a redraw: a selector for the same control (None for an action's
    element) and the centre of where it was on screen."""

    same: str | None
    x: float
    y: float


@dataclass(frozen=True)
class _Queued:
    """An input acknowledged on screen whose work waits for that to be painted (App._soon)."""

    target: object
    pointer: bool
    position: tuple | None  # a move's: the position it was made on (None: a command)
    work: Callable[..., None]
    args: tuple


def _after_paint(work: Callable[[], None]) -> None:
    """Run `work` in a task of its own after the next frame is painted: never before that paint,
    so it adds nothing to the latency of the click that led to it."""
    js.requestAnimationFrame(create_once_callable(lambda _when: js.setTimeout(create_once_callable(work), 0)))


def _when_idle(work: Callable[[], None]) -> None:
    """Run `work` once the page is idle (within a second): after the next paint, and out of the
    way of the player's next click."""
    idle = getattr(js.window, "requestIdleCallback", None)
    if _nil(idle):
        _after_paint(work)
    else:
        js.window.requestIdleCallback(create_once_callable(lambda _deadline: work()), _to_js({"timeout": 1000}))


class App:
    def __init__(self) -> None:
        doc = js.document
        self.doc = doc
        self.html = doc.documentElement
        self.root = doc.getElementById("app")
        self.regions = {name: doc.getElementById(f"app-{name}") for name in REGIONS}
        self.drawn: dict[str, str] = {}
        self._refocus = False
        self._pointer = False  # the last action came from a mouse or a finger, not the keyboard
        self._booted = False
        self._loading: str | None = None  # the game whose code is on its way
        self._fetched: set[str] = set()
        self._tasks: set[asyncio.Future] = set()
        self._catalogs: dict[str, Catalog] = {}
        self._worker: object | None = None  # the bot worker, started with the first computer seat
        self._worker_proxies: list[object] = []
        self._bot_asked = 0.0
        location = js.window.location
        route = urls.parse(str(location.search), str(location.hash))
        self.embed = route.embed
        self._engaged = not self.embed  # an embed takes focus only after the reader used it
        self._paint_pending = False
        self._queued: list[_Queued] = []  # clicks acknowledged, their work not done yet
        self._position: tuple = ()  # the position drawn: screen, game, move count, review step
        self._height = -1
        self._resize_observer: object | None = None
        storage, persistent = _open_storage()
        if self.embed:
            # Each embed is its own: nothing stored unless the host asks (persist=KEY), and then
            # under keys of its own, never the site's autosave or slots.
            store = SaveStore(storage if route.persist else MemoryStorage(), js.Date.now,
                              embed_autosave_key(route.persist or "none"))
            persistent = True
        else:
            store = SaveStore(storage, js.Date.now, AUTOSAVE)
        prefs = store.read_prefs()
        wanted = route.lang or (prefs.get("lang") if isinstance(prefs.get("lang"), str) else None)
        languages = js.navigator.languages
        lang = choose_language(wanted, [] if _nil(languages) else [str(x) for x in languages])
        base = str(location.origin) + str(location.pathname)
        self.shell = Shell(store, self._catalog, lang, embed=route.embed_mode, clock=js.Date.now, when=_when,
                           base_url=base)
        if self.embed:
            self.html.classList.add("is-embed")
        self.html.lang = self.shell.lang
        self._persistent = persistent
        self._boot(route)

    def _boot(self, route: urls.Route) -> None:
        """Act on the address; once the game it names (or the autosave's) is here, draw."""
        try:
            self.shell.boot(route)
        except registry.NotLoaded as missing:
            self._fetch(missing.game_id, lambda: self._boot(route))
            return
        except Exception as exc:  # noqa: BLE001 - the page still comes up, with the reason shown
            js.console.warn(traceback.format_exc())
            self.shell.fail(self.shell.t("errors.generic", message=str(exc) or type(exc).__name__))
        self._ready()

    def _ready(self) -> None:
        """The first screen: listen, draw, and raise the hooks tests and embedding pages wait for."""
        self._booted = True
        if not self._persistent:
            self.shell.error = self.shell.t("errors.storage")
        self._listen()
        self.update(None)
        self.html.dataset.bootMs = f"{js.performance.now():.0f}"
        self.html.dataset.python = sys.version.split()[0]
        self.html.dataset.ready = "true"
        if self.embed:
            self._post_parent(self.shell.state_message())
            self._watch_height()

    def _watch_height(self) -> None:
        """Tell the embedding page the content's height whenever it changes ({type: "resize"}),
        so it can size the frame (docs/embed.md)."""
        def measure(*_: object) -> None:
            height = int(js.Math.ceil(self.doc.documentElement.getBoundingClientRect().height))
            if height != self._height:
                self._height = height
                self._post_parent({"type": "resize", "height": height})

        self._measure = create_proxy(measure)
        self._resize_observer = js.ResizeObserver.new(self._measure)
        self._resize_observer.observe(self.doc.documentElement)
        self._resize_observer.observe(self.doc.body)
        measure()

    # --- a game's code, on first use ------------------------------------------------------------

    def _fetch(self, game_id: str, retry: Callable[[], None]) -> None:
        """Fetch a game's bundle, then run `retry` (the work that needed it) again."""
        if game_id in self._fetched:  # it came, yet the game still cannot be imported
            js.console.warn(f"{game_id}: its bundle did not provide games.{game_id}")
            self._fetch_failed()
            return
        self._loading = game_id
        if self._booted:
            card = _loading_card(self.shell.t(f"game.{game_id}.name"))
            self.regions["main"].innerHTML = card
            self.drawn["main"] = card
            self.html.dataset.loading = game_id
        task = asyncio.ensure_future(self._fetching(game_id, retry))
        self._tasks.add(task)  # a task only weakly referenced by the loop could vanish mid-way
        task.add_done_callback(self._tasks.discard)

    async def _fetching(self, game_id: str, retry: Callable[[], None]) -> None:
        try:
            await bundles.fetch(game_id)
        except Exception as exc:  # noqa: BLE001 - BundleError or worse: reported, never silent
            js.console.warn(traceback.format_exc())
            self._fetch_failed(game_id if getattr(exc, "unreachable", False) else None)
            return
        self._fetched.add(game_id)
        self._catalogs.clear()  # the game's messages came with its code
        self.shell.set_lang(self.shell.lang)
        self._done_loading()
        retry()

    def _fetch_failed(self, not_here: str | None = None) -> None:
        """The game's code did not come. `not_here`: the network is unreachable and this device
        never fetched that game (offline before its first visit) — said plainly (issue 16)."""
        self._done_loading()
        if not_here:
            self.shell.fail(self.shell.t("errors.not_cached", game=self.shell.t(f"game.{not_here}.name")))
        else:
            self.shell.fail(self.shell.t("errors.load_failed"))
        if self._booted:
            self.update(None)
        else:
            self._ready()

    def _done_loading(self) -> None:
        self._loading = None
        self.html.removeAttribute("data-loading")

    def _catalog(self, lang: str) -> Catalog:
        if lang not in self._catalogs:
            self._catalogs[lang] = load_catalog(lang, I18N_DIR)
        return self._catalogs[lang]

    # --- events ---------------------------------------------------------------------------------

    def _listen(self) -> None:
        self._proxies = [
            (self.root, "click", create_proxy(self._on_click)),
            (self.root, "change", create_proxy(self._on_change)),
            (self.root, "submit", create_proxy(self._on_submit)),
            (self.root, "keydown", create_proxy(self._on_keydown)),
            (self.doc, "keydown", create_proxy(self._on_shortcut)),
            (js.window, "message", create_proxy(self._on_message)),
            (js.window, "storage", create_proxy(self._on_storage)),
            (self.doc, "pointerdown", create_proxy(self._on_engage)),
            (self.doc, "keydown", create_proxy(self._on_engage)),
        ]
        for target, kind, proxy in self._proxies:
            target.addEventListener(kind, proxy)
        # `toggle` does not bubble: caught on its way down (capture) to the <details> toggled
        toggle = create_proxy(self._on_toggle)
        self.root.addEventListener("toggle", toggle, True)
        self._proxies.append((self.root, "toggle", toggle))

    def _guard(self, work, *args, replies: bool = False) -> None:
        """Run one handler: any failure becomes a visible error, never a silent one. A handler that
        needs a game whose code is not here yet runs again once it has come. `replies`: the
        handler answers an embedding page itself (no separate state message)."""
        if self._loading:
            return  # input waits while a game's code arrives (the loading card is up)
        start = js.performance.now()
        before = self.shell.hooks()
        try:
            work(*args)
        except registry.NotLoaded as missing:
            self._fetch(missing.game_id, lambda: self._guard(work, *args, replies=replies))
            return
        except Exception as exc:  # noqa: BLE001 - shown to the user, details to the console
            js.console.warn(traceback.format_exc())
            self.shell.error = self.shell.t("errors.generic", message=str(exc) or type(exc).__name__)
        self.update(start)
        if self.embed and self.shell.hooks() != before and not replies:
            self._post_parent(self.shell.state_message())

    def _on_click(self, event: object) -> None:
        target = event.target.closest("[data-action-seq], [data-action-index], [data-cmd], [data-focus]")
        if _nil(target) or target.hasAttribute("disabled") or _attr(target, "aria-disabled") == "true":
            return
        tag = str(target.tagName).lower()
        if tag in ("select", "input", "option", "label"):
            return  # fields act on change, not on click
        pointer = bool(event.detail)  # 0: a click made by Enter or Space on a button
        menu = target.closest("details[data-menu]")
        if not _nil(menu):  # a choice made in a drop-down menu closes it (a redraw keeps it as it is)
            menu.removeAttribute("open")
        if target.hasAttribute("data-action-seq") or target.hasAttribute("data-action-index"):
            if self._arm_first(target):
                return
            self._soon(target, pointer, self._act, target, move=True)
        elif target.hasAttribute("data-cmd"):
            self._soon(target, pointer, self._command, target)
        else:
            self._soon(target, pointer, self.shell.command, "focus", _attr(target, "data-focus"))

    def _soon(self, target: object, pointer: bool, work: Callable[..., None], *args: object,
              move: bool = False) -> None:
        """Acknowledge an input at once (the element shows pressed: `data-pressed`) and do its work
        in a task of its own once that is painted. The next paint after a click then comes within a
        frame, whatever the move costs (issue 16, Interaction to Next Paint). Inputs made while one
        waits are done in order. A `move` aimed at a position that has changed since (a move, an
        undo, a bot's move, another screen) is dropped: it was meant for a board no longer shown.
        A command (Undo, a menu) still runs: the shell checks it against the state as it is then."""
        target.setAttribute("data-pressed", "")
        self._queued.append(_Queued(target, pointer, self._position if move else None, work, args))
        if len(self._queued) == 1:
            _after_paint(self._run_queued)

    def _run_queued(self) -> None:
        queued, self._queued = self._queued, []
        for item in queued:
            item.target.removeAttribute("data-pressed")
            if item.position is not None and item.position != self._position:
                continue
            self._pointer = item.pointer
            self._guard(item.work, *item.args)

    def _arm_first(self, target: object) -> bool:
        """On a touch screen (no hover) an element marked `data-confirm` acts on the second tap: the
        first one arms and focuses it, which shows its preview (a goods tile's footprint and the
        income it would give) before anything is final."""
        if not target.hasAttribute("data-confirm") or target.hasAttribute("data-armed"):
            return False
        if not js.window.matchMedia("(hover: none)").matches:
            return False
        for armed in self.doc.querySelectorAll("[data-armed]"):
            armed.removeAttribute("data-armed")
        target.setAttribute("data-armed", "true")
        target.focus()
        return True

    def _act(self, target: object) -> None:
        self._clear_messages()
        seq = _attr(target, "data-action-seq")
        if seq is not None:  # a composed choice: the legal actions it stands for, in order
            try:
                actions = json.loads(seq)
            except ValueError:
                actions = None
            self.shell.act_sequence(actions)
            return
        index = _attr(target, "data-action-index") or ""
        if index.isdigit():
            self.shell.act(int(index))

    def _command(self, target: object) -> None:
        self._clear_messages()
        cmd = _attr(target, "data-cmd") or ""
        value = None
        if cmd == "save-slot":
            field = self.doc.getElementById("slot-name")
            value = "" if _nil(field) else str(field.value)
        self.shell.command(cmd, _attr(target, "data-arg"), value)

    def _on_toggle(self, event: object) -> None:
        """A `<details data-open-key>` opened or closed: the shell draws its contents only while
        open (a closed one's markup is cheap to redraw after every move). Every such element whose
        state the shell does not know yet is reported at once: a redraw for the first toggle must
        not close another opened in the same moment, whose own event is still queued."""
        if _attr(event.target, "data-open-key") is None:
            return
        known = self.shell.opened_keys()
        changes = []
        for element in self.root.querySelectorAll("details[data-open-key]"):
            key, is_open = _attr(element, "data-open-key") or "", bool(element.open)
            if (key in known) != is_open:
                changes.append((key, "open" if is_open else ""))
        if changes:
            self._guard(self._toggled, changes)

    def _toggled(self, changes: list[tuple[str, str]]) -> None:
        for key, state in changes:
            self.shell.command("details", key, state)

    def _clear_messages(self) -> None:
        self.shell.error = None
        self.shell.notice = None

    def _on_change(self, event: object) -> None:
        target = event.target
        cmd = _attr(target, "data-cmd")
        if cmd in ("lang", "review-step"):
            self._guard(self.shell.command, cmd, None, str(target.value))
        elif cmd == "form" and not _nil(target.form):
            self._guard(self.shell.form_changed, _form_values(target.form))
        elif cmd == "import":
            files = target.files
            if not _nil(files) and files.length:
                file = files.item(0)
                target.value = ""
                js.Promise.resolve(file.text()).then(create_proxy(self._imported), create_proxy(self._read_failed))

    def _imported(self, text: object) -> None:
        self._guard(self._import, str(text))

    def _import(self, text: str) -> None:
        self._clear_messages()
        self.shell.import_text(text)

    def _read_failed(self, error: object) -> None:
        self._guard(self.shell.fail, self.shell.t("errors.save_invalid", reason=str(error)))

    def _on_submit(self, event: object) -> None:
        form = event.target
        if _attr(form, "data-form") == "new":
            event.preventDefault()
            self._guard(self._start, form)

    def _start(self, form: object) -> None:
        self._clear_messages()
        self.shell.start_form(_form_values(form))

    def _on_keydown(self, event: object) -> None:
        key = str(event.key)
        target = event.target
        if _nil(target) or not hasattr(target, "hasAttribute"):
            return
        self._pointer = False
        if key.startswith("Arrow") and target.hasAttribute("data-r"):
            event.preventDefault()
            self._step_focus(target, key)
        elif key in ("Enter", " ") and (target.hasAttribute("data-action-index") or target.hasAttribute("data-action-seq")):
            if str(target.tagName).lower() != "button":  # buttons already click on Enter/Space
                event.preventDefault()
                self._soon(target, False, self._act, target, move=True)
        elif key in ("z", "Z") and (event.ctrlKey or event.metaKey) and str(target.tagName).lower() not in ("input", "textarea"):
            event.preventDefault()
            self._guard(self.shell.command, "undo")

    def _step_focus(self, target: object, key: str) -> None:
        """Arrow keys move between the cells of a grid (`data-r`/`data-c` inside `data-grid`), e.g. the
        positions where a tile may be placed."""
        grid = target.closest("[data-grid]")
        if _nil(grid):
            return
        row, col = int(_attr(target, "data-r") or 0), int(_attr(target, "data-c") or 0)
        dr, dc = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}.get(key, (0, 0))
        best, best_score = None, 0
        for cell in grid.querySelectorAll("[data-r][data-c]"):
            r, c = int(_attr(cell, "data-r") or 0), int(_attr(cell, "data-c") or 0)
            ahead = (r - row) * dr + (c - col) * dc
            if ahead <= 0:
                continue
            score = ahead + 2 * (abs((r - row) * dc) + abs((c - col) * dr))
            if best is None or score < best_score:
                best, best_score = cell, score
        if best is not None:
            best.focus()

    def _on_shortcut(self, event: object) -> None:
        """A one-letter shortcut a screen offers on an element with `data-key` (R rotates a tile);
        while reviewing a game, the arrow keys, Home and End step through it."""
        if self.shell.review is not None and str(event.key) in REVIEW_KEYS and not (event.ctrlKey or event.metaKey):
            tag = str(getattr(event.target, "tagName", "") or "").lower()
            if tag not in ("input", "textarea", "select"):
                event.preventDefault()
                self._guard(self.shell.command, REVIEW_KEYS[str(event.key)])
            return
        key = str(event.key).lower()
        if len(key) != 1 or not key.isalpha() or event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        if not _nil(target) and str(getattr(target, "tagName", "") or "").lower() in ("input", "textarea", "select"):
            return
        element = self.doc.querySelector(f'[data-key="{key}"]')
        if _nil(element) or element.hasAttribute("disabled") or not (
                element.hasAttribute("data-action-index") or element.hasAttribute("data-action-seq")):
            return
        event.preventDefault()
        self._refocus = True  # keyboard use: focus stays in the grid after the redraw
        self._soon(element, False, self._act, element, move=True)

    def _on_engage(self, event: object) -> None:
        """The reader used the embed (a pointer or a key inside it): from now on it may move focus."""
        self._engaged = True

    def _focus(self, element: object, prevent_scroll: bool = False) -> None:
        """Focus an element, unless this is an embed the reader has not used yet: focusing inside a
        frame scrolls the host page to it and takes the keyboard from the host."""
        if not self._engaged:
            return
        if prevent_scroll or self.embed:
            element.focus(_to_js({"preventScroll": True}))
        else:
            element.focus()

    def _on_storage(self, event: object) -> None:
        """Another tab of this site wrote localStorage: if it moved this game on, this tab says so
        at once (and stops saving) instead of overwriting newer progress later."""
        key = event.key
        self._guard(self.shell.storage_changed, None if _nil(key) else str(key))

    def _on_message(self, event: object) -> None:
        """postMessage from the embedding page (only when embedded, only from the parent)."""
        if not self.embed or event.source != js.window.parent or event.source == js.window:
            return
        try:
            data = json.loads(str(js.JSON.stringify(event.data)))
        except (ValueError, JsException):
            data = None
        source, origin = event.source, str(event.origin)

        def answer(reply: dict) -> None:
            source.postMessage(_to_js(reply), origin if origin not in ("null", "") else "*")

        def handle() -> None:
            answer(self.shell.on_message(data))

        if self._loading:  # a message is never dropped silently, even while a game's code arrives
            reply = {"type": "error", "message": f"busy: loading {self._loading}; send it again", "code": "busy"}
            if isinstance(data, dict) and isinstance(data.get("id"), (str, int, float)):
                reply["id"] = data["id"]
            answer(reply)
            return
        self._guard(handle, replies=True)  # the sender gets the reply, not a second state message

    # --- output ---------------------------------------------------------------------------------

    def update(self, start: float | None) -> None:
        """Carry out effects, redraw the regions whose HTML changed, refresh the <html> hooks."""
        for effect in self.shell.take_effects():
            self._effect(effect)
        anchor = self._focus_anchor()
        changed = False
        for name, markup in self.shell.render().items():
            if self.drawn.get(name) != markup:
                self._draw(self.regions[name], markup)
                self.drawn[name] = markup
                changed = True
        if self.html.hasAttribute("data-snapshot"):  # the warm paint's stand-in is replaced now
            self.html.removeAttribute("data-snapshot")
            self.root.inert = False
        if changed and not self._paint_pending:
            self._paint_pending = True
            _when_idle(self._keep_paint)
        if self.shell.under_key() not in (None, self.shell.under):  # a hand-off card: its board, later
            _after_paint(self._draw_under)
        hooks = self.shell.hooks()
        if self._position and self._position[0] != self.shell.screen and not self.embed:
            # Another screen starts at its top: the page keeps its scroll otherwise, and a game started
            # from the foot of a long new-game form on a phone opened in the middle of its panels.
            js.window.scrollTo(0, 0)
        self._position = (self.shell.screen, hooks["game"], hooks["actionCount"], self.shell.review)
        self.html.dataset.game = hooks["game"]
        self.html.dataset.actionCount = hooks["actionCount"]
        self.html.dataset.reviewing = hooks["reviewing"]
        self._mark_highlight()
        self._bot_step()
        self.html.dataset.botThinking = "true" if self.shell.thinking else "false"
        self.html.dataset.screen = self.shell.screen
        focus = self.doc.querySelector("[data-testid='handoff-continue']")
        if not _nil(focus):
            self._focus(focus)
        elif self._refocus:
            cell = self.doc.querySelector("[data-grid] [data-r]")
            if not _nil(cell):
                self._focus(cell, prevent_scroll=True)
        elif anchor is not None and self._focus_lost():
            self._restore_focus(anchor)
        self._refocus = False
        if start is not None:
            self.html.dataset.lastRenderMs = f"{js.performance.now() - start:.1f}"

    def _draw_under(self) -> None:
        """After a hand-off card is painted: the public board under it (shell.prepare_under)."""
        if self._loading:
            return
        try:
            if self.shell.prepare_under():
                self.update(None)
        except Exception:  # noqa: BLE001 - an optimisation: the card stays, continue builds the board
            js.console.warn(traceback.format_exc())

    def _keep_paint(self) -> None:
        """Keep what is on screen for this tab's next reload (assets/js/warm-paint.js shows it at
        once while Python starts). A game screen only, never an embed's; best effort."""
        self._paint_pending = False
        try:
            storage = js.window.sessionStorage
            if self.embed or self.shell.screen != "play" or self._loading:
                storage.removeItem(PAINT_KEY)
                return
            location = js.window.location
            url = str(location.pathname) + str(location.search) + str(location.hash)
            storage.setItem(PAINT_KEY, json.dumps({"v": 1, "url": url, "lang": self.shell.lang, "regions": self.drawn}))
        except JsException:
            pass  # storage blocked or full: a reload simply starts blank

    def _draw(self, region: object, markup: str) -> None:
        """Bring a region to `markup`, changing only the nodes that differ (assets/js/morph.mjs),
        so the browser restyles and lays out what changed instead of a whole board per click."""
        morph = getattr(js, "tabletopMorph", None)
        if _nil(morph):
            region.innerHTML = markup
        else:
            morph(region, markup)

    def _mark_highlight(self) -> None:
        """The board elements the host (or the address) points at carry `data-highlight`."""
        refs = self.shell.highlight if self.shell.screen == "play" else []
        wanted = set(refs)
        style = self.shell.highlight_style
        for element in self.doc.querySelectorAll("[data-highlight]"):
            if _attr(element, "data-ref") not in wanted:
                element.removeAttribute("data-highlight")
        for ref in refs:
            for element in self.doc.querySelectorAll(f'[data-ref="{ref}"]'):  # refs are checked: no quotes
                if _attr(element, "data-highlight") != style:
                    element.setAttribute("data-highlight", style)

    # --- offline ---------------------------------------------------------------------------------

    def check_offline(self, loaded: list[str] | None = None) -> None:
        """Say "ready to play offline" only once every game's bundle, the core bundle, the runtime
        and every file this page loaded (`loaded`: PyScript's chunks among them, cached from the
        page's report) are in the cache (issue 16), checked in the cache itself, not assumed."""
        if _nil(getattr(js, "caches", None)):
            return
        task = asyncio.ensure_future(self._offline_check(list(loaded or [])))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _offline_check(self, loaded: list[str]) -> None:
        base = str(js.window.location.origin) + str(js.window.location.pathname).rsplit("/", 1)[0] + "/"
        needed = [base + f"assets/app-{game}.zip" for game in registry.GAME_IDS] + [base + p for p in OFFLINE_CORE]
        for url in needed + loaded:
            if _nil(await js.caches.match(url)):
                return  # not (yet) all there: the badge stays away
        self._guard(self.shell.set_offline_ready)

    # --- focus after a redraw ------------------------------------------------------------------

    def _in_regions(self, element: object) -> bool:
        return any(not _nil(region) and (element == region or region.contains(element))
                   for region in self.regions.values())

    def _focus_anchor(self) -> _FocusAnchor | None:
        """What has the focus before a redraw, if it is in the app (a redraw may remove it)."""
        active = self.doc.activeElement
        if _nil(active) or active == self.doc.body or not self._in_regions(active):
            return None
        rect = active.getBoundingClientRect()
        same = None
        if not active.hasAttribute("data-action-index"):  # an action's element means another move next time
            for name in ("id", "data-testid", "data-cmd", "data-ref"):
                value = _attr(active, name)
                if value:
                    same = f'[{name}="{js.CSS.escape(value)}"]'
                    arg = _attr(active, "data-arg") if name == "data-cmd" else None
                    same += f'[data-arg="{js.CSS.escape(arg)}"]' if arg else ""
                    break
        return _FocusAnchor(same, float(rect.left + rect.width / 2), float(rect.top + rect.height / 2))

    def _focus_lost(self) -> bool:
        """The redraw took the focus away: it is on <body>, or on a region itself (the last resort below)."""
        active = self.doc.activeElement
        return _nil(active) or active == self.doc.body or any(active == r for r in self.regions.values())

    def _try_focus(self, element: object) -> bool:
        if _nil(element) or not element.getClientRects().length:
            return False
        element.focus(_to_js({"preventScroll": True}))
        return self.doc.activeElement == element

    def _restore_focus(self, anchor: _FocusAnchor) -> None:
        """After an action or a command the focus goes on, never to <body> (a keyboard user would start
        again from the top): the same control if it is still there (Undo, a menu), else the first
        control of the new position's choices, else the control now at the same place on screen, else
        the main region (at once after a mouse click or a tap: they need no visible focus)."""
        if anchor.same and self._try_focus(self.doc.querySelector(anchor.same)):
            return
        main = self.regions["main"]
        if self._pointer:  # no focus ring jumping to another control under a mouse user's eyes
            main.setAttribute("tabindex", "-1")
            main.focus(_to_js({"preventScroll": True}))
            return
        for element in list(main.querySelectorAll("[data-action-index]"))[:60]:
            if self._try_focus(element):
                return
        spot = self.doc.elementFromPoint(anchor.x, anchor.y)
        if not _nil(spot):
            control = spot.closest("button, a[href], input, select, textarea, [tabindex]")
            if not _nil(control) and self._in_regions(control) and _attr(control, "tabindex") != "-1":
                if self._try_focus(control):
                    return
        main.setAttribute("tabindex", "-1")
        main.focus(_to_js({"preventScroll": True}))

    # --- computer players -----------------------------------------------------------------------

    def _bot_step(self) -> None:
        """If a computer seat must decide, ask the worker (it answers in `_on_worker`), in a task of
        its own: the request is the whole game as JSON, and the move just drawn need not wait for it
        (a four-player game's redraw and request together passed 100 ms of main thread)."""
        if self.shell.bot_to_move_now():
            js.setTimeout(create_once_callable(self._ask_bot), 0)

    def _ask_bot(self) -> None:
        if self._loading:
            return
        try:
            request = self.shell.bot_request()
        except Exception as exc:  # noqa: BLE001 - shown to the user, details to the console
            js.console.warn(traceback.format_exc())
            self._guard(self.shell.fail, self.shell.t("errors.generic", message=str(exc) or type(exc).__name__))
            return
        if request is None:
            return
        self.html.dataset.botThinking = "true"
        if self._worker is None:
            self._start_worker()
        self._bot_asked = float(js.performance.now())
        self._worker.postMessage(_to_js({"type": "think", "game": request["game"], "request": request["request"]}))

    def _start_worker(self) -> None:
        """assets/js/bot-worker.mjs: a module worker with its own Pyodide (started on first need)."""
        worker = js.Worker.new("./assets/js/bot-worker.mjs", _to_js({"type": "module"}))
        on_message, on_error = create_proxy(self._on_worker), create_proxy(self._on_worker_error)
        worker.addEventListener("message", on_message)
        worker.addEventListener("error", on_error)
        self._worker_proxies = [on_message, on_error]
        self._worker = worker

    def _on_worker(self, event: object) -> None:
        data = event.data
        kind = str(getattr(data, "type", ""))
        if kind == "failed":
            self._guard(self.shell.bot_failed, str(data.message))
            return
        if kind != "move":
            return
        reply = str(data.reply)
        waited = float(js.performance.now()) - self._bot_asked
        try:
            js.console.debug(f"tabletop bot decision ms {json.loads(reply).get('ms')}")
        except ValueError:
            pass
        # Moves are shown at a readable pace: the pause counts the thinking already done.
        delay = max(0.0, self.shell.bot_delay - waited)
        if delay <= 0:
            self._show_bot_move(reply)
        else:
            js.setTimeout(create_once_callable(lambda: self._show_bot_move(reply)), delay)

    def _show_bot_move(self, reply: str) -> None:
        """Apply a computer's move and redraw; its main-thread time goes to the console (for
        bench/bots_page.py)."""
        start = float(js.performance.now())
        self._guard(self.shell.bot_move, reply)
        js.console.debug(f"tabletop bot move ms {float(js.performance.now()) - start:.1f}")

    def _on_worker_error(self, event: object) -> None:
        message = str(getattr(event, "message", "") or "the bot worker did not start")
        self._worker = None
        self._guard(self.shell.bot_failed, message)

    def _effect(self, effect: tuple) -> None:
        kind = effect[0]
        if kind == "url":
            js.window.history.replaceState(None, "", effect[1])
        elif kind == "download":
            _download(effect[1], effect[2])
        elif kind == "copy":
            self._copy(effect[1])
        elif kind == "focus":
            element = self.doc.querySelector(effect[1])
            if not _nil(element):
                js.setTimeout(create_once_callable(lambda: self._focus(element)), 0)
        elif kind == "lang":
            self.html.lang = effect[1]

    def _copy(self, text: str) -> None:
        clipboard = getattr(js.navigator, "clipboard", None)
        if _nil(clipboard):
            self.shell.copied(False)
            return

        def done(ok: bool):
            return create_proxy(lambda *_: self._guard(self.shell.copied, ok))

        clipboard.writeText(text).then(done(True), done(False))

    def _post_parent(self, message: dict) -> None:
        parent = js.window.parent
        if not _nil(parent) and parent != js.window:
            parent.postMessage(_to_js(message), "*")  # the public view only: no secrets in it


def _loading_card(title: str) -> str:
    """index.html's loading card, named for what is loading."""
    return ('<div class="loading" role="status"><div class="loading-mark" aria-hidden="true"></div>'
            f'<p class="loading-title">{esc(title)}</p></div>')


def _form_values(form: object) -> dict[str, str]:
    values: dict[str, str] = {}
    for element in form.elements:
        name = "" if _nil(element.name) else str(element.name)
        if not name or element.disabled:
            continue
        if str(element.type) in ("radio", "checkbox") and not element.checked:
            continue
        values[name] = str(element.value)
    return values


def _download(filename: str, text: str) -> None:
    blob = js.Blob.new([text], _to_js({"type": "application/json"}))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = filename
    link.className = "hidden"
    js.document.body.append(link)
    link.click()
    link.remove()
    js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 1000)


def _when(ms: float, lang: str) -> str:
    return str(js.Date.new(ms).toLocaleString(lang, _to_js({"dateStyle": "medium", "timeStyle": "short"})))


def register_service_worker(on_ready: Callable[[list[str]], None] | None = None) -> None:
    """Cache the app for offline use; then tell the worker every file this page has loaded, so
    the runtime's hashed chunks are cached too (no list to keep in step with the vendor folder).
    `on_ready(loaded)` runs once the worker is active (its install precached every file, or
    failed) and has answered that report (sw.js replies on the message's port when it has cached
    what was missing), with the files reported."""
    container = getattr(js.navigator, "serviceWorker", None)
    if _nil(container):
        return

    def loaded(*_: object) -> None:
        origin = str(js.window.location.origin)
        names = [str(entry.name) for entry in js.performance.getEntriesByType("resource")]
        same = sorted({n.split("#")[0] for n in names if n.startswith(origin + "/")})

        def active(reg: object) -> None:
            if not reg.active:
                if on_ready is not None:
                    on_ready([])
                return
            channel = js.MessageChannel.new()
            if on_ready is not None:
                channel.port1.onmessage = create_proxy(lambda *_: on_ready(same))
                # a worker of an older deploy does not answer: look again later all the same
                js.setTimeout(create_proxy(lambda *_: on_ready(same)), 15000)
            reg.active.postMessage(_to_js({"type": "cache", "urls": same}), js.Array.of(channel.port2))

        container.ready.then(create_proxy(active))

    def failed(error: object) -> None:
        js.console.info(f"offline cache unavailable: {error}")

    container.register("./sw.js").then(create_proxy(loaded), create_proxy(failed))
