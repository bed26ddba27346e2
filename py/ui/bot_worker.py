"""The Python side of the page's bot worker (assets/js/bot-worker.mjs): pure, so CPython tests run it.

The page never thinks for a bot on its own thread: `ui.shell.Shell.bot_request` describes the
position (as JSON text, so integers beyond 2^53 survive the trip), the worker script hands that
text to `decide`, and the reply goes back to `Shell.bot_move`. The worker has its own Pyodide and
unpacks the same bundles as the page (`unpack`, checked against bundles.json like ui/bundles.py).
"""

from __future__ import annotations

import io
import json
import time
import zipfile
import zlib
from pathlib import Path

import core
from bots import make_bot
from core.match import Match

HOME = Path(core.__file__).resolve().parent.parent


def unpack(game_id: str, data: bytes) -> None:
    """Unpack a game's bundle next to the core; ValueError if it is not this build's. (The worker
    passes a JS Uint8Array, whose proxy converts itself with `to_bytes`.)"""
    if not isinstance(data, (bytes, bytearray)):
        data = data.to_bytes()
    with open(HOME / "bundles.json", encoding="utf-8") as handle:
        wanted = json.load(handle).get(game_id)
    if wanted is None or f"{zlib.crc32(data):08x}" != wanted:
        raise ValueError(f"the bundle of {game_id!r} is not the one this app was built with")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        archive.extractall(HOME)


def request_text(match: Match, seat_level: str, bot_seed: int, budget_ms: float, token: str) -> str:
    """What the page sends the worker for the player to move in `match`."""
    return json.dumps({
        "token": token, "game": match.game_id, "players": match.players, "seed": match.seed,
        "options": match.options, "state": match.state, "rng": match.rng.state,
        "log": [{"seat": e["seat"], "action": e["action"]} for e in match.log],
        "level": seat_level, "bot_seed": bot_seed, "budget_ms": budget_ms,
    }, separators=(",", ":"))


def decide(text: str) -> str:
    """The bot's answer to one request, as JSON text: {token, action, ms} or {token, error}."""
    start = time.perf_counter()
    request = json.loads(text)
    try:
        match = Match.from_position(request["game"], request["players"], request["seed"], request["options"],
                                    request["state"], request["rng"], request["log"])
        bot = make_bot(request["game"], request["level"], request["bot_seed"])
        action = bot.choose(match, budget_ms=request["budget_ms"])
    except Exception as exc:  # noqa: BLE001 - reported to the page, which shows it
        return json.dumps({"token": request.get("token"), "error": f"{type(exc).__name__}: {exc}"})
    ms = (time.perf_counter() - start) * 1000
    return json.dumps({"token": request["token"], "action": action, "ms": round(ms, 1)}, separators=(",", ":"))
