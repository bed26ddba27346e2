"""A Feast for Odin in words: item names with amounts, what a step or an action space does, what
a legal action would do, and log lines. Plain text in the catalog's language (callers escape it).

Everything is read from the engine's data (spaces' steps, dice rules, tiles); nothing here decides
what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from games.feast_for_odin.data_files import BOARDS, DICE, OCCUPATIONS, SHIPS, SPACES, SPECIALS
from ui.render.html import player_name

Translate = Callable[..., str]

IMITATION_COLUMN = {"IM1": 1, "IM2": 2, "IM3": 3, "IM4": 4}




def item_name(item: str, t: Translate) -> str:
    if item.startswith("silver") and item[6:].isdigit():
        return t("ffo.coin", value=int(item[6:]))
    if item.startswith("any_"):  # a card's cost: an animal, pregnant or not
        item = item[4:]
    elif item.startswith("ship:"):  # a card's cost: a ship from the dock
        item = item[5:]
    return t(f"ffo.item.{item}")


def board_name(board_id: str, t: Translate) -> str:
    return t(f"ffo.board.{board_id}")


def card_lang(t: Translate) -> str:
    """The catalog's language ("ko", "en", "zh-TW")."""
    return str(t("ffo.lang"))


def card_field(card: int, field: str, lang: str) -> str:
    """A card's "name" or "text" in a language: the data's `i18n` translation, else the English."""
    info = OCCUPATIONS.get(card)
    if info is None:
        return ""
    local = (info.get("i18n") or {}).get(lang) or {}
    if local.get(field):
        return str(local[field])
    if field == "name" and lang == "ko" and info.get("ko"):
        return str(info["ko"])
    return str(info[field])


def card_name(card: int, t: Translate) -> str:
    """An occupation's name in the player's language (from the engine's data; English when untranslated)."""
    if card not in OCCUPATIONS:
        return t("ffo.occ.unknown", card=card)
    return card_field(card, "name", card_lang(t))


def card_text(card: int, t: Translate) -> str:
    """An occupation's effect text in the player's language (English when untranslated)."""
    return card_field(card, "text", card_lang(t))


def amount(item: str, count: int, t: Translate) -> str:
    return t("ffo.amount", count=count, item=item_name(item, t))


def flat_items(items: dict) -> list[tuple[str, int]]:
    """A gain or cost as (item, count) pairs: {"building": "shed"} → ("shed", 1), weapons by name."""
    out = []
    for key, value in items.items():
        if key in ("building", "ship", "special"):
            out.append((str(value), 1))
        elif isinstance(value, int):
            out.append((key, value))
        else:
            out.append((str(value), 1))
    return out


def items_text(items: dict, t: Translate) -> str:
    pairs = flat_items(items)
    if not pairs:
        return t("ffo.nothing")
    return t("ffo.list_sep").join(amount(item, count, t) for item, count in pairs)


def hunt_name(hunt: str, t: Translate) -> str:
    return t(f"ffo.hunt.{hunt}")


def explore_faces(space: str) -> list[str]:
    return [bid for bid, b in BOARDS.items() if b.get("space") == space]


def step_text(step: dict, t: Translate, players: int = 2) -> str:
    """One step of a space or a card, in a sentence."""
    op = step.get("op", "")
    if op == "gain":
        return t("ffo.op.gain", items=items_text(step["gain"], t))
    if op == "if_animal":
        return t("ffo.op.if_animal", animal=item_name(step["animal"], t), items=items_text(step["gain"], t))
    if op == "per_animal":
        return t("ffo.op.per_animal", good=item_name(step["good"], t), animal=item_name(step["animal"], t),
                 max=step["max"])
    if op == "wood_per_player":
        return t("ffo.op.wood_per_player", count=players)
    if op == "weapons":
        return t("ffo.op.weapons", count=step["count"])
    if op == "draw_occupation":
        return t("ffo.op.draw_occupation")
    if op in ("exchange", "optional"):
        options = step["options"] if op == "exchange" else [step]
        text = t("ffo.or").join(exchange_text(o, t) for o in options)
        return t("ffo.op.optional", what=text) if op == "optional" or step.get("optional") else text
    if op == "choice":
        return t("ffo.or").join(
            t("ffo.then").join(step_text(s, t, players) for s in alt) for alt in step["alternatives"])
    if op == "mountain":
        return t("ffo.op.mountain", count=step["take"])
    if op == "upgrade":
        return t("ffo.op.upgrade2" if step.get("steps", 1) > 1 else "ffo.op.upgrade", count=step["count"])
    if op == "trade":
        return t("ffo.op.trade")
    if op == "special_sale":
        return t("ffo.op.special_sale", count=step.get("count", 2))
    if op == "forge":
        return t("ffo.op.forge")
    if op == "explore":
        names = t("ffo.or").join(board_name(b, t) for b in explore_faces(step["space"]))
        return t("ffo.op.explore", boards=names)
    if op == "emigrate":
        return t("ffo.op.emigrate")
    if op == "swap_whaling_for_knarr":
        return t("ffo.op.swap")
    if op == "play_occupations":
        if step.get("pay"):
            pay = t("ffo.or").join(items_text(p, t) for p in step["pay"])
            return t("ffo.op.play_pay", count=step.get("max", 1), pay=pay)
        return t("ffo.op.play", count=step.get("max", 1))
    if op == "dice":
        return dice_text(step["hunt"], t, step.get("boats"))
    if op == "imitate":
        return t("ffo.op.imitate")
    if op == "per":
        return t("ffo.op.per", items=items_text(step.get("gain", {}), t))
    if op in ("gain_by", "breed", "bonus", "feast", "use_space", "flip", "pregnant", "shed_slot", "recall",
              "play_instead_of_draw"):
        return t(f"ffo.op.{op}")
    if op == "place_new":
        return t("ffo.op.place_new", items=amount(step["item"], step.get("count", 1), t))
    if op == "instead":
        return t("ffo.op.instead", items=t("ffo.or").join(items_text(g, t) for g in step.get("gains", [])))
    if op == "paid":
        then = t("ffo.then").join(step_text(s, t, players) for s in step.get("then", []))
        return t("ffo.op.paid", pay=items_text(step.get("pay", {}), t), then=then)
    return t("ffo.op.unknown", op=op)


