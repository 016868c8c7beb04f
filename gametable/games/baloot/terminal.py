"""Baloot at the terminal: the picture of a view (the four seats around the table, the
current trick, the bidding, projects and the score sheet, us / them), the prompt line, what a
player may type (suit symbols or letters), the outcome in words and the players' help.

Every suit is drawn with its symbol as well as its colour, so colour is never the only sign.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gametable.games.baloot.cards import SUIT_SYMBOLS

SUIT_STYLE = {"S": "bold bright_white", "H": "bold red", "D": "bold bright_red", "C": "bold cyan"}
RANK_TEXT = {"T": "10"}
#: what a player may type for a suit: the symbols (filled or outlined) and the letters
SUIT_INPUT = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
_TEN = re.compile(r"10(?=[SHDC♠♤♥♡♦♢♣♧])", re.IGNORECASE)
_CARD = re.compile(r"[789TJQKA][SHDC]", re.IGNORECASE)

HELP = """\
BALOOT: four players in two teams (you and the seat opposite); the first
team to 152 match points wins the match.

A hand: five cards each and a face-up ground card. Bid in turn: hokum
(trumps: the ground card's suit in round 1, a suit you name in round 2),
sun (no trumps, worth more), ashkal (a Sun your partner takes), or pass.
The buyer takes the ground card; everyone gets eight cards. In Hokum the
opponents may double, the buyer three, and so on up to gahwa (the hand
decides the match).

Play: follow the suit led if you can. In Hokum, when you cannot follow you
must trump (overtrump an opponent's trump if you can) unless your partner
is winning the trick; when trumps are led you must beat the best trump if
you can. Highest trump wins, else the highest card of the suit led. Card
order: A 10 K Q J 9 8 7; trumps J 9 A 10 K Q 8 7. With your first card you
may declare projects (three or more in sequence, four of a kind); the team
with the best project scores all of its own.

The buyer's team must take more points than the other team, or the other
team scores the whole hand. All eight tricks to one team is a kaboot.

HOW TO TYPE
  Cards     rank + suit, as symbols or letters, any case: Q♣, QC, qc,
            10♥ or TH (the ten is 10 or T).
  Bidding   pass, hokum, sun, ashkal; in round 2 hokum:H (or hokum:♥).
  Doubling  double:open, double:closed, three, four:open, four:closed,
            gahwa, pass (a Sun: double or pass).
  Projects  before your first card: sira:QH-JH, fifty:AH-JH, hundred:4K,
            400:4A, or just sira / fifty / hundred when you have one.
  Akka      lead the best card left in a suit with +akka (QC+akka): your
            partner then need not trump.
  Sawa      claim every remaining trick when it is sure (option sawa).
"""


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


def read_move(text: str) -> str:
    """What a player typed → notation: suit symbols become letters, a ten may be ``10``, a card
    any case (``q♣`` → ``QC``, ``10♥+akka`` → ``TH+akka``, ``hokum:♥`` → ``hokum:H``)."""
    text = "".join(SUIT_INPUT.get(char, char) for char in _TEN.sub("T", text.strip()))
    card, plus, rest = text.partition("+")
    return (card.upper() if _CARD.fullmatch(card) else card) + plus + rest


def move_text(move: str) -> str:
    """A move as a player reads it: cards with suit symbols (``QC`` → ``Q♣``)."""
    card, plus, rest = move.partition("+")
    if len(card) == 2 and card[1] in SUIT_SYMBOLS and card[0] in "789TJQKA":
        return RANK_TEXT.get(card[0], card[0]) + SUIT_SYMBOLS[card[1]] + plus + rest
    return move


_CALLS = {"pass": "Pass", "hokum": "Call Hokum", "sun": "Call Sun", "ashkal": "Call Ashkal",
          "double": "Double", "three": "Say Three (redouble)", "four": "Say Four",
          "gahwa": "Say Gahwa (the hand decides the match)", "baloot": "Declare Baloot",
          "sawa": "Claim every trick left (Sawa)"}
_RANK_PLURAL = {"A": "aces", "T": "tens", "K": "kings", "Q": "queens", "J": "jacks"}
_PROJECTS = {"sira": "a sira", "fifty": "a fifty", "hundred": "a hundred", "400": "a four hundred"}


def hint_words(move: str, view: dict[str, Any], seat: int) -> str:
    """A suggested move as advice: "Play Q♥", "Call Hokum ♥", "Double (open)"."""
    card, _, akka = move.partition("+")
    if _CARD.fullmatch(card):
        return f"Play {move_text(card)}" + (" and call Akka" if akka else "")
    word, _, detail = move.partition(":")
    if word in _PROJECTS:
        if detail.startswith("4"):
            shown = f" (four {_RANK_PLURAL.get(detail[1:], detail[1:])})"
        else:
            shown = f" ({' '.join(move_text(c) for c in detail.split('-'))})" if detail else ""
        return f"Declare {_PROJECTS[word]}{shown}"
    if word == "hokum" and detail:
        return f"Call Hokum {SUIT_SYMBOLS[detail]}"
    if word == "hokum" and view.get("bidding", {}).get("stage") == "keep":
        return "Keep your Hokum"
    if word == "sun" and view.get("bidding", {}).get("stage") == "keep":
        return "Turn your Hokum into a Sun"
    said = _CALLS.get(word, f"Say {move}")
    return said + (f" ({detail})" if detail in ("open", "closed") else "")


_STAGE_PROMPTS = {
    "takeover": "A Hokum was called: take it over ({}) or let it stand",
    "keep": "Nobody took your Hokum over: keep it (hokum) or make it a Sun (sun)",
    "claim": "A Sun was called after you passed: take it (sun) or let it stand (pass)",
}


def prompt(view: dict[str, Any], seat: int, legal: list[str]) -> str:
    """One line saying what ``seat`` is expected to do now."""
    phase = view["phase"]
    if phase == "bidding":
        stage = view["bidding"]["stage"]
        if stage in _STAGE_PROMPTS:
            takes = " or ".join(m for m in legal if m != "pass")
            return _STAGE_PROMPTS[stage].format(takes) + ": " + ", ".join(legal)
        ground = move_text(view["ground"])
        return (f"Your bid, round {view['bidding']['round']} (ground card {ground}): "
                + ", ".join(legal))
    if phase == "doubling":
        return "Doubling: " + ", ".join(legal)
    cards = [m for m in legal if len(m) == 2]
    extras = []
    if any(":" in m for m in legal):
        extras.append("declare a project first (" + ", ".join(m for m in legal if ":" in m)
                      + ")")
    if any(m.endswith("+akka") for m in legal):
        extras.append("add +akka to lead a master card announcing Akka")
    if "sawa" in legal:
        extras.append("or claim every trick left: sawa")
    trick = view["trick"]["cards"]
    if not trick:
        what = "Your lead: play a card"
    else:
        led = trick[0][1][1]
        suits = {card[1] for card in cards}
        trump = (view["contract"] or {}).get("trump")
        if suits == {led}:
            what = f"Follow suit ({SUIT_SYMBOLS[led]})"
        elif suits == {trump}:
            what = f"You cannot follow {SUIT_SYMBOLS[led]}: you must trump ({SUIT_SYMBOLS[trump]})"
        else:
            what = f"You cannot follow {SUIT_SYMBOLS[led]}: play any card"
    line = what + ": " + " ".join(move_text(card) for card in cards)
    return line + ("; " + "; ".join(extras) if extras else "")


def outcome(view: dict[str, Any], seat: int | None) -> str:
    """Who won the match, in words, with the team totals."""
    totals, winner = view["totals"], view["winner"]
    if seat is None:
        names = ("seats 0 and 2", "seats 1 and 3")
        if winner < 0:
            return f"A draw: {totals[0]} to {totals[1]}."
        return (f"The team of {names[winner]} wins the match, "
                f"{totals[winner]} to {totals[1 - winner]}.")
    us, them = totals[seat & 1], totals[1 - (seat & 1)]
    if winner < 0:
        return f"A draw: your team {us}, the other team {them}."
    if winner == seat & 1:
        return f"Your team wins the match: {us} to {them}."
    return f"The other team wins the match: {them} to {us}."


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
        centre.append("ground ", style="dim")
        centre.append_text(card_text(view["ground"]))
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


_LEVELS = {2: " doubled", 3: " three", 4: " four", 5: " gahwa"}


def _contract_words(row: dict[str, Any]) -> str:
    """``hokum:H`` at level 2 → ``Hokum ♥ doubled``; a hand nobody bought → ``all passed``."""
    contract = row["contract"]
    if contract is None:
        return "all passed"
    kind, _, trump = contract.partition(":")
    words = kind.capitalize() + (" " + SUIT_SYMBOLS[trump] if trump else "")
    return words + _LEVELS.get(row.get("level", 1), "")


def _score_sheet(view: dict[str, Any]) -> Table:
    team = view.get("team")
    us, them = ("us", "them") if team is not None else ("team 0", "team 1")
    sheet = Table(title="Score sheet", show_lines=False)
    for column in ("hand", "contract", "result", us, them):
        sheet.add_column(column, justify="right" if column in (us, them) else "left")
    t = team or 0
    for row in view["score_sheet"][-10:]:
        sheet.add_row(str(row["hand"]), _contract_words(row), row["outcome"],
                      str(row["points"][t]), str(row["points"][1 - t]))
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
        parts.append(Text(outcome(view, seat), style="bold green"))
    return Panel(Group(*parts), title="Baloot", border_style="green")
