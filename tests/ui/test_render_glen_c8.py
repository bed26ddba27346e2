"""Glen More II chronicle 8 (the Penny Mobs) on screen: what the jail, the pennies and the mobsters
show, where each chronicle 8 action is drawn, the scoring rows, the log lines, and the hot-seat
hand-offs of the questions a mobster puts to another player (the exhaustive random-play checks with
chronicle 8 in the mix: test_render_glen.py and test_render_glen_chronicles.py).

Positions are real games with the mobsters forced into the draw and handed out as the end-of-turn
choice does (`core.take_mobster`), their tokens then laid by hand where a test needs them.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from markup import KeyRecorder, parse

from core.match import Match
from core.rng import Rng
from games.glen_more_2 import rules
from games.glen_more_2.chronicles.c8 import core
from games.glen_more_2.data_files import LANDMARKS
from games.glen_more_2.screens import play as gm
from games.glen_more_2.screens.chronicle_words import C8_TYPES, MOBSTERS, mob_name
from ui import urls
from ui.saves import MemoryStorage, SaveStore
from ui.shell import Shell, load_catalog

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
LANGS = {lang: load_catalog(lang, I18N) for lang in ("en", "ko", "zh-TW")}
EN = LANGS["en"]
CATALOG = load_catalog("en", I18N).messages
NAMES = ["Ailsa", "<b>Bo</b>", "Cy", "Dara"]
WANDER, JOE, BRUCE, LEOD, KENNETH = "peggy_mcwander", "joe_mcduff", "bruce_mcmail", "peggy_mcleod", "kenneth_mcsnitch"
FERGUS, SYBIL, DEREK, MIKE, JOHN = "fergus_mcdarkie", "sybil_mcsponge", "derek_anderson", "mike_mccastle", "john_mcclaim"
CALLUM, FRASER, UNA, ELSPETH = "callum_mcquirk", "fraser_mcstab", "una_mchaggis", "elspeth_mctrick"
CASTLE = "1,0"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#x27;")


def _force(state: dict, mobs: list[str]) -> None:
    c = state["c8"]
    c["drawn"] = sorted(mobs)
    c.update(jail=list(c["drawn"]), waiting=[], on_card={m: 0 for m in c["drawn"]}, control={})


def _give(state: dict, mob: str, seat: int) -> None:
    core.take_mobster(state, seat, mob, Rng(1), [])
    state["prompts"][:] = [p for p in state["prompts"] if p.get("chronicle") != 8]  # a Scotsman sent later


def _element(html: str, needle: str) -> str:
    """The element whose start tag holds `needle`, to its closing tag."""
    at = html.index(needle)
    start = html.rindex("<", 0, at)
    tag = re.match(r"<(\w+)", html[start:]).group(1)
    depth = 0
    for found in re.finditer(rf"<(/?){tag}\b[^>]*>", html[start:]):
        depth += -1 if found.group(1) else 1
        if depth == 0:
            return html[start:start + found.end()]
    return html[start:]


def _holder(html: str, index: int, needle: str) -> str:
    """The nearest element before action `index` whose start tag holds `needle`, whole."""
    at = html.index(f'data-action-index="{index}"')
    start = html.rindex(needle, 0, at)
    return _element(html[html.rindex("<", 0, start):], needle)


def _render(state: dict, viewer: int | None, t=EN.t, acting: bool = True) -> tuple[str, list[dict]]:
    actions = rules.legal_actions(state) if acting and state["prompts"] and state["prompts"][-1]["seat"] == viewer else []
    html = gm.render_game(rules.view(state, viewer), actions, t, {"names": NAMES, "seat": viewer, "events": []})
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(actions)))
    assert "gm-fallback" not in html and "gm-chronicle-parts" not in html
    return html, actions


@pytest.fixture
def table() -> dict:
    """4 players with chronicles 4, 5, 6 and 8: Ailsa controls Peggy McWander (a token on Ross) and
    Joe McDuff, Bo Peggy McLeod (a reserved tile), Cy Kenneth McSnitch (standing in Ailsa's land),
    Dara John McClaim (a token on Ailsa's landmark card); Bruce McMail waits in jail with 3 pennies."""
    m = Match.new("glen_more_2", 4, 21, {"c4": "on", "c5": "on", "c6": "on", "c8": "on"})
    s = json.loads(json.dumps(m.state))
    _force(s, [WANDER, JOE, BRUCE, LEOD, KENNETH, JOHN])
    for mob, seat in ((WANDER, 0), (JOE, 0), (LEOD, 1), (KENNETH, 2), (JOHN, 3)):
        _give(s, mob, seat)
    c = s["c8"]
    c["castle"][0] -= 3
    c["on_card"][BRUCE] = 3
    c["castle"][1] -= 2
    c["plus"][1] = 2
    c["tokens"][WANDER] = [3]
    c["mob"][WANDER]["fields"] = {"ross": 2}
    ahead = sorted(int(p) for p in s["rondel"] if int(p) > s["players"][1]["pos"])
    pos = ahead[1]
    c["tokens"][LEOD] = [1, 3]
    c["mob"][LEOD]["res"] = {"pos": pos, "tile": s["rondel"][str(pos)], "coins": 2, "gone": False}
    c["tokens"][KENNETH] = 0
    c["mob"][KENNETH].update(seat=0, cell="0,0", guards=0)
    s["players"][2]["scots_away"] += 1
    card = sorted(LANDMARKS)[0]
    s["players"][0]["landmarks"].append(card)
    c["tokens"][JOHN] = 2
    c["mob"][JOHN]["cards"] = [card]
    rules.check_invariants(s)
    return s


def _as(state: dict, seat: int, prompt: dict | None = None) -> dict:
    """The state with `seat` deciding: its turn's take prompt, or a chronicle 8 question on top."""
    s = copy.deepcopy(state)
    if prompt is None:
        s["prompts"] = [{"kind": "take", "seat": seat}]
        s["turn"] = {"seat": seat}
    else:
        s["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": 8, **prompt})
    return s


# --- what is shown ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ko", "zh-TW"])
def test_the_jail_shows_its_cards_with_back_penalty_and_pennies(table, lang):
    t = LANGS[lang].t
    html, _ = _render(table, 3, t, acting=False)
    panel = _element(html, 'data-chronicle="8"')
    card = _element(panel, f'data-mob="{BRUCE}"')
    assert "gm-mob is-jail" in card
    assert _esc(mob_name(BRUCE, t)) in card and '<span class="gm-mob-back"' in card and ">S<" in card
    assert f"−{MOBSTERS[BRUCE]['vp_penalty']}" in card
    assert _esc(t(f"gm.c8.mob.{BRUCE}.text")) in card
    assert card.count('class="gm-penny is-plus"') == 3 and _esc(t("gm.c8.on_card", count=3)) in card
    if lang == "ko":
        assert "브루스 맥메일" in card and "감옥" in panel
    if lang == "zh-TW":
        assert "布魯斯·麥梅爾" in card and "監獄" in panel
    assert "gm." not in html.replace("gm-", "")


def test_cards_waiting_for_the_first_b_tile(table):
    s = copy.deepcopy(table)
    s["c8"]["drawn"].append(SYBIL)
    s["c8"]["waiting"] = [SYBIL]
    html, _ = _render(s, 0, acting=False)
    card = _element(html, f'data-mob="{SYBIL}"')
    assert "gm-mob is-waiting" in card and ">B<" in card
    assert EN.t("gm.c8.waiting", count=1) in html


def test_pennies_on_the_castles_and_held(table):
    html, _ = _render(table, 0, acting=False)
    c = table["c8"]
    for seat in range(4):
        area = _element(html, f'class="gm-area" data-seat="{seat}"')
        assert _esc(EN.t("gm.c8.pennies_of", minus=c["castle"][seat], plus=c["plus"][seat])) in area
        castle = _element(area, f'data-cell="{CASTLE}"')
        assert _esc(EN.t("gm.c8.castle_pennies", count=c["castle"][seat])) in castle


def test_controlled_mobsters_with_their_tokens(table):
    html, _ = _render(table, 1, acting=False)
    ailsa = _element(html, 'class="gm-c8-mine" data-seat="0"')
    wander = _element(ailsa, f'data-mob="{WANDER}"')
    assert "gm-mob is-mine" in wander and '<span class="gm-mtok"' in wander and "<b>3</b>" in wander
    assert EN.t("gm.c8.fields", what=EN.t("gm.c8.on_field", clan="Ross", count=2)) in wander
    assert EN.t("gm.c8.tokens_left", count=MOBSTERS[JOE]["tokens"]) in _element(ailsa, f'data-mob="{JOE}"')
    bo = _element(html, 'class="gm-c8-mine" data-seat="1"')
    leod = _element(bo, f'data-mob="{LEOD}"')
    res = table["c8"]["mob"][LEOD]["res"]
    assert "gm-mob-state is-reserved" in leod and f"(space {res['pos'] % 14 + 1})" in leod
    flipped = copy.deepcopy(table)
    flipped["c8"]["flipped"].append(LEOD)
    flipped["c8"]["tokens"][LEOD] = []
    flipped["c8"]["mob"][LEOD]["res"] = None
    html, _ = _render(flipped, 1, acting=False)
    leod = _element(_element(html, 'class="gm-c8-mine" data-seat="1"'), f'data-mob="{LEOD}"')
    assert "gm-mob is-mine is-flipped" in leod and EN.t("gm.c8.flipped") in leod
    assert "gm-reserved" not in html  # the reservation went with the tokens


def test_tokens_on_clan_fields(table):
    html, _ = _render(table, 1, acting=False)
    field = _element(_element(html, 'class="panel gm-clan-panel"'), 'data-field="ross"')
    assert '<g class="gm-wtoken">' in field and ">2</text>" in field
    assert _esc(EN.t("gm.c8.field_token", count=2, name="Ailsa")) in field


def test_a_token_goes_on_the_clan_field_it_names(table):
    html, actions = _render(_as(table, 0), 0)
    fields = [(i, a) for i, a in enumerate(actions) if a["type"] == "c_mob_field"]
    assert fields and all(a["field"] != "ross" for _, a in fields)
    for i, a in fields:
        tag = re.search(rf'<g [^>]*data-action-index="{i}"[^>]*>', html).group(0)
        assert f'data-field="{a["field"]}"' in tag and 'role="button"' in tag


def test_the_reserved_tile_on_the_rondel(table):
    res = table["c8"]["mob"][LEOD]["res"]
    html, _ = _render(table, 0, acting=False)
    space = _element(html, f'data-space="{res["pos"] % 14}"')
    assert '<span class="gm-reserved"' in space
    assert _esc(EN.t("gm.c8.reserve_tag", name="<b>Bo</b>", mob="Peggy McLeod", count=2)) in space
    free = copy.deepcopy(table)  # no reservation yet: one button under each tile Bo could take
    free["c8"]["mob"][LEOD]["res"] = None
    html, actions = _render(_as(free, 1), 1)
    reserves = [(i, a) for i, a in enumerate(actions) if a["type"] == "c_mob_reserve"]
    assert reserves
    for i, a in reserves:
        assert f'data-action-index="{i}"' in _element(html, f'data-space="{a["pos"] % 14}"')


def test_joe_takes_the_coins_on_the_market_row(table):
    s = copy.deepcopy(table)
    s["market"]["wood"] = [1, 1, 0]
    s["market"]["stone"] = [1, 0, 0]
    s["c4"]["row"] = [1, 0, 0, 0, 0][: len(s["c4"]["row"])]
    html, actions = _render(_as(s, 0), 0)
    joes = [(i, a) for i, a in enumerate(actions) if a["type"] == "c_mob_coins"]
    assert {a["row"] for _, a in joes} == {"wood", "stone", "england"}
    for i, a in joes:
        row = _holder(html, i, 'class="gm-mrow')
        name = EN.t("gm.c4.row_short") if a["row"] == "england" else EN.t(f"gm.res.{a['row']}")
        assert f'<span class="gm-mname">{name}</span>' in row


def test_a_mobster_scotsman_stands_in_another_land(table):
    html, _ = _render(table, 1, acting=False)
    ailsa = _element(html, 'class="gm-area" data-seat="0"')
    cell = _element(ailsa, 'data-cell="0,0"')
    mob = _element(cell, f'data-mob="{KENNETH}"')
    assert "gm-cell-mob" in mob and _esc(EN.t("gm.c8.scot_title", mob="Kenneth McSnitch", name="Cy")) in mob
    assert "gm-cell-mob" not in _element(html, 'class="gm-area" data-seat="2"')
    cy = _element(html, 'class="gm-c8-mine" data-seat="2"')
    assert _esc(EN.t("gm.c8.scot_at", name="Ailsa", tile=EN.t("gm.home.village"))) in cy


def test_where_a_scotsman_or_a_tile_goes_is_chosen_on_that_land(table):
    for prompt in ({"mob": KENNETH, "step": "to", "exclude": 0}, {"mob": DEREK, "step": "to", "from_seat": 0, "from_cell": "0,0"}):
        s = _as(table, 2, prompt)
        if prompt["mob"] == DEREK:
            s["c8"]["drawn"].append(DEREK)
            s["c8"]["control"][DEREK] = 2
            s["c8"]["used"].append(DEREK)
        html, actions = _render(s, 2)
        assert actions and all(a["type"] == "c_mob_to" for a in actions)
        for i, a in enumerate(actions):
            button = re.search(rf'<button[^>]*data-action-index="{i}"[^>]*>', html).group(0)
            assert f'data-cell="{a["cell"]}"' in button
            assert _holder(html, i, 'class="gm-c8-land" data-seat=').startswith(f'<div class="gm-c8-land" data-seat="{a["seat"]}"')


def test_john_mcclaim_token_on_the_landmark_card(table):
    html, _ = _render(table, 1, acting=False)
    card = table["c8"]["mob"][JOHN]["cards"][0]
    item = _element(_element(html, 'class="gm-area" data-seat="0"'), f'data-card="{card}"')
    assert '<span class="gm-claim small">' in item and EN.t("gm.c8.claim_tag", mob="John McClaim", name="Dara") in item


def test_sybil_mcsponge_in_the_scorings_and_the_final_rows(table):
    s = copy.deepcopy(table)
    s["scorings"] = [{"round": 1, "values": {"castle": [6, 0, 0, 0]}, "vp": {"castle": [8, 0, 0, 0]}, "c8": [-1, 1, 0, 0]}]
    html, _ = _render(s, 0, acting=False)
    row = _element(html, 'class="gm-c8-row"')
    assert EN.t("gm.c8.score_row") in row and "-1" in row and "+1" in row
    m = Match.new("glen_more_2", 3, 5, {"c8": "on", "c7": "on"})
    _force(m.state, [SYBIL, JOE, MIKE, DEREK])
    _give(m.state, SYBIL, 1)
    m._legal = None
    while not m.is_over():
        m.apply(next(iter(sorted(m.legal_actions(), key=lambda a: a["type"] in ("c_mob_penny", "end_turn", "skip")))))
    view = m.view(None)
    html = gm.render_end(view, EN.t, {"names": NAMES})
    parse(html)
    final = view["final"]["c8"]
    vp = [p["vp"] for p in view["players"]]
    order = sorted(range(3), key=lambda s: (s not in view["winners"], -vp[s], s))  # the standings' columns
    assert any(final["sybil"])
    for key in ("mobsters", "castle", "plus", "sybil"):
        row = _element(html, f'<th scope="row">{_esc(EN.t(f"gm.c8.final.{key}"))}')
        assert [int(v) for v in re.findall(r"<td>([+-]\d+)</td>", row)] == [final[key][s] for s in order]
    standings = _element(html, 'class="gm-score gm-standings"')
    body = standings[standings.index("<tbody>"):]
    rows = re.findall(r"<tr[^>]*><th[^>]*>(.*?)</th>(.*?)</tr>", body)
    for column, seat in enumerate(order):  # every row but the resources adds up to the total
        values = [int(re.findall(r"<td[^>]*>([+-]?\d+)</td>", cells)[column]) for head, cells in rows
                  if head not in (EN.t("gm.end.resources"), EN.t("gm.score.total"))]
        assert sum(values) == vp[seat]


# --- the questions ------------------------------------------------------------------------------------

def _questions() -> list[tuple[str, dict, dict]]:
    """(name, options, question): chronicle 8 questions on real positions, set up by `_ask`."""
    return [
        ("end", {}, {"step": "end"}),
        ("wander-token", {}, {"mob": WANDER, "step": "token", "field": "gunn"}),
        ("leod-token", {}, {"mob": LEOD, "step": "token"}),
        ("bruce-buy", {}, {"mob": BRUCE, "step": "buy"}),
        ("kenneth-gain", {}, {"mob": KENNETH, "step": "gain"}),
        ("kenneth-steal", {}, {"mob": KENNETH, "step": "steal"}),
        ("mike-to", {}, {"mob": MIKE, "step": "to", "exclude": None}),
        ("callum-give", {"c1": "on"}, {"mob": CALLUM, "step": "give", "to": 1}),
        ("fraser-steal", {"c5": "on"}, {"mob": FRASER, "step": "steal"}),
        ("fraser-hand", {"c5": "on"}, {"mob": FRASER, "step": "hand", "thief": 1}),
        ("una-reroll", {"c5": "on"}, {"mob": UNA, "step": "reroll"}),
        ("elspeth-swap", {"c2": "on"}, {"mob": ELSPETH, "step": "swap", "at": "pass"}),
    ]


def _ask(options: dict, question: dict) -> dict:
    """A 3-player position a few turns in with Ailsa (seat 0) facing `question`."""
    m = Match.new("glen_more_2", 3, 8, {"c8": "on", **options})
    s = json.loads(json.dumps(m.state))
    mob = question.get("mob")
    others = [x for x in core.candidates(3, s["chronicles"]) if x != mob]
    _force(s, ([mob] if mob else []) + others[:3])
    if mob:
        _give(s, mob, 0)
    land = s["players"][0]["land"]
    land["0,0"]["res"] = {"wood": 1}
    land[CASTLE]["scots"] += 1
    other = s["players"][1]["land"]
    other["0,0"]["res"] = {"sheep": 1, "stone": 1}
    q = dict(question)
    if mob == LEOD:
        pos = sorted(int(p) for p in s["rondel"] if int(p) > s["players"][0]["pos"])[0]
        q["pos"] = pos
        s["c8"]["tokens"][LEOD] = [1, 2]
    if mob == BRUCE:
        q.update(producer=1, cell="0,0", res=["sheep", "stone"])
    if mob == KENNETH and q["step"] == "steal":
        s["c8"]["tokens"][KENNETH] = 0
        s["c8"]["mob"][KENNETH].update(seat=1, cell="0,0", guards=0)
        s["players"][0]["scots_away"] += 1
    if mob == MIKE:
        s["c8"]["tokens"][MIKE] = 0
        s["players"][0]["scots_away"] += 1
    if mob == FRASER:
        s["c5"]["tables"][0] = [1]
        s["c5"]["tables"][1] = [2, 3]
        s["c5"]["scoring"] = 2
        if q["step"] == "hand":  # Bo is asked: Ailsa takes one of theirs
            s["c8"]["control"][FRASER] = 1
            q["seat"] = 1
    if mob == UNA:
        s["c5"]["scoring"], s["c5"]["rolls"] = 2, [1, 3, 3, 2]
    if mob == ELSPETH:
        s["c2"]["coins"] = 1
        s["c2"]["res"] = {"wood": 1}
    if q["step"] == "end":
        s["c8"]["on_card"][s["c8"]["jail"][0]] = 2
        s["c8"]["castle"][1] -= 2
    seat = q.pop("seat", 0)
    s["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": 8, **q})
    return s


