"""The Glen More II chronicle screens (chronicles 1-8): over random play with each chronicle (alone
and with another), every legal action has exactly one element carrying `data-action-index` and no
chronicle action ends up under "Other choices"; each chronicle's parts show what the engine holds
(boats on the course, the mountain over two spaces with its goods, cellar slots and their values,
the England row, haggis tables, landmark-event sides, clan-gathering cards); private information
(haggis token values, votes before the reveal) never reaches another viewer's screen — the HTML is
the same whatever the hidden values are — and the hot-seat shell hands the device over before a
chronicle question passes to another player.
"""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest
from markup import KeyRecorder, parse

from core.match import Match
from games.glen_more_2.chronicles import c1 as engine_c1
from games.glen_more_2.chronicles import c3 as engine_c3
from games.glen_more_2.chronicles import c5 as engine_c5
from games.glen_more_2.data_files import CHRONICLES
from games.glen_more_2.screens import play as gm
from games.glen_more_2.screens.chronicle_words import C8_TYPES, KNOWN
from ui import urls
from ui.saves import MemoryStorage, SaveStore
from ui.shell import Shell, load_catalog

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
EN = load_catalog("en", I18N)
CATALOG = load_catalog("en", I18N).messages
NAMES = ["Ailsa", "<b>Min</b>", "Seo & yeon", "Alex"]
INDEX = re.compile(r'data-action-index="(\d+)"')
# Action types each chronicle places on its own parts (never under "Other choices").
CHRONICLE_TYPES = {"c_boat", "c_prize", "c_mountain_stop", "c_mountain_pass", "c_toll", "c_mountain_put", "c_cellar",
                   "c_seller_stop", "c_seller_pass", "c_cask_paid", "c_sell", "c_no_sale", "cask_paid", "age",
                   "c_england_take", "c_england_discard", "haggis", "c_haggis_roll", "c_haggis_stop", "event", "flip",
                   "c_gather", "c_vote", "swap", "tile", "stone", "trade", "card"} | C8_TYPES


def _policy(actions: list[dict], rnd: random.Random) -> dict:
    """Random play that builds, takes the chronicles' options often, and rows boats. It never turns on
    "choose which tiles pay" (the games this sample was tuned on; test_render_glen.py draws that)."""
    actions = [a for a in actions if a["type"] != "pay_choose"]
    chron = [a for a in actions if a["type"] in CHRONICLE_TYPES
             and a["type"] not in ("c_no_sale", "c_haggis_stop", "c_mob_pass", "c_mob_skip", "c_mob_keep")]
    if chron and rnd.random() < 0.6:
        return rnd.choice(chron)
    acts = [a for a in actions if a["type"] in ("activate", "place", "clan", "take", "cell", "resource", "munro")]
    if acts and rnd.random() < 0.75:
        return rnd.choice(acts)
    calm = [a for a in actions if a["type"] not in ("end_turn", "skip", "done")]
    if calm and rnd.random() < 0.5:
        return rnd.choice(calm)
    return rnd.choice(actions)


def _games() -> list[tuple[int, int, dict]]:
    """(players, seed, options): every chronicle alone and with another, at the counts it allows."""
    out = []
    for n in KNOWN:
        low, high = CHRONICLES[n]["players"]
        for k in range(3):
            players = low + k % (high - low + 1)
            options = {f"c{n}": "on", "die": ("on", "off", "auto")[k]}
            if k == 1:
                other = [m for m in KNOWN if m != n and CHRONICLES[m]["players"][0] <= players]
                options[f"c{random.Random(n).choice(other)}"] = "on"
            out.append((players, 300 + 10 * n + k, options))
    return out


