"""Balloon Cup as pure JAX functions: ``init``, ``step``, ``observe``, to ``jit`` and ``vmap``.

The rules are those of :mod:`gametable.games.balloon_cup` (the reference engine; the two are
tested to agree move for move), with its option ``no_deadlock`` off (the default) or on
(``make(no_deadlock=True)``: an offending cube goes back under the bag, see
:func:`_refill_no_deadlock`). Actions are the
Python engine's 864 integer codes (:mod:`gametable.games.balloon_cup.notation`) and
:func:`observe` writes the same 614 floats as :mod:`gametable.rl.encoders.balloon_cup`, so a
policy moves between the two engines unchanged.

Layout: the cards are twelve sets, one per place a card can be (the two hands, the eight tile
sides, the supply and the discard pile), each held as two 32-bit words (``sets``); a
placement, a scoring, an exchange or a draw is a few word operations per game, and a legal
mask is built from the words by broadcasting them against constant per-code shifts. Free
places are five words, one per colour, of 4-bit counts by tile side. Under ``vmap`` nearly all
of a step is then elementwise over the batch, which XLA vectorises on a CPU and an
accelerator alike; ``State.loc`` gives each card's place for the bridge and the tests.

Chance is explicit and comes from keys. ``init(key)`` deals the hands, fills the tiles and picks
the start player. The supply is kept as a *set* and the bag as five cube counts: each draw
takes a uniformly random card (or cube) of them, with the uniforms drawn from the key, which
is the same game as drawing from a shuffled pile or bag (their order is secret) but needs no
sort, neither at the deal nor when the discard pile becomes the new supply. The cards a
step drew are kept (``drew``) so that a game can be replayed in the Python engine through its
``setup=`` (``deck`` and ``shuffles``): see :class:`ChanceRecorder`.
"""

from __future__ import annotations

from functools import partial
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from gametable.core.errors import BadOptions
from gametable.games.balloon_cup import notation as A
from gametable.games.balloon_cup.cards import (
    CARD_COLOUR,
    CARD_NAMES,
    CARD_VALUE,
    COLOURS,
    CUBE_COUNT,
    NUM_CARDS,
    TROPHY_NEED,
)
from gametable.games.balloon_cup.options import check_options
from gametable.jax.env import Env
from gametable.jax.sampling import key_uniforms, select_bit, stored, unpack_words

NUM_PLAYERS = 2
NUM_ACTIONS = A.NUM_ACTIONS
OBSERVATION_SIZE = 614
PLACE, STUCK, CLAIM, OVER = 0, 1, 2, 3
DEADLOCK_TURNS = 50
TROPHIES_TO_WIN = 3

NUM_CUBES = sum(CUBE_COUNT)
#: the fields of the bag (the last five serve ``no_deadlock`` only)
BAG_FIELDS = ("bag", "bottom", "bottom_head", "bottom_n", "popped", "npopped")

#: the rows of ``sets`` (and the values of ``loc``): a seat's hand, a tile side
#: (``SLOT0 + tile * 2 + side``), the supply, the discard pile
SLOT0 = 2
SUPPLY = 10
DISCARD = 11

_I32 = jnp.int32
_U32 = jnp.uint32
_COLOUR = np.array(CARD_COLOUR, np.int32)
#: card values, 4 bits each: card ``c`` at bits ``4 (c % 8)`` of word ``c // 8``
_VALUE_WORDS = np.array([sum(v << (4 * k) for k, v in enumerate(CARD_VALUE[i : i + 8]))
                         for i in range(0, NUM_CARDS, 8)], np.uint32)  # fmt: skip
_NEED = np.array(TROPHY_NEED, np.int32)
_COUNTS = np.array(CUBE_COUNT, np.float32)
_CARDS = np.arange(NUM_CARDS)
#: ``(first card, end)`` of each colour's run in card order
_RUNS = tuple(
    (CARD_COLOUR.index(c), len(CARD_COLOUR) - CARD_COLOUR[::-1].index(c)) for c in range(5)
)
_SLOTS = np.arange(8)
_FIELD_SLOT = (4 * _SLOTS).astype(np.uint32)

#: card sets as two 32-bit words: cards 0-23 (red, yellow) are bits of word 0, cards 24-44
#: (green, blue, gray) bits of word 1, so no colour straddles the two
_WORD1 = 24
_ALL_CARDS = np.array([(1 << _WORD1) - 1, (1 << (NUM_CARDS - _WORD1)) - 1], np.uint32)
_CARD_WORD = _CARDS >= _WORD1
_CARD_BIT = np.where(_CARD_WORD, _CARDS - _WORD1, _CARDS).astype(np.uint32)
#: each colour's cards in its word
_COLOUR_WORD = tuple(lo >= _WORD1 for lo, _ in _RUNS)
_COLOUR_BITS = tuple(
    np.uint32(sum(1 << int(_CARD_BIT[c]) for c in range(lo, hi))) for lo, hi in _RUNS
)
#: exchange codes: which sorted-hand positions each discards, its size, its last position
_SUBSET_SIZE = np.array([len(s) for s in A.SUBSETS], np.int32)
_SUBSET_LAST = np.array([max(s, default=-1) for s in A.SUBSETS], np.int32)
_SUBSET_BITS = np.array([sum(1 << p for p in s) for s in A.SUBSETS], np.int32)

#: claim codes: trophy, 3-for-1 sets by colour, number of sets, cubes paid by colour
_CLAIM_T = np.array([t for t, _ in A.CLAIMS], np.int32)
_CLAIM_SETS = np.array([sets for _, sets in A.CLAIMS], np.int32)
_CLAIM_NSETS = _CLAIM_SETS.sum(1)
_CLAIM_PAID = 3 * _CLAIM_SETS
_CLAIM_PAID[np.arange(len(A.CLAIMS)), _CLAIM_T] += _NEED[_CLAIM_T] - _CLAIM_NSETS