@pytest.mark.parametrize(("name", "options", "question"), _questions(), ids=[q[0] for q in _questions()])
def test_every_chronicle_8_question_has_its_own_controls(name, options, question):
    s = _ask(options, question)
    seat = s["prompts"][-1]["seat"]
    actions = rules.legal_actions(s)
    assert len(actions) >= 2, actions
    view = rules.view(s, seat)
    for lang, catalog in LANGS.items():
        html, _ = _render(s, seat, catalog.t)
        assert "gm." not in html.replace("gm-", ""), lang
        for action in actions:
            label = gm.action_label(action, catalog.t, view)
            assert label and "{" not in label and "_" not in label and "gm." not in label, (lang, action, label)
    html, _ = _render(s, seat)
    if name == "end":  # each card's two choices on that card
        for i, a in enumerate(actions):
            if a["type"] in ("c_mob_penny", "c_mob_take"):
                assert _holder(html, i, "data-mob=").startswith(f'<li class="gm-mob is-jail" data-mob="{a["mobster"]}"')
    if name in ("bruce-buy", "kenneth-gain"):  # onto / from a tile of one's own land: on its grid
        cells = [(i, a) for i, a in enumerate(actions) if a.get("cell") or a.get("from", "supply") != "supply"]
        assert cells
        for i, a in cells:
            button = re.search(rf'<button[^>]*data-action-index="{i}"[^>]*>', html).group(0)
            assert "gm-cell" in button or "gm-sell-btn" in button


