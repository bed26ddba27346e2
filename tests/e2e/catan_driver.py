"""Drive the Catan page like a player while a CPython `Match` mirrors every move.

The engine is deterministic from the seed (dice included), so a mirror built with the same
settings knows, before each click, which index the page must offer for an action, who decides
next, and whether a hand-off screen must appear. Loaded by the e2e tests from its file (tests/e2e
is not a package; pytest.ini puts it on sys.path): `from catan_driver import Driver`.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from core.match import Match
from core.rng import Rng

HANDOFF = "[data-testid='handoff-continue']"
HTML = "html"


def click_index(page: Page, index: int) -> None:
    """Click the element of legal action `index` as a player would (it must be visible and enabled)."""
    page.locator(f"[data-action-index='{index}']").first.click()


class Driver:
    """Plays `mirror`'s moves in the page, checking hand-offs and the action count after each."""

    def __init__(self, page: Page, mirror: Match, names: list[str], audit: int = 0) -> None:
        self.page = page
        self.mirror = mirror
        self.names = names
        # audit > 0: run axe (axe.py) on the first screen of each new kind of choice, that many at most
        self.audit = audit
        self.audited: set[tuple[str, ...]] = set()
        # A person alone at the table sees their own view from the start (no hand-off screens).
        self.shown: int | None = 0 if mirror.players == 1 else None
        self.handoffs: list[int] = []

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) and self.names[seat] else f"Player {seat + 1}"

    def expect_count(self) -> None:
        expect(self.page.locator(HTML)).to_have_attribute("data-action-count", str(len(self.mirror.log)))

    def pass_device(self) -> None:
        """If the decider changed, the hand-off screen must show, name them and hide every hand."""
        seat = self.mirror.current_player()
        if seat is None or seat == self.shown:
            expect(self.page.locator(HANDOFF)).to_have_count(0)
            return
        expect(self.page.locator(HANDOFF)).to_be_visible()
        expect(self.page.locator(".handoff-title")).to_contain_text(self.name(seat))
        assert self.page.locator(".hand-panel").count() == 0, "a hand is visible behind the hand-off screen"
        assert self.page.locator("[data-action-index]").count() == 0, "moves are offered before the hand-off"
        self.page.locator(HANDOFF).click()
        self.shown = seat
        self.handoffs.append(seat)
        expect(self.page.locator(HANDOFF)).to_have_count(0)

    def play(self, action: dict, key: str | None = None) -> None:
        """Click the action's element, or focus it and press `key` (Enter / Space)."""
        self.pass_device()
        self._audit()
        index = self.mirror.legal_actions().index(action)
        if key:
            self.page.locator(f"[data-action-index='{index}']").first.focus()
            self.page.keyboard.press(key)
        else:
            click_index(self.page, index)
        self.mirror.apply(action)
        self.expect_count()

    def _audit(self) -> None:
        kinds = tuple(sorted({a["type"] for a in self.mirror.legal_actions()}))
        if len(self.audited) >= self.audit or kinds in self.audited:
            return
        self.audited.add(kinds)
        from axe import assert_no_violations  # only the audited tests need axe-core

        assert_no_violations(self.page, f"{self.mirror.game_id}, a screen offering {', '.join(kinds)}")

    def find(self, kind: str, **fields: object) -> dict | None:
        for action in self.mirror.legal_actions():
            if action["type"] == kind and all(action.get(k) == v for k, v in fields.items()):
                return action
        return None


def quick_policy(legal: list[dict], rng: Rng) -> dict:
    """Short games without offers: build or buy whenever possible, roll, sometimes trade with the
    bank, else end the turn (about 400–1300 actions for three players)."""
    for kind in ("build_city", "build_settlement", "buy_dev", "build_road", "play_dev", "reveal_vp", "roll"):
        options = [a for a in legal if a["type"] == kind]
        if options:
            return options[rng.below(len(options))]
    bank = [a for a in legal if a["type"] == "bank_trade"]
    if bank and rng.below(2) == 0:
        return bank[rng.below(len(bank))]
    if {"type": "end_turn"} in legal:
        return {"type": "end_turn"}
    options = [a for a in legal if a["type"] != "trade_open"] or legal
    return options[rng.below(len(options))]


def play_out(game: str, players: int, seed: int, options: dict) -> Match:
    """A whole game in CPython under quick_policy (the policy's RNG is seeded from `seed`)."""
    match = Match.new(game, players, seed, options)
    rng = Rng(seed)
    while not match.is_over():
        match.apply(quick_policy(match.legal_actions(), rng))
    return match
