"""The A Feast for Odin renderer over random play (1–4 players, long and short, all decks): every
legal action is reachable through exactly one element, another seat's hand never shows, user text
is escaped, the markup is well formed and CSP-safe, every board has its SVG, the placement preview
says what the engine will do, and the end screen carries the score sheet."""

from __future__ import annotations

import json
import random
import re
from html import escape as html_escape
from pathlib import Path

import pytest
from markup import KeyRecorder, parse
from sampling import positions as sampled

from core.match import Match
from games.feast_for_odin import placement
from games.feast_for_odin.data_files import OCCUPATIONS
from games.feast_for_odin.screens import play as ffo
from games.feast_for_odin.screens.panels import SHEET
from games.feast_for_odin.screens.words import card_name, card_text
from ui.i18n import load_catalog
from ui.render import playable_games, renderer

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
EN = load_catalog("en", I18N)
CATALOG = {lang: load_catalog(lang, I18N).messages for lang in ("en", "ko", "zh-TW")}
NAMES = ["Ji-woo", "<b>Min</b>", "Seo & yeon", "\"Alex\""]
PHASES = {"actions", "feast", "final"}
# Action types the screens place on their own panels; anything else goes to "Other choices".
PLACED_TYPES = {
    "space", "pass", "end_turn", "cancel", "skip", "done", "option", "take", "upgrade", "buy_special", "forge",
    "explore", "emigrate", "swap", "play", "imitate", "use_space", "flip", "pregnant", "reroll", "pay", "add",
    "loot", "fail", "place", "to", "rotate", "put", "back", "buy", "arm", "exchange", "ability", "slot", "serve",
    "leave", "end_feast", "finish", "abstain", "recall", "shed", "start_card",
}


def _policy(actions: list[dict], rnd: random.Random) -> dict:
    """Random play that places goods, plays cards and takes spaces, so games reach every screen."""
    puts = [a for a in actions if a["type"] == "put"]
    if puts:
        return rnd.choice(puts)
    busy = [a for a in actions if a["type"] in ("to", "serve", "loot", "pay", "play", "option", "take", "upgrade")]
    if busy and rnd.random() < 0.6:
        return rnd.choice(busy)
    places = [a for a in actions if a["type"] == "place"]
    if places and rnd.random() < 0.5:
        return rnd.choice(places)
    calm = [a for a in actions if a["type"] not in ("pass", "cancel", "back", "leave", "end_feast", "fail")]
    return rnd.choice(calm or actions)


def _new(game: int) -> Match:
    return Match.new("feast_for_odin", players=1 + game % 4, seed=700 + game,
                     options={"length": "short" if game % 3 else "long", "deck": ("A", "B", "C", "mixed")[game % 4]})


@pytest.fixture(scope="module")
def sample():
    out = []
    for m, seat in sampled(_new, _policy, 320, PHASES, per_phase=70, rate=0.04, min_games=6):
        frozen = json.loads(json.dumps([m.view(seat), m.legal_actions(), m.state]))
        out.append((*frozen, seat))
    return out


def _render(view: dict, actions: list[dict], seat: int | None, t=EN, opened: tuple[str, ...] = ()) -> str:
    return ffo.render_game(view, actions, t, {"names": NAMES, "seat": seat, "opened": opened})


def _all_open(view: dict) -> tuple[str, ...]:
    """Every other player's area open (closed ones are drawn without their contents)."""
    return tuple(f"others:{s}" for s in range(view["n"]))


def test_sample_covers_players_lengths_and_prompts(sample):
    assert len(sample) >= 250
    assert {state["n"] for *_, state, _ in sample} == {1, 2, 3, 4}
    assert {state["length"] for *_, state, _ in sample} == {"long", "short"}
    kinds = {state["stack"][-1]["kind"] for *_, state, _ in sample}
    assert {"turn", "after", "space", "place", "feast", "final"} <= kinds, kinds


