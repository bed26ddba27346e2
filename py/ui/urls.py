"""The address bar as data: start parameters, shared positions and the clean in-game address.

Pure (no browser imports) so every rule about URLs is tested in CPython. The shell reads
`location.search` / `location.hash`, calls `parse`, and after starting a game writes
`in_game_address(...)` back with `history.replaceState`, so a reload resumes the autosave instead
of starting the same game again.

    ?game=catan&players=3&seed=7&lang=ko&setup=variable&names=A,B,C&embed=1   start a game
    ?game=aquatica&players=2&mode=expert                                      (options by their names)
    ?game=catan&seats=h,hard,medium,medium&botdelay=0                        computer seats, their pace
    #save=<base64url of a save>                                               open a shared position
    #pos=<base64url of a deflated position>                                  the same, compact (moves only)
    #play                                                                     resume the autosave

Embedding (docs/embed.md): embed=1|play (a game in a frame), embed=view (read-only), embed=try
(the reader may move, with a reset); view=SEAT|public|all (whose view is drawn), persist=KEY (the
embed keeps its game under its own keys; otherwise nothing is stored), highlight=REF,REF (board
elements by their data-ref), goto=N (the position after N actions of the loaded game).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass, field

from bots import LEVELS
from core import registry

PLAY_HASH = "#play"
SAVE_HASH = "#save="
POSITION_HASH = "#pos="
EMBED_MODES = {"1": "play", "true": "play", "yes": "play", "play": "play", "view": "view", "try": "try"}
VIEWS = ("public", "all")  # besides a seat number
_PERSIST_KEY = re.compile(r"[A-Za-z0-9_-]{1,40}")
MAX_GOTO = 100_000
MAX_NAME = 24
MAX_TYPED_NAME = 200  # what the form and the address read before saying a name is too long
MAX_BOT_DELAY = 10_000
SEAT_KINDS = ("h",) + LEVELS  # seats=h,hard,medium: a person, or a computer of that level
MAX_SHARED = 2_000_000  # characters of base64 in a #save= link (browsers accept ~2 MB)
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+")
# Not urllib.parse: Pyodide compiles the standard library from source on first import, and
# urllib.parse (with ipaddress, which it imports) costs ~50 ms of every start-up for two functions.
_ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_UNSAFE = re.compile(r"[^A-Za-z0-9_.~-]+")


def _unquote(text: str) -> str:
    """A query component as text, as parse_qsl / URLSearchParams read it: + is a space, %XX UTF-8."""
    return _ESCAPES.sub(lambda m: bytes.fromhex(m.group().replace("%", "")).decode("utf-8", "replace"),
                        text.replace("+", " "))


def _quote(text: str) -> str:
    return _UNSAFE.sub(lambda m: "".join(f"%{b:02X}" for b in m.group().encode("utf-8")), text)


@dataclass
class StartRequest:
    """A game asked for by the address; values are checked here, the rules are checked by Match.new."""

    game: str
    players: int | None = None
    seed: int | None = None
    options: dict = field(default_factory=dict)
    names: list[str] = field(default_factory=list)
    palette: str = "standard"
    kinds: list[str] = field(default_factory=list)  # per seat: "h" (a person) or a bot level


@dataclass
class Route:
    """What the address asks for. At most one of start / shared / resume is set; errors are
    plain-text reasons for a user-visible message."""

    lang: str | None = None
    embed_mode: str = ""  # "" (the full app), "play", "view" or "try"
    view: int | str | None = None  # view=: a seat number, "public" or "all"
    persist: str | None = None  # persist=KEY: the embed's own storage keys
    highlight: list[str] = field(default_factory=list)  # highlight=REF,REF
    goto: int | None = None  # goto=N
    start: StartRequest | None = None
    shared: str | None = None  # the decoded save text of a #save= link
    resume: bool = False
    errors: list[str] = field(default_factory=list)
    bot_delay: int | None = None  # ms between the bot moves shown (botdelay=)

    @property
    def embed(self) -> bool:
        return bool(self.embed_mode)


def clean_name(name: str, limit: int = MAX_NAME) -> str:
    """A player name as typed: control characters removed, spaces collapsed, at most `limit`
    characters (MAX_NAME for a name that is kept; the form checks longer ones and says so)."""
    printable = "".join(ch if ch.isprintable() else " " for ch in str(name)[: limit * 4])
    return " ".join(printable.split())[:limit]


def _int(value: str, what: str, errors: list[str]) -> int | None:
    try:
        number = int(value.strip())
    except ValueError:
        errors.append(f"{what} must be a whole number, not {value[:40]!r}")
        return None
    return number


def parse(search: str, fragment: str = "") -> Route:
    """Read `location.search` ("?a=b", may be empty) and `location.hash` ("#…", may be empty)."""
    params: dict[str, str] = {}
    for pair in search.lstrip("?").split("&"):
        if pair:
            key, _, value = pair.partition("=")
            params.setdefault(_unquote(key), _unquote(value))  # the first wins, like URLSearchParams.get
    route = Route(lang=params.get("lang") or None)
    _embedding(params, route)
    if params.get("botdelay"):
        delay = _int(params["botdelay"], "botdelay", route.errors)
        if delay is not None and not 0 <= delay <= MAX_BOT_DELAY:
            route.errors.append(f"botdelay must be from 0 to {MAX_BOT_DELAY} ms")
        elif delay is not None:
            route.bot_delay = delay
    if params.get("game"):
        route.start = _start(params, route.errors)
    elif fragment.startswith(SAVE_HASH):
        try:
            route.shared = decode_save(fragment[len(SAVE_HASH):])
        except ValueError as exc:
            route.errors.append(str(exc))
    elif fragment.startswith(POSITION_HASH):
        try:
            route.shared = decode_position(fragment[len(POSITION_HASH):])
        except ValueError as exc:
            route.errors.append(str(exc))
    elif fragment == PLAY_HASH:
        route.resume = True
    return route


def _embedding(params: dict[str, str], route: Route) -> None:
    """embed=, view=, persist=, highlight= and goto=; bad values become plain reasons."""
    errors = route.errors
    mode = params.get("embed", "").strip().lower()
    if mode:
        if mode in EMBED_MODES:
            route.embed_mode = EMBED_MODES[mode]
        elif mode not in ("0", "false", "no"):
            errors.append(f"embed must be 1, play, view or try, not {mode[:20]!r}")
    view = params.get("view", "").strip().lower()
    if view in VIEWS:
        route.view = view
    elif view:
        seat = _int(view, "view", errors)
        if seat is not None and not 0 <= seat < 8:
            errors.append(f"view must be public, all or a seat number, not {view[:20]!r}")
        elif seat is not None:
            route.view = seat
    key = params.get("persist", "")
    if key and _PERSIST_KEY.fullmatch(key):
        route.persist = key
    elif key:
        errors.append("persist must be 1 to 40 letters, digits, - or _")
    if params.get("highlight"):
        from .highlight import parse_refs

        try:
            route.highlight = parse_refs(params["highlight"])
        except ValueError as exc:
            errors.append(str(exc))
    if params.get("goto"):
        step = _int(params["goto"], "goto", errors)
        if step is not None and not 0 <= step <= MAX_GOTO:
            errors.append("goto must be a number of actions from 0")
        elif step is not None:
            route.goto = step


def _start(params: dict[str, str], errors: list[str]) -> StartRequest:
    start = StartRequest(game=params["game"].strip())
    if params.get("players"):
        start.players = _int(params["players"], "players", errors)
    if params.get("seed"):
        start.seed = _int(params["seed"], "seed", errors)
    # Game options by the names the game declares (Catan's setup=, Aquatica's mode=…); the
    # engine checks the values.
    for name in _option_names(start.game):
        if params.get(name):
            start.options[name] = params[name].strip()
    if params.get("colors"):
        start.options["colors"] = [c.strip() for c in params["colors"].split(",")]
    if params.get("names"):
        names = [clean_name(n, MAX_TYPED_NAME) for n in params["names"].split(",")]
        long = [n for n in names if len(n) > MAX_NAME]
        if long:  # never cut a name silently (issue 16)
            errors.append(f"a player name is longer than {MAX_NAME} characters: {long[0][:MAX_NAME]}…")
        start.names = [n[:MAX_NAME] for n in names]
    if params.get("seats"):
        start.kinds = [k.strip() for k in params["seats"].split(",")]
        bad = [k for k in start.kinds if k not in SEAT_KINDS]
        if bad:
            errors.append(f"seats lists h (a person) or {', '.join(LEVELS)} per seat, not {bad[0][:20]!r}")
        elif start.players is None:
            start.players = len(start.kinds)
        elif len(start.kinds) != start.players:
            errors.append(f"seats names {len(start.kinds)} seats for {start.players} players")
    if params.get("palette") in ("standard", "colorblind"):
        start.palette = params["palette"]
    elif params.get("palette"):
        errors.append(f"palette must be standard or colorblind, not {params['palette'][:40]!r}")
    return start


def _option_names(game: str) -> tuple[str, ...]:
    try:
        return registry.info(game).options  # known before the game's code is loaded
    except ValueError:
        return ()


def in_game_address(lang: str | None, embed: bool, bot_delay: int | None = None) -> str:
    """The address while a game is on: only lang/embed (and a chosen botdelay), plus #play so a
    reload resumes. (An embed never rewrites its address: its host chose it.)"""
    return _query(lang, embed, bot_delay) + PLAY_HASH


def home_address(lang: str | None, embed: bool, bot_delay: int | None = None) -> str:
    return _query(lang, embed, bot_delay) or "./"


def _query(lang: str | None, embed: bool, bot_delay: int | None = None) -> str:
    params = []
    if lang:
        params.append(("lang", lang))
    if embed:
        params.append(("embed", "1"))
    if bot_delay is not None:
        params.append(("botdelay", str(bot_delay)))
    return "?" + "&".join(f"{_quote(k)}={_quote(v)}" for k, v in params) if params else ""


def position_fragment(text: str) -> str:
    """A compact #pos= link for a slot record (or bare save) text: its moves without the snapshot
    (rebuilt on opening), deflated. Falls back to #save= for anything that is not a save."""
    try:
        data = json.loads(text)
        save = json.loads(data["save"]) if data.get("format") == "tabletop-slot" else data
        position = {key: save[key] for key in ("game", "players", "seed", "options", "log")}
    except (ValueError, TypeError, KeyError, AttributeError):
        return share_fragment(text)
    if data is not save:
        position["seats"] = data.get("seats")
        position["palette"] = data.get("palette")
    raw = json.dumps(position, separators=(",", ":")).encode("utf-8")
    return POSITION_HASH + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode_position(code: str) -> str:
    """The JSON text of a #pos= position (a `position` object, see saves.position_record);
    ValueError with a plain reason for anything malformed."""
    code = code.strip()
    if not code or len(code) > MAX_SHARED or not _BASE64URL.fullmatch(code):
        raise ValueError("the position link is damaged (it is not valid base64url text)")
    try:
        raw = zlib.decompressobj().decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)), 50_000_000)
        text = raw.decode("utf-8")
        data = json.loads(text)
    except (binascii.Error, ValueError, zlib.error):
        raise ValueError("the position link is damaged (it does not unpack)") from None
    if not isinstance(data, dict):
        raise ValueError("the position link is damaged (it holds no position)")
    return json.dumps({"format": "tabletop-position", **data})


def encode_save(text: str) -> str:
    """base64url (no padding) of the UTF-8 save text, for a #save= link."""
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def share_fragment(text: str) -> str:
    return SAVE_HASH + encode_save(text)


def shared_address(lang: str | None, embed: bool, text: str) -> str:
    """A link (relative to the page) that opens the save `text` as a shared position: the compact
    #pos= form (moves only, deflated), which is a fraction of a #save= link's length."""
    return _query(lang, embed) + position_fragment(text)


def decode_save(code: str) -> str:
    """The save text of a #save= link; ValueError with a plain reason for anything malformed."""
    code = code.strip()
    if not code:
        raise ValueError("the shared link holds no position")
    if len(code) > MAX_SHARED:
        raise ValueError("the shared link is too long")
    if not _BASE64URL.fullmatch(code):
        raise ValueError("the shared link is damaged (it is not valid base64url text)")
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        return raw.decode("utf-8")
    except (binascii.Error, ValueError):
        raise ValueError("the shared link is damaged (it is not valid base64url text)") from None
