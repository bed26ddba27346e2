"""The shell's behaviour, free of the browser: screens, hot-seat hand-off, saves, URLs, embed API.

`Shell` holds what is on screen and turns user intents (a legal action's index, a `data-cmd`
command, form values, an imported file, an embedding page's message) into a new state plus a list
of *effects* for the browser layer (`ui.app`) to carry out: rewrite the address, download a file,
copy a link, post a message. `render()` returns the HTML of each page region. Because none of it
touches the DOM, the rules that matter (no private information before a hand-off, quarantine, URL
rewriting, message validation) are tested in CPython.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bots import has_bots
from core import registry
from core.errors import IllegalAction, SaveError
from core.jsonsafe import js_safe
from core.match import Match

from . import screens, urls
from .bot_worker import request_text
from .highlight import check_refs, check_style
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, Catalog, load_catalog
from .newgame import Form, computer_game_form, default_form, seat_of, to_config, update_form
from .render import playable_games
from .render import renderer as renderer_for
from .render.html import esc, with_attribute
from .saves import (
    QUARANTINE_PREFIX,
    SLOT_PREFIX,
    Problem,
    SaveStore,
    StaleTab,
    StorageFull,
    clean_seats,
    dump_record,
    make_record,
    open_record,
    parse_record,
)

LOG_LINES = 80  # the newest log lines shown; older ones stay in the save
BOT_DELAY_MS = 700  # default pause between the bot moves shown, so a person can follow them
# A bot's thinking time per decision in the page (Pyodide runs ~1.6x slower than the CPython the
# bots are measured in: hard's 700 ms here buy about what 450 ms buy there).
BOT_BUDGET_MS = {"easy": 150, "medium": 400, "hard": 700}
MAX_MESSAGE_SAVE = 5_000_000  # characters of a save sent by an embedding page
MAX_ACTION_JSON = 10_000


@dataclass
class Session:
    """The game on screen and what the engine does not keep: seats, palette, whose view is shown."""

    match: Match
    seats: list[dict]
    palette: str = "standard"
    shown: int | None = None  # the seat whose private view is on screen; None until someone continues
    focus: str | None = None  # build-button emphasis in the renderer
    handoffs: bool = True  # False in an embed that shows a position (embed=view|try)
    sequences: list[tuple[int, int]] = field(default_factory=list)  # log spans of composed clicks (undo)
    # A composed choice being put together on the page (cards to discard, a trade offer): no engine
    # action until it is confirmed; the renderer reads it (prefs "compose") and checks it still fits.
    compose: dict = field(default_factory=dict)
    compose_at: int = -1  # the number of actions in the log when it was composed: stale after any move
    # The `<details data-open-key>` the player has open (another player's area): a renderer draws
    # a closed one's contents only when needed (prefs "opened"). Not saved: a view of the page.
    opened: set[str] = field(default_factory=set)

    def composed(self) -> dict:
        """The composed choice, or {} once any move (an undo, a computer's) has been made since."""
        return self.compose if self.compose_at == len(self.match.log) else {}

    def names(self, t: Callable[..., str] | None = None) -> list[str]:
        """Seat names; an unnamed computer seat is called by its level ("Computer (hard)")."""
        out = []
        for seat in self.seats:
            name = seat.get("name", "")
            if not name and seat.get("kind") == "bot" and t is not None:
                name = t("shell.seat.computer", level=t(f"shell.seat.level.{seat['level']}"))
            out.append(name)
        return out

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.get("kind", "human") == "human"]

    def handoff_to(self) -> int | None:
        """The human seat that must take the device before anything private may be shown. Only
        between two different people: one person playing against computers never sees one."""
        seat = self.match.current_player()
        if seat is None or seat == self.shown or not self.handoffs:
            return None
        if self.seats[seat].get("kind", "human") != "human" or len(self.humans()) == 1:
            return None
        return seat

    def settle_viewer(self) -> None:
        """With a single person at the table, the screen always shows that person's view."""
        humans = self.humans()
        if len(humans) == 1:
            self.shown = humans[0]

    def bot_to_move(self) -> int | None:
        """The computer seat that must decide now, if any."""
        seat = self.match.current_player()
        if seat is None or self.seats[seat].get("kind") != "bot":
            return None
        return seat

    def can_undo(self) -> bool:
        """Undo takes back a person's own last move of this turn, never a computer's."""
        m = self.match
        seat = m.current_player()
        return (m.can_undo() and seat is not None and self.seats[seat].get("kind", "human") == "human"
                and bool(m.log) and m.log[-1]["seat"] == seat)