def test_every_legal_action_is_reachable_exactly_once(sample):
    for view, actions, state, seat in sample:
        html = _render(view, actions, seat)
        page = parse(html)
        indices = sorted(int(found["data-action-index"]) for _, found in page.actions)
        assert indices == list(range(len(actions))), (state["stack"][-1]["kind"], actions)
        for tag, found in page.actions:
            if tag == "button":
                assert found.get("type") == "button"
            else:  # cells of the placement grid: focusable, named, announced as buttons
                assert tag == "g" and found.get("role") == "button" and found.get("tabindex") == "0"
                assert found.get("aria-label"), found
            assert "disabled" not in found


def test_known_actions_have_their_own_place(sample):
    for view, actions, _, seat in sample:
        html = _render(view, actions, seat)
        if "ffo-fallback" not in html:
            continue
        section = html[html.index("ffo-fallback"):]
        section = section[:section.index("</section>")]
        for index in re.findall(r'data-action-index="(\d+)"', section):
            assert actions[int(index)]["type"] not in PLACED_TYPES, actions[int(index)]


def test_an_unknown_action_still_gets_a_labelled_button(sample):
    view, actions, _, seat = next(s for s in sample if s[2]["stack"][-1]["kind"] == "turn")
    card = next(iter(OCCUPATIONS))
    extra = [*actions, {"type": "frobnicate", "card": card, "good": "mead"}]
    html = _render(view, extra, seat)
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(extra)))
    section = html[html.index("ffo-fallback"):]
    assert f'data-action-index="{len(extra) - 1}"' in section
    assert "frobnicate" in section and OCCUPATIONS[card]["name"] in section and "Mead" in section


def test_no_controls_for_a_seat_that_does_not_decide(sample):
    for view, actions, state, seat in sample[:150]:
        if state["n"] == 1:
            continue
        other = (seat + 1) % state["n"]
        html = ffo.render_game(view, actions, EN, {"names": NAMES, "seat": other})
        assert "data-action-index" not in html


def test_every_action_space_is_one_button_whether_legal_or_not(sample):
    """Issue 16 (instant clicks): a space is a <button> in every state, so a space that becomes (or
    stops being) usable changes attributes, not its whole subtree; only a legal one carries an
    action, the others say they are disabled. Unusable spaces are dimmed by their own class, and
    only while the acting player chooses a space."""
    dimmed = 0
    for view, actions, _state, seat in sample:
        html = _render(view, actions, seat)
        dimmed += "is-dim" in html
        spaces = re.findall(r"<(\w+)([^>]*\bclass=\"ffo-space [^\"]*\"[^>]*)>", html)
        assert len(spaces) >= 61
        acting = "turn" == (view["stack"][-1]["kind"] if view.get("stack") else None) and any(
            a["type"] == "space" for a in actions)
        for tag, attrs_ in spaces:
            assert tag == "button", attrs_
            legal = "is-legal" in attrs_
            assert legal == ("data-action-index" in attrs_ or "data-action-seq" in attrs_), attrs_
            assert legal != ('aria-disabled="true"' in attrs_), attrs_
            if "is-dim" in attrs_:
                assert acting and not legal and "is-taken" not in attrs_ and "is-blocked" not in attrs_, attrs_
    assert dimmed


def test_another_seats_hand_is_never_rendered():
    m = Match.new("feast_for_odin", 3, 12, {"length": "short", "deck": "mixed"})
    rnd = random.Random(4)
    for _ in range(160):
        m.apply(_policy(m.legal_actions(), rnd))
    assert not m.is_over()
    for seat in range(3):
        html = ffo.render_game(m.view(seat), m.legal_actions(), EN, {"names": NAMES, "seat": seat})
        for other in range(3):
            for card in m.state["players"][other]["hand"]:
                shown = html_escape(card_text(card, EN.t)) in html
                assert shown == (other == seat), (seat, other, card)
        assert html.count("hand-panel") == 1  # the viewer's own hand only


def test_names_with_markup_are_escaped(sample):
    view, actions, _, seat = next(s for s in sample if s[2]["n"] == 4)
    html = _render(view, actions, seat)
    assert "<b>Min</b>" not in html and "&lt;b&gt;Min&lt;/b&gt;" in html
    assert "Seo &amp; yeon" in html and "&quot;Alex&quot;" in html
    line = ffo.describe_event({"type": "pass", "seat": 1}, 0, NAMES, EN.t)
    assert line == "<b>Min</b> passes."  # plain text: the log panel escapes it


