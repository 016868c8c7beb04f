"""Quick play, chat and rematch in the browser, with a browser context per person, each from an
address of its own (``new_person``; the servers trust loopback as their proxy): quick play never
seats two people from one address together.

Servers of their own: chat allows ``CHAT_RATE`` lines a seat, so the limit is reached in a test;
quick play waits ``MEET_WAIT`` seconds before bots fill seats where two people must meet first
(never reached), ``FILL_WAIT`` where the test waits for the bots."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import ServerProcess
from tests.web.conftest import BEHIND_PROXY, shot
from tests.web.tables import API, create_table

from .helpers import sit_down

STEP = 20_000
MEET_WAIT = 30
FILL_WAIT = 4
CHAT_RATE = "4/3600"


def serve(tmp_path_factory, queue_wait: float) -> Iterator[str]:
    db = tmp_path_factory.mktemp("social") / "tables.db"
    server = ServerProcess(f"sqlite:///{db}", bot_delay=0.05, options=[
        "--rate-create", "off", "--max-tables-per-client", "0", "--rate-guest", "off",
        "--queue-wait", str(queue_wait), "--rate-chat", CHAT_RATE, *BEHIND_PROXY])
    server.start()
    yield server.base
    server.stop()


@pytest.fixture(scope="module")
def social_server(tmp_path_factory) -> Iterator[str]:
    """Two strangers meet here however long their pages take to open."""
    yield from serve(tmp_path_factory, MEET_WAIT)


@pytest.fixture(scope="module")
def filling_server(tmp_path_factory) -> Iterator[str]:
    """Bots fill the empty seats soon: the tests that wait for them wait seconds, not ten."""
    yield from serve(tmp_path_factory, FILL_WAIT)


#: true once the table shows every person at it online. Who is online reaches a table's pages
#: in a message of its own, at most one a second (``PRESENCE_INTERVAL``): up to a second after
#: the table, on a busy machine after a chat line sent later. It adds a game-log line above the
#: chat (the seat's "left" mark goes), which moves the chat's buttons by a line: a click whose
#: press and release fall either side of that message lands on two elements, and is no click.
EVERYONE_HERE = """() => document.querySelector('[data-testid=table]') !== null
  && document.querySelector('[data-testid^=left-]') === null"""


def everyone_here(*pages) -> None:
    """Until each page shows every person at its table online (:data:`EVERYONE_HERE`)."""
    for page in pages:
        page.wait_for_function(EVERYONE_HERE, timeout=STEP)


def quick_play(page, base: str, game: str, lang: str = "en", choice: str | None = None,
               go: bool = True) -> None:
    if go:
        page.goto(f"{base}/?lang={lang}")
    page.wait_for_selector(f"[data-testid=play-{game}]", timeout=STEP)
    if choice is not None:
        page.select_option(f"[data-testid=queue-choice-{game}]", choice)
    page.click(f"[data-testid=play-{game}]")


def test_two_strangers_meet_chat_and_mute(new_person, social_server) -> None:
    ann, bob = new_person(), new_person()
    bob.goto(f"{social_server}/")  # both pages open before either queues: on a busy machine a
    bob.select_option("[data-testid=lang]", "fi")  # page can take longer than the bots' wait
    bob.wait_for_selector("[data-testid=play-balloon-cup]", timeout=STEP)
    quick_play(ann, social_server, "balloon-cup")
    ann.wait_for_selector("[data-testid=queue-waiting]", timeout=STEP)
    shot(ann, "quickplay-waiting")
    quick_play(bob, social_server, "balloon-cup", go=False)
    for page in (ann, bob):
        page.wait_for_selector("[data-testid=table]", timeout=STEP)
    assert ann.url.split("/table/")[1] == bob.url.split("/table/")[1]
    # two guests: a casual table (rated games are between accounts)
    assert API.get(f"{social_server}/api/tables/{ann.url.split('/table/')[1]}").json()[
        "rated"] is False
    seats = {ann.get_attribute("[data-testid=table]", "data-seat"),
             bob.get_attribute("[data-testid=table]", "data-seat")}
    assert seats == {"0", "1"}
    # a quick-play table: phrases, no free text; each reads in their own language
    assert ann.locator("[data-testid=chat-input]").count() == 0
    everyone_here(ann, bob)  # nothing moves the chat's buttons now: no move, no one comes or goes
    ann.click("[data-testid=chat] [data-phrase=good_luck]")
    bob.wait_for_selector("[data-testid=chat-lines] >> text=Onnea peliin!", timeout=STEP)
    ann.wait_for_selector("[data-testid=chat-lines] >> text=Good luck!", timeout=STEP)
    shot(bob, "chat-finnish")
    # Bob mutes Ann: her next line reaches her own page, not his
    bob_seat = bob.get_attribute("[data-testid=table]", "data-seat")
    ann_seat = str(1 - int(bob_seat))
    bob.click(f"[data-testid=mute-{ann_seat}]")
    bob.wait_for_selector(f"[data-testid=mute-{ann_seat}][aria-pressed=true]")
    ann.click("[data-testid=chat] [data-phrase=oops]")
    ann.wait_for_selector("[data-testid=chat-lines] >> text=Oops", timeout=STEP)
    bob.click("[data-testid=chat] [data-phrase=thanks]")
    ann.wait_for_selector("[data-testid=chat-lines] >> text=Thanks", timeout=STEP)
    bob.wait_for_selector("[data-testid=chat-lines] >> text=Kiitos", timeout=STEP)
    assert "Hups" not in bob.inner_text("[data-testid=chat-lines]")
    assert "Onnea peliin!" not in bob.inner_text("[data-testid=chat-lines]")  # muted: all hers
    # the rate limit: 4 lines a seat an hour; Ann has sent 2. Each line of hers lengthens her
    # chat above its buttons: the next click waits for it (a line arriving mid-click moves them)
    ann.click("[data-testid=chat] [data-phrase=hello]")
    ann.wait_for_selector("[data-testid=chat-lines] >> text=Hello!", timeout=STEP)
    ann.click("[data-testid=chat] [data-phrase=nice]")
    ann.wait_for_selector("[data-testid=chat-lines] >> text=Nice move", timeout=STEP)
    ann.click("[data-testid=chat] [data-phrase=sorry]")
    error = ann.wait_for_selector("[data-testid=chat-error]", timeout=STEP)
    assert "too many chat lines" in error.inner_text()
    shot(ann, "chat-rate-limited")
    # the mute outlives a reload (last: Bob leaving and coming back is news on Ann's page)
    bob.reload()
    bob.wait_for_selector("[data-testid=chat-lines] >> text=Kiitos", timeout=STEP)
    assert "Hups" not in bob.inner_text("[data-testid=chat-lines]")
    assert "Hei!" not in bob.inner_text("[data-testid=chat-lines]")
    assert bob.get_attribute(f"[data-testid=mute-{ann_seat}]", "aria-pressed") == "true"


def test_free_text_at_an_invite_table_is_text_only(new_person, social_server) -> None:
    table = create_table(social_server, "balloon-cup", people=2)
    pages = [sit_down(new_person, table, seat) for seat in (0, 1)]
    pages[0].fill("[data-testid=chat-input]", "<img src=x onerror=alert(1)> hi \u202eevil")
    pages[0].click("[data-testid=chat-send]")
    line = pages[1].wait_for_selector("[data-testid=chat-lines] .chat-line", timeout=STEP)
    assert line.inner_text().endswith("<img src=x onerror=alert(1)> hi evil")
    assert pages[1].locator("[data-testid=chat-lines] img").count() == 0
    # an invite table's chat is its seats' only: a spectator neither reads nor writes it
    watcher = new_person()
    watcher.goto(f"{social_server}/table/{table.id}")
    watcher.wait_for_selector("[data-testid=table][data-seat=spectator]", timeout=STEP)
    assert watcher.locator("[data-testid=chat] .phrase").count() == 0
    answer = watcher.request.get(f"{social_server}/api/tables/{table.id}/chat")
    assert answer.status == 403 and "players only" in answer.json()["error"]
    pages[1].fill("[data-testid=chat-input]", "while watched")
    pages[1].click("[data-testid=chat-send]")
    pages[0].wait_for_selector("[data-testid=chat-lines] >> text=while watched", timeout=STEP)
    assert watcher.locator("[data-testid=chat-lines] .chat-line").count() == 0


def test_waiting_cancel_then_bots_fill_a_baloot_table(new_person, filling_server) -> None:
    page = new_person()
    quick_play(page, filling_server, "baloot", choice="seed")
    page.wait_for_selector("[data-testid=queue-waiting]", timeout=STEP)
    assert "0:0" in page.inner_text("[data-testid=queue-waited]")
    page.click("[data-testid=queue-cancel]")
    page.wait_for_selector("[data-testid=play-baloot]", timeout=STEP)
    page.click("[data-testid=play-baloot]")
    page.wait_for_selector("[data-testid=table]", timeout=STEP + FILL_WAIT * 1000)
    bots = page.locator(".seats .seat small").all_inner_texts()
    assert len(bots) >= 3  # three bot seats, their level shown
    shot(page, "quickplay-baloot-bots")


def test_a_baloot_team_from_a_party_link(new_person, filling_server) -> None:
    # one household: partners may share an address (only opponents may not)
    home = {"extra_http_headers": {"X-Forwarded-For": "198.51.100.7"}}
    leader, partner = new_person(**home), new_person(**home)
    leader.goto(f"{filling_server}/")
    leader.select_option("[data-testid=lang]", "ar")
    leader.click("[data-testid=party-make]")
    link = leader.wait_for_selector("[data-testid=party-link]", timeout=STEP).input_value()
    shot(leader, "party-link-arabic")
    partner.goto(link)
    partner.wait_for_selector("[data-testid=party-ready]", timeout=STEP)
    leader.wait_for_selector("[data-testid=party-play]", timeout=STEP)
    leader.click("[data-testid=party-play]")
    partner.wait_for_selector("[data-testid=queue-waiting]", timeout=STEP)
    for page in (leader, partner):
        page.wait_for_selector("[data-testid=table]", timeout=STEP + FILL_WAIT * 1000)
    seats = [int(p.get_attribute("[data-testid=table]", "data-seat")) for p in (leader, partner)]
    assert abs(seats[0] - seats[1]) == 2  # partners
    assert leader.url.split("/table/")[1] == partner.url.split("/table/")[1]


def play_out(table, seats: tuple[int, ...], deadline_s: float = 120) -> None:
    """The people's moves through the API (their first legal move) until the game is over."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        moved = False
        for seat in seats:
            state = table.state(seat)
            if state["over"]:
                return
            if state["legal"]:
                response = API.post(f"{table.base}/api/tables/{table.id}/move",
                                    json={"move": state["legal"][0], "token": table.tokens[seat]})
                moved = moved or response.status_code == 200
        if not moved:
            time.sleep(0.05)
    raise AssertionError("the game did not end")


