"""The public Balloon Cup state: the rules with their presenters bound, and the way in.

:class:`BalloonCupState` is :class:`~.state.BalloonCupRules` plus the protocol's three
methods that speak to people or to storage: ``play`` (a move in notation, refused with the
reason from :mod:`.messages`), ``view`` (:mod:`.views`) and ``to_json`` (:mod:`.codec`). The
rules never import those modules; this one imports them all (``docs/engines.md``).
"""

from __future__ import annotations

from random import Random
from typing import Any

from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import Move, Seat, View
from gametable.games.balloon_cup.cards import ALL_CUBES, NUM_CARDS
from gametable.games.balloon_cup.codec import state_from_json, state_to_json
from gametable.games.balloon_cup.messages import why_illegal
from gametable.games.balloon_cup.options import check_options, parse_setup
from gametable.games.balloon_cup.state import BalloonCupRules, random_order
from gametable.games.balloon_cup.views import build_view

_CARDS = range(NUM_CARDS)


class BalloonCupState(BalloonCupRules):
    """A Balloon Cup position with every chance outcome fixed (see the package docstring)."""

    __slots__ = ()

    def play(self, seat: Seat, move: Move) -> None:
        """Checked move in notation: :class:`IllegalMove` with the reason, state untouched."""
        self.check_seat(seat)
        action = self.move_to_action(move)
        if action not in self.legal:
            raise IllegalMove(why_illegal(self, seat, action, move))
        self.apply_action(seat, action)

    def view(self, seat: Seat | None) -> View:
        return build_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return state_to_json(self)


def new_game(
    *, seed: int | None = None, setup: dict[str, Any] | None = None, **options: Any
) -> BalloonCupState:
    """A new game: chance from ``setup`` if given, else drawn from ``seed``."""
    no_deadlock, first_option = check_options(options)
    if setup is None:
        rng: Random | None = Random(seed)
        deck = random_order(rng, _CARDS)
        bag = random_order(rng, ALL_CUBES)
        first = int(rng.random() * 2) if first_option is None else first_option
        used = 2 * NUM_CARDS + (first_option is None)  # draws so far; reshuffles go on from here
        shuffles: list[list[int]] = []
    else:
        deck, bag, first, shuffles = parse_setup(setup)
        if first is not None and first_option is not None and first != first_option:
            raise BadOptions(f"option first={first_option} contradicts the setup's first={first}")
        if first is None:
            first = first_option
        if first is None:
            first = int(Random(seed).random() * 2) if seed is not None else 0
        rng, used = None, 0  # a reshuffle beyond the recorded ones draws from Random(seed)
    return BalloonCupState.start(
        deck, bag, first, shuffles, seed if seed is not None else 0, no_deadlock, first_option,
        rng, used,
    )  # fmt: skip


def from_json(data: dict[str, Any]) -> BalloonCupState:
    """Inverse of ``state.to_json()``: the rebuilt state plays on identically."""
    return state_from_json(data, BalloonCupState)
