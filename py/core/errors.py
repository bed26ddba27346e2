"""Errors the automation contract raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is not one of `legal_actions()`; the match is left untouched."""


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why, in plain words."""
