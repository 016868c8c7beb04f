"""A clash during a round of the climbing game, told in words: two players point at the same
cube, sit the round out (said while the third turns), and the next round and the game log say
so. Three people at a practice table; seats 1 and 2 move through the API, seat 0 in the page."""

from __future__ import annotations

import random

import pytest

import gametable

from .conftest import shot
from .helpers import guideless_page
from .tables import API, STEP_MS

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SEED = 1
PEOPLE = ["Aino", "Bo", "Cy"]


def moves_to_a_shared_cube(seed: int) -> tuple[list[tuple[int, str]], str, str]:
    """Moves (found with the engine, replayed alike by the server) up to a pointing phase in
    which seats 0 and 1 may point at one cube and seat 2 at another: (moves, shared, other)."""
    for tries in range(50):
        state = gametable.new_game("climbing", seed=seed, players=3)
        rng = random.Random(tries)
        moves: list[tuple[int, str]] = []
        while not state.over and len(moves) < 200:
            if state.view(None)["phase"] == "point":
                options = [set(state.legal_moves(seat)) for seat in range(3)]
                shared = sorted(options[0] & options[1])
                other = sorted(options[2] - set(shared))
                if shared and other:
                    return moves, shared[0], other[0]
            seat = state.to_act[0]
            move = rng.choice(state.legal_moves(seat))
            moves.append((seat, move))
            state.play(seat, move)
    raise AssertionError("no game came to a cube two players could point at")


def test_a_clash_during_a_round_is_told_in_words(browser, live_server):
    body = {"game": "climbing", "options": {"players": 3}, "seed": SEED, "practice": True,
            "bot_delay": 0.0, "seats": [{"kind": "human", "name": n} for n in PEOPLE]}
    table = API.post(f"{live_server}/api/tables", json=body).json()
    tokens = [s["token"] for s in table["seats"]]

    def play(seat: int, move: str) -> None:
        response = API.post(f"{live_server}/api/tables/{table['id']}/move",
                            json={"move": move, "token": tokens[seat]})
        assert response.status_code == 200, response.text

    moves, shared, other = moves_to_a_shared_cube(SEED)
    for seat, move in moves:
        play(seat, move)
    context, page, errors = guideless_page(browser, (390, 844))
    try:
        page.goto(f"{live_server}/table/{table['id']}?token={tokens[0]}&lang=en")
        page.wait_for_selector(f".climb-controls [data-move='{shared}']", timeout=STEP_MS)
        play(1, shared)
        play(2, other)
        page.click(f".climb-controls [data-move='{shared}']")
        clash = page.locator("[data-testid=clash]")
        clash.wait_for(timeout=STEP_MS)
        # while Cy turns: the clash of this round
        # (you among them: "You and Bo", not "Aino (you) and Bo")
        assert clash.inner_text() == (f"⚠ Clash: You and Bo pointed at the same cube "
                                      f"(cube {shared}) and sit out this round.")
        statuses = page.locator(".climb-players").inner_text()
        assert statuses.count("sits out this round (clash)") == 2
        shot(page, "climbing-round-clash-390")
        cy = API.get(f"{live_server}/api/tables/{table['id']}/state",
                     headers={"X-Seat-Token": tokens[2]}).json()
        play(2, cy["legal"][0])  # Cy turns; the next round begins
        page.wait_for_function(
            "() => (document.querySelector('[data-testid=clash]') || {}).innerText"
            "?.includes('Last round')", timeout=STEP_MS)
        assert clash.inner_text() == (f"⚠ Last round: You and Bo pointed at the same "
                                      f"cube (cube {shared}) and sat out.")
        page.locator("[data-testid=game-log] summary").click()  # folded on phones
        log = page.locator("[data-testid=game-log] li").all_inner_texts()
        assert (f"You and Bo pointed at the same cube (cube {shared}) and sat out "
                f"the round") in log
        assert f"Cy pointed at cube {other}" in log
        shot(page, "climbing-round-clash-next-390")
        assert errors == []
    finally:
        context.close()
