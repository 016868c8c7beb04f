"""Tournaments in the browser (web/src/tournaments.jsx): an account makes an arena through the
form, two people join it, open their game's table and play it to its end (their moves sent
by their own browsers' sessions), and a third person
watching the tournament's page sees its standings change after it, live; a Baloot
knockout of bot entrants draws its bracket on a phone, sideways inside its own box, and shows its
champion at the end; before a start one enters, leaves and enters again; a guest is told
tournaments are for accounts. Screenshots at phone size in English and Arabic go to
out/screenshots/tournament-*.png.

The server takes bot entrants (``--tournament-bots``, for tests only)."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import serve_module

from .conftest import shot
from .helpers import STEP_TIMEOUT, call, log_in
from .layout_checks import CLIPPED, OVERFLOW

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PHONE = {"width": 390, "height": 844}
#: ms a whole game may take to come to its next move (a person's, over two pages)
MOVE_MS = 30_000
#: the standings as the page draws them: {entrant: [points, results]}
STANDINGS = """() => Object.fromEntries([...document.querySelectorAll(
  '[data-testid=tn-standings] tr[data-entrant]')].map((r) => [r.dataset.entrant,
  [Number(r.dataset.points), r.dataset.results]]))"""


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    yield from (process.base for process in serve_module(
        tmp_path_factory, "tournaments", ["--rate-create", "off", "--rate-guest", "off",
                                          "--max-tables-per-client", "0", "--tournament-bots"]))


def account(new_page, base: str, name: str, lang: str = "en"):
    """A phone's page signed in as a new account ``name``, of a person who asks for reduced
    motion: the game played here is the tournament's, not the cards' flight (a click waits
    for its card to stand still; tests/web/test_motion.py sees them fly)."""
    page = new_page(viewport=PHONE, reduced_motion="reduce")
    log_in(page, base, name, register=True, lang=lang)
    page.wait_for_selector("[data-testid=logout]", timeout=STEP_TIMEOUT)
    return page



# --- playing Balloon Cup through two pages ----------------------------------------------------

def play_between(pages: list, base: str, table_href: str) -> None:
    """Both people play a whole game to its end, each by their own browser's session (the
    requests their page would send, a move chosen at random among the legal ones), both pages
    open at the table, which must show its end. Played through the requests, not the pages'
    clicks: how a Balloon Cup move is made at a page is the subject of other tests, and a
    whole game clicked cost this test twice the CPU."""
    table_id = table_href.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    state_url, move_url = (f"{base}/api/tables/{table_id}/{what}" for what in ("state", "move"))
    chooser = random.Random(7)
    moves, idle_since = 0, time.monotonic()
    while True:
        states = [page.request.get(state_url).json() for page in pages]
        if any(state["over"] for state in states):
            break
        assert moves < 400, "the game did not end"
        mover = next((i for i, state in enumerate(states) if state["legal"]), None)
        if mover is None:  # nobody to move: the cards being dealt
            assert time.monotonic() - idle_since < MOVE_MS / 1000, states
            pages[0].wait_for_timeout(50)
            continue
        page, state = pages[mover], states[mover]
        answer = page.request.post(move_url, data={"move": chooser.choice(state["legal"])})
        # 409: the page took a lone compulsory claim by itself first (as it does for a person)
        assert answer.ok or answer.status == 409, answer.text()
        moves, idle_since = moves + 1, time.monotonic()
    for page in pages:
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP_TIMEOUT)


def to_the_game(page, url: str, played: list[str], shown: str | None = None) -> None:
    """From the tournament's page: the banner says a new game is ready (not one of ``played``:
    the page is read again once the director has counted the last one); Play opens its table
    (added to ``played``). ``shown``: a screenshot of the banner."""
    page.goto(url)
    page.wait_for_function(
        """(played) => { const play = document.querySelector('[data-testid=tn-play]');
           return !!play && !played.includes(play.getAttribute('href')); }""",
        arg=played, timeout=MOVE_MS)
    if shown:
        shot(page, shown)
    played.append(page.get_attribute("[data-testid=tn-play]", "href"))
    page.click("[data-testid=tn-play]")
    page.wait_for_selector("[data-testid=table] [data-testid=hand] .card", timeout=STEP_TIMEOUT)
    # the table links back to its tournament
    back = page.wait_for_selector("[data-testid=tournament-link]", timeout=STEP_TIMEOUT)
    href = back.get_attribute("href")
    assert href.startswith("/tournaments/") and href in url


def arena_points(results: str) -> int:
    """An arena's points from its results (win 2, draw 1; double on fire after two wins)."""
    points, streak = 0, 0
    for letter in results:
        base = {"W": 2, "D": 1, "L": 0}[letter]
        points += base * 2 if streak >= 2 else base
        streak = streak + 1 if letter == "W" else 0
    return points


