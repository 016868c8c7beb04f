"""Errors every game raises, so callers can tell a bad move from a bad request."""

from __future__ import annotations


class GametableError(Exception):
    """Base class: anything the project raises on purpose carries a message a person can read."""


class IllegalMove(GametableError, ValueError):
    """A move that the rules refuse. The state it was tried on is unchanged."""


class UnknownGame(GametableError, KeyError):
    """A game name that is not in :data:`gametable.GAMES`."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"


class BadOptions(GametableError, ValueError):
    """A game option, setup or saved state that the game cannot accept."""
