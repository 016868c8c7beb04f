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
   needs them), and that the record is a whole game whose stored result is the replay's.

**Seat values** (commit–reveal; the server's side is :mod:`gametable.server.tables.dealing`). So
that not even the server chooses the deal, each person's seat adds a random value of its own,
``VALUE_DIGITS`` lowercase hex digits: its browser sends ``SHA-256(value)`` (hex) before the
deal, every seat is shown every commitment, and only then sends the value, which the server
keeps secret until the game ends. A seat that did not commit and reveal in time, and every
bot's seat, takes the server's value for that seat, :func:`server_value`, fixed at creation by
the committed seed. The deal's seed is :func:`deal_seed`::

    SHA-256("gametable-deal-v1:<seed>:<salt>:<value of seat 0>:<value of seat 1>:…")
    as an integer, mod 2**62

with ``:<counter>`` appended (1, 2, …) while the options refuse the seed it gives (climbing's
six players on varied cubes refuse about 5 % of seeds). A record carries all of it in
``meta["fairness"]`` (:func:`published`), and :func:`check` checks all of it.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass
from typing import Any

from gametable.core.errors import BadOptions, GametableError
from gametable.core.protocol import GameState
from gametable.core.registry import new_game
from gametable.core.resign import Resigned

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


#: the tag that starts the text a deal's seed is hashed from (a new scheme gets a new tag)
SCHEME = "gametable-deal-v1"
#: a seat's value: this many lowercase hex digits (32 random bytes, as the browser draws it)
VALUE_DIGITS = 64
_HEX64 = re.compile(r"[0-9a-f]{64}")
#: where a seat's value came from: its person's browser, or the server (fixed at creation)
SOURCES = ("seat", "server")


def is_hex64(text: Any) -> bool:
    """A value or commitment as this module writes them: 64 lowercase hex digits."""
    return isinstance(text, str) and _HEX64.fullmatch(text) is not None


def value_commitment(value: str) -> str:
    """A seat's commitment to its value: SHA-256 of the value's ASCII text, lowercase hex."""
    return hashlib.sha256(value.encode("ascii")).hexdigest()


def server_value(seed: int, salt: str, seat: int) -> str:
    """The value the server puts in for ``seat`` (a bot's, or one that did not answer):
    SHA-256 of ``"server:<seed>:<salt>:<seat>"``, so it was fixed when the seed was
    committed to and nobody learns it before the seed is revealed."""
    return hashlib.sha256(f"server:{seed}:{salt}:{seat}".encode("ascii")).hexdigest()


def deal_seed(seed: int, salt: str, values: list[str], counter: int = 0) -> int:
    """The deal's seed from the server's seed and salt and every seat's value, in seat order
    (see the module docstring); ``counter`` > 0 is appended when earlier ones were refused."""
    text = ":".join([SCHEME, str(seed), salt, *values])
    if counter:
        text += f":{counter}"
    return int(hashlib.sha256(text.encode("ascii")).hexdigest(), 16) % SEED_LIMIT


def deal_from_values(game: str, options: dict[str, Any], seed: int, salt: str,
                     values: list[str]) -> tuple[int, int, GameState]:
    """``(deal seed, counter, opening state)``: the first counter whose seed the options
    take. Deterministic, so anyone checking finds the same; raises the options' refusal when
    :data:`SEED_TRIES` counters in a row are refused (then the options are)."""
    refusal: BadOptions | None = None
    for counter in range(SEED_TRIES):
        dealt = deal_seed(seed, salt, values, counter)
        try:
            return dealt, counter, new_game(game, seed=dealt, **options)
        except BadOptions as error:
            refusal = error
    assert refusal is not None
    raise refusal


def published(seed: int | None, salt: str | None, revealed: bool,
              deal: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """What a table shows of its deal: the commitment, and the seed and salt once
    ``revealed`` (the game is over). ``None`` for a table made before commitments.

    ``deal``: the seat values' part, as the server stores it once dealt (``{"seats": [{"seat",
    "source", "commitment", "value"}], "deal_seed", "counter"}``): each seat's commitment and
    source are shown from the deal on, the values and the deal's seed only once revealed."""
    if seed is None or not salt:
        return None
    shown: dict[str, Any] = {"commitment": commitment(seed, salt)}
    if revealed:
        shown.update(seed=seed, salt=salt)
    if deal is not None:
        shown["scheme"] = SCHEME
        shown["seats"] = [
            {key: part.get(key) for key in ("seat", "source", "commitment",
                                             *(("value",) if revealed else ()))}
            for part in deal["seats"]
        ]
        if revealed:
            shown.update(deal_seed=deal["deal_seed"], counter=deal["counter"])
    return shown


@dataclass(frozen=True)
class Verdict:
    """The outcome of :func:`check`: ``verified``, and why not when it is not."""

    verified: bool
    reason: str


def check(game: str, options: dict[str, Any], setup: dict[str, Any],
          moves: list[tuple[int, str]], fairness: Any,
          result: list[float] | None = None, resigned: int | None = None) -> Verdict:
    """Whether a finished game's deal is the one committed to, and the record the whole game
    (see the module docstring): a record cut short, or whose stored result is not the
    replay's, fails, however true its deal. ``resigned``: the seat whose resignation ended
    the game (a record's ``meta["resigned"]``): its moves must replay to a game not yet over,
    and the result must be the resignation's (:mod:`gametable.core.resign`)."""
    if not isinstance(fairness, dict) or not fairness.get("commitment"):
        return Verdict(False, "the record carries no commitment to its seed")
    seed, salt = fairness.get("seed"), fairness.get("salt")
    if seed is None or salt is None:
        return Verdict(False, "the seed and salt are not revealed yet (the game is not over)")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(salt, str):
        return Verdict(False, "the revealed seed must be an integer and the salt a string")
    if commitment(seed, salt) != fairness["commitment"]:
        return Verdict(False, "the revealed seed and salt do not hash to the commitment")
    dealt = seed
    if "seats" in fairness:
        found = _check_values(game, options, seed, salt, fairness)
        if isinstance(found, Verdict):
            return found
        dealt = found
    try:
        state = new_game(game, seed=dealt, **options)
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
    if resigned is not None:
        try:
            state = Resigned(state, resigned)
        except GametableError as error:
            return Verdict(False, f"the record's resignation does not stand: {error}")
    if not state.over:
        return Verdict(False, f"the record is not a whole game: after its {len(moves)} moves "
                              f"the game is not over (to act: {list(state.to_act)})")
    if result is None:
        return Verdict(False, "the record states no result to check")
    if _plain(list(state.scores)) != _plain(list(result)):
        return Verdict(False, f"the record's result {list(result)} is not the replay's "
                              f"{list(state.scores)}")
    what = "the seed" if "seats" not in fairness else "the deal seed"
    return Verdict(True, f"the commitment matches the seed and salt, {_values_said(fairness)}"
                         f"the deal and every later shuffle follow from {what}, and the "
                         f"replay ends with the recorded result"
                         f"{'' if resigned is None else f' (seat {resigned} resigned)'}")


def _values_said(fairness: dict[str, Any]) -> str:
    if "seats" not in fairness:
        return ""
    sources = [part["source"] for part in fairness["seats"]]
    return (f"the deal seed is derived from them and every seat's value ({sources.count('seat')}"
            f" from the seats' own browsers, {sources.count('server')} the server's), ")


def _check_values(game: str, options: dict[str, Any], seed: int, salt: str,
                  fairness: dict[str, Any]) -> int | Verdict:
    """The deal seed the seat values give, or the verdict of why they do not check out."""
    seats = fairness["seats"]
    if not isinstance(seats, list) or not seats:
        return Verdict(False, "'seats' must list every seat's value")
    values = []
    for index, part in enumerate(seats):
        if not isinstance(part, dict) or part.get("seat") != index:
            return Verdict(False, f"seat values must be listed in seat order: entry {index} "
                                  f"is not seat {index}'s")
        value, source = part.get("value"), part.get("source")
        if not is_hex64(value):
            return Verdict(False, f"seat {index}'s value is not revealed as 64 hex digits")
        if source == "seat":
            if value_commitment(value) != part.get("commitment"):
                return Verdict(False, f"seat {index}'s value does not hash to its commitment")
        elif source == "server":
            if value != server_value(seed, salt, index):
                return Verdict(False, f"seat {index}'s value is said to be the server's but "
                                      f"is not the one derived from the seed and salt")
        else:
            return Verdict(False, f"seat {index}'s source must be 'seat' or 'server', "
                                  f"not {source!r}")
        values.append(value)
    counter = fairness.get("counter", 0)
    if not isinstance(counter, int) or isinstance(counter, bool) or not 0 <= counter < SEED_TRIES:
        return Verdict(False, f"the counter must be an integer from 0 to {SEED_TRIES - 1}")
    dealt = deal_seed(seed, salt, values, counter)
    if fairness.get("deal_seed") != dealt:
        return Verdict(False, f"the deal seed {fairness.get('deal_seed')} is not the one "
                              f"derived from the seed, salt and seat values ({dealt})")
    for earlier in range(counter):  # the counter is the first the options take, not a choice
        try:
            new_game(game, seed=deal_seed(seed, salt, values, earlier), **options)
        except BadOptions:
            continue
        except (GametableError, TypeError, ValueError) as error:
            return Verdict(False, f"the game cannot be re-created: {error}")
        return Verdict(False, f"counter {earlier} already gives a seed the options take, "
                              f"so the deal should have used it, not counter {counter}")
    return dealt


def by_hand(fairness: dict[str, Any]) -> list[str]:
    """The shell lines that check a revealed record's commitments by hand (each prints a
    digest to compare with the one named after ``#``): what ``replay --verify`` prints."""
    seed, salt = fairness["seed"], fairness["salt"]
    lines = [f"printf '%s' '{seed}:{salt}' | sha256sum   # = commitment "
             f"{fairness['commitment']}"]
    seats = fairness.get("seats")
    if not isinstance(seats, list):
        return lines
    values = []
    for part in seats:
        seat, value = part.get("seat"), str(part.get("value"))
        values.append(value)
        if part.get("source") == "seat":
            lines.append(f"printf '%s' '{value}' | sha256sum   # = seat {seat}'s commitment "
                         f"{part.get('commitment')}")
        else:
            lines.append(f"printf '%s' 'server:{seed}:{salt}:{seat}' | sha256sum   # = seat "
                         f"{seat}'s value (the server's) {value}")
    text = ":".join([SCHEME, str(seed), salt, *values])
    if fairness.get("counter"):
        text += f":{fairness['counter']}"
    lines.append(f"python3 -c \"import hashlib; print(int(hashlib.sha256(b'{text}')"
                 f".hexdigest(), 16) % 2**62)\"   # = deal seed {fairness.get('deal_seed')}")
    return lines


def _plain(data: Any) -> Any:
    """JSON-equal form (tuples become lists), so a stored record compares with a live setup."""
    return json.loads(json.dumps(data, sort_keys=True))

