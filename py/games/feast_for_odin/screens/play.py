"""A Feast for Odin screens as HTML strings: the prompt of the moment (spaces, steps, dice, placing
goods, the feast), the action board, the player's personal area, the other players, the round
tracker, the end screen with the score sheet, and log lines.

Pure functions of the engine's view and legal actions (no browser imports), tested in CPython.
Every legal action is reachable through exactly one element carrying `data-action-index`; an
action type this module does not know (occupations add new ones) still gets a labelled button
under "Other choices". Controls are drawn only when the viewer is the seat that decides now.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from games.feast_for_odin import banquet, dice, feast_plan, placement
from games.feast_for_odin import spaces as engine_spaces
from games.feast_for_odin import steps as engine_steps
from games.feast_for_odin.data_files import BOARDS, DICE, GOODS, SPACES, SPECIALS
from games.feast_for_odin.geometry import SHAPES, item_color
from games.feast_for_odin.supply import upgrade_of
from ui.render.html import attrs, el, esc, hashed, revealed_seat
from ui.render.legal import seq_attr

from . import art, boards, panels
from .panels import Ctx, tokens
from .words import (
    action_label,
    amount,
    board_name,
    card_name,
    exchange_text,
    hunt_name,
    item_name,
    items_text,
    player_name,
    space_steps,
    space_text,
    space_title,
    step_text,
)
from .words import describe_event as _describe_event

Translate = Callable[..., str]
SPACE_IDS = tuple(SPACES)
STEP_TYPES = frozenset({"option", "take", "upgrade", "buy_special", "forge", "explore", "emigrate", "swap", "play",
                        "imitate", "use_space", "flip", "pregnant", "recall", "shed"})


# --- the prompt ----------------------------------------------------------------------------------

def _head(c: Ctx) -> str:
    v, t = c.view, c.t
    number = panels.phase_number(v)
    phase = t("ffo.round.phase", n=number, name=t(f"ffo.phase.{number}")) if number else ""
    who = c.who(c.decider) if c.decider is not None else ""
    where = panels.round_words(v, t) + (f" · {phase}" if phase else "")
    return f'<p class="turn-line">{who}<span class="turn-no">{esc(where)}</span></p>'


def _controls(*buttons: str) -> str:
    inner = "".join(b for b in buttons if b)
    return f'<div class="controls ffo-controls">{inner}</div>' if inner else ""


def _prompt(c: Ctx) -> tuple[str, str]:
    """(prompt text, body with controls) for the decision on top of the stack."""
    t = c.t
    top = c.top
    if not c.acting or top is None:
        return t("ffo.prompt.waiting", name=c.name(c.decider)), ""
    kind = top["kind"]
    thing = c.view["players"][top["seat"]]["thing"]
    anytime = f'<p class="hint">{esc(t("ffo.prompt.anytime"))}</p>' if c.of("place", "buy", "arm") else ""
    if kind == "turn":
        pas = c.button(esc(t("ffo.btn.pass")), {"type": "pass"}, "btn ffo-pass", t("ffo.btn.pass_long"))
        return t("ffo.prompt.turn", count=thing), anytime + _controls(pas)
    if kind == "after":
        end = c.button(esc(t("ffo.btn.end_turn")), {"type": "end_turn"}, "btn btn-primary ffo-end-turn")
        pas = c.seq_button(esc(t("ffo.btn.pass")), [{"type": "end_turn"}, {"type": "pass"}], "btn ffo-pass",
                           t("ffo.btn.end_and_pass")) if next_turn_is_mine(c) else ""
        return t("ffo.prompt.after_next" if c.next_spaces else "ffo.prompt.after"), anytime + _controls(end, pas)
    if kind == "final":
        finish = c.button(esc(t("ffo.btn.finish")), {"type": "finish"}, "btn btn-primary")
        return t("ffo.prompt.final"), f'<p class="hint">{esc(t("ffo.prompt.final_hint"))}</p>' + _controls(finish)
    if kind == "place":
        return _place(c, top["seat"], top["item"], top["board"], top["rot"])
    if kind == "feast":
        return _feast(c, top)
    if kind in ("space", "steps"):
        return _steps(c, top)
    if kind == "start_card":
        return t("ffo.prompt.start_card"), _start_cards(c)
    return t("ffo.prompt.other"), ""


def _start_cards(c: Ctx) -> str:
    """The solo variant's choice of the start occupation (p.23): every light card, each with a button."""
    t = c.t
    cards = []
    for _, action in c.of("start_card"):
        name = card_name(action["card"], t)
        button = c.button(f'<span>{esc(t("ffo.btn.keep_card"))}</span>', action, "btn btn-primary btn-small",
                          t("ffo.btn.keep_card_long", card=name))
        cards.append(f'<div class="ffo-play-card">{panels.occ_card(action["card"], t, button)}</div>')
    return f'<p class="hint">{esc(t("ffo.prompt.start_card_hint"))}</p><div class="ffo-choices">{"".join(cards)}</div>'