def exchange_text(option: dict, t: Translate) -> str:
    if not option.get("pay"):
        return t("ffo.op.gain", items=items_text(option["gain"], t))
    return t("ffo.op.pay_for", pay=items_text(option["pay"], t), gain=items_text(option["gain"], t))


def dice_text(hunt: str, t: Translate, boats: int | None = None) -> str:
    rule = DICE[hunt]
    head = t("ffo.op.dice", hunt=hunt_name(hunt, t), die=rule["die"])
    if rule["low"]:
        weapon = item_name(rule["weapon"], t)
        out = head + " " + t("ffo.dice.low_rule", weapon=weapon, reward=items_text(rule["reward"], t))
        if hunt == "whaling":
            out += " " + t("ffo.dice.boats", count=boats or 1)
    else:
        out = head + " " + t("ffo.dice.high_rule")
        if rule.get("ore"):
            out += " " + t("ffo.dice.longship_ore")
    out += " " + t("ffo.dice.failure", items=items_text(rule["consolation"], t))
    if rule["return"]:
        out += " " + t("ffo.dice.vikings_back", count=rule["return"])
    return out


def space_steps(space: str) -> list[dict]:
    return list(SPACES[space]["steps"]) if space in SPACES else [{"op": "imitate"}]


def column(space: str) -> int:
    return IMITATION_COLUMN.get(space) or SPACES[space]["col"]


def space_text(space: str, t: Translate, players: int = 2) -> str:
    """What a space costs and does, as on the printed board (imitation spaces included)."""
    if space in IMITATION_COLUMN:
        body = t("ffo.op.imitate_col", col=IMITATION_COLUMN[space])
    else:
        body = t("ffo.then").join(step_text(s, t, players) for s in space_steps(space))
    parts = [body]
    need = SPACES.get(space, {}).get("requires")
    if need:
        ships = t("ffo.or").join(item_name(k, t) for k in need["ship"])
        parts.append(t("ffo.space.needs_two" if need.get("count", 1) > 1 else "ffo.space.needs", ships=ships,
                       count=need.get("count", 1)))
    col = column(space)
    parts.append(t(f"ffo.space.col{col}"))
    return " ".join(parts)


def space_group(space: str) -> str:
    return SPACES[space]["group"] if space in SPACES else "imitation"


def space_title(space: str, t: Translate) -> str:
    """A short name: the group, and the hunt for dice spaces."""
    steps = space_steps(space)
    dice = next((s for s in steps if s.get("op") == "dice"), None)
    if dice:
        return hunt_name(dice["hunt"], t)
    op = steps[0].get("op") if steps else ""
    if op in ("trade", "special_sale", "forge", "emigrate", "explore", "imitate"):
        return t(f"ffo.title.{op}")
    if space == "SA4":
        return t("ffo.title.plunder")
    return t(f"ffo.group.{space_group(space)}")


# --- actions ---------------------------------------------------------------------------------------

