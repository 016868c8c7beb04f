"""The Balloon Cup rules engine (``docs/rules/balloon-cup.md``) on integer codes.

One mutable :class:`BalloonCupRules`; every decision is an integer action (see
:mod:`.notation`). The legal actions of the seat to move are computed once when its decision
starts and cached in ``self.legal``, so ``legal_actions`` is a field read and
``apply_action`` does the work of one placement: a hand removal, a slot count, a draw, and
the next seat's legal list from :data:`~.notation.PLACE_TABLE`.

Internal layout (all lists, indexed by small integers):

- ``free[slot * 5 + colour]``: free places of a colour on a tile side (``slot = tile * 2 + side``);
- ``mask[colour]``: bit ``slot`` set while that side still takes a card of that colour;
- ``ptab[card]``: the card's legal placement codes now (``PLACE_TABLE`` at its colour's mask,
  rewritten a colour at a time when a mask changes), so a legal list is one lookup a card;
- ``left[slot]``: free places on a side in all; a tile is complete when both sides are at 0;
- ``rows[slot]`` the cards on a side (a tuple, replaced on each placement, so a copy of
  ``rows`` is one list slice), ``sums[slot]`` their values;
- ``may[seat]``: whether ``seat`` could claim a trophy now (kept current at every change of
  cubes or owners, so most scorings test only the winner);
- ``tcubes[tile * 5 + colour]`` cubes on a tile; ``tpk[tile]`` the same five counts packed
  4 bits a colour (colour ``c`` at bit ``4c``; no colour has 16 cubes), ``pk[seat]`` a
  player's cubes packed alike (``pcubes`` unpacks them), so a scoring pays with one addition;
- ``ocode``: the trophy owners packed (2 bits a colour) and shifted past a ``pk``, so
  ``ocode | pk[seat]`` is the :data:`_MAY` memo key;
- ``supply`` and ``bag`` are stored bottom first so the next draw is ``pop()``.

This module is the rules only: it imports no presenter. Move text is :mod:`.notation`, the
reasons a move is refused :mod:`.messages`, views :mod:`.views`, saved states :mod:`.codec`;
the public class :class:`~.game.BalloonCupState` adds ``play``, ``view`` and ``to_json`` on
top of :class:`BalloonCupRules` (``docs/engines.md``).
"""

from __future__ import annotations

from itertools import product, repeat
from operator import add as _add
from operator import and_ as _and
from operator import or_ as _or
from random import Random
from typing import Any

from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState, Move, Seat
from gametable.games.balloon_cup import notation as A
from gametable.games.balloon_cup.cards import (
    CARD_COLOUR,
    CARD_NAMES,
    CARD_VALUE,
    COLOURS,
    NUM_TILES,
    TROPHY_NEED,
)

PLACE, STUCK, CLAIM, OVER = 0, 1, 2, 3
PHASE_NAMES = ("place", "stuck", "claim", "over")

#: a game also ends after this many turns in a row with no tile scored
DEADLOCK_TURNS = 50
TROPHIES_TO_WIN = 3

_TO_ACT = ((0,), (1,))
assert TROPHY_NEED == (7, 6, 5, 4, 3)  # unrolled in ``_may_claim``
_CLEAR = tuple(~(1 << slot) for slot in range(8))
_STUCK_ACTIONS = tuple(range(A.DISCARD_BASE, A.CLAIM_BASE))
_CC = CARD_COLOUR
_random = Random.random  # called through ``map``: no Python loop per key
_CV = CARD_VALUE
_PT = A.PLACE_TABLE
#: ``_PTC[card][free_mask]``: :data:`~.notation.PLACE_TABLE` split by card (one index less)
_PTC = tuple(_PT[card << 8 : (card + 1) << 8] for card in range(45))
#: ``_COLTAB[colour][free_mask]``: the placement tuples of that colour's cards, in card order
#: (the cards of a colour are consecutive: ``ptab[_LO[c] : _HI[c]]`` is the colour's run)
_LO = tuple(CARD_COLOUR.index(c) for c in range(5))
_HI = tuple(len(CARD_COLOUR) - CARD_COLOUR[::-1].index(c) for c in range(5))
_COLTAB = tuple(
    tuple(tuple(_PTC[card][m] for card in range(_LO[c], _HI[c])) for m in range(256))
    for c in range(5)
)
_NUM_PLACE = A.NUM_PLACE
_COLOURS5 = (0, 1, 2, 3, 4)
_ZERO5 = (0,) * 5
_ZERO10 = (0,) * 10
_BITS = tuple(3 << tile * 2 for tile in range(4))  # both sides of a tile in a colour mask
_KEEP = tuple(~bits for bits in _BITS)

_KEEP5 = tuple((keep,) * 5 for keep in _KEEP)

