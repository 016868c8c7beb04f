"""A tiny hidden-card game to test the search, the sampler helper and the arena on their own.

Twelve cards (suits a b c, ranks 1-4); each of two seats gets four, four stay hidden. Four
tricks: the leader plays any card, the other must follow suit if able; the higher card of the
led suit wins and leads next. More tricks wins; 2-2 is a draw. A seat that fails to follow
suit shows it is void in that suit, which the sampler must respect. Integer actions are the
card indices (the fast path), so the search's integer path is exercised too.
"""

from __future__ import annotations

import random
import sys
from typing import Any

from gametable.bots.deal import deal
from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState
from gametable.core.registry import REGISTRY, GameEntry

CARDS = [f"{suit}{rank}" for suit in "abc" for rank in "1234"]
INDEX = {card: i for i, card in enumerate(CARDS)}


class TrickState(GameState):
    game = "tricks"
    num_actions = len(CARDS)

    def __init__(self, deck: list[str], leader: int = 0) -> None:
        self.deck = list(deck)
        self.hands = [set(deck[0:4]), set(deck[4:8])]
        self.leader = leader
        self.turn = leader
        self.trick: list[tuple[int, str]] = []
        self.played: list[tuple[int, str]] = []
        self.won = [0, 0]

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    @property
    def num_seats(self) -> int:
        return 2

    @property
    def over(self) -> bool:
        return sum(self.won) == 4

    @property
    def scores(self) -> list[float]:
        if not self.over:
            raise ValueError("not over")
        a, b = self.won
        return [0.5, 0.5] if a == b else ([1.0, 0.0] if a > b else [0.0, 1.0])

    def legal_moves(self, seat: int) -> list[str]:
        if seat not in self.to_act:
            return []
        hand = self.hands[seat]
        if self.trick:
            suit = self.trick[0][1][0]
            follow = [c for c in hand if c[0] == suit]
            if follow:
                return sorted(follow)
        return sorted(hand)

    def play(self, seat: int, move: str) -> None:
        self.check_seat(seat)
        if move not in self.legal_moves(seat):
            raise IllegalMove(f"{move!r} is not playable now")
        self.apply_action(seat, INDEX[move])

    # fast path
    def legal_actions(self, seat: int) -> list[int]:
        return [INDEX[c] for c in self.legal_moves(seat)]

    def apply_action(self, seat: int, action: int) -> None:
        card = CARDS[action]
        self.hands[seat].discard(card)
        self.trick.append((seat, card))
        self.played.append((seat, card))
        if len(self.trick) == 2:
            (s0, c0), (s1, c1) = self.trick
            winner = s1 if c1[0] == c0[0] and c1[1] > c0[1] else s0
            self.won[winner] += 1
            self.trick = []
            self.turn = winner
        else:
            self.turn = 1 - seat

    def action_to_move(self, action: int) -> str:
        return CARDS[action]

    def move_to_action(self, move: str) -> int:
        return INDEX[move]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "played": [[s, c] for s, c in self.played],
            "trick": [[s, c] for s, c in self.trick],
            "won": list(self.won),
            "leader": self.leader,
            "to_act": list(self.to_act),
        }

    def clone(self) -> TrickState:
        copy = TrickState.__new__(TrickState)
        copy.deck = self.deck
        copy.hands = [set(h) for h in self.hands]
        copy.leader, copy.turn = self.leader, self.turn
        copy.trick, copy.played, copy.won = list(self.trick), list(self.played), list(self.won)
        return copy

    def to_json(self) -> dict[str, Any]:
        return {"game": "tricks", "deck": self.deck, "leader": self.leader,
                "moves": [[s, c] for s, c in self.played]}

    def setup(self) -> dict[str, Any]:
        return {"deck": self.deck, "leader": self.leader}


def new_game(*, seed: int | None, setup: dict[str, Any] | None, **options: Any) -> TrickState:
    if options:
        raise BadOptions(f"tricks has no options {sorted(options)}")
    if setup is None:
        rng = random.Random(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        setup = {"deck": deck, "leader": rng.randrange(2)}
    return TrickState(setup["deck"], setup["leader"])


def from_json(data: dict[str, Any]) -> TrickState:
    state = TrickState(data["deck"], data["leader"])
    for seat, card in data["moves"]:
        state.play(seat, card)
    return state


def voids(view: dict[str, Any]) -> dict[int, set[str]]:
    """Suits each seat has shown it lacks (failed to follow)."""
    out: dict[int, set[str]] = {0: set(), 1: set()}
    played = view["played"]
    for i in range(0, len(played) - 1, 2):
        (_, lead), (seat, card) = played[i], played[i + 1]
        if card[0] != lead[0]:
            out[seat].add(lead[0])
    return out


def sample(view: dict[str, Any], rng: random.Random) -> TrickState:
    """A full state consistent with the view: the other hand and the stock drawn at random."""
    seat = view["seat"]
    other = 1 - seat
    seen = set(view["hand"]) | {card for _, card in view["played"]}
    pool = [c for c in CARDS if c not in seen]
    played_by_other = sum(1 for s, _ in view["played"] if s == other)
    void = voids(view)[other]
    given = deal(
        pool, {other: 4 - played_by_other, "stock": 4},
        lambda card, holder: holder == "stock" or card[0] not in void, rng,
    )
    original: list[list[str]] = [[], []]
    original[seat] = list(view["hand"]) + [c for s, c in view["played"] if s == seat]
    original[other] = given[other] + [c for s, c in view["played"] if s == other]
    state = TrickState(original[0] + original[1] + given["stock"], view["leader"])
    for s, card in view["played"]:
        state.play(s, card)
    return state


def register(monkeypatch) -> None:
    """Make ``tricks`` a registered game (with these bots) for one test."""
    monkeypatch.setitem(REGISTRY, "tricks", GameEntry("tricks", __name__, "Tricks"))
    monkeypatch.setitem(sys.modules, __name__, sys.modules[__name__])
