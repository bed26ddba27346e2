"""Issue 15, `view=all` in embeds: under the player to act's screen, every other seat's private items
(each game's `render_private`) — Catan's resource and development cards, A Feast for Odin's
occupations in hand, Glen More II's chronicle secrets (haggis tokens, a vote), Aquatica's hand and
piles — drawn from that seat's own view, with nothing clickable; and none of it in any other mode."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable

from markup import parse
from test_shell_flow import boot, main

from core.match import Match
from games.aquatica.screens.play import char_name
from games.feast_for_odin.screens.words import card_name
from ui import urls
from ui.render import renderer
from ui.render.html import esc

SECTION = re.compile(r'<section class="card revealed-hand[^"]*" data-testid="revealed-seat" data-seat="(\d+)">(.*?)</section>',
                     re.S)
REF = re.compile(r'data-ref="([^"]+)"')


def _shell(match: Match, query: str):
    shell = boot(f"?{query}&lang=en", urls.share_fragment(match.to_json()), embed=re.search(r"embed=(\w+)", query)[1])
    assert shell.screen == "play" and shell.error is None
    return shell, main(shell)


def _revealed(match: Match) -> tuple[dict[int, str], object]:
    """The panels of `?embed=view&view=all` by seat (checked: one per other seat holding secrets,
    nothing clickable, no reference twice on the page, and the same with embed=try)."""
    shell, html = _shell(match, "embed=view&view=all")
    parse(html)
    panels = {int(seat): body for seat, body in SECTION.findall(html)}
    assert html.count('data-testid="revealed-seat"') == len(panels)
    acting = match.current_player()
    assert acting not in panels
    for body in panels.values():
        assert "data-action-index" not in body and "data-cmd" not in body and "<button" not in body
    refs = REF.findall(html)
    assert len(refs) == len(set(refs)), [r for r, n in Counter(refs).items() if n > 1]
    _, tried = _shell(match, "embed=try&view=all")
    assert {int(seat): body for seat, body in SECTION.findall(tried)} == panels
    assert "data-action-index" in tried, "the player to act can still move in embed=try"
    return panels, shell.t


def _hidden_elsewhere(match: Match, panels: dict[int, str]) -> None:
    """No other mode draws a panel, nor any seat's revealed items."""
    acting = match.current_player()
    for query in ("embed=view", "embed=view&view=public", f"embed=view&view={acting}", "embed=try",
                  "embed=play"):
        shell, html = _shell(match, query)
        if query == "embed=play":
            shell.command("continue")
            html = main(shell)
        assert "revealed-seat" not in html and "revealed-hand" not in html, query
        for seat, body in panels.items():
            inner = body.split("</h3>", 1)[1]
            assert inner not in html, (query, seat)


def _play(match: Match, policy: Callable[[list[dict], random.Random], dict], seed: int,
          until: Callable[[Match], bool]) -> Match:
    rnd = random.Random(seed)
    for _ in range(3000):
        if until(match):
            return match
        match.apply(policy(match.legal_actions(), rnd))
    raise AssertionError("no such position")


# --- Catan -------------------------------------------------------------------------------------------

def test_catan_reveals_every_other_hand_and_development_cards():
    def policy(legal: list[dict], rnd: random.Random) -> dict:
        buy = [a for a in legal if a["type"] == "buy_dev"]
        return buy[0] if buy else rnd.choice([a for a in legal if not a["type"].startswith("trade")] or legal)

    def ready(m: Match) -> bool:
        state = m.state
        return any(s != m.current_player() and "victory_point" in state["dev"][s] and sum(state["hands"][s])
                   for s in range(3))

    match = _play(Match.new("catan", 3, 7, {"setup": "variable"}), policy, 1, ready)
    panels, t = _revealed(match)
    state = match.state
    acting = match.current_player()
    assert set(panels) == set(range(3)) - {acting}
    for seat, body in panels.items():
        assert esc(t("catan.private.title", name=f"Player {seat + 1}", count=sum(state["hands"][seat]))) in body
        counts = {r: int(n) for r, n in re.findall(r'<li class="rcard res-(\w+)[^"]*">.*?<span class="rcard-count">(\d+)<', body)}
        assert list(counts.values()) == state["hands"][seat]
        dev = {card: int(n) for card, n in re.findall(r'<li class="dcard dev-(\w+)">.*?×(\d+)<', body)}
        assert dev == dict(Counter(state["dev"][seat]))
        for card in dev:
            assert t(f"catan.dev.{card}") in body
        assert state["hands"][seat] != state["hands"][acting] or dev
    assert any("victory_point" in re.findall(r"dev-(\w+)", body) for body in panels.values())
    _hidden_elsewhere(match, panels)


def test_catan_panel_tags_cards_bought_this_turn():
    """(Buying ends trading, so no other seat decides while a card is new: drawn directly.)"""
    match = Match.new("catan", 3, 7, {"setup": "variable"})
    rnd = random.Random(1)
    for _ in range(3000):
        if match.state["dev_new"][match.state["turn"]]:
            break
        legal = match.legal_actions()
        buy = [a for a in legal if a["type"] == "buy_dev"]
        match.apply(buy[0] if buy else rnd.choice([a for a in legal if not a["type"].startswith("trade")] or legal))
    seat = match.state["turn"]
    shell, _ = _shell(match, "embed=view&view=all")
    html = renderer("catan").render_private(match.view(seat), shell.t, {"seat": seat, "names": []})
    parse(html)
    assert 'class="tag tag-new"' in html and f'data-seat="{seat}"' in html and "<button" not in html


