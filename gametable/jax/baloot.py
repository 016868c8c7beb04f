"""Baloot as pure JAX functions: ``init``, ``step``, ``observe``, to ``jit`` and ``vmap``.

The rules are those of :mod:`gametable.games.baloot` (the reference engine; the two are tested
to agree move for move) under the ``saudi`` profile: bidding in two rounds with takeovers,
Ashkal and the Sun claims, doubling up to Gahwa, projects and Baloot, Akka, closed play,
kaboot and reverse kaboot, and the scoring with its rounding. A game is a whole match to 152,
or ``hands=N`` scored hands (``hands=1``: one hand; a hand everyone passes is dealt again, as
in the Python engine). Other rule options are refused with :class:`BadOptions`.

Actions are the Python engine's 169 integer codes (:mod:`gametable.games.baloot.notation`) and
:func:`observe` writes the same 494 floats as :mod:`gametable.rl.encoders.baloot`, so a policy
moves between the two engines unchanged.

Layout: card sets are 32-bit words (bit ``suit * 8 + rank``, as in the Python engine), so
following suit, trumping, the Akka test and the project candidates are a few word operations.
The legal mask is kept packed the same way (``legal_words``: code ``32 w + b`` at bit ``b``
of word ``w``; the cards and the Akka leads are a word each, the projects come from a table
of each suit's byte), and ``legal_action_mask`` unpacks it for a policy.

Chance is explicit and comes from keys. A deck is five words: bit ``c`` of word ``b`` is
bit ``b`` of card ``c``'s place in the deal order, so the cards dealt to a seat (a range of
places) and a swap of two places are a few word operations, not work on 32 entries.
``init`` shuffles the first deck (31 Fisher-Yates swaps). The next deck is shuffled while a
hand is played: every step makes four swaps of ``next_deck`` with random words from its key,
so its 31 swaps are done after eight steps, and the shortest hand (eight passes) takes
eight. That is a uniform shuffle, hidden like the deck, for a few operations a step, where
shuffling at the end of a hand would run at every step of every game (under ``vmap`` the
branch runs for the whole batch). Each deck dealt is kept in ``deck``, which
:class:`ChanceRecorder` turns into the Python engine's ``setup=`` (:func:`deck_order`).
"""

from __future__ import annotations

from functools import partial
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from gametable.core.errors import BadOptions
from gametable.games.baloot import cards as C
from gametable.games.baloot import notation as A
from gametable.games.baloot import projects as P
from gametable.games.baloot.options import SAUDI, resolve
from gametable.games.baloot.scoring import GAHWA, HOKUM_VALUE, SUN_VALUE, TARGET
from gametable.jax.env import Env
from gametable.jax.sampling import key_words, stored, unpack_words

NUM_PLAYERS = 4
NUM_ACTIONS = A.NUM_ACTIONS
OBSERVATION_SIZE = 494
BID, DOUBLE, PLAY, OVER = 0, 1, 2, 3
OPEN, TAKEOVER, KEEP, CLAIM = 0, 1, 2, 3
NONE, HOKUM, SUN = 0, 1, 2
NO_TRUMP = C.NO_TRUMP

_I32 = jnp.int32
_U32 = jnp.uint32
_SEATS = np.arange(4, dtype=np.int32)
_SHIFT = np.arange(32, dtype=np.uint32)
#: the trump suit's cards; index 4 (no trump) is empty
_TMASK = np.array([*C.SUIT_MASK, 0], np.uint32)
_TRUMP_ABOVE = np.array(C.TRUMP_ABOVE, np.uint32)
_STRENGTH = np.array(C.STRENGTH, np.int32)
_POINTS = np.array(C.POINTS, np.int32).reshape(-1)
_ACES = np.uint32(sum(1 << (s * 8 + C.RANK_A) for s in range(4)))


#: projects: cards, class in Sun / Hokum, top rank, raw value and match points
_PMASK = np.array(P.MASK, np.uint32)
_TOP = np.array(P.TOP, np.int32)
_KIND = np.array([P.KIND_HOKUM, P.KIND_SUN], np.int32)  # [sun][p]
_RAW = np.array([[P.RAW_VALUE[k] for k in row] for row in _KIND], np.int32)
_MATCH = np.array([[P.HOKUM_POINTS.get(k, 0) for k in _KIND[0]],
                   [P.SUN_POINTS[k] for k in _KIND[1]]], np.int32)  # fmt: skip
#: the encoder's kind column (sira, fifty, hundred, 400) of each project in Hokum / Sun
_KIND_COLUMN = np.array(
    [[{"sira": 0, "fifty": 1, "hundred": 2, "400": 3}[P.kind_name(p, sun)]
      for p in range(P.NUM_PROJECTS)] for sun in (False, True)], np.int32)  # fmt: skip
_FOUR_KQ = np.isin(np.arange(P.NUM_PROJECTS), [P.FIRST_FOUR + C.RANK_K - 3,
                                               P.FIRST_FOUR + C.RANK_Q - 3])  # fmt: skip

#: bidding action -> the encoder's call index (pass, hokum, sun, ashkal, hokum:S..C)
_CALL = np.full(NUM_ACTIONS, 0, np.int32)
_CALL[[A.PASS, A.HOKUM, A.SUN, A.ASHKAL]] = [0, 1, 2, 3]
_CALL[A.HOKUM_SUIT : A.HOKUM_SUIT + 4] = [4, 5, 6, 7]


def check_options(options: dict[str, Any]) -> int:
    """The number of scored hands a game lasts (0: a match to 152) for the options of
    ``new_game("baloot", ...)``, or ``BadOptions`` saying what the JAX engine cannot play."""
    options = dict(options)
    hands = options.pop("hands", None)
    if hands is not None and (not isinstance(hands, int) or isinstance(hands, bool) or hands < 1):
        raise BadOptions(f"hands must be a whole number ≥ 1 (or absent for a match), not {hands!r}")
    profile = resolve(options.pop("profile", "saudi"), **options)
    if profile != SAUDI:
        changed = [f"{name}={value!r}" for name, value in profile.to_dict().items()
                   if value != SAUDI.to_dict()[name]]  # fmt: skip
        raise BadOptions(
            "the JAX Baloot engine plays the saudi profile only; not " + ", ".join(changed)
            + " (play those rules with the Python engine, gametable.new_game)"
        )
    return hands or 0


