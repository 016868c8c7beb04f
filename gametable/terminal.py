"""Terminal play for any game, drawn with Rich; knows only the protocol.

Each game's ``gametable.games.<game>.terminal`` module says what a player reads:
``render(view, seat)`` draws the view; ``prompt(view, seat, legal)`` is the line saying what
is expected now; ``outcome(view, seat)`` says who won, in words; ``HELP`` is the rules in short
and how to type a move; ``read_move(text)`` turns what a player typed into notation and
``move_text(move)`` a move into what a player reads, where the two differ (Baloot's suit
symbols); ``hint_words(move, view, seat)`` says a suggested move as advice ("Play green 1 on
tile 4, your opponent's side"). A game whose module lacks some of these gets plain ones
(``hooks``).

This module runs the loop: whose turn, the prompt, ``?`` for the legal moves, ``hint`` for the
search bot's suggestion (from the seat's own view only), ``undo`` to take back your last move
and the bots' replies (one person against bots only, as the web tables offer it), ``resign``
to end the game as your side's loss (not where a partner is a person too: the web tables ask
them, the terminal does not), bots, hot-seat hand-over and secret entry of simultaneous choices.
"""

from __future__ import annotations

import getpass
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from rich.console import Console
from rich.panel import Panel

from gametable.bots.base import Bot
from gametable.core.errors import IllegalMove
from gametable.core.protocol import GameState, Seat
from gametable.core.records import Record, Recorder
from gametable.core.registry import game_entry
from gametable.core.resign import Resigned, partners_among
from gametable.takeback import taken_back

COMMANDS = ("At the prompt: type a move; '?' lists the legal moves, 'hint' asks the search "
            "bot for a move (from what you can see), 'undo' takes back your last move and the "
            "bots' replies (alone against bots), 'resign' ends the game as your loss, 'help' "
            "prints this, 'quit' stops.")


@dataclass(frozen=True)
class Hooks:
    """What the terminal shows and reads for one game (see the module docstring)."""

    render: Callable[[dict[str, Any], Seat | None], Any]
    prompt: Callable[[dict[str, Any], Seat, list[str]], str]
    outcome: Callable[[dict[str, Any], Seat | None], str] | None  #: None: from the scores
    help: str
    read_move: Callable[[str], str]
    move_text: Callable[[str], str]
    hint_words: Callable[[str, dict[str, Any], Seat], str]


def hooks(game: str) -> Hooks:
    """The game's own terminal hooks, with plain ones where its module has none."""
    module = importlib.import_module(game_entry(game).module + ".terminal")
    move_text = getattr(module, "move_text", str)
    return Hooks(
        render=module.render,
        prompt=getattr(module, "prompt", _plain_prompt),
        outcome=getattr(module, "outcome", None),
        help=getattr(module, "HELP", None) or _package_help(game),
        read_move=getattr(module, "read_move", str.strip),
        move_text=move_text,
        hint_words=getattr(module, "hint_words",
                           lambda move, view, seat: f"Play {move_text(move)}"),
    )


def renderer(game: str) -> Callable[[dict[str, Any], Seat | None], Any]:
    """The game's own drawing of a view."""
    return hooks(game).render


def _plain_prompt(view: dict[str, Any], seat: Seat, legal: list[str]) -> str:
    return f"Your move ({len(legal)} legal; '?' lists them)"


def scores_in_words(scores: list[float], seat: Seat | None) -> str:
    """The end from the protocol's scores alone: who has the best score."""
    best = max(scores)
    winners = [s for s, score in enumerate(scores) if score == best]
    if len(winners) == len(scores):
        return "Game over: a draw."
    if seat in winners:
        return "Game over: you win." if len(winners) == 1 else "Game over: you win, with " + (
            " and ".join(f"seat {s}" for s in winners if s != seat)) + "."
    return "Game over: " + " and ".join(f"seat {s}" for s in winners) + (
        " wins." if len(winners) == 1 else " win.")


