"""axe-core, run in the page by Playwright, finds no accessibility violation of moderate,
serious or critical impact on the lobby, each game's table (with clocks too), the end-of-game
dialog, the question before resigning, the replay viewer and the tournaments' pages (English
and Arabic).

axe-core is the npm package pinned in web/package.json; ``scripts/test-setup.sh`` installs it
(``npm ci`` in web/) when web/node_modules lacks it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from tests.server.helpers.procs import serve_module
from tests.server.helpers.waiting import wait_until

from .conftest import SHOTS, open_custom_table
from .helpers import PASSWORD
from .tables import AXE, create_table, finished_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

RUN_AXE = """
async () => {
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5)
      .map((n) => n.target.join(' ') + ' :: ' + n.failureSummary.slice(0, 160)),
  }));
}
"""


@pytest.fixture(scope="module")
def axe_source() -> str:
    assert AXE.exists(), f"{AXE} is missing: run scripts/test-setup.sh (npm ci in web/)"
    return AXE.read_text()


@pytest.fixture(scope="module")
def finished(live_server):
    return {game: finished_table(live_server, game) for game in ("balloon-cup", "baloot")}


def violations(page, axe_source: str, name: str) -> list[dict]:
    page.evaluate(axe_source)
    found = page.evaluate(RUN_AXE)
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / f"axe-{name}.json").write_text(json.dumps(found, indent=1, ensure_ascii=False))
    return [v for v in found if v["impact"] in ("moderate", "serious", "critical")]


@pytest.fixture(scope="module")
def a11y_page(session_browser):
    """One page for the module (axe is injected, so no content security policy), into which
    each test loads what it checks: a context and page each cost more than the check."""
    context = session_browser.new_context(viewport={"width": 1280, "height": 800},
                                          bypass_csp=True)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_lobby(a11y_page, live_server, axe_source, lang):
    page = a11y_page
    page.context.clear_cookies()  # a newcomer's lobby: no tables of their own listed
    page.goto(f"{live_server}/?lang={lang}")
    page.wait_for_selector("[data-testid=play-baloot]")
    open_custom_table(page, "baloot")
    assert violations(page, axe_source, f"lobby-{lang}") == []


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("game", ["balloon-cup", "baloot", "climbing"])
def test_table(a11y_page, live_server, axe_source, game, lang):
    table = create_table(live_server, game, seed=5)
    open_table(a11y_page, table, lang)
    assert violations(a11y_page, axe_source, f"table-{game}-{lang}") == []


@pytest.mark.parametrize("game", ["balloon-cup", "baloot", "climbing"])
def test_a_table_held_sideways(a11y_page, live_server, axe_source, game):
    """The two-column table of a phone held sideways (web/src/styles/landscape.css), in Arabic:
    its rail holds the head's buttons, the lobby link and the guide."""
    table = create_table(live_server, game, seed=5)
    a11y_page.set_viewport_size({"width": 844, "height": 390})
    try:
        open_table(a11y_page, table, "ar")
        assert a11y_page.is_visible("[data-testid=table-lobby]")  # (the rail's layout is on)
        assert violations(a11y_page, axe_source, f"table-sideways-{game}-ar") == []
    finally:
        a11y_page.set_viewport_size({"width": 1280, "height": 800})


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_resign_question_and_its_end(a11y_page, live_server, axe_source, lang):
    """The question before resigning (an alert dialog over the table), then the end it makes."""
    page = a11y_page
    table = create_table(live_server, "balloon-cup", seed=5)
    open_table(page, table, lang)
    page.click("[data-testid=resign]")
    page.wait_for_selector("[data-testid=resign-dialog] [role=alertdialog]")
    assert violations(page, axe_source, f"resign-ask-{lang}") == []
    page.click("[data-testid=resign-confirm]")
    page.wait_for_selector("[data-testid=game-over] [role=dialog]")
    assert violations(page, axe_source, f"resign-over-{lang}") == []


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("game", ["balloon-cup", "baloot"])
def test_replay(a11y_page, live_server, axe_source, finished, game, lang):
    page = a11y_page
    page.goto(f"{live_server}/replay/{finished[game].id}?lang={lang}")
    page.wait_for_selector("[data-testid=replay] [data-testid=step-text]")
    page.click("[data-testid=last]")
    page.click("[data-testid=prev]")
    assert violations(page, axe_source, f"replay-{game}-{lang}") == []


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_game_over(a11y_page, live_server, axe_source, finished, lang):
    """The end-of-game dialog over a finished table, as a spectator sees it."""
    page = a11y_page
    page.goto(finished["baloot"].url(None, lang))
    page.wait_for_selector("[data-testid=game-over] [role=dialog]")
    assert violations(page, axe_source, f"game-over-{lang}") == []


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_seats_with_clocks(a11y_page, live_server, axe_source, lang):
    """Baloot's seats with running and banked clocks, and names long enough to be cut."""
    long = "Bartholomew Featherstonehaugh-Cholmondel"
    table = create_table(live_server, "baloot", people=4, seed=5, names={1: long, 3: long},
                         clock={"move": 3600, "bank": 600})
    open_table(a11y_page, table, lang, mine=False)
    a11y_page.wait_for_selector("[data-testid^=clock-][role=timer]")
    assert violations(a11y_page, axe_source, f"seats-with-clocks-{lang}") == []


