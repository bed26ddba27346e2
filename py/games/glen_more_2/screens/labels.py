"""Glen More II's legal actions and events in words: button labels and log lines.

A chronicle's words come first (chronicle_words.py: `label` and `event_line` return None for what
they do not know), then the base game's; both build on words.py, which imports neither, so the
three modules form no import cycle.
"""

from __future__ import annotations

from games.glen_more_2.data_files import TILES
from ui.render.html import player_name

from .chronicle_words import event_line
from .chronicle_words import label as chronicle_label
from .words import (
    Translate,
    activate_variant,
    alt_text,
    clan_name,
    generic_label,
    humanize,
    land_of,
    landmark_name,
    res_name,
    tile_name,
    where,
)


def _decider(view: dict | None) -> int | None:
    prompts = (view or {}).get("prompts") or []
    return prompts[-1]["seat"] if prompts else None


def action_label(action: dict, t: Translate, view: dict | None = None) -> str:
    """A legal action in words (buttons, titles, the fallback list)."""
    if view and view.get("chronicles"):
        text = chronicle_label(action, t, view)
        if text is not None:
            return text
    kind = action.get("type", "")
    seat = _decider(view)
    land = land_of(view, seat)
    rondel = (view or {}).get("rondel", {})
    spaces = (view or {}).get("rondel_spaces") or 1
    if kind in ("take", "discard", "stop_end"):
        pos = action.get("pos", 0)
        tile = tile_name(rondel.get(str(pos), ""), t) if str(pos) in rondel else "?"
        if kind == "take":
            return t("gm.action.take", tile=tile, space=pos % spaces + 1)
        if kind == "stop_end":
            return t("gm.action.stop_end")
        return t(f"gm.action.discard_{action.get('gain', 'coin')}", tile=tile)
    if kind == "scot":
        return t("gm.action.scot", tile=where(land, action["cell"], t))
    if kind == "place":
        prompt = ((view or {}).get("prompts") or [{}])[-1]
        tile = tile_name(prompt.get("tile", ""), t) if prompt.get("tile") else ""
        return t("gm.action.place", tile=tile, where=where(land, action["cell"], t))
    if kind == "resource":
        return t("gm.action.resource", res=res_name(action["res"], t))
    if kind == "cell":
        return t("gm.action.cell", tile=where(land, action["cell"], t))
    if kind == "clan":
        return t("gm.action.clan", clan=clan_name(action["field"], t))
    if kind == "remove":
        return t("gm.action.remove", tile=where(land, action["cell"], t))
    if kind == "munro":
        return t("gm.action.munro", tile=tile_name(action["tile"], t))
    if kind in ("skip", "done", "end_turn"):
        return t(f"gm.btn.{kind}")
    if kind == "activate":
        cell = action.get("cell", "")
        tile = TILES.get(land[cell]["tiles"][-1], {}) if cell in land else {}
        alts = tile.get("activation") or []
        alt = alts[action.get("alt", 0)] if action.get("alt", 0) < len(alts) else []
        what = t("gm.macgregor") if action.get("macgregor") else alt_text(alt, t)
        label = t("gm.action.activate", tile=where(land, cell, t), what=what)
        variant = activate_variant({k: v for k, v in action.items() if k != "macgregor"}, t)
        return f"{label} ({variant})" if variant else label
    if kind == "move":
        return t("gm.action.move", src=where(land, action["from"], t), dst=where(land, action["to"], t))
    if kind == "sell":
        return t("gm.action.sell", res=res_name(action["res"], t), tile=where(land, action["cell"], t))
    if kind == "pay_choose":
        return t("gm.pay.switch_on" if action.get("on") else "gm.pay.switch_off")
    if kind in ("pay_tile", "pay_market"):
        prompt = ((view or {}).get("prompts") or [{}])[-1]
        due, plan = prompt.get("units") or [], prompt.get("plan") or []
        res = res_name(due[len(plan)], t) if len(plan) < len(due) else ""
        if kind == "pay_market":
            return t("gm.action.pay_market", res=res)
        return t("gm.action.pay_tile", res=res, tile=where(land, action["cell"], t))
    if kind == "pay_cancel":
        return t("gm.btn.pay_cancel")
    return generic_label(action, t)


# --- log lines ----------------------------------------------------------------------------------------

def describe_event(event: dict, viewer: int | None, names: list[str], t: Translate, view: dict | None = None) -> str:
    """One log line in the catalog's language (plain text: the log panel escapes it)."""
    kind = event.get("type", "")
    seat = event.get("seat", -1)
    name = player_name(names, seat, t) if isinstance(seat, int) and seat >= 0 else ""
    spaces = (view or {}).get("rondel_spaces") or 1
    if kind == "take":
        return t("gm.log.take", name=name, tile=tile_name(event["tile"], t))
    if kind == "place":
        return t("gm.log.place", name=name, tile=tile_name(event["tile"], t))
    if kind == "activate":
        return t("gm.log.activate", name=name, tile=tile_name(event["tile"], t))
    if kind == "refill":
        return t("gm.log.refill", tile=tile_name(event["tile"], t), space=event.get("pos", 0) % spaces + 1)
    if kind in ("passed_over", "die_discards"):
        return t(f"gm.log.{kind}", tile=tile_name(event["tile"], t))
    if kind in ("market_buy", "market_sell"):
        return t(f"gm.log.{kind}", name=name, res=res_name(event["res"], t), count=event.get("coins", 0))
    if kind == "die_roll":
        return t("gm.log.die_roll", count=event.get("roll", 0))
    if kind == "die_leaves":
        return t("gm.log.die_leaves")
    if kind == "vp":
        return t("gm.log.vp", name=name, count=event.get("vp", 0))
    if kind == "whisky":
        return t("gm.log.whisky", name=name, count=event.get("n", 1))
    if kind == "clan":
        return t("gm.log.clan", name=name, clan=clan_name(event["field"], t), count=event.get("coins", 0))
    if kind == "landmark":
        return t("gm.log.landmark", name=name, card=landmark_name(event["card"], t))
    if kind == "discard":
        return t(f"gm.log.discard_{event.get('gain', 'coin')}", name=name, tile=tile_name(event["tile"], t))
    if kind == "remove_tile":  # the tile is gone: said by where it was
        return t("gm.log.remove_tile", name=name, cell=where(land_of(view, seat), event.get("cell", "0,0"), t))
    if kind == "finished":
        return t("gm.log.finished", name=name)
    if kind == "scoring":
        return t("gm.log.scoring", n=event.get("round", 0))
    if kind == "final_scoring":
        return t("gm.log.final_scoring")
    if kind == "game_over":
        winners = [player_name(names, w, t) for w in event.get("winners", [])]
        return t("gm.log.game_over", names=t("gm.list_sep").join(winners))
    if view and view.get("chronicles"):
        line = event_line(event, viewer, names, t, view)
        if line is not None:
            return line
    secret = "private" in event and (viewer is None or viewer not in event["private"])
    details = "" if secret else "; ".join(
        f"{humanize(k)}: {v}" for k, v in event.items() if k not in ("type", "seat", "reveals", "private"))
    who = f"{name}: " if name else ""
    return f"{who}{humanize(kind)}" + (f" ({details})" if details else "")