def test_haggis_values_in_fraser_mcstabs_theft_are_the_victims_alone():
    s = _ask({"c5": "on"}, {"mob": FRASER, "step": "hand", "thief": 1})
    victim_html, actions = _render(s, 1)
    assert {a["value"] for a in actions} == {2, 3}
    assert victim_html.count('gm-hg is-mine') >= 4  # the two buttons and the table
    for viewer in (0, 2):
        html, _ = _render(s, viewer, acting=False)
        other = copy.deepcopy(s)
        other["c5"]["tables"][1] = [1, 4]
        assert _render(other, viewer, acting=False)[0] == html, "the victim's values show to another player"
        assert EN.t("gm.prompt.waiting", name="<b>Bo</b>").replace("<", "&lt;").replace(">", "&gt;") in html


# --- words --------------------------------------------------------------------------------------------

def test_mobster_names_in_every_language():
    zh = [mob_name(m, LANGS["zh-TW"].t) for m in MOBSTERS]
    assert len(set(zh)) == len(zh) and all("·" in name for name in zh)
    for mob, card in MOBSTERS.items():
        assert mob_name(mob, LANGS["ko"].t) == card["ko"]
        assert mob_name(mob, EN.t) == card["name"]
        for catalog in LANGS.values():
            assert catalog.t(f"gm.c8.mob.{mob}.text").strip()