#: the legal mask packed in 32-bit words (code ``32 * w + b`` at bit ``b`` of word ``w``)
LEGAL_WORDS = -(-NUM_ACTIONS // 32)
HAND_MAX = A.HAND_SIZE
#: placement words: cards ``4 w`` .. ``4 w + 3`` are bytes 0-3 of word ``w`` (a byte of
#: slots each); they are bits ``_PW_SHIFT`` .. + 3 of hand word 1 (``_PW_HIGH``) or 0, and
#: ``_PW_SPREAD[c, w]`` has a 1 at the bottom of each byte of a card of colour ``c``
_PW_CARDS = 4 * np.arange(-(-NUM_CARDS // 4))
_PW_HIGH = _PW_CARDS >= _WORD1
_PW_SHIFT = np.where(_PW_HIGH, _PW_CARDS - _WORD1, _PW_CARDS).astype(np.uint32)
_PW_SPREAD = np.array([[sum(1 << (8 * k) for k in range(4)
                            if w + k < NUM_CARDS and CARD_COLOUR[w + k] == c)
                        for w in _PW_CARDS] for c in range(5)], np.uint32)  # fmt: skip
assert _WORD1 % 4 == 0
assert A.NUM_PLACE == 8 * NUM_CARDS and A.DISCARD_BASE == A.NUM_PLACE


def _exchange_words() -> np.ndarray:
    """[hand size 0..8, then "not stuck"] -> the words of the legal exchange codes."""
    first, last = A.DISCARD_BASE // 32, (A.CLAIM_BASE - 1) // 32
    out = np.zeros((HAND_MAX + 2, last - first + 1), np.uint32)
    for size in range(HAND_MAX + 1):
        for k, subset_last in enumerate(_SUBSET_LAST):
            if subset_last < size:
                code = A.DISCARD_BASE + k
                out[size, code // 32 - first] |= np.uint32(1 << (code % 32))
    return out


_EXCHANGE_WORDS = _exchange_words()
_EXCHANGE_WORD0 = A.DISCARD_BASE // 32
#: claim words, from the one holding ``CLAIM_BASE`` on: for each trophy and number of sets
#: (its target; one more: none), the codes claiming it with that many sets (rows of all the
#: trophies, one after another from ``_TARGET_ROW0``); for each count of sets held by colour
#: (mixed radix ``_HELD_RADIX``), the codes paying no more sets of any colour than held
_CLAIM_WORD0 = A.CLAIM_BASE // 32
_TARGET_ROW0 = np.concatenate([[0], np.cumsum(_NEED + 2)[:-1]]).astype(np.int32)
_HELD_RADIX = np.concatenate([[1], np.cumprod(np.array(A.MAX_SETS) + 1)[:-1]]).astype(np.int32)


def _claim_tables() -> tuple[np.ndarray, np.ndarray]:
    words = LEGAL_WORDS - _CLAIM_WORD0
    targets = np.zeros((int(np.sum(_NEED + 2)), words), np.uint32)
    held = np.zeros((int(np.prod(np.array(A.MAX_SETS) + 1)), words), np.uint32)
    for i, (trophy, sets) in enumerate(A.CLAIMS):
        code = A.CLAIM_BASE + i
        bit = np.uint32(1 << (code % 32))
        targets[_TARGET_ROW0[trophy] + sum(sets), code // 32 - _CLAIM_WORD0] |= bit
        for row, counts in enumerate(np.ndindex(*(np.array(A.MAX_SETS) + 1)[::-1])):
            if all(s <= c for s, c in zip(sets, counts[::-1], strict=True)):
                held[row, code // 32 - _CLAIM_WORD0] |= bit
    return targets, held


_CLAIM_TARGET_WORDS, _CLAIM_HELD_WORDS = _claim_tables()
_CW_STOP_WORD = np.arange(LEGAL_WORDS - _CLAIM_WORD0) == A.STOP // 32 - _CLAIM_WORD0
_STOP_BIT = np.uint32(A.STOP % 32)
assert A.STOP == NUM_ACTIONS - 1 and A.CLAIM_BASE // 32 == (A.CLAIM_BASE - 1) // 32


class State(NamedTuple):
    """One game (add a leading axis for a batch). Fields after ``rewards`` are internal."""

    current_player: jax.Array  # int32, -1 once over
    legal_words: jax.Array  # uint32[27]: the legal codes, code ``32 w + b`` at bit b of word w
    rewards: jax.Array  # float32[2]: +1 / -1 to the winner / loser on the final step
    terminated: jax.Array  # bool
    phase: jax.Array  # PLACE, STUCK, CLAIM or OVER
    sets: jax.Array  # uint32[12, 2]: the cards at each place (hands, sides, supply, discard)
    bag: jax.Array  # int32[5]: cubes left in the bag by colour (never drawn yet)
    present: jax.Array  # bool[4]
    up: jax.Array  # int32[4]: 1 mountain, 0 plains
    tcubes: jax.Array  # int32[4, 5]: cubes on each tile by colour
    free: jax.Array  # uint32[5]: free places by colour, 4 bits a side (side ``s`` at bit 4s)
    sums: jax.Array  # int32[8]: card values on each side
    pcubes: jax.Array  # int32[2, 5]: cubes held
    owner: jax.Array  # int32[5]: trophy owner, -1 unclaimed
    box: jax.Array  # int32[5]: cubes spent on trophies
    noscore: jax.Array  # turns in a row without a scoring
    claim_first: jax.Array  # bool: the tile's winner is still in their first run of claims
    claim_passes: jax.Array
    claim_placer: jax.Array
    claim_loser: jax.Array
    winner: jax.Array  # -1: none yet or a draw
    first: jax.Array  # the start player
    nshuffles: jax.Array  # reshuffles so far
    drew: jax.Array  # uint32[2]: the cards the last step drew (a reshuffle's included)
    # ``no_deadlock`` only: the cubes sent back under the bag, first back first out, and the
    # colours drawn from the bag proper, in order (the Python engine's bag order)
    bottom: jax.Array  # int32[45]: a ring, ``bottom_n`` cubes from ``bottom_head``
    bottom_head: jax.Array
    bottom_n: jax.Array
    popped: jax.Array  # int32[45]
    npopped: jax.Array

    @property
    def legal_action_mask(self) -> jax.Array:
        """bool[..., 864]: the legal codes of the player to move (none once over), unpacked
        from ``legal_words``."""
        return unpack_words(jnp.asarray(self.legal_words), NUM_ACTIONS)

    @property
    def loc(self) -> jax.Array:
        """Where each card is (int8[..., 45], a row of ``sets``), for the bridge and tests."""
        sets = jnp.asarray(self.sets)
        bits = (sets[..., _CARD_WORD.astype(np.int32)] >> _CARD_BIT) & 1  # [..., 12, 45]
        return jnp.argmax(bits, axis=-2).astype(jnp.int8)


# ------------------------------------------------------------------------------ rules helpers


def _may_claim(pcubes: jax.Array, owner: jax.Array) -> jax.Array:
    """Whether a player holding ``pcubes`` (5) could claim any trophy now, every set counted."""
    owned = owner >= 0
    sets = jnp.sum(jnp.where(owned, pcubes // 3, 0))
    return jnp.any(~owned & (pcubes + sets >= _NEED))


def _unwords(words: jax.Array) -> jax.Array:
    """The two words of a card set back to 45 bools."""
    return ((jnp.where(_CARD_WORD, words[1], words[0]) >> _CARD_BIT) & 1) == 1


def _card_words(card: jax.Array) -> jax.Array:
    """The two words of the set of one ``card``."""
    high = card >= _WORD1
    bit = jnp.uint32(1) << jnp.where(high, card - _WORD1, card).astype(_U32)
    return jnp.stack([jnp.where(high, np.uint32(0), bit), jnp.where(high, bit, np.uint32(0))])


def _popcount(w: jax.Array) -> jax.Array:
    return jax.lax.population_count(w).astype(_I32)


def _size(words: jax.Array) -> jax.Array:
    return _popcount(words[0]) + _popcount(words[1])


def _row(table: jax.Array, index: jax.Array) -> jax.Array:
    """``table[index]`` for a small leading axis, by selects (a gather per game is slower)."""
    out = table[0]
    for i in range(1, table.shape[0]):
        out = jnp.where(index == i, table[i], out)
    return out


def _colour_of(card: jax.Array) -> jax.Array:
    """A card's colour (cards run by colour: 13 red, 11 yellow, 9 green, 7 blue, 5 gray)."""
    return sum((card >= lo).astype(_I32) for lo, _ in _RUNS[1:])


def _value_of(card: jax.Array) -> jax.Array:
    """A card's value, from eight 4-bit values a word (a gather per game is slower)."""
    word = _row(jnp.asarray(_VALUE_WORDS), card >> 3)
    return ((word >> (4 * (card & 7)).astype(_U32)) & np.uint32(15)).astype(_I32)


def _takes(free: jax.Array) -> jax.Array:
    """Which sides take each colour: the 4-bit counts of ``free`` (5) squeezed to 8 bits a
    colour (bit ``s``: side ``s`` has a free place of it)."""
    y = (free | (free >> 1) | (free >> 2)) & np.uint32(0x11111111)  # counts are at most 4
    y = (y | (y >> 3)) & np.uint32(0x03030303)
    y = (y | (y >> 6)) & np.uint32(0x000F000F)
    return (y | (y >> 12)) & np.uint32(0xFF)


def _playable(free: jax.Array) -> jax.Array:
    """The two words of the cards of every colour some side still takes (``free`` (5))."""
    words = [jnp.uint32(0), jnp.uint32(0)]
    for c in range(5):
        w = int(_COLOUR_WORD[c])
        words[w] = words[w] | jnp.where(free[c] != 0, _COLOUR_BITS[c], np.uint32(0))
    return stored(jnp.stack(words))


def _has_placement(sets: jax.Array, playable: jax.Array, seat: jax.Array) -> jax.Array:
    """Whether ``seat`` holds a card of a colour some side still takes (``playable``: those
    cards, :func:`_playable`)."""
    hand = jnp.where(seat == 1, sets[1], sets[0]) & playable
    return (hand[0] | hand[1]) != 0


def _select(words: jax.Array, j: jax.Array) -> jax.Array:
    """The ``j``-th card (from 0, in card order) of the set ``words`` (``j`` must be in range).
    Stored: a chain this long is not to be fused into, and so recomputed by, every entry of
    its consumers."""
    c0 = _popcount(words[0])
    upper = j >= c0
    bit = select_bit(jnp.where(upper, words[1], words[0]), jnp.where(upper, j - c0, j))
    return stored(bit + jnp.where(upper, _WORD1, 0))


def _legal_words(s: State) -> jax.Array:
    """The legal codes of ``s.current_player`` in ``s.phase``, packed (``uint32[27]``, code
    ``32 * w + b`` at bit ``b`` of word ``w``).

    This runs at every step, so the words are built directly, never an 864-bool mask: a
    placement word is four cards of eight slot bits (a held card's byte is the sides that
    take its colour), the exchanges are a constant row by hand size, and each claim bit is a
    test of a few per-game fields against constant per-code shifts, laid out bit-major so the
    packing sum runs over the major axis. The phase gates the per-game words."""
    seat = s.current_player
    phase = s.phase
    # the per-game values each word reads are stored, or XLA would compute them (and the
    # step's updates behind them) again for every word
    h0, h1 = stored(jnp.where(seat == 1, s.sets[1], s.sets[0]))
    takes = stored(_takes(s.free) * (phase == PLACE).astype(_U32))
    # placement word w: cards 4w .. 4w + 3, a byte of slot bits each; a held card's byte is
    # all ones (its bit spread by a multiplication), and-ed with the sides taking its colour
    nibbles = (jnp.where(_PW_HIGH, h1, h0) >> _PW_SHIFT) & np.uint32(15)
    held = ((nibbles * np.uint32(0x00204081)) & np.uint32(0x01010101)) * np.uint32(0xFF)
    place = held & jnp.sum(takes[:, None] * _PW_SPREAD, axis=0, dtype=_U32)
    size = jnp.minimum(_popcount(h0) + _popcount(h1), HAND_MAX)
    row = stored(jnp.where(phase == STUCK, size, HAND_MAX + 1))
    exchange = jnp.asarray(_EXCHANGE_WORDS)[row]
    pc = jnp.where(seat == 1, s.pcubes[1], s.pcubes[0])
    owned = s.owner >= 0
    claiming = phase == CLAIM
    unowned = ~owned & claiming
    plain = unowned & (pc >= _NEED)
    # a claim code is legal when its number of sets is its trophy's target (0 for a plain
    # claim, the cubes short otherwise, none for a trophy not on offer) and no colour's sets
    # exceed those the seat holds: one row of words for each trophy's target, one for the
    # sets held, looked up in constant tables
    target = jnp.where(unowned, jnp.where(plain, 0, _NEED - pc), _NEED + 1)
    avail = jnp.where(owned, pc // 3, 0)
    # some claim is legal exactly when the seat may claim (see ``_may_claim``)
    stop = claiming & ~jnp.any(plain) & _may_claim(pc, s.owner)
    rows = stored(jnp.concatenate([_TARGET_ROW0 + target, jnp.sum(avail * _HELD_RADIX)[None],
                                   stop[None]]))  # fmt: skip
    on_target = jnp.sum(jnp.asarray(_CLAIM_TARGET_WORDS)[rows[:5]], axis=0, dtype=_U32)
    claims = on_target & jnp.asarray(_CLAIM_HELD_WORDS)[rows[5]]
    stop = rows[6].astype(_U32)
    claims = claims | jnp.where(_CW_STOP_WORD, stop << _STOP_BIT, np.uint32(0))
    zeros = partial(jnp.zeros, dtype=_U32)
    return (
        jnp.concatenate([place, zeros(LEGAL_WORDS - len(_PW_CARDS))])
        | jnp.concatenate([zeros(_EXCHANGE_WORD0), exchange,
                           zeros(LEGAL_WORDS - _EXCHANGE_WORD0 - _EXCHANGE_WORDS.shape[1])])
        | jnp.concatenate([zeros(_CLAIM_WORD0), claims])
    )  # fmt: skip


def _refill(bag: jax.Array, tile: jax.Array, u: jax.Array) -> tuple[jax.Array, ...]:
    """Draw ``tile + 1`` cubes at random from the ``bag`` counts (``u``: four uniforms), or
    none if it holds fewer: (cubes by colour, filled?, the bag left)."""
    need = tile + 1
    ok = jnp.sum(bag) >= need
    counts = jnp.zeros(5, _I32)
    for i in range(4):
        total = jnp.sum(bag)
        j = jnp.minimum((u[i] * total).astype(_I32), jnp.maximum(total - 1, 0))
        upto = jnp.stack([bag[0], bag[0] + bag[1], bag[0] + bag[1] + bag[2],
                          bag[0] + bag[1] + bag[2] + bag[3], total])  # fmt: skip
        colour = jnp.sum(upto <= j)
        take = ok & (i < need) & (jnp.arange(5) == colour)
        bag = bag - take
        counts = counts + take
    return counts, ok, bag


def _refill_no_deadlock(
    bag_fields: dict[str, jax.Array], tcubes: jax.Array, present: jax.Array, tile: jax.Array,
    go: jax.Array, key: jax.Array,
) -> tuple[jax.Array, jax.Array, dict[str, jax.Array]]:
    """The ``no_deadlock`` refill of ``tile`` (when ``go``), as the Python engine's
    ``_draw_cubes`` does it: cubes are drawn one by one (uniformly from the bag proper, then
    from those sent under it, in order); a cube that would give the tiles together as many
    of its colour as its trophy needs goes back under the bag. If every cube left has been
    sent back in this refill, the tile cannot be filled and the bag stays as it was.

    ``bag_fields``: the :data:`BAG_FIELDS` of the state. Returns (cubes by colour, filled?,
    the bag fields after it)."""
    need = jnp.where(go, tile + 1, 0)
    enough = jnp.sum(bag_fields["bag"]) + bag_fields["bottom_n"] >= need
    others = present & (jnp.arange(4) != tile)
    start = {
        **bag_fields,
        "on": jnp.sum(jnp.where(others[:, None], tcubes, 0), axis=0),
        "taken": jnp.zeros(5, _I32), "ntaken": jnp.int32(0), "refused": jnp.int32(0),
        "failed": jnp.bool_(False), "i": jnp.int32(0),
    }  # fmt: skip

    def more(c: dict[str, jax.Array]) -> jax.Array:
        return enough & (c["ntaken"] < need) & ~c["failed"]

    def draw(c: dict[str, jax.Array]) -> dict[str, jax.Array]:
        bag = c["bag"]
        total = jnp.sum(bag)
        u = jax.random.uniform(jax.random.fold_in(key, c["i"]))
        j = jnp.minimum((u * total).astype(_I32), jnp.maximum(total - 1, 0))
        upto = jnp.stack([bag[0], bag[0] + bag[1], bag[0] + bag[1] + bag[2],
                          bag[0] + bag[1] + bag[2] + bag[3], total])  # fmt: skip
        from_bag = total > 0
        head = c["bottom_head"]
        colour = jnp.where(from_bag, jnp.sum(upto <= j), c["bottom"][head])
        colour_oh = jnp.arange(5) == colour
        bag = bag - (from_bag & colour_oh)
        popped = jnp.where(from_bag, c["popped"].at[c["npopped"]].set(colour), c["popped"])
        head = jnp.where(from_bag, head, (head + 1) % NUM_CUBES)
        bottom_n = c["bottom_n"] - ~from_bag
        ok = jnp.any(colour_oh & (c["on"] + 1 < _NEED))
        bottom = jnp.where(
            ok, c["bottom"], c["bottom"].at[(head + bottom_n) % NUM_CUBES].set(colour)
        )
        new = {
            "bag": bag, "bottom": bottom, "bottom_head": head, "bottom_n": bottom_n + ~ok,
            "popped": popped, "npopped": c["npopped"] + from_bag,
            "on": c["on"] + (ok & colour_oh), "taken": c["taken"] + (ok & colour_oh),
            "ntaken": c["ntaken"] + ok, "refused": c["refused"] + ~ok,
            "failed": c["failed"], "i": c["i"] + 1,
        }  # fmt: skip
        # every cube left was sent back in this refill: it fails, changing nothing
        failed = c["refused"] == jnp.sum(c["bag"]) + c["bottom_n"]
        out = {k: jnp.where(failed, c[k], v) for k, v in new.items()}
        out["failed"] = failed
        return out

    end = jax.lax.while_loop(more, draw, start)
    filled = enough & ~end["failed"]
    keep = filled & go
    fields = {k: jnp.where(keep, end[k], start[k]).astype(_I32) for k in BAG_FIELDS}
    return jnp.where(filled, end["taken"], 0), filled, fields


def _draw(
    supply: jax.Array, discard: jax.Array, n: jax.Array, u: jax.Array
) -> tuple[jax.Array, ...]:
    """``n`` (0-4) cards drawn from the ``supply`` (two words), uniformly at random (``u``:
    four uniforms).

    As in the rules, the ``discard`` pile becomes the supply only when a draw finds the supply
    empty: if ``n`` exceeds the supply, all of it is drawn, then the rest from the new one.
    Each card is a uniform pick of those left (:func:`_select` on the pool's words).
    Returns the cards drawn, the supply and the discard pile after it, and whether the discard
    pile became the supply.
    """
    n = stored(jnp.asarray(n, _I32))
    m = _size(supply)
    refill = stored(n > m)
    taken = jnp.where(refill, supply, np.uint32(0))
    pool = jnp.where(refill, discard, supply)
    k = jnp.where(refill, n - m, n)
    size = _size(pool)
    chosen = jnp.zeros(2, _U32)
    for i in range(4):
        j = jnp.minimum((u[i] * (size - i)).astype(_I32), jnp.maximum(size - i - 1, 0))
        bit = jnp.where((k > i) & (size > i), _card_words(_select(pool, j)), np.uint32(0))
        chosen = chosen | bit
        pool = pool & ~bit
    drawn, pool = stored(taken | chosen), stored(pool)
    return drawn, pool, jnp.where(refill, np.uint32(0), discard), refill


def _count_winner(pcubes: jax.Array, owner: jax.Array) -> jax.Array:
    """Most trophies, then most cubes; -1 for a draw."""
    t0 = jnp.sum(owner == 0)
    t1 = jnp.sum(owner == 1)
    c0 = jnp.sum(pcubes[0])
    c1 = jnp.sum(pcubes[1])
    a = jnp.where(t0 == t1, c0, t0)
    b = jnp.where(t0 == t1, c1, t1)
    return jnp.where(a == b, -1, jnp.where(a > b, 0, 1))


def _rewards(winner: jax.Array, ended: jax.Array) -> jax.Array:
    r = jnp.where(winner < 0, 0.0, jnp.where(jnp.arange(2) == winner, 1.0, -1.0))
    return jnp.where(ended, r, 0.0).astype(jnp.float32)


# ------------------------------------------------------------------------------ the API


def _free_of(tcubes: jax.Array) -> jax.Array:
    """The free-place words (5) of tiles holding ``tcubes`` (4, 5), both sides of each."""
    return jnp.sum(
        (tcubes.astype(_U32) * np.uint32(0x11)) << (8 * np.arange(4, dtype=np.uint32))[:, None],
        axis=0, dtype=_U32,
    )  # fmt: skip


def init(key: jax.Array, no_deadlock: bool = False) -> State:
    """A new game: hands, tile cubes and start player drawn from ``key``.

    Its 33 random numbers are hashed from the key (:func:`key_uniforms`, as a step's are):
    threefry's splits and draws for them cost several steps' worth of time a game."""
    u = key_uniforms(key, 33)
    # the deal: eight cards to each seat from the full supply, four at a time
    u, u_cubes, first = u[:16].reshape(4, 4), u[16:32].reshape(4, 4), (u[32] < 0.5).astype(_I32)
    supply, nothing = jnp.asarray(_ALL_CARDS), jnp.zeros(2, _U32)
    hands = []
    for i in range(4):
        drawn, supply, _, _ = _draw(supply, nothing, jnp.int32(4), u[i])
        hands.append(drawn)
    sets = jnp.zeros((12, 2), _U32).at[0].set(hands[0] | hands[1]).at[1].set(hands[2] | hands[3])
    sets = sets.at[SUPPLY].set(supply)
    bag = jnp.array(CUBE_COUNT, _I32)
    zero = jnp.int32(0)
    nd = {"bag": bag, "bottom": jnp.full(NUM_CUBES, -1, _I32), "bottom_head": zero,
          "bottom_n": zero, "popped": jnp.full(NUM_CUBES, -1, _I32), "npopped": zero}  # fmt: skip
    tcubes = jnp.zeros((4, 5), _I32)
    u = u_cubes
    for tile in range(4):
        if no_deadlock:
            # each tile in turn, seeing the cubes of those filled before it
            counts, _, nd = _refill_no_deadlock(
                nd, tcubes, jnp.ones(4, bool), jnp.int32(tile), jnp.bool_(True),
                jax.random.fold_in(key, tile),
            )  # fmt: skip
        else:
            counts, _, bag = _refill(nd["bag"], jnp.int32(tile), u[tile])
            nd["bag"] = bag
        tcubes = tcubes.at[tile].set(counts)
    s = State(
        current_player=first,
        legal_words=jnp.zeros(LEGAL_WORDS, _U32),
        rewards=jnp.zeros(2, jnp.float32),
        terminated=jnp.bool_(False),
        phase=jnp.int32(PLACE),
        sets=sets,
        present=jnp.ones(4, bool),
        up=jnp.array([0, 1, 0, 1], _I32),
        tcubes=tcubes,
        free=_free_of(tcubes),
        sums=jnp.zeros(8, _I32),
        pcubes=jnp.zeros((2, 5), _I32),
        owner=jnp.full(5, -1, _I32),
        box=jnp.zeros(5, _I32),
        noscore=zero,
        claim_first=jnp.bool_(False),
        claim_passes=zero,
        claim_placer=jnp.int32(-1),
        claim_loser=jnp.int32(-1),
        winner=jnp.int32(-1),
        first=first,
        nshuffles=zero,
        drew=jnp.zeros(2, _U32),
        **nd,
    )
    stuck = ~_has_placement(sets, _playable(s.free), first)
    s = s._replace(phase=jnp.where(stuck, STUCK, PLACE).astype(_I32))
    return s._replace(legal_words=_legal_words(s))


def step(state: State, action: jax.Array, key: jax.Array, no_deadlock: bool = False) -> State:
    """Play ``action`` (legal for ``state.current_player``); draws use ``key``.

    A finished game is returned unchanged with zero rewards: ``_step`` turns every kind of
    move off for it. (Selecting every field of a finished game afterwards made XLA fuse the
    select with the step's shared flags and compute them again for each field.)
    """
    # the action is stored first: computed by the caller (a sampler), its chain would
    # otherwise be fused into, and so recomputed by, every consumer in the step
    action = stored(jnp.asarray(action, _I32))
    new = _step(state, action, key, no_deadlock)
    # the mask last, from the new state (a finished game's mask is all False)
    return new._replace(legal_words=_legal_words(new))


# ------------------------------------------------------------------------------ the step, by phase
#
# ``_step`` is one straight line for XLA (under ``jit`` the calls below are inlined: the phases
# cost nothing as functions). Each phase reads the state and what the phases before it found,
# and returns what it decides as a small named tuple; nothing is written to the state until
# ``_step`` builds the next one at the end.


class _Kind(NamedTuple):
    """Which kind of move the action is (all False for a finished game: nothing changes)."""

    live: jax.Array
    place: jax.Array
    exch: jax.Array
    stop: jax.Array
    claim: jax.Array


def _kind(s: State, action: jax.Array) -> _Kind:
    live = ~s.terminated
    return _Kind(
        live=live,
        place=live & (action < A.NUM_PLACE),
        exch=live & (action >= A.DISCARD_BASE) & (action < A.CLAIM_BASE),
        stop=live & (action == A.STOP),
        claim=live & (action >= A.CLAIM_BASE) & (action != A.STOP),
    )


class _Placed(NamedTuple):
    """A placement and the scoring it may complete (``BalloonCupRules.apply_action`` and
    ``_score``)."""

    slot: jax.Array
    tile: jax.Array
    moved: jax.Array  # the card's words (none for another move)
    completes: jax.Array  # the placement completes its tile: a scoring
    winner: jax.Array  # the scoring's winner
    scored: jax.Array  # the scored tile's cards, bound for the discard pile
    free: jax.Array
    sums: jax.Array
    pcubes: jax.Array
    up: jax.Array
    tcubes: jax.Array
    present: jax.Array
    noscore: jax.Array
    bag: dict[str, jax.Array]  # the bag fields after a refill (the others kept)


def _place(
    s: State, seat: jax.Array, action: jax.Array, is_place: jax.Array, key: jax.Array,
    u: jax.Array, no_deadlock: bool,
) -> _Placed:  # fmt: skip
    code = jnp.where(is_place, action, 0)
    card = code >> 3
    slot = code & 7
    tile = slot >> 1
    slot_oh = is_place & (slot == _SLOTS)
    # the sets are written once, at the end of the step; until then the few places a step
    # reads are taken out as words. The card's words (none for another move), colour and value
    # are stored: XLA would find them again for every entry of the free places and sums
    moved = stored(jnp.where(is_place, _card_words(card), np.uint32(0)))
    colour, value = stored(jnp.stack([jnp.where(is_place, _colour_of(card), -1), _value_of(card)]))
    place_bit = jnp.uint32(1) << (4 * slot).astype(_U32)
    free = s.free - jnp.where(jnp.arange(5) == colour, place_bit, 0)
    sums = s.sums + jnp.where(slot_oh, value, 0)
    tile_shift = (8 * tile).astype(_U32)
    left = free[0] | free[1] | free[2] | free[3] | free[4]
    completes = stored(is_place & (((left >> tile_shift) & np.uint32(0xFF)) == 0))
    s0, s1 = _row(sums.reshape(4, 2), tile)
    mountain = _row(s.up, tile) == 1
    winner = stored(jnp.where(
        s0 == s1, seat, jnp.where(mountain, jnp.where(s0 > s1, 0, 1), jnp.where(s0 < s1, 0, 1))
    ))  # fmt: skip
    return _score(s, slot, tile, tile_shift, moved, completes, winner, free, sums, key, u,
                  no_deadlock)  # fmt: skip


def _score(
    s: State, slot: jax.Array, tile: jax.Array, tile_shift: jax.Array, moved: jax.Array,
    completes: jax.Array, winner: jax.Array, free: jax.Array, sums: jax.Array, key: jax.Array,
    u: jax.Array, no_deadlock: bool,
) -> _Placed:  # fmt: skip
    """A completed tile: its cubes to the winner, its cards away, flipped and refilled."""
    pcubes = s.pcubes + jnp.where(
        completes & (jnp.arange(2) == winner)[:, None], _row(s.tcubes, tile)[None, :], 0
    )
    tile_oh = completes & (jnp.arange(4) == tile)
    side_oh = completes & (tile == (_SLOTS >> 1))
    # the tile's cards (the one placed now among them) go to the discard pile
    sides = _row(s.sets[SLOT0 : SLOT0 + 8].reshape(4, 2, 2), tile)
    scored = stored(jnp.where(completes, sides[0] | sides[1] | moved, np.uint32(0)))
    sums = jnp.where(side_oh, 0, sums)
    up = jnp.where(tile_oh, 1 - s.up, s.up)
    if no_deadlock:
        counts, filled, nd = _refill_no_deadlock(
            {k: getattr(s, k) for k in BAG_FIELDS}, s.tcubes, s.present, tile, completes,
            jax.random.fold_in(key, 1),
        )  # fmt: skip
    else:
        counts, filled, bag = (stored(x) for x in _refill(s.bag, tile, u[1]))
        nd = {"bag": jnp.where(completes, bag, s.bag)}
    tcubes = jnp.where(tile_oh[:, None], counts[None, :], s.tcubes)
    byte = np.uint32(0xFF) << tile_shift
    refilled = (free & ~byte) | ((counts.astype(_U32) * np.uint32(0x11)) << tile_shift)
    return _Placed(
        slot=slot, tile=tile, moved=moved, completes=completes, winner=winner, scored=scored,
        free=jnp.where(completes, refilled, free), sums=sums, pcubes=pcubes, up=up,
        tcubes=tcubes, present=jnp.where(tile_oh, filled, s.present),
        noscore=jnp.where(completes, 0, s.noscore), bag=nd,
    )  # fmt: skip


def _exchange(s: State, seat: jax.Array, action: jax.Array, is_exch: jax.Array) -> tuple[
    jax.Array, jax.Array
]:  # fmt: skip
    """An exchange: (the subset's index, the words of the cards at the chosen sorted-hand
    positions, bound for the discard pile)."""
    k = jnp.clip(action - A.DISCARD_BASE, 0, len(A.SUBSETS) - 1)
    hand = stored(jnp.where(seat == 1, s.sets[1], s.sets[0]))
    positions = jnp.where(is_exch, jnp.asarray(_SUBSET_BITS)[k], 0)
    chosen = jnp.zeros(2, _U32)
    for _ in range(A.MAX_DISCARD):
        lowest = positions & -positions
        bit = _card_words(_select(hand, _popcount((lowest - 1).astype(_U32))))
        chosen = chosen | jnp.where(positions != 0, bit, np.uint32(0))
        positions = positions ^ lowest
    return k, stored(chosen)


def _claim(
    s: State, seat: jax.Array, action: jax.Array, is_claim: jax.Array, pcubes: jax.Array
) -> tuple[jax.Array, jax.Array, jax.Array, jax.Array]:
    """A claim: (cubes, box, trophy owners after it, whether it is the third trophy)."""
    ci = jnp.clip(action - A.CLAIM_BASE, 0, len(A.CLAIMS) - 1)
    paid = jnp.where(is_claim, jnp.asarray(_CLAIM_PAID)[ci], 0)
    pcubes = pcubes - jnp.where(jnp.arange(2)[:, None] == seat, paid[None, :], 0)
    box = s.box + paid
    owner = jnp.where(is_claim & (jnp.arange(5) == jnp.asarray(_CLAIM_T)[ci]), seat, s.owner)
    claim_win = is_claim & (jnp.sum(owner == seat) >= TROPHIES_TO_WIN)
    return pcubes, box, owner, claim_win


class _Claiming(NamedTuple):
    """Who claims next, or claiming is over (``_claim_turn`` unrolled: at most two seats pass
    by themselves before it ends)."""

    score_claims: jax.Array  # a scoring opened the claiming
    first: jax.Array
    passes: jax.Array
    placer: jax.Array
    loser: jax.Array
    in_claim: jax.Array  # claiming goes on, ``cur`` to claim
    after_claims: jax.Array  # claiming is over: the placer draws, the loser moves
    cur: jax.Array


def _claiming(
    s: State, seat: jax.Array, other: jax.Array, kind: _Kind, completes: jax.Array,
    winner: jax.Array, pcubes: jax.Array, owner: jax.Array, claim_win: jax.Array,
) -> _Claiming:  # fmt: skip
    is_claim, is_stop = kind.claim, kind.stop
    may = jnp.stack([_may_claim(pcubes[0], owner), _may_claim(pcubes[1], owner)])
    score_claims = completes & jnp.any(may)
    first = jnp.where(score_claims, True, s.claim_first)
    passes = jnp.where(score_claims, 0, s.claim_passes)
    placer = jnp.where(score_claims, seat, s.claim_placer)
    loser = jnp.where(score_claims, 1 - winner, s.claim_loser)
    passes = jnp.where(is_claim & ~first, 0, passes)
    claim_start = jnp.where(is_claim & first, seat, other)
    passes = jnp.where(is_stop, jnp.where(first, 1, passes + 1), passes)
    first = first & ~is_stop
    stop_done = is_stop & (passes >= 2)
    start = jnp.where(score_claims, winner, claim_start)
    run = score_claims | (is_claim & ~claim_win) | (is_stop & ~stop_done)
    can_a = may[start]
    passes_a = jnp.where(first, 1, passes + 1)
    done_a = passes_a >= 2
    can_b = may[1 - start]
    in_claim = run & (can_a | (~done_a & can_b))
    after_claims = stop_done | (run & ~can_a & (done_a | ~can_b))
    claim_cur = jnp.where(can_a, start, 1 - start)
    passes = jnp.where(run & ~can_a, jnp.where(done_a | can_b, passes_a, passes_a + 1), passes)
    first = first & ~(run & ~can_a)
    return _Claiming(score_claims, first, passes, placer, loser, in_claim, after_claims,
                     claim_cur)  # fmt: skip


class _Drawn(NamedTuple):
    """The cards drawn at the end of a turn, and what the turn's end is."""

    place_noscore: jax.Array  # a placement that scored nothing: the other seat moves
    score_direct: jax.Array  # a scoring with nobody able to claim
    end_no_tiles: jax.Array  # the turn ends with no tile left: the game ends
    turn_over: jax.Array  # a scoring's turn ends: the loser moves
    seat: jax.Array  # who draws
    drew: jax.Array
    supply: jax.Array
    discard: jax.Array
    nshuffles: jax.Array


def _drawing(
    s: State, seat: jax.Array, kind: _Kind, placed: _Placed, claiming: _Claiming,
    k: jax.Array, chosen: jax.Array, u: jax.Array,
) -> _Drawn:  # fmt: skip
    place_noscore = kind.place & ~placed.completes
    score_direct = placed.completes & ~claiming.score_claims
    no_tiles = ~jnp.any(placed.present)
    end_no_tiles = (score_direct | claiming.after_claims) & no_tiles
    turn_over = (score_direct | claiming.after_claims) & ~no_tiles
    draw_seat = jnp.where(claiming.after_claims, claiming.placer, seat)
    draw_n = jnp.where(
        place_noscore | turn_over, 1, jnp.where(kind.exch, jnp.asarray(_SUBSET_SIZE)[k], 0)
    )
    discard = s.sets[DISCARD] | placed.scored | chosen
    drew, supply, discard, refill = _draw(s.sets[SUPPLY], discard, draw_n, u[0])
    return _Drawn(place_noscore, score_direct, end_no_tiles, turn_over, draw_seat, drew,
                  supply, discard, s.nshuffles + refill)  # fmt: skip


def _write_sets(
    s: State, seat: jax.Array, placed: _Placed, chosen: jax.Array, drawn: _Drawn
) -> jax.Array:
    """The sets, written once: the seat's hand loses the card placed or the cards exchanged,
    the drawing seat's gains those drawn (xor: a card can be discarded and drawn again), the
    side gains the card placed, a scored tile's sides are emptied. Which places, and the words
    they change by, are stored (XLA would find them again for every word), and each place's
    two words are computed on their own: under ``vmap`` one value a game, which XLA runs
    vectorised over the batch, where an update of the ``[12, 2]`` array ran a loop over a few
    entries a game (about 12% of the CPU a step at batch 4,096)."""
    moved = placed.moved
    loser_row, gainer_row, side_row, emptied_pair = stored(jnp.stack([
        seat, drawn.seat, SLOT0 + placed.slot, jnp.where(placed.completes, placed.tile + 1, -1)
    ]))  # fmt: skip
    lost, discard = stored(jnp.stack([moved | chosen, drawn.discard]))
    rows = []
    for r in range(12):
        pair = []
        for w in range(2):
            x = s.sets[r, w]
            if r < SLOT0:
                x = x ^ jnp.where(loser_row == r, lost[w], np.uint32(0))
                x = x ^ jnp.where(gainer_row == r, drawn.drew[w], np.uint32(0))
            elif r < SUPPLY:
                x = x | jnp.where(side_row == r, moved[w], np.uint32(0))
                x = jnp.where(emptied_pair == r >> 1, np.uint32(0), x)
            else:
                x = (drawn.supply if r == SUPPLY else discard)[w]
            pair.append(x)
        rows.append(jnp.stack(pair))
    return stored(jnp.stack(rows))


def _next_turn(
    s: State, seat: jax.Array, other: jax.Array, kind: _Kind, placed: _Placed,
    claiming: _Claiming, drawn: _Drawn, sets: jax.Array,
) -> tuple[jax.Array, jax.Array, jax.Array, jax.Array]:  # fmt: skip
    """(phase, seat to move, turns without a score, whether that count ends the game)."""
    hands = sets[:2]
    playable = _playable(placed.free)
    ex_place = kind.exch & _has_placement(hands, playable, seat)
    inc = drawn.place_noscore | (kind.exch & ~ex_place)
    noscore = placed.noscore + inc
    deadlock = inc & (noscore >= DEADLOCK_TURNS)
    next_seat = jnp.where(
        kind.exch,
        jnp.where(ex_place, seat, other),
        jnp.where(drawn.place_noscore, other,
                  jnp.where(drawn.score_direct, 1 - placed.winner, claiming.loser)),
    )  # fmt: skip
    new_turn = (drawn.place_noscore | drawn.turn_over | kind.exch) & ~deadlock
    can_place = _has_placement(hands, playable, next_seat)
    phase = jnp.where(
        new_turn, jnp.where(can_place, PLACE, STUCK),
        jnp.where(claiming.in_claim, CLAIM, s.phase),
    )  # fmt: skip
    cur = jnp.where(new_turn, next_seat, jnp.where(claiming.in_claim, claiming.cur, seat))
    return phase, cur, noscore, deadlock


def _step(s: State, action: jax.Array, key: jax.Array, no_deadlock: bool) -> State:
    seat = s.current_player
    other = 1 - seat
    # stored, like the action: the key's chain (a split) would be recomputed in every consumer
    # (as bits: a stored float is a float maximum, which XLA hands to a library call)
    u = key_uniforms(key, 8)
    u = jax.lax.bitcast_convert_type(stored(jax.lax.bitcast_convert_type(u, _U32)), u.dtype)
    u = u.reshape(2, 4)
    kind = _kind(s, action)
    placed = _place(s, seat, action, kind.place, key, u, no_deadlock)
    k, chosen = _exchange(s, seat, action, kind.exch)
    pcubes, box, owner, claim_win = _claim(s, seat, action, kind.claim, placed.pcubes)
    claiming = _claiming(s, seat, other, kind, placed.completes, placed.winner, pcubes, owner,
                         claim_win)  # fmt: skip
    drawn = _drawing(s, seat, kind, placed, claiming, k, chosen, u)
    sets = _write_sets(s, seat, placed, chosen, drawn)
    phase, cur, noscore, deadlock = _next_turn(s, seat, other, kind, placed, claiming, drawn,
                                               sets)  # fmt: skip

    # --- the end
    ended = stored(claim_win | (deadlock | drawn.end_no_tiles))
    final = stored(jnp.where(claim_win, seat, _count_winner(pcubes, owner)))
    phase = jnp.where(ended, OVER, phase)
    cur = jnp.where(ended, -1, cur)
    return State(
        current_player=cur.astype(_I32),
        legal_words=s.legal_words,
        rewards=_rewards(final, ended),
        terminated=s.terminated | ended,
        phase=phase.astype(_I32),
        sets=sets,
        present=placed.present,
        up=placed.up,
        tcubes=placed.tcubes,
        free=placed.free,
        sums=placed.sums,
        pcubes=pcubes,
        owner=owner,
        box=box,
        noscore=noscore.astype(_I32),
        claim_first=claiming.first,
        claim_passes=claiming.passes.astype(_I32),
        claim_placer=claiming.placer.astype(_I32),
        claim_loser=claiming.loser.astype(_I32),
        winner=jnp.where(ended, final, s.winner).astype(_I32),
        first=s.first,
        nshuffles=drawn.nshuffles.astype(_I32),
        drew=jnp.where(kind.live, drawn.drew, s.drew),  # a finished game keeps its last
        **{k: placed.bag.get(k, getattr(s, k)) for k in BAG_FIELDS},
    )


def observe(state: State, player: jax.Array | int) -> jax.Array:
    """``player``'s observation: the 614 floats of the ``gametable.rl`` Balloon Cup encoder.

    It reads only what that seat's view shows (its own hand, the other hand only while it is
    shown because its owner is stuck, and the public table)."""
    s = state
    me = jnp.asarray(player, _I32)
    opp = 1 - me
    f32 = jnp.float32
    mine = jnp.where(me == 1, s.sets[1], s.sets[0])
    theirs = jnp.where(me == 1, s.sets[0], s.sets[1])
    hand = _unwords(mine)
    shown = _unwords(theirs) & (s.phase == STUCK) & (s.current_player == opp)
    sizes = jnp.stack([_size(mine), _size(theirs)]).astype(f32) / 8

    def sides(x: jax.Array) -> jax.Array:  # [8, ...] by slot -> [4, 2, ...]: [mine, opp's]
        x = x.reshape(4, 2, *x.shape[1:])
        return jnp.where(me == 1, x[:, ::-1], x)

    sides_cards = sides(s.sets[SLOT0 : SLOT0 + 8])  # [4, 2, 2 words]
    tile_cards = jax.vmap(jax.vmap(_unwords))(sides_cards)
    tile_sums = jnp.minimum(sides(s.sums).astype(f32) / 52, 1.0)
    free = (s.free[None, :] >> _FIELD_SLOT[:, None]) & np.uint32(0xF)  # [8 sides, 5]
    tile_free = sides(free).astype(f32) / 4
    trophies = jnp.stack([s.owner == me, s.owner == opp, s.owner < 0], axis=1)
    phase = jnp.arange(4) == s.phase
    claiming = (s.phase == CLAIM) & jnp.stack(
        [1 - s.claim_loser == me, s.claim_first, s.claim_placer == me]
    )
    parts = [
        hand, shown, sizes, s.present, s.up, s.tcubes.astype(f32) * 0.25, tile_cards, tile_sums,
        tile_free, s.pcubes[me] / _COUNTS, s.pcubes[opp] / _COUNTS, trophies,
        _unwords(s.sets[DISCARD]),
        jnp.minimum(_size(s.sets[SUPPLY]) / 29, 1.0), (jnp.sum(s.bag) + s.bottom_n) / NUM_CUBES,
        s.box / _COUNTS, phase, s.current_player == me,
        jnp.minimum(s.noscore / DEADLOCK_TURNS, 1.0), claiming,
    ]  # fmt: skip
    return jnp.concatenate([jnp.ravel(jnp.asarray(p, f32)) for p in parts])


# ------------------------------------------------------------------------------ the bridge


class ChanceRecorder:
    """The chance of a batch of games, recorded as they are played, as Python ``setup=`` dicts.

    Give it the batched state ``init`` returned, then each batched state after a step
    (``record``); ``setups()`` then holds one ``setup`` per game for
    ``new_game("balloon-cup", setup=...)``, which deals and draws exactly the cards the JAX
    game drew: the deck is the two hands, then the supply in the order its cards were drawn
    (cards drawn at one step in card order, the undrawn rest last); each reshuffle's order is
    built alike. Every state after a step must be recorded: the order of the draws is kept
    here, from the cards each step drew (``state.drew``). With
    ``no_deadlock=True`` (the engine's option, given to both) the bag is the cubes in the order
    the game drew them from the bag proper, cubes it sent back included.
    """

    def __init__(self, state: State, no_deadlock: bool = False) -> None:
        self.no_deadlock = no_deadlock
        loc = np.asarray(state.loc)
        self.hands = [[np.flatnonzero(row == seat).tolist() for seat in (0, 1)] for row in loc]
        self.first = np.asarray(state.first)
        # the bag in draw order: the four tiles' cubes at the deal, then each refill's
        self.cubes = [[c for counts in tiles for c in _expand(counts)]
                      for tiles in np.asarray(state.tcubes)]  # fmt: skip
        self.pools = [set(np.flatnonzero(row == SUPPLY).tolist()) for row in loc]
        self.periods: list[list[list[int]]] = [[] for _ in loc]
        # each card's last draw, by the number of the step that made it
        self.steps = 0
        self.drawn_at = np.full(loc.shape, -1)
        self._keep(state)

    def _keep(self, state: State) -> None:
        self.bag = np.asarray(state.bag)
        self.loc = np.asarray(state.loc)
        self.nshuffles = np.asarray(state.nshuffles)
        self.over = np.asarray(state.terminated)
        self.popped = np.asarray(state.popped)
        self.npopped = np.asarray(state.npopped)

    def _close(self, game: int) -> None:
        """End the current supply of ``game`` at the kept state (its last)."""
        undrawn = self.loc[game] == SUPPLY
        at = self.drawn_at[game]
        order = sorted(self.pools[game], key=lambda c: (bool(undrawn[c]), int(at[c]), c))
        self.periods[game].append(order)

    def record(self, state: State) -> None:
        """Note the batched ``state`` after a step."""
        drawn = self.bag.sum(axis=1) - np.asarray(state.bag).sum(axis=1)
        if drawn.any() and not self.no_deadlock:
            tcubes = np.asarray(state.tcubes)
            for game in np.flatnonzero(drawn).tolist():
                # a refill of tile t draws t + 1 cubes: the size names the tile
                self.cubes[game] += _expand(tcubes[game, drawn[game] - 1])
        nshuffles = np.asarray(state.nshuffles)
        words = np.asarray(state.drew)  # [games, 2]
        drew = ((np.where(_CARD_WORD, words[:, 1:], words[:, :1]) >> _CARD_BIT) & 1) == 1
        drew &= ~self.over[:, None]  # a finished game drew nothing (it keeps its last)
        changed = np.flatnonzero(nshuffles > self.nshuffles)
        if len(changed):
            loc = np.asarray(state.loc)
            for game in changed.tolist():
                self._close(game)
                # the new supply: the cards still in it and those drawn from it just now (the
                # old supply's cards, all drawn just before the reshuffle, excepted)
                new = (loc[game] == SUPPLY) | (drew[game] & (self.loc[game] != SUPPLY))
                self.pools[game] = set(np.flatnonzero(new).tolist())
        self.steps += 1
        self.drawn_at[drew] = self.steps
        self._keep(state)

    def setups(self) -> list[dict[str, Any]]:
        """One ``setup`` dict per game, from what was recorded so far."""
        out = []
        for game, hands in enumerate(self.hands):
            self._close(game)
            periods = self.periods[game]
            if self.no_deadlock:  # the colours drawn from the bag proper, in order
                drawn = self.popped[game, : self.npopped[game]].tolist()
            else:
                drawn = self.cubes[game]
            out.append({
                "deck": [CARD_NAMES[c] for c in hands[0] + hands[1] + periods[0]],
                "bag": [COLOURS[c] for c in drawn + _expand(self.bag[game])],
                "first": int(self.first[game]),
                "shuffles": [[CARD_NAMES[c] for c in order] for order in periods[1:]],
            })  # fmt: skip
            periods.pop()
        return out


def _expand(counts: np.ndarray) -> list[int]:
    """Five cube counts → the cubes' colours, in colour order."""
    return [c for c in range(5) for _ in range(int(counts[c]))]


def make(**options: Any) -> Env:
    """The JAX Balloon Cup engine for the options of ``new_game("balloon-cup", ...)``:
    ``no_deadlock``; ``first`` is refused (the start player is drawn from the key)."""
    no_deadlock, first = check_options(options)
    if first is not None:
        raise BadOptions(
            "the JAX Balloon Cup engine draws the start player from the key; it does not take "
            "the option first"
        )
    return Env(
        name="balloon-cup",
        num_players=NUM_PLAYERS,
        num_actions=NUM_ACTIONS,
        observation_size=OBSERVATION_SIZE,
        init=partial(init, no_deadlock=no_deadlock),
        step=partial(step, no_deadlock=no_deadlock),
        observe=observe,
    )