def test_rematch_moves_both_to_a_new_table_with_seats_rotated(new_person, social_server) -> None:
    table = create_table(social_server, "baloot", people=2, options={"hands": 1})
    pages = [sit_down(new_person, table, seat) for seat in (0, 1)]
    first = (table.state(0)["view"]["dealer"] + 1) % 4  # the first bidder (bots move at once)
    play_out(table, (0, 1))
    for page in pages:
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP)
    pages[0].click("[data-testid=rematch]")
    pages[1].wait_for_selector("[data-testid=rematch-accept]", timeout=STEP)
    who = pages[1].inner_text("[data-testid=rematch-who]")
    assert "✓" in who  # the offer counts as Player 1's yes, the bots' too
    shot(pages[1], "rematch-offer")
    pages[1].click("[data-testid=rematch-accept]")
    new_ids = set()
    seats = []
    for page in pages:
        page.wait_for_url(lambda url: table.id not in url, timeout=STEP)
        page.wait_for_selector("[data-testid=table]", timeout=STEP)
        new_ids.add(page.url.split("/table/")[1])
        seats.append(int(page.get_attribute("[data-testid=table]", "data-seat")))
    assert len(new_ids) == 1
    (new_id,) = new_ids
    info = API.get(f"{social_server}/api/tables/{new_id}").json()
    # everyone moved round by the same number of seats, people and bots alike
    shift = (seats[0] - 0) % 4
    assert (seats[1] - 1) % 4 == shift
    assert [s["kind"] for s in info["seats"]] == [
        ["human", "human", "bot", "bot"][(i - shift) % 4] for i in range(4)]
    # and the person after last game's first bidder bids first now (after the new dealer)
    view = API.get(f"{social_server}/api/tables/{new_id}/state").json()["view"]
    assert (view["dealer"] + 1) % 4 == (first + 1 + shift) % 4