def _package_help(game: str) -> str:
    module: ModuleType = importlib.import_module(game_entry(game).module)
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
        #: the game before its first move here: a take-back replays from it (``_undo``)
        self.opening = state.clone()
        self.hint_level = hint_level
        self.bots = bots
        self.console = console or Console()
        self.input = input_fn
        self.secret_input = secret_input_fn
        self.hooks = hooks(state.game)
        self.humans = [s for s in range(state.num_seats) if s not in bots]
        self.last_shown: Seat | None = None
        #: the seat whose resignation ended the game (``_resign``), or ``None``
        self.resigned: Seat | None = None

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
                self.console.print(f"[dim]seat {seat} ({bot.name}) plays[/] "
                                   f"[bold]{self.hooks.move_text(move)}")
        me = self.humans[0] if len(self.humans) == 1 else None
        self._show(me)
        outcome = self.hooks.outcome
        if self.resigned is not None:  # the position says nothing of it: the scores do
            said = (f"{'You' if self.resigned == me else f'Seat {self.resigned}'} resigned. "
                    f"{scores_in_words(self.state.scores, me)}")
        else:
            said = (outcome(self.state.view(me), me) if outcome else
                    scores_in_words(self.state.scores, me))
        self.console.print(Panel(said, style="bold green"))
        return self.state

    def _show(self, seat: Seat | None) -> None:
        self.console.print(self.hooks.render(self.state.view(seat), seat))

    def _human_turn(self, seat: Seat, *, secret: bool) -> bool:
        if len(self.humans) > 1 and self.last_shown != seat:
            self.console.clear()
            self.input(f"Seat {seat}: your turn. Press Enter when nobody else can see the screen.")
            self.console.clear()
        self.last_shown = seat
        self._show(seat)
        ask = self.secret_input if secret else self.input
        while True:
            legal = self.state.legal_moves(seat)
            self.console.print(self.hooks.prompt(self.state.view(seat), seat, legal),
                               style="bold", markup=False, highlight=False)
            try:
                text = ask(f"seat {seat}> ").strip()
            except EOFError:
                return False
            if text in ("quit", "exit"):
                return False
            if text == "?":
                self.console.print(" ".join(map(self.hooks.move_text, legal)), markup=False,
                                   highlight=False)
                continue
            if text == "hint":
                self._hint(seat)
                continue
            if text == "undo":
                if self._undo(seat):
                    self._show(seat)
                continue
            if text == "resign":
                if self._resign(seat):
                    return True
                continue
            if text == "help":
                self.console.print(self.hooks.help, markup=False, highlight=False)
                self.console.print(COMMANDS, markup=False, highlight=False)
                continue
            if not text:
                continue
            try:
                self.recorder.play(seat, self.hooks.read_move(text))
            except IllegalMove as error:
                self.console.print(f"[red]Illegal:[/] {error}")
                continue
            if secret:
                self.console.clear()
            return True

    def _undo(self, seat: Seat) -> bool:
        """Take back ``seat``'s last move and every move since (the bots' replies): the game
        from its opening with the moves before that one replayed. Only for one person against
        bots: among people a move stands. Whether anything was taken back."""
        if len(self.humans) != 1:
            self.console.print("[red]No undo:[/] among people a move stands.")
            return False
        undone = taken_back(self.opening, self.recorder.moves, seat)
        if undone is None:
            self.console.print("[red]No undo:[/] you have made no move to take back.")
            return False
        keep, self.recorder.state = undone
        gone = len(self.recorder.moves) - keep
        del self.recorder.moves[keep:]
        self.console.print(f"Taken back: {gone} move(s).", highlight=False)
        return True

    def _resign(self, seat: Seat) -> bool:
        """End the game as ``seat``'s side's loss (:mod:`gametable.core.resign`), unless a
        partner on that side is a person too (it would lose their game as well). Whether the
        game ended."""
        if partners_among(self.state.game, seat, self.humans):
            self.console.print("[red]No resignation:[/] your partner is a person too.")
            return False
        self.recorder.state = Resigned(self.state, seat)
        self.resigned = seat
        return True

    def record(self) -> Record:
        """The game's record; a resignation is said in its ``meta`` (``"resigned"``), as the
        web server's records say it, so ``gametable replay`` knows the result."""
        record = self.recorder.record()
        if self.resigned is not None:
            record.meta["resigned"] = self.resigned
        return record

    def _hint(self, seat: Seat) -> None:
        """The search bot's move for ``seat`` and its chance of winning, from the seat's view."""
        from gametable.bots import hint

        advice = hint(self.state.game, self.state.view(seat), self.state.legal_moves(seat),
                      level=self.hint_level)
        words = self.hooks.hint_words(advice["move"], self.state.view(seat), seat)
        # the chance only where the search chose (see ``hints.hint``'s ``chance_known``)
        chance = (f" — about {advice['win_chance']:.0%} to win" if advice.get("chance_known")
                  else "")
        self.console.print(f"Hint: [bold]{words}[/]{chance}.", highlight=False)
