"""The climbing game in the terminal: the top view and four side views as coloured blocks.

``render(view, seat)`` reads only the view. Each unit square is a 3-character block, black or
white, with the cube id in the top-left quadrant of each cube face; grid lines and points that
lie on a player's reach are drawn in that player's colour (``●`` a point, ``━``/``┃`` a
boundary edge), so a path can be followed with the eye. Pawns are marked under the side views.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gametable.games.climbing.projection import FlatView, flat_view

PLAYER_COLOURS = ("red1", "dodger_blue1", "green3", "magenta", "yellow1", "cyan")
BLACK_STYLE = "grey78 on grey15"
WHITE_STYLE = "grey15 on grey93"
TITLES = {"U": "top (north up)", "S": "south side", "N": "north side", "E": "east side",
          "W": "west side"}


def _reaches(view: dict[str, Any]) -> tuple[list[set], list[set]]:
    segments, points = [], []
    for path in view["paths"]:
        segments.append({frozenset((tuple(a), tuple(b))) for a, b in path["segments"]})
        points.append({tuple(p) for p in path["points"]})
    return segments, points


def _owner(items: list, sets: list[set]) -> int | None:
    for seat, found in enumerate(sets):
        if any(item in found for item in items):
            return seat
    return None


def draw_flat(view: dict[str, Any], flat: FlatView) -> Text:
    """One side (or the top) as a grid of blocks with reach highlighted."""
    segments, points = _reaches(view)
    text = Text()
    for row in range(2 * flat.height + 1):
        line = Text()
        if row % 2 == 0:
            y = row // 2
            for x in range(flat.width + 1):
                owner = _owner(flat.corner_points.get((x, y), []), points)
                if (x, y) not in flat.corner_points:
                    line.append(" ")
                elif owner is None:
                    line.append("+", style="grey50")
                else:
                    line.append("●", style=f"bold {PLAYER_COLOURS[owner]}")
                if x < flat.width:
                    line.append(_edge(flat, ((x, y), (x + 1, y)), segments, horizontal=True))
        else:
            y = row // 2
            for x in range(flat.width + 1):
                line.append(_edge(flat, ((x, y), (x, y + 1)), segments, horizontal=False))
                if x < flat.width:
                    cell = flat.cells.get((x, y))
                    if cell is None:
                        line.append("   ")
                    else:
                        label = f"{cell.cube:>2} " if cell.first else "   "
                        line.append(label, style=BLACK_STYLE if cell.black else WHITE_STYLE)
        text.append(line)
        text.append("\n")
    return text


def _edge(flat: FlatView, key: tuple, segments: list[set], *, horizontal: bool) -> Text:
    edges = flat.edges.get(key)
    if not edges:
        return Text("   " if horizontal else " ")
    owner = _owner([frozenset(e) for e in edges], segments)
    if owner is None:
        return Text("───" if horizontal else "│", style="grey50")
    return Text("━━━" if horizontal else "┃", style=f"bold {PLAYER_COLOURS[owner]}")


def _pawn_line(view: dict[str, Any], flat: FlatView) -> Text:
    marks: dict[int, list[int]] = {}
    for pawn in view["pawns"]:
        if pawn["point"] is None:
            continue
        for (x, y), pts in flat.corner_points.items():
            if tuple(pawn["point"]) in pts and y == flat.height:
                marks.setdefault(x, []).append(pawn["seat"])
    line = Text()
    for x in range(flat.width + 1):
        seats = marks.get(x, [])
        if seats:
            line.append(f"{seats[0]}", style=f"bold reverse {PLAYER_COLOURS[seats[0]]}")
        else:
            line.append(" ")
        if x < flat.width:
            line.append("   ")
    return line


def _panel(view: dict[str, Any], face: str) -> Panel:
    flat = flat_view(view, face)
    body = draw_flat(view, flat)
    if face != "U":
        body.append(_pawn_line(view, flat))
    return Panel(body, title=TITLES[face], expand=False)


def _players(seats: list[int]) -> str:
    names = [f"player {s}" for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def clash_sentence(view: dict[str, Any]) -> str | None:
    """What the latest clash did, in words, while it is news (``None`` otherwise): during
    placement and the first round for a placement clash, in its round and the next for a
    pointing clash."""
    clash = view["last_clash"]
    if clash is None:
        return None
    who = _players(clash["seats"])
    if clash["phase"] == "placement":
        if view["phase"] != "place" and view["last_round"] is not None:
            return None
        places = " and ".join(clash["places"])
        where = "places on one cube" if len(clash["places"]) > 1 else "the same place"
        if view["phase"] == "place":
            return f"Clash: {who} chose {where} ({places}); void for them, they choose again."
        return f"Clash: {who} chose {where} ({places}); void for them."
    revealed = view["pointed"] is not None
    last = view["last_round"]
    fresh = view["skipped"] if revealed else (last is not None and last["skipped"])
    if not fresh:
        return None
    cubes = " and ".join(f"cube {c}" for c in clash["places"])
    when = "this round" if revealed else "last round"
    return f"Clash: {who} pointed at {cubes} together and did nothing else {when}."


def _status(view: dict[str, Any], seat: int | None) -> Text:
    text = Text()
    phase = view["phase"]
    text.append(f"Round {view['round']} of at most {view['max_rounds']}  ", style="bold")
    if phase == "over":
        if view["winner"] is None:
            text.append("Game over: a draw.\n", style="bold yellow")
        else:
            text.append(f"Game over. {outcome(view, seat)}\n", style="bold green")
    else:
        layer = f" (layer {view['layer']})" if view["layer"] else ""
        text.append(f"phase: {phase}{layer}; waiting for {view['to_act']}\n")
    for path in view["paths"]:
        p = path["seat"]
        pawn = view["pawns"][p]
        mark = " ← you" if p == seat else ""
        top = "  PATH TO THE TOP" if path["top"] else ""
        text.append(f"player {p}", style=f"bold {PLAYER_COLOURS[p]}")
        text.append(f" at {pawn['place'] or '?'}: paths to cubes {path['cubes']}{top}{mark}\n")
    clash = clash_sentence(view)
    if clash:
        text.append(clash + "\n", style="bold yellow")
    if view["banned"]:
        text.append(f"banned this round: {view['banned']} (your own cube is always allowed)\n")
    if view["pointed"] is not None:
        text.append(f"pointed this round: {view['pointed']}; clashed: {view['skipped']}\n")
    for p, cube, turn in view["turns"]:
        text.append(f"  player {p} turned cube {cube} {turn}\n")
    last = view["last_round"]
    if last and phase != "over":
        turns = ", ".join(f"{p}: {c} {t}" for p, c, t in last["turns"]) or "none"
        text.append(f"last round: pointed {last['pointed']}, turns {turns}\n", style="dim")
    if view["my_choice"]:
        text.append(f"your choice so far: {view['my_choice']}\n", style="italic")
    if phase == "place":
        free = [p["place"] for p in view["places"] if p["free"]]
        text.append(f"free pawn places: {' '.join(free)}\n")
    hints = {"place": "choose a pawn place, e.g. 0S",
             "point": "point at a cube id you have a path to",
             "turn": "turn your cube: x+ x- y+ y- z+ z-"}
    if phase in hints and seat is not None and seat in view["to_act"]:
        text.append(hints[phase] + "\n", style="bold")
    return text


def render(view: dict[str, Any], seat: int | None) -> Group:
    """The whole picture for one seat (or a spectator)."""
    grid = Table.grid(padding=(0, 1))
    for _ in range(3):
        grid.add_column(vertical="middle")
    grid.add_row("", _panel(view, "N"), "")
    grid.add_row(_panel(view, "W"), _panel(view, "U"), _panel(view, "E"))
    grid.add_row("", _panel(view, "S"), "")
    return Group(grid, _status(view, seat))


HELP = """\
THE CLIMBING GAME: turn the cubes of a pyramid so that a black/white
boundary leads your pawn to the centre of the top. The first player with
such a path, alone, after a layer's turns, wins.