def action_label(action: dict, t: Translate, view: dict | None = None) -> str:
    """A short plain-text name for any legal action; unknown types are named by their fields, so a
    card's new action still gets a readable button."""
    kind = action.get("type", "")
    players = view["n"] if view else 2
    if kind == "space":
        space = action["space"]
        return t("ffo.action.space", space=space_title(space, t), what=space_text(space, t, players))
    if kind in ("pass", "end_turn", "cancel", "skip", "done", "reroll", "fail", "rotate", "back", "leave",
                "end_feast", "finish"):
        return t(f"ffo.action.{kind}")
    if kind == "option":
        return t("ffo.action.option", n=action.get("n", 0) + 1)
    if kind == "take":
        return t("ffo.action.take", count=action["count"], strip=action["strip"] + 1)
    if kind == "upgrade":
        return t("ffo.action.upgrade", good=item_name(action["good"], t))
    if kind == "buy_special":
        tile = action["tile"]
        return t("ffo.action.buy_special", tile=item_name(tile, t), price=SPECIALS[tile]["price"] or 0)
    if kind == "forge":
        return t("ffo.action.forge", tile=item_name(action["tile"], t))
    if kind == "explore":
        return t("ffo.action.explore", board=board_name(action["board"], t))
    if kind == "emigrate":
        return t("ffo.action.emigrate", ship=item_name(action["ship"], t), ore=action.get("ore", 0))
    if kind == "swap":
        return t("ffo.action.swap", ore=action.get("ore", 0))
    if kind == "start_card":
        return t("ffo.action.start_card", card=card_name(action["card"], t))
    if kind == "play":
        label = t("ffo.action.play", card=card_name(action["card"], t))
        if action.get("pay"):
            label += " " + t("ffo.action.paying", item=item_name(action["pay"], t))
        return label
    if kind in ("imitate", "use_space"):
        space = action["space"]
        return t(f"ffo.action.{kind}", space=space_title(space, t), what=space_text(space, t, players))
    if kind == "flip":
        return t("ffo.action.flip", good=item_name(action["good"], t))
    if kind == "pregnant":
        return t("ffo.action.pregnant", animal=item_name(action["animal"], t))
    if kind == "pay":
        return t("ffo.action.pay", weapon=action.get("weapon", 0), wood=action.get("wood", 0))
    if kind == "add":
        return t("ffo.action.add", item=item_name(action["item"], t))
    if kind == "loot":
        return t("ffo.action.loot", item=item_name(action["item"], t))
    if kind == "place":
        return t("ffo.action.place", item=item_name(action["item"], t))
    if kind == "to":
        board = view["players"][_seat(view)]["boards"][action["board"]]["id"] if view else "home"
        return t("ffo.action.to", board=board_name(board, t))
    if kind == "put":
        return t("ffo.action.put", row=action["row"] + 1, col=action["col"] + 1)
    if kind == "buy":
        ship = action["ship"]
        return t("ffo.action.buy", ship=item_name(ship, t), price=SHIPS[ship]["price"])
    if kind == "arm":
        return t("ffo.action.arm", ship=item_name(action["ship"], t), ore=action.get("ore", 0))
    if kind == "exchange":
        return t("ffo.action.exchange", card=card_name(action["card"], t), n=action.get("n", 0) + 1)
    if kind == "ability":
        return t("ffo.action.ability", card=card_name(action["card"], t), what=_fields(action, ("type", "card"), t, view))
    if kind == "slot":
        return t("ffo.action.slot", res=item_name(action["res"], t))
    if kind == "serve":
        good = action["good"]
        return t(f"ffo.action.serve_{'long' if action.get('lay') == 'long' else 'short'}", good=item_name(good, t))
    if kind == "recall":
        return t("ffo.action.recall", count=action.get("count", 1), space=space_title(action["space"], t))
    if kind == "shed":
        return t("ffo.action.shed", res=item_name(action["res"], t))
    if kind == "abstain":
        return t("ffo.action.abstain", card=card_name(action["card"], t))
    return t("ffo.action.other", kind=kind.replace("_", " "), what=_fields(action, ("type",), t, view))


def _seat(view: dict) -> int:
    return view["stack"][-1]["seat"] if view.get("stack") else 0


def _fields(action: dict, skip: tuple, t: Translate, view: dict | None) -> str:
    """An unknown action's fields in words: cards, goods and spaces by name, numbers as they are."""
    out = []
    for key, value in action.items():
        if key in skip:
            continue
        if key == "card" and isinstance(value, int):
            out.append(card_name(value, t))
        elif key in ("good", "item", "animal", "res", "ship", "tile", "pay") and isinstance(value, str):
            out.append(item_name(value, t))
        elif key == "space" and isinstance(value, str):
            out.append(space_title(value, t))
        elif key == "board" and isinstance(value, str):
            out.append(board_name(value, t))
        elif key == "board" and isinstance(value, int) and view:
            boards = view["players"][_seat(view)]["boards"]
            out.append(board_name(boards[value]["id"], t) if value < len(boards) else str(value))
        else:
            out.append(t("ffo.field", name=key.replace("_", " "), value=value))
    return t("ffo.list_sep").join(out)


