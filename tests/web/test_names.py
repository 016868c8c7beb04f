"""People you can tell apart (issue 31): one name per person (the header says your name, not
"Seat 1"; no "P1"–"P4" on the Baloot board, the seat that plays first is marked instead),
avatars drawn from the seats in the page; a person leaving, a bot taking over and the person
coming back are told in the log and on the seat, and a running clock rings its seat's avatar."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.server.helpers.procs import ServerProcess

from .conftest import shot
from .tables import STEP_MS, create_table, open_table, play_out

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_one_name_per_person_avatars_and_the_first_to_play(new_page, live_server, lang):
    table = create_table(live_server, "baloot", options={"hands": 1})
    page = new_page(viewport={"width": 390, "height": 844})
    open_table(page, table, lang=lang)
    # one name: the header says the seat's name, as the seat strip does ("Player 1" here, in
    # the page's language), never "Seat 1"
    # (the seat may take the name of the guest whose browser sat down meanwhile: both follow)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=table-me]').textContent"
        " === document.querySelector('.seats .seat.me .seat-name').textContent", timeout=STEP_MS)
    shown = page.inner_text("[data-testid=table-me]")
    wanted = r"اللاعب 1|ضيف \d{4}" if lang == "ar" else r"Player 1|Guest \d{4}"
    assert re.fullmatch(wanted, shown), shown
    text = page.inner_text("[data-testid=table]")
    assert not re.search(r"\bP[1-4]\b|Seat \d|المقعد \d", text), text
    hues = page.eval_on_selector_all(".seats svg.avatar", "els => els.map((e) => e.dataset.avatar)")
    assert len(hues) == 4 and len(set(hues)) == 4  # one each, all different
    assert page.locator("[data-testid=plays-first]").count() == 1


GRACE = 2.0


@pytest.fixture
def takeover_server(tmp_path):
    server = ServerProcess(f"sqlite:///{tmp_path / 'tables.db'}", bot_delay=0.3,
                           options=["--takeover-grace", str(GRACE), "--rate-create", "off"])
    server.start()
    yield server.base
    server.stop()


def log_has(page, words: str) -> None:
    page.wait_for_function(
        "(w) => [...document.querySelectorAll('.game-log li.log-presence')]"
        ".some((li) => li.textContent.includes(w))",
        arg=words, timeout=STEP_MS)


def test_leaving_a_bot_taking_over_and_coming_back_are_told(new_page, takeover_server):
    table = create_table(takeover_server, "balloon-cup", people=2, seed=2, bot_delay=0.3,
                         clock="default", names={0: "Ann", 1: "Bo"})
    ann, bo = new_page(), new_page()
    ann.goto(table.url(0))
    bo.goto(table.url(1))
    for page in (ann, bo):
        page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    bo.wait_for_selector("[data-testid=ring-0]", timeout=STEP_MS)  # Ann's clock rings her avatar
    assert 0 < float(bo.get_attribute("[data-testid=ring-0]", "data-left")) <= 1
    assert bo.locator("[data-testid=ring-1]").count() == 0
    ann.close()
    bo.wait_for_selector("[data-testid=left-0]", timeout=STEP_MS)  # marked on her seat
    log_has(bo, "Ann left the table")
    log_has(bo, "A bot plays for Ann")
    ann = new_page()
    ann.goto(table.url(0))
    ann.click("[data-testid=takeback-button]", timeout=STEP_MS)
    log_has(bo, "Ann joined the table")
    log_has(bo, "Ann is back and plays again")
    bo.wait_for_selector("[data-testid=left-0]", state="detached", timeout=STEP_MS)


def test_my_games_in_the_lobby_names_the_seats_as_the_table_does(new_page, live_server):
    """The lobby's "My games" says the bots' names in the page's script and marks you, as the
    table's seats do (it listed "Guest 7272 · Aino" in an Arabic page)."""
    table = create_table(live_server, "baloot", options={"hands": 1})
    page = new_page(viewport={"width": 390, "height": 844})
    # the guest of this browser takes seat 0 when the table's socket opens with the guest
    # known (a first page may open it before its guest is made: the table is opened again,
    # then the lobby, until the table is listed among the guest's games)
    row = page.locator(f"[data-testid=my-games] li[data-table='{table.id}']")
    deadline = time.monotonic() + STEP_MS / 1000
    while True:
        open_table(page, table, lang="ar")
        page.goto(f"{live_server}/?lang=ar")
        try:
            row.wait_for(timeout=3000)
            break
        except PlaywrightTimeout:
            assert time.monotonic() < deadline, "the table never showed among My games"
    text = row.inner_text()
    assert "فيصل" in text and "نورة" in text and "سالم" in text, text
    assert not re.search(r"[A-Za-z]{3,}", text.replace("Guest", "")), text
    assert "(أنت)" in text


def test_a_profiles_games_name_the_seats_as_the_table_does(new_page, live_server):
    """A guest's profile listed its games' seats as stored ("Guest 6751 · Faisal · Noura ·
    Salem" on an Arabic page, and "Faisal resigned"): now as the table names them."""
    table = create_table(live_server, "baloot", options={"hands": 1})
    page = new_page(viewport={"width": 390, "height": 844})
    # (as above: the table opened until its seat is this browser's guest's)
    deadline = time.monotonic() + STEP_MS / 1000
    while True:
        open_table(page, table, lang="ar")
        profile = page.get_attribute("[data-testid=profile-link]", "href")
        me = page.evaluate("(p) => fetch(p.replace('/players/', '/api/players/'))"
                           ".then((r) => r.json())", profile)
        if table.state(0)["seats"][0].get("player") == me["player"]["id"]:
            break
        assert time.monotonic() < deadline, "the seat never became the guest's"
    said = page.evaluate(f"""() => fetch('/api/tables/{table.id}/resign', {{method: 'POST',
        headers: {{'Content-Type': 'application/json'}},
        body: JSON.stringify({{token: '{table.tokens[0]}'}})}}).then((r) => r.status)""")
    assert said == 200
    page.goto(f"{live_server}{profile}?lang=ar")
    row = page.locator("[data-testid=recent] li").first
    row.wait_for(timeout=STEP_MS)
    text = row.inner_text()
    assert "فيصل" in text and "نورة" in text and "سالم" in text and "ضيف" in text, text
    assert not re.search(r"[A-Za-z]{3,}", text), text


def test_a_guests_name_is_whole_on_its_line_in_the_result(new_page, live_server):
    # Baloot's result names each team's two seats; on a narrow phone in Arabic a guest's name
    # ("ضيف 5177") broke between its word and its number
    table = create_table(live_server, "baloot", options={"hands": 1})
    page = new_page(viewport={"width": 360, "height": 740})
    open_table(page, table, lang="ar")
    play_out(table)
    page.wait_for_selector("[data-testid=game-over] [role=dialog]", timeout=STEP_MS)
    names = page.locator("[data-testid=game-over] .result .name-whole")
    assert names.count() == 4
    # (the lines a name takes: its boxes' distinct tops; a name of two directions has a box
    # for each run of one direction, side by side)
    lines = """(els) => els.map((e) =>
      new Set([...e.getClientRects()].map((r) => Math.round(r.top))).size)"""
    assert any("ضيف" in text for text in names.all_inner_texts()), names.all_inner_texts()
    assert names.evaluate_all(lines) == [1, 1, 1, 1]
    shot(page, "baloot-result-names-ar-360")
    # the case is real: let them wrap as plain text does and a name breaks
    names.evaluate_all("(els) => els.forEach((e) => { e.style.whiteSpace = 'normal'; })")
    assert max(names.evaluate_all(lines)) > 1
