"""The market in the middle of the rondel (rulebook 시장): one row per resource, fields priced
1, 2, 3 from the left. Buying puts the price on the leftmost empty field — only to pay a cost at
once, never to keep —; selling returns a resource and takes the coins of the rightmost filled
field."""

from __future__ import annotations

PRICES = (1, 2, 3)


def new_market(players: int) -> dict:
    """Empty with 4 players; with 2-3 one coin lies on every row's "1" field (reference §4)."""
    from .data_files import RESOURCES

    return {res: [1 if players < 4 else 0, 0, 0] for res in RESOURCES}


def buy_price(market: dict, res: str) -> int | None:
    row = market[res]
    return next((PRICES[i] for i, coins in enumerate(row) if coins == 0), None)


def buy(market: dict, res: str) -> int:
    row = market[res]
    i = row.index(0)
    row[i] = PRICES[i]
    return PRICES[i]


def sell_price(market: dict, res: str) -> int | None:
    row = market[res]
    return next((row[i] for i in range(len(row) - 1, -1, -1) if row[i]), None)


def sell(market: dict, res: str) -> int:
    row = market[res]
    i = max(i for i, coins in enumerate(row) if coins)
    coins, row[i] = row[i], 0
    return coins


def cost_to_buy(market: dict, res: str, amount: int) -> int | None:
    """Coins to buy `amount` of a resource now (None if the row fills up first)."""
    row = list(market[res])
    total = 0
    for _ in range(amount):
        if 0 not in row:
            return None
        i = row.index(0)
        row[i] = PRICES[i]
        total += PRICES[i]
    return total
