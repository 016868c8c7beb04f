"""A game's facts in one place: what the registry, the server, the research adapters and the
web app need to know of a game besides its engine.

Each game package declares one :class:`GameDescriptor` in its ``descriptor.py`` (a module that
imports nothing of the engine); :mod:`gametable.core.registry` finds them, and everything
outside the game reads the descriptor rather than a table of its own. A game with no
descriptor (a test's toy game registered by hand) gets :meth:`GameDescriptor.plain`'s
defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal


def _secret(_move: str) -> str | None:
    return None


def public_whole(move: str) -> str:
    """The public form of a game whose every move is public: the move itself."""
    return move


@dataclass(frozen=True)
class Option:
    """One option as the lobby's form shows it. The engine stays the judge of every value
    (it raises ``BadOptions``); this only says which field to show."""

    name: str
    type: Literal["int", "bool", "choice"]
    default: Any = None
    min: int | None = None
    max: int | None = None
    values: tuple[str, ...] = ()

    def schema(self) -> dict[str, Any]:
        """The field as ``/api/games`` serves it."""
        out: dict[str, Any] = {"name": self.name, "type": self.type, "default": self.default}
        if self.type == "int":
            out.update(min=self.min, max=self.max)
        if self.type == "choice":
            out["values"] = list(self.values)
        return out


@dataclass(frozen=True)
class QuickPlay:
    """Quick play's pools of a game: one, or one per value of ``option``.

    The first of ``choices`` is the default. Where ``option`` is the descriptor's
    ``players_option``, a pool's table has that many seats; otherwise the game's one seat
    count. ``parties``: two friends may queue together as partners (a game of teams)."""

    option: str | None = None
    choices: tuple[Any, ...] = ()
    #: what a choice is, for a refusal's message: a name ("rule profile"), or for counts
    #: their unit ("players")
    label: str = ""
    parties: bool = False


@dataclass(frozen=True)
class GameDescriptor:
    """Everything outside the engine that is particular to one game."""

    #: the public name (``balloon-cup``), the title shown, the engine's module
    name: str
    title: str
    module: str
    #: the seat counts a table may have
    seats: tuple[int, ...] = (2,)
    #: the option that chooses the seat count (``None``: the count is fixed)
    players_option: str | None = None
    #: seat → team for a game of partnerships (``None``: every seat plays for itself)
    team_of: Callable[[int], int] | None = None
    #: the lobby form's fields, with their defaults
    options: tuple[Option, ...] = ()
    #: the default time control, ``(seconds a move, bank seconds for the game)``; ``None``:
    #: the server's fallback
    clock: tuple[float, float] | None = None
    #: bot names for bot seats 1, 2, … (seat 0 gets the last); empty: the server's own
    bot_names: tuple[str, ...] = ()
    #: a move as every seat may be told it (``None``: not public)
    public_move: Callable[[str], str | None] = _secret
    #: quick play's pools (``None``: no quick play)
    quick_play: QuickPlay | None = None
    #: the option a rating is kept apart by (``None``: one rating per game)
    rating_option: str | None = None
    #: research parts, as module paths (``None``: the game has none): the observation
    #: encoder (a module with ``ENCODER``) and the JAX engine (a module with ``make``)
    encoder: str | None = None
    jax: str | None = None
    #: the parameters OpenSpiel's game gets by default (``None``: not registered there)
    spiel_params: Mapping[str, Any] | None = None
    #: the game's chapters (Baloot's hands): a state's chapter number, read by the game's own
    #: code (``None``: one chapter). When a move opens a new chapter at a table where a person
    #: plays, the bots wait ``chapter_pause`` seconds more before their next move, so the
    #: person reads how the last one ended (a hand's summary) before the next one is played
    #: past them; a table whose bots move at once (delay 0) does not wait.
    chapter: Callable[[Any], int] | None = None
    chapter_pause: float = 0.0
    #: the beats inside a chapter (Baloot's tricks won so far in the hand; Balloon Cup, which
    #: has no chapters, the tiles decided in the game): a state's count, ``None``: none. A new
    #: beat at such a table makes the bots wait ``beat_pause`` more, so the finished trick or
    #: the decided tile is seen before the next move covers it.
    beat: Callable[[Any], int] | None = None
    beat_pause: float = 0.0

    @classmethod
    def plain(cls, name: str, title: str, module: str) -> GameDescriptor:
        """The facts of a game that declares none: every default."""
        return cls(name=name, title=title, module=module)

    # --- derived facts --------------------------------------------------------------------

    def option_schema(self) -> list[dict[str, Any]]:
        return [option.schema() for option in self.options]

    def option_default(self, name: str) -> Any:
        for option in self.options:
            if option.name == name:
                return option.default
        return None

    def team(self, seat: int) -> int:
        """The team a seat plays for (its own seat where there are no teams)."""
        return seat if self.team_of is None else self.team_of(seat)

    def rating_key(self, options: Mapping[str, Any] | None = None) -> str:
        """What a rating is for: the game, and its ``rating_option``'s value where it has
        one (``game/value``); a value that is not a name (overrides) is rated apart from the
        named ones (``game/custom``)."""
        if self.rating_option is None:
            return self.name
        value = (options or {}).get(self.rating_option, self.option_default(self.rating_option))
        return f"{self.name}/{value}" if isinstance(value, str) else f"{self.name}/custom"

    def public(self) -> dict[str, Any]:
        """What the web app is told of the game (``/api/games``)."""
        return {
            "seats": list(self.seats),
            "players_option": self.players_option,
            "teams": None if self.team_of is None else [self.team_of(s)
                                                         for s in range(max(self.seats))],
            "bot_names": list(self.bot_names),
            "quick_play": None if self.quick_play is None else {
                "option": self.quick_play.option,
                "choices": list(self.quick_play.choices),
                "parties": self.quick_play.parties,
            },
            "rating_option": self.rating_option,
        }
