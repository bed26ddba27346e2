"""Catan (base game, 3–4 players), after the Korean rulebook in shared/seeds/catan.ko.txt."""