# --- the tests --------------------------------------------------------------------------------

def test_an_arena_made_joined_and_played_its_standings_change_after_a_game(new_page, server):
    ann = account(new_page, server, "ann_arena")
    bob = account(new_page, server, "bob_arena")
    ann.goto(f"{server}/tournaments")
    ann.click("[data-testid=tn-create] summary")
    ann.fill("[data-testid=tn-name]", "Phone arena")
    ann.click("[data-testid=tn-pick-balloon-cup]")
    ann.check("[data-testid=tn-format-arena]")
    ann.select_option("[data-testid=tn-duration]", "30")
    ann.select_option("[data-testid=tn-clock]", "3")  # a minute a move: a slow machine keeps up
    ann.uncheck("[data-testid=tn-bots]")  # its two people play each other, never a bot
    ann.check("[data-testid=tn-start-now]")
    shot(ann, "tournament-create-en")
    assert ann.evaluate(OVERFLOW) <= 0 and ann.evaluate(CLIPPED) == []
    ann.click("[data-testid=tn-submit]")
    ann.wait_for_url("**/tournaments/*", timeout=STEP_TIMEOUT)
    url = ann.url.split("?")[0]
    ann.wait_for_selector("[data-testid=tournament][data-status=running]", timeout=MOVE_MS)
    ann.click("[data-testid=tn-join]")
    ann.wait_for_selector("[data-testid=tn-entered]", timeout=STEP_TIMEOUT)

    bob.goto(f"{server}/tournaments")  # Bob finds it in the list, under way
    bob.click(f"[data-testid=tn-running] a[href='{url.removeprefix(server)}']")
    bob.click("[data-testid=tn-join]")
    bob.wait_for_selector("[data-testid=tn-entered]", timeout=STEP_TIMEOUT)

    # Cleo watches the tournament's page, as a guest, and never reloads it
    cleo = new_page(viewport=PHONE)
    cleo.goto(url)
    cleo.wait_for_function(f"() => Object.keys(({STANDINGS})()).length === 2",
                           timeout=MOVE_MS)
    assert cleo.evaluate(STANDINGS) and all(
        row == [0, ""] for row in cleo.evaluate(STANDINGS).values())
    # she may not enter: told once the page knows who she is (a request beside the standings)
    told = cleo.wait_for_selector("[data-testid=tn-accounts-only]", timeout=STEP_TIMEOUT)
    assert "for accounts" in told.inner_text()

    tables: dict[str, list[str]] = {"ann": [], "bob": []}
    to_the_game(ann, url, tables["ann"], "tournament-your-game-en")
    to_the_game(bob, url, tables["bob"])
    assert tables["ann"][-1] == tables["bob"][-1]  # they play each other
    cleo.wait_for_selector("[data-testid=tn-playing] a[href*='/table/']", timeout=MOVE_MS)
    shot(cleo, "tournament-arena-playing-en")
    play_between([ann, bob], server, tables["ann"][-1])
    cleo.wait_for_function(  # the socket brings the result, no reload
        f"""() => Object.values(({STANDINGS})()).every((r) => r[1].length === 1)""",
        timeout=MOVE_MS)
    table = cleo.evaluate(STANDINGS)
    for points, results in table.values():
        assert points == arena_points(results), table
    assert sum(points for points, _ in table.values()) == 2, table
    ranked = [float(r) for r in cleo.eval_on_selector_all(
        "[data-testid=tn-standings] tr[data-entrant]", "rs => rs.map((r) => r.dataset.points)")]
    assert ranked == sorted(ranked, reverse=True)  # the leader first

    ann.goto(url)  # her own row is marked, with her results as chips
    ann.wait_for_selector("[data-testid=tn-standings] tr.mine .tn-chip-r", timeout=STEP_TIMEOUT)
    assert ann.locator("[data-testid=tn-standings] tr.mine .tn-chip-r").count() == 1
    shot(cleo, "tournament-arena-en")
    cleo.select_option("[data-testid=lang]", "ar")
    cleo.wait_for_selector("html[dir=rtl] [data-testid=tn-standings]")
    assert "الترتيب" in cleo.inner_text("[data-testid=tn-standings]")
    shot(cleo, "tournament-arena-ar")
    assert cleo.evaluate(OVERFLOW) <= 0 and cleo.evaluate(CLIPPED) == []


