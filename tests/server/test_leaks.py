"""Leak test: whole random games through the server, every seat a WebSocket client.

Every message any client receives is checked afterwards against the true state at that
moment (rebuilt from the finished game's record):
- it is exactly that seat's ``view`` and ``legal_moves`` (a spectator's: ``view(None)``);
- card games: it names no card hidden from that seat, i.e. no card that is in the full
  state (``to_json``: hands, decks, supply) but not in the seat's own view;
- the climbing game: a seat's view does not change when another seat's pending secret
  choice is swapped for a different one (the choice cannot be read off the message).
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

import gametable
from gametable.core.records import Record
from gametable.server import create_app
from gametable.server.patches import apply

CARD = {
    "balloon-cup": re.compile(r"(red|yellow|green|blue|gray)\d+"),
    "baloot": re.compile(r"[789TJQKA][SHDC]"),
}
SPLIT = re.compile(r"[^A-Za-z0-9]+")


def tokens(data: Any, pattern: re.Pattern[str]) -> set[str]:
    text = json.dumps(data)
    return {tok for tok in SPLIT.split(text) if pattern.fullmatch(tok)}


def play_through_server(client: TestClient, game: str, options: dict, seed: int,
                        patch: bool = False):
    """One random game with a client in every seat and a spectator; all messages kept
    (with ``patch``, the clients take patches and the messages kept are the patched ones)."""
    rng = random.Random(seed)
    probe = gametable.new_game(game, seed=seed, **options)
    seats = [{"kind": "human"} for _ in range(probe.num_seats)]
    table = client.post("/api/tables", json={"game": game, "options": options, "seed": seed,
                                             "seats": seats}).json()
    tid = table["id"]
    sockets = {}
    received: list[tuple[int | None, dict]] = []
    patches = [0]
    latest: dict[int | None, dict] = {}
    try:
        for seat in [*range(len(seats)), None]:
            query = f"?token={table['seats'][seat]['token']}" if seat is not None else "?"
            query += "&patch=1" if patch else ""
            ws = client.websocket_connect(f"/ws/tables/{tid}{query}")
            sockets[seat] = ws.__enter__()

        def drain(target_n: int) -> None:
            for seat, ws in sockets.items():
                while seat not in latest or latest[seat]["n"] < target_n:
                    message = ws.receive_json()
                    if patch and message["type"] == "patch":
                        assert message["from"] == latest[seat]["v"], "a patch on another base"
                        patched = apply(latest[seat], message["ops"])
                        assert (patched["n"], patched["t"]) == (message["n"], message["t"])
                        message = {**patched, "v": message["v"]}
                        patches[0] += 1
                    assert message["type"] == "state", message
                    received.append((seat, message))
                    latest[seat] = message

        drain(0)
        for n in range(1, 3000):
            if latest[None]["over"]:
                break
            seat = rng.choice(latest[None]["to_act"])
            legal = latest[seat]["legal"]
            assert legal, f"seat {seat} is to act but was sent no legal moves"
            sockets[seat].send_json({"type": "move", "move": rng.choice(legal)})
            drain(n)
        assert latest[None]["over"], "the game did not finish"
        assert not patch or patches[0] > 10, "the clients were sent no patches"
    finally:
        for ws in sockets.values():
            ws.__exit__(None, None, None)
    record = Record.from_dict(client.get(f"/api/tables/{tid}/record").json())
    return record, received


def states_by_n(record: Record) -> list[Any]:
    state = gametable.new_game(record.game, setup=record.setup, **record.options)
    states = [state.clone()]
    for seat, move in record.moves:
        state.play(seat, move)
        states.append(state.clone())
    return states


def pending_swap_views(record: Record, k: int, viewer: int | None) -> list[dict]:
    """Views for ``viewer`` after k moves with some other seat's secret choice swapped."""
    views = []
    state_k = states_by_n(Record(record.game, record.options, record.setup, record.moves[:k]))[-1]
    submitted = state_k.view(None).get("submitted", [])
    for other in submitted:
        if other == viewer:
            continue
        j = max(i for i in range(k) if record.moves[i][0] == other)
        prefix = record.moves[:j]
        state = gametable.new_game(record.game, setup=record.setup, **record.options)
        for seat, move in prefix:
            state.play(seat, move)
        for alternative in state.legal_moves(other):
            if alternative == record.moves[j][1]:
                continue
            trial = state.clone()
            try:
                trial.play(other, alternative)
                for seat, move in record.moves[j + 1 : k]:
                    trial.play(seat, move)
            except gametable.IllegalMove:
                continue
            if trial.view(None).get("phase") == state_k.view(None).get("phase"):
                views.append(trial.view(viewer))
            break
    return views


GAMES = [
    ("balloon-cup", {}, [1, 2]),
    ("baloot", {"hands": 1}, [1, 2, 3, 4]),
    ("climbing", {"max_rounds": 6}, [1, 2, 3]),
    ("climbing", {"players": 3, "max_rounds": 4}, [4]),
]


@pytest.mark.parametrize("patch", [False, True], ids=["whole", "patched"])
@pytest.mark.parametrize(("game", "options", "seeds"), GAMES, ids=[g[0] for g in GAMES])
def test_no_message_carries_a_hidden_card(game, options, seeds, patch, tmp_path):
    """Whole messages, and patched ones: the patches rebuild exactly each seat's view."""
    app = create_app(f"sqlite:///{tmp_path / 'leak.db'}", bot_delay=0.0)
    checked = swapped = 0
    if patch:
        seeds = seeds[:2]  # the patch path on fewer games: the suite stays quick
    with TestClient(app) as client:
        for seed in seeds:
            record, received = play_through_server(client, game, options, seed, patch)
            states = states_by_n(record)
            for seat, message in received:
                state = states[message["n"]]
                assert message["seat"] == seat
                assert message["view"] == json.loads(json.dumps(state.view(seat)))
                expected = state.legal_moves(seat) if seat is not None and not state.over else []
                assert message["legal"] == expected
                if game in CARD:
                    pattern = CARD[game]
                    hidden = tokens(state.to_json(), pattern) - tokens(state.view(seat), pattern)
                    leaked = tokens(message, pattern) & hidden
                    assert not leaked, f"seat {seat} was sent hidden cards {leaked}"
                elif not state.over and state.view(None).get("submitted"):
                    for other_view in pending_swap_views(record, message["n"], seat):
                        assert other_view == message["view"], "a secret choice shows"
                        swapped += 1
                checked += 1
    assert checked > 50
    assert game in CARD or swapped > 5  # the secret-choice check really ran