# --- log ---------------------------------------------------------------------------------------------

def describe_event(event: dict, viewer: int | None, names: list[str], t: Translate,
                   view: dict | None = None) -> str:
    """One log line. Nothing private is in the events (occupation draws carry no card)."""
    kind = event.get("type", "")
    seat = event.get("seat")
    name = player_name(names, seat, t) if isinstance(seat, int) else ""
    players = view["n"] if view else 2
    if kind == "place_vikings":
        space = event["space"]
        return t("ffo.log.place_vikings", name=name, count=event["vikings"], space=space_title(space, t),
                 what=space_text(space, t, players))
    if kind == "gain":
        return t("ffo.log.gain", name=name, items=items_text(event.get("items", {}), t))
    if kind == "roll":
        return t("ffo.log.roll", name=name, die=event["die"], roll=event["roll"], value=event["value"])
    if kind == "dice_success":
        if event.get("loot"):
            loot = event["loot"] if isinstance(event["loot"], list) else [event["loot"]]
            items = t("ffo.list_sep").join(item_name(i, t) for i in loot)
            return t("ffo.log.loot", name=name, hunt=hunt_name(event["hunt"], t), item=items)
        return t("ffo.log.dice_success", name=name, hunt=hunt_name(event["hunt"], t))
    if kind == "dice_failure":
        return t("ffo.log.dice_failure", name=name, hunt=hunt_name(event["hunt"], t), count=event.get("vikings_back", 0))
    if kind == "explore":
        return t("ffo.log.explore", name=name, board=board_name(event["board"], t), silver=event.get("silver", 0))
    if kind in ("emigrate", "buy_ship", "arm"):
        return t(f"ffo.log.{kind}", name=name, ship=item_name(event["ship"], t))
    if kind in ("imitate", "use_space"):
        return t(f"ffo.log.{kind}", name=name, space=space_title(event["space"], t))
    if kind in ("play_occupation", "card_exchange"):
        return t(f"ffo.log.{kind}", name=name, card=card_name(event["card"], t))
    if kind == "slot":
        return t("ffo.log.slot", name=name, res=item_name(event["res"], t))
    if kind == "placed":
        return t("ffo.log.placed", name=name, item=item_name(event["item"], t), board=board_name(event["board"], t))
    if kind == "round":
        return t("ffo.log.round", round=event["round"])
    if kind == "harvest":
        return t("ffo.log.harvest", name=name, items=t("ffo.list_sep").join(item_name(g, t) for g in event["goods"]))
    if kind == "flip":
        if event.get("flipped"):
            front = event["flipped"]
            return t("ffo.log.flip", board=board_name(front, t), reverse=board_name(BOARDS[front]["reverse"], t))
        return t("ffo.log.flip_none", letter=event.get("letter", ""))
    if kind == "weapons":
        drawn = event.get("drawn") or []
        items = t("ffo.list_sep").join(item_name(w, t) for w in drawn) if drawn else t("ffo.nothing")
        return t("ffo.log.weapons", name=name, items=items)
    if kind in ("draw_occupation", "start_card"):
        return t(f"ffo.log.{kind}", name=name)
    if kind == "strip":
        return t("ffo.log.strip")
    if kind == "income":
        return t("ffo.log.income", name=name, count=event["silver"])
    if kind == "birth":
        return t("ffo.log.birth", name=name, animal=item_name(event["animal"], t), count=event["count"])
    if kind == "pregnant":
        return t("ffo.log.pregnant", name=name, animal=item_name(event["animal"], t))
    if kind == "thing_penalty":
        return t("ffo.log.thing_penalty", name=name, count=event["count"])
    if kind == "feast":
        served = event.get("served") or []
        items = t("ffo.list_sep").join(item_name(g, t) for g, _ in served) if served else t("ffo.nothing")
        return t("ffo.log.feast", name=name, items=items)
    if kind == "pass":
        return t("ffo.log.pass", name=name)
    if kind == "card_upgrade":
        return t("ffo.log.card_upgrade", name=name, card=card_name(event["card"], t), good=item_name(event["good"], t),
                 better=item_name(event["better"], t))
    if kind == "abstain":
        return t("ffo.log.abstain", name=name, card=card_name(event["card"], t), good=item_name(event["good"], t))
    if kind == "vikings_back":
        return t("ffo.log.vikings_back", name=name, count=event.get("count", 1))
    if kind == "unarm":
        return t("ffo.log.unarm", name=name, ship=item_name(event["ship"], t))
    if kind == "game_over":
        winners = event.get("winners") or []
        who = t("ffo.list_sep").join(player_name(names, w, t) for w in winners)
        return t("ffo.log.game_over", names=who)
    return t("ffo.log.other", name=name or "—", kind=kind.replace("_", " "))