# --- a viking action or a card's effect -------------------------------------------------------------

def _origin(c: Ctx, prompt: dict) -> str:
    """Where the steps come from: the space (or the one imitated), or a card."""
    t = c.t
    space = prompt.get("imitating") or prompt.get("space")
    if space:
        return f"{space_title(space, t)}: {space_text(space, t, c.view['n'])}"
    step = prompt["steps"][prompt["at"]] if prompt["at"] < len(prompt["steps"]) else {}
    if step.get("card") is not None:
        return t("ffo.prompt.card", card=card_name(step["card"], t))
    return t("ffo.prompt.effect")


def _step_list(c: Ctx, prompt: dict) -> str:
    t = c.t
    items = []
    for i, step in enumerate(prompt["steps"]):
        state = "is-done" if i < prompt["at"] else ("is-current" if i == prompt["at"] else "")
        text = step_text(step, t, c.view["n"])
        if step.get("bonus"):
            text = t("ffo.step.bonus")
        elif step.get("card") is not None and prompt.get("space"):
            text = t("ffo.step.card", card=card_name(step["card"], t), what=text)
        items.append(f'<li{attrs(class_=("ffo-stepitem " + state).strip())}>{esc(text)}</li>')
    return f'<ol class="ffo-steps">{"".join(items)}</ol>'


def _priced(c: Ctx, prompt: dict, option: dict) -> dict:
    """A printed exchange's cost as cards change it (the engine's own pricing), else as printed."""
    try:
        return engine_steps.priced(c.view, prompt, option)
    except (KeyError, TypeError, ValueError, AttributeError):
        return option


def _steps(c: Ctx, prompt: dict) -> tuple[str, str]:
    t = c.t
    step = prompt["steps"][prompt["at"]] if prompt["at"] < len(prompt["steps"]) else {}
    origin = f'<p class="ffo-origin">{esc(_origin(c, prompt))}</p>'
    if step.get("op") == "dice" and "die" in prompt.get("sub", {}):
        text, body = _dice(c, prompt)
    elif step.get("item") and c.of("to", "put"):  # a card placing pieces from the general supply
        sub = prompt.get("sub", {})
        _, body = _place(c, prompt["seat"], step["item"], sub.get("board"), sub.get("rot", 0))
        text = step_text(step, t, c.view["n"])
    else:
        text = step_text(step, t, c.view["n"]) if step else t("ffo.prompt.other")
        if step.get("bonus"):
            text = t("ffo.step.bonus")
        body = _choices(c, prompt, step)
    cancel = c.button(esc(t("ffo.btn.cancel")), {"type": "cancel"}, "btn", t("ffo.btn.cancel_long"))
    skip = c.button(esc(t("ffo.btn.skip")), {"type": "skip"}, "btn")
    done = c.button(esc(t("ffo.btn.done")), {"type": "done"}, "btn btn-primary")
    steps = _step_list(c, prompt) if len(prompt["steps"]) > 1 else ""
    return text, origin + steps + body + _controls(done, skip, cancel)


def _choices(c: Ctx, prompt: dict, step: dict) -> str:
    t = c.t
    out = []
    strips: dict[int, list[str]] = {}
    for _, action in c.of(*STEP_TYPES):
        kind = action["type"]
        if kind == "take":
            strips.setdefault(action["strip"], []).append(
                c.button(f'<span>{esc(t("ffo.btn.take", count=action["count"]))}</span>', action, "btn btn-small ffo-take",
                         action_label(action, t, c.view)))
            continue
        out.append(_choice(c, prompt, step, action))
    if strips:
        rows = []
        for i, strip in enumerate(c.view["strips"]):
            buttons = "".join(strips.get(i, []))
            rows.append(f'<li class="ffo-strip-choice"><span class="ffo-strip-no">{i + 1}</span>'
                        f'{panels.strip_row(strip, t)}<span class="ffo-take-row">{buttons or esc(t("ffo.strips.used"))}</span></li>')
        out.insert(0, f'<ol class="ffo-strips ffo-strip-choices">{"".join(rows)}</ol>'
                      f'<p class="small muted">{esc(t("ffo.strips.hint"))}</p>')
    if not out:
        return ""
    return f'<div class="ffo-choices">{"".join(out)}</div>'


