"""An independent referee for a recorded Balloon Cup game: the rules written out again from the
rules page, reading only the views and the moves, so a golden file pins right play and not only
unchanged play.

Move by move it checks that a card was placed from the hand on a present tile, on a side that
still lacked a card of that colour; that a player exchanged cards only when no card fitted; that
every claimed trophy was unclaimed and paid for (3-for-1 sets only of claimed colours). For every
scored tile: the sums, the winner (mountain higher, plains lower, a tie to the last placer), the
cubes going to the winner and the loser moving next. At the end: three trophies win.
"""

from __future__ import annotations

import re
from typing import Any

SIDES = {"mountain": max, "plains": min}


def value(card: str) -> int:
    return int(re.sub(r"^[a-z]+", "", card))


def colour(card: str) -> str:
    return re.sub(r"\d+$", "", card)


def fits(view: dict[str, Any], card: str, tile_number: int, side: int) -> bool:
    """The rule for a placement: each side takes as many cards of a colour as the tile has
    cubes of it."""
    tile = view["tiles"][tile_number - 1]
    if not tile["present"]:
        return False
    wanted = colour(card)
    placed = sum(colour(c) == wanted for c in tile["cards"][side])
    return placed < tile["cubes"].count(wanted)


def check_moves(lines: list[dict[str, Any]]) -> dict[str, int]:
    """Each move against the mover's view just before it; returns counts of what was checked."""
    counts = {"placements": 0, "exchanges": 0, "claims": 0}
    before = lines[0]["views"]
    for line in lines[1:-1]:
        seat, move, view = line["seat"], line["move"], before[line["seat"]]
        placement = re.fullmatch(r"([a-z]+\d+)@(\d):(\d)", move)
        if placement:
            card, tile, side = placement.group(1), int(placement.group(2)), int(placement.group(3))
            assert card in view["hand"], (move, view["hand"])
            assert fits(view, card, tile, side), move
            counts["placements"] += 1
        elif move.startswith("discard"):
            assert not any(fits(view, card, tile, side) for card in view["hand"]
                           for tile in (1, 2, 3, 4) for side in (0, 1)), move
            assert set(move.split()[1:]) <= set(view["hand"]) and len(move.split()) <= 5
            counts["exchanges"] += 1
        elif move.startswith("claim "):
            check_claim(view, seat, move.split()[1:])
            assert line["views"][seat]["trophies"][move.split()[1]]["owner"] == seat
            counts["claims"] += 1
        before = line["views"]
    return counts


def check_claim(view: dict[str, Any], seat: int, words: list[str]) -> None:
    """A trophy still open, paid with its own cubes plus 3-for-1 sets of claimed colours."""
    wanted, sets = words[0], words[1:]
    trophy = view["trophies"][wanted]
    assert trophy["owner"] is None, f"{wanted} is already claimed"
    cubes = dict(view["players"][seat]["cubes"])
    paid = cubes[wanted]
    for word in sets:
        count, set_colour = re.fullmatch(r"\+(\d*)([a-z]+)", word).groups()
        for _ in range(int(count or 1)):
            assert view["trophies"][set_colour]["owner"] is not None, word
            assert cubes[set_colour] >= 3, word
            cubes[set_colour] -= 3
            paid += 1
    assert paid >= trophy["need"], (wanted, words, view["players"][seat]["cubes"])


def check_scores(lines: list[dict[str, Any]]) -> int:
    """Every scored tile of the game (from the final view's events); returns how many."""
    final = lines[-1]["final"]
    moves = final["moves"]
    scored = [event for event in final["events"] if event["type"] == "score"]
    for event in scored:
        sums = [sum(value(c) for c in row) for row in event["cards"]]
        assert event["sums"] == sums
        if sums[0] == sums[1]:
            assert event["tie"] and event["winner"] == event["placer"]
        else:
            assert event["winner"] == sums.index(SIDES[event["side"]](sums))
        assert len(event["cubes"]) == event["tile"]
        winner, at = event["winner"], event["after_move"]
        placed = moves[at - 1]
        assert placed[0] == event["placer"] and placed[1].split("@")[1].startswith(
            f"{event['tile']}:")
        gained = {c: event["cubes"].count(c) for c in set(event["cubes"])}
        before = lines[at - 1]["views"][winner]["players"][winner]["cubes"]
        after = lines[at]["views"][winner]["players"][winner]["cubes"]
        assert all(after[c] == before[c] + n for c, n in gained.items())
        later = [seat for seat, move in moves[at:] if not move.startswith(("claim", "stop"))]
        assert not later or later[0] == 1 - winner, "the tile's loser moves next"
    result = final["result"]
    if result["reason"] == "three trophies":
        assert len(final["players"][result["winner"]]["trophies"]) == 3
    return len(scored)