@pytest.fixture(scope="module")
def sample():
    """Positions of every game above: all of those where a chronicle decides, a share of the others."""
    out = []
    for players, seed, options in _games():
        m = Match.new("glen_more_2", players, seed, options)
        rnd = random.Random(seed)
        while not m.is_over():
            actions = m.legal_actions()
            top = m.state["prompts"][-1]
            chronicle = top["kind"] == "chronicle" or any(a["type"] in CHRONICLE_TYPES for a in actions)
            if chronicle or rnd.random() < 0.04:
                out.append((m.view(m.current_player()), actions, json.loads(json.dumps(m.state)), m.current_player(),
                            m.events[-3:]))
            m.apply(_policy(actions, rnd))
        out.append((m.view(None), [], json.loads(json.dumps(m.state)), None, m.events[-3:]))
    return out


def _render(view: dict, actions: list[dict], seat: int | None, t=EN.t, events=None) -> str:
    return gm.render_game(view, actions, t, {"names": NAMES, "seat": seat, "events": events or []})


def _kind(state: dict) -> str:
    top = state["prompts"][-1] if state["prompts"] else {"kind": "over"}
    if top["kind"] == "choice":
        return f"choice-{top['op']['op']}"
    if top["kind"] == "chronicle":
        return f"c{top.get('chronicle')}-{top.get('step') or top.get('op') or top.get('c1')}"
    return top["kind"]


def _item(html: str, attr: str, value: object) -> str:
    """The element (to its closing tag of the same name) that carries attr="value"."""
    return _element(html, f'{attr}="{value}"')


def _element(html: str, needle: str) -> str:
    """The element whose start tag holds `needle`, to its closing tag."""
    at = html.index(needle)
    start = html.rindex("<", 0, at)
    tag = re.match(r"<(\w+)", html[start:]).group(1)
    depth, i = 0, start
    for found in re.finditer(rf"<(/?){tag}\b[^>]*>", html[start:]):
        depth += -1 if found.group(1) else 1
        if depth == 0:
            i = start + found.end()
            break
    return html[start:i]


def test_sample_reaches_every_chronicle_decision(sample):
    kinds = {_kind(state) for _, _, state, _, _ in sample if state["prompts"]}
    types = {a["type"] for _, actions, _, _, _ in sample for a in actions}
    for needed in ("c1-prize", "c2-toll", "c2-put", "c3-cellar", "c4-englishman", "c5-extra_roll", "c7-pick", "c7-vote",
                   "choice-haggis", "choice-event", "choice-age_whisky"):
        assert needed in kinds, (needed, sorted(kinds))
    assert {"c_boat", "c_mountain_stop", "c_seller_stop", "c_cellar", "c_england_take"} <= types
    assert "c8-end" in kinds and {"c_mob_penny", "c_mob_take", "c_mob_pass"} <= types, sorted(kinds)


def test_every_legal_action_has_exactly_one_element_and_chronicle_ones_their_own_place(sample):
    for view, actions, state, seat, events in sample:
        html = _render(view, actions, seat, events=events)
        page = parse(html)
        indices = sorted(int(found["data-action-index"]) for _, found in page.actions)
        assert indices == list(range(len(actions))), (_kind(state), actions)
        if "gm-fallback" in html:
            section = html[html.index("gm-fallback"):]
            section = section[:section.index("</section>")]
            for index in INDEX.findall(section):
                assert actions[int(index)]["type"] not in CHRONICLE_TYPES, (_kind(state), actions[int(index)])
        assert "gm-chronicle-parts" not in html, "chronicles 1-7 are drawn, not listed as raw data"


def test_chronicle_controls_have_readable_labels_in_every_language(sample):
    picked = [s for s in sample if s[1] and any(a["type"] in CHRONICLE_TYPES for a in s[1])][::5]
    for lang in ("en", "ko", "zh-TW"):
        t = load_catalog(lang, I18N).t
        for view, actions, _, seat, _ in picked:
            html = _render(view, actions, seat, t)
            assert "gm." not in html.replace("gm-", ""), lang
            for action in actions:
                label = gm.action_label(action, t, view)
                assert label and "{" not in label and "gm." not in label, (lang, action, label)
                if action["type"] in CHRONICLE_TYPES:
                    assert "_" not in label, (lang, action, label)  # a sentence, not the engine's words