def _choice(c: Ctx, prompt: dict, step: dict, action: dict) -> str:
    t = c.t
    kind = action["type"]
    label = action_label(action, t, c.view)
    if kind == "option":
        n = action["n"]
        op = step.get("op")
        if op == "choice":
            alt = step["alternatives"][n]
            words = t("ffo.then").join(step_text(s, t, c.view["n"]) for s in alt)
            body = "".join(panels.step_formula(s, t, c.view["n"]) for s in alt)
        elif op == "instead" and n < len(step.get("gains", [])):
            words = items_text(step["gains"][n], t)
            body = tokens(step["gains"][n], t)
        elif op == "paid":
            words = step_text(step, t, c.view["n"])
            body = tokens(step.get("pay", {}), t) + panels.ARROW
        elif op not in ("exchange", "optional"):
            return c.button(esc(label), action, "btn ffo-choice")
        else:
            option = step["options"][n] if op == "exchange" else {"pay": step.get("pay", {}), "gain": step.get("gain", {})}
            option = _priced(c, prompt, option)
            words = exchange_text(option, t)
            body = (tokens(option["pay"], t) + panels.ARROW if option["pay"] else "") + tokens(option["gain"], t)
        return c.button(f'<span class="ffo-formula">{body}</span><span class="ffo-choice-text">{esc(words)}</span>',
                        action, "btn ffo-choice", words)
    if kind == "upgrade":
        good = action["good"]
        better = GOODS[good].get("up") if step.get("op") == "trade" else upgrade_of(good, step.get("steps", 1))
        words = t("ffo.choice.upgrade", good=item_name(good, t), better=item_name(better or good, t))
        return c.button(f'{art.tile(good)}{panels.ARROW}{art.tile(better or good)}<span class="ffo-choice-text">{esc(words)}</span>',
                        action, "btn ffo-choice", words)
    if kind in ("buy_special", "forge", "loot"):
        tile = action.get("tile") or action.get("item")
        info = SPECIALS.get(tile) or GOODS.get(tile, {})
        bits = [item_name(tile, t)]
        if kind == "buy_special":
            bits.append(t("ffo.special.price", count=info.get("price") or 0))
        bits.append(t("ffo.special.sword", count=info.get("sword", 0)))
        words = " · ".join(bits)
        return c.button(f'{art.tile(tile, "ico ico-l")}<span class="ffo-choice-text">{esc(words)}</span>', action,
                        "btn ffo-choice", label)
    if kind == "explore":
        face = action["board"]
        slot = next((s for s in c.view["explore"].values() if s["face"] == face), {})
        words = t("ffo.choice.explore", board=board_name(face, t), vp=BOARDS[face]["vp"], silver=slot.get("silver", 0))
        thumb = boards.board_svg({"id": face, "occ": 0, "green": 0, "orange": 0, "red": 0, "pieces": [], "slots": {}},
                                 t, cls="ffo-thumb")
        return c.button(f'{thumb}<span class="ffo-choice-text">{esc(words)}</span>', action, "btn ffo-choice", words)
    if kind == "emigrate":
        try:
            cost = engine_steps.emigration_cost(c.view, prompt["seat"], step.get("discount", 0))
        except (KeyError, TypeError, ValueError, AttributeError):
            cost = c.view["round"]
        words = t("ffo.choice.emigrate", ship=item_name(action["ship"], t), ore=action.get("ore", 0), count=cost)
        return c.button(f'{art.ship(action["ship"], "ico ico-l")}{art.icon("emigrate")}<span class="ffo-choice-text">{esc(words)}</span>',
                        action, "btn ffo-choice", words)
    if kind == "swap":
        words = t("ffo.choice.swap", ore=action.get("ore", 0))
        return c.button(f'{art.ship("whaling_boat", "ico ico-l")}{panels.ARROW}{art.ship("knarr", "ico ico-l")}'
                        f'<span class="ffo-choice-text">{esc(words)}</span>', action, "btn ffo-choice", words)
    if kind == "play":
        card = action["card"]
        pay = f' <span class="small">{esc(t("ffo.action.paying", item=item_name(action["pay"], t)))}</span>' if action.get("pay") else ""
        button = c.button(f'{art.icon("play")}<span>{esc(t("ffo.btn.play"))}</span>{pay}', action, "btn btn-primary btn-small", label)
        return f'<div class="ffo-play-card">{panels.occ_card(card, t, button)}</div>'
    if kind in ("imitate", "use_space"):
        space = action["space"]
        words = f"{space_title(space, t)}: {space_text(space, t, c.view['n'])}"
        formula = "".join(panels.step_formula(s, t, c.view["n"]) for s in space_steps(space))
        return c.button(f'<span class="ffo-formula">{formula}</span><span class="ffo-choice-text">{esc(words)}</span>',
                        action, "btn ffo-choice", words)
    if kind in ("flip", "pregnant"):
        item = action.get("good") or action.get("animal")
        return c.button(f'{art.item_glyph(item)}<span class="ffo-choice-text">{esc(label)}</span>', action, "btn ffo-choice", label)
    return c.button(esc(label), action, "btn ffo-choice")


