"""Glen More II in words: names of tiles, landmarks, clans and chronicles in the catalog's language,
what a tile costs and does, where a cell lies, and the words of legal actions (labels.py puts them
together; the chronicles' words build on these in chronicle_words.py).

Names come from the engine's data (`ko` where the rulebook prints a Korean name; the English name
otherwise, also in Traditional Chinese, where no edition is available to copy names from). Effect
kinds a chronicle adds and this module does not know are shown by their engine name, so a new
kind never breaks a screen.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2 import territory as terr
from games.glen_more_2.data_files import CHRONICLES, CLANS, LANDMARKS, RESOURCES, TILES

Translate = Callable[..., str]

TYPES = ("village", "castle", "loch", "material", "animal", "whisky", "trade", "person", "marker", "end")
ONCE_KINDS = frozenset({"scotsman", "landmark", "whisky", "coin", "vp", "any_resource", "clan_marker", "haggis",
                        "england_token"})
ACT_KINDS = frozenset({"produce", "produce_any", "trade", "trade_different", "trade_any", "distill", "move", "vp",
                       "clan_for_resource", "age_whisky", "event", "haggis"})
ITEMS = (*RESOURCES, "coins", "whisky", "scotsman")
CHOICE_OPS = frozenset({"resource", "put_any", "scotsman_any", "clan", "remove", "munro"})
# The direction from a neighbour to a cell: "W" = the cell lies west of that neighbour.
DIRS = {(-1, 0): "W", (1, 0): "E", (0, -1): "N", (0, 1): "S"}
ARROWS = {(-1, -1): "↖", (0, -1): "↑", (1, -1): "↗", (-1, 0): "←", (1, 0): "→", (-1, 1): "↙", (0, 1): "↓", (1, 1): "↘"}




def _korean(t: Translate) -> bool:
    return t("gm.lang") == "ko"


def _named(data: dict, t: Translate) -> str:
    if _korean(t) and data.get("ko"):
        return str(data["ko"])
    return str(data.get("name") or data.get("id", "?"))


def humanize(word: object) -> str:
    """An engine identifier as words (for kinds this module does not know)."""
    return str(word).replace("_", " ").strip()


def tile_name(tile_id: str, t: Translate) -> str:
    if tile_id == "home_village":
        return t("gm.home.village")
    if tile_id == "home_castle":
        return t("gm.home.castle")
    tile = TILES.get(tile_id)
    return _named(tile, t) if tile else humanize(tile_id)


def type_name(kind: str, t: Translate) -> str:
    return t(f"gm.type.{kind}") if kind in TYPES else humanize(kind)


def landmark_name(card: str, t: Translate) -> str:
    return _named(LANDMARKS[card], t) if card in LANDMARKS else humanize(card)


def landmark_text(card: str, t: Translate) -> str:
    key = f"gm.lm.{card}"
    text = t(key) if card in LANDMARKS else key
    if text == key:
        return str(LANDMARKS.get(card, {}).get("text", ""))
    return text


def clan_name(field: str, t: Translate) -> str:
    if field == "start":
        return t("gm.clan.start")
    return _named(CLANS[field], t) if field in CLANS else humanize(field)


def clan_text(field: str, t: Translate) -> str:
    return t(f"gm.clan.{field}.text") if field in CLANS else ""


def chronicle_name(number: int, t: Translate) -> str:
    info = CHRONICLES.get(number)
    if not info:
        return t("gm.chronicle.n", n=number)
    return _named(info, t)


def res_name(res: str, t: Translate) -> str:
    return t(f"gm.res.{res}") if res in RESOURCES else humanize(res)


def amount(item: str, count: int, t: Translate) -> str:
    """"2 wood", "1 coin", "3 Scotsmen"… for the things costs and gains are made of."""
    if item in ITEMS or item in ("vp", "move"):
        return t(f"gm.n.{item}", count=count)
    return f"{count} {humanize(item)}"


def items_text(items: dict, t: Translate) -> str:
    parts = [amount(item, n, t) for item, n in items.items() if n]
    return t("gm.list_sep").join(parts) if parts else t("gm.nothing")


def cost_text(cost: dict, t: Translate) -> str:
    return items_text(cost, t) if cost else t("gm.free")


def once_text(effect: dict, tile: dict, t: Translate) -> str:
    kind = effect.get("kind", "")
    if kind == "landmark":
        card = tile.get("landmark")
        return t("gm.once.landmark", card=landmark_name(card, t)) if card else t("gm.once.landmark_any")
    if kind in ("coin", "vp"):
        return t(f"gm.once.{kind}", count=effect.get("n", 1))
    if kind in ONCE_KINDS:
        return t(f"gm.once.{kind}")
    return humanize(kind)


def _resources_list(names: list[str], t: Translate) -> str:
    counted: dict[str, int] = {}
    for res in names:
        counted[res] = counted.get(res, 0) + 1
    return items_text(counted, t)


def effect_text(effect: dict, t: Translate) -> str:
    """One activation effect in words."""
    kind = effect.get("kind", "")
    if kind == "produce":
        return t("gm.act.produce", items=_resources_list(effect.get("res", []), t))
    if kind == "trade":
        return t("gm.act.trade", pay=items_text(effect.get("pay", {}), t), count=effect.get("vp", 0))
    if kind in ("trade_different", "trade_any"):
        return t(f"gm.act.{kind}", n=effect.get("n", 1), count=effect.get("vp", 0))
    if kind == "distill":
        return t("gm.act.distill", pay=items_text(effect.get("pay", {"barley": 1}), t))
    if kind in ("move", "vp"):
        return t(f"gm.act.{kind}", count=effect.get("n", 1))
    if kind in ACT_KINDS:
        return t(f"gm.act.{kind}")
    return humanize(kind)


def alt_text(alt: list[dict], t: Translate) -> str:
    return t("gm.plus").join(effect_text(e, t) for e in alt) or t("gm.nothing")


def activation_text(tile: dict, t: Translate) -> str:
    alts = tile.get("activation") or []
    return t("gm.or").join(alt_text(alt, t) for alt in alts) if alts else ""


def once_all(tile: dict, t: Translate) -> str:
    return t("gm.list_sep").join(once_text(e, tile, t) for e in tile.get("once") or [])


def tile_summary(tile_id: str, t: Translate) -> str:
    """Everything a tile says, as one sentence (titles, labels, previews)."""
    tile = TILES.get(tile_id, {})
    parts = [f"{tile_name(tile_id, t)} ({type_name(tile.get('type', ''), t)})"]
    if tile.get("expansion"):
        parts.append(t("gm.tile.expansion_of", type=type_name(tile["expansion"], t)))
    if tile.get("cost"):
        parts.append(t("gm.tile.cost", cost=cost_text(tile["cost"], t)))
    if tile.get("river"):
        parts.append(t("gm.tile.river"))
    if tile.get("once"):
        parts.append(t("gm.tile.once", what=once_all(tile, t)))
    if tile.get("activation"):
        parts.append(t("gm.tile.activation", what=activation_text(tile, t)))
    if tile.get("protected"):
        parts.append(t("gm.tile.protected"))
    return ". ".join(parts)


# --- places in a land -------------------------------------------------------------------------------

def where(land: dict, cell: str, t: Translate) -> str:
    """A cell said by its tile, or, for an empty cell, by a neighbour: "east of Inshriach"."""
    if cell in land:
        return tile_name(land[cell]["tiles"][-1], t)
    x, y = terr.xy(cell)
    for (dx, dy), side in DIRS.items():
        nb = terr.key(x - dx, y - dy)
        if nb in land:
            return t(f"gm.dir.{side}", tile=tile_name(land[nb]["tiles"][-1], t))
    return t("gm.cell", cell=cell)


def arrow(src: str, dst: str) -> str:
    (x0, y0), (x1, y1) = terr.xy(src), terr.xy(dst)
    return ARROWS.get((max(-1, min(1, x1 - x0)), max(-1, min(1, y1 - y0))), "→")


# --- legal actions ----------------------------------------------------------------------------------

def land_of(view: dict | None, seat: int | None) -> dict:
    """A seat's land in the view (empty when there is none)."""
    if not view or seat is None or not 0 <= seat < len(view.get("players", [])):
        return {}
    return view["players"][seat].get("land", {})


