"""Quick play, chat and rematch in the browser, with a browser context per person.

A server of its own: quick play waits ``QUEUE_WAIT`` seconds before bots fill seats, and chat
allows ``CHAT_RATE`` lines a seat, so the limit is reached in a test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.procs import ServerProcess
from tests.web.conftest import shot
from tests.web.tables import create_table

STEP = 20_000
QUEUE_WAIT = 10
CHAT_RATE = "4/3600"


@pytest.fixture(scope="module")
def social_server(tmp_path_factory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("social") / "tables.db"
    server = ServerProcess(f"sqlite:///{db}", bot_delay=0.05, options=[
        "--rate-create", "off", "--max-tables-per-client", "0", "--rate-guest", "off",
        "--queue-wait", str(QUEUE_WAIT), "--rate-chat", CHAT_RATE])
    server.start()
    yield server.base
    server.stop()


def quick_play(page, base: str, game: str, lang: str = "en", choice: str | None = None,
               go: bool = True) -> None:
    if go:
        page.goto(f"{base}/?lang={lang}")
    page.wait_for_selector(f"[data-testid=queue-{game}]", timeout=STEP)
    if choice is not None:
        page.select_option(f"[data-testid=queue-choice-{game}]", choice)
    page.click(f"[data-testid=queue-{game}]")


def test_two_strangers_meet_chat_and_mute(new_page, social_server) -> None:
    ann, bob = new_page(), new_page()
    bob.goto(f"{social_server}/")  # both pages open before either queues: on a busy machine a
    bob.select_option("[data-testid=lang]", "fi")  # page can take longer than the bots' wait
    bob.wait_for_selector("[data-testid=queue-balloon-cup]", timeout=STEP)
    quick_play(ann, social_server, "balloon-cup")
    ann.wait_for_selector("[data-testid=queue-waiting]", timeout=STEP)
    shot(ann, "quickplay-waiting")
    quick_play(bob, social_server, "balloon-cup", go=False)
    for page in (ann, bob):
        page.wait_for_selector("[data-testid=table]", timeout=STEP)
    assert ann.url.split("/table/")[1] == bob.url.split("/table/")[1]
    seats = {ann.get_attribute("[data-testid=table]", "data-seat"),
             bob.get_attribute("[data-testid=table]", "data-seat")}
    assert seats == {"0", "1"}
    # a quick-play table: phrases, no free text; each reads in their own language
    assert ann.locator("[data-testid=chat-input]").count() == 0
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
    # the mute outlives a reload
    bob.reload()
    bob.wait_for_selector("[data-testid=chat-lines] >> text=Kiitos", timeout=STEP)
    assert "Hups" not in bob.inner_text("[data-testid=chat-lines]")
    # the rate limit: 4 lines a seat an hour; Ann has sent 2
    ann.click("[data-testid=chat] [data-phrase=hello]")
    ann.click("[data-testid=chat] [data-phrase=nice]")
    ann.wait_for_selector("[data-testid=chat-lines] >> text=Nice move", timeout=STEP)
    ann.click("[data-testid=chat] [data-phrase=sorry]")
    error = ann.wait_for_selector("[data-testid=chat-error]", timeout=STEP)
    assert "too many chat lines" in error.inner_text()
    shot(ann, "chat-rate-limited")


def test_free_text_at_an_invite_table_is_text_only(new_page, social_server) -> None:
    table = create_table(social_server, "balloon-cup", people=2)
    pages = []
    for seat in (0, 1):
        page = new_page()
        page.goto(f"{social_server}/join/{table.id}/{table.tokens[seat]}")
        page.wait_for_selector(f"[data-testid=table][data-seat='{seat}']", timeout=STEP)
        pages.append(page)
    pages[0].fill("[data-testid=chat-input]", "<img src=x onerror=alert(1)> hi \u202eevil")
    pages[0].click("[data-testid=chat-send]")
    line = pages[1].wait_for_selector("[data-testid=chat-lines] .chat-line", timeout=STEP)
    assert line.inner_text().endswith("<img src=x onerror=alert(1)> hi evil")
    assert pages[1].locator("[data-testid=chat-lines] img").count() == 0
    # a spectator reads and cannot write
    watcher = new_page()
    watcher.goto(f"{social_server}/table/{table.id}")
    watcher.wait_for_selector("[data-testid=chat-lines] .chat-line", timeout=STEP)
    assert watcher.locator("[data-testid=chat] .phrase").count() == 0


def test_waiting_cancel_then_bots_fill_a_baloot_table(new_page, social_server) -> None:
    page = new_page()
    quick_play(page, social_server, "baloot", choice="seed")
    page.wait_for_selector("[data-testid=queue-waiting]", timeout=STEP)
    assert "0:0" in page.inner_text("[data-testid=queue-waited]")
    page.click("[data-testid=queue-cancel]")
    page.wait_for_selector("[data-testid=queue-baloot]", timeout=STEP)
    page.click("[data-testid=queue-baloot]")
    page.wait_for_selector("[data-testid=table]", timeout=STEP + QUEUE_WAIT * 1000)
    bots = page.locator(".seats .seat small").all_inner_texts()
    assert len(bots) >= 3  # three bot seats, their level shown
    shot(page, "quickplay-baloot-bots")


def test_a_baloot_team_from_a_party_link(new_page, social_server) -> None:
    leader, partner = new_page(), new_page()
    leader.goto(f"{social_server}/")
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
        page.wait_for_selector("[data-testid=table]", timeout=STEP + QUEUE_WAIT * 1000)
    seats = [int(p.get_attribute("[data-testid=table]", "data-seat")) for p in (leader, partner)]
    assert abs(seats[0] - seats[1]) == 2  # partners
    assert leader.url.split("/table/")[1] == partner.url.split("/table/")[1]
