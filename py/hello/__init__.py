"""Temporary package proving that [files] in pyscript.toml ships importable modules."""

GREETING = "Hello from Python in the browser"


def greeting() -> str:
    return GREETING
