"""The public Baloot state: the rules with their presenters bound, and the way in.

:class:`BalootState` is :class:`~.state.BalootRules` plus the protocol's three methods that
speak to people or to storage: ``play`` (a move in notation, refused with the reason from
:mod:`.messages`), ``view`` (:mod:`.views`) and ``to_json`` (:mod:`.codec`). The rules never
import those modules; this one imports them all (``docs/engines.md``).
"""

from __future__ import annotations

import random
from typing import Any

from gametable.core.errors import IllegalMove
from gametable.core.protocol import Move, Seat
from gametable.games.baloot import notation as A
from gametable.games.baloot.codec import state_from_json, state_to_json
from gametable.games.baloot.messages import why_illegal
from gametable.games.baloot.options import check_hands, check_setup, resolve
from gametable.games.baloot.state import SUN, BalootRules
from gametable.games.baloot.views import build_view


class BalootState(BalootRules):
    """A Baloot match (or ``hands`` hands) in progress; see the package docstring."""

    __slots__ = ()

    def play(self, seat: Seat, move: Move) -> None:
        self.check_seat(seat)
        word = move.strip().lower() if isinstance(move, str) else ""
        try:
            if word in A.SHORT_PROJECTS:
                action = A.short_project(self.legal_actions(seat), self.mode == SUN, word)
            else:
                action = A.parse(move)
        except ValueError as error:
            raise IllegalMove(str(error)) from None
        if action not in self.legal_actions(seat):
            raise IllegalMove(why_illegal(self, seat, action))
        self.apply_action(seat, action)

    def view(self, seat: Seat | None) -> dict[str, Any]:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < 4):
            raise ValueError(f"there is no seat {seat!r} in Baloot (seats 0-3)")
        return build_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return state_to_json(self)


def new_game(
    *,
    seed: int | None = None,
    setup: dict[str, Any] | None = None,
    profile: Any = "saudi",
    hands: int | None = None,
    **overrides: Any,
) -> BalootState:
    """A new match; chance from ``seed`` or given by ``setup`` (see the package docstring)."""
    rules = resolve(profile, **overrides)
    hands = check_hands(hands)
    if setup is not None:
        decks, dealer, extra_seed = check_setup(setup)
        return BalootState(rules, decks=decks, dealer=dealer, rng=random.Random(extra_seed),
                           setup_seed=extra_seed, hands_limit=hands)
    rng = random.Random(seed)
    return BalootState(rules, decks=[], dealer=rng.randrange(4), rng=rng, hands_limit=hands)


def from_json(data: dict[str, Any]) -> BalootState:
    """Rebuild a state saved with ``to_json``."""
    return state_from_json(data, BalootState)
