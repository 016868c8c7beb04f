"""The Baloot engine: one mutable state with integer cards, bitmask hands and table lookups.

Seats 0..3 sit in playing order (counter-clockwise), so ``seat + 1`` plays next and partners
are ``seat ^ 2``; team = ``seat & 1``. Relative to the dealer ``d``: P1 = d+1, P2 = d+2,
P3 = d+3, P4 = d. The notation face (``legal_moves``/``play``) is a thin checked layer over
the integer face (``legal_actions``/``apply_action``), so the two always agree.

This module is the rules only: it imports no presenter. The public class
:class:`~.game.BalootState` adds ``play`` (refusals worded by :mod:`.messages`), ``view``
(:mod:`.views`) and ``to_json`` (:mod:`.codec`) on top of :class:`BalootRules`
(``docs/engines.md``).
"""

from __future__ import annotations

import random
from typing import Any

from gametable.core.errors import IllegalMove
from gametable.core.protocol import GameState, Move, Seat
from gametable.games.baloot import notation as A
from gametable.games.baloot import projects as P
from gametable.games.baloot.cards import (
    ALL_CARDS,
    BIT,
    HI,
    LO,
    NAMES,
    NO_TRUMP,
    PLAIN_ABOVE,
    POINTS,
    RANK_A,
    RANK_K,
    RANK_Q,
    STRENGTH,
    SUIT_MASK,
    SUITS,
    TRUMP_ABOVE,
    cards_of,
    fill_hi,
    fill_lo,
)
from gametable.games.baloot.options import Profile
from gametable.games.baloot.sawa import claim_is_sure
from gametable.games.baloot.scoring import GAHWA, HandInput, match_winner, score_hand

# phases
BID, DOUBLE, PLAY, OVER = 0, 1, 2, 3
PHASE_NAMES = ("bidding", "doubling", "playing", "over")
# bidding stages
OPEN, TAKEOVER, KEEP, CLAIM = 0, 1, 2, 3
STAGE_NAMES = ("open", "takeover", "keep", "claim")
# contract modes
NONE, HOKUM, SUN = 0, 1, 2

TO_ACT = ((0,), (1,), (2,), (3,))
ACES = sum(BIT[s * 8 + RANK_A] for s in range(4))
FOUR_KQ = (P.FIRST_FOUR + RANK_K - 3, P.FIRST_FOUR + RANK_Q - 3)
_DOUBLE_OFFERS = {
    2: (A.PASS, A.DOUBLE_OPEN, A.DOUBLE_CLOSED),
    3: (A.PASS, A.THREE),
    4: (A.PASS, A.FOUR_OPEN, A.FOUR_CLOSED),
    5: (A.PASS, A.GAHWA),
}

#: slots saved by to_json and copied by clone (lists are copied one level deep)
STATE_SLOTS = (
    "to_act", "over", "hands_limit", "setup_seed", "first_dealer", "dealer", "hand_no",
    "scored_hands", "totals", "sheet", "winner", "last_hand", "phase", "cur", "decks",
    "ground", "hands", "full", "calls", "b_round", "b_stage", "b_queue", "b_passed",
    "b_hokum_seat", "b_hokum_trump", "b_sun_seat", "b_sun_ashkal", "mode", "trump", "tmask",
    "buyer", "ashkal", "taker", "level", "closed", "raiser", "d_queue", "dcalls", "leader",
    "t_n", "t_led", "t_sbase", "t_win_seat", "t_win_card", "t_win_str", "t_pts", "t_akka",
    "trick_no", "played", "plays", "trick_winners", "card_pts", "tricks_won", "cands", "decls",
    "decl_count", "decl_mask", "scored", "proj_team", "baloot_seat", "baloot_mask",
    "baloot_left", "baloot_trick", "sawa_seat",
)
_LIST_SLOTS = frozenset(
    ("totals", "sheet", "decks", "hands", "full", "calls", "b_queue", "d_queue", "dcalls",
     "plays", "trick_winners", "card_pts", "tricks_won", "cands", "decls", "decl_count",
     "decl_mask", "scored")
)