def made_tournaments(base: str) -> dict:
    """The account "axe_maker" makes a Baloot knockout of bot teams, played to its end, and a
    Balloon Cup arena of bots, under way: their ids."""
    with httpx.Client(base_url=base, headers={"Origin": base}, timeout=10) as maker:
        maker.post("/api/me/guest", json={})
        maker.post("/api/register", json={"username": "axe_maker", "password": PASSWORD})
        made = {kind: maker.post("/api/tournaments", json={
            "name": f"An {kind}", "clock": "3+20", "format": kind, **fields}).json()["id"]
            for kind, fields in (
                ("knockout", {"game": "baloot", "options": {"hands": 1}, "bot_entrants": 6}),
                ("arena", {"game": "balloon-cup", "duration": 1800, "bot_entrants": 4}))}
        knockout = f"/api/tournaments/{made['knockout']}"
        wait_until(lambda: maker.get(knockout).json(), lambda found: found["status"] == "over",
                   120, what="the knockout's end", every=0.2)
    return made


@pytest.fixture(scope="module")
def tournaments(tmp_path_factory) -> Iterator[dict]:
    """A server that takes bot entrants, with :func:`made_tournaments`."""
    served = serve_module(tmp_path_factory, "a11y-tournaments", [
        "--rate-create", "off", "--rate-guest", "off", "--tournament-bots",
        *(option for kind in ("", "-user", "-pair", "-device")
          for option in (f"--rate-login{kind}", "off"))])  # (each test signs in)
    process = next(served)
    try:
        yield {"base": process.base, **made_tournaments(process.base)}
    finally:
        served.close()  # (the server stops)


@pytest.fixture
def signed_in(a11y_page, tournaments):
    """The module's page signed in as the tournaments' maker (its cookie gone afterwards: the
    other tests' server shares the address)."""
    page = a11y_page
    page.context.clear_cookies()
    page.goto(f"{tournaments['base']}/login")
    status = page.evaluate("""(password) => fetch('/api/login', {method: 'POST', credentials:
      'same-origin', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({username: 'axe_maker', password})}).then((r) => r.status)""",
                           PASSWORD)
    assert status == 200
    yield page
    page.context.clear_cookies()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_tournaments_list_and_form(signed_in, tournaments, axe_source, lang):
    page = signed_in
    page.goto(f"{tournaments['base']}/tournaments?lang={lang}")
    page.wait_for_selector("[data-testid=tn-recent] li")
    page.click("[data-testid=tn-create] summary")
    page.click("[data-testid=tn-pick-baloot]")
    page.check("[data-testid=tn-visibility-invite]")
    page.wait_for_selector("[data-testid=tn-invite]")
    assert violations(page, axe_source, f"tournaments-{lang}") == []


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("kind", ["knockout", "arena"])
def test_a_tournament(signed_in, tournaments, axe_source, kind, lang):
    """A knockout over (its winner, bracket and places), an arena under way (its standings
    with their results, the games in play, the Join button)."""
    page = signed_in
    page.goto(f"{tournaments['base']}/tournaments/{tournaments[kind]}?lang={lang}")
    page.wait_for_selector("[data-testid=tn-standings] tr[data-entrant]")
    if kind == "knockout":
        page.wait_for_selector("[data-testid=tn-winner]")
        page.wait_for_selector("[data-testid=tn-bracket] .tn-side.won")
    else:
        page.wait_for_selector("[data-testid=tn-join]")
    assert violations(page, axe_source, f"tournament-{kind}-{lang}") == []