# --- A Feast for Odin --------------------------------------------------------------------------------

def test_feast_reveals_occupations_in_hand():
    match = Match.new("feast_for_odin", 3, 3, {})
    panels, t = _revealed(match)
    acting = match.current_player()
    assert set(panels) == set(range(3)) - {acting}
    for seat, body in panels.items():
        hand = match.state["players"][seat]["hand"]
        assert hand and esc(t("ffo.private.title", name=f"Player {seat + 1}", count=len(hand))) in body
        for card in hand:
            assert esc(card_name(card, t)) in body and f'data-ref="card:{card}"' in body
    _hidden_elsewhere(match, panels)
    _, own = _shell(match, "embed=view")
    for seat in panels:
        for card in match.state["players"][seat]["hand"]:
            assert esc(card_name(card, t)) not in own


# --- Glen More II ------------------------------------------------------------------------------------

def test_glen_more_reveals_chronicle_secrets_only():
    def policy(actions: list[dict], rnd: random.Random) -> dict:
        chron = [a for a in actions if a["type"] in ("haggis", "c_vote", "c_gather")]
        if chron and rnd.random() < 0.8:
            return rnd.choice(chron)
        calm = [a for a in actions if a["type"] not in ("end_turn", "skip", "done", "pay_choose")]
        return rnd.choice(calm) if calm and rnd.random() < 0.6 else rnd.choice(actions)

    def ready(m: Match) -> bool:
        s, cur = m.state, m.current_player()
        vote = s["c7"].get("vote")
        return (any(x != cur and s["c5"]["tables"][x] for x in range(3))
                and bool(vote) and any(x != cur and v is not None for x, v in enumerate(vote["secret"])))

    match = _play(Match.new("glen_more_2", 3, 0, {"c5": "on", "c7": "on"}), policy, 0, ready)
    panels, t = _revealed(match)
    state, acting = match.state, match.current_player()
    vote = state["c7"]["vote"]
    secret = {s for s in range(3) if s != acting and (state["c5"]["tables"][s] or vote["secret"][s] is not None)}
    assert set(panels) == secret, "a panel for each seat with a secret, none for the others"
    for seat, body in panels.items():
        assert esc(t("gm.private.title", name=f"Player {seat + 1}")) in body
        values = [int(v) for v in re.findall(r'<span class="gm-hg is-revealed"[^>]*><b>(\d+)</b>', body)]
        assert values == state["c5"]["tables"][seat]
        if vote["secret"][seat] is not None:
            assert t("gm.private.vote") in body
            words = re.search(r'gm-votes">.*?<span class="sr-only">([^<]*)<', body)[1]
            assert words == re.search(r'gm-votes">.*?<span class="sr-only">([^<]*)<', _vote_words(t, vote["secret"][seat]))[1]
        else:
            assert t("gm.private.vote") not in body
        assert t("gm.c5.only_you") not in body
    _hidden_elsewhere(match, panels)


def _vote_words(t, secret: dict) -> str:
    from games.glen_more_2.screens.chronicles.c7 import markers

    return markers(secret["aye"], secret["nay"], t)


def test_glen_more_base_game_has_nothing_private():
    match = Match.new("glen_more_2", 3, 2, {})
    for _ in range(12):
        match.apply(match.legal_actions()[0])
    assert renderer("glen_more_2").render_private(match.view(1), lambda key, **kw: key, {"seat": 1}) == ""
    panels, _ = _revealed(match)
    assert panels == {}


# --- Aquatica ----------------------------------------------------------------------------------------

def test_aquatica_reveals_hands_kings_and_piles():
    def ready(m: Match) -> bool:
        players = m.state["players"]
        return len({tuple(sorted(p["hand"])) for p in players}) == 3 and all(p["discard"] for p in players)

    match = _play(Match.new("aquatica", 3, 3, {"mode": "expert"}), lambda legal, rnd: rnd.choice(legal), 3, ready)
    panels, t = _revealed(match)
    acting = match.current_player()
    assert set(panels) == set(range(3)) - {acting}
    for seat, body in panels.items():
        p = match.state["players"][seat]
        assert esc(t("aq.private.title", name=f"Player {seat + 1}", count=len(p["hand"]))) in body
        names = re.findall(r'<span class="aq-char-name">([^<]*)</span>', body)
        assert sorted(names) == sorted(esc(char_name(card, t)) for card in set(p["hand"]))
        assert esc(", ".join(char_name(card, t) for card in p["discard"])) in body
    kings = [match.state["players"][s]["king"] for s in panels]
    assert any(king in match.state["players"][s]["hand"] for s, king in zip(panels, kings, strict=True))
    _hidden_elsewhere(match, panels)
    _, own = _shell(match, "embed=view")
    for seat in panels:
        king = match.state["players"][seat]["king"]
        if king in match.state["players"][seat]["hand"]:
            assert esc(char_name(king, t)) not in own
