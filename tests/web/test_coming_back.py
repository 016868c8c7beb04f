"""Reasons to come back, end to end in the browser: two people make friends, one challenges
the other to a turn-based game, and they play it across a restart of the server, each told
by a Web Push message every time the turn comes to them; one resigns, and the other is told
how the game ended, by a push and in their notices.

The push service is the test's own (tests/server/helpers/push.py), which decrypts what the
server sends as a phone would; each person subscribes through the API from their own page
with that service's keys (a headless Chromium has no push service: see test_turn_based.py).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import ServerProcess
from tests.server.helpers.push import PushEndpoint

from .conftest import BEHIND_PROXY, shot
from .helpers import STEP_TIMEOUT, account, balloon_step, call, click_shown

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: turns that pass from one person to the other before the restart, and after it
TURNS_BEFORE, TURNS_AFTER = 3, 3


@pytest.fixture(scope="module")
def endpoint() -> Iterator[PushEndpoint]:
    with PushEndpoint() as found:
        yield found


@pytest.fixture(scope="module")
def server(tmp_path_factory, endpoint) -> Iterator[ServerProcess]:
    db = tmp_path_factory.mktemp("coming-back") / "tables.db"
    process = ServerProcess(f"sqlite:///{db}", options=[
        *BEHIND_PROXY, "--rate-create", "off", "--push-allow", endpoint.origin])
    process.start()
    yield process
    process.stop()



def mine(page) -> bool:
    return page.get_attribute("[data-testid=table]", "data-mine") == "1"


def play_a_turn(page) -> None:
    """One Balloon Cup decision through the page, and the table's answer to it."""
    n = page.get_attribute("[data-testid=table]", "data-n")
    balloon_step(page)
    page.wait_for_function(
        "(n) => document.querySelector('[data-testid=table]')?.dataset.n !== n", arg=n,
        timeout=STEP_TIMEOUT)


def pushed_to(endpoint: PushEndpoint, name: str, kind: str = "your_turn") -> list:
    return [r for r in endpoint.received
            if r.name == name and r.payload is not None and r.payload.get("kind") == kind]


