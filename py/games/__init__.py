"""One package per game; each exposes `rules` (the interface the core `Match` drives)."""
