"""Tables for the layout, accessibility and game-log browser tests, made through the HTTP API.

A table is created with a fixed seed, a person in seat 0 (and more people where a test plays
their moves through the API) and heuristic bots elsewhere, so a page opens on a real position.
"""

from __future__ import annotations

import functools
import re
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from .conftest import settle

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
STEP_MS = 20_000

#: one HTTP client for every API request of the browser tests: ``httpx.get`` builds a client,
#: and with it a TLS context (some 60 ms of CPU), on each call, and a scripted game makes
#: hundreds. No connection is kept between requests, so none is stale when a server stops or
#: closes an idle one.
API = httpx.Client(timeout=10, limits=httpx.Limits(max_keepalive_connections=0))

#: the game's board is in: its code is loaded lazily, with "…" in its place meanwhile
BOARD_IN = """() => { const t = document.querySelector('[data-testid=table]');
  return !!t && ![...t.querySelectorAll('p.muted')].some((p) => p.textContent === '…'); }"""

#: Viewports the layouts are checked at: two phones (portrait) and a laptop.
VIEWPORTS = {"360x740": (360, 740), "390x844": (390, 844), "1280x800": (1280, 800)}

#: Each game's options for a short game and how many seats it has.
GAMES = {
    "balloon-cup": ({}, 2),
    "baloot": ({"hands": 2}, 4),
    "climbing": ({"max_rounds": 4}, 2),
}


@dataclass
class Table:
    id: str
    tokens: dict[int, str]
    base: str

    def url(self, seat: int | None = 0, lang: str = "en") -> str:
        if seat is None:
            return f"{self.base}/table/{self.id}?spectate=1&lang={lang}"
        return f"{self.base}/table/{self.id}?token={self.tokens[seat]}&lang={lang}"

    def state(self, seat: int) -> dict:
        response = API.get(f"{self.base}/api/tables/{self.id}/state",
                           headers={"X-Seat-Token": self.tokens[seat]})
        response.raise_for_status()
        return response.json()

    def play(self, seat: int, move: str) -> dict:
        response = API.post(f"{self.base}/api/tables/{self.id}/move",
                            json={"move": move, "token": self.tokens[seat]})
        assert response.status_code == 200, response.text
        return response.json()


def create_table(base: str, game: str, *, people: int = 1, seed: int = 7, bots: str = "heuristic",
                 bot_delay: float = 0.0, options: dict | None = None,
                 clock: str | dict = "none", seats: int | None = None,
                 names: dict[int, str] | None = None, level: str | None = None,
                 hints: bool | None = None) -> Table:
    """People in the first ``people`` seats, bots in the rest. No clock unless asked for: a
    page checked over minutes must not change under the test when a clock runs out.
    ``seats``: where the game takes more than its usual number (with ``options`` to match);
    ``names``: names given to some seats, people's or bots'; ``level``: the bots' level;
    ``hints``: the creator's choice (default: on for one person alone, off among people)."""
    default, usual = GAMES[game]
    seats = usual if seats is None else seats
    named = names or {}
    body = {
        "game": game,
        "seed": seed,
        "practice": True,  # a chosen seed is for practice tables only
        "bot_delay": bot_delay,
        "options": default if options is None else options,
        "clock": clock,
        "seats": [{"kind": "human", "name": named.get(i, f"Player {i + 1}")} if i < people
                  else {"kind": "bot", "bot": bots, **({"name": named[i]} if i in named else {}),
                        **({"level": level} if level else {})}
                  for i in range(seats)],
    }
    if hints is not None:
        body["hints"] = hints
    response = API.post(f"{base}/api/tables", json=body)
    assert response.status_code == 201, response.text
    data = response.json()
    tokens = {s["seat"]: s["token"] for s in data["seats"] if s.get("token")}
    return Table(data["id"], tokens, base)


def seat_names(table: Table) -> dict[int, str]:
    """Each seat's name as seat 0's page says it: a seat still called by its default name
    takes the name of the person who opened it, once their browser is known."""
    seats = API.get(f"{table.base}/api/tables/{table.id}").json()["seats"]
    return {i: s["name"] + (" (you)" if i == 0 else "") for i, s in enumerate(seats)}


def open_table(page, table: Table, lang: str = "en", seat: int | None = 0,
               mine: bool = True) -> None:
    """Open the table as ``seat`` and wait for the board (and for our turn when ``mine``)."""
    page.goto(table.url(seat, lang))
    page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    if mine:
        page.wait_for_function(
            "() => { const t = document.querySelector('[data-testid=table]');"
            " return t && (t.dataset.mine === '1' || t.dataset.over === '1'); }",
            timeout=STEP_MS,
        )
    page.wait_for_function(BOARD_IN, timeout=STEP_MS)
    settle(page)  # fonts in, and nothing on its way


def finished_table(base: str, game: str, seed: int = 11, deadline_s: float = 90,
                   options: dict | None = None) -> Table:
    """A game between bots only, played to its end (for the replay viewer); Baloot plays one
    hand unless ``options`` say otherwise."""
    if options is None and game == "baloot":
        options = {"hands": 1}
    table = create_table(base, game, people=0, seed=seed, options=options)
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if API.get(f"{base}/api/tables/{table.id}").json()["status"] == "over":
            return table
        time.sleep(0.2)
    raise AssertionError(f"the bots did not finish {game} in {deadline_s} s")