def test_friends_play_a_turn_based_game_across_a_restart_told_by_push(new_person, server,
                                                                      endpoint):
    base = server.base
    ann, ann_id = account(new_person, base, "ann_back", "Ann Back")
    bob, bob_id = account(new_person, base, "bob_back", "Bob Back")
    for page, name in ((ann, "ann"), (bob, "bob")):
        subscribed = call(page, "/api/me/push", "POST", endpoint.subscribe(name))
        assert subscribed["status"] == 200, subscribed

    # they make friends: Ann follows Bob from his profile, Bob follows back from his list
    ann.goto(f"{base}/players/{bob_id}")
    ann.click("[data-testid=profile-follow]", timeout=STEP_TIMEOUT)
    ann.wait_for_selector("[data-testid=profile-unfollow]", timeout=STEP_TIMEOUT)
    bob.goto(f"{base}/friends")
    click_shown(bob, f"[data-testid=followers] [data-testid=follow-{ann_id}]")
    bob.wait_for_selector(f"[data-testid=following] [data-testid=person-{ann_id}]",
                          timeout=STEP_TIMEOUT)

    # Ann challenges Bob to a turn-based game; he accepts from the notice
    ann.goto(f"{base}/friends")
    click_shown(ann, f"[data-testid=following] [data-testid=challenge-{bob_id}]")
    ann.select_option("[data-testid=challenge-game]", "balloon-cup")
    ann.select_option("[data-testid=challenge-clock]", "turn-based")
    ann.click("[data-testid=challenge-send]")
    ann.wait_for_selector("[data-testid=challenge-said]", timeout=STEP_TIMEOUT)
    bob.click("[data-testid=notices-bell]", timeout=STEP_TIMEOUT)
    bob.click("[data-testid=notices-list] [data-testid^=notice-accept-]", timeout=STEP_TIMEOUT)
    bob.wait_for_url("**/table/*", timeout=STEP_TIMEOUT)
    ann.wait_for_url("**/table/*", timeout=STEP_TIMEOUT)
    table_id = bob.url.rsplit("/", 1)[1].split("?")[0]
    info = call(bob, f"/api/tables/{table_id}")["data"]
    assert info["speed"] == "turn-based" and info["clock"]["move"] >= 86400
    pages = {"ann": ann, "bob": bob}
    for page in pages.values():
        page.wait_for_selector("[data-testid=table][data-seat]", timeout=STEP_TIMEOUT)

    def whose_turn() -> str:
        for page in pages.values():
            page.wait_for_function(
                "() => document.querySelector('[data-testid=table]')?.dataset.status === 'open'",
                timeout=STEP_TIMEOUT)
        found = [name for name, page in pages.items() if mine(page)]
        assert len(found) == 1, found
        return found[0]

    # Bob was told of the challenge on his phone too; the first player is told when the
    # table is made
    first = whose_turn()
    endpoint.wait(2, timeout=30)
    (challenged,) = pushed_to(endpoint, "bob", "challenge")
    assert challenged.payload["title"]
    (told,) = pushed_to(endpoint, first)
    assert told.payload["url"] == f"/table/{table_id}"
    assert told.payload["title"] == "Your turn — Balloon Cup"

    def pass_turns(count: int) -> None:
        for _ in range(count):
            mover = whose_turn()
            other = "bob" if mover == "ann" else "ann"
            before, total = len(pushed_to(endpoint, other)), len(endpoint.received)
            while mine(pages[mover]):  # a card and perhaps a claim: until the turn passes
                play_a_turn(pages[mover])
            pages[other].wait_for_function(
                "() => document.querySelector('[data-testid=table]')?.dataset.mine === '1'",
                timeout=STEP_TIMEOUT)
            endpoint.wait(total + 1, timeout=30)
            told = pushed_to(endpoint, other)
            assert len(told) == before + 1, (mover, [r.name for r in endpoint.received])
            assert told[-1].payload["url"] == f"/table/{table_id}"
            assert told[-1].payload["body"].startswith("Against ")

    pass_turns(TURNS_BEFORE)
    shot(pages[whose_turn()], "coming-back-before-restart")

    # the server stops and comes back on the same database and address
    server.process.terminate()
    server.process.wait(timeout=30)
    server.start()
    pass_turns(TURNS_AFTER)
    shot(pages[whose_turn()], "coming-back-after-restart")
    # being away is normal at a turn-based table: no log tells of each coming and going
    for page in pages.values():
        log = page.text_content("[data-testid=game-log]") or ""
        assert "left the table" not in log and "joined the table" not in log, log
    # the challenge, and every turn that came to a person, were pushed; nothing else
    kinds = [(r.name, r.payload and r.payload.get("kind")) for r in endpoint.received]
    assert len(endpoint.received) == 2 + TURNS_BEFORE + TURNS_AFTER, kinds
    assert all(r.payload is not None for r in endpoint.received)

    # the one whose turn it is resigns at the page; the other, away, is told how it ended,
    # by a push and in the notices: who resigned, and that they won
    resigner = whose_turn()
    other = "bob" if resigner == "ann" else "ann"
    total = len(endpoint.received)
    pages[resigner].click("[data-testid=resign]")
    pages[resigner].click("[data-testid=resign-confirm]")
    pages[resigner].wait_for_selector("[data-testid=game-over]", timeout=STEP_TIMEOUT)
    endpoint.wait(total + 1, timeout=30)
    (ended,) = pushed_to(endpoint, other, "game_over")
    name = {"ann": "Ann Back", "bob": "Bob Back"}[resigner]
    assert ended.payload["title"] == "Game over — Balloon Cup"
    assert ended.payload["body"] == f"{name} resigned: you won"
    assert not pushed_to(endpoint, resigner, "game_over")
    away = pages[other]
    away.goto(f"{base}/friends")
    away.click("[data-testid=notices-bell]", timeout=STEP_TIMEOUT)
    told = away.wait_for_selector("[data-testid=notices-list] [data-kind=game_over]",
                                  timeout=STEP_TIMEOUT)
    assert f"{name} resigned, you won" in told.inner_text()
    assert told.query_selector(f"a[href='/replay/{table_id}']")