class State(NamedTuple):
    """One game (add a leading axis for a batch). Fields after ``terminated`` are internal;
    the names follow :class:`gametable.games.baloot.state.BalootRules`."""

    current_player: jax.Array  # int32, -1 once over
    legal_words: jax.Array  # uint32[6]: the legal codes, code ``32 w + b`` at bit b of word w
    rewards: jax.Array  # float32[4]: +1 to the winning team's seats, -1 to the others
    terminated: jax.Array  # bool
    phase: jax.Array  # BID, DOUBLE, PLAY, OVER
    hands_limit: jax.Array  # scored hands the game lasts; 0: a match to 152
    first_dealer: jax.Array
    dealer: jax.Array
    hand_no: jax.Array  # deals so far, cancelled ones included (0-based)
    scored_hands: jax.Array
    totals: jax.Array  # int32[2]
    winner: jax.Array  # -1: none yet or a draw
    deck: jax.Array  # uint32[5]: this hand's deck as places (``deck_order`` gives its cards)
    next_deck: jax.Array  # uint32[5]: the next hand's deck, ``swaps`` Fisher-Yates swaps in
    swaps: jax.Array
    ground: jax.Array
    hands: jax.Array  # uint32[4]: the cards held at each position after the dealer (P1..P4)
    played_by: jax.Array  # uint32[4]: the cards each seat has played this hand
    b_round: jax.Array
    b_stage: jax.Array
    queue: jax.Array  # int32[4]: who calls next (bidding or doubling), ``queue_n`` of them
    queue_n: jax.Array
    b_passed: jax.Array  # bits of the seats that passed this round
    b_hokum_seat: jax.Array
    b_hokum_trump: jax.Array
    b_sun_seat: jax.Array
    b_sun_ashkal: jax.Array
    calls: jax.Array  # int32[4, 2]: each seat's last call per round (encoder index), -1 none
    mode: jax.Array  # NONE, HOKUM, SUN
    trump: jax.Array  # a suit, or NO_TRUMP
    buyer: jax.Array
    ashkal: jax.Array
    taker: jax.Array
    buyer_ace: jax.Array  # the buyer held an Ace among their 8 cards
    level: jax.Array  # 1 plain .. 5 Gahwa
    closed: jax.Array
    raiser: jax.Array  # team that raised last, -1 none
    leader: jax.Array
    t_n: jax.Array  # cards in the current trick
    t_led: jax.Array
    t_win_seat: jax.Array
    t_win_card: jax.Array
    t_win_str: jax.Array
    t_pts: jax.Array
    t_akka: jax.Array
    t_cards: jax.Array  # int32[4]: each seat's card in the current trick, -1 none
    trick_no: jax.Array
    card_pts: jax.Array  # int32[2]
    tricks_won: jax.Array  # int32[2]
    decls: jax.Array  # int32[4, 2]: projects declared by each seat, -1 none
    decl_mask: jax.Array  # uint32[4]: their cards
    proj_team: jax.Array  # the team whose projects score, -1 none (yet)
    proj_best: jax.Array  # the best project declared so far as a ranking key, -1 none
    proj_raw: jax.Array  # int32[2]: the raw value of the projects each team declared
    proj_points: jax.Array  # int32[2]: their match points
    proj_kq: jax.Array  # bool[2]: the team declared four Kings or four Queens
    baloot_seat: jax.Array
    baloot_mask: jax.Array  # uint32: the trump K and Q while a Baloot is possible
    baloot_left: jax.Array
    baloot_trick: jax.Array  # the trick that completed the Baloot, -1 none

    @property
    def legal_action_mask(self) -> jax.Array:
        """bool[..., 169]: the legal codes of the player to move (none once over), unpacked
        from ``legal_words``."""
        return unpack_words(jnp.asarray(self.legal_words), NUM_ACTIONS)


# ------------------------------------------------------------------------------ word helpers


def _bit(card: jax.Array) -> jax.Array:
    return jnp.left_shift(_U32(1), card.astype(_U32))


def _bits(word: jax.Array) -> jax.Array:
    """Card words as bools (a trailing axis of 32)."""
    return ((jnp.asarray(word)[..., None] >> _SHIFT) & 1) == 1


def _or(words: jax.Array, axis: int = -1) -> jax.Array:
    """OR of disjoint words (their sum)."""
    return jnp.sum(words, axis=axis, dtype=_U32)


def _count(word: jax.Array) -> jax.Array:
    return jax.lax.population_count(word).astype(_I32)


def _pick(values: jax.Array, index: jax.Array) -> jax.Array:
    """``values[index]`` along the first axis of a short array (a sum of selects: cheaper than
    a gather under ``vmap`` on a CPU; the sum is also where XLA stores the value, rather than
    fusing the work behind it into every consumer)."""
    n = values.shape[0]
    hit = (jnp.arange(n) == index).reshape((n,) + (1,) * (values.ndim - 1))
    return jnp.sum(jnp.where(hit, values, 0), axis=0, dtype=values.dtype)


# ------------------------------------------------------------------------------ dealing

#: a deck is five words, "places": bit ``c`` of word ``b`` is bit ``b`` of card ``c``'s place
#: in the deal order, so the cards at a set of places are a few word operations on all 32
_ALL = np.uint32(0xFFFFFFFF)
_IN_ORDER = np.array([sum(1 << c for c in range(32) if c >> b & 1) for b in range(5)], np.uint32)


def _at_place(places: jax.Array, place: jax.Array) -> jax.Array:
    """The card (a one-bit word) at ``place`` (0..31) of the deck ``places``."""
    found = _U32(_ALL)
    for b in range(5):
        bit = (0 - ((place >> b) & 1)).astype(_U32)  # every bit set where place has bit b
        found = found & ~(places[b] ^ bit)
    return found


def _placed_below(places: jax.Array, n: int) -> jax.Array:
    """The cards at places below ``n`` (a constant), by comparing the place bits high first."""
    below, equal = _U32(0), _U32(_ALL)
    for b in reversed(range(5)):
        if n >> b & 1:
            below = below | (equal & ~places[b])
            equal = equal & places[b]
        else:
            equal = equal & ~places[b]
    return below


def _first_hands(places: jax.Array) -> jax.Array:
    """The five cards each position after the dealer gets before the bidding: places
    ``3k .. 3k+2`` and then ``12+2k``, ``13+2k`` to the ``k``-th (P1 first)."""
    below = {n: _placed_below(places, n) for n in (3, 6, 9, 12, 14, 16, 18, 20)}
    below[0] = _U32(0)
    return jnp.stack([(below[3 * k + 3] & ~below[3 * k]) | (below[14 + 2 * k] & ~below[12 + 2 * k])
                      for k in range(4)])  # fmt: skip


def _deal_rest(s: State, taker: jax.Array) -> jax.Array:
    """The hands once the rest is dealt (places 21..31, in turn from P1): 3 more to each
    seat, 2 to the taker, who also takes the ground card."""
    taker_pos = (taker - s.dealer - 1) & 3
    below = {n: _placed_below(s.deck, n) for n in (21, 23, 24, 26, 27, 29, 30)}
    # where P2's, P3's and P4's cards start: one place sooner after the taker's two
    b1 = jnp.where(taker_pos == 0, below[23], below[24])
    b2 = jnp.where(taker_pos <= 1, below[26], below[27])
    b3 = jnp.where(taker_pos <= 2, below[29], below[30])
    extra = jnp.stack([b1 & ~below[21], b2 & ~b1, b3 & ~b2, ~b3])
    extra = extra | jnp.where(taker_pos == _SEATS, _bit(s.ground), _U32(0))
    return s.hands | extra


def _swap(places: list[jax.Array], i: jax.Array, j: jax.Array) -> list[jax.Array]:
    """The five words of ``places`` with the cards at places ``i`` and ``j`` exchanged: the
    two cards' place bits flip where ``i`` and ``j`` differ."""
    # stored: each of the five words reads the two cards, which XLA would otherwise find
    # again for each (and for each word of every later swap)
    moved = stored(_at_place(places, i) | _at_place(places, j))
    differ = i ^ j
    return [places[b] ^ (moved & (0 - ((differ >> b) & 1)).astype(_U32)) for b in range(5)]


def _swap_target(i: jax.Array, word: jax.Array) -> jax.Array:
    """Fisher-Yates swap ``i``'s other place: a uniform one of ``i`` .. 31 from a random
    ``word`` (its top 24 bits, as :func:`key_uniforms` reads them)."""
    return i + (((word >> 8) * (32 - i).astype(_U32)) >> 24).astype(_I32)