class Shell:
    """One page's state. Effects for the browser layer: ("url", address) ("download", filename,
    text) ("copy", text) ("focus", css selector) ("lang", code)."""

    def __init__(self, store: SaveStore, catalogs: Callable[[str], Catalog], lang: str, *, embed: bool | str = False,
                 clock: Callable[[], float], when: Callable[[float, str], str] | None = None, base_url: str = "") -> None:
        self.store = store
        self.catalogs = catalogs
        # "" (the full app), or how an embedding page shows the game: "play", "view" (read-only),
        # "try" (the reader may move, and reset).
        self.mode = ("play" if embed is True else embed) or ""
        self.embed = bool(self.mode)
        self.view_choice: int | str | None = None  # view=: a seat, "public", "all"; None follows the player to act
        self.highlight: list[str] = []
        self.highlight_style = "focus"
        self.origin: Match | None = None  # an embed's loaded game: goto steps through it, reset returns to it
        self.origin_step: int | None = None
        self.review: int | None = None  # the step on screen while reviewing a game (full app)
        self._replay: Match | None = None  # the position of `review`, kept to step forward cheaply
        self._described: dict[tuple, str] = {}  # log lines already written (`_log_lines`)
        self.clock = clock
        self._when = when or (lambda ms, lang: "")
        self.base_url = base_url
        self.set_lang(lang)
        self.screen = "home"
        self.session: Session | None = None
        self.form: Form | None = None
        self.error: str | None = None
        self.notice: str | None = None
        self.share_link: str | None = None
        self.pending_delete: str | None = None
        self.effects: list[tuple] = []
        self.bot_delay = BOT_DELAY_MS
        self.thinking: str | None = None  # the token of the bot request under way
        self.storage_full = False  # the last save failed: shown until a save succeeds
        self.revision = 0  # the autosave revision this tab last wrote or read
        self.stale = False  # another tab has moved this game on: this one must not write
        self.offline_ready = False  # every bundle and the runtime are in the offline cache
        self.under: tuple | None = None  # the hand-off whose card may now sit over the public board

    def under_key(self) -> tuple | None:
        """The hand-off on screen (position, seat, language), or None when there is none."""
        s = self.session
        if self.screen != "play" or s is None or self.review is not None or s.match.is_over():
            return None
        seat = s.handoff_to()
        return None if seat is None else (id(s.match), len(s.match.log), seat, self.lang)

    def prepare_under(self) -> bool:
        """Once a hand-off card is on screen, let the public board be drawn under it (the page calls
        this after the card's frame, off the click that handed over): the click on *continue* then
        patches the player's own parts in instead of building the whole screen. True when the
        page must redraw for it."""
        key = self.under_key()
        if key is None or key == self.under:
            return False
        self.under = key
        return True

    def set_offline_ready(self) -> None:
        self.offline_ready = True

    # --- language -------------------------------------------------------------------------------

    def set_lang(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self.catalog = self.catalogs(self.lang)
        self.t = self.catalog.t

    # --- start-up -------------------------------------------------------------------------------

    def boot(self, route: urls.Route) -> None:
        """Act on the address the page was opened with."""
        if route.errors:
            self.fail(self.t("errors.bad_url", reason="; ".join(route.errors)))
        if route.bot_delay is not None:
            self.bot_delay = route.bot_delay
        if self.embed:
            self.view_choice = route.view
            self.highlight = list(route.highlight)
            self.origin_step = route.goto
        if self.embed and route.persist and self.store.peek(self.store.autosave_key)[0] is not None:
            self.resume(quiet=True)  # persist=KEY: the embed's own game, as its reader left it
        elif route.start and not route.errors:
            self.start_request(route.start)
        elif route.shared is not None:
            self.open_text(route.shared)
        elif route.resume or self.embed:
            self.resume(quiet=self.embed)
        if self.screen == "home":
            self._check_autosave()
        if self.embed and self.screen == "home":
            self.screen = "wait"

    def _check_autosave(self) -> None:
        """Quarantine a damaged autosave at once, so the home screen reports it."""
        _, problem = self.store.peek(self.store.autosave_key)
        if problem:
            self._report(problem)

    # --- starting and opening games -------------------------------------------------------------

    def start_request(self, start: urls.StartRequest) -> None:
        """A game from URL parameters (?game=…); ends on the play screen or with an error."""
        if start.game not in playable_games():
            self.fail(self.t("errors.unknown_game", game=start.game))
            return
        rules = registry.get(start.game)
        players = start.players if start.players is not None else rules.PLAYER_COUNTS[0]
        try:
            match = Match.new(start.game, players, start.seed, start.options)
        except (ValueError, TypeError) as exc:
            self.fail(self.t("errors.bad_url", reason=str(exc)))
            return
        kinds = start.kinds or ["h"] * players
        if any(k != "h" for k in kinds) and not has_bots(start.game):
            self.fail(self.t("shell.error_no_bots", game=self.t(f"game.{start.game}.name")))
            return
        names = (start.names + [""] * players)[:players]
        seats = clean_seats([seat_of(n, "", k) for n, k in zip(names, kinds)], players, match.options.get("colors"))
        self._begin(Session(match, seats, start.palette))

    def start_form(self, values: dict[str, str]) -> None:
        if self.form is None:
            return
        form = update_form(self.form, values)
        config, problems = to_config(form)
        if config is None:
            self.fail(" ".join(self.t(key) for key in problems))
            return
        try:
            match = Match.new(config.game, config.players, config.seed, config.options)
        except (ValueError, TypeError) as exc:
            self.fail(self.t("errors.generic", message=str(exc)))
            return
        self.store.write_prefs({**self.store.read_prefs(), "names": [s["name"] for s in config.seats]})
        self._begin(Session(match, config.seats, config.palette))

    def open_text(self, text: str) -> bool:
        """A save from a #save= link, a file or an embedding page; True if it opened."""
        try:
            record = parse_record(text)
            match = open_record(record)
        except SaveError as exc:
            self.fail(self.t("errors.save_invalid", reason=str(exc)))
            return False
        self._begin(self._session_from(match, record))
        return True

    def resume(self, *, quiet: bool = False) -> None:
        match, record, problem = self.store.open(self.store.autosave_key)
        if problem:
            self._report(problem)
        if match is None or record is None:
            if not quiet and not problem:
                self.notice = self.t("shell.nothing_to_resume")
            self.go_home()
            return
        self.session = self._session_from(match, record)
        self.review, self._replay = None, None
        self.session.shown = record["shown"]
        self.session.settle_viewer()
        self.revision = self.store.revision()
        self.stale = False
        self.thinking = None
        self.screen = "play"
        if self.mode in ("view", "try"):
            self.session.handoffs = False
        if not self.embed:
            self.effects.append(("url", urls.in_game_address(self.lang, self.embed, self._delay_param())))

    def load_slot(self, key: str) -> None:
        match, record, problem = self.store.open(key)
        if problem:
            self._report(problem)
            return
        if match is None or record is None:
            self.fail(self.t("shell.slot_missing"))
            return
        self._begin(self._session_from(match, record))

    def _session_from(self, match: Match, record: dict) -> Session:
        seats = clean_seats(record["seats"], match.players, match.options.get("colors"))
        return Session(match, seats, record["palette"])

    def _begin(self, session: Session) -> None:
        """Make `session` the current game: keep an unfinished previous game, autosave, show it.
        With several people at the table nobody's view is shown yet, so the first of them to decide
        gets a hand-off screen; a person alone (solo, or against computers) sees their own view."""
        if not self.embed:
            self._keep_previous(session)
        session.shown = None
        session.settle_viewer()
        self.session = session
        self.thinking = None
        self.screen = "play"
        self.share_link = None
        self.stale = False
        self.review = None
        self._replay = None
        if self.embed:
            self._show_position(session)
        self.autosave(take_over=True)  # a game started or opened here becomes the autosave
        if not self.embed:  # (an embed's address is its host's: never rewritten)
            self.effects.append(("url", urls.in_game_address(self.lang, self.embed, self._delay_param())))

    def _show_position(self, session: Session) -> None:
        """An embed: the loaded game is kept for goto and reset, and the game on screen stands at
        the goto step if one was asked for. No hand-offs when it shows a position (view, try)."""
        session.handoffs = self.mode == "play"
        self.origin = session.match  # kept as loaded: the game on screen is a copy
        step = len(self.origin.log) if self.origin_step is None else min(self.origin_step, len(self.origin.log))
        session.match = self.origin.at(step)

    def _keep_previous(self, incoming: Session) -> None:
        """An unfinished autosaved game that is about to be replaced moves to a named slot, unless
        a slot already holds exactly that position: starting or opening a game never loses one."""
        record, _ = self.store.peek(self.store.autosave_key)
        if record is None or record["over"] or record["actions"] == 0:
            return
        if record["save"] == incoming.match.to_json():
            return
        slots, _ = self.store.slots()
        if any(other["save"] == record["save"] for _, other in slots):
            return
        record["name"] = self.t("shell.previous_game", game=self.t(f"game.{record['game']}.name"))
        try:
            self.store.new_slot(record)
        except StorageFull:
            self.fail(self.t("errors.storage"))

    # --- playing --------------------------------------------------------------------------------

    def act(self, index: int) -> None:
        """The element with data-action-index=`index` was clicked: apply that legal action."""
        session = self.session
        if self.screen != "play" or session is None or self.moved_on() or not self.accepts_moves():
            return  # (moved on: another tab played on; this one shows an old position)
        if session.handoff_to() is not None:
            return  # a stale click: nothing the player could see offered this
        if session.bot_to_move() is not None:
            return  # a computer is deciding: nothing on screen offered this
        legal = session.match.legal_actions()
        if not 0 <= index < len(legal):
            self.fail(self.t("errors.illegal"))
            return
        try:
            session.match.apply(legal[index])
        except IllegalAction:
            self.fail(self.t("errors.illegal"))
            return
        session.focus = None
        session.compose = {}
        self.share_link = None  # it showed the position before this move
        self._save_or_take_back()

    def act_sequence(self, actions: Any) -> None:
        """An element with data-action-seq was clicked: a composed choice (cards to discard, a tile's
        board and cell, a path of steps, a payment, a feast's filling) applied as the legal actions
        it stands for, in order, each checked against the legal actions of its moment. If one is
        not legal, or the decider would change to another person on the way, what was applied is
        taken back and nothing has changed; the game is saved once, at the end."""
        session = self.session
        if self.screen != "play" or session is None or self.moved_on() or not self.accepts_moves():
            return
        if session.handoff_to() is not None or session.bot_to_move() is not None:
            return  # a stale click: nothing the player could see offered this
        if not isinstance(actions, list) or not actions or len(actions) > 100 \
                or not all(isinstance(a, dict) for a in actions):
            self.fail(self.t("errors.illegal"))
            return
        match = session.match
        seat = match.current_player()
        applied = 0
        try:
            for action in actions:
                if match.current_player() != seat:
                    raise IllegalAction("the turn passed on in the middle of the sequence")
                match.apply(action)
                applied += 1
        except IllegalAction:
            for _ in range(applied):
                match.take_back_last()
            self.fail(self.t("errors.illegal"))
            return
        session.focus = None
        session.compose = {}
        self.share_link = None
        if not self._save_or_take_back():  # (storage full: the last one is taken back there)
            for _ in range(applied - 1):
                match.take_back_last()
            return
        session.sequences.append((len(match.log) - applied, len(match.log)))

    def apply_action(self, action: Any) -> None:
        """An action given as data (embed API); IllegalAction propagates to the caller."""
        if self.session is None:
            raise IllegalAction("no game is open")
        if not self.accepts_moves():
            raise IllegalAction("this embed shows a position read-only (embed=view)")
        if self.moved_on():
            raise IllegalAction("this game moved on in another tab; load it again")
        self.session.match.apply(action)
        self.session.focus = None
        self.autosave()

    # --- computer players -------------------------------------------------------------------

    def accepts_moves(self) -> bool:
        """False while a position is only shown: embed=view, or a game being reviewed."""
        return self.mode != "view" and self.review is None

    def bot_to_move_now(self) -> bool:
        """Whether `bot_request` would ask for a decision now (without writing the request)."""
        s = self.session
        if self.screen != "play" or s is None or self.error or self.stale or self.storage_full \
                or not self.accepts_moves():
            return False
        seat = s.bot_to_move()
        return seat is not None and self.thinking != f"{len(s.match.log)}:{seat}"

    def bot_request(self) -> dict | None:
        """The decision a computer seat must make now, for the page's bot worker: {token, game,
        request (JSON text)}; None when no computer is to move or its request is already out."""
        s = self.session
        if s is None or not self.bot_to_move_now():
            return None  # (nothing asked while something needs the player's attention)
        seat = s.bot_to_move()
        m = s.match
        token = f"{len(m.log)}:{seat}"
        self.thinking = token
        level = s.seats[seat]["level"]
        text = request_text(m, level, m.seed * 7 + seat, BOT_BUDGET_MS[level], token)
        return {"token": token, "game": m.game_id, "request": text}

    def bot_move(self, reply_text: str) -> bool:
        """The worker's answer: apply the computer's move if it is still for the position on
        screen. True if a move was made."""
        s = self.session
        try:
            reply = json.loads(reply_text)
        except ValueError:
            reply = {}
        if not isinstance(reply, dict) or s is None or reply.get("token") != self.thinking:
            return False  # an answer for a position that has moved on (undo, a new game)
        self.thinking = None
        if self.moved_on():
            return False
        if "error" in reply:
            self.fail(self.t("shell.error_bot", reason=str(reply["error"])[:300]))
            return False
        try:
            s.match.apply(reply.get("action"))
        except IllegalAction as exc:
            self.fail(self.t("shell.error_bot", reason=str(exc)[:300]))
            return False
        s.focus = None
        self.share_link = None
        return self._save_or_take_back()

    def _delay_param(self) -> int | None:
        """A botdelay the address asked for is kept in the addresses the shell writes."""
        return None if self.bot_delay == BOT_DELAY_MS else self.bot_delay

    def bot_failed(self, message: str) -> None:
        """The worker could not think (it failed to start, or the game's code did not load)."""
        self.thinking = None
        self.fail(self.t("shell.error_bot", reason=message[:300]))

    def _save_or_take_back(self) -> bool:
        """After a move: save it, or, if the browser's storage is full, take the move back and say
        so — a move the page shows as made is never lost on a reload (issue 16)."""
        self.autosave()
        if self.storage_full and self.session is not None:
            self.session.match.take_back_last()
            return False
        return True

    def autosave(self, take_over: bool = False) -> None:
        """Save the game on screen, unless another tab has saved since this one last did (then
        this tab is stale and says so). `take_over`: a game started or opened here replaces the
        autosave whatever other tabs did."""
        session = self.session
        if session is None or (self.stale and not take_over):
            return
        record = make_record(session.match, session.seats, session.palette, session.shown, "", self.clock())
        try:
            # (Embeds are copies of a position, not the site's game: no tab guard for them.)
            expected = None if take_over or self.embed else self.revision
            self.revision = self.store.autosave(record, expected)
            self.storage_full = False
        except StaleTab:
            self.stale = True
        except StorageFull:
            self.storage_full = True

    def moved_on(self) -> bool:
        """Whether another tab has saved since this one last did; then this tab turns stale."""
        if self.embed:
            return False
        if not self.stale and self.session is not None and self.store.revision() != self.revision:
            self.stale = True
        return self.stale

    def storage_changed(self, key: str | None) -> None:
        """The browser's `storage` event: another tab wrote `key` (None: storage was cleared)."""
        if self.screen == "play" and key in (None, self.store.revision_key, self.store.autosave_key):
            self.moved_on()

    def current_record(self, name: str = "") -> dict | None:
        s = self.session
        if s is None:
            return None
        return make_record(s.match, s.seats, s.palette, s.shown, name, self.clock())

    # --- commands -------------------------------------------------------------------------------

    def command(self, cmd: str, arg: str | None = None, value: str | None = None) -> None:
        """A `data-cmd` control was used; `arg` is its data-arg, `value` an input's text."""
        handler = getattr(self, "_cmd_" + cmd.replace("-", "_"), None)
        if handler is None:
            return
        handler(arg, value)

    def _cmd_home(self, arg: str | None, value: str | None) -> None:
        self.go_home()

    def go_home(self) -> None:
        self.screen = "wait" if self.embed else "home"
        self.review, self._replay = None, None
        self.form = None
        self.pending_delete = None
        self.effects.append(("url", urls.home_address(self.lang, self.embed, self._delay_param())))

    def _cmd_new(self, arg: str | None, value: str | None) -> None:
        if arg in playable_games():
            self.form = default_form(arg, self.store.read_prefs())
            self.screen = "new"
            self.effects.append(("focus", "[data-form] input[name=name0]"))

    def _cmd_computer(self, arg: str | None, value: str | None) -> None:
        """"Play against the computer", in one click: the player in the first seat, computers in the
        others, the rulebook's default set-up (the new-game form offers every other choice)."""
        if arg not in playable_games() or not has_bots(arg):
            return
        config, _ = to_config(computer_game_form(arg, self.store.read_prefs()))
        if config is not None:
            self._begin(Session(Match.new(config.game, config.players, config.seed, config.options),
                                config.seats, config.palette))

    def _cmd_again(self, arg: str | None, value: str | None) -> None:
        s = self.session
        if s is None:
            return
        form = default_form(s.match.game_id)
        form.players = s.match.players
        form.names = s.names()
        form.kinds = [seat["level"] if seat.get("kind") == "bot" else "h" for seat in s.seats]
        form.colors = list(s.match.options.get("colors", []))
        form.palette = s.palette
        form.options.update({k: v for k, v in s.match.options.items() if k in form.options})
        self.form = form.fit()
        self.screen = "new"

    def form_changed(self, values: dict[str, str]) -> None:
        if self.form is not None:
            self.form = update_form(self.form, values)

    def _cmd_resume(self, arg: str | None, value: str | None) -> None:
        self.resume()

    def _cmd_continue(self, arg: str | None, value: str | None) -> None:
        s = self.session
        if s is not None and s.handoff_to() is not None and not self.moved_on():
            s.shown = s.match.current_player()
            self.autosave()

    def _cmd_undo(self, arg: str | None, value: str | None) -> None:
        s = self.session
        if s is None or s.handoff_to() is not None or not s.can_undo() or self.moved_on():
            return
        m = s.match
        spans = [span for span in s.sequences if span[1] <= len(m.log)]
        start = spans[-1][0] if spans and spans[-1][1] == len(m.log) else len(m.log) - 1
        s.sequences = [span for span in spans if span[1] <= start]
        undone = False
        while len(m.log) > start and s.can_undo() and m.undo():  # a composed click is taken back whole
            undone = True
        if undone:
            self.autosave()

    def _cmd_compose(self, arg: str | None, value: str | None) -> None:
        """A composer's control (+/−, a toggle): `arg` is JSON {key: value} merged into the
        session's composed choice; a null value removes its key. The renderer checks it."""
        s = self.session
        if s is None or not arg or len(arg) > 2000:
            return
        try:
            change = json.loads(arg)
        except ValueError:
            return
        if not isinstance(change, dict):
            return
        if s.compose_at != len(s.match.log):
            s.compose, s.compose_at = {}, len(s.match.log)
        for key, val in change.items():
            if val is None:
                s.compose.pop(str(key), None)
            else:
                s.compose[str(key)] = val

    def _cmd_focus(self, arg: str | None, value: str | None) -> None:
        if self.session is not None:
            self.session.focus = None if self.session.focus == arg else arg

    def opened_keys(self) -> set[str]:
        """The `data-open-key`s the page has open (see Session.opened)."""
        return set() if self.session is None else set(self.session.opened)

    def _cmd_details(self, arg: str | None, value: str | None) -> None:
        """The page opened (`value` "open") or closed a `<details data-open-key=arg>`."""
        s = self.session
        if s is None or not arg or not _OPEN_KEY.fullmatch(arg):
            return
        if value == "open" and len(s.opened) < MAX_OPENED:
            s.opened.add(arg)
        elif value != "open":
            s.opened.discard(arg)

    def _cmd_dismiss(self, arg: str | None, value: str | None) -> None:
        self.error = None

    def _cmd_retry_save(self, arg: str | None, value: str | None) -> None:
        """After space was freed (old saves deleted or exported): save the game on screen again."""
        self.autosave()

    def _cmd_lang(self, arg: str | None, value: str | None) -> None:
        if value in LANGUAGES and value != self.lang:
            self.set_lang(value)
            self.store.write_prefs({**self.store.read_prefs(), "lang": value})
            address = urls.in_game_address if self.screen == "play" else urls.home_address
            self.effects.append(("url", address(self.lang, self.embed, self._delay_param())))
            self.effects.append(("lang", self.lang))

    def _cmd_save_slot(self, arg: str | None, value: str | None) -> None:
        s = self.session
        if s is None:
            return
        name = " ".join((value or "").split())[:60] or self._default_slot_name()
        record = self.current_record(name)
        try:
            self.store.new_slot(record)
        except StorageFull:
            self.fail(self.t("errors.storage"))
            return
        self.notice = self.t("saves.saved", name=name)

    def _default_slot_name(self) -> str:
        s = self.session
        assert s is not None
        return self.t("shell.slot_default", game=self.t(f"game.{s.match.game_id}.name"), moves=len(s.match.log))

    def _cmd_export(self, arg: str | None, value: str | None) -> None:
        record = self.current_record(self._default_slot_name() if self.session else "")
        if record is not None:
            self._download(record)

    def _cmd_export_slot(self, arg: str | None, value: str | None) -> None:
        if not arg or not arg.startswith(SLOT_PREFIX):
            return
        record, problem = self.store.peek(arg)
        if problem:
            self._report(problem)
        elif record is not None:
            self._download(record)

    def _download(self, record: dict) -> None:
        filename = f"tabletop-{record['game']}-{record['actions']}.json"
        self.effects.append(("download", filename, dump_record(record)))

    def _cmd_export_raw(self, arg: str | None, value: str | None) -> None:
        if arg and arg.startswith(QUARANTINE_PREFIX):
            text = self.store.storage.get(arg)
            if text is not None:
                self.effects.append(("download", "tabletop-damaged-save.json", text))

    def _cmd_delete_raw(self, arg: str | None, value: str | None) -> None:
        if arg and arg.startswith(QUARANTINE_PREFIX):
            self.store.delete(arg)

    def _cmd_load_slot(self, arg: str | None, value: str | None) -> None:
        if arg and arg.startswith(SLOT_PREFIX):
            self.load_slot(arg)

    def _cmd_ask_delete(self, arg: str | None, value: str | None) -> None:
        self.pending_delete = arg

    def _cmd_cancel_delete(self, arg: str | None, value: str | None) -> None:
        self.pending_delete = None

    def _cmd_delete_slot(self, arg: str | None, value: str | None) -> None:
        if arg and arg == self.pending_delete and arg.startswith(SLOT_PREFIX):
            self.store.delete(arg)
        self.pending_delete = None

    def _cmd_share(self, arg: str | None, value: str | None) -> None:
        record = self.current_record()
        if record is None:
            return
        self.share_link = self.base_url + urls.shared_address(self.lang, self.embed, dump_record(record))
        self.effects.append(("copy", self.share_link))

    def copied(self, ok: bool) -> None:
        """The browser layer reports whether the clipboard took the share link."""
        self.notice = self.t("play.copied") if ok else self.t("shell.copy_manually")

    def import_text(self, text: str) -> None:
        if self.open_text(text):
            self.notice = self.t("saves.imported")

    # --- embed API ------------------------------------------------------------------------------

    def on_message(self, data: Any) -> dict:
        """A message from the embedding page; every message gets a reply: {type: "state", …} or
        {type: "error", message, code}. A message's `id` (a string or number) is echoed back so a
        host can match replies. Nothing in a message is ever evaluated."""
        reply = self._answer(data)
        if isinstance(data, dict) and isinstance(data.get("id"), (str, int, float)) and not isinstance(data["id"], bool):
            reply["id"] = data["id"] if not isinstance(data["id"], str) else data["id"][:100]
        return reply

    def _answer(self, data: Any) -> dict:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            return _error("a message must be an object with a 'type' (get, load, apply, goto, highlight, clear, reset)",
                          "bad-message")
        kind = data["type"]
        handler = getattr(self, "_msg_" + kind, None) if kind.isidentifier() else None
        if handler is None:
            return _error(f"unknown message type {kind[:40]!r}", "unknown-type")
        try:
            return handler(data)
        except MessageError as exc:
            return _error(str(exc), exc.code)

    def _msg_get(self, data: dict) -> dict:
        return self.state_message(describe=True)

    def _msg_apply(self, data: dict) -> dict:
        action = data.get("action")
        if not _json_object(action, MAX_ACTION_JSON):
            raise MessageError("apply needs an 'action' object like one of legalActions", "bad-action")
        if self.mode == "view":
            raise MessageError("this embed shows a position read-only (embed=view)", "read-only")
        try:
            self.apply_action(action)
        except IllegalAction as exc:
            raise MessageError(str(exc), "illegal-action") from None
        return self.state_message()

    def _msg_load(self, data: dict) -> dict:
        save = data.get("save")
        if isinstance(save, dict) and _json_object(save, MAX_MESSAGE_SAVE):
            save = json.dumps(save)
        if not isinstance(save, str) or len(save) > MAX_MESSAGE_SAVE:
            raise MessageError("load needs a 'save': the text (or object) of a Tabletop save", "bad-save")
        goto = data.get("goto", data.get("actionCount"))
        if goto is not None and not _count(goto):
            raise MessageError("goto must be a number of actions from 0", "bad-goto")
        try:
            record = parse_record(save)
            match = open_record(record)
        except SaveError as exc:
            raise MessageError(str(exc), "bad-save") from None
        self.error = None
        self.origin_step = goto
        self._begin(self._session_from(match, record))
        return self.state_message()

    def _msg_goto(self, data: dict) -> dict:
        step = data.get("actionCount", data.get("step"))
        if not _count(step):
            raise MessageError("goto needs 'actionCount': a number of actions from 0", "bad-goto")
        s = self.session
        if s is None:
            raise MessageError("no game is open", "no-game")
        origin = self.origin if self.origin is not None else s.match
        if step > len(origin.log):
            raise MessageError(f"the game has {len(origin.log)} actions; there is no step {step}", "bad-goto")
        self.origin, self.origin_step = origin, step
        s.handoffs = False if self.mode in ("view", "try") else s.handoffs
        s.match = origin.at(step)
        self.thinking = None
        self.autosave()
        return self.state_message()

    def _msg_reset(self, data: dict) -> dict:
        if self.session is None or self.origin is None:
            raise MessageError("no position to return to", "no-game")
        self.reset_position()
        return self.state_message()

    def _msg_highlight(self, data: dict) -> dict:
        try:
            refs = check_refs(data.get("refs"))
            style = check_style(data.get("style"))
        except ValueError as exc:
            raise MessageError(str(exc), "bad-ref") from None
        self.highlight, self.highlight_style = refs, style
        return self.state_message()

    def _msg_clear(self, data: dict) -> dict:
        self.highlight = []
        return self.state_message()

    def reset_position(self) -> None:
        """embed=try: back to the position the embed was given."""
        s = self.session
        if s is None or self.origin is None:
            return
        step = len(self.origin.log) if self.origin_step is None else self.origin_step
        s.match = self.origin.at(step)
        self.thinking = None
        self.autosave()

    def _cmd_reset(self, arg: str | None, value: str | None) -> None:
        if self.mode == "try":
            self.reset_position()

    def state_message(self, describe: bool = False) -> dict:
        """The game for the embedding page: the public view, the legal actions (with a short
        description of each in the page's language when `describe`), the highlight."""
        s = self.session
        if s is None:
            return {"type": "state", "game": None, "actionCount": 0, "currentPlayer": None, "legalActions": [],
                    "view": None, "over": False, "winners": [], "mode": self.mode, "highlight": self.highlight}
        m = s.match
        message = {
            "type": "state",
            "game": m.game_id,
            "actionCount": len(m.log),
            "totalActions": len(self.origin.log) if self.origin is not None else len(m.log),
            "currentPlayer": m.current_player(),
            "legalActions": m.legal_actions(),
            "view": m.view(None),
            "over": m.is_over(),
            "winners": m.winners(),
            "mode": self.mode,
            "highlight": self.highlight,
        }
        if describe:
            message["descriptions"] = self.describe_actions()
        return message

    def describe_actions(self) -> list[str]:
        """A short description of each legal action, in the page's language: the accessible name
        of the element that offers it on the acting player's screen."""
        s = self.session
        if s is None:
            return []
        m = s.match
        legal = m.legal_actions()
        if not legal:
            return []
        seat = m.current_player()
        prefs = {"names": s.names(self.t), "palette": s.palette, "seat": seat, "focus": None, "events": m.events}
        html = renderer_for(m.game_id).render_game(m.view(seat), legal, self.t, prefs)
        from .action_names import action_names  # html.parser: only the embed API's `get` needs it

        return action_names(html, len(legal))

    # --- output ---------------------------------------------------------------------------------

    def hooks(self) -> dict[str, str]:
        """data-* attributes of <html>: the game id ('' off the play screen) and the action count."""
        if self.screen == "play" and self.session is not None:
            return {"game": self.session.match.game_id, "actionCount": str(len(self._on_screen().log)),
                    "botThinking": "true" if self.thinking else "false",
                    "reviewing": "true" if self.review is not None else "false"}
        return {"game": "", "actionCount": "0", "botThinking": "false", "reviewing": "false"}

    def _on_screen(self) -> Match:
        """The match drawn: the game, or while reviewing the position at the chosen step."""
        s = self.session
        assert s is not None
        if self.review is None:
            return s.match
        replay = self._replay
        if replay is None or len(replay.log) > self.review:
            replay = self._replay = s.match.at(self.review)
        elif len(replay.log) < self.review:
            replay.step_to(s.match, self.review)
        return replay

    # --- reviewing a game move by move (issue 15) ----------------------------------------------

    def _cmd_review(self, arg: str | None, value: str | None) -> None:
        s = self.session
        if s is not None and self.screen == "play" and not self.embed and s.handoff_to() is None:
            self.review = len(s.match.log)
            self.thinking = None

    def _cmd_review_close(self, arg: str | None, value: str | None) -> None:
        self.review = None
        self._replay = None

    def _review_to(self, step: int) -> None:
        if self.review is not None and self.session is not None:
            self.review = max(0, min(step, len(self.session.match.log)))

    def _cmd_review_back(self, arg: str | None, value: str | None) -> None:
        if self.review is not None:
            self._review_to(self.review - 1)

    def _cmd_review_forward(self, arg: str | None, value: str | None) -> None:
        if self.review is not None:
            self._review_to(self.review + 1)

    def _cmd_review_first(self, arg: str | None, value: str | None) -> None:
        self._review_to(0)

    def _cmd_review_last(self, arg: str | None, value: str | None) -> None:
        if self.session is not None:
            self._review_to(len(self.session.match.log))

    def _cmd_review_step(self, arg: str | None, value: str | None) -> None:
        """The scrubber's slider (its value) or a log line (its data-arg) picks a step."""
        text = value if value is not None else arg
        if text is not None and text.strip().isdigit():
            self._review_to(int(text))

    def _viewer(self, m: Match) -> int | None | str:
        """Whose view is drawn: the seat shown (full app, embed=play); in embed=view|try the
        seat the host chose with view= ("public" -> None, "all"), by default the player to act."""
        s = self.session
        assert s is not None
        if self.review is not None:
            humans = s.humans()
            return humans[0] if len(humans) == 1 and not m.is_over() else None
        if self.mode not in ("view", "try"):
            return s.shown
        choice = self.view_choice
        if choice == "public":
            return None
        if isinstance(choice, int) and not isinstance(choice, bool):
            return choice if choice < m.players else None
        if choice == "all":
            return "all"
        return m.current_player()

    def render(self) -> dict[str, str]:
        """HTML per region id of index.html. Embedded, only the game (and messages) are drawn."""
        t = self.t
        main = self._main()
        messages = screens.messages(t, self.error, self.notice)
        if self.storage_full:
            messages = screens.storage_full(t, self.screen == "play") + messages
        if self.embed:
            # No header: the level-one heading (the game's name) is for screen readers only.
            game = self.session.match.game_id if self.screen == "play" and self.session is not None else None
            title = t(f"game.{game}.name") if game else t("app.title")
            main = f'<h1 class="sr-only">{esc(title)}</h1>' + main
            return {"header": "", "messages": messages, "main": main, "footer": ""}
        return {
            "header": screens.header(t, self.lang, self.screen in ("play", "new")),
            "messages": messages,
            "main": main,
            "footer": screens.footer(t),
        }

    def _main(self) -> str:
        t = self.t
        if self.screen == "play" and self.session is not None:
            return self._play()
        if self.screen == "new" and self.form is not None:
            return screens.new_game(t, self.form)
        if self.screen == "wait":
            return screens.embed_waiting(t)
        record, _ = self.store.peek(self.store.autosave_key)
        resume = record if record is not None and not record["over"] else None
        slots, problems = self.store.slots()
        for problem in problems:
            self._report(problem)
        return screens.home(t, resume, slots, self.store.quarantined(), self.pending_delete,
                            lambda ms: self._when(ms, self.lang), self.offline_ready)

    def _play(self) -> str:
        s = self.session
        assert s is not None
        t = self.t
        m = self._on_screen()
        # events: one list per applied action, for what a view does not keep (Glen More II's last die roll)
        prefs = {"names": s.names(t), "palette": s.palette, "seat": s.shown, "focus": s.focus, "events": m.events,
                 "compose": s.composed(), "opened": s.opened, "highlight": self.highlight}
        log_viewer: int | None = s.shown
        viewer = self._viewer(m)
        if m.is_over():
            body = renderer_for(m.game_id).render_end(m.view(None), t, prefs)
            body += "" if self.embed or self.review is not None else screens.end_buttons(t)
            log_viewer = None
        elif self.review is None and (seat := s.handoff_to()) is not None:
            body = screens.handoff(t, m.game_id, s.seats, seat, s.palette)
            if self.under == self.under_key():  # (the card is on screen: the page asked for its board)
                body += self._public_under(m, prefs, seat)
            log_viewer = None
        else:
            # Nothing to click in a stale tab, a read-only embed or a game under review.
            legal = [] if self.stale or not self.accepts_moves() else m.legal_actions()
            if viewer == "all":
                body = self._revealed(m, legal, prefs)
            else:
                prefs["seat"] = viewer
                body = renderer_for(m.game_id).render_game(m.view(viewer), legal, t, prefs)
            log_viewer = viewer if isinstance(viewer, int) else None
        if self.stale:
            body = screens.stale_tab(t) + body
        if self.embed:
            reset = screens.reset_button(t) if self.mode == "try" else ""
            return f'<div class="play embed-play embed-{self.mode}">{reset}<div class="play-area">{body}</div></div>'
        if self.review is not None:
            toolbar = screens.review_bar(t, self.review, len(s.match.log))
        else:
            handing_off = s.handoff_to() is not None and not m.is_over()
            toolbar = "" if handing_off else screens.play_toolbar(t, s.can_undo(), m.is_over())
            bot = s.bot_to_move()
            if bot is not None and not m.is_over():
                toolbar += screens.bot_thinking(t, s.names(t)[bot] or t("shell.seat.computer_plain"), bot)
        share = screens.share_box(t, self.share_link) if self.share_link and self.review is None else ""
        total = sum(len(events) for events in m.events)
        log = screens.log_panel(t, self._log_lines(m, log_viewer), total,
                                len(m.log) if self.review is not None else None)
        return f'<div class="play">{toolbar}{share}<div class="play-area">{body}</div>{log}</div>'

    def _public_under(self, m: Match, prefs: dict, seat: int) -> str:
        """The board under a hand-off card: the engine's public view (nothing secret on it, nothing to
        click), laid out for the seat taking the device, hidden until *continue*; screen readers and
        the keyboard never reach it (see assets/css/shell.css `[data-under]`)."""
        markup = renderer_for(m.game_id).render_game(m.view(None), [], self.t, {**prefs, "seat": seat})
        return with_attribute(markup, 'data-under="handoff"')

    def _revealed(self, m: Match, legal: list[dict], prefs: dict) -> str:
        """view=all: the player to act's screen, then every other seat's private view (their
        hands), for rules illustrations where nothing is secret."""
        renderer = renderer_for(m.game_id)
        acting = m.current_player()
        seat = 0 if acting is None else acting
        screen = renderer.render_game(m.view(seat), legal, self.t, {**prefs, "seat": seat})
        reveal = getattr(renderer, "render_private", None)
        parts = [reveal(m.view(other), self.t, {**prefs, "seat": other})
                 for other in range(m.players) if other != seat and reveal is not None]
        panels = "".join(parts)
        return screen + (f'<div class="revealed-seats">{panels}</div>' if panels else "")

    def _log_lines(self, m: Match, viewer: int | None) -> list[tuple[str, int]]:
        """The newest log lines of `m`, each with the number of the action it belongs to (1-based)."""
        s = self.session
        assert s is not None
        if not any(m.events):
            return []
        renderer = renderer_for(m.game_id)
        names = s.names(self.t)
        view: dict | None = None
        # A line depends only on its event, the game (its board: seed and options), the viewer, the
        # names and the language: each is written once, not again after every move (80 a redraw).
        if len(self._described) > 4 * LOG_LINES:
            self._described.clear()
        context = (m.game_id, m.players, m.seed, repr(sorted(m.options.items())), viewer, tuple(names), self.lang)
        lines: list[tuple[str, int]] = []
        for step in range(len(m.events), 0, -1):
            for event in reversed(m.events[step - 1]):
                key = (context, repr(event))
                line = self._described.get(key)
                if line is None:
                    view = m.view(None) if view is None else view
                    line = self._described[key] = renderer.describe_event(event, viewer, names, self.t, view)
                lines.append((line, step))
                if len(lines) >= LOG_LINES:
                    return lines[::-1]
        return lines[::-1]

    # --- errors ---------------------------------------------------------------------------------

    def fail(self, message: str) -> None:
        if not self.error:
            self.error = message
        elif message not in self.error:
            self.error = f"{self.error} {message}"

    def _report(self, problem: Problem) -> None:
        if problem.moved_to:
            self.fail(self.t("shell.quarantined", reason=problem.reason))
        else:
            self.fail(self.t("errors.save_invalid", reason=problem.reason))

    def take_effects(self) -> list[tuple]:
        effects, self.effects = self.effects, []
        return effects


_OPEN_KEY = re.compile(r"[a-z][a-z0-9_-]{0,20}:[0-9]{1,2}")
MAX_OPENED = 16


def _json_object(value: Any, limit: int) -> bool:
    if not isinstance(value, dict) or not isinstance(value.get("type", ""), str):
        return False
    try:
        return len(json.dumps(value)) <= limit
    except (TypeError, ValueError):
        return False


class MessageError(Exception):
    """A message the embed cannot act on; `code` is a stable word for the host's program."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= urls.MAX_GOTO


def _error(message: str, code: str) -> dict:
    return {"type": "error", "message": message, "code": code}


__all__ = ["Shell", "Session", "load_catalog", "js_safe"]