class BalootRules(GameState):
    """A Baloot match (or ``hands`` hands) in progress: the rules (see the package docstring);
    :class:`~.game.BalootState` is the public class."""

    game = "baloot"
    num_seats = 4
    num_actions = A.NUM_ACTIONS

    __slots__ = (*STATE_SLOTS, "profile", "rng", "rng_shared", "pts", "f_raise",
                 "f_must_trump", "f_undertrump", "f_akka", "f_sawa")

    # --- creation ---------------------------------------------------------------------------

    def __init__(
        self,
        profile: Profile,
        *,
        decks: list[list[int]],
        dealer: int,
        rng: random.Random,
        setup_seed: int | None = None,
        hands_limit: int | None = None,
    ) -> None:
        self._set_profile(profile)
        self.rng = rng
        self.rng_shared = False
        self.setup_seed = setup_seed
        self.hands_limit = hands_limit
        self.decks = decks
        self.first_dealer = self.dealer = dealer
        self.hand_no = 0
        self.scored_hands = 0
        self.totals = [0, 0]
        self.sheet = []
        self.winner = None
        self.last_hand = None
        self.over = False
        self._start_hand()

    def _set_profile(self, profile: Profile) -> None:
        self.profile = profile
        self.f_raise = profile.raise_on_trump_lead
        self.f_must_trump = profile.must_trump
        self.f_undertrump = profile.must_undertrump
        self.f_akka = profile.akka
        self.f_sawa = profile.sawa

    @property
    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"profile": self.profile.to_dict()}
        if self.hands_limit is not None:
            options["hands"] = self.hands_limit
        return options

    def setup(self) -> dict[str, Any]:
        return {
            "decks": [[NAMES[c] for c in deck] for deck in self.decks[: self.hand_no + 1]],
            "dealer": self.first_dealer,
        }

    # --- the deal ---------------------------------------------------------------------------

    def _start_hand(self) -> None:
        if self.hand_no < len(self.decks):
            deck = self.decks[self.hand_no]
        else:
            if self.rng_shared:
                rng = random.Random()
                rng.setstate(self.rng.getstate())
                self.rng, self.rng_shared = rng, False
            deck = shuffled_deck(self.rng)
            self.decks.append(deck)
        d = self.dealer
        hands = [0, 0, 0, 0]
        for pos in range(4):
            i = 3 * pos
            j = 12 + 2 * pos
            hands[(d + 1 + pos) & 3] = (
                BIT[deck[i]] | BIT[deck[i + 1]] | BIT[deck[i + 2]] | BIT[deck[j]] | BIT[deck[j + 1]]
            )
        self.hands = hands
        self.full = [0, 0, 0, 0]
        self.ground = deck[20]
        self.phase = BID
        self.calls = []
        self.dcalls = []
        self.b_round = 1
        self.b_stage = OPEN
        self.b_queue = [(d + 1) & 3, (d + 2) & 3, (d + 3) & 3, d]
        self.b_passed = 0
        self.b_hokum_seat = self.b_hokum_trump = self.b_sun_seat = -1
        self.b_sun_ashkal = False
        self.mode = NONE
        self.trump = NO_TRUMP
        self.tmask = 0
        self.pts = POINTS[NO_TRUMP]
        self.buyer = self.taker = -1
        self.ashkal = False
        self.level = 1
        self.closed = False
        self.raiser = -1
        self.d_queue = []
        self.leader = (d + 1) & 3
        self.t_n = self.t_led = self.t_sbase = self.t_win_str = self.t_pts = 0
        self.t_win_seat = self.t_win_card = -1
        self.t_akka = False
        self.trick_no = 0
        self.played = 0
        self.plays = []
        self.trick_winners = []
        self.card_pts = [0, 0]
        self.tricks_won = [0, 0]
        self.cands = [(), (), (), ()]
        self.decls = []
        self.decl_count = [0, 0, 0, 0]
        self.decl_mask = [0, 0, 0, 0]
        self.scored = []
        self.proj_team = -1
        self.baloot_seat = -1
        self.baloot_mask = 0
        self.baloot_left = 2
        self.baloot_trick = -1
        self.sawa_seat = -1
        self.cur = self.b_queue[0]
        self.to_act = TO_ACT[self.cur]

    def _deal_rest(self) -> None:
        deck = self.decks[self.hand_no]
        d, taker, hands = self.dealer, self.taker, self.hands
        index = 21
        for pos in range(4):
            seat = (d + 1 + pos) & 3
            count = 2 if seat == taker else 3
            for card in deck[index : index + count]:
                hands[seat] |= BIT[card]
            index += count
        hands[taker] |= BIT[self.ground]
        self.full = hands[:]
        self.cands = [P.candidates(h) for h in hands]
        if self.mode == HOKUM:
            kq = BIT[self.trump * 8 + RANK_K] | BIT[self.trump * 8 + RANK_Q]
            for seat in range(4):
                if hands[seat] & kq == kq:
                    self.baloot_seat, self.baloot_mask = seat, kq

    # --- the protocol -----------------------------------------------------------------------

    @property
    def scores(self) -> list[float]:
        if not self.over:
            raise ValueError("the game is not over yet")
        if self.winner is None or self.winner < 0:
            return [0.5] * 4
        return [1.0 if seat & 1 == self.winner else 0.0 for seat in range(4)]

    def legal_moves(self, seat: Seat) -> list[Move]:
        sun = self.mode == SUN
        return sorted(A.to_move(a, sun) for a in self.legal_actions(seat))

    def action_to_move(self, action: int) -> Move:
        return A.to_move(action, self.mode == SUN)

    def move_to_action(self, move: Move) -> int:
        try:
            return A.parse(move)
        except ValueError as error:
            raise IllegalMove(str(error)) from None

    def clone(self) -> BalootRules:
        """An independent copy: slots copied one level deep by a generated function; the
        random generator is shared copy-on-write (whoever deals next copies it first)."""
        new = _copy_slots(self, object.__new__(self.__class__))
        self.rng_shared = new.rng_shared = True
        return new

    # --- the integer path -------------------------------------------------------------------

    def legal_actions(self, seat: Seat) -> list[int]:
        """Codes of the legal moves of ``seat`` (empty when it is not to move)."""
        if seat != self.cur:  # also true once over (cur = -1)
            return []
        if self.phase == PLAY:
            h = self.hands[seat]
            if self.t_n:
                led = self.t_led
                m = h & SUIT_MASK[led]
                if m:
                    if led == self.trump and self.f_raise and (self.t_win_seat ^ 2) != seat:
                        hi = m & TRUMP_ABOVE[self.t_win_card]
                        if hi:
                            m = hi
                elif (
                    self.trump == NO_TRUMP
                    or not self.f_must_trump
                    or (self.t_win_seat ^ 2) == seat
                    or (self.t_akka and seat == self.leader ^ 2)
                    or not h & self.tmask
                ):
                    m = h
                else:
                    m = h & self.tmask
                    card = self.t_win_card
                    if card >> 3 == self.trump:
                        hi = m & TRUMP_ABOVE[card]
                        if hi:
                            m = hi
                        elif not self.f_undertrump:
                            m = h
                lo = LO[m & 0xFFFF]
                if lo is None:
                    lo = fill_lo(m & 0xFFFF)
                hi = HI[m >> 16]
                if hi is None:
                    hi = fill_hi(m >> 16)
                if self.trick_no:
                    return lo + hi
                return lo + hi + self._declarations(seat)
            return self._lead_actions(seat, h)
        if self.phase == BID:
            return self._bid_actions(seat)
        if self.phase == DOUBLE:
            return list(_DOUBLE_OFFERS[self.level + 1]) if self.mode == HOKUM else [
                A.PASS, A.DOUBLE]
        return []

    def _lead_actions(self, seat: Seat, h: int) -> list[int]:
        if self.closed and h & ~self.tmask:
            h &= ~self.tmask
        out = LO[h & 0xFFFF]
        if out is None:
            out = fill_lo(h & 0xFFFF)
        hi = HI[h >> 16]
        if hi is None:
            hi = fill_hi(h >> 16)
        out = out + hi
        if self.f_akka and self.tmask:
            unplayed = ALL_CARDS ^ self.played
            trump = self.trump
            out += [A.AKKA_BASE + card for card in out
                    if card >> 3 != trump and not PLAIN_ABOVE[card] & unplayed]
        if self.trick_no == 0:
            out += self._declarations(seat)
        elif self.f_sawa and self._sawa_sure(seat):
            out.append(A.SAWA)
        return out

    def _declarations(self, seat: Seat) -> list[int]:
        if self.decl_count[seat] >= 2:
            return []
        used = self.decl_mask[seat]
        mask = P.MASK
        return [A.PROJECT_BASE + p for p in self.cands[seat] if not mask[p] & used]

    def _sawa_sure(self, seat: Seat) -> bool:
        """Sure against every legal play of the three others, the partner included."""
        return claim_is_sure(self, seat)

    def _bid_actions(self, seat: Seat) -> list[int]:
        stage = self.b_stage
        if stage == KEEP:
            return [A.HOKUM, A.SUN] if self._may_switch(seat) else [A.HOKUM]
        if stage == CLAIM:
            return [A.PASS, A.SUN]
        out = [A.PASS, A.SUN]
        if self._may_ashkal(seat):
            out.append(A.ASHKAL)
        if stage == OPEN:
            if self.b_round == 1:
                out.append(A.HOKUM)
            else:
                ground_suit = self.ground >> 3
                out += [A.HOKUM_SUIT + s for s in range(4) if s != ground_suit]
        return out

    def _may_ashkal(self, seat: Seat) -> bool:
        return (seat - self.dealer) & 3 in (3, 0) and self.ground & 7 != RANK_A

    def _may_switch(self, seat: Seat) -> bool:
        if self.ground & 7 != RANK_A:
            return True
        return self.profile.ace_hokum_to_sun == "p1" and (seat - self.dealer) & 3 == 1

    def apply_action(self, seat: Seat, action: int) -> None:
        """Play ``action`` for ``seat``; it must be one of ``legal_actions(seat)`` (unchecked)."""
        if action < 64:  # a card: the hot path
            code = seat << 6 | action
            if action >= 32:
                action -= 32
                self.t_akka = True
            bit = BIT[action]
            self.hands[seat] ^= bit
            self.played |= bit
            self.plays.append(code)
            n = self.t_n
            if n == 0:
                led = action >> 3
                self.t_led = led
                base = self.t_sbase = (self.trump * 4 + led) * 32
                self.t_win_seat = seat
                self.t_win_card = action
                self.t_win_str = STRENGTH[base + action]
                self.t_pts = self.pts[action]
            else:
                strength = STRENGTH[self.t_sbase + action]
                if strength > self.t_win_str:
                    self.t_win_str = strength
                    self.t_win_seat = seat
                    self.t_win_card = action
                self.t_pts += self.pts[action]
            if bit & self.baloot_mask and seat == self.baloot_seat:
                self.baloot_left -= 1
                if not self.baloot_left:
                    self.baloot_trick = self.trick_no
            if n == 3:
                self._end_trick()
            else:
                self.t_n = n + 1
                seat = (seat + 1) & 3
                self.cur = seat
                self.to_act = TO_ACT[seat]
            return
        if action < A.PASS:
            p = action - A.PROJECT_BASE
            self.decls.append((seat, p))
            self.decl_count[seat] += 1
            self.decl_mask[seat] |= P.MASK[p]
            return
        if self.phase == BID:
            self._bid(seat, action)
        elif self.phase == DOUBLE:
            self._double(seat, action)
        elif action == A.SAWA:
            self._sawa(seat)

    # --- bidding ----------------------------------------------------------------------------

    def _next_bidder(self) -> None:
        self.cur = self.b_queue[0]
        self.to_act = TO_ACT[self.cur]

    def _bid(self, seat: Seat, action: int) -> None:
        self.calls.append((seat, action, self.b_round, self.b_stage))
        stage = self.b_stage
        queue = self.b_queue
        del queue[0]
        if stage == KEEP:
            if action == A.HOKUM:
                self._contract(HOKUM, seat, self.b_hokum_trump, False)
            else:
                self._contract(SUN, seat, NO_TRUMP, False)
            return
        if stage == CLAIM:
            if action == A.SUN:
                self._contract(SUN, seat, NO_TRUMP, False)
            elif queue:
                self._next_bidder()
            else:
                self._contract(SUN, self.b_sun_seat, NO_TRUMP, self.b_sun_ashkal)
            return
        if action == A.PASS:
            self.b_passed |= 1 << seat
            if queue:
                self._next_bidder()
            elif stage == TAKEOVER:
                self.b_stage = KEEP
                self.b_queue = [self.b_hokum_seat]
                self._next_bidder()
            elif self.b_round == 1:
                d = self.dealer
                self.b_round = 2
                self.b_passed = 0
                self.b_queue = [(d + 1) & 3, (d + 2) & 3, (d + 3) & 3, d]
                self._next_bidder()
            else:
                self._cancel_hand()
            return
        if action == A.SUN or action == A.ASHKAL:
            self._sun_called(seat, action == A.ASHKAL)
            return
        # a Hokum
        self.b_hokum_seat = seat
        self.b_hokum_trump = self.ground >> 3 if action == A.HOKUM else action - A.HOKUM_SUIT
        self.b_stage = TAKEOVER
        self.b_queue = [(seat + 1) & 3, (seat + 2) & 3, (seat + 3) & 3]
        self._next_bidder()

    def _sun_called(self, seat: Seat, ashkal: bool) -> None:
        d = self.dealer
        order = [(d + 1 + pos) & 3 for pos in range(4)]
        if self.profile.sun_claims == "anyone":
            claimants = [(seat + i) & 3 for i in (1, 2, 3)]
        else:
            claimants = [
                s for s in order if (s ^ seat) & 1 and self.b_passed >> s & 1
            ]
            if self.b_round == 2 and self.ground & 7 == RANK_A:
                pos = (seat - d - 1) & 3
                third = order[0] if pos in (1, 3) else order[1] if pos == 2 else -1
                if third >= 0 and third not in claimants:
                    claimants = [s for s in order if s in claimants or s == third]
        if not claimants:
            self._contract(SUN, seat, NO_TRUMP, ashkal)
            return
        self.b_stage = CLAIM
        self.b_sun_seat, self.b_sun_ashkal = seat, ashkal
        self.b_queue = claimants
        self._next_bidder()

    def _contract(self, mode: int, buyer: Seat, trump: int, ashkal: bool) -> None:
        self.mode = mode
        self.buyer = buyer
        self.trump = trump
        self.tmask = SUIT_MASK[trump] if mode == HOKUM else 0
        self.pts = POINTS[trump]
        self.ashkal = ashkal
        self.taker = buyer ^ 2 if ashkal else buyer
        self._deal_rest()
        opponents = [(buyer + 1) & 3, (buyer + 3) & 3]
        if mode == HOKUM:
            self._start_doubling(opponents)
            return
        team = buyer & 1
        if self.totals[team] > 100 and self.totals[1 - team] <= self.profile.sun_double_other_max:
            self._start_doubling(opponents)
        else:
            self._start_play()

    def _cancel_hand(self) -> None:
        self.sheet.append({
            "hand": self.hand_no + 1, "dealer": self.dealer, "contract": None,
            "outcome": "cancelled", "points": [0, 0], "totals": list(self.totals),
        })
        self.last_hand = {"hand": self.hand_no + 1, "outcome": "cancelled",
                          "ground": NAMES[self.ground]}
        self._next_hand()

    # --- doubling ---------------------------------------------------------------------------

    def _start_doubling(self, queue: list[Seat]) -> None:
        self.phase = DOUBLE
        self.d_queue = queue
        self.cur = queue[0]
        self.to_act = TO_ACT[self.cur]

    def _double(self, seat: Seat, action: int) -> None:
        self.dcalls.append((seat, action))
        queue = self.d_queue
        del queue[0]
        if action == A.PASS:
            if queue:
                self.cur = queue[0]
                self.to_act = TO_ACT[self.cur]
            else:
                self._start_play()
            return
        self.level += 1
        self.raiser = seat & 1
        if action in (A.DOUBLE_OPEN, A.DOUBLE_CLOSED, A.FOUR_OPEN, A.FOUR_CLOSED):
            self.closed = action in (A.DOUBLE_CLOSED, A.FOUR_CLOSED)
        if action == A.DOUBLE or action == A.GAHWA:
            self._start_play()
            return
        self._start_doubling([(seat + 1) & 3, (seat + 3) & 3])

    # --- play -------------------------------------------------------------------------------

    def _start_play(self) -> None:
        self.phase = PLAY
        self.cur = self.leader
        self.to_act = TO_ACT[self.cur]

    def _end_trick(self) -> None:
        winner = self.t_win_seat
        team = winner & 1
        points = self.t_pts
        trick = self.trick_no + 1
        self.trick_winners.append(winner)
        if trick == 1:
            self._resolve_projects()
        if trick == 8:
            points += 10
        self.card_pts[team] += points
        self.tricks_won[team] += 1
        self.t_n = 0
        self.t_akka = False
        self.trick_no = trick
        if trick == 8:
            self._end_hand()
            return
        self.leader = self.cur = winner
        self.to_act = TO_ACT[winner]

    def _resolve_projects(self) -> None:
        if not self.decls:
            return
        sun = self.mode == SUN
        best = P.best(self.decls, sun, self.dealer)
        team = best[0] & 1
        self.proj_team = team
        self.scored = [(s, p) for s, p in self.decls if s & 1 == team]
        if any(p in FOUR_KQ for _, p in self.scored):
            self.baloot_seat, self.baloot_mask = -1, 0

    def _sawa(self, seat: Seat) -> None:
        self.sawa_seat = seat
        team = seat & 1
        rest = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        pts = self.pts
        self.card_pts[team] += sum(pts[c] for c in cards_of(rest)) + 10
        self.tricks_won[team] += 8 - self.trick_no
        if self.baloot_seat >= 0 and self.baloot_trick < 0:
            self.baloot_trick = self.trick_no
        self.hands = [0, 0, 0, 0]
        self.played |= rest
        self.trick_no = 8
        self._end_hand()

    # --- the end of a hand ------------------------------------------------------------------

    def _end_hand(self) -> None:
        sun = self.mode == SUN
        buyer_team = self.buyer & 1
        raw = [0, 0]
        pts = [0, 0]
        for _, p in self.scored:
            raw[self.proj_team] += P.raw_value(p, sun)
            pts[self.proj_team] += P.match_points(p, sun)
        baloot = [0, 0]
        if self.baloot_trick >= 0:
            baloot[self.baloot_seat & 1] = 1
        d = self.dealer
        result = score_hand(
            HandInput(
                sun=sun,
                buyer_team=buyer_team,
                card_points=(self.card_pts[0], self.card_pts[1]),
                tricks=(self.tricks_won[0], self.tricks_won[1]),
                project_raw=(raw[0], raw[1]),
                project_points=(pts[0], pts[1]),
                baloot=(baloot[0], baloot[1]),
                level=self.level,
                raiser_team=self.raiser if self.raiser >= 0 else None,
                reverse_kaboot_ok=sun and (self.buyer - d) & 3 == 1
                and bool(self.full[self.buyer] & ACES),
                ground_ace=self.ground & 7 == RANK_A,
            ),
            self.profile,
        )
        totals = self.totals
        totals[0] += result.points[0]
        totals[1] += result.points[1]
        contract = self._contract_name()
        entry = {
            "hand": self.hand_no + 1, "dealer": d, "contract": contract, "buyer": self.buyer,
            "level": self.level, "outcome": result.outcome, "points": list(result.points),
            "abnat": list(result.abnat), "card_points": list(self.card_pts),
            "tricks": list(self.tricks_won), "project_points": pts, "baloot": baloot,
            "totals": list(totals),
        }
        self.sheet.append(entry)
        # (how the points came: the summary shows each step, from the engine's own sums)
        self.last_hand = dict(entry, ground=NAMES[self.ground], reckoning=result.detail, projects=[
            {"seat": s, "project": P.notation(p, sun),
             "cards": [NAMES[c] for c in cards_of(P.MASK[p])]}
            for s, p in self.scored
        ])
        self.scored_hands += 1
        gahwa = result.winner if self.level == GAHWA else None
        winner = match_winner(totals, gahwa)
        limit = self.hands_limit
        if winner is None and limit is not None and self.scored_hands >= limit:
            winner = -1 if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        if winner is not None:
            self.winner = winner
            self.over = True
            self.phase = OVER
            self.to_act = ()
            self.cur = -1
            return
        self._next_hand()

    def _contract_name(self) -> str | None:
        if self.mode == HOKUM:
            return f"hokum:{SUITS[self.trump]}"
        if self.mode == SUN:
            return "ashkal" if self.ashkal else "sun"
        return None

    def _next_hand(self) -> None:
        self.hand_no += 1
        self.dealer = (self.dealer + 1) & 3
        self._start_hand()


_RANGE32 = range(32)


def _make_copier():
    """``_copy_slots(src, dst)``: one assignment per slot, lists sliced (no getattr loop)."""
    lines = ["def _copy_slots(s, n):"]
    for name in (*STATE_SLOTS, "profile", "rng", "rng_shared", "pts", "f_raise",
                 "f_must_trump", "f_undertrump", "f_akka", "f_sawa"):
        lines.append(f"    n.{name} = s.{name}[:]" if name in _LIST_SLOTS else
                     f"    n.{name} = s.{name}")
    lines.append("    return n")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # generated from the fixed slot names
    return namespace["_copy_slots"]


_copy_slots = _make_copier()


def shuffled_deck(rng: random.Random) -> list[int]:
    """A uniform random order of the 32 cards: sort by 32 random keys (4x faster than
    ``random.shuffle``, whose per-card Python calls dominate; equal keys have odds ~2**-48)."""
    draw = rng.random
    keys = [draw() for _ in _RANGE32]
    return sorted(_RANGE32, key=keys.__getitem__)
