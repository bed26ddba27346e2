"""ui.render.html.hashed and its use by the game screens: a big panel carries a hash of its markup
(assets/js/morph.mjs skips a live panel whose hash is the new one's), the same markup gives the same
hash and any change a new one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from core.match import Match
from core.rng import Rng
from ui.i18n import load_catalog
from ui.render import renderer
from ui.render.html import hashed

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
HASHED = re.compile(r'<(\w+) ([^>]*?)data-hash="([0-9a-f]{16})"')


def test_hashed_puts_a_hash_of_the_whole_element_on_its_opening_tag() -> None:
    one = hashed('<section class="panel"><p>a</p></section>')
    assert re.fullmatch(r'<section class="panel" data-hash="[0-9a-f]{16}"><p>a</p></section>', one)
    assert hashed('<section class="panel"><p>a</p></section>') == one
    assert hashed('<section class="panel"><p>b</p></section>') != one  # a change deep inside: a new hash
    assert hashed('<section class="panel x"><p>a</p></section>').split("data-hash")[1] != one.split("data-hash")[1]
    assert re.fullmatch(r'<br data-hash="[0-9a-f]{16}"/>', hashed("<br/>"))
    assert hashed("") == "" and hashed("text") == "text"


def _hashes(html: str) -> dict[str, str]:
    """The hash of each hashed element, by its tag and class (or data-ref)."""
    out = {}
    for tag, attributes, digest in HASHED.findall(html):
        name = re.search(r'(?:data-ref|class)="([^"]*)"', attributes)
        out[f"{tag}.{name.group(1) if name else ''}"] = digest
    return out


def test_game_screens_hash_their_panels_and_keep_the_hash_of_what_did_not_change() -> None:
    t = load_catalog("en", I18N).t
    for game, players, panel in (("feast_for_odin", 2, "section.panel ffo-round-panel"),
                                 ("glen_more_2", 3, "section.panel gm-me")):
        match = Match.new(game, players, 11, {})
        rng = Rng(5)
        changed = kept = 0
        before = None
        for _ in range(30):
            seat = match.current_player()
            prefs = {"names": [f"P{i}" for i in range(players)], "palette": "standard", "seat": 0, "focus": None,
                     "events": match.events}
            html = renderer(game).render_game(match.view(0), match.legal_actions() if seat == 0 else [], t, prefs)
            now = _hashes(html)
            assert panel in now, (game, sorted(now))
            if before is not None:
                for name, digest in now.items():
                    if name in before:
                        kept += before[name] == digest
                        changed += before[name] != digest
            before = now
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
        assert kept and changed, (game, kept, changed)  # some panels stayed the same from one move to the next, others changed


def test_the_hash_is_the_same_in_every_run() -> None:
    """A warm reload restores the last screen from a snapshot taken in an earlier run: the hashes must
    not depend on the process (Python's own str hash is salted per run), or every hashed panel would
    be walked again and a reloaded page would not show the very same markup."""
    code = "import sys; sys.path.insert(0, 'py'); from ui.render.html import hashed; print(hashed('<p>å</p>'))"
    root = Path(__file__).resolve().parents[2]
    runs = {subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip() for seed in ("1", "2")}
    assert runs == {hashed("<p>å</p>")}