EVENTS = [
    {"type": "c8_jailed", "mobsters": [SYBIL, DEREK]}, {"type": "c8_penny", "seat": 0, "mobster": JOE},
    {"type": "c8_take", "seat": 1, "mobster": JOE, "pennies": 2}, {"type": "c8_field", "seat": 0, "field": "ross", "coins": 3},
    {"type": "c8_field_paid", "seat": 1, "to": 0, "field": "ross", "coins": 3},
    {"type": "c8_field_paid", "seat": 0, "to": 0, "field": "ross", "coins": 0},
    {"type": "c8_market_coins", "seat": 0, "row": "england", "coins": 2}, {"type": "c8_bought", "seat": 0, "from": 1, "res": "sheep"},
    {"type": "c8_reserve", "seat": 1, "pos": 20, "coins": 2}, {"type": "c8_reserve_paid", "seat": 0, "to": 1, "coins": 1},
    {"type": "c8_flipped", "seat": 1, "mobster": LEOD}, {"type": "c8_scotsman", "mobster": KENNETH, "seat": 0, "cell": "0,0"},
    {"type": "c8_scotsman_moved", "mobster": KENNETH, "seat": 0, "cell": "1,0"},
    {"type": "c8_chased", "mobster": FERGUS, "seat": 2, "cell": "1,0"}, {"type": "c8_stolen", "seat": 2, "from": 0, "res": "wood"},
    {"type": "c8_fee", "seat": 0, "to": 2, "coins": 1}, {"type": "c8_sponged", "seat": 0, "to": 3, "why": "landmark"},
    {"type": "c8_sponged_scoring", "to": 3, "vp": [-1, -1, 0, 2], "why": "scoring"},
    {"type": "c8_tile_moved", "seat": 3, "from": [0, "0,1"], "to": [1, "2,0"], "tiles": ["S01"]},
    {"type": "c8_overtake", "seat": 0, "passed": [1, 2]}, {"type": "c8_penny_given", "seat": 1, "to": 0, "mobster": CALLUM},
    {"type": "c8_second_prize", "seat": 1, "mobster": CALLUM, "castle": "0"}, {"type": "c8_bully", "seat": 1, "steps": 3},
    {"type": "c8_haggis_stolen", "seat": 1, "victim": 0}, {"type": "c8_reroll", "seat": 1, "index": 2, "from": 1, "roll": 3},
    {"type": "c8_swap", "seat": 2, "give": "coins", "get": "cattle"},
    {"type": "c8_claim", "seat": 3, "card": sorted(LANDMARKS)[0], "holder": 0}, {"type": "c8_claim_lost", "card": sorted(LANDMARKS)[0]},
]


