"""Browser tests: the real server as a process, driven through Debian's Chromium by Playwright.

The browser is Debian's build of Chromium's headless shell (package chromium-headless-shell,
installed by ``scripts/test-setup.sh``, run by ``make test``): Blink and V8 as in the desktop
browser, without the desktop browser around them (its window, whose toolbar and omnibox pages
each context started, and its profile's services), which is what Playwright itself drives for
headless runs. Side by side, a table's page cost a third less CPU in it than in the
``chromium`` package's browser run headless (0.68-0.75 against 1.03-1.13 core-s a page, six
Baloot tables three times over), and three browser files 15 % less in all, with the same
results. Without it these tests fail under CI=true and skip elsewhere (listed at the end of the
run). Screenshots go to out/screenshots/ (not under CI=true: :func:`shots_wanted`).
"""

from __future__ import annotations

import importlib.util
import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.components import in_ci, missing
from tests.server.helpers.procs import ServerProcess

CHROMIUM = "/usr/lib/chromium/chromium-headless-shell"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "out" / "screenshots"


def chosen(name: str) -> bool | None:
    """An on/off environment variable of these tests: ``1``/``true``/``yes`` on, any other
    value off, unset (or empty) ``None``."""
    value = os.environ.get(name, "").strip().lower()
    return value in ("1", "true", "yes") if value else None


def shots_wanted() -> bool:
    """Whether the screenshots are taken: they are for a person to look at, so everywhere but
    under CI=true, where nobody does (capturing the page in software, a whole page often, was
    ~10 % of the CPU of a browser file that takes many). ``GAMETABLE_SHOTS=1`` (or ``0``)
    decides either way."""
    said = chosen("GAMETABLE_SHOTS")
    return not in_ci() if said is None else said


def _leave_screenshots_out() -> None:
    from playwright.sync_api import ElementHandle, Locator, Page

    def _no_screenshot(self, *args, **kwargs) -> bytes:
        """A screenshot not taken (:func:`shots_wanted`): the test goes on as if it were."""
        return b""

    # every screenshot of the suite goes through one of these three, whether by shot() below
    # or a test's own call; what a test waits for before one (settle) is still waited for
    for kind in (Page, Locator, ElementHandle):
        kind.screenshot = _no_screenshot


if not shots_wanted() and importlib.util.find_spec("playwright"):
    _leave_screenshots_out()

#: how often (ms) a test's ``wait_for_function`` looks again where it names no ``polling``.
#: Playwright's own default looks every animation frame, and a page asked for a frame draws
#: one: sixty a second, through the renderer, the compositor and the browser process, for as
#: long as a test waits on a bot or a server.
POLL_MS = 40


def _poll_by_the_clock() -> None:
    from playwright.sync_api import Frame, Page

    for kind in (Page, Frame):
        every_frame = kind.wait_for_function

        def wait_for_function(self, expression, *, arg=None, polling=None, timeout=None,
                              _every_frame=every_frame):
            """Playwright's, looking every :data:`POLL_MS` unless told (``polling="raf"``)."""
            return _every_frame(self, expression, arg=arg, timeout=timeout,
                                polling=POLL_MS if polling is None else polling)

        kind.wait_for_function = wait_for_function


if importlib.util.find_spec("playwright"):
    _poll_by_the_clock()

#: true once the fonts are in and every animation of the page with an end has ended (a pulse
#: that repeats for ever does not count; one waiting out its delay does): what a screenshot
#: or a measurement of the page waits for, instead of a fixed pause
#: (a glow that beats on a turn or a target, pulse and pulse-inside, changes no size: waiting
#: it out, three beats of 1.6 s, made every settle wait up to 4.8 s once it stopped being endless)
SETTLED = """() => document.fonts.status === 'loaded' && document.getAnimations().every(
  (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity
    || (a.animationName || '').startsWith('pulse'))"""
SETTLE_MS = 20_000


