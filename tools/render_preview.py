"""Render a few Catan positions to standalone HTML under /tmp/preview/ and screenshot them.

Why: the renderers are pure strings; looking at real pixels (desktop 1280 × 900 and phone 360 × 800)
is the only way to judge the board and the panels. Usage:

    python3 tools/render_preview.py [--out /tmp/preview] [--lang en] [--no-shots]
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from core.match import Match  # noqa: E402
from games.catan.screens import play as catan  # noqa: E402
from ui.i18n import Catalog, load_catalog  # noqa: E402
from ui.render.html import esc  # noqa: E402

NAMES = ["Ji-woo", "Min <b>&</b> Jun", "Seo-yeon", "Alex"]
_BUILD = ("build_city", "build_settlement", "build_road", "buy_dev", "play_dev", "reveal_vp")


def _policy(actions: list[dict], rnd: random.Random) -> dict:
    """A builder bot: build whenever possible, never trade with players, otherwise random."""
    for kind in _BUILD:
        options = [a for a in actions if a["type"] == kind]
        if options:
            return rnd.choice(options)
    quiet = [a for a in actions if not a["type"].startswith("trade") and a["type"] != "end_turn"]
    if quiet and rnd.random() < 0.3:
        return rnd.choice(quiet)
    ends = [a for a in actions if a["type"] == "end_turn"]
    return ends[0] if ends else rnd.choice(quiet or actions)


def _play(m: Match, rnd: random.Random, until, limit: int = 20000) -> Match:
    for _ in range(limit):
        if until(m) or m.is_over():
            return m
        m.apply(_policy(m.legal_actions(), rnd))
    return m


def _page(title: str, body: str, lang: str) -> str:
    sheets = (ROOT / "assets" / "css" / "app.css", ROOT / "py" / "games" / "catan" / "catan.css")
    links = "".join(f'<link rel="stylesheet" href="{sheet.as_uri()}">' for sheet in sheets)
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{title}</title>{links}</head><body>{body}</body></html>'
    )


def _game_page(m: Match, t: Catalog, palette: str = "standard", focus: str | None = None) -> str:
    seat = m.current_player()
    prefs = {"names": NAMES[: m.players], "palette": palette, "seat": seat, "focus": focus}
    return catan.render_game(m.view(seat), m.legal_actions(), t, prefs)


def scenes(t: Catalog) -> dict[str, str]:
    out: dict[str, str] = {}
    m = Match.new("catan", players=4, seed=11, options={"setup": "variable"})
    out["setup"] = _game_page(m, t)

    rnd = random.Random(5)
    m = Match.new("catan", players=4, seed=5, options={"setup": "variable"})
    _play(
        m,
        rnd,
        lambda m: (
            m.state["turns"] >= 60
            and m.view(None)["phase"] == "main"
            and any(a["type"] in ("build_road", "build_settlement") for a in m.legal_actions())
        ),
    )
    out["main"] = _game_page(m, t)
    out["main_colorblind"] = _game_page(m, t, "colorblind", focus="road")

    trade = Match.from_json(m.to_json())
    if {"type": "trade_open"} in trade.legal_actions():
        trade.apply({"type": "trade_open"})
        for action in trade.legal_actions():
            if action["type"] == "trade_edit" and action["delta"] == 1:
                trade.apply(action)
                break
        for action in trade.legal_actions():
            if action["type"] == "trade_edit" and action["side"] == "get" and action["delta"] == 1:
                trade.apply(action)
                break
        out["trade_compose"] = _game_page(trade, t)
        if {"type": "trade_send"} in trade.legal_actions():
            trade.apply({"type": "trade_send"})
            out["trade_respond"] = _game_page(trade, t)
            decide = Match.from_json(trade.to_json())
            trade.apply({"type": "trade_counter"})
            out["trade_counter"] = _game_page(trade, t)
            answers = iter(("accept", "counter", "decline"))
            while decide.view(None)["phase"] in ("trade_respond", "trade_counter"):
                legal = decide.legal_actions()
                if decide.view(None)["phase"] == "trade_counter":
                    for side in ("get", "give"):
                        edits = [
                            a
                            for a in decide.legal_actions()
                            if a["type"] == "trade_edit" and a["side"] == side and a["delta"] == 1
                        ]
                        if edits and not any(decide.view(None)["trade"][side]):
                            decide.apply(edits[0])
                    legal = decide.legal_actions()
                    decide.apply({"type": "trade_send"} if {"type": "trade_send"} in legal else legal[-1])
                    continue
                wish = {"type": f"trade_{next(answers, 'decline')}"}
                decide.apply(wish if wish in legal else {"type": "trade_decline"})
            if decide.view(None)["phase"] == "trade_decide":
                out["trade_decide"] = _game_page(decide, t)

    rnd = random.Random(9)
    m = Match.new("catan", players=3, seed=9, options={"setup": "beginner"})
    _play(m, rnd, lambda m: m.view(None)["phase"] == "discard")
    out["discard"] = _game_page(m, t)
    _play(m, rnd, lambda m: m.view(None)["phase"] == "move_robber")
    out["robber"] = _game_page(m, t)

    for phase in ("steal", "pick_resource"):
        for seed in range(40):
            m = Match.new("catan", players=4, seed=seed, options={"setup": "beginner"})
            _play(m, random.Random(seed), lambda m, p=phase: m.view(None)["phase"] == p, limit=3000)
            if m.view(None)["phase"] == phase:
                out[phase] = _game_page(m, t)
                other = (m.current_player() + 1) % m.players
                prefs = {"names": NAMES, "palette": "standard", "seat": other}
                out[f"{phase}_waiting"] = catan.render_game(m.view(other), [], t, prefs)
                break

    rnd = random.Random(3)
    m = Match.new("catan", players=4, seed=3, options={"setup": "beginner"})
    _play(m, rnd, lambda m: False)
    out["end"] = catan.render_end(m.view(None), t, {"names": NAMES, "palette": "standard"})
    log = [
        catan.describe_event(e, 0, NAMES, t, view=m.view(None)) for events in m.events[-12:] for e in events
    ]
    out["end"] += "<ol class='panel'>" + "".join(f"<li>{esc(line)}</li>" for line in log) + "</ol>"
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/preview")
    parser.add_argument("--lang", default="en", choices=("en", "ko", "zh-TW"))
    parser.add_argument("--no-shots", action="store_true", help="write the HTML only")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t = load_catalog(args.lang, ROOT / "assets" / "i18n")
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    suffix = "" if args.lang == "en" else f"_{args.lang}"
    for name, body in scenes(t).items():
        page = out / f"{name}{suffix}.html"
        page.write_text(_page(name, body, args.lang), encoding="utf-8")
        if args.no_shots or not browser:
            continue
        for label, size in (("desktop", "1280,900"), ("mobile", "360,800")):
            shot = out / f"{name}{suffix}_{label}.png"
            subprocess.run(
                [
                    browser,
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--hide-scrollbars",
                    "--virtual-time-budget=2000",
                    f"--screenshot={shot}",
                    f"--window-size={size}",
                    page.as_uri(),
                ],
                check=True,
                capture_output=True,
                timeout=120,
            )
        print(page)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