#: ``_ACT[placement code]``: (card, slot, index into ``free``, card value), one lookup a move
_ACT = tuple(
    (code >> 3, code & 7, (code & 7) * 5 + CARD_COLOUR[code >> 3], CARD_VALUE[code >> 3])
    for code in range(A.NUM_PLACE)
)
#: ``_FULL[slot * 5 + colour]``: what a side's last free place of a colour rewrites:
#: (colour, mask with the side's bit cleared, the colour's run ``lo:hi`` in ``ptab``, its
#: placement tuples by mask)
_FULL = tuple(
    (i % 5, ~(1 << (i // 5)), _LO[i % 5], _HI[i % 5], _COLTAB[i % 5]) for i in range(40)
)


def random_order(rng: Random, items: list[int] | tuple[int, ...] | range) -> list[int]:
    """``items`` in a uniformly random order: sorted by i.i.d. ``rng.random()`` keys.

    The keys come from C (``map``), so this is about three times quicker than
    ``Random.shuffle``; equal 53-bit keys (a chance of about 1e-13 among 45) keep the items'
    order. (Measured: sorting by a key function beats finding the items again by their float
    keys through a dict, whose float hashing costs more than the sort saves.)
    """
    n = len(items)
    keys = list(map(_random, repeat(rng, n)))
    order = sorted(range(n), key=keys.__getitem__)
    if type(items) is range and items.start == 0 and items.step == 1:
        return order
    return list(map(items.__getitem__, order))


def _fill(tile: int, drawn: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """What drawing ``drawn`` onto ``tile`` writes: (drawn, cubes by colour, free places of
    both sides by colour, colour-mask bits to set)."""
    counts = tuple(drawn.count(c) for c in range(5))
    bits = tuple(_BITS[tile] if n else 0 for n in counts)
    return drawn, counts, counts + counts, bits


#: ``_FILL[tile][bag cubes bottom first]``: :func:`_fill` for every draw of ``tile + 1`` cubes
_FILL: tuple[dict[tuple[int, ...], tuple[tuple[int, ...], ...]], ...] = tuple(
    {key: _fill(tile, key[::-1]) for key in product(range(5), repeat=tile + 1)}
    for tile in range(4)
)

def pack5(counts: list[int] | tuple[int, ...]) -> int:
    """Five cube counts (each under 16) as one int, 4 bits a colour."""
    return counts[0] | counts[1] << 4 | counts[2] << 8 | counts[3] << 12 | counts[4] << 16


def owner_code(owner: list[int]) -> int:
    """The five trophy owners (-1, 0, 1) packed 2 bits a colour, above a packed cube count."""
    return ((owner[0] + 1) | (owner[1] + 1) << 2 | (owner[2] + 1) << 4 | (owner[3] + 1) << 6
            | (owner[4] + 1) << 8) << 20  # fmt: skip


def _refill_entry(tile: int, key: tuple[int, ...]) -> tuple[Any, ...]:
    """What a refill of a *cleared* tile writes (its mask bits are all 0 after a scoring):
    (drawn, cubes by colour, free places of both sides, ``(colour, lo, hi, coltab, bit)`` for
    each colour drawn, so only those colours' placement tuples are rewritten)."""
    drawn, counts, free10, bits = _fill(tile, key[::-1])
    cols = tuple((c, _LO[c], _HI[c], _COLTAB[c], bits[c]) for c in range(5) if bits[c])
    return drawn, counts, free10, cols, pack5(counts)


#: ``_REFILL[tile][bag cubes bottom first]``: :func:`_refill_entry` for every draw
_REFILL: tuple[dict[tuple[int, ...], tuple[Any, ...]], ...] = tuple(
    {key: _refill_entry(tile, key) for key in product(range(5), repeat=tile + 1)}
    for tile in range(4)
)

#: ``_MAY[ocode | pk[seat]]``: :meth:`BalloonCupRules._may_claim`, memoised
#: (it depends on nothing else; a few thousand keys occur)
_MAY: dict[tuple[int, ...], bool] = {}

def _claim_fx(trophy: int, sets: tuple[int, ...]) -> tuple[Any, ...]:
    """What a claim does: (trophy, cubes paid packed, cubes into the box by colour,
    ``ocode`` increment by seat)."""
    paid = [3 * n for n in sets]
    paid[trophy] += TROPHY_NEED[trophy] - sum(sets)
    owned = tuple((seat + 1) << (20 + 2 * trophy) for seat in range(2))
    return trophy, pack5(paid), tuple(paid), owned


#: ``_CLAIM_FX[action - CLAIM_BASE]``: :func:`_claim_fx` for every claim code
_CLAIM_FX = tuple(_claim_fx(trophy, sets) for trophy, sets in A.CLAIMS)
_CLAIM_BASE = A.CLAIM_BASE

#: ``_OPTS[ocode | pk[seat]]``: :meth:`BalloonCupRules._claim_options`, memoised alike
_OPTS: dict[int, list[int]] = {}

#: claim codes by trophy, for the enumeration of payments
_CLAIMS_BY_TROPHY: tuple[tuple[tuple[tuple[int, ...], int], ...], ...] = tuple(
    tuple((sets, code) for (t, sets), code in A.CLAIM_CODE.items() if t == trophy)
    for trophy in range(5)
)
_PLAIN_CLAIM = tuple(A.CLAIM_CODE[(t, (0, 0, 0, 0, 0))] for t in range(5))


class BalloonCupRules(GameState):
    """A Balloon Cup position with every chance outcome fixed: the rules (see the package
    docstring); :class:`~.game.BalloonCupState` is the public class."""

    game = "balloon-cup"
    num_seats = 2
    num_actions = A.NUM_ACTIONS

    __slots__ = (
        "to_act", "over", "phase", "cur", "legal",
        "hands", "supply", "discard", "bag",
        "present", "up", "tcubes", "free", "left", "rows", "sums", "mask", "ptab",
        "pk", "tpk", "ocode", "owner", "ntroph", "box", "may",
        "noscore", "turn",
        "claim_first", "claim_passes", "claim_placer", "claim_loser",
        "log", "events", "result", "vcache", "vprefix",
        "seed", "no_deadlock", "first_option", "first", "deck0", "bag0", "shuffles", "nshuffles",
        "rng", "rng_used",
    )  # fmt: skip

    # ---------------------------------------------------------------- construction

    def __init__(self) -> None:
        """An empty shell; use :func:`gametable.games.balloon_cup.new_game` or ``from_json``."""

    @classmethod
    def start(
        cls,
        deck: list[int],
        bag: list[int],
        first: int,
        shuffles: list[list[int]],
        seed: int,
        no_deadlock: bool,
        first_option: int | None,
        rng: Random | None = None,
        rng_used: int = 0,
    ) -> BalloonCupRules:
        """Deal ``deck`` (top first), fill the tiles from ``bag`` (draw order) and begin."""
        s = cls()
        s.deck0 = deck
        s.bag0 = bag
        s.first = first
        s.shuffles = shuffles
        s.nshuffles = 0
        s.seed = seed
        s.rng = rng
        s.rng_used = rng_used
        s.no_deadlock = no_deadlock
        s.first_option = first_option
        s.hands = [deck[0:8], deck[8:16]]
        s.supply = deck[:15:-1]
        s.discard = []
        s.bag = bag[::-1]
        s.present = [True, True, True, True]
        s.up = [0, 1, 0, 1]
        s.rows = [(), (), (), (), (), (), (), ()]
        s.sums = [0, 0, 0, 0, 0, 0, 0, 0]
        s.pk = [0, 0]
        s.owner = [-1] * 5
        s.ocode = owner_code(s.owner)
        s.ntroph = [0, 0]
        s.box = [0] * 5
        s.may = [False, False]
        s.noscore = 0
        s.turn = 0
        s.claim_first = False
        s.claim_passes = 0
        s.claim_placer = -1
        s.claim_loser = -1
        s.log = []
        s.events = []
        s.vcache = None
        s.vprefix = None
        s.result = None
        s.over = False
        if no_deadlock:
            s.tcubes = [0] * 20
            s.free = [0] * 40
            s.left = [0] * 8
            s.mask = [0] * 5
            s.ptab = [()] * 45
            s.tpk = [0, 0, 0, 0]
            for tile in range(NUM_TILES):
                s._refill(tile)
        else:
            # the four refills at once (the bag holds 45 cubes: every tile is filled)
            tiles = s.bag
            d0, c0, f0, k0, p0 = _REFILL[0][tuple(tiles[-1:])]
            d1, c1, f1, k1, p1 = _REFILL[1][tuple(tiles[-3:-1])]
            d2, c2, f2, k2, p2 = _REFILL[2][tuple(tiles[-6:-3])]
            d3, c3, f3, k3, p3 = _REFILL[3][tuple(tiles[-10:-6])]
            del tiles[-10:]
            s.tcubes = [*c0, *c1, *c2, *c3]
            s.tpk = [p0, p1, p2, p3]
            s.free = [*f0, *f1, *f2, *f3]
            s.left = [1, 1, 2, 2, 3, 3, 4, 4]
            mask = [0, 0, 0, 0, 0]
            for colour, _, _, _, bit in (*k0, *k1, *k2, *k3):
                mask[colour] |= bit
            s.mask = mask
            m0, m1, m2, m3, m4 = mask
            s.ptab = [
                *_COLTAB[0][m0], *_COLTAB[1][m1], *_COLTAB[2][m2], *_COLTAB[3][m3], *_COLTAB[4][m4]
            ]
            s.events = [(0, "refill", 0, d0), (0, "refill", 1, d1), (0, "refill", 2, d2),
                        (0, "refill", 3, d3)]  # fmt: skip
        s._start_turn(first)
        return s

    def clone(self) -> BalloonCupRules:
        """An independent copy: a field copy and a shallow copy of each list, no deepcopy."""
        cls = self.__class__
        c = cls.__new__(cls)
        c.to_act = self.to_act
        c.over = self.over
        c.phase = self.phase
        c.cur = self.cur
        c.legal = self.legal  # replaced, never mutated in place
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.supply = self.supply[:]
        c.discard = self.discard[:]
        c.bag = self.bag[:]
        c.present = self.present[:]
        c.up = self.up[:]
        c.tcubes = self.tcubes[:]
        c.free = self.free[:]
        c.left = self.left[:]
        c.rows = self.rows[:]  # tuples
        c.sums = self.sums[:]
        c.mask = self.mask[:]
        c.ptab = self.ptab[:]
        c.pk = self.pk[:]
        c.tpk = self.tpk[:]
        c.ocode = self.ocode
        c.owner = self.owner[:]
        c.ntroph = self.ntroph[:]
        c.box = self.box[:]
        c.may = self.may[:]
        c.noscore = self.noscore
        c.turn = self.turn
        c.claim_first = self.claim_first
        c.claim_passes = self.claim_passes
        c.claim_placer = self.claim_placer
        c.claim_loser = self.claim_loser
        c.log = self.log[:]
        c.events = self.events[:]  # entries are immutable tuples
        c.result = self.result
        # the copy's first view starts from the history this state has converted so far
        # (see ``views._history``): the server views every move's copy, and converting a
        # whole game's history on each made a view several times slower
        c.vcache = None
        cache = self.vcache
        c.vprefix = (self.vprefix if cache is None
                     else (cache[0], len(cache[0]), cache[1], len(cache[1]), cache[2]))
        c.seed = self.seed
        c.rng = None  # rebuilt from (seed, rng_used) if this copy ever reshuffles
        c.rng_used = self.rng_used
        c.no_deadlock = self.no_deadlock
        c.first_option = self.first_option
        c.first = self.first
        c.deck0 = self.deck0  # never mutated
        c.bag0 = self.bag0
        c.shuffles = self.shuffles[:]
        c.nshuffles = self.nshuffles
        return c

    # ---------------------------------------------------------------- protocol

    @property
    def pcubes(self) -> list[int]:
        """The players' cubes unpacked: ``pcubes[seat * 5 + colour]`` (a fresh list)."""
        p, q = self.pk
        return [p & 15, p >> 4 & 15, p >> 8 & 15, p >> 12 & 15, p >> 16,
                q & 15, q >> 4 & 15, q >> 8 & 15, q >> 12 & 15, q >> 16]  # fmt: skip

    @pcubes.setter
    def pcubes(self, counts: list[int]) -> None:
        self.pk = [pack5(counts[0:5]), pack5(counts[5:10])]

    def _sync_codes(self) -> None:
        """``tpk`` and ``ocode`` from ``tcubes`` and ``owner`` (after loading)."""
        tc = self.tcubes
        self.tpk = [pack5(tc[t * 5 : t * 5 + 5]) for t in range(NUM_TILES)]
        self.ocode = owner_code(self.owner)

    @property
    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"no_deadlock": self.no_deadlock}
        if self.first_option is not None:
            options["first"] = self.first_option
        return options

    @property
    def scores(self) -> list[float]:
        if not self.over:
            raise ValueError("the game is not over yet")
        winner = self.result[0]
        if winner < 0:
            return [0.5, 0.5]
        return [1.0, 0.0] if winner == 0 else [0.0, 1.0]

    def legal_actions(self, seat: Seat) -> list[int]:
        """Codes of the legal moves of ``seat`` (``[]`` if it is not to move). Read-only list."""
        return self.legal if seat == self.cur else []

    def legal_moves(self, seat: Seat) -> list[Move]:
        if seat != self.cur or self.over:
            return []
        names = A.MOVE_NAMES
        moves = [names[action] or "" for action in self.legal]
        if "" in moves:
            # discards (a stuck hand's exchanges, 160-odd of them) name their cards: the hand
            # sorted once for all of them, not once each (the server lists a bot's moves
            # every turn; the stuck turn took 0.6 ms)
            hand = [CARD_NAMES[card] for card in sorted(self.hands[self.cur])]
            subsets, base = A.SUBSETS, A.DISCARD_BASE
            moves = [
                name or " ".join(["discard", *[hand[i] for i in subsets[action - base]]])
                for name, action in zip(moves, self.legal, strict=True)
            ]
        moves.sort()
        return moves

    def action_to_move(self, action: int) -> Move:
        name = A.MOVE_NAMES[action] if 0 <= action < A.NUM_ACTIONS else ""
        if name is None:
            subset = A.SUBSETS[action - A.DISCARD_BASE]
            hand = sorted(self.hands[self.cur]) if self.cur >= 0 else []
            if subset and subset[-1] >= len(hand):
                raise ValueError(f"action {action} discards more cards than the hand holds")
            return A.discard_name([hand[i] for i in subset])
        if not name:
            raise ValueError(f"{action!r} is not a Balloon Cup action")
        return name

    def move_to_action(self, move: Move) -> int:
        """Read a move (any spacing or case); :class:`IllegalMove` if it cannot be read.

        The result is the action the notation names; whether it is legal now is ``play``'s
        business (a discard is only meaningful while its cards are in the stuck hand).
        """
        text = A.normalise(move)
        word = text.split()[0]
        if text == "stop":
            return A.STOP
        if word == "claim":
            trophy, sets = A.parse_claim(text)
            code = A.CLAIM_CODE.get((trophy, sets))
            if code is None:
                raise IllegalMove(f"{move!r}: nobody can hold that many 3-for-1 sets")
            return code
        if word == "discard":
            cards = A.parse_discard(text)
            hand = sorted(self.hands[self.cur]) if self.cur >= 0 else []
            missing = [CARD_NAMES[c] for c in cards if c not in hand]
            if missing:
                raise IllegalMove(f"{move!r}: {' '.join(missing)} not in the hand")
            positions = tuple(sorted(hand.index(c) for c in cards))
            return A.DISCARD_BASE + A.SUBSETS.index(positions)
        return A.parse_placement(text)

    def setup(self) -> dict[str, Any]:
        return {
            "deck": [CARD_NAMES[c] for c in self.deck0],
            "bag": [COLOURS[c] for c in self.bag0],
            "first": self.first,
            "shuffles": [
                [CARD_NAMES[c] for c in order] for order in self.shuffles[: self.nshuffles]
            ],
        }

    # ---------------------------------------------------------------- the hot path

    def apply_action(self, seat: Seat, action: int) -> None:
        """Play a code known to be legal for ``seat`` (no check: that is ``play``'s job)."""
        if action >= _NUM_PLACE:
            self._apply_other(seat, action)
            return
        card, slot, i, value = _ACT[action]
        hand = self.hands[seat]
        hand.remove(card)
        free = self.free
        f = free[i] - 1
        free[i] = f
        if not f:  # the side takes no more of this colour
            colour, clear, lo, hi, tab = _FULL[i]
            mask = self.mask
            m = mask[colour] & clear
            mask[colour] = m
            self.ptab[lo:hi] = tab[m]
        self.rows[slot] += (card,)
        self.sums[slot] += value
        left = self.left
        n = left[slot] - 1
        left[slot] = n
        self.log.append(seat << 10 | action)
        if not n and not left[slot ^ 1]:
            self._score(slot >> 1, seat)
            return
        supply = self.supply
        if not supply:
            self._reshuffle()
            supply = self.supply
        hand.append(supply.pop())
        n = self.noscore + 1
        self.noscore = n
        if n >= DEADLOCK_TURNS:
            self._end_by_count("deadlock")
            return
        # the next seat's turn (``_start_turn`` inlined: this is most decisions)
        seat ^= 1
        self.turn += 1
        self.cur = seat
        self.to_act = _TO_ACT[seat]
        hand = self.hands[seat]
        pt = self.ptab
        if len(hand) == 8:
            c0, c1, c2, c3, c4, c5, c6, c7 = hand
            legal = [*pt[c0], *pt[c1], *pt[c2], *pt[c3], *pt[c4], *pt[c5], *pt[c6], *pt[c7]]
        else:
            legal = []
            for card in hand:
                legal += pt[card]
        if legal:
            self.legal = legal  # the phase is already PLACE
        else:
            self._stuck(seat)

    def _start_turn(self, seat: Seat) -> None:
        self.turn += 1
        self.cur = seat
        self.to_act = _TO_ACT[seat]
        legal = self._placements(seat)
        if legal:
            self.phase = PLACE
            self.legal = legal
        else:
            self._stuck(seat)

    def _placements(self, seat: Seat) -> list[int]:
        pt = self.ptab
        hand = self.hands[seat]
        if len(hand) == 8:  # a full hand, nearly always: one unrolled build
            c0, c1, c2, c3, c4, c5, c6, c7 = hand
            return [*pt[c0], *pt[c1], *pt[c2], *pt[c3], *pt[c4], *pt[c5], *pt[c6], *pt[c7]]
        legal: list[int] = []
        for card in hand:
            legal += pt[card]
        return legal

    def _set_ptab(self) -> None:
        """Rebuild ``ptab`` from the five colour masks (after a refill, on loading)."""
        m0, m1, m2, m3, m4 = self.mask
        self.ptab[:] = (
            *_COLTAB[0][m0], *_COLTAB[1][m1], *_COLTAB[2][m2], *_COLTAB[3][m3], *_COLTAB[4][m4]
        )

    def _stuck(self, seat: Seat) -> None:
        """No legal placement: the hand is shown and the seat chooses 0–4 cards to exchange."""
        hand = self.hands[seat]
        self.phase = STUCK
        self.events.append((len(self.log), "show", seat, tuple(sorted(hand))))
        self.legal = self._exchanges(len(hand))

    @staticmethod
    def _exchanges(size: int) -> list[int]:
        """Exchange codes for a hand of ``size`` cards (8 but in crafted positions)."""
        if size >= A.HAND_SIZE:
            return list(_STUCK_ACTIONS)
        return [
            A.DISCARD_BASE + i
            for i, subset in enumerate(A.SUBSETS)
            if not subset or subset[-1] < size
        ]

    # ---------------------------------------------------------------- rarer moves

    def _apply_other(self, seat: Seat, action: int) -> None:
        if action < A.CLAIM_BASE:
            self._exchange(seat, A.SUBSETS[action - A.DISCARD_BASE])
        elif action == A.STOP:
            self.log.append(seat << 10 | action)
            if self._claim_pass():
                self._after_claims()
            else:
                self._claim_turn(seat ^ 1)
        else:
            self._claim(seat, action)

    def _exchange(self, seat: Seat, positions: tuple[int, ...]) -> None:
        hand = self.hands[seat]
        ordered = sorted(hand)
        cards = [ordered[i] for i in positions]
        self.log.append((seat, tuple(cards)))
        for card in cards:
            hand.remove(card)
            self.discard.append(card)
        for _ in cards:
            if not self.supply:
                self._reshuffle()
            hand.append(self.supply.pop())
        legal = self._placements(seat)
        if legal:
            self.phase = PLACE
            self.legal = legal
            return
        # still stuck: the hand is shown again and the turn ends with no placement, no draw
        self.events.append((len(self.log), "show", seat, tuple(sorted(hand))))
        self.noscore += 1
        if self.noscore >= DEADLOCK_TURNS:
            self._end_by_count("deadlock")
            return
        self._start_turn(seat ^ 1)

    def _reshuffle(self) -> None:
        """Supply empty: the discard pile becomes the new supply, in the next recorded order."""
        k = self.nshuffles
        if k < len(self.shuffles):
            order = self.shuffles[k]
            if sorted(order) != sorted(self.discard):
                raise BadOptions(
                    f"setup shuffle {k + 1} is not an order of the discard pile "
                    f"({' '.join(CARD_NAMES[c] for c in sorted(self.discard))})"
                )
        else:
            order = self._draw_order(self.discard)
            self.shuffles.append(order)
        self.nshuffles = k + 1
        self.discard = []
        self.supply = order[::-1]
        self.events.append((len(self.log), "reshuffle", len(order)))

    def _draw_order(self, cards: list[int]) -> list[int]:
        """A random order of ``cards`` from the game's generator: ``Random(seed)`` after
        ``rng_used`` draws (the deal used the first ones), so copies and saves agree."""
        rng = self.rng
        if rng is None:
            rng = self.rng = Random(self.seed)
            skip = rng.random
            for _ in range(self.rng_used):
                skip()
        self.rng_used += len(cards)
        return random_order(rng, cards)

    def _score(self, tile: int, placer: Seat) -> None:
        """Both sides complete: compare sums, pay the cubes, clear, flip, refill, claim."""
        a = tile * 2
        sums = self.sums
        s0 = sums[a]
        s1 = sums[a + 1]
        up = self.up[tile]
        if s0 == s1:
            winner = placer
        elif up:  # mountain: higher wins
            winner = 0 if s0 > s1 else 1
        else:
            winner = 0 if s0 < s1 else 1
        base = tile * 5
        tcubes = self.tcubes
        won = tcubes[base : base + 5]
        pk = self.pk
        mine = pk[winner] + self.tpk[tile]
        pk[winner] = mine
        # the loser's cubes and the owners are unchanged; more cubes never take a claim
        # away, so only a winner who could not claim before needs the test
        may = self.may
        if not may[winner]:
            key = self.ocode | mine
            m = _MAY.get(key)
            if m is None:
                m = _MAY[key] = self._may_claim(winner)
            may[winner] = m
        rows = self.rows
        row0 = rows[a]
        row1 = rows[a + 1]
        events = self.events
        nlog = len(self.log)
        events.append((nlog, "score", tile, up, (row0, row1), (s0, s1), winner, won, placer))
        discard = self.discard
        discard += row0
        discard += row1
        rows[a] = rows[a + 1] = ()
        sums[a] = sums[a + 1] = 0
        self.up[tile] = up ^ 1
        need = tile + 1
        bag = self.bag
        if len(bag) >= need and not self.no_deadlock:
            # ``_refill`` for a scored tile: its free places and mask bits are all 0 already,
            # so only the colours drawn gain mask bits and placement tuples
            drawn, counts, free10, cols, packed = _REFILL[tile][tuple(bag[-need:])]
            del bag[-need:]
            tcubes[base : base + 5] = counts
            self.tpk[tile] = packed
            self.free[base * 2 : base * 2 + 10] = free10
            mask = self.mask
            pt = self.ptab
            for colour, lo, hi, tab, bit in cols:
                m = mask[colour] | bit
                mask[colour] = m
                pt[lo:hi] = tab[m]
            left = self.left
            left[a] = left[a + 1] = need
            events.append((nlog, "refill", tile, drawn))
        else:
            self._refill(tile)
        self.noscore = 0
        loser = winner ^ 1
        if may[0] or may[1]:
            self.claim_placer = placer
            self.claim_loser = loser
            self.claim_first = True
            self.claim_passes = 0
            self._claim_turn(winner)
            return
        # both would pass at once (most scorings): ``_after_claims`` inlined
        if not self.present[tile] and True not in self.present:  # the tile was just refilled
            self._end_by_count("no tiles")
            return
        supply = self.supply
        if not supply:
            self._reshuffle()
            supply = self.supply
        self.hands[placer].append(supply.pop())
        self._start_turn(loser)

    def _refill(self, tile: int) -> None:
        """Put ``tile + 1`` cubes on the tile from the bag, or remove the tile for good."""
        need = tile + 1
        bag = self.bag
        if len(bag) < need:
            fill = None
        elif self.no_deadlock:
            drawn = self._draw_cubes(tile, need)
            fill = None if drawn is None else _fill(tile, tuple(drawn))
        else:
            # the bag is stored bottom first: its last ``need`` cubes, reversed, are the draw
            fill = _FILL[tile][tuple(bag[-need:])]
            del bag[-need:]
        base = tile * 5
        f = tile * 10
        mask = self.mask
        if fill is None:
            self.tcubes[base : base + 5] = _ZERO5
            self.tpk[tile] = 0
            self.free[f : f + 10] = _ZERO10
            mask[:] = map(_and, mask, _KEEP5[tile])
            self._set_ptab()
            self.present[tile] = False
            self.left[tile * 2] = self.left[tile * 2 + 1] = 0
            self.events.append((len(self.log), "remove", tile))
            return
        drawn, counts, free10, bits = fill
        self.tcubes[base : base + 5] = counts
        self.tpk[tile] = pack5(counts)
        self.free[f : f + 10] = free10
        mask[:] = map(_or, map(_and, mask, _KEEP5[tile]), bits)
        self._set_ptab()
        self.left[tile * 2] = self.left[tile * 2 + 1] = need
        self.events.append((len(self.log), "refill", tile, drawn))

    def _draw_cubes(self, tile: int, need: int) -> list[int] | None:
        bag = self.bag
        if not self.no_deadlock:
            return [bag.pop() for _ in range(need)]
        # variant: the tiles together hold fewer cubes of a colour than its trophy needs;
        # an offending cube goes back to the bottom of the bag and another is drawn
        on_tiles = [0] * 5
        for other in range(NUM_TILES):
            if other != tile and self.present[other]:
                for colour in range(5):
                    on_tiles[colour] += self.tcubes[other * 5 + colour]
        work = bag[:]
        taken: list[int] = []
        refused: list[int] = []
        while len(taken) < need:
            if len(refused) == len(work):
                return None  # cannot be filled legally: the bag stays as it was
            cube = work.pop()
            if on_tiles[cube] + 1 < TROPHY_NEED[cube]:
                taken.append(cube)
                on_tiles[cube] += 1
            else:
                work.insert(0, cube)
                refused.append(cube)
        bag[:] = work
        if refused:
            self.events.append((len(self.log), "redraw", tile, tuple(refused)))
        return taken

    # ---------------------------------------------------------------- trophies

    def _claim_options(self, seat: Seat) -> list[int]:
        """Legal claim codes of ``seat`` (plus ``stop`` when no plain claim is pending).

        They depend only on the owners and the seat's cubes (``may`` is a function of the
        same two), so they are memoised in :data:`_OPTS` under the :data:`_MAY` key."""
        if not self.may[seat]:
            return []
        key = self.ocode | self.pk[seat]
        opts = _OPTS.get(key)
        if opts is None:
            opts = _OPTS[key] = self._claim_options_uncached(seat)
        return opts[:]

    def _claim_options_uncached(self, seat: Seat) -> list[int]:
        pc = self.pcubes
        base = seat * 5
        owner = self.owner
        plain: list[int] = []
        traded: list[int] = []
        avail: list[int] | None = None
        for trophy in range(5):
            if owner[trophy] >= 0:
                continue
            own = pc[base + trophy]
            short = TROPHY_NEED[trophy] - own
            if short <= 0:
                plain.append(_PLAIN_CLAIM[trophy])
                continue
            if avail is None:
                avail = [pc[base + c] // 3 if owner[c] >= 0 else 0 for c in range(5)]
                total = sum(avail)
            if total < short:
                continue
            for sets, code in _CLAIMS_BY_TROPHY[trophy]:
                if (
                    sets[0] + sets[1] + sets[2] + sets[3] + sets[4] == short
                    and sets[0] <= avail[0] and sets[1] <= avail[1] and sets[2] <= avail[2]
                    and sets[3] <= avail[3] and sets[4] <= avail[4]
                ):  # fmt: skip
                    traded.append(code)
        if plain:
            return plain + traded
        if traded:
            traded.append(A.STOP)
        return traded

    def _may_claim(self, seat: Seat) -> bool:
        """Quick test (most scorings end here): can any trophy be reached, every set counted?"""
        o0, o1, o2, o3, o4 = self.owner
        p = self.pk[seat]
        p0, p1, p2, p3, p4 = p & 15, p >> 4 & 15, p >> 8 & 15, p >> 12 & 15, p >> 16
        sets = (
            (p0 // 3 if o0 >= 0 else 0) + (p1 // 3 if o1 >= 0 else 0) + (p2 // 3 if o2 >= 0 else 0)
            + (p3 // 3 if o3 >= 0 else 0) + (p4 // 3 if o4 >= 0 else 0)
        )  # fmt: skip
        return (
            (o0 < 0 and p0 + sets >= 7) or (o1 < 0 and p1 + sets >= 6)
            or (o2 < 0 and p2 + sets >= 5) or (o3 < 0 and p3 + sets >= 4)
            or (o4 < 0 and p4 + sets >= 3)
        )  # fmt: skip

    def _may_cached(self, seat: Seat) -> bool:
        """:meth:`_may_claim` through the :data:`_MAY` memo."""
        key = self.ocode | self.pk[seat]
        m = _MAY.get(key)
        if m is None:
            m = _MAY[key] = self._may_claim(seat)
        return m

    def _claim_turn(self, seat: Seat) -> None:
        """Hand the claiming to ``seat``; a seat that can claim nothing passes by itself."""
        while True:
            legal = self._claim_options(seat)
            if legal:
                self.phase = CLAIM
                self.cur = seat
                self.to_act = _TO_ACT[seat]
                self.legal = legal
                return
            if self._claim_pass():
                self._after_claims()
                return
            seat ^= 1

    def _claim_pass(self) -> bool:
        """Record a pass; True once claiming is over (two passes in a row)."""
        if self.claim_first:  # the tile's winner ends their run of claims
            self.claim_first = False
            self.claim_passes = 1
        else:
            self.claim_passes += 1
        return self.claim_passes >= 2

    def _claim(self, seat: Seat, action: int) -> None:
        trophy, paid, box5, owned = _CLAIM_FX[action - _CLAIM_BASE]
        self.log.append(seat << 10 | action)
        self.pk[seat] -= paid  # a legal claim never takes more than a colour holds
        box = self.box
        box[:] = map(_add, box, box5)
        self.owner[trophy] = seat
        self.ocode += owned[seat]  # the trophy's 2 bits were 0 (no owner)
        self.ntroph[seat] += 1
        self.may[0] = self._may_cached(0)  # cubes and owners changed
        self.may[1] = self._may_cached(1)
        if self.ntroph[seat] >= TROPHIES_TO_WIN:
            self._finish(seat, "three trophies")
            return
        if self.claim_first:
            self._claim_turn(seat)  # the tile's winner claims as many as they wish
        else:
            self.claim_passes = 0
            self._claim_turn(seat ^ 1)

    def _after_claims(self) -> None:
        """Claiming is over: end if no tile is left, else the placer draws, the loser moves."""
        if True not in self.present:
            self._end_by_count("no tiles")
            return
        if not self.supply:
            self._reshuffle()
        self.hands[self.claim_placer].append(self.supply.pop())
        self._start_turn(self.claim_loser)

    # ---------------------------------------------------------------- the end

    def _end_by_count(self, reason: str) -> None:
        """Deadlock or no tile left: most trophies, then most cubes, else a draw."""
        t0, t1 = self.ntroph
        if t0 == t1:
            t0, t1 = sum(self.pcubes[:5]), sum(self.pcubes[5:])
        winner = -1 if t0 == t1 else (0 if t0 > t1 else 1)
        self._finish(winner, reason)

    def _finish(self, winner: int, reason: str) -> None:
        self.over = True
        self.phase = OVER
        self.to_act = ()
        self.cur = -1
        self.legal = []
        self.result = (winner, reason)
        self.events.append((len(self.log), "end", winner, reason))
