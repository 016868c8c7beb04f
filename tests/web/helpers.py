"""Helpers shared by the browser tests (no test module is imported by another)."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

from .tables import Table

#: the password of the accounts the tests make
PASSWORD = "a long password"
#: ms for the server to answer a click
STEP_TIMEOUT = 15_000
#: ms for a page's first reads (its bundle, who you are, its lists): under three browser
#: suites on two cores these take longer than a click's answer
LOAD_TIMEOUT = 30_000

#: fetch from the page, as its own scripts call the API (its cookies, its origin)
FETCH = """([path, method, body]) => fetch(path, {method, credentials: 'same-origin',
  headers: body === null ? {} : {'Content-Type': 'application/json'},
  body: body === null ? undefined : JSON.stringify(body)}).then(async (r) =>
  ({status: r.status, data: await r.json().catch(() => null)}))"""


def wait_shown(page, selector: str, timeout: float = LOAD_TIMEOUT):
    """Wait for what a page shows once it has read it, and if it never comes, fail saying what
    the page showed. (A Friends page now and then never showed its lists in a whole suite's
    run: a change of who you are between its render and its subscription was lost, mended in
    web/src/signal.js; the reload-and-retry kept after that was never needed in the runs
    since, and is gone.)"""
    try:
        return page.wait_for_selector(selector, timeout=timeout)
    except Exception as error:
        shown = page.evaluate("() => document.querySelector('main')?.innerText ?? ''")[:600]
        raise AssertionError(f"{selector} never came at {page.url}; the page shows: "
                             f"{shown!r}") from error


def click_shown(page, selector: str, timeout: float = LOAD_TIMEOUT) -> None:
    """Click what a page shows once it has read it (:func:`wait_shown`)."""
    wait_shown(page, selector, timeout)
    page.click(selector)


def call(page, path: str, method: str = "GET", body=None) -> dict:
    """An API call made by the page itself: ``{"status", "data"}``."""
    return page.evaluate(FETCH, [path, method, body])


#: the moves the page offers now, as an expression (every legal move has a button in the
#: "All legal moves" list), and as a function to evaluate
OFFERED = """[...document.querySelectorAll('[data-testid=move-list] [data-move]')]
             .map((b) => b.dataset.move).join(' ')"""
LEGAL = f"() => {OFFERED}"


def balloon_step(page) -> None:
    """One Balloon Cup decision as a person clicks it: a claim, an exchange of nothing, or a
    card and then a lit place for it."""
    claims = page.locator("[data-testid=claims] button")
    stuck = page.locator("[data-testid=stuck] button")
    # something to do, or the turn gone meanwhile: a lone compulsory claim is taken by the page
    # itself, and the one that wins the game ends it with no button or card left to click
    page.wait_for_function(
        """() => { const t = document.querySelector('[data-testid=table]');
           return !t || t.dataset.over === '1' || t.dataset.mine !== '1'
             || !!document.querySelector('[data-testid=claims] button, '
               + '[data-testid=stuck] button, [data-testid=hand] .card.playable'); }""",
        timeout=STEP_TIMEOUT)
    table = page.locator("[data-testid=table]")
    if table.get_attribute("data-over") == "1" or table.get_attribute("data-mine") != "1":
        return
    if claims.count():
        offered = claims.evaluate_all("bs => bs.map((b) => b.dataset.move)")
        if len(offered) == 1 and offered[0] != "stop":
            return  # a lone compulsory claim: no decision, the page takes it by itself
        claims.first.click()
    elif stuck.count():
        stuck.first.click()  # exchange nothing
    else:
        page.locator("[data-testid=hand] .card.playable").first.click()
        target = page.locator(".row.target")
        target.first.wait_for(timeout=STEP_TIMEOUT)  # lit once the page has drawn the choice
        assert target.count() >= 1  # only legal places light up
        target.first.click()


def log_in(page, base: str, username: str, password: str = PASSWORD, *, register=False,
           lang: str = "en"):
    page.goto(f"{base}/login?lang={lang}")
    if register:
        page.click("[data-testid=tab-register]")
    page.fill("[data-testid=username]", username)
    page.fill("[data-testid=password]", password)
    page.click("[data-testid=submit-login]")


def account(new_person, server: str, username: str, name: str, **options):
    """A page signed in to a new account called ``name``; the page and the player's id."""
    page = new_person(**options)
    page.goto(server)
    log_in(page, server, username, register=True)
    page.wait_for_url(f"{server}/", timeout=STEP_TIMEOUT)  # (registered: sent to the lobby)
    page.wait_for_selector("[data-testid=logout]", timeout=STEP_TIMEOUT)
    page.click("[data-testid=me-name]")
    page.fill("[data-testid=name-input]", name)
    page.click("[data-testid=name-save]")
    page.wait_for_selector(f"[data-testid=me-name]:has-text('{name}')", timeout=STEP_TIMEOUT)
    player = page.get_attribute("[data-testid=profile-link]", "href").rsplit("/", 1)[1]
    return page, player


def sit_down(new_page, table: Table, seat: int):
    """A person following seat ``seat``'s invite link, in a browser context of their own."""
    page = new_page()
    page.goto(f"{table.base}/join/{table.id}/{table.tokens[seat]}")
    page.wait_for_selector(f"[data-testid=table][data-seat='{seat}']", timeout=STEP_TIMEOUT)
    return page


def to_the_first_card(table, deadline_s: float = 30) -> None:
    """Baloot past the bidding (seat 0 buys, Sun where it may), to seat 0's first card to play:
    the phone layout is measured with a full hand of eight cards."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        legal = table.state(0)["legal"]
        if any(len(m) == 2 for m in legal):
            return
        if legal:
            table.play(0, next((m for m in ("sun", "hokum") if m in legal), legal[0]))
        else:
            time.sleep(0.1)  # the bots' turn
    raise AssertionError("seat 0 got no card to play in time")


#: every animation or transition running, CSS ones included
ANY = "() => document.getAnimations().filter((a) => a.playState === 'running').length"


#: resolves once two frames have been drawn since it was called: what a frame settles before it
#: is painted (a ResizeObserver's work, say) is settled then
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"

def guideless_page(browser, size, **options):
    """A page with the climbing guide turned off, its errors collected: ``(context, page,
    errors)``."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, **options)
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return context, page, errors


WEB = Path(__file__).resolve().parents[2] / "web"

#: what every script of :func:`page_words` starts with: the page's modules its ``ENTRY``
#: exports, bundled with esbuild as check-messages.mjs does, as ``m``, in the language given
#: on the command line
BUNDLE = """
import * as esbuild from "esbuild";
globalThis.location = { search: "?lang=" + process.argv[2] };
const entry = ENTRY;
const out = await esbuild.build({ stdin: { contents: entry, resolveDir: ".", loader: "js" },
  bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "error" });
const code = Buffer.from(out.outputFiles[0].contents).toString("base64");
const m = await import(`data:text/javascript;base64,${code}`);
"""


def page_words(entry: str, script: str, lang: str) -> str:
    """What ``script`` prints, run by node in ``lang`` on the page's modules that ``entry`` (an
    ES module's text) exports, bound to ``m``."""
    node = shutil.which("node")
    assert node, "node is missing: run scripts/test-setup.sh"
    source = BUNDLE.replace("ENTRY", json.dumps(entry)) + script
    run = subprocess.run([node, "--input-type=module", "-", lang], input=source, cwd=WEB,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout
