"""Benchmarks (not tests): print figures and ratios against the targets of the issues.

    make bench                      # engine throughput + page timings
    python bench/run.py --engine    # engine only (no browser)
    python bench/run.py --ready     # page time to ready only (bare Pyodide, the same from its snapshot,
                                    # empty PyScript, the app)
    CATANATRON_PYTHON=/path/to/venv/bin/python python bench/run.py --engine
        # also runs catanatron's random 4-player games in that interpreter (a scratch virtualenv,
        # never a dependency of this project) and prints the ratio

Targets (issue 2): random-play throughput ≥ 3× catanatron's; page time to ready ≤ 1.15× a bare
`loadPyodide()` page; a click's apply + re-render ≤ 50 ms median in the page.
Targets (issue 3, A Feast for Odin): `legal_actions()` ≤ 2 ms at the 95th percentile on any
decision (placement prompts included); a random 4-player long game ≤ 3 s of CPython.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

import selfplay  # noqa: E402

CATANATRON_SCRIPT = """
import time
from catanatron import Game, RandomPlayer, Color
start = time.perf_counter(); games = actions = 0
while time.perf_counter() - start < {seconds}:
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)])
    game.play(); games += 1; actions += len(game.state.actions)
seconds = time.perf_counter() - start
print(games / seconds, seconds / actions * 1e6)
"""


def engine(seconds: float) -> dict:
    out = {}
    for bot in ("random-no-offers", "random"):
        start = time.perf_counter()
        games = actions = 0
        while time.perf_counter() - start < seconds:
            actions += selfplay.play("catan", 4, 1000 + games, bot, {"setup": "variable"})
            games += 1
        elapsed = time.perf_counter() - start
        out[bot] = (games / elapsed, elapsed / actions * 1e6, actions / games)
        print(f"catan 4p {bot:>17}: {games / elapsed:8.1f} games/s  {elapsed / actions * 1e6:6.2f} µs/action"
              f"  {actions / games:7.0f} actions/game")
    other = os.environ.get("CATANATRON_PYTHON")
    if other:
        result = subprocess.run([other, "-c", CATANATRON_SCRIPT.format(seconds=seconds)],
                                capture_output=True, text=True, check=True)
        games_s, us = (float(x) for x in result.stdout.split())
        ours = out["random-no-offers"][0]
        print(f"catanatron random 4p      : {games_s:8.1f} games/s  {us:6.2f} µs/action")
        print(f"ratio (ours, no offers / catanatron): {ours / games_s:.2f}×  (target ≥ 3×)")
    return out


def feast(games: int) -> None:
    """Random 4-player long games of A Feast for Odin: time per game, and the time of every
    `legal_actions()` call (uncached: the rules module directly), by kind of decision."""
    from core.match import Match
    from core.rng import Rng

    per_game, timings = [], {}
    for k in range(games):
        match = Match.new("feast_for_odin", 4, 500 + k, {"length": "long", "deck": "mixed"})
        policy = Rng(k)
        start = time.perf_counter()
        while not match.is_over():
            kind = match.state["stack"][-1]["kind"]
            t0 = time.perf_counter()
            legal = match.rules.legal_actions(match.state)
            timings.setdefault(kind, []).append(time.perf_counter() - t0)
            match.apply(legal[policy.below(len(legal))])
        per_game.append(time.perf_counter() - start)
    every = sorted(t for values in timings.values() for t in values)

    def p95(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[int(0.95 * (len(ordered) - 1))] * 1e3

    print(f"feast 4p long random game : median {statistics.median(per_game):.3f} s, "
          f"max {max(per_game):.3f} s over {games} games (target ≤ 3 s)")
    print(f"feast legal_actions()     : p95 {p95(every):.3f} ms, max {every[-1] * 1e3:.2f} ms "
          f"over {len(every)} decisions (target p95 ≤ 2 ms)")
    for kind, values in sorted(timings.items()):
        print(f"    {kind:>6}: p95 {p95(values):.3f} ms  max {max(values) * 1e3:.2f} ms  ({len(values)} decisions)")


def page(runs: int, clicks: bool = True) -> None:
    import importlib.util

    from playwright.sync_api import sync_playwright

    spec = importlib.util.spec_from_file_location("serve", ROOT / "tools" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    # Built once, then served as they are: the timings are the page's, as deployed, not the dev
    # server's rebuild on request (which another edit during the run would trigger).
    serve.build_manifest.write_bundles(ROOT)
    server = serve.make_server(0, ROOT, quiet=True, rebuild=False)
    serve.start_in_thread(server)
    base = serve.base_url(server)
    args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=args)

        stages: dict[str, list[float]] = {}  # the app's marks, ms from navigation, run by run

        def time_to_ready(url: str, record: bool = False) -> float:
            context = browser.new_context(service_workers="block")
            tab = context.new_page()
            start = time.perf_counter()
            tab.goto(url)
            tab.wait_for_selector('html[data-ready="true"]', state="attached", timeout=120_000)
            elapsed = time.perf_counter() - start
            if record:
                marks = tab.evaluate("() => Object.fromEntries(performance.getEntriesByType('mark')"
                                     ".map(m => [m.name, m.startTime]))")
                marks["ready"] = tab.evaluate("() => Number(document.documentElement.dataset.bootMs || 0)")
                for name in ("tabletop-runtime", "tabletop-main", "ready"):
                    stages.setdefault(name, []).append(marks.get(name, 0.0))
            context.close()
            return elapsed

        bare, snap, empty, app = [], [], [], []
        for _ in range(runs):  # interleaved, so load on the machine hits all alike
            bare.append(time_to_ready(base + "/bench/bare_pyodide.html"))
            snap.append(time_to_ready(base + "/bench/bare_snapshot.html"))
            empty.append(time_to_ready(base + "/bench/bare_pyscript.html"))
            app.append(time_to_ready(base + "/?game=catan&players=4&seed=5&setup=beginner&lang=en", record=True))
            print(f"  run: bare {bare[-1]:.2f} s, from snapshot {snap[-1]:.2f} s, app {app[-1]:.2f} s "
                  f"({app[-1] / bare[-1]:.2f}×)", flush=True)
        b, r, e, a = (statistics.median(v) for v in (bare, snap, empty, app))
        print(f"time to ready, bare loadPyodide()    : {b:.2f} s (median of {runs})")
        print(f"time to ready, bare from the snapshot: {r:.2f} s ({r / b:.2f}× bare)")
        print(f"time to ready, PyScript, empty script: {e:.2f} s ({e / b:.2f}× bare)")
        print(f"time to ready, Tabletop Catan        : {a:.2f} s")
        print(f"ratio: {a / b:.2f}× bare Pyodide (target ≤ 1.15×); {a / r:.2f}× the bare runtime from the same "
              f"snapshot; {a / e:.2f}× an empty PyScript page")
        # where the app's time goes (medians, page clock): the runtime up (interpreter.mjs), PyScript
        # hands over to py/main.py, the first screen is drawn (data-boot-ms)
        runtime, main, ready = (statistics.median(stages[k]) for k in ("tabletop-runtime", "tabletop-main", "ready"))
        print(f"app stages (medians, ms from navigation): runtime up {runtime:.0f}, PyScript hands over "
              f"+{main - runtime:.0f}, first screen +{ready - main:.0f}")
        if clicks:
            click_latency(browser, base)
            click_latency(browser, base, "game=feast_for_odin&players=4&seed=5&length=long", target=100, clicks=120)
        browser.close()
    server.shutdown()


def click_latency(browser, base: str, query: str = "game=catan&players=4&seed=5&setup=beginner",
                  target: int = 50, clicks: int = 60) -> None:
    """Median apply + re-render time of real clicks, read from <html data-last-render-ms>."""
    context = browser.new_context(service_workers="block")
    tab = context.new_page()
    tab.goto(f"{base}/?{query}&lang=en")
    tab.wait_for_selector('html[data-ready="true"]', state="attached", timeout=120_000)
    samples = []
    for _ in range(clicks):
        handoff = tab.locator('[data-testid="handoff-continue"]')
        if handoff.count():
            handoff.first.click()
            continue
        if tab.locator('[data-testid="game-over"]').count():
            break
        count = tab.evaluate("document.documentElement.dataset.actionCount")
        preferred = tab.locator('[data-action-index]:not([disabled])')
        if not preferred.count():
            break
        preferred.first.click()
        tab.wait_for_function(f"document.documentElement.dataset.actionCount !== '{count}'", timeout=10_000)
        ms = tab.evaluate("document.documentElement.dataset.lastRenderMs")
        if ms:
            samples.append(float(ms))
    context.close()
    if samples:
        game = query.split("&")[0].split("=")[1]
        print(f"{game} click → apply + re-render: median {statistics.median(samples):.1f} ms, "
              f"max {max(samples):.1f} ms over {len(samples)} clicks (target ≤ {target} ms median)")
    else:
        print("click latency: no samples (is data-last-render-ms set by the shell?)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", action="store_true", help="engine throughput only")
    parser.add_argument("--page", action="store_true", help="page timings only")
    parser.add_argument("--ready", action="store_true", help="page time to ready only (no click latency)")
    parser.add_argument("--seconds", type=float, default=10.0, help="time per engine measurement")
    parser.add_argument("--runs", type=int, default=5, help="page loads per variant")
    parser.add_argument("--feast-games", type=int, default=20, help="A Feast for Odin games measured")
    args = parser.parse_args()
    both = not (args.engine or args.page or args.ready)
    if args.engine or both:
        engine(args.seconds)
        feast(args.feast_games)
    if args.page or args.ready or both:
        page(args.runs, clicks=not args.ready)


if __name__ == "__main__":
    main()