def test_only_catalog_keys(sample):
    keys = KeyRecorder(CATALOG)
    for view, actions, _, seat, events in sample[::3]:
        gm.render_game(view, actions, keys.t, {"names": [], "seat": seat, "events": events})
        for action in actions:
            gm.action_label(action, keys.t, view)
    over = [s for s in sample if s[2]["phase"] == "over"]
    for view, _, _, _, _ in over:
        gm.render_end(view, keys.t, {"names": []})
    keys.check()


def test_chronicle_log_lines(sample):
    seen = set()
    for players, seed, options in _games()[::2]:
        m = Match.new("glen_more_2", players, seed, options)
        rnd = random.Random(seed)
        for _ in range(600):
            if m.is_over():
                break
            m.apply(_policy(m.legal_actions(), rnd))
        view = m.view(None)
        for events in m.events:
            for event in events:
                line = gm.describe_event(event, None, NAMES, EN.t, view)
                assert line and "gm." not in line and "{" not in line, (event, line)
                if event["type"].startswith(("c1_", "c2_", "c3_", "c4_", "haggis_", "c6_", "gathering", "voted", "c8_")):
                    assert "_" not in line, (event, line)
                    seen.add(event["type"])
    assert len(seen) >= 10, seen


# --- what each chronicle shows ------------------------------------------------------------------------------

