"""Determinizations of a Baloot view: full states the search may play on.

What a view proves, and a sample keeps:

- the own hand; every card played and by whom; the ground card in its taker's hand until
  played; the cards of scored projects in their owner's hand until played;
- voids: a seat that did not follow the led suit holds none of it; in Hokum, under the rule
  that forces a trump, a seat that then played no trump (its partner not winning, no Akka
  excusing it) holds no trump either;
- declared projects whose cards are still hidden: the seat gets a project of that kind;
- all calls, doubling, Akka announcements and the match score.

The other hidden cards are dealt at random among the seats that may hold them
(:func:`gametable.bots.deal.deal`). The sample is built through the engine's public face: a
new single-deck game with a deck arranged so that the deal gives those hands, the dealer of
the view, then every public move of the hand replayed with ``play`` (so a sample that breaks a
rule the constraints above do not cover is refused by the engine and drawn again). The match
score (``totals``) and the count of scored hands are then set on the sample, the only two
fields the public API has no way to set.
"""

from __future__ import annotations

import random
from typing import Any

from gametable.bots.deal import Impossible, deal
from gametable.core.errors import IllegalMove
from gametable.core.protocol import GameState
from gametable.games.baloot import new_game
from gametable.games.baloot import projects as P
from gametable.games.baloot.cards import NAMES, cards_of

SUITS = "SHDC"
TRUMP_ORDER = "789QKTAJ"  # low to high
PLAIN_ORDER = "789JQKTA"


class SampleError(RuntimeError):
    """No sample consistent with the view was found (a contradiction in the view, or a bug)."""


def _strength(card: str, led: str, trump: str | None) -> int:
    suit = card[1]
    if suit == trump:
        return 100 + TRUMP_ORDER.index(card[0])
    if suit == led:
        return PLAIN_ORDER.index(card[0])
    return -1


def public_moves(view: dict[str, Any]) -> list[tuple[int, str]]:
    """Every move of the current hand in order, as far as the view shows it.

    Declarations whose cards are hidden appear as their kind (``"sira"``); the sampler
    replaces them with a concrete project.
    """
    moves = [(c["seat"], c["call"]) for c in view["bidding"]["calls"]]
    moves += [(c["seat"], c["call"]) for c in view["doubling"]["calls"]]
    declarations: dict[int, list[str]] = {}
    for entry in view["projects"]:
        declarations.setdefault(entry["seat"], []).append(entry["project"] or entry["kind"])
    tricks = [*view["tricks"]]
    if view["trick"]["cards"] or view["phase"] == "playing":
        tricks.append(view["trick"])
    for number, trick in enumerate(tricks):
        for index, (seat, card) in enumerate(trick["cards"]):
            if number == 0:
                moves += [(seat, d) for d in declarations.pop(seat, [])]
            akka = index == 0 and trick.get("akka")
            moves.append((seat, card + "+akka" if akka else card))
    if len(tricks) == 1:  # a seat that declared but has not played its card yet
        moves += [(seat, d) for seat, ds in declarations.items() for d in ds]
    return moves


def voids(view: dict[str, Any]) -> dict[int, set[str]]:
    """Suits each seat is shown to lack."""
    contract = view["contract"] or {}
    trump = contract.get("trump")
    must_trump = view["options"]["profile"].get("must_trump", True)
    out: dict[int, set[str]] = {s: set() for s in range(4)}
    for trick in [*view["tricks"], view["trick"]]:
        cards = trick["cards"]
        if not cards:
            continue
        led = cards[0][1][1]
        best_seat, best = cards[0][0], _strength(cards[0][1], led, trump)
        for seat, card in cards[1:]:
            if card[1] != led:
                out[seat].add(led)
                excused = (best_seat ^ 2) == seat or (trick.get("akka") and seat == cards[0][0] ^ 2)
                if trump and led != trump and card[1] != trump and must_trump and not excused:
                    out[seat].add(trump)
            value = _strength(card, led, trump)
            if value > best:
                best_seat, best = seat, value
    return out


def _beaten_by(view: dict[str, Any], sun: bool):
    """``ok(seat, p)``: whether project ``p`` at ``seat`` fits the comparison the view shows.

    Once projects are compared, the scoring team's best shown project beat every project of
    the other team, whose cards stay hidden; a hidden project drawn for the other team must
    rank below it (class, top card, then the seat nearer the dealer's right, as
    :func:`gametable.games.baloot.projects.best`), or the sample scores differently.
    """
    team = view["project_team"]
    shown = [(e["seat"], P.parse(e["project"])) for e in view["projects"]
             if e["project"] is not None and team is not None and e["seat"] & 1 == team]
    if not shown:
        return lambda seat, p: True
    dealer = view["dealer"]

    def key(seat: int, p: int) -> tuple[int, int]:
        return P.rank_key(p, sun), -((seat - dealer - 1) % 4)

    top = max(key(seat, p) for seat, p in shown)
    return lambda seat, p: seat & 1 == team or key(seat, p) < top


