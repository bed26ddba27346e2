"""The boundaries of the code, read from its import statements (parsed with `ast`, nothing imported).

- (1) core/, bots/ and every game's engine and bot never reach the browser (`js`, `pyscript`,
  `pyodide`) nor the shell (`ui`), even through what they import;
- (2) a game's engine (its folder outside `screens/` and `bot/`) never imports its screens or its bot;
  a game never imports another game;
- (3) screens never reach the browser: from the shell they import only the pure render helpers;
- (4) the shell (`ui/`) imports no game when it is imported (it reaches one later, by id, through
  importlib), and no file under py/ui/ or assets/ is named after a game (a game is one folder);
- (5) no import cycle at import time anywhere, and none at all inside a game package except the
  engine recursions named in `ENGINE_RECURSION`, each with its reason.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from typing import NamedTuple

from core import registry

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"
BROWSER = ("js", "pyscript", "pyodide")
SCREEN_HELPERS = frozenset({"ui.render.html", "ui.render.legal"})  # what screens may import of the shell
# Words that name a game in a file name (its id, and the short names its files once had).
GAME_WORDS = {"catan": {"catan"}, "aquatica": {"aquatica", "aq"}, "feast_for_odin": {"feast", "odin", "ffo"},
              "glen_more_2": {"glen", "gm"}}
# Cycles that function-level imports close inside a game's engine, where the rules themselves recurse.
ENGINE_RECURSION = {
    # The step machine (steps) runs what a space (spaces), the dice (dice), the feast (banquet),
    # an any-time action (anytime) or a played card (hooks) asks for; those give goods (supply),
    # which fires the cards' moments (hooks), which add steps to the machine again; lookahead tries
    # an action on a copy through the same functions. An effect triggering an effect is the game
    # (pp.9-22); the calls back are imports inside functions, made once every module is loaded.
    frozenset({"anytime", "banquet", "dice", "hooks", "lookahead", "spaces", "steps", "supply"}):
        "feast_for_odin",
    # Choosing which tiles pay (ruling D1) tries the turn on a copy, and the turn asks for the payment.
    frozenset({"payment", "turns"}): "glen_more_2",
}


class Import(NamedTuple):
    target: str  # absolute module name (our module when it is one, else the name as written)
    top: bool  # runs when the importing module is imported (not inside a function)


def _name(path: Path) -> str:
    parts = list(path.relative_to(PY).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {_name(p): p for p in PY.rglob("*.py") if "__pycache__" not in p.parts}


@cache
def imports(module: str) -> tuple[Import, ...]:
    """What `module` imports, relative imports resolved, `from pkg import sub` to the submodule."""
    path = modules()[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out: list[Import] = []

    def visit(node: ast.AST, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = top and not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                out.extend(Import(alias.name, top) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = package.split(".")
                    parent = ".".join(parts[: len(parts) - child.level + 1])
                    base = f"{parent}.{base}" if base else parent
                for alias in child.names:
                    sub = f"{base}.{alias.name}"
                    out.append(Import(sub if sub in modules() else base, top))
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), True)
    return tuple(out)


def _ours(name: str) -> str | None:
    """The module of ours that an import names (a.b.C → a.b), or None for anything else."""
    while name and name not in modules():
        name = name.rpartition(".")[0]
    return name or None


def _edges(module: str, top_only: bool) -> set[str]:
    """Our modules `module` needs: at import time (with the packages a target sits in, which Python
    imports first) or at all."""
    out = set()
    for item in imports(module):
        target = _ours(item.target)
        if target is None or (top_only and not item.top):
            continue
        out.add(target)
        if top_only:
            parts = target.split(".")
            out.update(".".join(parts[:i]) for i in range(1, len(parts))
                       if not module.startswith(".".join(parts[:i]) + ".") and ".".join(parts[:i]) in modules())
    out.discard(module)
    return out


def _external(module: str) -> set[str]:
    return {item.target for item in imports(module) if _ours(item.target) is None}


def _reach(module: str) -> set[str]:
    """Every module `module` may end up importing (itself included), ours and others'."""
    seen, todo, names = {module}, [module], set()
    while todo:
        current = todo.pop()
        names |= _external(current) | {current}
        for nxt in _edges(current, top_only=False):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return names


