"""Balloon Cup at the terminal: the picture, the prompt line, the outcome in words and the
players' help (used by gametable.terminal).

``render(view, seat)`` reads only the view, so it draws what that seat may know: the four
tiles with their side, cubes and both rows of cards (the opponent's row on top), the hand,
both players' cubes and trophies, supply, discard and bag counts, whose turn it is and what the
last move caused. Every cube, open place and trophy is written with its colour's name as well
as drawn in the colour, so colour is never the only sign.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

STYLE = {
    "red": "bold red",
    "yellow": "bold yellow",
    "green": "bold green",
    "blue": "bold dodger_blue1",
    "gray": "bold grey62",
}
COLOUR_ORDER = ("red", "yellow", "green", "blue", "gray")

HELP = """\
BALLOON CUP: two players race balloons over four hop tiles to win cubes,
and with them trophies. The first to take three trophies wins.

Each tile carries cubes; each side of a tile (yours and your opponent's)
takes as many cards of a colour as the tile has cubes of that colour. On
your turn place one card from your hand on either side of a tile, then
draw. When both sides of a tile are full it is scored: on a mountain the
higher sum wins, on the plains the lower sum; on equal sums the player who
placed the last card wins. The winner takes the tile's cubes, the tile turns
over and is refilled, and the loser moves next.

Trophies: with as many cubes of a colour as its trophy needs (red 7,
yellow 6, green 5, blue 4, gray 3) claim it; three cubes of a colour whose
trophy is already taken count as one cube.

If no card of yours fits anywhere you are stuck: show your hand and
exchange 0-4 cards.

HOW TO TYPE
  red7@2:0         place red7 at tile 2 on seat 0's side (your side is
                   your seat number; the other side is your opponent's).
  discard red7 gray1
                   when stuck: exchange these cards (discard alone: none).
  claim blue       take the blue trophy with blue cubes.
  claim blue +red  pay with a set of three red cubes for one blue.
  stop             end your claiming.
"""


def _colour_of(card: str) -> str:
    return card.rstrip("0123456789")


def card_text(card: str) -> Text:
    """The card in its notation (what a player types), in its colour."""
    return Text(card, style=STYLE[_colour_of(card)])


def cards_text(cards: list[str]) -> Text:
    text = Text()
    for index, card in enumerate(cards):
        if index:
            text.append(" ")
        text.append_text(card_text(card))
    return text


def _row(tile: dict[str, Any], side: int) -> Text:
    """One side's cards, then its open places as dots in their colours."""
    text = cards_text(tile["cards"][side])
    free = [(colour, tile["free"][side].get(colour, 0)) for colour in COLOUR_ORDER]
    for colour, count in free:
        if count:
            text.append(f" ·{colour}" + (f"×{count}" if count > 1 else ""), style=STYLE[colour])
    text.append(f"  Σ{tile['sums'][side]}", style="dim")
    return text


def cubes_text(cubes: list[str]) -> Text:
    """``["red", "red", "blue"]`` → ``■red×2 ■blue``, each in its colour."""
    text = Text()
    for colour in COLOUR_ORDER:
        count = cubes.count(colour)
        if count:
            if text:
                text.append(" ")
            text.append(f"■{colour}" + (f"×{count}" if count > 1 else ""), style=STYLE[colour])
    return text


def _tile_cell(tile: dict[str, Any], top: int, bottom: int, labels: tuple[str, str]) -> Any:
    if not tile["present"]:
        return Panel(Text("removed", style="dim italic"), title=f"Tile {tile['number']}")
    mountain = tile["side"] == "mountain"
    rule = "▲ mountain" if mountain else "▬ plains"
    cubes = cubes_text(tile["cubes"])
    body = Group(
        Text(labels[0], style="dim") + _row(tile, top),
        cubes,
        Text(labels[1], style="dim") + _row(tile, bottom),
    )
    return Panel(
        body,
        title=f"Tile {tile['number']}",
        subtitle=rule,
        border_style="magenta" if mountain else "green4",
    )


def _cubes_line(counts: dict[str, int]) -> Text:
    return cubes_text([colour for colour in COLOUR_ORDER for _ in range(counts[colour])]) or Text(
        "-", style="dim")


def _event_line(event: dict[str, Any]) -> Text | None:
    kind = event["type"]
    if kind == "score":
        who = f"seat {event['winner']}"
        tie = " (tie: the last placer wins)" if event["tie"] else ""
        text = Text(f"Tile {event['tile']} ({event['side']}) scored {event['sums'][0]}"
                    f" vs {event['sums'][1]}: {who} wins{tie} ")  # fmt: skip
        return text + cubes_text(event["cubes"])
    if kind == "remove":
        return Text(f"Tile {event['tile']} is removed: the bag is short", style="italic")
    if kind == "refill":
        return Text(f"Tile {event['tile']} flipped and refilled", style="dim")
    if kind == "redraw":
        return Text(f"Tile {event['tile']}: cubes sent back to the bag: "
                    + " ".join(event["cubes"]), style="dim")  # fmt: skip
    if kind == "reshuffle":
        return Text(f"The discard pile ({event['cards']} cards) is the new supply", style="dim")
    if kind == "show":
        return Text(f"Seat {event['seat']} is stuck and shows: ") + cards_text(event["cards"])
    return None


def render(view: dict[str, Any], seat: int | None) -> Any:
    """The whole table as seat ``seat`` sees it (``None``: a spectator)."""
    me = 0 if seat is None else seat
    other = 1 - me
    labels = (f"{other}: ", f"{me}: ")
    tiles = Table.grid(expand=True, padding=(0, 1))
    for _ in view["tiles"]:
        tiles.add_column(ratio=1)
    tiles.add_row(*(_tile_cell(t, other, me, labels) for t in view["tiles"]))

    players = Table(box=None, padding=(0, 2), show_header=True, header_style="dim")
    players.add_column("seat")
    players.add_column("cubes")
    players.add_column("trophies")
    players.add_column("hand")
    for s in (me, other):
        name = f"{s}" + (" (you)" if s == seat else "")
        trophies = Text()
        for colour in view["players"][s]["trophies"]:
            trophies.append("🏆", style=STYLE[colour])
            trophies.append(colour + " ", style=STYLE[colour])
        players.add_row(
            name,
            _cubes_line(view["players"][s]["cubes"]),
            trophies or Text("-", style="dim"),
            f"{view['hand_sizes'][s]} cards",
        )

    open_trophies = Text("Trophies open: ")
    for colour, info in view["trophies"].items():
        if info["owner"] is None:
            open_trophies.append(f"{colour} {info['need']}  ", style=STYLE[colour])
    piles = Text(
        f"supply {view['supply']}   discard {len(view['discard'])}   bag {view['bag']}   "
        f"turns without a score {view['turns_without_score']}/50\n"
        "▲ mountain: the higher sum wins   ▬ plains: the lower sum wins   tie: the last placer",
        style="dim",
    )

    parts: list[Any] = [tiles, players, open_trophies, piles]
    if view["hand"] is not None:
        parts.append(Text("Your hand: ", style="bold") + cards_text(view["hand"]))
    shown = view["hands"][other]
    if shown is not None:
        parts.append(Text(f"Seat {other} shows: ", style="bold") + cards_text(shown))
    for event in view["last_events"]:
        line = _event_line(event)
        if line is not None:
            parts.append(line)

    if view["result"] is not None:
        status = Text(f"Game over. {outcome(view, seat)}", style="bold green")
    else:
        turn = view["to_act"][0]
        whose = "your" if turn == seat else f"seat {turn}'s"
        doing = {"place": "place a card", "stuck": "stuck: exchange cards",
                 "claim": "claim trophies"}[view["phase"]]
        status = Text(f"Turn {view['turn']}: {whose} move ({doing})", style="bold")
    return Panel(Group(*parts), title="Balloon Cup", subtitle=status)


_ENDINGS = {
    "three trophies": "with three trophies",
    "no tiles": "no tile is left; the most trophies, then the most cubes, win",
    "deadlock": "50 turns passed with no tile scored; the most trophies, then cubes, win",
}


def outcome(view: dict[str, Any], seat: int | None) -> str:
    """Who won, in words: why, the trophies each player holds and how many."""
    result = view["result"]
    winner = result["winner"]
    trophies = [view["players"][s]["trophies"] for s in (0, 1)]
    me = seat if seat is not None else 0
    held = "; ".join(
        ("your trophies: " if s == seat else f"seat {s}'s: ")
        + (", ".join(trophies[s]) or "none") for s in (me, 1 - me))
    why = _ENDINGS[result["reason"]]
    if winner is None:
        return f"A draw ({why}). {held[0].upper()}{held[1:]}."
    count = f"{len(trophies[winner])} trophies to {len(trophies[1 - winner])}"
    who = "You win" if winner == seat else (
        f"Seat {winner} wins" if seat is None else "Your opponent wins")
    return f"{who} ({why}): {count}. {held[0].upper()}{held[1:]}."


def _card_words(card: str) -> str:
    """``green1`` → ``green 1``."""
    colour = _colour_of(card)
    return f"{colour} {card[len(colour):]}"


def hint_words(move: str, view: dict[str, Any], seat: int) -> str:
    """A suggested move as advice: "Play green 1 on tile 4, your opponent's side"."""
    place = re.fullmatch(r"(\w+?\d+)@(\d):(\d)", move)
    if place:
        side = "your side" if int(place[3]) == seat else "your opponent's side"
        return f"Play {_card_words(place[1])} on tile {place[2]}, {side}"
    if move.startswith("discard"):
        cards = move.split()[1:]
        return ("Exchange " + " and ".join(map(_card_words, cards))) if cards else \
            "Exchange no card: keep your hand"
    claim = re.fullmatch(r"claim (\w+)((?: \+\d*\w+)*)", move)
    if claim:
        sets = [re.fullmatch(r"\+(\d*)(\w+)", item) for item in claim[2].split()]
        counts = [int(k[1] or 1) for k in sets if k]
        paying = " and ".join(
            f"{3 * n} {k[2]} cubes as {'one' if n == 1 else n} {claim[1]}"
            for n, k in zip(counts, [k for k in sets if k], strict=True))
        return f"Claim the {claim[1]} trophy" + (f", counting {paying}" if paying else "")
    if move == "stop":
        return "Stop claiming"
    return f"Play {move}"


def prompt(view: dict[str, Any], seat: int, legal: list[str]) -> str:
    """One line saying what ``seat`` is expected to do now."""
    phase = view["phase"]
    if phase == "place":
        fitting = list(dict.fromkeys(move.split("@")[0] for move in legal))
        return (f"Place a card as card@tile:side (your side is {seat}, your opponent's "
                f"{1 - seat}); cards that fit: {' '.join(fitting)}")
    if phase == "stuck":
        return ("No card of yours fits: exchange 0-4 cards (discard red7 gray1), or "
                "'discard' to keep them all")
    claims = [move for move in legal if move.startswith("claim")]
    return "Claim a trophy: " + ", ".join(claims) + (", or stop" if "stop" in legal else "")
