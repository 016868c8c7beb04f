"""Friends in the browser (web/src/friends.jsx): two people in two browser contexts, each an
account. Ann finds Bob by name and follows him, Bob is told at once (the bell) and follows
back, Ann challenges him from the Friends page, Bob accepts from the notice, and both land at
the table, each in their own seat. Then the page on a phone in Arabic, and a block from a
profile. Screenshots in out/screenshots/friends-*.png."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import ServerProcess

from .conftest import BEHIND_PROXY, shot
from .helpers import STEP_TIMEOUT, account, call, click_shown, wait_shown
from .layout_checks import CLIPPED, OVERFLOW

PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """A server of this module's own, each browser context a person of its own address."""
    db = tmp_path_factory.mktemp("friends") / "tables.db"
    process = ServerProcess(f"sqlite:///{db}", options=[*BEHIND_PROXY, "--rate-create", "off"])
    process.start()
    yield process.base
    process.stop()


def test_two_friends_one_challenges_the_other_and_both_land_at_the_table(new_person, server):
    ann, ann_id = account(new_person, server, "ann_friends", "Ann Friend")
    bob, bob_id = account(new_person, server, "bob_friends", "Bob Friend")

    # Ann finds Bob by his name and follows him
    ann.click("[data-testid=friends-link]")
    ann.fill("[data-testid=friend-search]", "bob fri")
    ann.click("[data-testid=friend-search-go]")
    ann.click(f"[data-testid=follow-{bob_id}]", timeout=STEP_TIMEOUT)
    ann.wait_for_selector(f"[data-testid=following] [data-testid=person-{bob_id}]",
                          timeout=STEP_TIMEOUT)

    # Bob is told at once, on whatever page he is: the bell counts it
    bob.wait_for_selector("[data-testid=notices-count]:has-text('1')", timeout=STEP_TIMEOUT)
    bob.click("[data-testid=notices-bell]")
    followed = bob.wait_for_selector("[data-testid=notices-list] [data-kind=follow]")
    assert "Ann Friend follows you" in followed.text_content()
    shot(bob, "friends-notice-follow")
    bob.goto(f"{server}/friends")
    click_shown(bob, f"[data-testid=followers] [data-testid=follow-{ann_id}]")
    bob.wait_for_selector(f"[data-testid=following] [data-testid=person-{ann_id}]",
                          timeout=STEP_TIMEOUT)

    # Ann's page reads her friends again when told: Bob follows back, and he is online
    ann.wait_for_selector(f"[data-testid=following] [data-testid=friend-{bob_id}]",
                          timeout=STEP_TIMEOUT)
    ann.wait_for_selector(f"[data-testid=following] [data-testid=online-{bob_id}][data-online='1']",
                          timeout=STEP_TIMEOUT)
    row = ann.text_content(f"[data-testid=following] [data-testid=person-{bob_id}]")
    assert "Bob Friend" in row and "friend" in row
    ann.click(f"[data-testid=following] [data-testid=challenge-{bob_id}]")
    ann.select_option("[data-testid=challenge-game]", "balloon-cup")
    ann.select_option("[data-testid=challenge-clock]", "none")
    shot(ann, "friends-challenge-form")
    ann.click("[data-testid=challenge-send]")
    said = ann.wait_for_selector("[data-testid=challenge-said]", timeout=STEP_TIMEOUT)
    assert "Bob Friend is told" in said.text_content()

    # Bob accepts from the notice; both are sent to the new table
    bob.wait_for_selector("[data-testid=notices-count]", timeout=STEP_TIMEOUT)
    bob.click("[data-testid=notices-bell]")
    accept = bob.wait_for_selector("[data-testid=notices-list] [data-testid^=notice-accept-]",
                                   timeout=STEP_TIMEOUT)
    assert "Ann Friend challenges you to Balloon Cup" in bob.text_content(
        "[data-testid=notices-list] [data-kind=challenge]")
    shot(bob, "friends-notice-challenge")
    accept.click()
    bob.wait_for_url("**/table/*", timeout=STEP_TIMEOUT)
    ann.wait_for_url("**/table/*", timeout=STEP_TIMEOUT)
    assert ann.url == bob.url
    seats = {}
    for name, page in (("ann", ann), ("bob", bob)):
        board = page.wait_for_selector("[data-testid=table][data-seat]", timeout=STEP_TIMEOUT)
        seats[name] = board.get_attribute("data-seat")
    assert sorted(seats.values()) == ["0", "1"]  # each at their own seat, by their account
    shot(bob, "friends-at-the-table")


