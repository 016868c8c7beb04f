"""The public climbing-game state: the rules with their presenters bound, and the way in.

:class:`ClimbingState` is :class:`~.state.ClimbingRules` plus the protocol's three methods
that speak to people or to storage: ``play`` (a move in notation, refused with the reason from
:mod:`.messages`), ``view`` (:mod:`.views`) and ``to_json`` (:mod:`.codec`). The rules never
import those modules; this one imports them all (``docs/engines.md``).
"""

from __future__ import annotations

from typing import Any

from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import Move, Seat, View
from gametable.games.climbing.codec import state_from_json, state_to_json
from gametable.games.climbing.messages import why_illegal
from gametable.games.climbing.notation import EXPECTED, parse
from gametable.games.climbing.options import check_options, check_setup
from gametable.games.climbing.state import ClimbingRules
from gametable.games.climbing.views import build_view


class ClimbingState(ClimbingRules):
    """A position of the climbing game (see the package docstring for the notation)."""

    __slots__ = ()

    def play(self, seat: Seat, move: Move) -> None:
        self.check_seat(seat)
        if not isinstance(move, str):
            raise IllegalMove(f"a move is a string, not {type(move).__name__}")
        action = parse(move)
        if action is None:
            raise IllegalMove(f"{move!r} is not a move; {EXPECTED[self.phase]}")
        if action not in self.legal_actions(seat):
            raise IllegalMove(why_illegal(self, seat, action))
        self.apply_action(seat, action)

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (
            not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n
        ):
            raise IllegalMove(f"there is no seat {seat!r} in this game")
        return build_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return state_to_json(self)


def new_game(
    *, seed: int | None = None, setup: dict[str, Any] | None = None, **options: Any
) -> ClimbingState:
    """A new game: cubes drawn from ``seed`` (setup step 1), or the position given by ``setup``."""
    options = check_options(options)
    if setup is None:
        return ClimbingState.deal(seed, options)
    return ClimbingState.from_setup(options, *check_setup(setup, options["players"]))


def from_json(data: dict[str, Any]) -> ClimbingState:
    """Rebuild a state saved with ``to_json``."""
    if not isinstance(data, dict) or data.get("game") != "climbing":
        raise BadOptions("not a saved climbing state")
    return state_from_json(data, ClimbingState)
