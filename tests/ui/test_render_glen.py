"""The Glen More II renderer over random play (2–4 players, the die on and off, the chronicles the
engine offers): every legal action is reachable through exactly one element, user text is escaped,
the markup is well formed and CSP-safe, "component values provisional" shows, the rondel, the
placement preview, the activation list and the clan board say what the engine will do, and the end
screen carries every scoring.

Game terms: Korean as printed in the rulebook (shared/seeds/glen-more-ii-chronicles.ko.txt).
Traditional Chinese: no official zh-TW edition is in the seeds, so the catalog uses standard terms
(蘇格蘭人, 輪盤, 氏族, 地標, 威士忌桶…) and keeps the English names of places, clans and persons.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from markup import KeyRecorder, parse
from sampling import positions as sampled

from core.match import Match
from games.glen_more_2 import clans as engine_clans
from games.glen_more_2 import rules
from games.glen_more_2.data_files import CHRONICLES, TILES
from games.glen_more_2.screens import play as gm
from games.glen_more_2.screens.chronicle_words import C8_TYPES
from games.glen_more_2.screens.words import tile_name
from ui import screens
from ui.i18n import load_catalog
from ui.render import playable_games, renderer

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
EN = load_catalog("en", I18N)
CATALOG = {lang: load_catalog(lang, I18N).messages for lang in ("en", "ko", "zh-TW")}
NAMES = ["Ailsa", "<b>Min</b>", "Seo & yeon", "\"Alex\""]
# Action types the screens place on their own panels; anything else goes to "Other choices".
PLACED_TYPES = {"take", "discard", "stop_end", "scot", "place", "resource", "cell", "clan", "remove", "munro", "skip",
                "done", "activate", "move", "sell", "end_turn", "pay_choose", "pay_tile", "pay_market",
                "pay_cancel"} | C8_TYPES
CHRONICLE_KEYS = [k for k in rules.OPTIONS if re.fullmatch(r"c\d", k)]


def _policy(actions: list[dict], rnd: random.Random) -> dict:
    """Random play that takes tiles and activates them, so games reach every screen (and now and then
    chooses which tiles pay: the payment prompt)."""
    if any(a["type"] == "pay_choose" and a["on"] for a in actions) and rnd.random() < 0.15:
        return {"type": "pay_choose", "on": True}
    acts = [a for a in actions if a["type"] in ("activate", "place", "clan", "take", "cell", "resource", "munro")]
    if acts and rnd.random() < 0.75:
        return rnd.choice(acts)
    calm = [a for a in actions if a["type"] not in ("end_turn", "skip", "done")]
    if calm and rnd.random() < 0.5:
        return rnd.choice(calm)
    return rnd.choice(actions)


def _options(game: int, players: int) -> dict:
    """The die on and off, and (once the engine offers them) a chronicle or two the count allows."""
    options = {"die": ("on", "off", "auto")[game % 3]}
    rnd = random.Random(game)
    allowed = [k for k in CHRONICLE_KEYS
               if CHRONICLES[int(k[1:])]["players"][0] <= players <= CHRONICLES[int(k[1:])]["players"][1]]
    for key in rnd.sample(allowed, min(len(allowed), game % 3)):
        options[key] = "on"
    return options


def _new(game: int) -> Match:
    players = 2 + game % 3
    return Match.new("glen_more_2", players=players, seed=900 + game, options=_options(game, players))


@pytest.fixture(scope="module")
def sample():
    out = []
    for m, seat in sampled(_new, _policy, 260, {"play"}, per_phase=120, rate=0.05, min_games=6):
        frozen = json.loads(json.dumps([m.view(seat), m.legal_actions(), m.state]))
        out.append((*frozen, seat, m.events[-3:]))
    return out


def _render(view: dict, actions: list[dict], seat: int | None, t=EN, events=None) -> str:
    return gm.render_game(view, actions, t, {"names": NAMES, "seat": seat, "events": events or []})


def _elements(html: str) -> dict[int, dict]:
    """Action index → the attributes of its element."""
    return {int(found["data-action-index"]): found for _, found in parse(html).actions}


def _kind(state: dict) -> str:
    top = state["prompts"][-1]
    return top["kind"] if top["kind"] != "choice" else f"choice-{top['op']['op']}"


def test_sample_covers_players_die_and_prompts(sample):
    assert len(sample) >= 200
    assert {state["n"] for _, _, state, _, _ in sample} == {2, 3, 4}
    assert {state["die"] is None for _, _, state, _, _ in sample} == {True, False}
    kinds = {_kind(state) for _, _, state, _, _ in sample}
    assert {"take", "place", "activate", "choice-clan"} <= kinds, kinds


def test_every_legal_action_is_reachable_exactly_once(sample):
    for view, actions, state, seat, events in sample:
        html = _render(view, actions, seat, events=events)
        page = parse(html)
        indices = sorted(int(found["data-action-index"]) for _, found in page.actions)
        assert indices == list(range(len(actions))), (_kind(state), actions)
        for tag, found in page.actions:
            if tag == "button":
                assert found.get("type") == "button"
            else:  # fields of the clan board: focusable, named, announced as buttons
                assert tag == "g" and found.get("role") == "button" and found.get("tabindex") == "0"
                assert found.get("aria-label"), found
            assert "disabled" not in found


def test_known_actions_have_their_own_place(sample):
    for view, actions, _, seat, _ in sample:
        html = _render(view, actions, seat)
        if "gm-fallback" not in html:
            continue
        section = html[html.index("gm-fallback"):]
        section = section[:section.index("</section>")]
        for index in re.findall(r'data-action-index="(\d+)"', section):
            assert actions[int(index)]["type"] not in PLACED_TYPES, actions[int(index)]


def test_chronicle_actions_and_prompts_get_labelled_buttons(sample):
    """Actions and prompts of a chronicle the screens do not draw (a chronicle 9 to come): labelled
    buttons under "Other choices" (chronicles 1-8: tests/ui/test_render_glen_chronicles.py)."""
    view, actions, _, seat, _ = next(s for s in sample if _kind(s[2]) == "take")
    view = json.loads(json.dumps(view))
    view["chronicles"] = [9]
    extra = [*actions, {"type": "c_mob", "clan": "macleod", "tile": "S01"}, {"type": "c_stab", "n": 2}]
    html = _render(view, extra, seat)
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(extra)))
    section = html[html.index("gm-fallback"):]
    assert f'data-action-index="{len(extra) - 2}"' in section and f'data-action-index="{len(extra) - 1}"' in section
    assert "mob" in section and "MacLeod" in section and "Inshriach" in section and "stab" in section
    # a chronicle's own prompt: every choice a labelled button, nothing else offered
    asked = json.loads(json.dumps(view))
    asked["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": 9})
    hires = [{"type": "c_hire", "field": "gunn"}, {"type": "c_hire", "field": "ross"}]
    html = _render(asked, hires, seat)
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == [0, 1]
    assert EN.t("gm.prompt.chronicle") in html and "Gunn" in html and "Ross" in html
    asked["prompts"][-1]["op"] = "hire"
    html = _render(asked, hires, seat)
    assert f"{EN.t('gm.chronicle.n', n=9)}: choose (hire)" in html.replace("&#x27;", "'")


def test_no_controls_for_a_seat_that_does_not_decide(sample):
    for view, actions, state, seat, _ in sample[:120]:
        other = (seat + 1) % state["n"]
        html = gm.render_game(view, actions, EN, {"names": NAMES, "seat": other})
        assert "data-action-index" not in html
        assert EN.t("gm.prompt.waiting", name=gm.player_name(NAMES, seat, EN.t)).replace("&", "&amp;") \
            .replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;") in html


def test_names_with_markup_are_escaped(sample):
    view, actions, _, seat, _ = next(s for s in sample if s[2]["n"] == 4)
    html = _render(view, actions, seat)
    assert "<b>Min</b>" not in html and "&lt;b&gt;Min&lt;/b&gt;" in html
    assert "Seo &amp; yeon" in html and "&quot;Alex&quot;" in html
    line = gm.describe_event({"type": "finished", "seat": 1}, 0, NAMES, EN.t)
    assert line == "<b>Min</b> has reached The End: their game is over."  # plain text: the log panel escapes it


def test_the_provisional_label_and_the_options_show(sample):
    for view, actions, _, seat, _ in sample[::10]:
        assert view["provisional"] is True
        html = _render(view, actions, seat)
        assert 'data-testid="provisional"' in html and "Component values provisional" in html
        die = view["options"]["die"]
        assert EN.t("gm.info.die", mode=EN.t(f"newgame.die.{die}")) in html


def test_the_rondel_shows_every_space_piece_and_tile(sample):
    for view, actions, _, seat, _ in sample[::7]:
        html = _render(view, actions, seat)
        spaces = view["rondel_spaces"]
        for space in range(spaces):
            assert html.count(f'data-space="{space}"') == 1
        for pos, tile in view["rondel"].items():
            assert f'data-tile="{tile}"' in html, (pos, tile)
        ring = html[html.index('class="gm-ring'):html.index('class="gm-ring-center')]
        for seat_no in range(view["n"]):  # every rondel marker on the track, once
            assert len(re.findall(rf'class="gm-piece[^"]*"[^>]*data-seat="{seat_no}"', ring)) == 1
        assert ("gm-piece-die" in ring) == (view["die"] is not None)
        for letter, size in view["stacks"].items():
            assert EN.t("gm.stack.size", stack=letter, count=size) in html


def test_the_die_and_its_last_roll():
    m = Match.new("glen_more_2", 2, 4, {"die": "on"})
    rnd = random.Random(2)
    while not any(e["type"] == "die_roll" for events in m.events for e in events):
        m.apply(_policy(m.legal_actions(), rnd))
    roll = next(e["roll"] for events in reversed(m.events) for e in reversed(events) if e["type"] == "die_roll")
    seat = m.current_player()
    html = gm.render_game(m.view(seat), m.legal_actions(), EN, {"names": [], "seat": seat, "events": m.events})
    parse(html)
    assert EN.t("gm.die.rolled", count=roll) in html and EN.t("gm.rondel.die", count=roll) in html
    off = Match.new("glen_more_2", 3, 4, {"die": "off"})
    html = gm.render_game(off.view(0), [], EN, {"names": []})
    assert EN.t("gm.die.none") in html


def test_placement_cells_preview_the_tile(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if _kind(state) != "place":
            continue
        tile = state["prompts"][-1]["tile"]
        html = _render(view, actions, seat)
        found = _elements(html)
        for index, action in enumerate(actions):
            assert found[index]["data-cell"] == action["cell"], action
            assert tile_name(tile, EN.t) in found[index]["aria-label"]
        assert html.count('class="gm-ghost') == len(actions)
        checked += 1
    assert checked >= 5


def test_activation_lists_each_tile_with_its_buttons(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if _kind(state) != "activate" or not any(a["type"] == "activate" for a in actions):
            continue
        html = _render(view, actions, seat)
        land = state["players"][seat]["land"]
        for cell in state["turn"]["allowed"]:
            if cell in land:
                assert f'data-cell="{cell}"' in html[html.index("gm-acts"):]
        for index, action in enumerate(actions):
            if action["type"] == "activate":
                row_start = html.rfind('<li class="gm-act', 0, html.index(f'data-action-index="{index}"'))
                assert f'data-cell="{action["cell"]}"' in html[row_start:row_start + 200]
        checked += 1
    assert checked >= 5


def test_clan_fields_show_what_they_cost(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if _kind(state) != "choice-clan":
            continue
        html = _render(view, actions, seat)
        costs = dict(engine_clans.open_fields(state, seat))
        found = _elements(html)
        for index, action in enumerate(actions):
            if action["type"] != "clan":
                continue
            assert found[index]["data-field"] == action["field"]
            assert EN.t("gm.clan.choose", clan="X", count=costs[action["field"]]).replace("X", "") in found[index]["aria-label"]
        checked += 1
    assert checked >= 2


def _finish(players: int, seed: int, options: dict | None = None) -> Match:
    m = Match.new("glen_more_2", players, seed, options or {})
    rnd = random.Random(seed)
    while not m.is_over():
        m.apply(_policy(m.legal_actions(), rnd))
    return m


def test_end_screen_has_every_scoring_and_the_winner():
    m = _finish(3, 21)
    view = m.view(None)
    html = gm.render_end(view, EN, {"names": NAMES})
    page = parse(html)
    assert not page.actions and 'data-testid="game-over"' in html
    for player in view["players"]:
        assert f'<td class="total">{player["vp"]}</td>' in html
    for result in view["scorings"]:
        assert EN.t("gm.score.round", n=result["round"]) in html
    assert EN.t("gm.final.title") in html and EN.t("gm.final.territory") in html
    names = EN.t("gm.list_sep").join(gm.player_name(NAMES, w, EN.t) for w in view["winners"])
    vp = view["players"][view["winners"][0]]["vp"]
    title = (EN.t("gm.end.winner", name=names, count=vp) if len(view["winners"]) == 1
             else EN.t("gm.end.tie", names=names, count=vp))
    assert title.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;") in html


def test_scoring_is_shown_first_right_after_it_happens():
    m = Match.new("glen_more_2", 2, 6, {"die": "on"})
    rnd = random.Random(6)
    while not m.state["scorings"]:
        m.apply(_policy(m.legal_actions(), rnd))
    seat = m.current_player()
    html = gm.render_game(m.view(seat), m.legal_actions(), EN, {"names": [], "seat": seat, "events": m.events})
    parse(html)
    assert html.index('data-testid="scoring"') < html.index("gm-prompt")
    for name in ("castle", "landmarks", "whisky", "persons"):
        assert EN.t(f"gm.cat.{name}") in html


def test_log_lines_for_every_event():
    for players in (2, 4):
        m = _finish(players, 40 + players)
        view = m.view(None)
        for events in m.events:
            for event in events:
                line = gm.describe_event(event, None, NAMES, EN.t, view)
                assert line and "gm." not in line and "{" not in line, (event, line)


def test_renderer_uses_only_catalog_keys(sample):
    keys = KeyRecorder(CATALOG["en"])
    t = keys.t

    for view, actions, _, seat, events in sample[::2]:
        gm.render_game(view, actions, t, {"names": [], "seat": seat, "events": events})
        for action in actions:
            gm.action_label(action, t, view)
    m = _finish(2, 9)
    gm.render_end(m.view(None), t, {"names": []})
    for events in m.events:
        for event in events:
            gm.describe_event(event, 0, [], t, m.view(None))
    keys.check()


def test_every_language_renders_without_raw_keys(sample):
    view, actions, _, seat, _ = next(s for s in sample if _kind(s[2]) == "activate" and s[2]["n"] == 4)
    for lang in ("ko", "zh-TW"):
        catalog = load_catalog(lang, I18N)
        html = _render(view, actions, seat, catalog.t)
        assert "gm." not in html.replace("gm-", "")
    korean = _render(view, actions, seat, load_catalog("ko", I18N).t)
    assert "고향 성" in korean and "시작 마을" in korean and "론델" in korean


def test_game_terms_follow_the_rulebook():
    ko, zh = CATALOG["ko"], CATALOG["zh-TW"]
    expected = {
        "gm.res.barley": ("보리", "大麥"), "gm.res.wood": ("나무", "木材"), "gm.res.stone": ("돌", "石頭"),
        "gm.res.sheep": ("양", "羊"), "gm.res.cattle": ("소", "牛"), "gm.home.castle": ("고향 성", "故鄉城堡"),
        "gm.home.village": ("시작 마을", "起始村莊"), "gm.type.end": ("세상의 끝", "世界盡頭"), "gm.rondel.title": ("론델", "輪盤"),
        "gm.clan.title": ("클랜 판", "氏族圖板"), "gm.type.village": ("마을", "村莊"), "gm.type.castle": ("성", "城堡"),
        "gm.type.person": ("인물", "人物"), "gm.market.title": ("시장", "市場"), "gm.clan.start": ("출발지", "起點"),
    }
    for key, (k, z) in expected.items():
        assert ko[key] == k and zh[key] == z, key
    for key, k, z in (("gm.n.scotsman", "스코츠맨", "蘇格蘭人"), ("gm.n.whisky", "위스키 술통", "威士忌"),
                      ("gm.n.move", "이동 점수", "移動點數"), ("gm.once.landmark", "랜드마크 카드", "地標卡"),
                      ("gm.once.clan_marker", "클랜 마커", "氏族標記"), ("gm.tile.expansion_of", "증축 타일", "擴建板塊")):
        assert k in ko[key] and z in zh[key], key
    assert tile_name("S01", load_catalog("ko", I18N).t) == TILES["S01"]["ko"]


def test_glen_more_2_is_offered_with_its_options():
    assert "glen_more_2" in playable_games()
    assert renderer("glen_more_2") is gm
    keys = ["game.glen_more_2.name", "game.glen_more_2.players", "game.glen_more_2.blurb", "newgame.die"]
    keys += [f"newgame.die.{v}" for v in rules.OPTIONS["die"]]
    keys += [f"newgame.c{n}" for n in range(1, 9)] + [f"newgame.c{n}.{v}" for n in range(1, 9) for v in ("off", "on")]
    for lang in ("en", "ko", "zh-TW"):
        for key in keys:
            assert CATALOG[lang][key].strip(), (lang, key)


def test_new_game_form_offers_the_die_and_the_chronicles():
    from ui.newgame import default_form

    for lang in ("en", "ko", "zh-TW"):
        t = load_catalog(lang, I18N).t
        html = screens.new_game(t, default_form("glen_more_2"))
        parse(html)
        assert "newgame." not in html.replace('name="', "")
        for name, values in rules.OPTIONS.items():
            for value in values:
                assert f'name="{name}" value="{value}"' in html


def test_hand_off_screen_shows_the_seats_scotsman_and_nothing_private():
    html = screens.handoff(EN.t, "glen_more_2", [{"name": "Ailsa"}, {"name": "<i>Bo</i>"}], 1, "standard")
    parse(html)
    assert "&lt;i&gt;Bo&lt;/i&gt;" in html and "<path" in html and "data-action-index" not in html


def test_the_englishman_stands_on_the_rondel_with_chronicle_4():
    m = Match.new("glen_more_2", 3, 5, {"c4": "on"})
    view = m.view(m.current_player())
    html = gm.render_game(view, m.legal_actions(), EN.t, {"names": NAMES, "seat": m.current_player()})
    assert html.count("gm-piece-england") == 1 and "The Englishman" in html


# --- choosing which tiles pay (base D1) -------------------------------------------------------------------

def _paying(players: int = 4, lang=EN):
    """The deciding player holds wood on two tiles and may take a tile costing 2 wood: the take prompt
    offers the switch; with it on, taking opens the payment prompt."""
    m = Match.new("glen_more_2", players, 3, {"die": "off"})
    seat = m.current_player()
    land = m.state["players"][seat]["land"]
    land["0,1"] = {"tiles": ["S01"], "res": {"wood": 1}, "scots": 0}
    land["1,1"] = {"tiles": ["S02"], "res": {"wood": 2}, "scots": 0}
    pos = min(int(p) for p in m.state["rondel"] if int(p) > m.state["players"][seat]["pos"])
    tile = m.state["rondel"][str(pos)]
    saved = TILES[tile]
    TILES[tile] = dict(saved, cost={"wood": 2})  # for this test only (restored by the caller)
    m._legal = None
    return m, seat, pos, tile, saved


def test_the_payment_switch_and_prompt_place_every_action_once():
    """D1: the switch on the take prompt (a toggle: one name, aria-pressed), then one button per source
    of the wood in the payment prompt, and back — each legal action on exactly one element, in the
    three languages."""
    m, seat, pos, tile, saved = _paying()
    try:
        switch = {"type": "pay_choose", "on": True}
        assert switch in m.legal_actions()
        html = _render(m.view(seat), m.legal_actions(), seat)
        found = _elements(html)
        assert sorted(found) == list(range(len(m.legal_actions())))
        button = found[m.legal_actions().index(switch)]
        assert button["aria-pressed"] == "false" and button["aria-label"] == EN.t("gm.pay.switch")
        m.apply(switch)
        html = _render(m.view(seat), m.legal_actions(), seat)
        assert _elements(html)[m.legal_actions().index({"type": "pay_choose", "on": False})]["aria-pressed"] == "true"
        m.apply({"type": "take", "pos": pos})
        assert m.state["prompts"][-1]["kind"] == "pay"
        actions = m.legal_actions()
        assert actions == [{"type": "pay_tile", "cell": "0,1"}, {"type": "pay_tile", "cell": "1,1"},
                           {"type": "pay_market"}, {"type": "pay_cancel"}]
        for lang in ("en", "ko", "zh-TW"):
            t = load_catalog(lang, I18N).t
            html = _render(m.view(seat), actions, seat, t)
            found = _elements(html)
            assert sorted(found) == list(range(len(actions))), lang
            assert "gm." not in html.replace("gm-", ""), lang
            assert t("gm.prompt.pay", res=t("gm.res.wood")) in html
        html = _render(m.view(seat), actions, seat)
        found = _elements(html)
        assert found[0]["data-cell"] == "0,1" and found[1]["data-cell"] == "1,1"
        assert "gm-fallback" not in html, "every payment action has its own place"
        assert EN.t("gm.pay.market", count=1) in html  # 4 players: the wood row is empty, 1 coin
        m.apply({"type": "pay_tile", "cell": "0,1"})
        html = _render(m.view(seat), m.legal_actions(), seat)
        assert EN.t("gm.pay.left", count=0) in html
        assert sorted(_elements(html)) == list(range(len(m.legal_actions())))
    finally:
        TILES[tile] = saved


def test_the_sample_reaches_the_payment_prompt(sample):
    """The random play of the sample opens the payment prompt now and then; every action there has one
    element (checked for the whole sample above), none under "Other choices"."""
    paying = [(view, actions, seat) for view, actions, state, seat, _ in sample if _kind(state) == "pay"]
    assert paying, "no payment prompt in the sample"
    for view, actions, seat in paying:
        html = _render(view, actions, seat)
        assert "gm-fallback" not in html

