"""Determinizations of a Balloon Cup view: full states the search may play on.

The view shows everything but the opponent's hand (unless it is being shown), the supply
order and the bag order. A sample keeps every public part and draws the rest:

- cards: the 45 minus the own hand, the tiles and the discard pile are unseen; the opponent's
  hand gets any of them, except that cards it showed while stuck (``show`` events) and has
  not placed or discarded since are known to be there still; the supply takes the rest in a
  random order;
- cubes: the bag holds the 45 minus the tiles, the players and the box, in a random order;
- later reshuffles of the discard pile are drawn from a fresh random seed.

The state is built with the engine's public ``from_json`` from a dict in its ``to_json``
format (the engine has no other way to build a state with chosen hidden parts).
"""

from __future__ import annotations

import random
from typing import Any

from gametable.bots.deal import deal
from gametable.core.protocol import GameState
from gametable.games.balloon_cup import from_json
from gametable.games.balloon_cup.cards import CARD_NAMES, COLOURS, CUBE_COUNT, NUM_CARDS


def known_opponent_cards(view: dict[str, Any], opponent: int) -> set[str]:
    """Cards the opponent showed while stuck and still holds (not placed or discarded since)."""
    hand = view["hands"][opponent]
    if hand is not None:
        return set(hand)
    shown = None
    for event in view["events"]:
        if event["type"] == "show" and event["seat"] == opponent:
            shown = event
    if shown is None:
        return set()
    cards = set(shown["cards"])
    for seat, move in view["moves"][shown["after_move"]:]:
        if seat != opponent:
            continue
        if "@" in move:
            cards.discard(move.split("@", 1)[0])
        elif move.startswith("discard"):
            cards.difference_update(move.split()[1:])
    return cards


def unseen_cards(view: dict[str, Any]) -> list[str]:
    """Cards neither in the own hand, on a tile, nor in the discard pile."""
    seen = set(view["hand"]) | set(view["discard"])
    for tile in view["tiles"]:
        for row in tile["cards"]:
            seen.update(row)
    return [name for name in CARD_NAMES if name not in seen]


def claim_passes(view: dict[str, Any]) -> int:
    """Passes in a row in the claiming now under way (1 after the other seat's ``stop``).

    A seat that could claim nothing passes without a logged move; such a pass changes nothing
    the search could tell apart, so reading only the last logged move is enough.
    """
    if view["phase"] != "claim" or not view["moves"]:
        return 0
    seat, move = view["moves"][-1]
    return 1 if move == "stop" and seat != view["to_act"][0] else 0


def sample_state(view: dict[str, Any], rng: random.Random) -> GameState:
    """A full state consistent with ``view`` (see the module docstring)."""
    seat = view["seat"]
    opponent = 1 - seat
    known = known_opponent_cards(view, opponent)
    pool = [card for card in unseen_cards(view) if card not in known]
    unknown = view["hand_sizes"][opponent] - len(known)
    needs = {"hand": unknown, "supply": view["supply"]}
    given = deal(pool, needs, lambda c, h: True, rng)
    if view["phase"] == "place" and view["to_act"] == [opponent]:
        # the opponent is placing, not stuck: its hand holds a card that can be placed
        open_colours = {c for tile in view["tiles"] for side in tile["free"] for c in side}

        def placeable(cards: list[str]) -> bool:
            return any(card.rstrip("0123456789") in open_colours for card in cards)

        tries = 0
        while not placeable([*known, *given["hand"]]) and unknown:
            tries += 1
            if tries < 20:
                given = deal(pool, needs, lambda c, h: True, rng)
                continue
            # rare: draw the rest around one placeable card
            forced = rng.choice([card for card in pool if placeable([card])])
            rest = [card for card in pool if card != forced]
            given = deal(rest, {**needs, "hand": unknown - 1}, lambda c, h: True, rng)
            given["hand"].append(forced)
    hands: list[list[str]] = [[], []]
    hands[seat] = list(view["hand"])
    hands[opponent] = sorted(known) + given["hand"]
    bag: list[str] = []
    for colour, count in enumerate(CUBE_COUNT):
        name = COLOURS[colour]
        used = sum(tile["cubes"].count(name) for tile in view["tiles"])
        used += sum(player["cubes"][name] for player in view["players"]) + view["box"][name]
        bag += [name] * (count - used)
    rng.shuffle(bag)
    owner = [view["trophies"][name]["owner"] for name in COLOURS]
    moves = view["moves"]
    to_act = view["to_act"]
    claiming = view["claiming"] or {}
    data = {
        "game": "balloon-cup",
        "format": 1,
        "options": dict(view["options"]),
        "seed": rng.getrandbits(62),
        "setup": {
            "deck": list(CARD_NAMES),  # any full deck: the sample never replays its setup
            "bag": [COLOURS[c] for c, n in enumerate(CUBE_COUNT) for _ in range(n)],
            "first": 0,
            "shuffles": [],
        },
        "shuffles_used": 0,
        "phase": view["phase"],
        "cur": to_act[0] if to_act else -1,
        "turn": view["turn"],
        "turns_without_score": view["turns_without_score"],
        "exchanged": bool(
            view["phase"] == "place" and moves and moves[-1][0] == to_act[0]
            and moves[-1][1].startswith("discard")
        ),
        "claim": {
            "first_run": bool(claiming.get("first_run", False)),
            "passes": claim_passes(view),
            "placer": claiming.get("placer", -1),
            "loser": 1 - claiming["winner"] if claiming else -1,
        },
        "hands": hands,
        "supply": given["supply"],
        "discard": list(view["discard"]),
        "bag": bag,
        "tiles": [
            {
                "present": tile["present"],
                "side": tile["side"],
                "cubes": [tile["cubes"].count(name) for name in COLOURS],
                "cards": [list(tile["cards"][0]), list(tile["cards"][1])],
            }
            for tile in view["tiles"]
        ],
        "cubes": [[player["cubes"][name] for name in COLOURS] for player in view["players"]],
        "trophies": [-1 if o is None else o for o in owner],
        "box": [view["box"][name] for name in COLOURS],
        "moves": [],
        "events": [],
        "result": None,
    }
    assert len(hands[0]) + len(hands[1]) + len(given["supply"]) <= NUM_CARDS
    return from_json(data)