def test_log_lines_for_every_chronicle_8_event(table):
    from games.glen_more_2.chronicles.c8 import base, cross

    sources = Path(core.__file__).read_text() + Path(base.__file__).read_text() + Path(cross.__file__).read_text()
    emitted = set(re.findall(r'"type": "(c8_\w+)"', sources))
    assert emitted == {e["type"] for e in EVENTS}, emitted ^ {e["type"] for e in EVENTS}
    view = rules.view(table, None)
    keys = KeyRecorder(CATALOG)
    for event in EVENTS:
        for lang, catalog in LANGS.items():
            line = gm.describe_event(event, None, NAMES, catalog.t, view)
            assert line and "{" not in line and "gm." not in line and "_" not in line, (lang, event, line)
        gm.describe_event(event, None, NAMES, keys.t, view)
    keys.check()
    assert gm.describe_event(EVENTS[2], None, NAMES, EN.t, view) == EN.t("gm.c8.log.take", name="<b>Bo</b>", mob="Joe McDuff", count=2)


def test_only_catalog_keys(table):
    keys = KeyRecorder(CATALOG)
    for seat in range(4):
        s = _as(table, seat)
        view = rules.view(s, seat)
        actions = rules.legal_actions(s)
        gm.render_game(view, actions, keys.t, {"names": [], "seat": seat})
        for action in actions:
            gm.action_label(action, keys.t, view)
    for name, options, question in _questions():
        s = _ask(options, question)
        seat = s["prompts"][-1]["seat"]
        view = rules.view(s, seat)
        actions = rules.legal_actions(s)
        gm.render_game(view, actions, keys.t, {"names": [], "seat": seat})
        for action in actions:
            gm.action_label(action, keys.t, view)
    keys.check()
    assert set(C8_TYPES) >= {a["type"] for q in _questions() for a in rules.legal_actions(_ask(q[1], q[2]))}