# --- dice ----------------------------------------------------------------------------------------

def _dice(c: Ctx, prompt: dict) -> tuple[str, str]:
    """The die, its modifiers, the result, and what each choice would give."""
    t = c.t
    sub = prompt["sub"]
    hunt = sub["hunt"]
    rule = DICE[hunt]
    result = dice.value(c.view, prompt)
    mods = [f'<li>{esc(t("ffo.dice.rolled", roll=sub["roll"], rolls=sub["rolls"], max=sub["max"]))}</li>']
    if sub.get("ore"):
        key = "ffo.dice.ore_low" if rule["low"] else "ffo.dice.ore_high"
        mods.append(f'<li>{art.resource("ore", "ico ico-s")}{esc(t(key, count=sub["ore"]))}</li>')
    if sub.get("delta"):
        delta = f"{sub['delta']:+d}"
        mods.append(f'<li>{art.icon("occupation", "ico ico-s")}{esc(t("ffo.dice.cards", delta=delta))}</li>')
    if sub.get("added"):
        spent = items_text(sub.get("spent", {}), t)
        mods.append(f'<li>{esc(t("ffo.dice.added", count=sub["added"], items=spent))}</li>')
    figure = (f'<div class="ffo-dice"><span class="ffo-die">{art.die(sub["die"], sub["roll"], "ffo-die-big")}</span>'
              f'<ul class="ffo-mods small">{"".join(mods)}</ul>'
              f'<div class="ffo-result"><span class="small muted">{esc(t("ffo.dice.result"))}</span>'
              f'<strong>{result}</strong></div></div>')
    rows = []
    reroll = c.button(f'{art.die(sub["die"], None, "ico")}<span>{esc(t("ffo.btn.reroll", count=sub["max"] - sub["rolls"]))}</span>',
                      {"type": "reroll"}, "btn ffo-reroll")
    if rule["low"]:
        text = t("ffo.dice.low_now", hunt=hunt_name(hunt, t), count=result, weapon=item_name(rule["weapon"], t))
        player = c.view["players"][prompt["seat"]]
        have = t("ffo.dice.have", weapon=amount(rule["weapon"], player["weapons"].get(rule["weapon"], 0), t),
                 wood=amount("wood", player["wood"], t))
        rows.append(f'<p class="small">{esc(t("ffo.dice.success", items=items_text(rule["reward"], t)))} '
                    f'<span class="muted">{esc(have)}</span></p>')
        pays = []
        for _, action in c.of("pay"):
            cost = {}
            if action.get("weapon"):
                cost[rule["weapon"]] = action["weapon"]
            if action.get("wood"):
                cost["wood"] = action["wood"]
            words = t("ffo.dice.pay_for", pay=items_text(cost, t) if cost else t("ffo.nothing"),
                      reward=items_text(rule["reward"], t))
            pays.append(c.button(f'<span class="ffo-formula">{tokens(cost, t) or "0"}{panels.ARROW}{tokens(rule["reward"], t)}</span>'
                                 f'<span class="ffo-choice-text">{esc(words)}</span>', action, "btn ffo-choice ffo-success", words))
        if pays:
            rows.append(f'<div class="ffo-choices">{"".join(pays)}</div>')
    else:
        text = t("ffo.dice.high_now", hunt=hunt_name(hunt, t), count=result)
        adds = "".join(
            c.button(f'{art.item_glyph(a["item"])}<span>{esc(t("ffo.btn.add", item=item_name(a["item"], t)))}</span>', a,
                     "btn btn-small ffo-add") for _, a in c.of("add"))
        if adds:
            rows.append(f'<div class="ffo-adds"><span class="small muted">{esc(t("ffo.dice.add_hint"))}</span>{adds}</div>')
        loots = [_choice(c, prompt, {}, a) for _, a in c.of("loot")]
        if loots:
            rows.append(f'<p class="small">{esc(t("ffo.dice.loot_hint", count=result))}</p>'
                        f'<div class="ffo-choices ffo-loot">{"".join(loots)}</div>')
        else:
            rows.append(f'<p class="small muted">{esc(t("ffo.dice.no_loot"))}</p>')
    try:
        most = dice.vikings_back_most(c.view, prompt)
    except (KeyError, TypeError, ValueError, AttributeError):
        most = rule["return"]
    fails = []
    for _, action in c.of("fail"):  # one, or one per number of vikings taken back when that is asked
        fail_words = t("ffo.dice.fail_gives", items=items_text(rule["consolation"], t))
        back = action.get("back", most)
        if "back" in action or back:
            fail_words += " " + t("ffo.dice.vikings_back", count=back)
        fails.append(c.button(f'<span>{esc(t("ffo.btn.fail"))}</span> <span class="ffo-choice-text">{esc(fail_words)}</span>',
                              action, "btn ffo-fail", f'{t("ffo.btn.fail")} {fail_words}'))
    return text, figure + "".join(rows) + _controls(reroll, *fails)


