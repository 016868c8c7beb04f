"""What a page reads again and again it reads only while someone can see it (web/src/seen.js):
the lobby's open tables every 3 s and the tournaments' list every 15 s, none while the tab is
in the background, and at once when it is seen again. Time is Playwright's page clock, run
forward by hand; the tab's being seen is the page's ``document.visibilityState``, set by the
test as a browser sets it when a person switches tabs."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from .tables import STEP_MS

pytestmark = [pytest.mark.browser]

#: ``window.seen(false)`` puts the tab in the background, ``window.seen(true)`` brings it back,
#: each told to the page by a ``visibilitychange`` event as a browser tells it
VISIBILITY = """(() => {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState',
                        { get: () => (hidden ? 'hidden' : 'visible'), configurable: true });
  Object.defineProperty(Document.prototype, 'hidden', { get: () => hidden, configurable: true });
  window.seen = (on) => { hidden = !on; document.dispatchEvent(new Event('visibilitychange')); };
})()"""


#: (the page, what it reads again, how often: web/src/lobby.jsx, web/src/tournaments.jsx)
LISTS = [("/", "/api/tables", 3_000), ("/tournaments", "/api/tournaments", 15_000)]


@pytest.mark.parametrize(("path", "read", "every_ms"), LISTS)
def test_a_list_is_read_again_only_while_the_page_is_seen(new_page, live_server, path, read,
                                                          every_ms):
    page = new_page()
    page.context.add_init_script(VISIBILITY)
    page.clock.install()
    asked: list[str] = []

    def is_read(request) -> bool:
        return request.method == "GET" and urlsplit(request.url).path == read

    page.on("request", lambda request: is_read(request) and asked.append(request.url))
    with page.expect_request(is_read, timeout=STEP_MS):
        page.goto(f"{live_server}{path}")
    # who the page is for is known (a new guest: the list is read again for them, as it is for
    # anyone who signs in), then the list is read again once the time comes
    page.wait_for_selector("[data-testid=me-name]", timeout=STEP_MS)
    with page.expect_request(is_read, timeout=STEP_MS):
        page.clock.run_for(every_ms + 100)

    # in the background: ten times the time goes by and nothing is read
    page.evaluate("seen(false)")
    every_read_seen(page)
    before = len(asked)
    page.clock.run_for(10 * every_ms)
    every_read_seen(page)
    assert len(asked) == before, asked[before:]

    # seen again: read at once, not at the next tick
    with page.expect_request(is_read, timeout=STEP_MS):
        page.evaluate("seen(true)")


def every_read_seen(page) -> None:
    """Until every request the page has asked for so far has been seen by the test: a request
    of the page's own, asked for now, is seen after them."""
    with page.expect_request("**/api/games?now", timeout=STEP_MS):
        page.evaluate("fetch('/api/games?now')")