def test_boats_on_the_course_and_the_row_button(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c1" not in view:
            continue
        html = _render(view, actions, seat)
        course = html[html.index('class="gm-course"'):]
        for s, boat in enumerate(view["c1"]["boats"]):
            tile = _element(course, f'data-land="{boat["land"]}" data-cell="{boat["cell"]}"')
            assert re.search(rf'class="gm-boat[^"]*"[^>]*data-seat="{s}"', tile), (s, boat)
        for index, action in enumerate(actions):
            if action["type"] == "c_boat":
                land, cell = engine_c1.next_spot(state, state["c1"]["boats"][seat])
                button = re.search(rf'<button[^>]*data-action-index="{index}"[^>]*>', html).group(0)
                assert f'data-land="{land}"' in button and f'data-cell="{cell}"' in button
                assert 'class="gm-course-tile' in button
                checked += 1
        for land, count in view["c1"]["prizes"].items():
            if count:
                assert EN.t("gm.c1.prizes", count=count) in html
    assert checked >= 3


def test_the_mountain_covers_two_spaces_with_its_goods(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c2" not in view:
            continue
        pos = next((int(p) for p, tile in view["rondel"].items() if tile.startswith("c2-")), None)
        if pos is None:
            continue
        html = _render(view, actions, seat)
        spaces = view["rondel_spaces"]
        first, second = pos % spaces, (pos + 1) % spaces
        item = _item(html, "data-space", first)
        assert re.search(r'gm-span-[cr]2', item), item[:200]
        assert f'data-space="{second}"' in item and html.count(f'data-space="{second}"') == 1
        c2 = view["c2"]
        if c2["coins"]:
            assert f'{EN.t("gm.n.coins", count=c2["coins"])}' in item
        for index, action in enumerate(actions):
            if action["type"] in ("c_mountain_stop", "c_mountain_pass"):
                assert f'data-action-index="{index}"' in item
                checked += 1
    assert checked >= 3


def test_cellars_show_their_values_and_casks(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c3" not in view:
            continue
        html = _render(view, actions, seat)
        mine = re.search(r'<div class="gm-cellars[^"]*" data-seat="(\d+)">(.*?)</ol>', html, re.S)
        owner = int(mine.group(1))
        shown = re.findall(r'data-slot="(\d+)"', mine.group(2))
        assert [int(x) for x in shown] == list(range(len(engine_c3.values(state, owner))))
        vps = [int(v) for v in re.findall(r'<b class="gm-slot-vp">(\d+)</b>', mine.group(2))]
        assert vps == engine_c3.values(state, owner)
        casks = engine_c3.synced(state, owner)
        for slot, n in enumerate(casks):
            if n and n <= 3:
                words = EN.t("gm.c3.slot", count=vps[slot]) + ": " + EN.t("gm.n.whisky", count=n)
                assert words in mine.group(2) or any(
                    a.get("slot") == slot for a in actions if a["type"] in ("c_sell", "c_cask_paid", "cask_paid", "age"))
        for index, action in enumerate(actions):
            if action["type"] in ("c_sell", "c_cask_paid", "cask_paid", "age"):
                button = re.search(rf'<button[^>]*data-action-index="{index}"[^>]*>', html).group(0)
                assert f'data-slot="{action["slot"]}"' in button and "gm-cslot" in button
                checked += 1
    assert checked >= 3


def test_whisky_sellers_show_their_slots():
    m = Match.new("glen_more_2", 2, 8, {"c3": "on"})
    state = m.state
    state["rondel"]["9"] = "c3-B04"
    state["c3"]["sellers"]["c3-B04"] = {"bonus": 1, "sales": [0]}
    html = _render(m.view(0), [], 0)
    item = _item(html, "data-space", 9)
    assert item.count("gm-sslot is-bonus is-full") == 1
    assert item.count("gm-sslot is-open is-full") == 1  # 2 players: 1 sale slot open (C3-5)
    assert item.count("gm-sslot is-closed") == 3 - engine_c3.CAPACITY[2]
    assert EN.t("gm.c3.seller_state", sold=1, count=engine_c3.CAPACITY[2]) in item


def test_the_england_row_and_the_englishmans_moves(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c4" not in view:
            continue
        html = _render(view, actions, seat)
        row = _item(html, "class", "gm-mrow gm-england-row")
        assert row.count("gm-field-m is-full") == sum(1 for coins in view["c4"]["row"] if coins)
        holder = view["c4"]["holder"]
        if holder is not None:
            assert EN.t("gm.c4.holder", name=gm.player_name(NAMES, holder, EN.t)).replace("&", "&amp;").replace(
                "<", "&lt;").replace(">", "&gt;") in row
        spaces = view["rondel_spaces"]
        for index, action in enumerate(actions):
            if action["type"] in ("c_england_take", "c_england_discard"):
                item = _item(html, "data-space", action["pos"] % spaces)
                assert f'data-action-index="{index}"' in item
                checked += 1
    assert checked >= 5


def _with(state: dict, change) -> dict:
    other = copy.deepcopy(state)
    change(other)
    return other


def _screen(state: dict, actions: list[dict], viewer: int, rules) -> str:
    return _render(rules.view(state, viewer), actions if state["prompts"][-1]["seat"] == viewer else [], viewer)


def test_haggis_values_are_private_to_their_owner(sample):
    from games.glen_more_2 import rules

    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c5" not in state or state["phase"] == "over":
            continue
        tables = state["c5"]["tables"]
        owner = next((s for s, table in enumerate(tables) if table), None)
        if owner is None:
            continue
        viewer = (owner + 1) % state["n"]
        html = _screen(state, actions, viewer, rules)
        table = _item(html, "class", f'gm-haggis-table" data-seat="{owner}')
        assert table.count("gm-hg is-back") == len(tables[owner])
        assert "gm-hg is-mine" not in table
        # whatever values lie face down there, the viewer's screen is the same
        flipped = _with(state, lambda s, owner=owner: s["c5"]["tables"].__setitem__(
            owner, sorted(4 - v for v in s["c5"]["tables"][owner])))
        assert _screen(flipped, actions, viewer, rules) == html
        own = _render(rules.view(state, owner), [], owner)
        mine = _item(own, "class", f'gm-haggis-table" data-seat="{owner}')
        assert sorted(int(v) for v in re.findall(r'gm-hg is-mine"[^>]*><b>(\d)</b>', mine)) == tables[owner]
        assert EN.t("gm.c5.only_you") in mine
        public = _render(rules.view(state, None), [], None)
        assert "gm-hg is-mine" not in public
        checked += 1
    assert checked >= 10


def test_haggis_scoring_shows_its_dice_and_turned_up_tokens(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c5" in view and view["c5"]["scoring"] is not None and view["c5"]["rolls"]:
            html = _render(view, actions, seat)
            dice = re.findall(r'class="gm-hg-die"[^>]*><b>(\d)</b>', html[html.index("gm-hg-scoring"):])
            assert [int(d) for d in dice[:len(view["c5"]["rolls"])]] == view["c5"]["rolls"]
            for s, shown in enumerate(view["c5"]["shown"]):
                words = EN.t("gm.c5.formula", n=len(shown), sum=sum(shown), count=engine_c5.haggis_vp(shown))
                assert words in html
            checked += 1
    assert checked >= 2


def test_landmark_event_cards_show_their_side(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c6" not in view:
            continue
        html = _render(view, actions, seat)
        for s, player in enumerate(view["players"]):
            for card in player["landmarks"]:
                item = _item(html, "data-card", card)
                turned = card in view["c6"]["flipped"][s]
                assert ("gm-lec is-event" in item) == turned
                assert EN.t("gm.c6.side.event" if turned else "gm.c6.side.landmark") in item
                assert EN.t(f"gm.lm.{card}.event").replace("'", "&#x27;") in item
                checked += 1
        for index, action in enumerate(actions):
            if action["type"] in ("event", "flip"):
                item = html[html.rindex('<li class="gm-lm gm-lec', 0, html.index(f'data-action-index="{index}"')):]
                assert f'data-card="{action["card"]}"' in item[:200]
    assert checked >= 5


def test_votes_stay_secret_until_revealed(sample):
    from games.glen_more_2 import rules

    checked = 0
    for view, actions, state, seat, _ in sample:
        vote = (state.get("c7") or {}).get("vote")
        if not vote:
            continue
        voted = [s for s, v in enumerate(vote["secret"]) if v is not None]
        for viewer in range(state["n"]):
            html = _screen(state, actions, viewer, rules)
            for s in voted:
                if s == viewer:
                    assert EN.t("gm.c7.your_vote") in html
                    continue
                flipped = _with(state, lambda st, s=s: st["c7"]["vote"]["secret"].__setitem__(
                    s, {"aye": st["c7"]["vote"]["secret"][s]["nay"], "nay": st["c7"]["vote"]["secret"][s]["aye"]}))
                assert _screen(flipped, actions, viewer, rules) == html, "a vote shows before the reveal"
                checked += 1
            card = _item(html, "data-card", vote["card"])
            assert card.count(EN.t("gm.c7.voted")) == len([s for s in voted if s != viewer])
            assert "gm-gather is-voting" in card
    assert checked >= 3


def test_clan_gathering_cards_show_their_results(sample):
    over = [s for s in sample if s[2]["phase"] == "over" and "c7" in s[0]]
    assert over
    for view, _, _, _, _ in over:
        html = gm.render_end(view, EN.t, {"names": NAMES})
        parse(html)
        for result in view["c7"]["voted"]:
            item = _item(html, "data-card", result["card"])
            key = "gm.c7.kept" if result["kept"] else "gm.c7.rejected"
            assert EN.t(key, aye=result["aye"], nay=result["nay"]) in item
        for row in view["c7"]["scores"] or []:
            assert f'+{max(row["vp"])}' in html
        if view["final"].get("c7"):  # the standings count the cards' VP on a row of their own
            gains = [sum(r["vp"][s] for r in view["final"]["c7"]) for s in range(view["n"])]
            row = _element(html, f'<th scope="row">{EN.t("gm.c7.end_row")}')
            assert sorted(int(v) for v in re.findall(r"<td>([+-]\d+)</td>", row)) == sorted(gains)


def test_event_sides_score_on_their_own_row(sample):
    checked = 0
    for view, actions, state, seat, _ in sample:
        if "c6" in view and any(r.get("c6") and any(r["c6"]) for r in view["scorings"]):
            html = _render(view, actions, seat)
            assert EN.t("gm.c6.score_row") in html
            checked += 1
    assert checked


def test_unknown_chronicle_parts_still_fall_back(sample):
    """A chronicle the screens do not draw (a ninth to come): its actions get labelled buttons, its
    state the raw list."""
    view, actions, _, seat, _ = next(s for s in sample if s[1] and s[2]["prompts"][-1]["kind"] == "take")
    view = json.loads(json.dumps(view))
    view["chronicles"] = sorted(set(view["chronicles"]) | {9})
    view["c9"] = {"mobsters": ["bully_mcmuscle"]}
    extra = [*actions, {"type": "c_mobster", "clan": "macleod", "tile": "S01"}]
    html = _render(view, extra, seat)
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(extra)))
    section = html[html.index("gm-fallback"):]
    assert f'data-action-index="{len(extra) - 1}"' in section and "mobster" in section and "MacLeod" in section
    assert "gm-chronicle-parts" in html and "bully_mcmuscle" in html
    asked = json.loads(json.dumps(view))
    asked["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": 9, "op": "hire"})
    choices = [{"type": "c_hire", "field": "gunn"}, {"type": "c_hire", "field": "ross"}]
    html = _render(asked, choices, seat)
    assert sorted(int(f["data-action-index"]) for _, f in parse(html).actions) == [0, 1]
    assert "Gunn" in html and "Ross" in html


# --- hot-seat: a chronicle question for another player -----------------------------------------------------

def _shell(search: str) -> Shell:
    clock = iter(range(1_700_000_000_000, 1_800_000_000_000, 1000))
    store = SaveStore(MemoryStorage(), lambda: float(next(clock)), "autosave")
    shell = Shell(store, lambda code: load_catalog(code, I18N), "en", clock=lambda: float(next(clock)))
    shell.boot(urls.parse(search, ""))
    return shell


def test_hot_seat_hands_over_before_a_vote_and_shows_nothing_of_the_previous_voter():
    shell = _shell("?game=glen_more_2&players=3&seed=3&c7=on&lang=en&names=Ailsa,Bo,Cy")
    rnd = random.Random(3)
    handed = 0
    for _ in range(4000):
        s = shell.session
        m = s.match
        if m.is_over():
            break
        if s.handoff_to() is not None:
            html = shell.render()["main"]
            assert 'data-testid="handoff-continue"' in html and "data-action-index" not in html
            assert "gm-gather" not in html and "gm-hg" not in html
            shell.command("continue")
            continue
        top = m.state["prompts"][-1]
        legal = m.legal_actions()
        action = _policy(legal, rnd)
        if top.get("step") == "vote":
            voter = top["seat"]
            shell.act(legal.index(action))
            nxt = m.state["prompts"][-1] if m.state["prompts"] else {}
            if nxt.get("step") == "vote" and nxt["seat"] != voter:
                assert s.handoff_to() == nxt["seat"]
                html = shell.render()["main"]
                assert "data-action-index" not in html and EN.t("gm.c7.your_vote") not in html
                shell.command("continue")
                html = shell.render()["main"]
                assert EN.t("gm.c7.your_vote") not in html  # the next voter has not voted; the last one's is hidden
                assert EN.t("gm.c7.voted") in html
                handed += 1
                if handed >= 3:
                    return
            continue
        shell.act(legal.index(action))
    pytest.fail(f"only {handed} hand-offs between voters")


def test_hot_seat_hands_over_between_haggis_rolls_and_hides_the_last_players_tokens():
    """A haggis scoring asks two players in turn for an extra roll: the second gets the device only
    after the hand-off, and sees the first player's face-down tokens as backs."""
    shell = _shell("?game=glen_more_2&players=3&seed=4&c5=on&lang=en&names=Ailsa,Bo,Cy")
    shell.command("continue")
    m = shell.session.match
    state = m.state  # a haggis scoring in progress after the 2nd scoring: seats 0 then 1 may roll again
    c5 = state["c5"]
    for seat in (0, 1):
        c5["tables"][seat] = sorted([c5["pool"].pop(), c5["pool"].pop()])  # the pool's highest: not rolled below
        state["players"][seat]["whisky"] = 2
    c5["scoring"], c5["rolls"] = 2, [1, 1, 1, 2]
    state["prompts"] += [{"kind": "chronicle", "seat": s, "chronicle": 5, "step": "extra_roll"} for s in (1, 0)]
    m._legal = None  # the state was set by hand
    if shell.session.handoff_to() is not None:
        shell.command("continue")
    html = shell.render()["main"]
    first = _item(html, "class", 'gm-haggis-table" data-seat="0')
    assert first.count("gm-hg is-mine") == 2 and EN.t("gm.c5.prompt.roll", n=2) in html
    shell.act(m.legal_actions().index({"type": "c_haggis_stop"}))
    assert shell.session.handoff_to() == 1
    html = shell.render()["main"]
    assert 'data-testid="handoff-continue"' in html and "gm-hg" not in html and "data-action-index" not in html
    shell.command("continue")
    html = shell.render()["main"]
    theirs = _item(html, "class", 'gm-haggis-table" data-seat="0')
    assert theirs.count("gm-hg is-back") == 2 and "gm-hg is-mine" not in theirs
    mine = _item(html, "class", 'gm-haggis-table" data-seat="1')
    assert mine.count("gm-hg is-mine") == 2


RARE_OPS = [("c6_return", {}), ("c6_home", {"left": None}), ("c6_donan", {"left": 2, "done": []}), ("c6_duart", {}),
            ("c6_armadale", {}), ("c6_flip", {}), ("c6_wade", {}), ("c6_swap", {}), ("event", {}), ("c1_resource", {}),
            ("age_whisky", {}), ("haggis", {}), ("c6_donan_alt", None)]


@pytest.mark.parametrize(("op", "fields"), RARE_OPS)
def test_every_chronicle_question_has_its_own_controls(op, fields):
    """Questions random play seldom reaches, asked on a real position: each choice exactly once,
    none under "Other choices", in words in every language."""
    from games.glen_more_2 import rules

    options = {"c1": "on", "c3": "on", "c4": "on", "c5": "on", "c6": "on"}
    m = Match.new("glen_more_2", 3, 12, options)
    rnd = random.Random(12)
    while not (m.state["prompts"][-1]["kind"] == "activate" and len(m.state["players"][m.current_player()]["land"]) >= 5
               and m.state["players"][m.current_player()]["landmarks"]):
        m.apply(_policy(m.legal_actions(), rnd))
    state = json.loads(json.dumps(m.state))
    seat = state["prompts"][-1]["seat"]
    player = state["players"][seat]
    player["coins"] += 5
    player["whisky"] += 2
    home = player["land"]["1,0"]
    home["res"] = {"stone": 2, "sheep": 1}
    home["scots"] += 1
    state["c3"]["players"][seat]["slots"][1] = 1
    state["c3"]["players"][seat]["slots"][0] = player["whisky"] - 1
    if op == "c6_duart":
        state["clans"]["maclean"] = [seat]
        home["res"] = {"sheep": 1, "cattle": 1, "barley": 1}
    if fields is None:  # Donan Castle's second question: how to activate the other player's tile chosen
        from games.glen_more_2.chronicles import c6

        tile = c6._donan_tiles(state, seat, [])[0]
        fields = {"seat": tile["seat"], "cell": tile["cell"]}
    state["prompts"].append({"kind": "choice", "seat": seat, "op": {"op": op, **fields}})
    actions = rules.legal_actions(state)
    assert any(a["type"] not in ("skip", "done") for a in actions), actions
    view = rules.view(state, seat)
    for lang in ("en", "ko", "zh-TW"):
        t = load_catalog(lang, I18N).t
        html = _render(view, actions, seat, t)
        page = parse(html)
        assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(actions))), actions
        assert "gm-fallback" not in html, (op, actions)
        assert "gm." not in html.replace("gm-", "")
        for action in actions:
            label = gm.action_label(action, t, view)
            assert label and "{" not in label and "_" not in label, (lang, action, label)