def test_every_board_has_its_svg(sample):
    for view, actions, _, seat in sample[::4]:
        html = _render(view, actions, seat, opened=_all_open(view))
        for other, player in enumerate(view["players"]):
            start = html.index(f'class="ffo-estate{" is-me" if other == seat else ""}" data-seat="{other}"')
            area = html[start:]
            for board in player["boards"]:
                assert f'data-board="{board["id"]}"' in area, (other, board["id"])
            assert 'data-board="table"' in area
    assert 'data-board="home"' in html and "<svg" in html


def test_board_svg_shows_grid_values_and_pieces():
    m = Match.new("feast_for_odin", 1, 3, {"length": "short"})
    board = m.state["players"][0]["boards"][0]
    placement.put(board, "chest", 0, 10, 1)
    svg = ffo.boards.board_svg(board, EN.t)
    parse(svg)
    frame = ffo.art.SYMBOLS["frame-home"]
    assert frame.count(">-1<") == 86  # every printed −1 cell
    for value in (0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 15, 18):
        assert f">{value}</text>" in frame
    assert "Chest" in svg and 'class="ffo-income-now"' in svg


def test_placement_preview_matches_the_engine():
    m = Match.new("feast_for_odin", 2, 31, {"length": "short"})
    rnd = random.Random(8)
    checked = 0
    for _ in range(3000):
        if m.is_over() or checked >= 6:
            break
        top = m.state["stack"][-1]
        legal = m.legal_actions()
        if top["kind"] == "place" and top["board"] is not None:
            seat = top["seat"]
            html = ffo.render_game(m.view(seat), legal, EN, {"names": [], "seat": seat})
            parse(html)
            put = next(a for a in legal if a["type"] == "put")
            index = legal.index(put)
            anchor = re.search(rf'<g[^>]*aria-label="([^"]*)"[^>]*data-action-index="{index}"', html)
            assert anchor, "the put has no cell"
            before = placement.income(m.state["players"][seat]["boards"][top["board"]])
            m.apply(put)
            after = placement.income(m.state["players"][seat]["boards"][top["board"]])
            assert f"Income {before} → {after}" in anchor.group(1)
            checked += 1
            continue
        m.apply(_policy(legal, rnd))
    assert checked >= 3


def _finish(players: int, seed: int, length: str = "short") -> Match:
    m = Match.new("feast_for_odin", players, seed, {"length": length})
    rnd = random.Random(seed)
    while not m.is_over():
        m.apply(_policy(m.legal_actions(), rnd))
    return m


def _mid_whaling(played: list[int]) -> Match:
    """Seat 0 in the middle of a whaling (HU3), with silver and goods for any-time actions."""
    m = Match.new("feast_for_odin", 2, 5, {"length": "short"})
    p = m.state["players"][0]
    p.update(hand=[], played=played, silver=9, ships=[{"kind": "whaling_boat", "ore": 0}])
    p["goods"]["runestone"] = 1
    m.state["stack"] = [{"kind": "turn", "seat": 0}]
    m._legal = None
    m.rng.force(8)
    m.apply({"type": "space", "space": "HU3"})
    return m


def test_each_failure_choice_and_the_any_time_actions_mid_action_have_one_control():
    """Issue 11: the vikings taken back after a failed roll (asked with 161 Whaling Assistant) are
    one button each, saying how many; buying, placing and a card's exchange stay reachable in the
    middle of the action (arming is not offered then)."""
    m = _mid_whaling([161, 50])
    legal = m.legal_actions()
    fails = [a for a in legal if a["type"] == "fail"]
    assert [a["back"] for a in fails] == [2, 1, 0]
    assert {"buy", "place", "exchange"} <= {a["type"] for a in legal} and "arm" not in {a["type"] for a in legal}
    html = _render(m.view(0), legal, 0)
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(legal)))
    for action in fails:
        button = re.search(rf'<button[^>]*data-action-index="{legal.index(action)}"[^>]*>', html).group(0)
        assert f"{action['back']} Viking" in button and "ffo-fail" in button
    section = html[html.index("ffo-fallback"):] if "ffo-fallback" in html else ""
    assert "data-action-index" not in section
    m = _mid_whaling([])
    legal = m.legal_actions()
    assert [a for a in legal if a["type"] == "fail"] == [{"type": "fail"}]
    html = _render(m.view(0), legal, 0)
    button = re.search(rf'<button[^>]*data-action-index="{legal.index({"type": "fail"})}"[^>]*>', html).group(0)
    assert "2 Vikings come back" in button