def sample_state(view: dict[str, Any], rng: random.Random, tries: int = 60) -> GameState:
    """A full state consistent with ``view`` (see the module docstring)."""
    error: Exception | None = None
    for _ in range(tries):
        try:
            return _attempt(view, rng)
        except (Impossible, IllegalMove) as problem:
            error = problem
    raise SampleError(f"no deal fits the view after {tries} tries: {error}")


def _attempt(view: dict[str, Any], rng: random.Random) -> GameState:
    me = view["seat"]
    dealer = view["dealer"]
    taker = view["taker"]
    ground = view["ground"]
    bidding = view["phase"] == "bidding"
    contract = view["contract"] or {}
    sun = contract.get("type") in ("sun", "ashkal")
    played: dict[int, list[str]] = {s: [] for s in range(4)}
    for trick in [*view["tricks"], view["trick"]]:
        for seat, card in trick["cards"]:
            played[seat].append(card)
    gone = {card for cards in played.values() for card in cards}
    holding: dict[int, set[str]] = {s: set() for s in range(4)}  # known, still in hand
    holding[me] = set(view["hand"])
    if not bidding and taker is not None and ground not in gone:
        holding[taker].add(ground)
    for entry in view["projects"]:
        for card in entry["cards"] or ():
            if card not in gone:
                holding[entry["seat"]].add(card)
    void = voids(view)

    # declared projects with hidden cards: give each a concrete project of its kind
    chosen: list[tuple[int, str, str]] = []  # (seat, kind, notation)
    taken = set(gone) | {c for s in range(4) for c in holding[s]}
    beaten = _beaten_by(view, sun)
    for entry in view["projects"]:
        if entry["project"] is not None:
            continue
        seat, kind = entry["seat"], entry["kind"]
        mine_now = holding[seat] | set(played[seat])
        options = []
        for p in range(P.NUM_PROJECTS):
            if P.kind_name(p, sun) != kind or not beaten(seat, p):
                continue
            cards = [NAMES[c] for c in cards_of(P.MASK[p])]
            if all(
                card in mine_now
                or (card not in taken and seat != me and card[1] not in void[seat]
                    and not (card == ground and not bidding))
                for card in cards
            ):
                options.append((p, cards))
        if not options:
            raise Impossible(f"seat {seat} cannot hold a {kind}")
        p, cards = rng.choice(options)
        chosen.append((seat, kind, P.notation(p, sun)))
        for card in cards:
            if card not in mine_now:
                holding[seat].add(card)
                taken.add(card)

    needs: dict[Any, int] = {}
    for seat in range(4):
        needs[seat] = view["hand_sizes"][seat] - len(holding[seat])
    pool = [
        NAMES[c] for c in range(32)
        if NAMES[c] not in taken and NAMES[c] != ground
    ]
    if bidding:
        needs["rest"] = 11
    given = deal(
        pool, needs,
        lambda card, holder: holder == "rest" or (holder != me and card[1] not in void[holder]),
        rng,
    )
    hands = {s: sorted(holding[s]) + given[s] + played[s] for s in range(4)}

    # arrange the deck so the engine deals these hands (rules: 3+2 each from P1, the ground,
    # then 3 each from P1, 2 to the taker who also gets the ground card)
    deck: list[str | None] = [None] * 32
    deck[20] = ground
    second: dict[int, list[str]] = {}
    for pos in range(4):
        seat = (dealer + 1 + pos) & 3
        cards = [c for c in hands[seat] if c != ground]
        if not bidding:  # which five came first is never shown, nor needed by the rules
            rng.shuffle(cards)
        first5, second[seat] = cards[:5], cards[5:]
        deck[3 * pos : 3 * pos + 3] = first5[:3]
        deck[12 + 2 * pos : 14 + 2 * pos] = first5[3:5]
    if bidding:
        rest = given["rest"]
        rng.shuffle(rest)
        deck[21:] = rest
    else:
        index = 21
        for pos in range(4):
            seat = (dealer + 1 + pos) & 3
            deck[index : index + len(second[seat])] = second[seat]
            index += len(second[seat])
    options = view["options"]
    state = new_game(
        seed=None,
        setup={"decks": [deck], "dealer": dealer, "seed": rng.getrandbits(31)},
        profile=options["profile"],
        hands=options.get("hands"),
    )
    # the match so far: the public API has no setter for it
    state.totals = list(view["totals"])
    state.scored_hands = sum(1 for e in view["score_sheet"] if e["outcome"] != "cancelled")
    concrete: dict[tuple[int, str], list[str]] = {}
    for seat, kind, notation in chosen:
        concrete.setdefault((seat, kind), []).append(notation)
    for seat, move in public_moves(view):
        if (seat, move) in concrete:
            move = concrete[seat, move].pop(0)
        state.play(seat, move)
    if chosen and view["project_team"] is not None:
        # a hidden project must have lost the comparison just as the real one did
        shown = state.view(me)
        if shown["project_team"] != view["project_team"] or [
            p["scored"] for p in shown["projects"]
        ] != [p["scored"] for p in view["projects"]]:
            raise Impossible("the sampled projects would have scored differently")
    return state
