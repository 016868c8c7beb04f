"""Drawing a Baloot view in the terminal with Rich: the four seats around the table, the
current trick, the bidding, projects and the score sheet (us / them)."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gametable.games.baloot.cards import SUIT_SYMBOLS

SUIT_STYLE = {"S": "bold bright_white", "H": "bold red", "D": "bold bright_red", "C": "bold cyan"}
RANK_TEXT = {"T": "10"}


def card_text(card: str | None) -> Text:
    """``TS`` → ``10♠`` in its suit's colour."""
    if not card:
        return Text("··", style="dim")
    rank, suit = card[0], card[1]
    return Text(RANK_TEXT.get(rank, rank) + SUIT_SYMBOLS[suit], style=SUIT_STYLE[suit])


def cards_text(cards: list[str]) -> Text:
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(" ")
        out.append_text(card_text(card))
    return out


def _position_names(view: dict[str, Any]) -> dict[int, str]:
    return {seat: pos for pos, seat in view["positions"].items()}


def _seat_label(view: dict[str, Any], seat: int, me: int | None) -> Text:
    pos = _position_names(view)[seat]
    who = "you" if seat == me else ("partner" if me is not None and seat == (me + 2) % 4 else
                                    ("them" if me is not None else f"team {seat % 2}"))
    label = Text(f"Seat {seat} {pos} ({who})", style="bold" if seat in view["to_act"] else "")
    if seat == view["dealer"]:
        label.append(" dealer", style="dim")
    if seat in view["to_act"]:
        label.append(" ◀ to play", style="bold yellow")
    return label


def _seat_cell(view: dict[str, Any], seat: int, me: int | None) -> Text:
    cell = _seat_label(view, seat, me)
    cell.append(f"\n{view['hand_sizes'][seat]} cards")
    calls = [c["call"] for c in view["bidding"]["calls"] if c["seat"] == seat]
    calls += [c["call"] for c in view["doubling"]["calls"] if c["seat"] == seat]
    if calls:
        cell.append("\n" + " ".join(calls), style="italic")
    played = next((card for s, card in view["trick"]["cards"] if s == seat), None)
    cell.append("\n")
    cell.append_text(card_text(played) if played else Text("", style="dim"))
    return cell


def _table(view: dict[str, Any], me: int | None) -> Table:
    bottom = me if me is not None else 0
    grid = Table.grid(expand=False, padding=(0, 4))
    for _ in range(3):
        grid.add_column(justify="center", min_width=20)
    centre = Text()
    if view["phase"] in ("bidding",):
        centre.append("ground card\n")
        centre.append_text(card_text(view["ground"]))
    else:
        centre.append(f"ground {view['ground']}", style="dim")
        if view["trick"]["akka"]:
            centre.append("\nAkka!", style="bold magenta")
    grid.add_row("", _seat_cell(view, (bottom + 2) % 4, me), "")
    grid.add_row(_seat_cell(view, (bottom + 3) % 4, me), centre,
                 _seat_cell(view, (bottom + 1) % 4, me))
    grid.add_row("", _seat_cell(view, bottom, me), "")
    return grid


def _contract_line(view: dict[str, Any]) -> Text:
    line = Text(f"Hand {view['hand_no']}  ")
    contract = view["contract"]
    if contract is None:
        line.append(f"bidding round {view['bidding']['round']} ({view['bidding']['stage']})",
                    style="yellow")
    else:
        kind = contract["type"].capitalize()
        line.append(f"{kind}", style="bold green")
        if contract["trump"]:
            line.append(" trump ")
            line.append(SUIT_SYMBOLS[contract["trump"]], style=SUIT_STYLE[contract["trump"]])
        line.append(f"  buyer seat {contract['buyer']}")
        level = view["doubling"]["level"]
        if level > 1:
            names = {2: "Double", 3: "Three", 4: "Four", 5: "GAHWA"}
            line.append(f"  {names[level]}", style="bold red")
            if view["doubling"]["closed"]:
                line.append(" (closed)")
    line.append(f"   tricks us/them: {_us_them(view, view['tricks_won'])}")
    return line


def _us_them(view: dict[str, Any], pair: list[int]) -> str:
    team = view.get("team")
    if team is None:
        return f"{pair[0]} / {pair[1]}"
    return f"{pair[team]} / {pair[1 - team]}"


def _projects(view: dict[str, Any]) -> Text | None:
    if not view["projects"] and not view["baloot"]:
        return None
    text = Text("Projects: ")
    for p in view["projects"]:
        shown = p["project"] or p["kind"]
        mark = "" if p["scored"] is None else (" ✓" if p["scored"] else " ✗")
        text.append(f"seat {p['seat']} {shown}{mark}  ")
    if view["baloot"]:
        text.append(f"Baloot! seat {view['baloot']['seat']}", style="bold magenta")
    return text


def _score_sheet(view: dict[str, Any]) -> Table:
    team = view.get("team")
    us, them = ("us", "them") if team is not None else ("team 0", "team 1")
    sheet = Table(title="Score sheet", show_lines=False)
    for column in ("hand", "contract", "result", us, them):
        sheet.add_column(column, justify="right" if column in (us, them) else "left")
    t = team or 0
    for row in view["score_sheet"][-10:]:
        contract = row["contract"] or "-"
        sheet.add_row(str(row["hand"]), contract, row["outcome"], str(row["points"][t]),
                      str(row["points"][1 - t]))
    totals = view["totals"]
    sheet.add_row("", "", "total", str(totals[t]), str(totals[1 - t]), style="bold")
    return sheet


def render(view: dict[str, Any], seat: int | None) -> Any:
    """The whole picture for one seat (or a spectator)."""
    parts: list[Any] = [_contract_line(view), _table(view, seat)]
    if view["tricks"]:
        last = view["tricks"][-1]
        line = Text(f"Last trick (won by seat {last['winner']}): ")
        for s, card in last["cards"]:
            line.append(f"{s}:")
            line.append_text(card_text(card))
            line.append(" ")
        parts.append(line)
    projects = _projects(view)
    if projects:
        parts.append(projects)
    if "hand" in view:
        mine = Text("Your hand: ")
        mine.append_text(cards_text(view["hand"]))
        parts.append(mine)
    if view["last_hand"] and view["phase"] == "bidding" and not view["bidding"]["calls"]:
        last = view["last_hand"]
        parts.append(Text(f"Previous hand: {last.get('contract') or '-'} {last['outcome']}"
                          + (f", points {_us_them(view, last['points'])}"
                             if "points" in last else ""), style="dim"))
    parts.append(_score_sheet(view))
    if view["winner"] is not None:
        won = "Draw" if view["winner"] < 0 else (
            "You win the match!" if view.get("team") == view["winner"] else
            f"Team {view['winner']} wins the match")
        parts.append(Text(won, style="bold green"))
    return Panel(Group(*parts), title="Baloot", border_style="green")