# --- placing goods -------------------------------------------------------------------------------

def _place_rules(item: str, t: Translate) -> str:
    color = item_color(item)
    keys = ["ffo.place.rule_income"]
    if color == "green":
        keys.append("ffo.place.rule_green")
    if color in ("orange", "red"):
        keys.append("ffo.place.rule_house")
    if color == "ore":
        keys.append("ffo.place.rule_ore")
    keys.append("ffo.place.rule_final")
    return "".join(f"<li>{esc(t(k))}</li>" for k in keys)


def _place(c: Ctx, seat: int, item: str, board_index: int | None, rot: int) -> tuple[str, str]:
    """Placing a piece: the cell (turning it as needed), with a preview of every legal position and
    what it would pay. Before a board is chosen, the first board it fits on is shown at once: a cell
    there chooses that board and places the piece in one click (a composed choice), R turns it, and
    the other boards stay one click away. Used for the any-time placing and for cards that place
    pieces from the general supply."""
    t = c.t
    player_boards = c.view["players"][seat]["boards"]
    back = c.button(esc(t("ffo.btn.back")), {"type": "back"}, "btn")
    name = item_name(item, t)
    shaped = item in GOODS or item in SPECIALS
    glyph = art.tile(item, "ffo-piece-glyph", rot if shaped and rot < len(SHAPES[item]) else 0) if shaped else art.item_glyph(item, "ffo-piece-glyph")
    piece = f'<span class="ffo-piece-show">{glyph}</span>'
    rules = f'<ul class="ffo-rules small">{_place_rules(item, t)}</ul>'
    rotate_words = f'<span aria-hidden="true">⟳</span><span>{esc(t("ffo.btn.rotate"))}</span><kbd>R</kbd>'
    keys = f'<p class="small muted ffo-keys">{esc(t("ffo.place.keys"))}</p>'
    if board_index is None:
        tos = [a for _, a in c.of("to")]
        options = []
        for action in tos if len(tos) > 1 else []:
            board = player_boards[action["board"]]
            facts = " · ".join(boards.board_facts(board, t))
            words = t("ffo.place.to", board=board_name(board["id"], t))
            thumb = boards.board_svg(board, t, cls="ffo-thumb")
            options.append(c.button(f'{thumb}<span class="ffo-choice-text"><strong>{esc(board_name(board["id"], t))}</strong> '
                                    f'<span class="small">{esc(facts)}</span></span>', action, "btn ffo-choice ffo-to", words))
        if not tos:
            return t("ffo.prompt.place_board", item=name), f'<div class="ffo-place-head">{piece}{rules}</div>' + _controls(back)
        first = tos[0]
        board = player_boards[first["board"]]
        rots = [r for r in range(len(SHAPES[item])) if placement.anchors(board, item, r)]
        r0 = rots[0] if rots else 0
        puts = [(r, col, seq_attr([first, {"type": "put", "row": r, "col": col}]))
                for r, col in (placement.anchors(board, item, r0) if rots else [])]
        rotate = c.seq_button(rotate_words, [first, {"type": "rotate"}], "btn ffo-rotate", t("ffo.btn.rotate_long"),
                              data_key="r", aria_keyshortcuts="R") if len(rots) > 1 else ""
        rot_text = t("ffo.place.rotation", n=r0 + 1, count=len(SHAPES[item])) if len(rots) > 1 else t("ffo.place.no_rotation")
        glyph = art.tile(item, "ffo-piece-glyph", r0) if shaped else glyph
        head = (f'<div class="ffo-place-head"><span class="ffo-piece-show">{glyph}</span><div><p><strong>{esc(name)}</strong> → '
                f'{esc(board_name(board["id"], t))}</p><p class="small muted">{esc(rot_text)} · '
                f'{esc(t("ffo.place.count", count=len(puts)))}</p>{rules}</div></div>')
        grid = boards.placement_svg(board, item, r0, puts, t)
        others = (f'<p class="small muted">{esc(t("ffo.place.other_boards"))}</p>'
                  f'<div class="ffo-choices ffo-boards-choice">{"".join(options)}</div>') if len(tos) > 1 else ""
        if len(tos) == 1:  # the board's own action stays reachable, small under the grid
            others = _controls(c.button(esc(t("ffo.place.to", board=board_name(board["id"], t))), first, "btn btn-small ffo-to"))
        return (t("ffo.prompt.place_cell", item=name, board=board_name(board["id"], t)),
                head + f'<div class="ffo-place-board" data-grid="place">{grid}</div>' + keys + _controls(rotate, back)
                + others)
    board = player_boards[board_index]
    puts = [(a["row"], a["col"], i) for i, a in c.of("put")]
    for _, a in c.of("put"):
        c.ix(a)
    rotations = len(SHAPES[item])
    rotate = c.button(rotate_words, {"type": "rotate"}, "btn ffo-rotate", t("ffo.btn.rotate_long"), data_key="r",
                      aria_keyshortcuts="R")
    rot_text = t("ffo.place.rotation", n=rot + 1, count=rotations) if rotations > 1 else t("ffo.place.no_rotation")
    head = (f'<div class="ffo-place-head">{piece}<div><p><strong>{esc(name)}</strong> → '
            f'{esc(board_name(board["id"], t))}</p><p class="small muted">{esc(rot_text)} · '
            f'{esc(t("ffo.place.count", count=len(puts)))}</p>{rules}</div></div>')
    grid = boards.placement_svg(board, item, rot, puts, t)
    return (t("ffo.prompt.place_cell", item=name, board=board_name(board["id"], t)),
            head + f'<div class="ffo-place-board" data-grid="place">{grid}</div>' + keys + _controls(rotate, back))


