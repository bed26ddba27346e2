"""Checking a game's options against its declared choices (engines' `OPTIONS`)."""

from __future__ import annotations


def checked(choices: dict[str, tuple], defaults: dict, given: dict) -> dict:
    """`defaults` overridden by `given`; ValueError naming the option for an unknown key or value."""
    out = dict(defaults)
    for key, value in given.items():
        if key not in choices:
            raise ValueError(f"unknown option {key!r} (known: {', '.join(choices)})")
        if value not in choices[key]:
            raise ValueError(f"option {key} must be one of {', '.join(choices[key])}, not {value!r}")
        out[key] = value
    return out
