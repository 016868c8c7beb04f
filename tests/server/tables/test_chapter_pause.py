"""Bots pause when a move opens a new chapter of the game (a Baloot hand) at a table where a
person plays, so the page's summary of the hand is read before the next one is bid past them."""

from __future__ import annotations

import random
from types import SimpleNamespace

import gametable
from gametable.core.registry import descriptor_of
from gametable.server.tables.bots import chapter_pause
from gametable.server.tables.live import SeatInfo

from ..helpers.loops import run_scenario


def _table(game: str, kinds: list[str], state) -> SimpleNamespace:
    seats = [SeatInfo(kind=k, name=f"s{i}") for i, k in enumerate(kinds)]
    return SimpleNamespace(game=game, seats=seats, state=state, chapter=None)


def _play_to_next_hand(state) -> None:
    rng = random.Random(5)
    hand = state.view(None)["hand_no"]
    while state.view(None)["hand_no"] == hand:
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))


def test_a_new_baloot_hand_makes_the_bots_pause_once() -> None:
    state = gametable.new_game("baloot", seed=11)
    table = _table("baloot", ["human", "bot", "bot", "bot"], state)
    assert chapter_pause(table) == 0.0  # the first schedule notes the hand, no pause
    seat = state.to_act[0]
    state.play(seat, state.legal_moves(seat)[0])
    assert chapter_pause(table) == 0.0  # a move inside the hand
    _play_to_next_hand(state)
    pause = descriptor_of("baloot").chapter_pause
    assert pause > 0
    assert chapter_pause(table) == pause  # the first schedule of the new hand waits
    assert chapter_pause(table) == 0.0  # and only that one


def test_a_trick_won_makes_the_bots_pause_a_moment():
    state = gametable.new_game("baloot", seed=11)
    table = _table("baloot", ["human", "bot", "bot", "bot"], state)
    chapter_pause(table)
    rng = random.Random(2)
    pauses = []
    while not state.over and state.view(None)["hand_no"] == 1:
        won = len(state.view(None)["tricks"])
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))
        pause = chapter_pause(table)
        if state.view(None)["hand_no"] == 1 and len(state.view(None)["tricks"]) > won:
            assert pause == descriptor_of("baloot").beat_pause > 0
            pauses.append(pause)
        elif state.view(None)["hand_no"] == 1:
            assert pause == 0.0
    assert len(pauses) == 7  # the eighth trick ends the hand: the hand's pause, not this


def test_tables_of_bots_only_and_games_without_chapters_never_pause() -> None:
    state = gametable.new_game("baloot", seed=11)
    table = _table("baloot", ["bot"] * 4, state)
    chapter_pause(table)
    _play_to_next_hand(state)
    assert chapter_pause(table) == 0.0


def test_revealed_climbing_turns_make_the_bots_pause_while_the_page_plays_them() -> None:
    """A climbing layer's turns, once public, play one by one on the page: the bots' next
    choice waits a moment more (the next layer's turns came 0.6 s later and cut the first
    short); a choice that reveals no turn changes nothing, and bots alone never wait."""
    climb = gametable.new_game("climbing", seed=1)
    table = _table("climbing", ["human", "bot"], climb)
    pause = descriptor_of("climbing").beat_pause
    assert pause >= 1.0 and descriptor_of("climbing").chapter is None
    assert chapter_pause(table) == 0.0
    rng = random.Random(1)
    paused = 0
    for _ in range(60):
        if climb.over:
            break
        before = (climb.round, len(climb.turns))
        seat = climb.to_act[0]
        climb.play(seat, rng.choice(climb.legal_moves(seat)))
        revealed = (climb.round, len(climb.turns)) != before
        assert chapter_pause(table) == (pause if revealed else 0.0)
        paused += revealed
    assert paused >= 3
    alone = gametable.new_game("climbing", seed=1)
    bots = _table("climbing", ["bot", "bot"], alone)
    chapter_pause(bots)
    for _ in range(30):
        if alone.over:
            break
        seat = alone.to_act[0]
        alone.play(seat, rng.choice(alone.legal_moves(seat)))
        assert chapter_pause(bots) == 0.0


def test_a_decided_balloon_cup_tile_makes_the_bots_pause_while_it_shows() -> None:
    """Balloon Cup has no chapters; each decided tile is a beat: the page holds the tile with
    its cards and totals 2 s, and the bot's next card waits that long (a bot's card came in
    0.1 s and the tile's result was never seen)."""
    state = gametable.new_game("balloon-cup", seed=5)
    table = _table("balloon-cup", ["human", "bot"], state)
    pause = descriptor_of("balloon-cup").beat_pause
    assert pause >= 2.0
    assert chapter_pause(table) == 0.0
    rng = random.Random(3)
    decided = pauses = 0
    while not state.over and pauses < 3:
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))
        now = sum(1 for e in state.view(None)["events"] if e["type"] == "score")
        got = chapter_pause(table)
        assert got == (pause if now > decided else 0.0), (now, decided)
        pauses += now > decided
        decided = now
    assert pauses == 3
    # among bots alone nothing waits
    table = _table("balloon-cup", ["bot", "bot"], state)
    chapter_pause(table)
    assert chapter_pause(table) == 0.0


def _waits(table, loop) -> dict[int, float]:
    return {seat: timer.when() - loop.time() for seat, timer in table.bot_tasks.items()}


def test_the_bots_wait_out_a_hands_pause_only_until_every_person_has_read_it() -> None:
    """The page's "Next hand" says the person has read the summary (``{"type": "ready"}``):
    the bots then move after their usual delay, not the rest of the pause (a person who
    pressed it waited 5 s on a table where nothing moved). At a table of two people, both
    must have read it; a seat the bots do not wait for (a spectator's, a bot's) changes
    nothing."""
    import asyncio

    from gametable.server.tables.bots import BotTurns

    state = gametable.new_game("baloot", seed=11)
    _play_to_next_hand(state)
    first = state.to_act[0]  # a bot's turn to bid first in the new hand
    people = [(first + 1) % 4, (first + 2) % 4]
    pause = descriptor_of("baloot").chapter_pause
    hand = descriptor_of("baloot").chapter(state)  # (the last schedule was in the hand before)

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        for readers in ([people[0]], people):
            kinds = ["human" if s in readers else "bot" for s in range(4)]
            table = _table("baloot", kinds, state)
            table.__dict__.update(id="t", bots={s: object() for s in range(4) if s not in readers},
                                  bot_tasks={}, settings={}, dealing=None, broken=None,
                                  readers=None, chapter=(hand - 1, 8))
            turns = BotTurns({"t": table}, compute=None, pacing=None, dealer=None,
                             bot_delay=1.0, bot_retry=1.0)
            turns.started = True
            turns.schedule_bots(table)
            assert list(table.bot_tasks) == [first]
            assert _waits(table, loop)[first] > pause  # the hand's pause
            turns.ready(table, None)  # a spectator
            turns.ready(table, first)  # a bot's seat
            assert _waits(table, loop)[first] > pause
            for n, seat in enumerate(readers):
                turns.ready(table, seat)
                if n < len(readers) - 1:  # someone has still to read it
                    assert _waits(table, loop)[first] > pause
            assert _waits(table, loop)[first] <= 1.25 + 0.1  # the usual delay, ±25 %
            assert table.readers is None
            turns.ready(table, readers[0])  # said again: nothing more
            assert _waits(table, loop)[first] <= 1.35
            for timer in table.bot_tasks.values():
                timer.cancel()

    run_scenario(scenario)