# --- the feast -----------------------------------------------------------------------------------

def _feast(c: Ctx, prompt: dict) -> tuple[str, str]:
    t = c.t
    seat = prompt["seat"]
    left = prompt["end"] - prompt["pos"]
    table = boards.table_svg(c.view, seat, t, prompt)
    rows: dict[str, list[str]] = {}
    order: list[str] = []
    for _, action in c.of("serve"):
        good = action["good"]
        if good not in rows:
            rows[good] = []
            order.append(good)
        if good == "silver":
            words = t("ffo.feast.silver")
        else:
            span = banquet.spans(good)[action["lay"]]
            square = "short" not in banquet.spans(good)
            key = "ffo.feast.square" if square else f"ffo.feast.{action['lay']}"
            words = t(key, count=span)
        rows[good].append(c.button(esc(words), action, "btn btn-small ffo-serve",
                                   f"{item_name(good, t) if good != 'silver' else t('ffo.item.silver')}: {words}"))
    player = c.view["players"][seat]
    items = []
    for good in order:
        have = player["silver"] if good == "silver" else player["goods"].get(good, 0)
        glyph = art.coin(1, "ico ico-l") if good == "silver" else art.tile(good, "ico ico-l")
        name = t("ffo.item.silver") if good == "silver" else item_name(good, t)
        items.append(f'<li class="ffo-serve-row">{glyph}<span class="ffo-serve-name">{esc(name)} '
                     f'<span class="muted">×{have}</span></span><span class="ffo-serve-btns">{"".join(rows[good])}</span></li>')
    served = t("ffo.list_sep").join(item_name(g, t) for g, _ in prompt["served"]) or t("ffo.nothing")
    info = (f'<p class="small">{esc(t("ffo.feast.left", count=left))} · {esc(t("ffo.feast.served", items=served))}</p>'
            f'<p class="small muted">{esc(t("ffo.feast.rules"))}</p>')
    pledges = []
    for _, action in c.of("abstain"):
        try:
            pledge = next(p for p in banquet.abstentions(c.view, prompt) if p["card"] == action["card"])
            words = t("ffo.feast.abstain", card=card_name(action["card"], t), good=item_name(pledge["good"], t),
                      items=items_text(pledge.get("gain", {}), t))
        except (StopIteration, KeyError, TypeError, ValueError, AttributeError):
            words = action_label(action, t, c.view)
        pledges.append(c.button(f'{art.icon("occupation")}<span class="ffo-choice-text">{esc(words)}</span>', action,
                                "btn ffo-choice", words))
    if pledges:
        items.insert(0, f'<li class="ffo-serve-row ffo-pledges">{"".join(pledges)}</li>')
    leave = c.button(esc(t("ffo.btn.leave")), {"type": "leave"}, "btn", t("ffo.btn.leave_long"))
    end = c.button(esc(t("ffo.btn.end_feast", count=left)), {"type": "end_feast"}, "btn btn-primary" if not left else "btn",
                   t("ffo.btn.end_feast_long", count=left))
    text = t("ffo.prompt.feast", count=left) if left else t("ffo.prompt.feast_done")
    body = (f'<div class="ffo-feast-table">{table}</div>{info}{_feast_suggestion(c, prompt)}'
            f'<ul class="ffo-serve">{"".join(items)}</ul>')
    return text, body + _controls(end, leave)


