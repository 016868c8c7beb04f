"""Rated or casual quick play in the browser (``docs/online.md``, "Ratings": rated games are
between accounts): a guest is shown quick play as casual, and why; an account is shown a "Rated
game" checkbox; two accounts from two addresses who tick it are seated at one rated table, two
who untick it at a casual one. The choice at a laptop's size and a phone's, the seating at the
laptop's; screenshots in out/screenshots/rated-choice-*.png.

A server of its own, trusting loopback as its proxy, so that each browser context of
``new_person`` is a person of their own address: quick play never seats two people from one
address together. Bots would fill a table after ``QUEUE_WAIT`` seconds (never reached: two
people fill a Balloon Cup table)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import ServerProcess

from .conftest import BEHIND_PROXY, SHOTS, settle
from .helpers import log_in
from .layout_checks import OVERFLOW
from .tables import STEP_MS

pytestmark = [pytest.mark.browser]

QUEUE_WAIT = 30
#: a laptop and a phone (portrait)
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


@pytest.fixture(scope="module")
def rated_server(tmp_path_factory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("rated-choice") / "tables.db"
    server = ServerProcess(f"sqlite:///{db}", options=[
        "--queue-wait", str(QUEUE_WAIT), *BEHIND_PROXY])
    server.start()
    yield server.base
    server.stop()


def table_id(page) -> str:
    return page.url.split("/table/")[1].split("?")[0]


@pytest.mark.parametrize("size", SIZES)
def test_guests_play_casual_and_accounts_choose_rated_or_casual(
        new_person, rated_server, size):
    width, height = SIZES[size]
    viewport = {"viewport": {"width": width, "height": height}}

    # a guest: no choice, quick play is casual, and the panel says why
    guest = new_person(**viewport)
    guest.goto(f"{rated_server}/")
    reason = guest.wait_for_selector("[data-testid=queue-casual-only]", timeout=STEP_MS)
    assert "log in or register to play rated games" in reason.inner_text()
    assert guest.locator("[data-testid=queue-rated]").count() == 0
    # Play is offered once the queue's socket has given its first status
    guest.wait_for_selector("[data-testid=play-balloon-cup]:enabled", timeout=STEP_MS)

    # four accounts, registered in the page from four addresses: each is offered rated play;
    # Ann and Bob tick it, Cat and Dan untick it (on a phone Ann alone: the choice as a phone
    # shows it; who is seated with whom does not hang on the screen's size)
    people = {}
    for name in ("ann", "bob", "cat", "dan") if size == "desktop" else ("ann",):
        page = new_person(**viewport)
        page.goto(f"{rated_server}/")
        page.wait_for_selector("[data-testid=me-name]", timeout=STEP_MS)  # its guest is made
        log_in(page, rated_server, f"{name}-{size}", register=True)
        page.wait_for_selector("[data-testid=logout]", timeout=STEP_MS)
        box = page.wait_for_selector("[data-testid=queue-rated]", timeout=STEP_MS)
        label = page.locator("label.queue-rated").inner_text().strip()
        assert label.startswith("Rated game"), label
        assert page.locator("[data-testid=queue-casual-only]").count() == 0
        box.set_checked(False)  # the choice is theirs: untick (and tick it again)
        assert not box.is_checked()
        if name in ("ann", "bob"):
            box.set_checked(True)
            assert box.is_checked()
        assert page.evaluate(OVERFLOW) <= 0, f"the lobby is wider than the {size}'s screen"
        people[name] = page
    settle(people["ann"])
    SHOTS.mkdir(parents=True, exist_ok=True)
    people["ann"].screenshot(path=str(SHOTS / f"rated-choice-{size}.png"), full_page=True)
    guest.locator("[data-testid=quick-play]").screenshot(
        path=str(SHOTS / f"rated-choice-guest-{size}.png"))

    if size != "desktop":
        return
    # all four queue for Balloon Cup: the two who ticked meet at a rated table, the two who
    # did not at a casual one (Ann and Cat wait first: rated and casual never meet)
    ids = {name: page.request.get(f"{rated_server}/api/me").json()["player"]["id"]
           for name, page in people.items()}
    for first in ("ann", "cat"):
        people[first].click("[data-testid=play-balloon-cup]")
        people[first].wait_for_selector("[data-testid=queue-waiting]", timeout=STEP_MS)
    for second in ("bob", "dan"):
        people[second].click("[data-testid=play-balloon-cup]")
    for page in people.values():
        page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    for pair, rated in ((("ann", "bob"), True), (("cat", "dan"), False)):
        one, other = (people[name] for name in pair)
        assert table_id(one) == table_id(other), pair
        info = one.request.get(f"{rated_server}/api/tables/{table_id(one)}").json()
        assert info["rated"] is rated, pair
        assert {s["player"] for s in info["seats"] if s["kind"] == "human"} == {
            ids[name] for name in pair}
