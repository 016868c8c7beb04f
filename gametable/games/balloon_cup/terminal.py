"""Balloon Cup drawn with Rich: ``render(view, seat)`` → a renderable (used by gametable.terminal).

It reads only the view (see the package docstring), so it draws what that seat may know:
the four tiles with their side, cubes and both rows of cards (the opponent's row on top),
the hand, both players' cubes and trophies, supply, discard and bag counts, whose turn it is
and what the last move caused.
"""

from __future__ import annotations

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
    for colour in COLOUR_ORDER:
        for _ in range(tile["free"][side].get(colour, 0)):
            text.append(" ·", style=STYLE[colour])
    text.append(f"  Σ{tile['sums'][side]}", style="dim")
    return text


def _tile_cell(tile: dict[str, Any], top: int, bottom: int, labels: tuple[str, str]) -> Any:
    if not tile["present"]:
        return Panel(Text("removed", style="dim italic"), title=f"Tile {tile['number']}")
    mountain = tile["side"] == "mountain"
    rule = "▲ mountain" if mountain else "▬ plains"
    cubes = Text()
    for cube in tile["cubes"]:
        cubes.append("■ ", style=STYLE[cube])
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
    text = Text()
    for colour in COLOUR_ORDER:
        text.append(f"■{counts[colour]} ", style=STYLE[colour])
    return text


def _event_line(event: dict[str, Any]) -> Text | None:
    kind = event["type"]
    if kind == "score":
        who = f"seat {event['winner']}"
        tie = " (tie: the last placer wins)" if event["tie"] else ""
        text = Text(f"Tile {event['tile']} ({event['side']}) scored {event['sums'][0]}"
                    f" vs {event['sums'][1]}: {who} wins{tie} ")  # fmt: skip
        for cube in event["cubes"]:
            text.append("■", style=STYLE[cube])
        return text
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
    if kind == "end":
        winner = "a draw" if event["winner"] is None else f"seat {event['winner']} wins"
        return Text(f"Game over ({event['reason']}): {winner}", style="bold")
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
        result = view["result"]
        winner = "a draw" if result["winner"] is None else f"seat {result['winner']} wins"
        status = Text(f"Game over ({result['reason']}): {winner}", style="bold green")
    else:
        turn = view["to_act"][0]
        whose = "your" if turn == seat else f"seat {turn}'s"
        what = {
            "place": "place a card (card@tile:side, e.g. red7@2:0)",
            "stuck": "no legal placement: exchange 0-4 cards (discard ...)",
            "claim": "claim a trophy (claim COLOUR [+COLOUR ...]) or stop",
        }[view["phase"]]
        status = Text(f"Turn {view['turn']}: {whose} move: {what}", style="bold")
    return Panel(Group(*parts), title="Balloon Cup", subtitle=status)