def feast_suggestion(view: dict, prompt: dict) -> list[dict]:
    """A sensible filling of the rest of the banquet table (the bots' cheapest fill: orange food
    first, animals and silver last, `feast_plan.plan`) that ends the feast (a full table does, else
    `end_feast` leaves the rest empty): the actions, in order.
    [] when the table is full or no plan can be made."""
    left = prompt["end"] - prompt["pos"]
    if left <= 0:
        return []
    player = view["players"][prompt["seat"]]
    try:
        _cost, actions = feast_plan.plan(player["goods"], player["silver"], prompt["pos"], prompt["end"],
                                         prompt["last"], prompt["long"], prompt["barred"])
    except (KeyError, TypeError, ValueError):
        return []
    actions = [a for a in actions if a["type"] != "end_feast"]
    while actions and actions[-1]["type"] == "leave":  # ending the feast leaves the rest empty anyway
        actions.pop()
    covered = sum(1 if a["type"] == "leave" or a["good"] == "silver" else banquet.spans(a["good"])[a["lay"]]
                  for a in actions)
    return actions if covered >= left else [*actions, {"type": "end_feast"}]  # (a full table ends it)


def _feast_suggestion(c: Ctx, prompt: dict) -> str:
    """One click that serves the suggested filling and ends the feast; the player can still serve
    item by item below."""
    t = c.t
    actions = feast_suggestion(c.view, prompt)
    if not actions:
        return ""
    served: dict[str, int] = {}
    filled = 0
    for a in actions:
        if a["type"] == "leave":
            filled += 1
        elif a["type"] == "serve":
            served[a["good"]] = served.get(a["good"], 0) + 1
            filled += 1 if a["good"] == "silver" else banquet.spans(a["good"])[a["lay"]]
    empty = prompt["end"] - prompt["pos"] - filled + sum(a["type"] == "leave" for a in actions)
    what = items_text(served, t) if served else t("ffo.nothing")
    words = t("ffo.feast.auto", items=what, count=empty) if empty else t("ffo.feast.auto_full", items=what)
    button = c.seq_button(f'<span>{esc(t("ffo.btn.auto_feast"))}</span>', actions, "btn btn-primary ffo-auto-feast",
                          f'{t("ffo.btn.auto_feast")}: {words}', data_testid="auto-feast")
    if not button:
        return ""
    return f'<div class="ffo-auto"><p class="small">{esc(words)}</p>{button}</div>'



# --- assembling -----------------------------------------------------------------------------------

def _prompt_panel(c: Ctx) -> str:
    text, body = _prompt(c)
    cls = "panel ffo-prompt" + (" is-acting" if c.acting else "")
    kind = c.top["kind"] if c.top else "over"
    return (f'<section{attrs(class_=cls, aria_live="polite", data_prompt=kind, data_acting_seat=c.decider)}>{_head(c)}'
            f'<h2 class="prompt">{esc(text)}</h2>{body}</section>')


def _fallback(c: Ctx) -> str:
    """Legal actions no panel placed (a card's new kind of action): labelled buttons, so every one
    stays reachable."""
    missing = [i for i in range(len(c.actions)) if i not in c.used]
    if not missing:
        return ""
    buttons = "".join(
        el("button", esc(action_label(c.actions[i], c.t, c.view)), type="button", class_="btn", data_action_index=i)
        for i in missing)
    return (f'<section class="panel fallback ffo-fallback"><h3 class="panel-title">{esc(c.t("ffo.other_choices"))}</h3>'
            f'<div class="controls">{buttons}</div></section>')


def _order(view: dict, first: int | None) -> list[int]:
    n = view["n"]
    start = first if first is not None else 0
    return [(start + i) % n for i in range(n)]


def next_turn_is_mine(c: Ctx) -> bool:
    """At 'after': whether ending the turn gives the next turn to this player again (solo, or every
    other player has passed or has no vikings left at the Thing)."""
    top, v = c.top, c.view
    if not c.acting or top is None or top["kind"] != "after" or not c.of("end_turn"):
        return False
    seat = top["seat"]
    return v["players"][seat]["thing"] > 0 and all(
        v["passed"][s] or v["players"][s]["thing"] <= 0 for s in range(v["n"]) if s != seat)


