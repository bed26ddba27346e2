"""Game-agnostic engine core: match, seeded PRNG, saves, registry, invariant checks."""