def _swap_on(places: jax.Array, done: jax.Array, words: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Fisher-Yates swaps ``done`` .. ``done + len(words) - 1`` of the deck (those below 31):
    swap ``i`` exchanges the card at place ``i`` with :func:`_swap_target`'s from ``words``."""
    planes = [places[b] for b in range(5)]
    for k in range(words.shape[0]):
        i = jnp.minimum(done + k, 31)  # swap 31 and after: place 31 with itself
        planes = _swap(planes, i, _swap_target(i, words[k]))
    return jnp.stack(planes), jnp.minimum(done + words.shape[0], 31)


def _shuffled(words: jax.Array) -> jax.Array:
    """A uniformly shuffled deck (``places``): the 31 Fisher-Yates swaps at once, from 31
    random ``words``."""
    def swap(i: jax.Array, places: jax.Array) -> jax.Array:
        return jnp.stack(_swap([places[b] for b in range(5)], i, _swap_target(i, words[i])))

    return jax.lax.fori_loop(0, 31, swap, jnp.asarray(_IN_ORDER))


def deck_order(places: np.ndarray) -> np.ndarray:
    """The cards of a deck (``places``, uint32[..., 5]) in deal order: int[..., 32]."""
    places = np.asarray(places, np.uint32)
    place = sum(((places[..., b, None] >> np.arange(32, dtype=np.uint32)) & 1).astype(np.int64)
                << b for b in range(5))  # fmt: skip
    return np.argsort(place, axis=-1)


def _hand_fields(deck: jax.Array, dealer: jax.Array) -> dict[str, jax.Array]:
    """Every field a new deal sets (``BalootState._start_hand``)."""
    p1 = (dealer + 1) & 3
    minus = jnp.int32(-1)
    zero = jnp.int32(0)
    return {
        "deck": deck,
        "ground": _count(_at_place(deck, jnp.int32(20)) - 1),
        "hands": _first_hands(deck),
        "played_by": jnp.zeros(4, _U32),
        "phase": jnp.int32(BID),
        "b_round": jnp.int32(1),
        "b_stage": jnp.int32(OPEN),
        "queue": (dealer + 1 + _SEATS) & 3,
        "queue_n": jnp.int32(4),
        "b_passed": zero,
        "b_hokum_seat": minus,
        "b_hokum_trump": minus,
        "b_sun_seat": minus,
        "b_sun_ashkal": jnp.bool_(False),
        "calls": jnp.full((4, 2), -1, _I32),
        "mode": jnp.int32(NONE),
        "trump": jnp.int32(NO_TRUMP),
        "buyer": minus,
        "ashkal": jnp.bool_(False),
        "taker": minus,
        "buyer_ace": jnp.bool_(False),
        "level": jnp.int32(1),
        "closed": jnp.bool_(False),
        "raiser": minus,
        "leader": p1,
        "t_n": zero,
        "t_led": zero,
        "t_win_seat": minus,
        "t_win_card": minus,
        "t_win_str": zero,
        "t_pts": zero,
        "t_akka": jnp.bool_(False),
        "t_cards": jnp.full(4, -1, _I32),
        "trick_no": zero,
        "card_pts": jnp.zeros(2, _I32),
        "tricks_won": jnp.zeros(2, _I32),
        "decls": jnp.full((4, 2), -1, _I32),
        "decl_mask": jnp.zeros(4, _U32),
        "proj_team": minus,
        "proj_best": minus,
        "proj_raw": jnp.zeros(2, _I32),
        "proj_points": jnp.zeros(2, _I32),
        "proj_kq": jnp.zeros(2, bool),
        "baloot_seat": minus,
        "baloot_mask": _U32(0),
        "baloot_left": jnp.int32(2),
        "baloot_trick": minus,
        "current_player": p1,
    }


# ------------------------------------------------------------------------------ scoring


def _sun_convert(points: jax.Array) -> jax.Array:
    rest = points % 10
    rounded = jnp.where(rest < 5, points - rest, jnp.where(rest > 5, points + 10 - rest, points))
    return rounded // 5


def _hokum_convert(points: jax.Array) -> jax.Array:
    return points // 10 + (points % 10 >= 6)


def _score_hand(s: State) -> tuple[jax.Array, jax.Array]:
    """(match points per team, the hand's winning team or -1) of a finished hand
    (:func:`gametable.games.baloot.scoring.score_hand` under the saudi profile)."""
    profile = SAUDI
    sun = s.mode == SUN
    teams = jnp.arange(2)
    value = jnp.where(sun, SUN_VALUE, HOKUM_VALUE)
    buyer = s.buyer & 1
    other = 1 - buyer
    raw_all = jnp.where(s.proj_team == 0, s.proj_raw[0],
                        jnp.where(s.proj_team == 1, s.proj_raw[1], 0))  # fmt: skip
    pts_all = jnp.where(s.proj_team == 0, s.proj_points[0],
                        jnp.where(s.proj_team == 1, s.proj_points[1], 0))  # fmt: skip
    on_team = teams == s.proj_team
    raw = jnp.where(on_team, raw_all, 0)
    pts = jnp.where(on_team, pts_all, 0)
    baloot = ((s.baloot_trick >= 0) & (teams == (s.baloot_seat & 1))).astype(_I32)
    baloot_pts = jnp.where(sun, 0, 2 * baloot)
    abnat = s.card_pts + raw + 20 * baloot
    buyer_oh = teams == buyer

    # a kaboot (never multiplied)
    k_team = jnp.where(s.tricks_won[0] == 8, 0, 1)
    kaboot = jnp.any(s.tricks_won == 8)
    reverse = (sun & (k_team == other) & s.buyer_ace
               & (((s.buyer - s.dealer) & 3) == 1) & (profile.reverse_kaboot > 0))  # fmt: skip
    base = jnp.where(sun, profile.kaboot_sun, profile.kaboot_hokum)
    if profile.kaboot_ace_ground:
        base = jnp.where((s.ground & 7) == C.RANK_A, profile.kaboot_ace_ground, base)
    base = jnp.where(reverse, profile.reverse_kaboot, base)
    k_points = jnp.where(teams == k_team, base + pts, 0) + baloot_pts
    # a doubled hand
    raiser = jnp.where(s.raiser >= 0, s.raiser, buyer)
    d_winner = jnp.where(abnat[raiser] > abnat[1 - raiser], raiser, 1 - raiser)
    level = jnp.minimum(s.level, 4)
    mult = jnp.asarray(profile.project_multipliers, _I32)[jnp.clip(level - 2, 0, 2)]
    d_points = jnp.where(teams == d_winner, value * level + pts_all * mult, 0) + baloot_pts
    # failed, made or tied
    failed = abnat[other] > abnat[buyer]
    if profile.hokum_tie_fails:
        failed = failed | (~sun & (abnat[other] == abnat[buyer]))
    kept = baloot_pts if profile.failed_buyer_keeps_baloot else jnp.zeros(2, _I32)
    f_points = jnp.where(buyer_oh, kept, value + pts_all + baloot_pts)
    theirs = jnp.where(sun, _sun_convert(s.card_pts[other]), _hokum_convert(s.card_pts[other]))
    m_points = jnp.where(buyer_oh, value - theirs, theirs) + pts + baloot_pts
    tie = abnat[other] == abnat[buyer]
    points = jnp.where(kaboot, k_points, jnp.where(
        s.level > 1, d_points, jnp.where(failed, f_points, m_points)))  # fmt: skip
    winner = jnp.where(kaboot, k_team, jnp.where(
        s.level > 1, d_winner, jnp.where(failed, other, jnp.where(tie, -1, buyer))))  # fmt: skip
    return points.astype(_I32), winner.astype(_I32)


# ------------------------------------------------------------------------------ the mask

#: words of the packed mask: code ``32 w + b`` is bit ``b`` of word ``w``
LEGAL_WORDS = -(-NUM_ACTIONS // 32)
_RANK_BYTES = np.uint32(0x01010101)  # bit r of each suit's byte: times (1 << r)


def _sequence_table() -> np.ndarray:
    """The sequence projects (codes 0..20, suit 0) whose cards a byte of one suit holds."""
    table = np.zeros(256, np.uint32)
    for byte in range(256):
        table[byte] = sum(1 << p for p in range(21) if P.MASK[p] & byte == P.MASK[p])
    return table


_SEQUENCES = _sequence_table()
assert all(P.MASK[21 * s + p] == P.MASK[p] << (8 * s) for s in range(4) for p in range(21))
assert P.FIRST_FOUR == 84 and A.PROJECT_BASE == 64 and A.PASS == 153 and NUM_ACTIONS == 169


def _top_word(played: jax.Array) -> jax.Array:
    """The cards no unplayed card of their suit outranks in plain order (A T K Q J 9 8 7):
    word operations on the four suits' bytes at once."""
    rest = ~played
    higher = (rest >> 1) & np.uint32(0x7F7F7F7F)  # a natural-order higher card is unplayed
    higher = higher | ((higher >> 1) & np.uint32(0x7F7F7F7F))
    higher = higher | ((higher >> 2) & np.uint32(0x3F3F3F3F))
    higher = higher | ((higher >> 4) & np.uint32(0x0F0F0F0F))
    ten = ((rest >> C.RANK_T) & _RANK_BYTES) * np.uint32(0xFF)
    ace = ((rest >> C.RANK_A) & _RANK_BYTES) << C.RANK_T
    # the Ten outranks 7 8 9 J Q K, only the Ace outranks the Ten, nothing the Ace
    not_t_a = np.uint32(0xFF & ~((1 << C.RANK_T) | (1 << C.RANK_A))) * _RANK_BYTES
    return ~(((higher | ten) & not_t_a) | ace)


def _legal_words(s: State) -> jax.Array:
    """The legal codes of ``s.current_player``, packed: uint32[6], code ``32 w + b`` at bit
    ``b`` of word ``w`` (word 0: cards, 1: Akka leads, 2..4: projects, then the calls)."""
    seat = jnp.maximum(s.current_player, 0)
    d = s.dealer
    pos = (seat - d - 1) & 3
    ace_ground = (s.ground & 7) == C.RANK_A
    bidding = s.phase == BID
    keep = bidding & (s.b_stage == KEEP)
    claim = bidding & (s.b_stage == CLAIM)
    openish = bidding & (s.b_stage <= TAKEOVER)
    opening = bidding & (s.b_stage == OPEN)
    may_switch = ~ace_ground | (pos == 0)
    may_ashkal = (pos >= 2) & ~ace_ground
    round2 = opening & (s.b_round == 2)
    doubling = s.phase == DOUBLE
    hokum = s.mode == HOKUM
    nxt = s.level + 1
    dh = doubling & hokum

    def on(flag: jax.Array, code: int) -> jax.Array:
        return jnp.where(flag, _U32(1 << (code % 32)), _U32(0))

    calls = (on(claim | openish | doubling, A.PASS)
             | on(keep | (opening & (s.b_round == 1)), A.HOKUM)
             | on((keep & may_switch) | claim | openish, A.SUN)
             | on(openish & may_ashkal, A.ASHKAL))  # fmt: skip
    # round-2 Hokum in another suit than the ground card's: codes 157..160 straddle words 4, 5
    suits = jnp.where(round2, _U32(0xF) & ~_bit(s.ground >> 3), _U32(0))
    hokum_suit = A.HOKUM_SUIT % 32
    word4_calls = calls | (suits << hokum_suit)
    word5 = ((suits >> (32 - hokum_suit))
             | on(doubling & ~hokum, A.DOUBLE)
             | on(dh & (nxt == 2), A.DOUBLE_OPEN) | on(dh & (nxt == 2), A.DOUBLE_CLOSED)
             | on(dh & (nxt == 3), A.THREE)
             | on(dh & (nxt == 4), A.FOUR_OPEN) | on(dh & (nxt == 4), A.FOUR_CLOSED)
             | on(dh & (nxt == 5), A.GAHWA))  # fmt: skip

    # --- playing
    playing = s.phase == PLAY
    h = _pick(s.hands, pos)
    tmask = jnp.asarray(_TMASK)[s.trump]
    led_mask = jnp.asarray(_TMASK)[s.t_led]
    m = h & led_mask
    partner_wins = (s.t_win_seat ^ 2) == seat
    card = jnp.maximum(s.t_win_card, 0)
    above = jnp.asarray(_TRUMP_ABOVE)[card]
    raise_ = (s.t_led == s.trump) & ~partner_wins
    hi = m & above
    follow = jnp.where(raise_ & (hi != 0), hi, m)
    free = ((s.trump == NO_TRUMP) | partner_wins | (s.t_akka & (seat == (s.leader ^ 2)))
            | ((h & tmask) == 0))  # fmt: skip
    trumps = h & tmask
    over = trumps & above
    ruff = jnp.where(((card >> 3) == s.trump) & (over != 0), over, trumps)
    void = jnp.where(free, h, ruff)
    follow = jnp.where(m != 0, follow, void)
    lead = jnp.where(s.closed & ((h & ~tmask) != 0), h & ~tmask, h)
    # stored, like the projects' tables below: the six words are written as one array,
    # whose every word XLA would otherwise compute from the start
    cards = stored(jnp.where(playing, jnp.where(s.t_n > 0, follow, lead), _U32(0)))
    # Akka: leading, in Hokum, a card of another suit that no unplayed card outranks
    akka = jnp.where((s.t_n == 0) & (tmask != 0), cards & ~tmask & _top_word(_or(s.played_by)),
                     _U32(0))  # fmt: skip
    # projects: on trick 1, at most two, none sharing a card with one declared before
    free_cards = h & ~_pick(s.decl_mask, seat)
    fours = free_cards & (free_cards >> 8) & (free_cards >> 16) & (free_cards >> 24)
    fours = (fours >> C.RANK_T) & np.uint32(0x1F)
    *seq, fours = stored(jnp.stack([*(jnp.asarray(_SEQUENCES)[(free_cards >> (8 * k)) & 0xFF]
                                      for k in range(4)), fours]))  # fmt: skip
    may_declare = playing & (s.trick_no == 0) & (jnp.sum(_pick(s.decls, seat) >= 0) < 2)
    # the 89 project bits from code 64: suit k's 21 sequences from bit 21 k, then the fours
    projects = jnp.stack([
        seq[0] | (seq[1] << 21),
        (seq[1] >> 11) | (seq[2] << 10) | (seq[3] << 31),
        (seq[3] >> 1) | (fours << 20),
    ])  # fmt: skip
    projects = jnp.where(may_declare, projects, _U32(0))
    return jnp.stack([cards, akka, projects[0], projects[1], projects[2] | word4_calls, word5])


def _pick_row(rows: jax.Array, index: jax.Array) -> jax.Array:
    return _pick(rows, index)


# ------------------------------------------------------------------------------ the API


def init(key: jax.Array, hands: int = 0) -> State:
    """A new match (or ``hands`` scored hands): the first deck and dealer drawn from ``key``."""
    words = key_words(key, 32)
    dealer = (words[31] >> 30).astype(_I32)
    deck = _shuffled(words[:31])
    fields = _hand_fields(deck, dealer)
    s = State(
        next_deck=deck,
        swaps=jnp.int32(0),
        legal_words=jnp.zeros(LEGAL_WORDS, _U32),
        rewards=jnp.zeros(4, jnp.float32),
        terminated=jnp.bool_(False),
        hands_limit=jnp.int32(hands),
        first_dealer=dealer,
        dealer=dealer,
        hand_no=jnp.int32(0),
        scored_hands=jnp.int32(0),
        totals=jnp.zeros(2, _I32),
        winner=jnp.int32(-1),
        **fields,
    )
    return s._replace(legal_words=_legal_words(s))


# ------------------------------------------------------------------------------ the step, by phase
#
# ``_step`` is one straight line for XLA (under ``jit`` the calls below are inlined: the phases
# cost nothing as functions). Each phase reads the state and what the phases before it found,
# and returns what it decides as a small named tuple or a dict of the state's new fields.


class _Ctx(NamedTuple):
    """What every phase reads of the move: the seat, the dealer, the seats P1..P4 in order,
    and the kind of move."""

    seat: jax.Array
    seat_oh: jax.Array  # bool[4]: the seat, one-hot
    d: jax.Array  # the dealer
    order: jax.Array  # seats P1..P4
    pos: jax.Array  # the seat's place after the dealer (P1 = 0)
    bidding: jax.Array
    doubling: jax.Array
    is_card: jax.Array
    is_proj: jax.Array
    more: jax.Array  # someone is left in the queue after the seat
    popped: jax.Array  # the queue without its head


def _ctx(s: State, a: jax.Array) -> _Ctx:
    seat = s.current_player
    d = s.dealer
    playing = s.phase == PLAY
    return _Ctx(
        seat=seat,
        seat_oh=seat == _SEATS,
        d=d,
        order=(d + 1 + _SEATS) & 3,
        pos=(seat - d - 1) & 3,
        bidding=s.phase == BID,
        doubling=s.phase == DOUBLE,
        is_card=playing & (a < A.PROJECT_BASE),
        is_proj=playing & (a >= A.PROJECT_BASE) & (a < A.PASS),
        more=s.queue_n > 1,
        popped=jnp.concatenate([s.queue[1:], jnp.full(1, -1, _I32)]),
    )


class _Bid(NamedTuple):
    """A call in the bidding (``BalootRules._bid``): the calls it makes, whether it settles a
    contract and which, and where the bidding goes next."""

    o_pass: jax.Array
    o_hokum: jax.Array
    c_pass: jax.Array
    passed: jax.Array
    claim_queue: jax.Array  # who may take a Sun from its caller, in order
    n_claim: jax.Array
    contract: jax.Array  # a contract is settled now
    c_mode: jax.Array
    c_buyer: jax.Array
    c_ashkal: jax.Array
    c_trump: jax.Array
    to_keep: jax.Array
    to_round2: jax.Array
    cancel: jax.Array  # nobody bought in round 2: the hand is dealt anew
    to_claim: jax.Array
    b_stage: jax.Array
    calls: jax.Array
    hokum_trump: jax.Array


def _bid(s: State, a: jax.Array, c: _Ctx) -> _Bid:
    seat, order, bidding, more = c.seat, c.order, c.bidding, c.more
    stage = s.b_stage
    keep = bidding & (stage == KEEP)
    claim = bidding & (stage == CLAIM)
    openish = bidding & (stage <= TAKEOVER)
    o_pass = openish & (a == A.PASS)
    o_sun = openish & ((a == A.SUN) | (a == A.ASHKAL))
    o_hokum = openish & ((a == A.HOKUM) | ((a >= A.HOKUM_SUIT) & (a < A.HOKUM_SUIT + 4)))
    c_pass = claim & (a == A.PASS)
    passed = jnp.where(o_pass, s.b_passed | (1 << seat), s.b_passed)
    # who may take a Sun from its caller: opponents who passed this round, in order, plus
    # the Ace "third" in round 2
    pos = c.pos
    claimant = (((order ^ seat) & 1) == 1) & (((s.b_passed >> order) & 1) == 1)
    third = jnp.where((pos == 1) | (pos == 3), 0, jnp.where(pos == 2, 1, -1))
    ace_ground = (s.ground & 7) == C.RANK_A
    claimant = claimant | ((s.b_round == 2) & ace_ground & (jnp.arange(4) == third))
    # the claimants in order, unrolled (a cumulative sum is a window reduction in XLA)
    claim_queue = jnp.full(4, -1, _I32)
    n_claim = jnp.int32(0)
    for k in range(4):
        claim_queue = jnp.where(claimant[k] & (jnp.arange(4) == n_claim), order[k], claim_queue)
        n_claim = n_claim + claimant[k]
    contract = stored(keep | (claim & (a == A.SUN)) | (c_pass & ~more) | (o_sun & (n_claim == 0)))
    c_mode = jnp.where(keep & (a == A.HOKUM), HOKUM, SUN)
    c_buyer = jnp.where(c_pass, s.b_sun_seat, seat)
    c_ashkal = jnp.where(c_pass, s.b_sun_ashkal, o_sun & (a == A.ASHKAL))
    c_trump = jnp.where(c_mode == HOKUM, s.b_hokum_trump, NO_TRUMP)
    exhausted = o_pass & ~more
    to_keep = exhausted & (stage == TAKEOVER)
    to_round2 = exhausted & (stage == OPEN) & (s.b_round == 1)
    cancel = exhausted & (stage == OPEN) & (s.b_round == 2)
    to_claim = o_sun & (n_claim > 0)
    b_stage = jnp.where(to_keep, KEEP, jnp.where(to_claim, CLAIM, jnp.where(
        o_hokum, TAKEOVER, stage)))  # fmt: skip
    calls = jnp.where(bidding & c.seat_oh[:, None] & (jnp.arange(2) == s.b_round - 1),
                      jnp.asarray(_CALL)[a], s.calls)  # fmt: skip
    hokum_trump = jnp.where(a == A.HOKUM, s.ground >> 3, a - A.HOKUM_SUIT)
    return _Bid(o_pass, o_hokum, c_pass, passed, claim_queue, n_claim, contract, c_mode,
                c_buyer, c_ashkal, c_trump, to_keep, to_round2, cancel, to_claim, b_stage, calls,
                hokum_trump)  # fmt: skip


class _Contract(NamedTuple):
    """The contract once settled (``_contract`` and ``_deal_rest``): the rest of the deck
    dealt, the Baloot looked for, whether it may be doubled."""

    mode: jax.Array
    trump: jax.Array
    buyer: jax.Array
    taker: jax.Array
    hands: jax.Array
    baloot_seat: jax.Array
    baloot_mask: jax.Array
    buyer_ace: jax.Array
    double: jax.Array  # the contract opens the doubling


def _contract(s: State, c: _Ctx, b: _Bid) -> _Contract:
    contract, c_mode, c_buyer, d = b.contract, b.c_mode, b.c_buyer, c.d
    mode = jnp.where(contract, c_mode, s.mode)
    trump = jnp.where(contract, b.c_trump, s.trump)
    buyer = jnp.where(contract, c_buyer, s.buyer)
    taker = jnp.where(contract, jnp.where(b.c_ashkal, c_buyer ^ 2, c_buyer), s.taker)
    # stored: the hands, the Baloot test and the buyer's Ace read it, each for every seat
    full = stored(_deal_rest(s, taker))
    hands = jnp.where(contract, full, s.hands)
    kq = _bit(trump * 8 + C.RANK_K) | _bit(trump * 8 + C.RANK_Q)
    holds_kq = (full & kq) == kq
    new_baloot = contract & (c_mode == HOKUM) & (holds_kq[0] | holds_kq[1] | holds_kq[2]
                                                 | holds_kq[3])  # fmt: skip
    kq_pos = jnp.where(holds_kq[0], 0, jnp.where(holds_kq[1], 1, jnp.where(holds_kq[2], 2, 3)))
    kq_seat = (d + 1 + kq_pos) & 3
    baloot_seat = jnp.where(new_baloot, kq_seat, s.baloot_seat)
    baloot_mask = jnp.where(new_baloot, kq, s.baloot_mask)
    buyer_ace = jnp.where(contract, (_pick(full, (c_buyer - d - 1) & 3) & _ACES) != 0,
                          s.buyer_ace)  # fmt: skip
    team = c_buyer & 1
    sun_doubles = (s.totals[team] > 100) & (s.totals[1 - team] <= SAUDI.sun_double_other_max)
    c_double = contract & ((c_mode == HOKUM) | sun_doubles)
    return _Contract(mode, trump, buyer, taker, hands, baloot_seat, baloot_mask, buyer_ace,
                     c_double)  # fmt: skip


class _Double(NamedTuple):
    """A call in the doubling (``_double``)."""

    d_pass: jax.Array
    d_raise: jax.Array
    d_chain: jax.Array  # a raise the others may answer
    closed: jax.Array
    start_play: jax.Array  # the play begins now


def _double(s: State, a: jax.Array, c: _Ctx, b: _Bid, k: _Contract) -> _Double:
    d_pass = c.doubling & (a == A.PASS)
    d_raise = c.doubling & (a != A.PASS)
    final_raise = (a == A.DOUBLE) | (a == A.GAHWA)
    d_chain = d_raise & ~final_raise
    sets_closed = (a == A.DOUBLE_OPEN) | (a == A.DOUBLE_CLOSED) | (a == A.FOUR_OPEN) | (
        a == A.FOUR_CLOSED)
    closed = jnp.where(d_raise & sets_closed, (a == A.DOUBLE_CLOSED) | (a == A.FOUR_CLOSED),
                       s.closed)  # fmt: skip
    start_play = (b.contract & ~k.double) | (d_pass & ~c.more) | (d_raise & final_raise)
    return _Double(d_pass, d_raise, d_chain, closed, start_play)


def _callers(s: State, c: _Ctx, b: _Bid, k: _Contract, x: _Double) -> tuple[
    jax.Array, jax.Array
]:  # fmt: skip
    """Who calls next, in the bidding or the doubling: (the queue, its length)."""
    seat = c.seat
    next_in_queue = (b.o_pass & c.more) | (b.c_pass & c.more) | (x.d_pass & c.more)
    queue = s.queue
    queue_n = s.queue_n
    for cond, q, n in (
        (next_in_queue, c.popped, s.queue_n - 1),
        (b.to_keep, jnp.stack([s.b_hokum_seat, -1, -1, -1]), 1),
        (b.to_round2, c.order, 4),
        (b.to_claim, b.claim_queue, b.n_claim),
        (b.o_hokum, jnp.stack([(seat + 1) & 3, (seat + 2) & 3, (seat + 3) & 3, -1]), 3),
        (k.double, jnp.stack([(b.c_buyer + 1) & 3, (b.c_buyer + 3) & 3, -1, -1]), 2),
        (x.d_chain, jnp.stack([(seat + 1) & 3, (seat + 3) & 3, -1, -1]), 2),
    ):
        queue = jnp.where(cond, q, queue)
        queue_n = jnp.where(cond, n, queue_n)
    return queue, queue_n


class _Card(NamedTuple):
    """A card played (``apply_action``'s hot path) and the end of a trick."""

    hands: jax.Array
    played_by: jax.Array
    t_cards: jax.Array
    led: jax.Array
    t_win_seat: jax.Array
    t_win_card: jax.Array
    t_win_str: jax.Array
    t_pts: jax.Array
    t_akka: jax.Array
    baloot_left: jax.Array
    baloot_trick: jax.Array
    trick_end: jax.Array
    last: jax.Array  # the hand's last trick ended
    card_pts: jax.Array
    tricks_won: jax.Array
    trick_no: jax.Array
    t_n: jax.Array
    leader: jax.Array


def _card(s: State, a: jax.Array, c: _Ctx, hands: jax.Array) -> _Card:
    seat, is_card = c.seat, c.is_card
    card = a & 31
    bit = _bit(card)
    mine = is_card & c.seat_oh
    hands = hands ^ jnp.where(is_card & (c.pos == _SEATS), bit, _U32(0))
    played_by = s.played_by | jnp.where(mine, bit, _U32(0))
    t_cards = jnp.where(mine, card, s.t_cards)
    leads = is_card & (s.t_n == 0)
    led = jnp.where(leads, card >> 3, s.t_led)
    strength = jnp.asarray(_STRENGTH)[(s.trump * 4 + led) * 32 + card]
    beats = is_card & (leads | (strength > s.t_win_str))
    t_win_seat = jnp.where(beats, seat, s.t_win_seat)
    t_win_card = jnp.where(beats, card, s.t_win_card)
    t_win_str = jnp.where(beats, strength, s.t_win_str)
    points = jnp.asarray(_POINTS)[s.trump * 32 + card]
    t_pts = jnp.where(is_card, jnp.where(leads, 0, s.t_pts) + points, s.t_pts)
    t_akka = s.t_akka | (is_card & (a >= A.AKKA_BASE))
    baloot_hit = is_card & (seat == s.baloot_seat) & ((bit & s.baloot_mask) != 0)
    baloot_left = s.baloot_left - baloot_hit
    baloot_trick = jnp.where(baloot_hit & (baloot_left == 0), s.trick_no, s.baloot_trick)
    trick_end = stored(is_card & (s.t_n == 3))
    last = trick_end & (s.trick_no == 7)
    won = trick_end & (jnp.arange(2) == (t_win_seat & 1))
    return _Card(
        hands=hands, played_by=played_by, t_cards=jnp.where(trick_end, -1, t_cards), led=led,
        t_win_seat=t_win_seat, t_win_card=t_win_card, t_win_str=t_win_str, t_pts=t_pts,
        t_akka=t_akka & ~trick_end, baloot_left=baloot_left, baloot_trick=baloot_trick,
        trick_end=trick_end, last=last,
        card_pts=s.card_pts + jnp.where(won, t_pts + 10 * last, 0),
        tricks_won=s.tricks_won + won, trick_no=s.trick_no + trick_end,
        t_n=jnp.where(trick_end, 0, s.t_n + is_card),
        leader=jnp.where(trick_end & ~last, t_win_seat, s.leader),
    )  # fmt: skip


def _projects(
    s: State, a: jax.Array, c: _Ctx, trick_end: jax.Array, baloot_seat: jax.Array,
    baloot_mask: jax.Array,
) -> dict[str, jax.Array]:  # fmt: skip
    """A project declared, and the projects resolved after trick 1: the state's new project
    fields (and the Baloot, which four Kings or Queens that score cancel)."""
    seat, is_proj, pos, d = c.seat, c.is_proj, c.pos, c.d
    p = jnp.clip(a - A.PROJECT_BASE, 0, P.NUM_PROJECTS - 1)
    slot = jnp.where(_pick_row(s.decls, seat)[0] >= 0, 1, 0)
    decls = jnp.where(is_proj & c.seat_oh[:, None] & (jnp.arange(2) == slot), p, s.decls)
    decl_mask = s.decl_mask | jnp.where(is_proj & c.seat_oh, jnp.asarray(_PMASK)[p], _U32(0))
    # each project is ranked and valued as it is declared (the contract is known by then),
    # so the resolution after trick 1 and the scoring read a few running values
    sun_i = (s.mode == SUN).astype(_I32)
    ranked = (jnp.asarray(_KIND).reshape(-1)[sun_i * P.NUM_PROJECTS + p] * 8
              + jnp.asarray(_TOP)[p]) * 4 + 3 - pos  # fmt: skip
    proj_best = jnp.where(is_proj, jnp.maximum(s.proj_best, ranked), s.proj_best)
    my_team = is_proj & ((seat & 1) == jnp.arange(2))
    proj_raw = s.proj_raw + jnp.where(my_team, jnp.asarray(_RAW).reshape(-1)[
        sun_i * P.NUM_PROJECTS + p], 0)  # fmt: skip
    proj_points = s.proj_points + jnp.where(my_team, jnp.asarray(_MATCH).reshape(-1)[
        sun_i * P.NUM_PROJECTS + p], 0)  # fmt: skip
    proj_kq = s.proj_kq | (my_team & jnp.asarray(_FOUR_KQ)[p])
    resolve = trick_end & (s.trick_no == 0) & (proj_best >= 0)
    # the low two bits of the best key: 3 - its seat's place after the dealer
    best = (d + 1 + 3 - (proj_best & 3)) & 3
    proj_team = jnp.where(resolve, best & 1, s.proj_team)
    cancel_baloot = resolve & _pick(proj_kq, proj_team & 1)
    return {
        "decls": decls,
        "decl_mask": decl_mask,
        "proj_team": proj_team,
        "proj_best": proj_best,
        "proj_raw": proj_raw,
        "proj_points": proj_points,
        "proj_kq": proj_kq,
        "baloot_seat": jnp.where(cancel_baloot, -1, baloot_seat),
        "baloot_mask": jnp.where(cancel_baloot, _U32(0), baloot_mask),
    }


def _end_hand(
    s: State, c: _Ctx, b: _Bid, k: _Contract, x: _Double, t: _Card, queue: jax.Array
) -> tuple[State, jax.Array]:
    """The end of a hand (scored), of the match, or of neither: the state's phase, player,
    totals and result, and whether a new hand is dealt (a cancelled one included)."""
    seat, last = c.seat, t.last
    hand_points, hand_winner = _score_hand(s)
    totals = s.totals + jnp.where(last, hand_points, 0)
    scored_hands = s.scored_hands + last
    ahead = jnp.where(totals[0] > totals[1], 0, 1)
    decided = (jnp.max(totals) >= TARGET) & (totals[0] != totals[1])
    winner = jnp.where(s.level == GAHWA, hand_winner, jnp.where(decided, ahead, -1))
    ended = last & ((s.level == GAHWA) | decided)
    limit = last & ~ended & (s.hands_limit > 0) & (scored_hands >= s.hands_limit)
    winner = jnp.where(limit, jnp.where(totals[0] == totals[1], -1, ahead), winner)
    ended = stored(ended | limit)
    next_hand = b.cancel | (last & ~ended)

    phase = jnp.where(b.contract, jnp.where(k.double, DOUBLE, PLAY), s.phase)
    phase = jnp.where(x.start_play, PLAY, phase)
    cur = jnp.where(c.is_card, jnp.where(t.trick_end, t.t_win_seat, (seat + 1) & 3), seat)
    cur = jnp.where(c.bidding | c.doubling, queue[0], cur)
    cur = jnp.where(x.start_play, s.leader, cur)
    s = s._replace(
        phase=jnp.where(ended, OVER, phase).astype(_I32),
        current_player=jnp.where(ended, -1, cur).astype(_I32),
        terminated=s.terminated | ended,
        totals=totals,
        scored_hands=scored_hands,
        winner=jnp.where(ended, winner, jnp.where(s.terminated, s.winner, -1)).astype(_I32),
        rewards=jnp.where(
            ended & (winner >= 0), jnp.where(winner == (_SEATS & 1), 1.0, -1.0), 0.0
        ).astype(jnp.float32),
    )
    return s, next_hand


def _deal_next(s: State, d: jax.Array, next_hand: jax.Array, key: jax.Array) -> State:
    """The next hand dealt when ``next_hand`` (the deck shuffled on by ``key``'s swaps)."""
    dealer = (d + 1) & 3
    # stored once: each selects ~45 fields (32 cards of a deck among them), and fused into
    # them XLA would compute the whole hand's end, or the hash, again for every entry
    next_hand, words = stored(next_hand), stored(key_words(key, 4))
    next_deck, swaps = _swap_on(s.next_deck, s.swaps, words)
    fresh = _hand_fields(next_deck, dealer)
    return s._replace(
        next_deck=jnp.where(s.terminated, s.next_deck, next_deck),
        swaps=jnp.where(next_hand, 0, jnp.where(s.terminated, s.swaps, swaps)),
        dealer=jnp.where(next_hand, dealer, d),
        hand_no=s.hand_no + next_hand,
        **{name: jnp.where(next_hand, value, getattr(s, name)) for name, value in fresh.items()},
    )


def _step(s: State, a: jax.Array, key: jax.Array) -> State:
    c = _ctx(s, a)
    b = _bid(s, a, c)
    k = _contract(s, c, b)
    x = _double(s, a, c, b, k)
    queue, queue_n = _callers(s, c, b, k, x)
    t = _card(s, a, c, k.hands)
    projects = _projects(s, a, c, t.trick_end, k.baloot_seat, k.baloot_mask)
    s = s._replace(
        b_round=jnp.where(b.to_round2, 2, s.b_round),
        b_stage=b.b_stage,
        queue=queue.astype(_I32),
        queue_n=queue_n.astype(_I32),
        b_passed=jnp.where(b.to_round2, 0, b.passed),
        b_hokum_seat=jnp.where(b.o_hokum, c.seat, s.b_hokum_seat),
        b_hokum_trump=jnp.where(b.o_hokum, b.hokum_trump, s.b_hokum_trump),
        b_sun_seat=jnp.where(b.to_claim, c.seat, s.b_sun_seat),
        b_sun_ashkal=jnp.where(b.to_claim, a == A.ASHKAL, s.b_sun_ashkal),
        calls=b.calls,
        mode=k.mode,
        trump=k.trump,
        buyer=k.buyer,
        ashkal=jnp.where(b.contract, b.c_ashkal, s.ashkal),
        taker=k.taker,
        buyer_ace=k.buyer_ace,
        level=s.level + x.d_raise,
        closed=x.closed,
        raiser=jnp.where(x.d_raise, c.seat & 1, s.raiser),
        hands=t.hands,
        played_by=t.played_by,
        leader=t.leader,
        t_n=t.t_n,
        t_led=t.led,
        t_win_seat=t.t_win_seat,
        t_win_card=t.t_win_card,
        t_win_str=t.t_win_str,
        t_pts=t.t_pts,
        t_akka=t.t_akka,
        t_cards=t.t_cards,
        trick_no=t.trick_no,
        card_pts=t.card_pts,
        tricks_won=t.tricks_won,
        baloot_left=t.baloot_left,
        baloot_trick=t.baloot_trick,
        **projects,
    )
    s, next_hand = _end_hand(s, c, b, k, x, t, queue)
    return _deal_next(s, c.d, next_hand, key)


def _observe(s: State, player: jax.Array | int) -> jax.Array:
    """``player``'s observation: the 494 floats of the ``gametable.rl`` Baloot encoder.

    It reads only what that seat's view shows: its own hand, the cards played, the public
    calls and counts, and the cards of projects once they scored (or its own)."""
    me = jnp.asarray(player, _I32)
    f32 = jnp.float32
    rel = (me + _SEATS) & 3  # row k of a seat table: the seat k places after me
    us = me & 1
    teams = jnp.stack([us, 1 - us])
    sun = s.mode == SUN
    cards32 = jnp.arange(32)

    def one_hot(index: jax.Array, n: int) -> jax.Array:
        return jnp.arange(n) == index

    def rel_of(seat: jax.Array) -> jax.Array:
        return (seat - me) & 3

    hand = _bits(_pick(s.hands, (me - s.dealer - 1) & 3))
    played = _bits(s.played_by[rel])
    t_cards = s.t_cards[rel]
    trick = (t_cards[:, None] == cards32) & (t_cards[:, None] >= 0)
    taker = one_hot(jnp.where(s.taker < 0, 4, rel_of(s.taker)), 5)
    calls_rows = s.calls[rel]  # [4, 2]
    calls = (calls_rows[:, :, None] == jnp.arange(8)) & (calls_rows[:, :, None] >= 0)
    has_contract = s.mode != NONE
    contract = has_contract & one_hot(jnp.where(s.ashkal, 2, jnp.where(sun, 1, 0)), 3)
    trump = (s.mode == HOKUM) & one_hot(s.trump, 4)
    buyer = has_contract & one_hot(rel_of(s.buyer), 4)
    decls = s.decls[rel]  # [4, 2]
    dp = jnp.maximum(decls, 0)
    column = jnp.asarray(_KIND_COLUMN)[sun.astype(_I32)][dp]
    declared = 0.5 * jnp.sum(
        (decls[:, :, None] >= 0) & (column[:, :, None] == jnp.arange(4)), axis=1, dtype=f32
    )
    baloot = (s.baloot_trick >= 0) & (jnp.arange(4) == rel_of(s.baloot_seat))
    declared = jnp.concatenate([declared, baloot[:, None].astype(f32)], axis=1)
    revealed = s.trick_no >= 1
    scored = ((rel & 1) == s.proj_team) & revealed
    shown = (decls >= 0) & ((_SEATS == 0)[:, None] | scored[:, None])
    project_cards = _bits(_or(jnp.where(shown, jnp.asarray(_PMASK)[dp], _U32(0)).reshape(-1)))
    project_team = revealed & (s.proj_team >= 0) & (teams == s.proj_team)
    hand_sizes = _count(s.hands[(rel - s.dealer - 1) & 3]).astype(f32) / 8
    parts = [
        hand, played, trick, one_hot(rel_of(s.leader), 4), s.t_akka,
        one_hot(s.ground, 32), taker, one_hot(s.phase, 4), one_hot((me - s.dealer - 1) & 3, 4),
        one_hot(rel_of(s.dealer), 4), one_hot(s.b_round - 1, 2), one_hot(s.b_stage, 4), calls,
        contract, trump, buyer, one_hot(jnp.clip(s.level, 1, 5) - 1, 5), s.closed, declared,
        project_cards, project_team, hand_sizes,
        jnp.minimum(s.card_pts[teams] / 162, 1.0), s.tricks_won[teams] / 8,
        jnp.minimum(s.totals[teams] / TARGET, 1.0), s.current_player == me,
    ]  # fmt: skip
    return jnp.concatenate([jnp.ravel(jnp.asarray(x, f32)) for x in parts])


def observe(state: State, player: jax.Array | int) -> jax.Array:
    """``player``'s observation: the 494 floats of the ``gametable.rl`` Baloot encoder."""
    return _observe(state, player)


def step(state: State, action: jax.Array, key: jax.Array) -> State:
    """Play ``action`` (legal for ``state.current_player``); a new deal uses ``key``.

    A finished game is returned unchanged with zero rewards: its phase is ``OVER``, so no
    move applies, and ``_step`` keeps its end and its next deck. (Selecting every field of a
    finished game afterwards made XLA fuse the select with the step's shared flags and
    compute them again for each field: several times slower on a CPU.)"""
    # stored: the action is read by dozens of fusions, and XLA would otherwise compute it
    # (a policy's draw: popcounts, a search) again inside each of them
    new = _step(state, stored(jnp.asarray(action, _I32)), key)
    words = jnp.where(new.terminated, _U32(0), _legal_words(new))
    return new._replace(legal_words=words)


def make(**options: Any) -> Env:
    """The JAX Baloot engine for these options (``hands=N``; the saudi profile). The game
    length lives in the state, so every length shares one compiled ``step``."""
    hands = check_options(options)
    return Env(
        name="baloot",
        num_players=NUM_PLAYERS,
        num_actions=NUM_ACTIONS,
        observation_size=OBSERVATION_SIZE,
        init=partial(init, hands=hands),
        step=step,
        observe=observe,
    )


# ------------------------------------------------------------------------------ the bridge


class ChanceRecorder:
    """The chance of a batch of games, recorded as they are played, as Python ``setup=`` dicts.

    Give it the batched state ``init`` returned, then each batched state after a step
    (``record``); ``setups()`` then holds one ``setup`` per game for
    ``new_game("baloot", setup=..., hands=...)``: every deck dealt, in order, and the first
    dealer.
    """

    def __init__(self, state: State) -> None:
        self.dealer = np.asarray(state.first_dealer)
        self.decks: list[list[list[int]]] = [[row.tolist()] for row in deck_order(state.deck)]
        self.hand_no = np.asarray(state.hand_no)

    def record(self, state: State) -> None:
        """Note the batched ``state`` after a step."""
        hand_no = np.asarray(state.hand_no)
        changed = np.flatnonzero(hand_no != self.hand_no)
        if len(changed):
            deck = deck_order(state.deck)
            for game in changed.tolist():
                self.decks[game].append(deck[game].tolist())
        self.hand_no = hand_no

    def setups(self) -> list[dict[str, Any]]:
        """One ``setup`` dict per game, from what was recorded so far."""
        return [
            {"decks": [[C.NAMES[c] for c in deck] for deck in decks], "dealer": int(dealer)}
            for decks, dealer in zip(self.decks, self.dealer, strict=True)
        ]
