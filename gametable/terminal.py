"""Terminal play for any game, drawn with Rich; knows only the protocol.

Each game draws its own view with ``gametable.games.<game>.terminal.render(view, seat)``;
this module runs the loop: whose turn, the prompt, ``?`` for the legal moves, ``hint`` for
the search bot's suggestion (from the seat's own view only), bots, hot-seat hand-over and
secret entry of simultaneous choices.
"""

from __future__ import annotations

import getpass
import importlib
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.pretty import Pretty

from gametable.bots.base import Bot
from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState, Seat
from gametable.core.records import Recorder
from gametable.core.registry import game_entry

HELP = ("Type a move, '?' for the legal moves, 'hint' for a suggested move, 'help' for the "
        "notation, 'quit' to stop.")


def renderer(game: str) -> Callable[[dict[str, Any], Seat | None], Any]:
    """The game's own drawing of a view, or a plain dump if it has none."""
    entry = game_entry(game)
    try:
        module = importlib.import_module(entry.module + ".terminal")
    except ModuleNotFoundError:
        return lambda view, seat: Pretty(view)
    return module.render


def notation_help(game: str) -> str:
    entry = game_entry(game)
    module = importlib.import_module(entry.module)
    return (module.__doc__ or "").strip()


class TerminalGame:
    """One game at the terminal: some seats people, the rest bots."""

    def __init__(
        self,
        state: GameState,
        bots: dict[Seat, Bot],
        *,
        console: Console | None = None,
        input_fn: Callable[[str], str] = input,
        secret_input_fn: Callable[[str], str] = getpass.getpass,
        hint_level: str = "medium",
    ) -> None:
        self.recorder = Recorder(state)
        self.hint_level = hint_level
        self.bots = bots
        self.console = console or Console()
        self.input = input_fn
        self.secret_input = secret_input_fn
        self.render = renderer(state.game)
        self.humans = [s for s in range(state.num_seats) if s not in bots]
        self.last_shown: Seat | None = None

    @property
    def state(self) -> GameState:
        return self.recorder.state

    def run(self) -> GameState:
        """Play until the game is over or a person quits; return the final state."""
        while not self.state.over:
            to_act = self.state.to_act
            simultaneous = len(to_act) > 1
            human = next((seat for seat in to_act if seat not in self.bots), None)
            if human is not None:
                if not self._human_turn(human, secret=simultaneous and len(self.humans) > 1):
                    return self.state
                continue
            seat = to_act[0]
            bot = self.bots[seat]
            move = bot.choose(self.state.view(seat), self.state.legal_moves(seat))
            self.recorder.play(seat, move)
            if not simultaneous:
                self.console.print(f"[dim]seat {seat} ({bot.name}) plays[/] [bold]{move}")
        self._show(self.humans[0] if len(self.humans) == 1 else None)
        self.console.print(Panel(f"Game over. Scores: {self.state.scores}", style="bold green"))
        return self.state

    def _show(self, seat: Seat | None) -> None:
        self.console.print(self.render(self.state.view(seat), seat))

    def _human_turn(self, seat: Seat, *, secret: bool) -> bool:
        if len(self.humans) > 1 and self.last_shown != seat:
            self.console.clear()
            self.input(f"Seat {seat}: your turn. Press Enter when nobody else can see the screen.")
            self.console.clear()
        self.last_shown = seat
        self._show(seat)
        ask = self.secret_input if secret else self.input
        while True:
            try:
                text = ask(f"seat {seat}> ").strip()
            except EOFError:
                return False
            if text in ("quit", "exit"):
                return False
            if text == "?":
                self.console.print(" ".join(self.state.legal_moves(seat)))
                continue
            if text == "hint":
                self._hint(seat)
                continue
            if text == "help":
                self.console.print(notation_help(self.state.game), markup=False, highlight=False)
                self.console.print(HELP)
                continue
            if not text:
                continue
            try:
                self.recorder.play(seat, text)
            except IllegalMove as error:
                self.console.print(f"[red]Illegal:[/] {error}")
                continue
            if secret:
                self.console.clear()
            return True

    def _hint(self, seat: Seat) -> None:
        """The search bot's move for ``seat`` and its chance of winning, from the seat's view."""
        from gametable.bots import hint

        try:
            advice = hint(self.state.game, self.state.view(seat), self.state.legal_moves(seat),
                          level=self.hint_level)
        except BadOptions as error:  # a game without a search bot
            self.console.print(f"[yellow]No hint:[/] {error}")
            return
        self.console.print(
            f"Hint: [bold]{advice['move']}[/] (about {advice['win_chance']:.0%} to win; "
            f"{advice['iterations']} iterations at {advice['level']})"
        )
