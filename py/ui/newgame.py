"""The new-game form as data: defaults per game, and form values → a checked game configuration.

Pure, so the rules of the form (which colours are offered, names must differ, the seed is a number)
are tested in CPython. The browser sends every field as a string; nothing here trusts them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bots import LEVELS, has_bots
from core import registry

from .saves import PALETTES
from .urls import MAX_NAME, MAX_TYPED_NAME, clean_name

# Seat colours a game offers, in the box's order, and which ones a player count leaves out.
# Catan: "with three players red is not used" (rulebook §게임의 준비); the engine checks it too.
SEAT_COLORS: dict[str, tuple[str, ...]] = {"catan": ("red", "blue", "white", "orange")}
_NOT_WITH: dict[str, dict[int, tuple[str, ...]]] = {"catan": {3: ("red",)}}


def offered_colors(game: str, players: int) -> list[str]:
    left_out = _NOT_WITH.get(game, {}).get(players, ())
    return [c for c in SEAT_COLORS.get(game, ()) if c not in left_out]


def offered_options(rules, players: int) -> dict[str, tuple]:
    """A game's options offered at this player count (`OPTION_COUNTS` limits some: A Feast for
    Odin's chosen start card is a solo variant), each with its choices, the default first."""
    counts = getattr(rules, "OPTION_COUNTS", {})
    return {name: values for name, values in getattr(rules, "OPTIONS", {}).items()
            if players in counts.get(name, (players,))}


@dataclass
class Form:
    """What the new-game screen shows; re-rendered from this whenever a field changes."""

    game: str
    players: int
    names: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    palette: str = "standard"
    options: dict = field(default_factory=dict)  # game options, e.g. {"setup": "beginner"}
    seed: str = ""
    kinds: list[str] = field(default_factory=list)  # per seat: "h" (a person) or a bot level

    def fit(self) -> Form:
        """Pad or trim names and colours to the player count; replace colours not offered."""
        offered = offered_colors(self.game, self.players)
        names = (self.names + [""] * self.players)[: self.players]
        allowed = ("h",) + (LEVELS if has_bots(self.game) else ())
        kinds = [k if k in allowed else "h" for k in (self.kinds + ["h"] * self.players)[: self.players]]
        colors = []
        for i in range(self.players):
            wanted = self.colors[i] if i < len(self.colors) else ""
            if wanted not in offered or wanted in colors:
                wanted = next((c for c in offered if c not in colors and c not in self.colors[i + 1:]), "")
                wanted = wanted or next((c for c in offered if c not in colors), "")
            colors.append(wanted)
        self.names, self.colors, self.kinds = names, colors, kinds
        rules = registry.get(self.game)
        offered = offered_options(rules, self.players)
        for name, values in getattr(rules, "OPTIONS", {}).items():
            if name not in offered:  # not at this count: back to its default
                self.options[name] = values[0]
        return self


def default_form(game: str, last: dict | None = None) -> Form:
    """A fresh form: the smallest player count, default options, the names used last time."""
    rules = registry.get(game)
    options = {name: values[0] for name, values in getattr(rules, "OPTIONS", {}).items()}
    names = [clean_name(n) for n in (last or {}).get("names", []) if isinstance(n, str)]
    return Form(game=game, players=rules.PLAYER_COUNTS[0], names=names, options=options).fit()


def update_form(form: Form, values: dict[str, str]) -> Form:
    """Fold submitted field values (all strings) into the form, ignoring anything unknown."""
    rules = registry.get(form.game)
    try:
        players = int(values.get("players", form.players))
    except ValueError:
        players = form.players
    if players in rules.PLAYER_COUNTS:
        form.players = players
    form.names = [clean_name(values.get(f"name{i}", ""), MAX_TYPED_NAME)
                  for i in range(max(form.players, len(form.names)))]
    form.colors = [values.get(f"color{i}", "") for i in range(max(form.players, len(form.colors)))]
    form.kinds = [values.get(f"kind{i}", "h") for i in range(max(form.players, len(form.kinds)))]
    if values.get("palette") in PALETTES:
        form.palette = values["palette"]
    for name, allowed in offered_options(rules, form.players).items():
        if values.get(name) in allowed:
            form.options[name] = values[name]
    form.seed = values.get("seed", "").strip()[:20]
    return form.fit()


def seat_of(name: str, color: str, kind: str) -> dict:
    """A seat record: a person ("h") or a computer player of a bot level."""
    if kind in LEVELS:
        return {"name": name, "color": color, "kind": "bot", "level": kind}
    return {"name": name, "color": color, "kind": "human"}


def computer_game_form(game: str, last: dict | None = None) -> Form:
    """"Play against the computer": the player in the first seat, medium bots in the others, at the
    game's usual table size (Catan's four, the largest count up to four otherwise)."""
    form = default_form(game, last)
    counts = registry.info(game).players
    form.players = max(n for n in counts if n <= 4)
    form.kinds = ["h"] + ["medium"] * (form.players - 1)
    form.names = form.names[:1]
    return form.fit()


@dataclass
class Config:
    """A checked configuration, ready for Match.new."""

    game: str
    players: int
    seed: int | None
    options: dict
    seats: list[dict]
    palette: str


def to_config(form: Form) -> tuple[Config | None, list[str]]:
    """The configuration, or catalog keys of what is wrong (the screen translates them)."""
    errors = []
    named = [n.casefold() for n in form.names if n]
    if len(set(named)) != len(named):
        errors.append("newgame.error_names")
    if any(len(n) > MAX_NAME for n in form.names):
        errors.append("newgame.error_name_long")  # said, never cut silently
    if SEAT_COLORS.get(form.game) and (len(set(form.colors)) != form.players or "" in form.colors):
        errors.append("shell.error_colors")
    seed = None
    if form.seed:
        try:
            seed = int(form.seed)
        except ValueError:
            seed = -1
        if not 0 <= seed < (1 << 53):
            errors.append("shell.error_seed")
    if errors:
        return None, errors
    options = dict(form.options)
    if SEAT_COLORS.get(form.game):
        options["colors"] = list(form.colors)
    seats = [seat_of(form.names[i], form.colors[i], form.kinds[i]) for i in range(form.players)]
    return Config(form.game, form.players, seed, options, seats, form.palette), []
