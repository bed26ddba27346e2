"""Aquatica (base game, 1–4 players, expert and solo modes), after shared/seeds/aquatica.ko.txt.

The printed card values are not public: data/cards.json is a provisional set (see
docs/data-provenance/aquatica.md) that can be replaced by editing data only.
"""