def test_end_screen_has_the_score_sheet_and_the_winner():
    m = _finish(3, 21)
    view = m.view(None)
    html = ffo.render_end(view, EN, {"names": NAMES})
    page = parse(html)
    assert not page.actions and 'data-testid="game-over"' in html
    for key in SHEET:
        assert EN.t(f"ffo.score.{key}") in html, key
    for player in view["players"]:
        assert f'<td class="total">{player["score"]["total"]}</td>' in html
    winner = view["winners"][0]
    points = view["players"][winner]["score"]["total"]
    title = EN.t("ffo.end.winner", name=ffo.player_name(NAMES, winner, EN.t), points=points)
    assert title.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;") in html


def test_solo_end_screen():
    m = _finish(1, 5)
    view = m.view(None)
    html = ffo.render_end(view, EN, {"names": []})
    parse(html)
    assert EN.t("ffo.end.solo", points=view["players"][0]["score"]["total"]) in html


def test_log_lines_for_every_event():
    for players in (1, 2, 4):
        m = _finish(players, 40 + players)
        view = m.view(None)
        for events in m.events:
            for event in events:
                line = ffo.describe_event(event, None, NAMES, EN.t, view)
                assert line and "ffo." not in line and "{" not in line, (event, line)


def test_renderer_uses_only_catalog_keys(sample):
    keys = KeyRecorder(CATALOG["en"])
    t = keys.t

    for view, actions, _, seat in sample[::3]:
        ffo.render_game(view, actions, t, {"names": [], "seat": seat})
        for action in actions:
            ffo.action_label(action, t, view)
    m = _finish(2, 9)
    ffo.render_end(m.view(None), t, {"names": []})
    for events in m.events:
        for event in events:
            ffo.describe_event(event, 0, [], t, m.view(None))
    keys.check()


def test_every_language_renders_without_raw_keys(sample):
    view, actions, _, seat = next(s for s in sample if s[2]["stack"][-1]["kind"] == "turn" and s[2]["n"] == 4)
    for lang in ("ko", "zh-TW"):
        catalog = load_catalog(lang, I18N)
        html = _render(view, actions, seat, catalog.t)
        assert "ffo." not in html.replace("ffo-", "")


def test_game_terms_follow_the_rulebooks():
    ko, zh = CATALOG["ko"], CATALOG["zh-TW"]
    expected = {
        "ffo.item.peas": ("완두", "豌豆"), "ffo.item.mead": ("벌꿀 술", "蜂蜜酒"), "ffo.item.runestone": ("룬 문자 표시돌", "符石"),
        "ffo.item.whaling_boat": ("포경선", "捕鯨船"), "ffo.item.knarr": ("노르", "甲板船"), "ffo.item.longship": ("드라카르", "長船"),
        "ffo.item.shed": ("헛간", "小屋"), "ffo.item.stone_house": ("돌집", "石屋"), "ffo.item.long_house": ("긴집", "長屋"),
        "ffo.board.home": ("본거지판", "家園圖板"), "ffo.table.title": ("연회 탁자", "宴會桌"),
        "ffo.score.thing_penalties": ("팅 페널티", "公所處罰"), "ffo.hunt.raid": ("습격", "掠奪"), "ffo.hunt.pillage": ("약탈", "搶劫"),
        "ffo.title.plunder": ("노략질", "劫掠"), "ffo.phase.9": ("연회", "盛宴"), "ffo.phase.10": ("특별 상여", "獎勵"),
    }
    for key, (k, z) in expected.items():
        assert ko[key] == k and zh[key] == z, key
    assert "의회 광장" in ko["ffo.stat.thing"] and "公所廣場" in zh["ffo.stat.thing"]
    assert "탐사판" in ko["ffo.explore.title"] and "探索圖板" in zh["ffo.explore.title"]