def activate_variant(action: dict, t: Translate) -> str:
    """What distinguishes one way of activating a tile from another (payment, choice, clan bonus)."""
    bits = []
    if action.get("res"):
        bits.append(res_name(action["res"], t))
    if action.get("pay"):
        bits.append(t("gm.pay", items=_resources_list(list(action["pay"]), t)))
    if action.get("coin_for"):
        bits.append(t("gm.coin_for", res=res_name(action["coin_for"], t)))
    if action.get("macgregor"):
        bits.append(t("gm.macgregor"))
    if "extra" in action:
        bits.append(t("gm.extra"))
    if action.get("ness"):
        bits.append(t("gm.ness"))
    return t("gm.list_sep").join(bits)


def generic_label(action: dict, t: Translate) -> str:
    """An action this module does not know (a chronicle's c_… actions): its type and fields."""
    kind = str(action.get("type", ""))
    name = humanize(kind[2:] if kind.startswith("c_") else kind)
    fields = []
    for key, value in action.items():
        if key == "type":
            continue
        if isinstance(value, str) and value in TILES:
            value = tile_name(value, t)
        elif isinstance(value, str) and value in CLANS:
            value = clan_name(value, t)
        elif isinstance(value, str) and value in RESOURCES:
            value = res_name(value, t)
        elif isinstance(value, str) and value in LANDMARKS:
            value = landmark_name(value, t)
        elif isinstance(value, (list, dict)):
            value = ", ".join(str(v) for v in (value.values() if isinstance(value, dict) else value))
        fields.append(f"{humanize(key)}: {value}")
    return f"{name} ({'; '.join(fields)})" if fields else name