def _is(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _game(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "games" and len(parts) > 1 else None


def _part(module: str) -> str:
    """engine, screens or bot: the side of a game a module is on."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[2] in ("screens", "bot") else "engine"


def _strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's algorithm, iterative; only the components with more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[set[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


# --- (1) (3) nothing outside ui/ reaches the browser; screens use only the pure helpers of the shell --

def test_core_bots_and_games_never_reach_the_browser():
    for module in modules():
        if not _is(module, "core", "bots", "games"):
            continue
        reached = _reach(module)
        browser = sorted(name for name in reached if _is(name, *BROWSER))
        assert not browser, f"{module} reaches {browser}"
        shell = sorted(name for name in reached if _is(name, "ui") and name not in SCREEN_HELPERS)
        assert not shell, f"{module} reaches the shell: {shell}"
        if not (_game(module) and _part(module) == "screens"):
            assert not any(_is(name, "ui") for name in reached), f"{module} imports the shell's render helpers"


def test_the_screens_helpers_are_pure():
    for helper in SCREEN_HELPERS:
        assert not any(_is(name, *BROWSER) for name in _reach(helper)), helper


# --- (2) a game's engine imports neither its screens nor its bot; no game imports another ----------

def test_a_games_engine_imports_neither_its_screens_nor_its_bot():
    for module in modules():
        game = _game(module)
        if game is None:
            continue
        for target in _edges(module, top_only=False) | {i.target for i in imports(module)}:
            other = _game(target)
            if other is None:
                continue
            assert other == game, f"{module} imports another game: {target}"
            if _part(module) == "engine":
                assert _part(target) == "engine", f"the engine module {module} imports {target}"
            if _part(module) == "screens":
                assert _part(target) != "bot", f"{module} imports {target}"


def test_every_game_is_engine_screens_and_bot_in_one_folder():
    for game in registry.GAME_IDS:
        folder = PY / "games" / game
        assert (folder / "rules.py").is_file() and (folder / "i18n" / "en.json").is_file(), game
        if registry.info(game).screens:
            assert (folder / "screens" / "__init__.py").is_file() and (folder / "screens" / "play.py").is_file()
            assert (folder / f"{game}.css").is_file(), game


# --- (4) the shell imports no game at import time, and nothing of the shell is named after a game ---

def test_the_shell_imports_no_game_when_it_loads():
    for module in modules():
        if not _is(module, "ui"):
            continue
        for item in imports(module):
            if item.top:
                assert not _is(item.target, "games"), f"{module} imports {item.target} at import time"


def test_no_shell_file_is_named_after_a_game():
    bundles = re.compile(r"app(-[a-z0-9_]+)?\.zip")  # the build's bundles, one per game by design
    files = [p for p in (PY / "ui").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files += [p for p in (ROOT / "assets").rglob("*") if p.is_file() and "vendor" not in p.parts
              and not (p.parent.name == "assets" and bundles.fullmatch(p.name))]
    for path in files:
        name = path.name.lower()
        words = set(re.split(r"[^a-z0-9]+", name))
        for game, aliases in GAME_WORDS.items():
            assert game not in name and not words & aliases, f"{path.relative_to(ROOT)} is named after {game}"


# --- (5) no import cycles ---------------------------------------------------------------------------

def test_no_import_cycle_at_import_time():
    graph = {module: _edges(module, top_only=True) for module in modules()}
    cycles = _strongly_connected(graph)
    assert not cycles, f"modules that import each other while loading: {[sorted(c) for c in cycles]}"


def test_no_import_cycle_inside_a_game_but_the_named_engine_recursions():
    graph = {module: {t for t in _edges(module, top_only=False) if _game(t)} for module in modules() if _game(module)}
    found = {}
    for component in _strongly_connected(graph):
        games = {_game(m) for m in component}
        assert len(games) == 1, f"a cycle across games: {sorted(component)}"
        game = games.pop()
        assert all(_part(m) == "engine" and m.count(".") == 2 for m in component), \
            f"a cycle through {game}'s screens, bot or sub-packages: {sorted(component)}"
        found[frozenset(m.split(".")[2] for m in component)] = game
    assert found == ENGINE_RECURSION, (
        f"import cycles inside games changed: {sorted((g, sorted(c)) for c, g in found.items())}; "
        "break a new one (a registry both sides import, or a third module), or name it here with its reason")


def test_the_checks_see_what_they_guard():
    """The parser finds the imports these rules are about (a silently empty graph would pass all)."""
    assert _edges("games.catan.screens.play", top_only=True) >= {"games.catan.screens.art", "ui.render.html"}
    assert "importlib" in _external("ui.render")
    assert any(i.target == "games.feast_for_odin.steps" and not i.top for i in imports("games.feast_for_odin.hooks"))
    assert _strongly_connected({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [{"a", "b"}]