Every phase is played by all players at once, each choosing in secret.
  1. Pawns (start): choose a place at the foot of the pyramid: a bottom
     cube and one of its outer faces whose two lower squares have one
     colour. Players choosing places on the same cube clash and choose
     again.
  2. Each round every player points at a cube their pawn has a path to
     (not one pointed at last round, except their own cube). Players
     pointing at the same cube do nothing more this round.
  3. Then, top layer first, every player turns the cube they pointed at a
     quarter turn. Paths follow boundaries between black and white squares.

HOW TO TYPE
  Place   a bottom cube's id and a face letter: 0S, 2E, 8N (faces N E S W).
  Point   a cube id, 0 to 13 (bottom 0-8, middle 9-12, top 13).
  Turn    an axis and a way: x+ x- y+ y- z+ z- (x east, y north, z up;
          + is counter-clockwise seen from the + end of the axis).
"""

_SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}
_TURNS = {"x+": "tip its top to the south", "x-": "tip its top to the north",
          "y+": "tip its top to the east", "y-": "tip its top to the west",
          "z+": "spin it anticlockwise", "z-": "spin it clockwise"}


def hint_words(move: str, view: dict[str, Any], seat: int) -> str:
    """A suggested move as advice: "Start at cube 0, south side", "Point at cube 5",
    "Turn cube 5: spin it clockwise"."""
    if move[:-1].isdigit() and move[-1] in _SIDES:
        return f"Start at cube {move[:-1]}, {_SIDES[move[-1]]} side"
    if move.isdigit():
        return f"Point at cube {move}"
    if move in _TURNS:
        pointed = view.get("pointed") or []
        cube = pointed[seat] if seat < len(pointed) and pointed[seat] is not None else None
        return f"Turn {'your cube' if cube is None else f'cube {cube}'}: {_TURNS[move]}"
    return f"Play {move}"


def outcome(view: dict[str, Any], seat: int | None) -> str:
    """Who won, in words: the first pawn alone with a path to the top, and in which round."""
    winner = view["winner"]
    if winner is None:
        return f"A draw: no pawn reached the top alone in {view['max_rounds']} rounds."
    when = f"in round {view['round']}"
    if winner == seat:
        return f"You win: your pawn has a path to the top, {when}."
    return f"Player {winner} wins: their pawn has a path to the top, {when}."


_PROMPTS = {
    "place": "Choose a place for your pawn (cube id + face)",
    "point": "Point at a cube your pawn has a path to",
    "turn": "Turn the cube you pointed at a quarter turn",
}


def prompt(view: dict[str, Any], seat: int, legal: list[str]) -> str:
    """One line saying what ``seat`` is expected to do now."""
    return f"{_PROMPTS[view['phase']]}: {' '.join(legal)}"