def play_out(table: Table, seat: int = 0, deadline_s: float = 60) -> dict:
    """``seat`` plays its first legal move each time it is due, through the API (the bots
    answer on the server), until the game is over: its last state."""
    deadline = time.monotonic() + deadline_s
    while not (state := table.state(seat))["over"]:
        assert time.monotonic() < deadline, "the game did not end in time"
        if state["legal"]:
            table.play(seat, state["legal"][0])
        else:
            time.sleep(0.02)  # the bots' turn
    return state


def drawn_table(base: str, game: str, seats: list[dict], options: dict | None = None) -> Table:
    """A table whose deal the server draws (not a practice one), bots moving at once and no
    clock; the tokens of its people's seats."""
    made = API.post(f"{base}/api/tables", json={
        "game": game, "options": options or {}, "bot_delay": 0, "clock": "none",
        "seats": seats}).json()
    return Table(made["id"], {s["seat"]: s["token"] for s in made["seats"] if s.get("token")},
                 base)


def my_turn(page, table: Table, seat: int = 0) -> dict:
    """``seat``'s next decision (its state), once its page shows it: the table marked as that
    seat's turn at that move."""
    deadline = time.monotonic() + STEP_MS / 1000
    while not (state := table.state(seat))["legal"]:
        assert time.monotonic() < deadline and not state["over"], f"seat {seat} had no turn"
        time.sleep(0.05)
    page.wait_for_selector(f"[data-testid=table][data-n='{state['n']}'][data-mine='1']",
                           timeout=STEP_MS)
    return state


def play_first(table: Table, seat: int) -> dict:
    """Baloot through the API: ``seat``'s first legal card, else its first call of Hokum or Sun,
    else its first move (a scripted hand that reaches play quickly)."""
    legal = table.state(seat)["legal"]
    cards = [m for m in legal if re.fullmatch(r"[789TJQKA][SHDC]", m)]
    calls = [m for m in legal if m in ("hokum", "sun")]
    return table.play(seat, (cards or calls or legal)[0])


def baloot_choice_in_trick_two(base: str) -> tuple[Table, list[str]]:
    """A four-person Baloot table (seed 49: seat 0 deals) played through the API into trick 2,
    up to a turn of seat 0's with two cards or more to choose from: the table and those cards."""
    table = create_table(base, "baloot", people=4, seed=49, options={"hands": 2})
    while True:
        state = table.state(0)
        view = state["view"]
        seat = view["to_act"][0]
        cards = [m for m in state["legal"] if len(m) == 2]
        if seat == 0 and view["tricks"] and len(cards) > 1 and len(state["legal"]) == len(cards):
            return table, cards
        play_first(table, seat)


@functools.cache
def _balloon_cup_paths(want, seed: int) -> tuple[tuple[int, str], ...]:
    import random

    import gametable

    best: list[tuple[int, str]] | None = None
    for trial in range(300):
        rng = random.Random(trial)
        state = gametable.new_game("balloon-cup", seed=seed)
        moves: list[tuple[int, str]] = []
        while not state.over and (best is None or len(moves) < len(best)):
            seat = state.to_act[0]
            legal = state.legal_moves(seat)
            if seat == 0 and want(legal, state):
                best = moves
                break
            move = rng.choice(legal)
            state.play(seat, move)
            moves.append((seat, move))
    if best is None:
        raise AssertionError("no Balloon Cup game of that seed gets there")
    return tuple(best)


def balloon_cup_moves(want, seed: int = 5) -> list[tuple[int, str]]:
    """Moves of a Balloon Cup game with ``seed`` (seeded random choices of both seats, the
    shortest of some tries that gets there: the server limits the moves a minute) up to where
    seat 0 is to act and ``want(legal, state)`` holds: the game played in the engine, as the
    server deals it from the same seed."""
    return list(_balloon_cup_paths(want, seed))


def balloon_cup_at(base: str, want, *, seed: int = 5, hints: bool | None = True,
                   names: dict[int, str] | None = None) -> Table:
    """A Balloon Cup table of two people (seat 1 played through the API) at the position
    :func:`balloon_cup_moves` finds: a claim, an exchange, a last claim, which a whole game
    against bots reaches or not by chance."""
    table = create_table(base, "balloon-cup", people=2, seed=seed, hints=hints,
                         names=names or {0: "Guest 8888", 1: "Amelia"})
    for seat, move in balloon_cup_moves(want, seed):
        table.play(seat, move)
    return table


def claims_with_stop(legal, _state) -> bool:
    """Seat 0 may claim a trophy of two or stop: the most buttons a claim shows."""
    return "stop" in legal and sum(m.startswith("claim") for m in legal) >= 2


def claim_must(legal, _state) -> bool:
    """Seat 0 must claim two trophies or more (claims without 3-for-1: no stop), in the order
    it chooses: a decision with buttons (a lone compulsory claim is taken by the page)."""
    return sum(m.startswith("claim") for m in legal) >= 2 and "stop" not in legal


def lone_claim(legal, _state) -> bool:
    """Seat 0's only legal move is one claim: no decision, the page takes it."""
    return len(legal) == 1 and legal[0].startswith("claim")


def stuck(legal, _state) -> bool:
    """No card of seat 0 fits: an exchange of up to four."""
    return any(m.startswith("discard") for m in legal)


def scoring_placements(legal, state) -> list[str]:
    """The placements among ``legal`` that complete a tile (it is decided at once)."""
    found = []
    for move in legal:
        if "@" not in move:
            continue
        after = state.clone()
        after.play(0, move)
        if any(e["type"] == "score" for e in after.view(0)["last_events"]):
            found.append(move)
    return found
