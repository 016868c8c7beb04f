"""Arabic words at the table: a clash of two players is told with the dual (يختاران, not the
plural يختارون), the game log's count keeps its space after the title where the summary is a
flex box (phones: "سجل اللعب(6)"), and the guide's button puts its question mark where Arabic
puts it, the Arabic ؟ after the word (it showed a Latin "?" before it)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import SHOTS
from .tables import STEP_MS, create_table, open_table

WEB = Path(__file__).resolve().parents[2] / "web"

#: the climbing describer's log of a view with a clash, in a language, run by node on the
#: page's own modules (bundled with esbuild, as check-messages.mjs does)
LOG = """
import * as esbuild from "esbuild";
globalThis.location = { search: "?lang=" + process.argv[2] };
const entry = 'export { describeLog } from "./src/describe/climbing.js";';
const out = await esbuild.build({ stdin: { contents: entry, resolveDir: ".", loader: "js" },
  bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "error" });
const code = Buffer.from(out.outputFiles[0].contents).toString("base64");
const { describeLog } = await import(`data:text/javascript;base64,${code}`);
const names = ["سارة", "هدى", "نورة"];
const view = (seats) => ({ phase: "turn", round: 3, pointed: [4, 4, 4].slice(0, seats.length),
  skipped: seats, turns: [], pawns: [], last_round: null,
  last_clash: { phase: "placement", seats, places: ["0S"] }, placement_rounds: 1 });
const said = (seats) => describeLog(view(seats), { name: (s) => names[s] })
  .filter((l) => l.kind === "clash").map((l) => l.text);
console.log(JSON.stringify({ two: said([0, 1]), three: said([0, 1, 2]) }));
"""


def clash_lines(lang: str) -> dict[str, list[str]]:
    node = shutil.which("node")
    assert node, "node is missing: run scripts/test-setup.sh"
    run = subprocess.run([node, "--input-type=module", "-", lang], input=LOG, cwd=WEB,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout)


def test_a_clash_of_two_is_told_in_the_dual():
    lines = clash_lines("ar")
    place, cube = lines["two"]  # the pawns' places, then the round's cube
    assert "يختاران من جديد" in place and "يختارون" not in place, place
    assert "فلم يلعبا الجولة" in cube, cube
    place, cube = lines["three"]  # three and more: the plural
    assert "يختارون من جديد" in place and "فلم يلعبوا الجولة" in cube, lines
    english = clash_lines("en")["two"]
    assert english[0].endswith("they choose again"), english


@pytest.mark.browser
@pytest.mark.parametrize("lang,text", [("ar", "الدليل ؟"), ("en", "? Guide")])
def test_the_log_count_and_the_guide_button_read_right(new_page, live_server, lang, text):
    table = create_table(live_server, "baloot", options={"hands": 2})
    page = new_page(viewport={"width": 390, "height": 844})
    page.add_init_script("localStorage.setItem('gt-guide-baloot', '{\"off\": true}')")
    open_table(page, table, lang=lang, mine=False)
    button = page.locator("[data-testid=guide-open]")
    button.wait_for(timeout=STEP_MS)
    assert button.inner_text().strip() == text
    assert button.get_attribute("aria-label") == text.strip("?؟ ")  # said as the word alone
    # the count stands apart from the title, also where the summary is a flex box (phones)
    apart = page.evaluate("""() => {
      const summary = document.querySelector('[data-testid=game-log] summary');
      const count = summary.querySelector('.count').getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(summary.firstChild);
      const title = range.getBoundingClientRect();
      return Math.max(count.left - title.right, title.left - count.right); }""")
    assert apart >= 3, apart
    if lang == "ar":
        page.locator(".table-side").screenshot(path=str(SHOTS / "ar-log-title.png"))
        button.screenshot(path=str(SHOTS / "ar-guide-button.png"))


@pytest.mark.browser
def test_the_list_of_all_legal_moves_is_in_the_pages_font(new_page, live_server):
    """The moves of "all legal moves" are words, which a monospace font set badly in Arabic:
    they are in the page's font (monospace stays for a move shown as its bare notation)."""
    table = create_table(live_server, "climbing", options={"max_rounds": 4})
    page = new_page(viewport={"width": 1280, "height": 800})
    page.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    open_table(page, table, lang="ar")
    page.click(".all-moves summary")
    move = page.locator("[data-testid=move-list] .move").first
    move.wait_for(timeout=STEP_MS)
    fonts = page.evaluate("""(b) => [getComputedStyle(b).fontFamily,
                                     getComputedStyle(document.body).fontFamily]""",
                          move.element_handle())
    assert "monospace" not in fonts[0] and fonts[0] == fonts[1], fonts
    assert not move.evaluate("(b) => b.classList.contains('notation')")
    page.locator(".all-moves").screenshot(path=str(SHOTS / "ar-all-moves.png"))


@pytest.mark.browser
def test_the_lobby_is_the_home_page_and_baloot_takes_its_article(new_page, live_server):
    """"الردهة" (the lobby) read like a translation: the page is "الرئيسية"; and a newcomer is
    asked "جديد على البلوت؟" (it said "جديد على بلوت؟")."""
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto(live_server + "/?lang=ar")
    offer = page.locator("[data-testid=learn-offer-baloot]")
    offer.wait_for(timeout=STEP_MS)
    assert "جديد على البلوت؟" in offer.inner_text()
    assert "جديد على لعبة التسلّق؟" in page.inner_text("[data-testid=learn-offer-climbing]")
    assert page.locator("header a[href='/']", has_text="الرئيسية").count() == 1
    assert "الردهة" not in page.inner_text("body")


@pytest.mark.browser
def test_the_baloot_rules_say_jawla_for_a_hand_and_ashkal_as_called(new_page, live_server):
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto(live_server + "/rules/baloot?lang=ar")
    page.wait_for_selector("[data-testid=rules][data-game=baloot]", timeout=STEP_MS)
    text = page.inner_text("[data-testid=rules]")
    assert "في كل جولة يشتري" in text and "حساب الجولة" in text and "جولة القهوة" in text
    # صكّة: the whole game to 152, said once beside the match
    assert text.count("صكّة") == 1 and "يفوز بالمباراة (الصكّة)" in text
    assert "أشكل: صن يُشترى للشريك" in text
    assert "النوع" not in text
