"""A game's code arrives on first use: fetch its bundle and unpack it next to the core.

The core bundle (unpacked by pyscript.toml at start-up) holds no game; each game's folder (rules,
data, screens, catalogs, bot) is `assets/app-<id>.zip` (tools/build_manifest.py).
`core.registry.get` raises `NotLoaded` for a game that is not here yet; `ui.app` then awaits
`fetch(game_id)`, loads the catalogs again (the game's strings came with it) and tries again.
The files are unpacked into the working directory like the core's, because the games read their
data with open() on paths relative to their modules.

The core bundle carries bundles.json, the CRC-32 of every game bundle of the same build: a bundle
from another build (an HTTP cache or the service worker still holding the previous deploy) is
fetched once more past the HTTP cache, and refused if it still does not match, rather than mixed
with a core it was not built with. (A check of the build, not of an attacker: the bundles come from
our own origin. zlib is loaded already; hashlib would cost ~5 ms of start-up.)
"""

from __future__ import annotations

import io
import json
import sys
import zipfile
import zlib
from pathlib import Path

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException  # type: ignore[import-not-found]

import core

HOME = Path(core.__file__).resolve().parent.parent  # where the core bundle was unpacked
DIGESTS = HOME / "bundles.json"
URL = "assets/app-{game}.zip"  # relative to the page, like pyscript.toml's [files]


class BundleError(Exception):
    """A game's bundle could not be fetched, or is not the one this core was built with.
    `unreachable`: the network failed (offline, and the bundle was never cached on this device)."""

    def __init__(self, message: str, unreachable: bool = False) -> None:
        super().__init__(message)
        self.unreachable = unreachable


async def fetch(game_id: str) -> None:
    """Fetch, check and unpack the bundle of `game_id`; BundleError if that fails."""
    with open(DIGESTS, encoding="utf-8") as handle:
        wanted = json.load(handle).get(game_id)
    if wanted is None:
        raise BundleError(f"no bundle for {game_id!r}")
    data = await _download(URL.format(game=game_id), "default")
    if checksum(data) != wanted:
        data = await _download(URL.format(game=game_id), "reload")
        if checksum(data) != wanted:
            raise BundleError(f"the bundle of {game_id!r} is from another version of the app")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        archive.extractall(HOME)
    _forget_listings()


def checksum(data: bytes) -> str:
    """What bundles.json records of a bundle (tools/build_manifest.py writes it the same way)."""
    return f"{zlib.crc32(data):08x}"


def _forget_listings() -> None:
    """The import system caches directory listings (games/ was listed when the game was found
    missing). Not importlib.invalidate_caches(): its first call imports importlib.metadata,
    ~30 ms of start-up in Pyodide, for finders that have nothing to do with our files."""
    home = str(HOME)
    for path, finder in list(sys.path_importer_cache.items()):
        if (path == home or path.startswith(home + "/")) and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


async def _download(url: str, cache: str) -> bytes:
    try:
        response = await js.fetch(url, js.JSON.parse(json.dumps({"cache": cache})))
        if not response.ok:
            raise BundleError(f"{url}: HTTP {response.status}")
        return (await response.arrayBuffer()).to_bytes()
    except JsException as exc:  # offline and not cached: fetch() rejects with a TypeError
        raise BundleError(f"{url}: {exc}", unreachable=True) from None