def _next_spaces(c: Ctx) -> dict[str, str]:
    """After an action, when the next turn is this player's again (solo, or everyone else has passed):
    the spaces that turn will offer, each a composed choice [end_turn, space], so taking the next
    space needs no separate 'end turn' click. Judged by the engine's own `spaces.usable` on a copy
    of the view; a space it cannot judge there (a card drawn from the hidden deck) is left to the
    turn itself. The shell checks each action again at its moment."""
    if not next_turn_is_mine(c):
        return {}
    v, seat = c.view, c.decider
    out = {}
    memo: dict = {}
    position = json.loads(json.dumps(v))  # (the engine's lookahead works on copies of it)
    for space in (*SPACE_IDS, *v.get("imitation", [])):
        try:
            ok = engine_spaces.usable(position, seat, space, memo)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            ok = False
        if ok:
            out[space] = seq_attr([{"type": "end_turn"}, {"type": "space", "space": space}])
    return out


def render_game(view: dict, actions: list[dict], t: Translate, prefs: dict) -> str:
    """The play area for the seat whose view this is; controls only when that seat decides now."""
    c = Ctx(view, actions, t, prefs)
    c.next_spaces = _next_spaces(c)
    me = c.viewer if c.viewer is not None else (c.decider if c.decider is not None else 0)
    # the big panels carry a hash of their markup: the page's morph skips those that did not change
    # (on the action board and in the estate, each space and each block carries its own)
    board = panels.action_board(c)
    mine = (f'<section class="panel ffo-me" aria-label="{esc(t("ffo.me.title"))}">'
            f"{panels.estate(c, me, me == c.viewer)}</section>")
    round_panel = hashed(panels.round_panel(c))
    others = hashed(panels.others(c, _order(view, me)[1:]))
    prompt = _prompt_panel(c)
    fallback = _fallback(c)
    root = attrs(class_="feast", data_phase=view["phase"], data_acting="true" if c.acting else "false",
                 data_prompt=c.top["kind"] if c.top else "over")
    body = (f'<div class="ffo-left">{prompt}{fallback}{board}</div>'
            f'<div class="ffo-right">{mine}{round_panel}{others}</div>')
    return f"<div{root}>{body}{hashed(art.sprite(body))}</div>"


def render_private(view: dict, t: Translate, prefs: dict) -> str:
    """Another seat's occupations in hand for embeds with view=all: `view` is that seat's own view
    (prefs["seat"]), the cards drawn as in its own estate. Everything else in the game is open."""
    seat = prefs.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < view["n"]:
        return ""
    hand = view["players"][seat]["hand"]
    if not isinstance(hand, list):
        return ""
    c = Ctx(view, [], t, prefs)
    title = f'{art.viking(art.seat_color(seat), "chip")} {esc(t("ffo.private.title", name=c.name(seat), count=len(hand)))}'
    return revealed_seat(seat, title, panels.occ_hand(hand, t), "ffo-revealed")


# --- end screen -----------------------------------------------------------------------------------

def render_end(view: dict, t: Translate, prefs: dict) -> str:
    """The score sheet category by category, the winner(s), and everyone's boards."""
    c = Ctx(view, [], t, prefs)
    winners = list(view.get("winners") or [])
    totals = [p["score"]["total"] for p in view["players"]]
    order = sorted(range(view["n"]), key=lambda s: (s not in winners, -totals[s], s))
    if view["n"] == 1:
        title = t("ffo.end.solo", points=totals[0])
    elif len(winners) > 1:
        title = t("ffo.end.tie", names=t("ffo.list_sep").join(c.name(w) for w in winners), points=totals[winners[0]])
    elif winners:
        title = t("ffo.end.winner", name=c.name(winners[0]), points=totals[winners[0]])
    else:
        title = t("ffo.end.over")
    note = f'<p class="muted small ffo-end-note">{esc(t("ffo.end.solo_note"))}</p>' if view["n"] == 1 else ""
    areas = "".join(
        f'<details class="panel ffo-other ffo-end-area"{" open" if i == 0 else ""}><summary>{c.who(s)}'
        f'<span class="stats ffo-stats"><span class="stat">{esc(t("ffo.stat.points", count=totals[s]))}</span></span></summary>'
        f"{panels.estate(c, s, False, compact=True)}</details>"
        for i, s in enumerate(order))
    body = (f'<h2 class="end-title">{esc(title)}</h2>{note}{panels.score_sheet(c, order, winners)}'
            f'<p class="muted small">{esc(t("ffo.end.rounds", count=view["rounds"]))}</p>'
            f'<div class="ffo-end-areas">{areas}</div>')
    return f'<section class="ffo-end" data-testid="game-over">{body}{art.sprite(body)}</section>'


# --- log ---------------------------------------------------------------------------------------------

def describe_event(event: dict, viewer: int | None, names: list[str], t: Translate, view: dict | None = None) -> str:
    return _describe_event(event, viewer, names, t, view)


__all__ = ["render_game", "render_end", "render_private", "describe_event", "action_label", "player_name"]
