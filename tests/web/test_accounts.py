"""Accounts in the browser: register, log in, a wrong password, a rate-limited login, and a
session ended from another browser (two contexts, one person). Screenshots in
out/screenshots/accounts-*.png."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import ServerProcess

from .conftest import SHOTS
from .helpers import PASSWORD, log_in


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """A server of this module's own: its sign-in buckets start full."""
    db = tmp_path_factory.mktemp("accounts") / "tables.db"
    process = ServerProcess(f"sqlite:///{db}", options=["--rate-login", "8/60"])
    process.start()
    yield process.base
    process.stop()




def test_register_log_out_and_log_in(new_page, server):
    page = new_page()
    page.goto(server)
    guest = page.text_content("[data-testid=me-name]")
    assert guest.startswith("Guest ") and "(guest)" not in guest  # said once, by the name
    log_in(page, server, "ann1", register=True)
    page.wait_for_selector("[data-testid=logout]")
    assert page.text_content("[data-testid=me-name]") == guest.replace(" (guest)", "")
    page.click("[data-testid=logout]")
    page.wait_for_selector("[data-testid=login-link]")
    log_in(page, server, "ANN1")
    page.wait_for_selector("[data-testid=logout]")
    page.click("[data-testid=profile-link]")
    page.wait_for_selector("[data-testid=sessions]")
    # the login username is never shown on a profile (not even one's own): the display name is
    profile = page.text_content("[data-testid=profile]")
    assert "ann1" not in profile and guest.replace(" (guest)", "") in profile
    page.screenshot(path=str(SHOTS / "accounts-profile.png"))


def test_a_wrong_password_says_so_in_the_readers_language(new_page, server):
    page = new_page()
    page.goto(server)
    log_in(page, server, "bob1", register=True)
    page.wait_for_selector("[data-testid=logout]")
    other = new_page()
    log_in(other, server, "bob1", "not the password", lang="fi")
    error = other.wait_for_selector("[data-testid=login-error]").text_content()
    assert error == "Väärä käyttäjätunnus tai salasana."
    other.screenshot(path=str(SHOTS / "accounts-wrong-password.png"))
    log_in(other, server, "nobody", PASSWORD, lang="fi")  # no such user: the same words
    other.wait_for_selector("[data-testid=login-error]")
    assert other.text_content("[data-testid=login-error]") == error
    assert other.query_selector("[data-testid=logout]") is None


def test_logging_out_everywhere_logs_the_other_browser_out(new_page, server):
    laptop, phone = new_page(), new_page()
    laptop.goto(server)
    log_in(laptop, server, "cat1", register=True)
    laptop.wait_for_selector("[data-testid=logout]")
    phone.goto(server)
    log_in(phone, server, "cat1")
    phone.wait_for_selector("[data-testid=logout]")
    laptop.click("[data-testid=profile-link]")
    laptop.click("[data-testid=logout-everywhere]")
    laptop.wait_for_selector("[data-testid=login-link]")
    phone.reload()
    notice = phone.wait_for_selector("[data-testid=notice]")
    assert "logged out" in notice.text_content()
    assert phone.query_selector("[data-testid=login-link]") is not None
    phone.screenshot(path=str(SHOTS / "accounts-session-ended.png"))


def test_too_many_logins_are_refused_with_a_wait(new_page, server):
    page = new_page()
    page.goto(server)
    message = ""
    for _ in range(12):
        log_in(page, server, "dan1", "wrong guess 1")
        message = page.wait_for_selector("[data-testid=login-error]").text_content()
        if "too many" in message:
            break
    assert "too many sign-in attempts" in message and "try again in" in message
    page.screenshot(path=str(SHOTS / "accounts-rate-limited.png"))


def test_hiding_ones_games_from_the_profile(new_page, server):
    page = new_page()
    page.goto(server)
    log_in(page, server, "eve1", register=True)
    page.wait_for_selector("[data-testid=logout]")
    page.click("[data-testid=profile-link]")
    box = page.wait_for_selector("[data-testid=hide-games]")
    assert not box.is_checked()
    player = page.url.rsplit("/", 1)[1]
    stranger = new_page()
    stranger.goto(f"{server}/players/{player}")
    stranger.wait_for_selector("[data-testid=profile]")
    assert stranger.query_selector("[data-testid=hide-games]") is None  # one's own only
    with page.expect_response(lambda r: r.url.endswith("/api/me")
                              and r.request.method == "POST") as saved:
        box.click()
    assert saved.value.ok and saved.value.json()["player"]["hide_games"] is True
    shown = stranger.request.get(f"{server}/api/players/{player}").json()
    assert shown["games_hidden"] is True and shown["recent"] == []
    stranger.reload()
    said = stranger.wait_for_selector("[data-testid=no-games]").text_content()
    assert "keeps their games to themselves" in said
    page.reload()  # kept with the player
    assert page.wait_for_selector("[data-testid=hide-games]").is_checked()
