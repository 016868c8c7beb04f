"""Provably fair deals: a commitment to the seed before play, the seed revealed after it.

The server draws a game's seed from the operating system's CSPRNG and a random salt beside it,
and publishes at creation, to every seat, the commitment

    SHA-256 of the ASCII text "<seed in decimal>:<salt>"  (lowercase hex digest)

where ``salt`` is 64 lowercase hex digits (32 random bytes), e.g. ``"12345:9f0c…"``; so
``printf '%s' "12345:9f0c…" | sha256sum`` checks it by hand. The salt keeps a seed (only 62
bits) from being found by trying seeds against the commitment. When the game ends, the seed and
salt are revealed; :func:`check` then shows that the deal was fixed before the first move:

1. the commitment is the hash of the revealed seed and salt, and
2. ``new_game(game, seed=seed, **options)`` replaying every recorded move yields exactly the
   recorded chance outcomes (``setup``: every deal, and every later draw or reshuffle, which
   each engine takes from one random generator seeded with ``seed``, in the order the game
   needs them) and the recorded result.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from typing import Any

from gametable.core.errors import BadOptions, GametableError
from gametable.core.protocol import GameState
from gametable.core.registry import new_game

SEED_LIMIT = 2**62  # seeds are integers in [0, SEED_LIMIT)


def draw_seed() -> int:
    """A seed nobody can predict (the operating system's CSPRNG)."""
    return secrets.randbelow(SEED_LIMIT)


#: seeds tried before the options themselves are taken to be refused
SEED_TRIES = 64


def deal_unseen(game: str, options: dict[str, Any]) -> tuple[int, GameState]:
    """A seed nobody can predict and the opening position it deals.

    Some options refuse some seeds: a 6-player climbing game on varied cubes whose bottom
    layer can never seat six players (about 5 % of seeds). Nobody chose the seed, so a refused
    one is drawn again; the last refusal is raised only when :data:`SEED_TRIES` seeds in a row
    are refused, which means the options are.
    """
    refusal: BadOptions | None = None
    for _ in range(SEED_TRIES):
        seed = draw_seed()
        try:
            return seed, new_game(game, seed=seed, **options)
        except BadOptions as error:
            refusal = error
    assert refusal is not None
    raise refusal


def new_salt() -> str:
    return secrets.token_hex(32)


def commitment(seed: int, salt: str) -> str:
    """The SHA-256 commitment to ``seed`` (see the module docstring for the exact bytes)."""
    return hashlib.sha256(f"{seed}:{salt}".encode("ascii")).hexdigest()


def published(seed: int | None, salt: str | None, revealed: bool) -> dict[str, Any] | None:
    """What a table shows of its deal: the commitment, and the seed and salt once
    ``revealed`` (the game is over). ``None`` for a table made before commitments."""
    if seed is None or not salt:
        return None
    shown: dict[str, Any] = {"commitment": commitment(seed, salt)}
    if revealed:
        shown.update(seed=seed, salt=salt)
    return shown


@dataclass(frozen=True)
class Verdict:
    """The outcome of :func:`check`: ``verified``, and why not when it is not."""

    verified: bool
    reason: str


def check(game: str, options: dict[str, Any], setup: dict[str, Any],
          moves: list[tuple[int, str]], fairness: Any,
          result: list[float] | None = None) -> Verdict:
    """Whether a finished game's deal is the one committed to (see the module docstring)."""
    if not isinstance(fairness, dict) or not fairness.get("commitment"):
        return Verdict(False, "the record carries no commitment to its seed")
    seed, salt = fairness.get("seed"), fairness.get("salt")
    if seed is None or salt is None:
        return Verdict(False, "the seed and salt are not revealed yet (the game is not over)")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(salt, str):
        return Verdict(False, "the revealed seed must be an integer and the salt a string")
    if commitment(seed, salt) != fairness["commitment"]:
        return Verdict(False, "the revealed seed and salt do not hash to the commitment")
    try:
        state = new_game(game, seed=seed, **options)
        for index, (seat, move) in enumerate(moves):
            try:
                state.play(seat, move)
            except GametableError as error:
                return Verdict(False, f"move {index + 1} ({seat}: {move!r}) cannot be played "
                                      f"on the deal the seed gives: {error}")
    except (GametableError, TypeError, ValueError) as error:
        return Verdict(False, f"the game cannot be re-created from the seed: {error}")
    if _plain(state.setup()) != _plain(setup):
        return Verdict(False, "the recorded deal or a later shuffle is not the one the seed "
                              "gives")
    if result is not None and state.over and list(state.scores) != list(result):
        return Verdict(False, f"the seed's replay ends {list(state.scores)}, not {result}")
    return Verdict(True, "the commitment matches the seed and salt, and the deal and every "
                         "later shuffle follow from the seed")


def _plain(data: Any) -> Any:
    """JSON-equal form (tuples become lists), so a stored record compares with a live setup."""
    return json.loads(json.dumps(data, sort_keys=True))

