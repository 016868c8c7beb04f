"""Arabic words at the table: a clash is told as "names: what happened" (no verb that takes the
players' gender or number: a dual يختاران made two women men), with "you" first when you are
among them, the game log's count keeps its space after the title where the summary is a
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
  last_clash: { phase: "placement", seats, places: ["0S"], round: 1 }, placement_rounds: 1 });
const said = (seats, viewer = null) => describeLog(view(seats), { name: (s) => names[s], viewer })
  .filter((l) => l.kind === "clash").map((l) => l.text);
console.log(JSON.stringify({ two: said([0, 1]), three: said([0, 1, 2]), mine: said([0, 1], 0) }));
"""


def clash_lines(lang: str) -> dict[str, list[str]]:
    node = shutil.which("node")
    assert node, "node is missing: run scripts/test-setup.sh"
    run = subprocess.run([node, "--input-type=module", "-", lang], input=LOG, cwd=WEB,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-3000:]
    # (without the marks that isolate a name of the other direction)
    return json.loads(run.stdout.replace("\\u2068", "").replace("\\u2069", "")
                      .replace("\u2068", "").replace("\u2069", ""))


def test_a_clash_is_told_without_a_verb_of_the_players():
    lines = clash_lines("ar")
    place, cube = lines["two"]  # the pawns' places, then the round's cube
    assert place == "سارة وهدى: اختيار المكان نفسه (المكعب 0، الوجه الجنوبي)؛ أُلغي ويُعاد الاختيار"
    assert cube == "سارة وهدى: الإشارة إلى المكعب نفسه (المكعب 4)؛ خارج الجولة", cube
    for line in lines["two"] + lines["three"]:  # no verb of theirs, in any number or gender
        assert not any(verb in line for verb in ("يختار", "اختار", "أشار", "يلعب")), line
    # "the same place", as the clash alert says it (the log said "the same cube")
    assert "المكان نفسه" in lines["three"][0], lines
    # you among them: "you" first, not your name with "(you)" after it
    assert lines["mine"][0].startswith("أنت وهدى: "), lines["mine"]
    english = clash_lines("en")
    assert english["two"][0] == ("سارة and هدى chose the same place (cube 0, south side) "
                                 "and choose again"), english
    assert english["mine"][0].startswith("You and هدى chose the same place"), english


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


#: Balloon Cup's words in a language, by node on the page's own modules: the log's lines of a
#: few moves and events, the claim's button beside the hint's words, the tie's words
CUP = """
import * as esbuild from "esbuild";
globalThis.location = { search: "?lang=" + process.argv[2] };
const entry = `export { describeMove, scoreWords, scoreWordsShort, cubeWords }
  from "./src/describe/balloon_cup.js"; export { t } from "./src/i18n.js";`;
const out = await esbuild.build({ stdin: { contents: entry, resolveDir: ".", loader: "js" },
  bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "error" });
const code = Buffer.from(out.outputFiles[0].contents).toString("base64");
const m = await import(`data:text/javascript;base64,${code}`);
const names = ["أميليا", "سارة"];
const name = (s) => names[s];
const tie = { tile: 4, side: "mountain", sums: [30, 30], winner: 1, cubes: ["yellow", "green",
  "green"], tie: true };
const said = {
  exchanged: m.describeMove("discard red7 gray1", { seat: 0, viewer: 1, name }),
  ends: m.t("gameEnds", { who: names[1] }),
  one: m.cubeWords(["yellow"]), two: m.cubeWords(["yellow", "yellow"]),
  three: m.cubeWords(["red", "red", "red"]),
  tie: m.scoreWords(tie, name), tieShort: m.scoreWordsShort(tie, name),
  claims: ["red", "yellow", "green", "blue", "gray"].map((c) => [
    m.t("claim", { colour: m.t(c) }), m.t("claimHint", { colour: m.t(c) })]),
  stop: [m.t("stopClaiming"), m.t("stopHint")],
};
console.log(JSON.stringify(said));
"""


def cup_words(lang: str) -> dict:
    node = shutil.which("node")
    assert node, "node is missing: run scripts/test-setup.sh"
    run = subprocess.run([node, "--input-type=module", "-", lang], input=CUP, cwd=WEB,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout)


@pytest.mark.parametrize("lang", ["ar", "en", "fi", "es"])
def test_balloon_cups_words_read_as_people_say_them(lang):
    """Arabic: no verb after a name (its gender is unknown: "أميليا بدّل" is wrong for a
    woman), a colon and a noun instead, as the page's other lines; "الفائز:" rather than
    "والفوز لـ" joined to a name; counts of cubes in words that agree with their count; a
    tie says that the last card wins it; and in every language a claim's button says what the
    hint says."""
    said = cup_words(lang)
    for button, hint in said["claims"]:
        assert button == hint, (button, hint)
    assert said["stop"][0] == said["stop"][1], said["stop"]
    if lang == "ar":
        assert said["exchanged"].startswith("أميليا: تبديل ورقتين"), said["exchanged"]
        assert said["ends"] == "انتهت اللعبة. الفائز: سارة", said["ends"]
        assert said["one"] == "مكعب أصفر واحد", said["one"]
        assert said["two"] == "مكعبان أصفران", said["two"]
        assert said["three"] == "3 مكعبات حمراء", said["three"]
        assert "الورقة الأخيرة" in said["tie"] and "الورقة الأخيرة" in said["tieShort"]
    if lang == "en":
        assert "whoever placed the last card wins" in said["tie"], said["tie"]
        assert "the last card wins" in said["tieShort"], said["tieShort"]


def test_balloon_cup_says_waraqa_for_a_card_in_every_arabic_text():
    """The guide said "ورقة", the rules, the log and the buttons "بطاقة": one word, the card
    players' (Baloot's too)."""
    texts = {
        "rules": (WEB / "src" / "rules" / "balloon_cup.js").read_text(encoding="utf-8"),
        "strings": (WEB / "src" / "games" / "balloon_cup.strings.js").read_text(encoding="utf-8"),
    }
    for where, text in texts.items():
        assert "بطاق" not in text, where
    # the shared messages Balloon Cup's board and log say
    keys = ("cardsOnRow", "reshuffled", "exchanged", "keepHint", "shows", "stuck", "discard")
    for module in ("table.js", "counts.js"):
        source = (WEB / "src" / "strings" / module).read_text(encoding="utf-8")
        arabic = source[source.index("  ar: {"):]
        for line in arabic.splitlines():
            if any(f"{key}:" in line for key in keys):
                assert "بطاق" not in line, (module, line)