def test_feast_for_odin_is_offered_once_its_renderer_exists():
    assert "feast_for_odin" in playable_games()
    assert renderer("feast_for_odin") is ffo
    for lang in ("en", "ko", "zh-TW"):
        for key in ("newgame.length", "newgame.length.long", "newgame.length.short", "newgame.deck", "newgame.deck.A",
                    "newgame.deck.mixed", "game.feast_for_odin.blurb"):
            assert CATALOG[lang][key].strip(), (lang, key)


def test_hand_off_screen_shows_the_seats_viking_and_nothing_private():
    from ui import screens

    html = screens.handoff(EN.t, "feast_for_odin", [{"name": "Astrid"}, {"name": "<i>Bo</i>"}], 1, "standard")
    parse(html)
    assert "&lt;i&gt;Bo&lt;/i&gt;" in html and "<path" in html and "data-action-index" not in html


# --- occupation cards in the player's language ----------------------------------------------------

def _local(card: int, lang: str, field: str) -> str:
    return OCCUPATIONS[card]["i18n"][lang][field]


@pytest.mark.parametrize("lang", ["ko", "zh-TW"])
def test_hand_and_played_cards_show_in_the_players_language(lang):
    catalog = load_catalog(lang, I18N)
    m = Match.new("feast_for_odin", 2, 3, {"length": "short", "deck": "A"})
    view = m.view(0)
    hand = view["players"][0]["hand"]
    assert hand
    view["players"][0]["played"] = [65, 47]  # Dragonslayer and Tanner: both named in the rulebooks
    view["players"][1]["played"] = [100]  # another seat's played card shows too (its area open)
    html = ffo.render_game(view, m.legal_actions(), catalog, {"names": NAMES, "seat": 0, "opened": ("others:1",)})
    parse(html)
    for card in [*hand, 65, 47, 100]:
        assert html_escape(_local(card, lang, "name")) in html, card
        assert html_escape(_local(card, lang, "text")) in html, card
        assert html_escape(OCCUPATIONS[card]["text"]) not in html, card
    if lang == "ko":
        assert "용살해자" in html and "무두장이" in html and "장의사" in html  # the Korean rulebook's names
    else:
        assert "屠龍勇士" in html and "製革工人" in html and "承辦人" in html  # the Chinese rulebook's names
    for card in view["players"][1]["hand"] if isinstance(view["players"][1]["hand"], list) else []:
        assert html_escape(_local(card, lang, "text")) not in html  # another seat's hand stays hidden


def test_korean_card_names_and_texts_come_from_the_data():
    from games.feast_for_odin.screens.words import card_name

    ko = load_catalog("ko", I18N)
    assert card_name(54, ko.t) == "소매상인" == OCCUPATIONS[54]["ko"]
    assert card_text(54, ko.t) == _local(54, "ko", "text")
    assert card_name(1, ko.t) == _local(1, "ko", "name")
    assert card_name(1, EN.t) == "Peddler" and card_text(1, EN.t) == OCCUPATIONS[1]["text"]

    def other(key: str, **params: object) -> str:  # a language the data has no translation for
        return "fr" if key == "ffo.lang" else EN.t(key, **params)

    assert card_name(1, other) == "Peddler" and card_text(1, other) == OCCUPATIONS[1]["text"]


@pytest.mark.parametrize("lang", ["ko", "zh-TW"])
def test_log_lines_and_labels_name_cards_in_the_players_language(lang):
    catalog = load_catalog(lang, I18N)
    name = _local(149, lang, "name")
    for event in ({"type": "play_occupation", "seat": 0, "card": 149}, {"type": "card_exchange", "seat": 1, "card": 149},
                  {"type": "abstain", "seat": 0, "card": 149, "good": "mead"},
                  {"type": "card_upgrade", "seat": 0, "card": 149, "good": "peas", "better": "mead"}):
        line = ffo.describe_event(event, 0, NAMES, catalog.t)
        assert name in line and "Priest" not in line, (event, line)
    for action in ({"type": "play", "card": 149}, {"type": "exchange", "card": 149, "n": 0},
                   {"type": "ability", "card": 149}, {"type": "abstain", "card": 149}):
        label = ffo.action_label(action, catalog.t)
        assert name in label and "Priest" not in label, (action, label)


