"""Turn-based play in the browser: a table made in the lobby with days a move, listed in "Your
games" (its count in the header, its time left), and a Web Push message for the person when
the turn comes back to them, received by a push service of the test's own
(tests/server/helpers/push.py) and decrypted there, as a phone would.

Chromium's headless push: a Playwright context is an incognito profile, where Chromium has no
Push API ("Registration failed - permission denied"); a persistent profile waits for Google's
push service, which this machine cannot reach (and which would deliver to Google, not to a
test). So the page's switch is checked for what it tells the person when the browser cannot
subscribe, and the subscription is made through the API from the page itself, with the test
endpoint's own keys, as the switch posts the browser's.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.helpers.procs import ServerProcess
from tests.server.helpers.push import PushEndpoint

from .conftest import open_custom_table, shot
from .helpers import call
from .tables import AXE, STEP_MS

pytestmark = pytest.mark.browser



@pytest.fixture(scope="module")
def endpoint() -> Iterator[PushEndpoint]:
    with PushEndpoint() as found:
        yield found


@pytest.fixture(scope="module")
def server(tmp_path_factory, endpoint) -> Iterator[str]:
    """A server that may push to the test's endpoint (``--push-allow``) and nowhere else but
    the push services."""
    db = tmp_path_factory.mktemp("turns") / "tables.db"
    process = ServerProcess(f"sqlite:///{db}", options=[
        "--rate-create", "off", "--rate-guest", "off", "--max-tables-per-client", "0",
        "--push-allow", endpoint.origin])
    process.start()
    yield process.base
    process.stop()


#: axe-core's violations of moderate impact or worse on the page (as tests/web/test_a11y.py)
RUN_AXE = """async () => (await axe.run(document, { resultTypes: ['violations'] })).violations
  .filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact))
  .map((v) => v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', '))"""



def test_a_turn_based_table_is_in_your_games_and_its_turns_are_pushed(new_page, server,
                                                                       endpoint):
    page = new_page()
    page.goto(f"{server}/?lang=en")
    open_custom_table(page, "balloon-cup")
    page.select_option("[data-testid=clock-choice]", "turn-3")
    assert "3 days for each move" in page.inner_text(".clock-help")
    page.click("[data-testid=create]")
    page.click("[data-testid=open-seat-0]", timeout=STEP_MS)
    page.wait_for_selector("[data-testid=table][data-seat='0']", timeout=STEP_MS)
    table_id = page.url.rsplit("/", 1)[-1].split("?")[0]
    info = call(page, f"/api/tables/{table_id}")["data"]
    assert info["clock"]["move"] == 3 * 86400

    # the page's switch: this headless browser cannot subscribe, and the page says why (the
    # headless shell denies notifications before any asking: the switch is off and disabled,
    # "blocked"; a browser that asks, on the switch's turning, fails or is refused)
    page.goto(f"{server}/games")
    page.wait_for_selector(f"[data-testid=your-game-{table_id}]", timeout=STEP_MS)
    status = "document.querySelector('[data-testid=push-status]')?.dataset.state"
    page.wait_for_function(f"() => ['on', 'failed', 'blocked', 'off'].includes({status})",
                           timeout=STEP_MS)
    if page.get_attribute("[data-testid=push-status]", "data-state") == "off":
        page.click("[data-testid=push-switch]")
        page.wait_for_function(f"() => ['on', 'failed', 'blocked'].includes({status})",
                               timeout=STEP_MS)
    else:
        assert page.is_disabled("[data-testid=push-switch]")
    state = page.get_attribute("[data-testid=push-status]", "data-state")
    if state != "on":
        assert page.inner_text("[data-testid=push-status]").strip(), state
        assert not page.is_checked("[data-testid=push-switch]")
    # subscribed as the switch would, through the API, with the test endpoint's keys
    subscribed = call(page, "/api/me/push", "POST", endpoint.subscribe("ann"))
    assert subscribed["status"] == 200, subscribed

    # Ann plays until the bot is to move; the bot moves and the turn is hers: pushed
    for _ in range(10):
        mine = call(page, f"/api/tables/{table_id}/state")["data"]
        if 0 not in mine["to_act"]:
            break
        moved = call(page, f"/api/tables/{table_id}/move", "POST",
                     {"move": mine["legal"][0], "turn": mine["clock"]["seats"]["0"]["turn"]})
        assert moved["status"] == 200, moved
    pushed = [r for r in endpoint.wait(len(endpoint.received) + 1, timeout=30) if r.name == "ann"]
    assert pushed and pushed[-1].payload is not None
    assert pushed[-1].payload["title"] == "Your turn — Balloon Cup"
    assert pushed[-1].payload["url"] == f"/table/{table_id}"
    assert pushed[-1].payload["body"].startswith("Against ")

    # Your games: the table waits for Ann's move, three days to go, counted in the header
    page.goto(f"{server}/games?lang=en")
    row = f"[data-testid=your-turn] [data-testid=your-game-{table_id}]"
    page.wait_for_selector(row, timeout=STEP_MS)
    assert page.inner_text("[data-testid=your-turn-count] [aria-hidden=true]") == "1"
    text = page.inner_text(row)
    assert "Turn-based" in text and "Balloon Cup" in text
    assert "2 days, 23 hours left" in text, text
    shot(page, "your-games-1280")
    page.click(f"[data-testid=open-{table_id}]")
    page.wait_for_selector("[data-testid=table][data-seat='0']", timeout=STEP_MS)
    # at that very table the header counts it no more: the table says "Your turn" itself
    page.wait_for_selector("[data-testid=your-games-link]", state="attached", timeout=STEP_MS)
    assert page.locator("[data-testid=your-turn-count]").count() == 0
    assert page.locator("[data-testid=nav-menu-turns]").count() == 0


def test_your_games_on_a_phone_in_arabic(new_page, server):
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                    bypass_csp=True)  # (axe is injected)
    page.goto(f"{server}/?lang=ar")
    page.wait_for_selector("[data-testid=your-games-link]", state="attached", timeout=STEP_MS)
    made = call(page, "/api/tables", "POST", {
        "game": "baloot", "speed": "turn-based", "clock": {"move": 7 * 86400},
        "seats": [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}, {"kind": "bot"}]})
    assert made["status"] == 201, made
    joined = made["data"]["seats"][0]["invite"]
    page.goto(server + joined if joined.startswith("/") else joined)
    page.wait_for_selector("[data-testid=table][data-seat='0']", timeout=STEP_MS)
    page.goto(f"{server}/games?lang=ar")
    page.wait_for_selector(f"[data-testid=your-game-{made['data']['id']}]", timeout=STEP_MS)
    assert page.inner_text("h1") == "ألعابك"
    assert page.evaluate("document.documentElement.dir") == "rtl"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width  # nothing runs off a phone's screen
    shot(page, "your-games-390-ar")
    # on a phone "Your games" is behind the header's Menu, which marks a game waiting for you
    # (the mark and the link's count are drawn from the same read of your games)
    assert page.locator("[data-testid=nav-menu-turns]").count() == page.locator(
        "[data-testid=your-turn-count]").count()
    page.tap("[data-testid=nav-menu]")
    page.wait_for_selector("[data-testid=your-games-link]", timeout=STEP_MS)
    page.evaluate(AXE.read_text())
    assert page.evaluate(RUN_AXE) == []