def test_the_friends_page_on_a_phone_in_arabic(new_person, server):
    cat, cat_id = account(new_person, server, "cat_friends", "Cat Friend", **PHONE)
    dan, dan_id = account(new_person, server, "dan_friends", "Dan Friend")
    dan.goto(f"{server}/players/{cat_id}")
    dan.click("[data-testid=profile-follow]", timeout=STEP_TIMEOUT)
    dan.wait_for_selector("[data-testid=profile-unfollow]", timeout=STEP_TIMEOUT)

    cat.goto(f"{server}/friends?lang=ar")
    wait_shown(cat, f"[data-testid=followers] [data-testid=person-{dan_id}]")
    assert cat.get_attribute("html", "dir") == "rtl"
    assert "تابِعه أيضًا" in cat.text_content(f"[data-testid=follow-{dan_id}]")
    cat.click(f"[data-testid=followers] [data-testid=follow-{dan_id}]")
    cat.click(f"[data-testid=following] [data-testid=challenge-{dan_id}]", timeout=STEP_TIMEOUT)
    cat.wait_for_selector("[data-testid=challenge-form]")
    assert cat.evaluate(OVERFLOW) <= 0
    assert cat.evaluate(CLIPPED) == []
    shot(cat, "friends-phone-ar")
    cat.click("[data-testid=notices-bell]")
    cat.wait_for_selector("[data-testid=notices-list]")
    box = cat.eval_on_selector("[data-testid=notices-list]",
                               "e => { const r = e.getBoundingClientRect(); "
                               "return [r.left, r.right]; }")
    assert box[0] >= 0 and box[1] <= 360  # the list stays on the screen
    shot(cat, "friends-phone-ar-notices", still=False)


def test_blocking_from_a_profile(new_person, server):
    eve, _eve_id = account(new_person, server, "eve_friends", "Eve Friend")
    fay, fay_id = account(new_person, server, "fay_friends", "Fay Friend")
    eve.goto(f"{server}/players/{fay_id}")
    # Follow, and Block opened before the follow is answered: the answer, held back here until
    # the confirmation shows, leaves it open (it closed it, under the person's finger)
    held = []
    eve.route(f"**/api/me/following/{fay_id}",
              lambda route: held.append(route) if route.request.method == "PUT"
              else route.continue_())
    eve.click("[data-testid=profile-follow]", timeout=STEP_TIMEOUT)
    eve.click("[data-testid=profile-block]", timeout=STEP_TIMEOUT)
    confirm = eve.wait_for_selector("[role=alertdialog]")
    assert len(held) == 1
    held[0].continue_()
    eve.wait_for_selector("[data-testid=profile-unfollow]", timeout=STEP_TIMEOUT)
    assert eve.is_visible("[role=alertdialog]")
    assert "Fay Friend" in confirm.text_content()
    shot(eve, "friends-profile-block")
    eve.click("[data-testid=profile-block-confirm]")
    eve.wait_for_selector("[data-testid=profile-unblock]", timeout=STEP_TIMEOUT)
    assert eve.query_selector("[data-testid=profile-challenge]") is None
    eve.goto(f"{server}/friends")
    wait_shown(eve, f"[data-testid=blocked] [data-testid=unblock-{fay_id}]")
    assert eve.query_selector(f"[data-testid=following] [data-testid=person-{fay_id}]") is None
    shot(eve, "friends-blocked")
    # a guest is told to log in rather than shown buttons that cannot work
    guest = new_person()
    guest.goto(f"{server}/players/{fay_id}")
    guest.wait_for_selector("[data-testid=profile-guest]", timeout=STEP_TIMEOUT)
    guest.goto(f"{server}/friends")
    wait_shown(guest, "[data-testid=friends-guest]")


def test_inviting_a_friend_to_a_table_and_withdrawing_it(new_person, server):
    gus, _gus_id = account(new_person, server, "gus_friends", "Gus Friend")
    hal, hal_id = account(new_person, server, "hal_friends", "Hal Friend")
    assert call(gus, f"/api/me/following/{hal_id}", "PUT", {})["status"] == 200
    made = call(gus, "/api/tables", "POST", {
        "game": "balloon-cup", "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert made["status"] == 201, made
    gus.goto(made["data"]["seats"][0]["invite"])
    gus.wait_for_selector("[data-testid=table][data-seat='0']", timeout=STEP_TIMEOUT)

    # Gus keeps his table's free seat for Hal, who is told at once
    gus.goto(f"{server}/friends")
    click_shown(gus, f"[data-testid=following] [data-testid=invite-{hal_id}]")
    said = gus.wait_for_selector(f"[data-testid=invite-said-{hal_id}]", timeout=STEP_TIMEOUT)
    assert "Hal Friend has a seat kept at your table" in said.text_content()
    # (his bell counts Gus's follow and the invitation)
    hal.wait_for_selector("[data-testid=notices-count]:has-text('2')", timeout=STEP_TIMEOUT)

    # he thinks better of it: the seat is free again, and Hal is told that too
    gus.click(f"[data-testid=withdraw-{hal_id}]")
    gus.wait_for_selector(f"[data-testid=invite-said-{hal_id}]:has-text('withdrawn')",
                          timeout=STEP_TIMEOUT)
    shot(gus, "friends-invite-withdrawn")
    table = call(gus, f"/api/tables/{made['data']['id']}")["data"]
    assert table["seats"][1].get("player") is None
    hal.wait_for_selector("[data-testid=notices-count]:has-text('3')", timeout=STEP_TIMEOUT)
    hal.click("[data-testid=notices-bell]")
    withdrawn = hal.wait_for_selector("[data-testid=notices-list] [data-kind=invite_withdrawn]")
    assert "Gus Friend withdrew the invitation to a table of Balloon Cup" in (
        withdrawn.text_content())