def test_prompts_that_name_a_card_use_the_players_language():
    ko = load_catalog("ko", I18N)
    m = Match.new("feast_for_odin", 1, 700, {"length": "short", "deck": "A"})
    rnd = random.Random(0)
    seen = set()
    for _ in range(3000):
        if m.is_over() or seen == {"play", "card_step"}:
            break
        top = m.state["stack"][-1]
        legal = m.legal_actions()
        html = None
        plays = [a for a in legal if a["type"] == "play"]
        step = top["steps"][top["at"]] if top.get("steps") and top["at"] < len(top["steps"]) else {}
        if plays and "play" not in seen:
            html = ffo.render_game(m.view(top["seat"]), legal, ko, {"names": [], "seat": top["seat"]})
            for action in plays:
                card = action["card"]
                assert html_escape(_local(card, "ko", "name")) in html and html_escape(_local(card, "ko", "text")) in html
                assert html_escape(OCCUPATIONS[card]["text"]) not in html
            seen.add("play")
        elif step.get("card") is not None and not (top.get("space") or top.get("imitating")) and "card_step" not in seen:
            html = ffo.render_game(m.view(top["seat"]), legal, ko, {"names": [], "seat": top["seat"]})
            assert html_escape(ko.t("ffo.prompt.card", card=_local(step["card"], "ko", "name"))) in html
            seen.add("card_step")
        if html is not None:
            parse(html)
        m.apply(_policy(legal, rnd))
    assert seen == {"play", "card_step"}


def test_end_screen_shows_played_cards_in_the_players_language():
    m = _finish(2, 9)
    view = m.view(None)
    played = [card for p in view["players"] for card in p["played"]]
    assert played
    zh = load_catalog("zh-TW", I18N)
    html = ffo.render_end(view, zh, {"names": NAMES})
    for card in played:
        assert html_escape(_local(card, "zh-TW", "name")) in html and html_escape(_local(card, "zh-TW", "text")) in html


@pytest.mark.parametrize("lang", ["en", "ko", "zh-TW"])
def test_the_solo_start_card_choice_shows_every_light_card_with_its_button(lang):
    """p.23's variant: each light card drawn as a card with one "keep" button, in the player's
    language; after the choice the log says a card was chosen, not which."""
    t = load_catalog(lang, I18N)
    m = Match.new("feast_for_odin", 1, 5, {"start_card": "chosen"})
    actions = m.legal_actions()
    html = _render(m.view(0), actions, 0, t)
    page = parse(html)
    assert sorted(int(f["data-action-index"]) for _, f in page.actions) == list(range(len(actions))) == list(range(15))
    assert "ffo-fallback" not in html and "ffo." not in re.sub(r'class="[^"]*"|data-[a-z-]+="[^"]*"', "", html)
    assert html.count(f"<span>{html_escape(t.t('ffo.btn.keep_card'))}</span>") == 15
    assert html_escape(t.t("ffo.occ.choosing", count=15)) in html and html_escape(t.t("ffo.occ.hand", count=15)) not in html
    for action in actions:
        assert html_escape(t.t("ffo.btn.keep_card_long", card=card_name(action["card"], t.t))) in html
    m.apply(actions[3])
    assert html_escape(t.t("ffo.occ.hand", count=1)) in _render(m.view(0), m.legal_actions(), 0, t)
    line = ffo.describe_event(m.events[-1][0], 0, NAMES, t.t, m.view(0))
    assert line == t.t("ffo.log.start_card", name=NAMES[0])
    assert ffo.action_label(actions[3], t.t) == t.t("ffo.action.start_card", card=card_name(actions[3]["card"], t.t))