def test_a_baloot_knockout_of_bot_teams_draws_its_bracket_on_a_phone_and_its_champion(
        new_page, server):
    ann = account(new_page, server, "ann_knockout")
    made = call(ann, "/api/tournaments", "POST", {
        "name": "Baloot knockout", "game": "baloot", "options": {"hands": 1},
        "format": "knockout", "best_of": 1, "clock": {"move": 30, "bank": 60},
        "bot_entrants": 6})
    assert made["status"] == 201, made
    url = f"{server}/tournaments/{made['data']['id']}"
    ann.goto(url)
    ann.wait_for_selector("[data-testid=tn-bracket] [data-testid^=tn-match-]", timeout=MOVE_MS)
    rounds = ann.eval_on_selector_all("[data-testid=tn-bracket] h3",
                                      "hs => hs.map((h) => h.textContent)")
    assert rounds == ["Quarter-finals", "Semi-finals", "Final"]  # 6 teams: a bracket of 8
    assert ann.locator("[data-testid=tn-bracket] .tn-side.empty").count() >= 2  # the two byes
    ann.wait_for_selector("[data-testid=tournament][data-status=over]", timeout=120_000)
    winner = ann.inner_text("[data-testid=tn-winner-names]")
    final = ann.inner_text("[data-testid=tn-bracket] .tn-round:last-child .tn-side.won")
    assert winner.split(" and ")[0] in final, (winner, final)
    # the bracket scrolls sideways in its own box; the page itself never does
    box = ann.eval_on_selector("[data-testid=tn-bracket] .tn-bracket",
                               "b => [b.scrollWidth, b.clientWidth]")
    assert box[0] > box[1]
    assert ann.evaluate(OVERFLOW) <= 0 and ann.evaluate(CLIPPED) == []
    shot(ann, "tournament-knockout-en")
    ann.goto(url + "?lang=ar")
    ann.wait_for_selector("html[dir=rtl] [data-testid=tn-winner]", timeout=STEP_TIMEOUT)
    assert "النهائي" in ann.inner_text("[data-testid=tn-bracket]")
    # mirrored: the first round at the right, the final to its left
    first, last = ann.eval_on_selector_all(
        "[data-testid=tn-bracket] .tn-round", "rs => [rs[0], rs[rs.length - 1]].map((r) => "
        "r.getBoundingClientRect().left)")
    assert first > last
    shot(ann, "tournament-knockout-ar")
    assert ann.evaluate(OVERFLOW) <= 0 and ann.evaluate(CLIPPED) == []
    ann.goto(f"{server}/tournaments?lang=ar")
    ann.wait_for_selector(f"[data-testid=tn-recent] [data-testid=tn-item-{made['data']['id']}]")
    shot(ann, "tournament-list-ar")
    assert ann.evaluate(OVERFLOW) <= 0 and ann.evaluate(CLIPPED) == []


def test_a_guest_is_told_tournaments_are_for_accounts(new_page, server):
    guest = new_page(viewport=PHONE)
    guest.goto(f"{server}/tournaments")
    guest.click("[data-testid=tn-create] summary")
    said = guest.inner_text("[data-testid=tn-accounts-only]")
    assert "for accounts" in said and guest.locator("[data-testid=tn-form]").count() == 0
    answer = call(guest, "/api/tournaments", "POST", {"name": "Sneaky", "game": "baloot",
                                                      "format": "arena", "duration": 600,
                                                      "clock": "3+2"})
    assert answer["status"] == 403 and "accounts" in answer["data"]["error"]
    guest.goto(f"{server}/tournaments/NoSuchOne")
    assert "no tournament" in guest.inner_text("[data-testid=tn-error]")


def test_before_the_start_one_enters_leaves_and_enters_again(new_page, server):
    """Leaving a tournament to come takes one click (one may enter again); the count of
    entries and the list of those entered follow, and the countdown to the start runs."""
    ann = account(new_page, server, "ann_swiss")
    made = call(ann, "/api/tournaments", "POST", {
        "name": "Sunday Swiss", "game": "climbing", "options": {"players": 2},
        "format": "swiss", "rounds": 3, "clock": "3+20", "starts_in": 3600})
    assert made["status"] == 201, made
    ann.goto(f"{server}/tournaments/{made['data']['id']}")
    clock = ann.inner_text("[data-testid=tn-clock]")
    assert clock.startswith("Starts in 59:") or clock.startswith("Starts in 1:00:"), clock
    ann.wait_for_function("(was) => document.querySelector('[data-testid=tn-clock]')"
                          ".textContent !== was", arg=ann.text_content("[data-testid=tn-clock]"))
    for _ in range(2):
        ann.click("[data-testid=tn-join]")
        ann.wait_for_selector("[data-testid=tn-entered-list] .tn-chip")
        assert "1 entry" in ann.inner_text("[data-testid=tournament]")
        ann.click("[data-testid=tn-leave]")
        ann.wait_for_selector("[data-testid=tn-join]")
        assert ann.locator("[data-testid=tn-entered-list]").count() == 0
    assert "no entries yet" in ann.inner_text("[data-testid=tournament]")
