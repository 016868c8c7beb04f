"""The replay's game log at its last step reads as the table's log did at the end of the game.

The replay once built its log from the shown step's view alone: a finished climbing game's
last view lists only its last round (twice: as ``last_round`` and as the round itself), so the
early rounds' moves were missing and the last round's doubled. It now builds it as the table
does, from every view in turn, merged by key, with each move as the live table told it."""

from __future__ import annotations

import re
import time

import pytest

from .conftest import shot
from .tables import API, STEP_MS, create_table, finished_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the live log's lines of the game itself (not people joining, leaving, bots taking over)
GAME_LINES = """() => [...document.querySelectorAll('[data-testid=game-log] li')]
  .filter((li) => !li.classList.contains('log-presence')).map((li) => li.innerText).reverse()"""


def play_to_the_end(page, table, deadline_s: float = 150) -> None:
    """Seat 0's first legal move, each time it is due, through the API, the page watching
    every position go by (it draws each one before the next move is sent)."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        state = table.state(0)
        if state["over"]:
            break
        if state["legal"]:
            n = table.play(0, state["legal"][0]).get("n", state["n"] + 1)
            page.wait_for_function("(n) => Number(document.querySelector('[data-testid=table]')"
                                   "?.dataset.n) >= n", arg=n, timeout=STEP_MS)
        else:
            time.sleep(0.05)
    else:
        raise AssertionError("the game did not end in time")
    page.wait_for_selector("[data-testid=table][data-over='1']", timeout=STEP_MS)


@pytest.mark.parametrize(("game", "options"), [
    ("climbing", {"max_rounds": 4}),
    ("balloon-cup", None),
    ("baloot", {"hands": 1}),
])
def test_the_replay_log_at_the_last_step_is_the_tables_log(new_page, live_server, game, options):
    table = create_table(live_server, game, seed=13, options=options)
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table, mine=False)
    play_to_the_end(page, table)
    page.keyboard.press("Escape")  # the result dialog
    live = page.evaluate(GAME_LINES)
    assert live
    page.goto(f"{live_server}/replay/{table.id}?lang=en")
    page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP_MS)
    if page.input_value("[data-testid=view-as]") != "0":
        page.select_option("[data-testid=view-as]", "0")  # seat 0's view, as at the table
    page.click("[data-testid=last]")
    page.wait_for_function("() => [...document.querySelectorAll('[data-testid=game-log] li')]"
                           ".some((li) => li.innerText.includes('(you)'))", timeout=STEP_MS)
    replayed = page.evaluate(GAME_LINES)
    shot(page, f"replay-log-{game}")
    assert replayed == live
    # a step back: the last move's lines are not there yet, the earlier ones are
    page.click("[data-testid=prev]")
    before = page.evaluate(GAME_LINES)
    assert before == live[: len(before)] and len(before) < len(live)


def test_the_search_bots_turn_names_its_cube(new_page, live_server):
    """Asked in the replay of a climbing game's turn phase, the search bot's turn names the
    cube the seat pointed at (it said "Turn cube ?" where the page looked from another seat)."""
    table = finished_table(live_server, "climbing", seed=5, options={"max_rounds": 4})
    frames = API.get(f"{live_server}/api/tables/{table.id}/replay").json()["frames"]
    step = next(k for k, f in enumerate(frames) if f["view"]["phase"] == "turn" and f["to_act"])
    page = new_page(viewport={"width": 1280, "height": 800})
    page.goto(f"{live_server}/replay/{table.id}?lang=en")
    page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP_MS)
    assert page.input_value("[data-testid=view-as]") == ""  # a spectator: no seat of its own
    for _ in range(step):
        page.click("[data-testid=next]")
    page.click("[data-testid=analyse]")
    text = page.inner_text("[data-testid=analysis-text]", timeout=60_000)
    shot(page, "replay-analysis-climbing")
    seat = frames[step]["to_act"][0]
    cube = frames[step]["view"]["pointed"][seat]
    # ("The search bot would turn cube 4 so that its top tips east")
    assert "?" not in text and re.search(rf"\bwould turn cube {cube} ", text), text