@pytest.fixture(scope="session")
def live_server(tmp_path_factory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("web") / "tables.db"
    # one address plays every seat of every table here: no per-client creation limits, nor
    # on the game histories its pages read when they open mid-game
    server = ServerProcess(f"sqlite:///{db}", options=["--rate-create", "off",
                                                      "--rate-guest", "off",
                                                      "--rate-history", "off",
                                                      "--max-tables-per-client", "0"])
    server.start()
    yield server.base
    server.stop()


#: how a test's pages move unless it says otherwise (a context's ``reduced_motion``): as for a
#: person who asks for reduced motion, the cards and cubes where they land at once. Motion is
#: what most people see, but a test about anything else only waited for it, and it drew every
#: frame of it in software: ~18 % of the browser tests' CPU, measured side by side. A test
#: whose subject is how the page moves (a card's flight, a result held a moment, a round's
#: turns played one by one, a whole game as most people play it) is marked
#: ``@pytest.mark.motion`` and sees it; a test may also pass ``reduced_motion`` itself.
#: ``GAMETABLE_MOTION=1`` gives every test motion (a run to look for what only motion breaks).
REDUCED_UNLESS_MARKED = "reduce"
#: whether a test's pages register the site's service worker (a context's ``service_workers``):
#: not unless the test is marked ``@pytest.mark.service_worker``, as the installable app's test
#: is. Registered on every page's first load, it fetched and stored the app's files for
#: offline use in each new context, for nobody: ~0.1 of the ~0.9 busy core-seconds a new
#: page of the lobby costs here, measured side by side over ten. A test may also pass
#: ``service_workers`` itself.
WORKERS_UNLESS_MARKED = "block"


class Browser:
    """Playwright's browser, its new contexts moving and registering service workers as the
    running test asks (see above)."""

    def __init__(self, chromium) -> None:
        self._chromium = chromium
        self.motion = REDUCED_UNLESS_MARKED
        self.service_workers = WORKERS_UNLESS_MARKED

    def new_context(self, **options):
        options.setdefault("reduced_motion", self.motion)
        options.setdefault("service_workers", self.service_workers)
        return self._chromium.new_context(**options)

    def __getattr__(self, name: str):
        return getattr(self._chromium, name)


@pytest.fixture(scope="session")
def session_browser():
    """The one browser of a worker, for a module's fixture (its pages move reduced); a test
    takes :func:`browser`."""
    if not os.path.exists(CHROMIUM):
        missing(f"{CHROMIUM} (Debian's chromium-headless-shell) is missing")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield Browser(chromium)
        chromium.close()


@pytest.fixture
def browser(session_browser, request):
    """The browser, its pages moving as the test asks: with motion for a test marked
    ``motion`` (or everywhere under ``GAMETABLE_MOTION=1``), else reduced; registering the
    site's service worker only in a test marked ``service_worker``."""
    everywhere = chosen("GAMETABLE_MOTION") is True
    marked = request.node.get_closest_marker("motion") is not None
    session_browser.motion = "no-preference" if marked or everywhere else REDUCED_UNLESS_MARKED
    if request.node.get_closest_marker("service_worker") is not None:
        session_browser.service_workers = "allow"
    yield session_browser
    session_browser.motion = REDUCED_UNLESS_MARKED
    session_browser.service_workers = WORKERS_UNLESS_MARKED


@pytest.fixture
def new_page(browser):
    """Opens pages, each in a browser context of its own (its own cookies: one person each);
    any script error in any of them fails the test. ``options``: more of the context's
    options (Playwright's ``new_context``), such as ``reduced_motion``."""
    contexts = []
    errors: list[str] = []

    def open_page(**options):
        context = browser.new_context(**{"viewport": {"width": 1280, "height": 900}, **options})
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    yield open_page
    for context in contexts:
        context.close()
    assert not errors, f"errors in the page: {errors}"


@pytest.fixture
def page(new_page):
    return new_page()


#: ``gametable serve`` options for a server that sees each browser context of
#: :func:`new_person` as a person of their own address: the browsers all come from loopback,
#: as a deployment's people all come through its reverse proxy
BEHIND_PROXY = ["--trusted-proxy", "127.0.0.1"]


@pytest.fixture
def new_person(new_page):
    """Opens pages as :func:`new_page` does, each from an address of its own (an
    ``X-Forwarded-For`` of TEST-NET-3, RFC 5737, on every request and socket of its context):
    quick play never seats two people from one address together, and the rated-play rules never
    rate them against each other, so two people in one test must come from two addresses, as
    they would in a real deployment. Their server needs :data:`BEHIND_PROXY`."""
    people = itertools.count(1)

    def open_person(**options):
        headers = {"X-Forwarded-For": f"203.0.113.{next(people)}",
                   **options.pop("extra_http_headers", {})}
        return new_page(extra_http_headers=headers, **options)

    return open_person


def settle(page) -> None:
    """Until the page stands still (:data:`SETTLED`): cards that travel or are collected after
    a trick change the page's size, and a whole-page capture taken meanwhile can fail."""
    page.wait_for_function(SETTLED, timeout=SETTLE_MS)


def open_custom_table(page, game: str) -> None:
    """Unfold the lobby's "More: invite friends / custom table" form and pick ``game`` there."""
    page.wait_for_selector("[data-testid=new-table] summary")
    if not page.eval_on_selector("[data-testid=new-table]", "d => d.open"):
        page.click("[data-testid=new-table] summary")
    page.click(f"button[data-game={game}]")


def play_bots(page, game: str, *, level: str | None = None, speed: str | None = None) -> None:
    """The lobby's card of ``game``: against bots (at ``level``, ``speed``), Play."""
    page.check(f"[data-testid=mode-{game}-bots]")
    if level is not None:
        page.select_option(f"[data-testid=level-{game}]", level)
    if speed is not None:
        page.select_option(f"[data-testid=speed-{game}]", speed)
    page.click(f"[data-testid=play-{game}]")


def shot(page, name: str, *, still: bool = True) -> Path:
    """A whole-page screenshot, as out/screenshots/NAME.png: once the page stands still, or
    at once where the test shows something on its way (``still=False``)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    if still:
        settle(page)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
