"""A decided tile's result, held a moment on the board, gives way as soon as the person acts
or a later move lands on that tile (the third review, B1): a hint spoke of the new tile, and
a card the bot played there was not seen, while the old rows and the winner's star stood.
Waits on the page's events (the hint shown, the move's news), never on the clock."""

from __future__ import annotations

import pytest

from .tables import STEP_MS, balloon_cup_at, scoring_placements
from .test_balloon_cup_newcomer import LAPTOP, PHONE, seated, shot, state_at

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.motion]

MY_TURN = "() => document.querySelector('[data-testid=table]')?.dataset.mine === '1'"


def _after(state, move):
    after = state.clone()
    after.play(0, move)
    return after


def _winner(after) -> int:
    return next(e for e in after.view(0)["last_events"] if e["type"] == "score")["winner"]


def lose_then_place(legal, state) -> bool:
    """Seat 0 may decide a tile it loses, and then places a card again (the loser plays next)."""
    return any(_winner(after := _after(state, m)) == 1
               and any("@" in n for n in after.legal_moves(0))
               for m in scoring_placements(legal, state))


def the_move_to_lose(state) -> str:
    return next(m for m in scoring_placements(state.legal_moves(0), state)
                if _winner(after := _after(state, m)) == 1
                and any("@" in n for n in after.legal_moves(0)))


def win_then_they_place_there(legal, state) -> bool:
    """Seat 0 may decide a tile it wins, and seat 1 may then place a card on that tile's new
    face."""
    return bool(_win_and_answer(legal, state))


def _win_and_answer(legal, state):
    for move in scoring_placements(legal, state):
        after = _after(state, move)
        if _winner(after) != 0:
            continue
        tile = move.split("@")[1].split(":")[0]
        there = [n for n in after.legal_moves(1) if f"@{tile}:" in n]
        if there:
            return move, there[0]
    return None


def decide(page, move: str) -> None:
    card, place = move.split("@")
    page.locator(f"[data-testid=hand] [data-card={card}]").click()
    page.locator(f".row.target[data-target='{place}']").click()
    page.locator("[data-testid=decided-tile]").wait_for(timeout=STEP_MS)


@pytest.mark.parametrize(("lang", "options"), [("en", LAPTOP), ("ar", PHONE)])
def test_a_hint_ends_the_result_shown(new_page, live_server, lang, options):
    table = balloon_cup_at(live_server, lose_then_place)
    move = the_move_to_lose(state_at(lose_then_place))
    page = seated(new_page, table, lang, **options)
    decide(page, move)
    page.wait_for_function(MY_TURN, timeout=STEP_MS)
    page.locator("[data-testid=hint]").click()
    page.locator("[data-testid=bc-hint]").wait_for(timeout=STEP_MS)
    # the board the hint speaks of: the new tile, its rows empty, no winner's star
    assert page.locator("[data-testid=decided-tile]").count() == 0
    tile = move.split("@")[1].split(":")[0]
    assert page.locator(f"[data-tile='{tile}'] .row .card").count() == 0
    assert page.locator(f"[data-tile='{tile}'] [data-testid=tile-rule]").count() == 1
    shot(page, f"hold-hint-{lang}")


def test_a_result_shown_lasts_while_the_person_waits(new_page, live_server):
    """Nothing done, nothing landing on the tile: the result stays to be seen."""
    table = balloon_cup_at(live_server, lose_then_place)
    move = the_move_to_lose(state_at(lose_then_place))
    page = seated(new_page, table, "en", **LAPTOP)
    decide(page, move)
    page.wait_for_function(MY_TURN, timeout=STEP_MS)
    assert page.locator("[data-testid=decided-tile] .row.won").count() == 1
    page.locator("[data-testid=decided-tile]").wait_for(state="detached", timeout=STEP_MS)


def test_a_card_played_onto_the_decided_tile_is_seen_at_once(new_page, live_server):
    table = balloon_cup_at(live_server, win_then_they_place_there)
    state = state_at(win_then_they_place_there)
    move, answer = _win_and_answer(state.legal_moves(0), state)
    page = seated(new_page, table, "en", **LAPTOP)
    decide(page, move)
    table.play(1, answer)
    card, place = answer.split("@")
    tile, side = place.split(":")
    # the move's news, then the card on the new tile: the result gave way at that message
    page.locator("[data-testid=other-move]").last.wait_for(timeout=STEP_MS)
    assert page.locator("[data-testid=decided-tile]").count() == 0
    assert page.locator(f"[data-tile='{tile}'] .row.side-{side} [data-card={card}]").count() == 1
    shot(page, "hold-answered")
