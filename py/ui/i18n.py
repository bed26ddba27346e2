"""Message catalogs: flat key → text with `{name}` placeholders, one file per language.

The shell's strings are in assets/i18n/<lang>.json (with what the lobby shows of every game before
its code is here: names, blurbs, option names); each game's are in its folder,
games/<id>/i18n/<lang>.json, every key under the game's prefix (`catan.`, `ffo.`, `gm.`, `aq.`),
and arrive with the game's bundle. `load_catalog` merges the shell's with those of the games whose
code is here, so the page loads it again once a game has come.

Pure Python so the same lookup runs in CPython tests and in Pyodide. A missing key falls back to
English, then to the key itself, so an incomplete translation never breaks a screen.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

LANGUAGES = ("ko", "en", "zh-TW")
DEFAULT_LANGUAGE = "en"
GAMES = Path(__file__).resolve().parent.parent / "games"  # the games' folders, beside ui/
_PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def placeholders(text: str) -> set[str]:
    """Names of the `{name}` placeholders in a message (what the translations must keep)."""
    return set(_PLACEHOLDER.findall(text))


class Catalog:
    """Translated plain text: `t(key, **params)`. Insert the result into HTML only through `esc`."""

    def __init__(self, lang: str, messages: dict[str, str], fallback: dict[str, str] | None = None) -> None:
        self.lang = lang
        self.messages = messages
        self.fallback = fallback or {}

    @classmethod
    def load(cls, lang: str, *directories: str | Path) -> Catalog:
        """`<directory>/<lang>.json` of every directory merged, with their English as the fallback
        (unknown languages get English; a missing file is an empty catalog)."""
        lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        english: dict[str, str] = {}
        messages: dict[str, str] = {}
        for directory in directories:
            english.update(_read(Path(directory) / f"{DEFAULT_LANGUAGE}.json"))
            if lang != DEFAULT_LANGUAGE:
                messages.update(_read(Path(directory) / f"{lang}.json"))
        return cls(lang, english if lang == DEFAULT_LANGUAGE else messages, english)

    def has(self, key: str) -> bool:
        return key in self.messages or key in self.fallback

    def t(self, key: str, **params: object) -> str:
        """The message for `key` with placeholders filled; `key.one` is used when count == 1.

        Unknown placeholders are left as written rather than raising, so a typo in a catalog shows
        up on screen instead of breaking the render.
        """
        if params.get("count") == 1 and self.has(f"{key}.one"):
            key = f"{key}.one"
        text = self.messages.get(key)
        if text is None:
            text = self.fallback.get(key, key)
        if not params:
            return text
        return _PLACEHOLDER.sub(
            lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), text
        )

    __call__ = t


def load_catalog(lang: str, shell: str | Path, games: str | Path = GAMES) -> Catalog:
    """The shell's catalog (`shell`/<lang>.json) merged with that of every game whose code is here
    (`games`/<id>/i18n/<lang>.json), English behind all."""
    return Catalog.load(lang, shell, *game_catalogs(games))


def game_catalogs(games: str | Path = GAMES) -> list[Path]:
    """The message folders of the games whose code is here (a game's bundle brings its own)."""
    return sorted(path.parent for path in Path(games).glob(f"*/i18n/{DEFAULT_LANGUAGE}.json"))


def _read(path: Path) -> dict[str, str]:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except FileNotFoundError:
        return {}
    return {str(k): str(v) for k, v in data.items()}


def _normalize(tag: str) -> str | None:
    """Map a language tag to a supported language: ko*, zh-TW / zh-Hant / zh-HK / zh-MO, en*."""
    tag = tag.strip().replace("_", "-").lower()
    if not tag:
        return None
    if tag == "ko" or tag.startswith("ko-"):
        return "ko"
    if tag.startswith("zh-"):
        parts = tag.split("-")[1:]
        if "hant" in parts or any(p in ("tw", "hk", "mo") for p in parts):
            return "zh-TW"
        return None
    if tag == "en" or tag.startswith("en-"):
        return "en"
    return None


def choose_language(url_lang: str | None, navigator_languages: list[str]) -> str:
    """?lang= wins when supported, then the first supported browser language, else English."""
    if url_lang:
        chosen = _normalize(url_lang)
        if chosen:
            return chosen
    for tag in navigator_languages or []:
        chosen = _normalize(str(tag))
        if chosen:
            return chosen
    return DEFAULT_LANGUAGE