# --- hot seat -------------------------------------------------------------------------------------------

def _shell(search: str) -> Shell:
    clock = iter(range(1_700_000_000_000, 1_800_000_000_000, 1000))
    store = SaveStore(MemoryStorage(), lambda: float(next(clock)), "autosave")
    shell = Shell(store, lambda code: load_catalog(code, I18N), "en", clock=lambda: float(next(clock)))
    shell.boot(urls.parse(search, ""))
    return shell


@pytest.mark.parametrize(("name", "options", "question"), [q for q in _questions() if q[0] in ("bruce-buy", "fraser-hand")],
                         ids=["bruce-buy", "fraser-hand"])
def test_a_mobsters_question_to_another_player_hands_the_device_over(name, options, question):
    opts = "".join(f"&{k}={v}" for k, v in options.items())
    shell = _shell(f"?game=glen_more_2&players=3&seed=8&c8=on{opts}&lang=en&names=Ailsa,Bo,Cy")
    if shell.session.handoff_to() is not None:
        shell.command("continue")
    m = shell.session.match
    asked = _ask(options, question)
    if asked["prompts"][-1]["seat"] == 0:  # put to Bo while Ailsa holds the device
        asked["prompts"][-1]["seat"] = 1
        asked["c8"]["control"][question["mob"]] = 1
        asked["players"][1]["land"]["0,0"]["res"] = {"wood": 1}
        asked["prompts"][-1]["producer"] = 0
        asked["players"][0]["land"]["0,0"]["res"] = {"sheep": 1, "stone": 1}
    m.state.clear()
    m.state.update(asked)
    m._legal = None
    shell.session.shown = 0
    assert shell.session.handoff_to() == 1
    html = shell.render()["main"]
    assert 'data-testid="handoff-continue"' in html and "data-action-index" not in html
    assert "gm-hg" not in html and "gm-mob" not in html
    shell.command("continue")
    html = shell.render()["main"]
    assert "data-action-index" in html and "gm-fallback" not in html
    if name == "fraser-hand":
        assert html.count("gm-hg is-mine") >= 4
