"""The climbing game's words, run by node on the page's own modules in each language: a
round's summary that says nothing changed where nothing did and has no capital "You" mid-line,
long lists of cubes said by what they leave out, the replay's analysis said per kind of move,
a hint's purpose, and Arabic that joins لـ to no name."""

from __future__ import annotations

import json

import pytest

from .helpers import page_words
from .tables import STEP_MS, drawn_table, play_out

ENTRY = ('export { summaryWords, cubeList, describeWould, describeMove } from '
         '"./src/describe/climbing.js";'
         ' export { hintWords } from "./src/games/climbing_hint.js";'
         ' export { t } from "./src/i18n.js";')

SCRIPT = """
const { summaryWords, cubeList, describeWould, describeMove, hintWords, t } = m;
const seats = [{ name: "Aino", kind: "bot" }, { name: "Eero", kind: "bot" },
  { name: "Bo", kind: "human" }];
const name = (s) => seats[s].name;
const top = { top: true, cubes: [0, 1, 2, 13], segments: [1, 2, 3] };
const redrawn = { top: true, cubes: [0, 1, 2, 13], segments: [1, 2] };
const view = {
  paths: [{ top: false, cubes: [0], segments: [] }, { top: false, cubes: [], segments: [] }, top],
  pawns: [{ seat: 0, place: "0S", cube: 0 }, { seat: 1, place: "8N", cube: 8 },
          { seat: 2, place: "2S", cube: 2 }] };
const summary = { round: 4, turns: [[0, 7, "x+"], [2, 5, "y-"]], before: [null, null, redrawn] };
const cut = { cube: 8, top: false, top_cube: false, opens: [12], cuts: [{ seat: 0, cubes: [8] }] };
const msg = { view: { phase: "point" } };
// a hint of the shape the server sends (bots.py purpose), nothing but ``said`` changed
const why = (phase, said) => hintWords({ view: { phase } }, { move: "x", expected: {},
  why: { top: false, top_cube: false, opens: [], cuts: [], loses: [], loses_top: false,
         their_top: [], helps: [], forced: false, ...said } }, "MOVE", name);
const list = (cubes) => { const c = cubeList(cubes); return t("c_reaches", c); };
console.log(JSON.stringify({
  summary: summaryWords(summary, view, seats, 2),
  every: list([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12]),
  few: list([0, 3, 7]),
  would: [describeWould("8", { seat: 0 }),
          describeWould("z-", { seat: 0, view: { pointed: [8] } })],
  hint: hintWords(msg, { move: "8", expected: {}, why: cut }, "MOVE", name),
  opens: t("c_outOpen", { who: "Aino", list: "x" }) + " " + t("c_outHelps", { names: "Aino" }),
  chance: t("analysisChance", { said: "S", p: 55, name: "ضيف 4232" }),
  pitch: t("c_pitch", { min: 2, max: 6 }),
  end: [t("c_winner", { name: "آينو" }), t("c_lostTo", { name: "آينو" }), t("c_wonYou"),
        t("c_logWin", { who: "آينو" })],
  spin: describeMove("z+", { seat: 0, name, hint: true, view: { pointed: [1] } }),
  tip: describeMove("x+", { seat: 0, name, hint: true, view: { pointed: [1] } }),
  nearTop: t("c_nearTop"),
  wording: [t("c_watchTurns"), t("c_endCuts"), t("c_endCutOff"), t("c_topShared")],
  costly: [
    why("turn", { cube: 0, loses: [3, 6], loses_top: true, their_top: [1], forced: true }),
    why("turn", { cube: 10, top_cube: true, opens: [13], loses: [6, 7] }),
    why("point", { cube: 4, helps: [1] }),
    why("turn", { cube: 4 }),
  ],
}));
"""


def words(lang: str) -> dict:
    return json.loads(page_words(ENTRY, SCRIPT, lang).replace("\u2068", "").replace("\u2069", ""))


def test_english_summary_lists_and_analysis():
    said = words("en")
    # the path is redrawn on the same cubes: nothing to say of it (it said "Your path now
    # reaches the top (before: the top)."), and "You" starts its own sentence
    assert said["summary"] == ("Round 4: Aino turned cube 7 (tipped its top south). You turned "
                               "cube 5 (tipped its top west)."), said["summary"]
    assert said["every"] == "path to every cube but 4 and 13", said["every"]
    assert said["few"] == "path to cubes 0, 3, and 7", said["few"]
    assert said["would"] == ["The search bot would point at cube 8",
                             "The search bot would turn cube 8 clockwise"], said["would"]
    assert said["hint"] == ("MOVE — turning it can open your path to cube 12 and cut Aino off "
                            "from cube 8"), said["hint"]


def test_arabic_joins_li_to_no_name_and_says_what_the_bot_would_do():
    said = words("ar")
    assert "لـ" not in said["opens"] and "أمام Aino" in said["opens"], said["opens"]
    # a guest's name starts with a word: no لـ joined to it
    assert said["chance"] == "S — فرصة ضيف 4232 في الفوز نحو 55٪", said["chance"]
    assert said["would"][0] == "كان الروبوت المحلّل سيشير إلى المكعب 8", said["would"]
    assert said["would"][1] == "كان الروبوت المحلّل سيدير المكعب 8 مع عقارب الساعة", said["would"]
    assert "ليربطوا الحدود طريقًا إلى القمة" in said["pitch"], said["pitch"]
    assert said["every"] == "طريق إلى كل المكعبات عدا 4 و13", said["every"]


@pytest.mark.parametrize("lang", ["fi", "es"])
def test_every_language_says_the_lists_and_the_hint(lang):
    said = words(lang)
    assert "4" in said["every"] and "13" in said["every"] and "12" not in said["every"], said
    assert "12" in said["hint"] and "Aino" in said["hint"], said["hint"]


def finished_game(base: str) -> tuple[str, str]:
    """A climbing game of you (your first legal move each time) and a bot, played to its end
    through the API: the table's id and your token."""
    table = drawn_table(base, "climbing", [{"kind": "human"},
                                           {"kind": "bot", "bot": "heuristic"}])
    play_out(table, deadline_s=STEP_MS / 1000 * 3)
    return table.id, table.tokens[0]


@pytest.mark.browser
def test_the_end_dialogs_links_have_their_words_in_the_middle(new_page, live_server):
    """On a phone a link drawn as a button is 44 px high: its words sit in its middle, as a
    button's (the end dialog's "إعادة العرض" and "العودة إلى الرئيسية" had them at the top)."""
    table, token = finished_game(live_server)
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto(f"{live_server}/table/{table}?token={token}&lang=ar")
    page.wait_for_selector("[data-testid=game-over] [data-testid=to-replay]", timeout=STEP_MS)
    for link in page.locator("[data-testid=game-over] a.button").all():
        gap = link.evaluate("""(a) => { const r = a.getBoundingClientRect();
            const range = document.createRange(); range.selectNodeContents(a);
            const w = range.getBoundingClientRect();
            return Math.abs((w.top + w.bottom) / 2 - (r.top + r.bottom) / 2); }""")
        assert gap <= 2, (link.inner_text(), gap)


@pytest.mark.browser
def test_the_rules_round_reads_from_the_right_in_arabic(new_page, live_server):
    """The rules' round (1 point, 2 clash, 3 turn) runs in the page's reading order: from the
    right on an Arabic page (step 3 was met first)."""
    for lang, first_is_left in (("ar", False), ("en", True)):
        page = new_page()
        page.goto(f"{live_server}/rules/climbing?lang={lang}")
        art = page.wait_for_selector("[data-testid=climbing-round-art]", timeout=STEP_MS)
        xs = art.evaluate("""(svg) => [...svg.querySelectorAll('text')].map(
            (t) => [t.textContent.trim()[0], t.getBoundingClientRect().x])""")
        one, three = dict(xs)["1"], dict(xs)["3"]
        assert (one < three) == first_is_left, (lang, xs)


@pytest.mark.parametrize("lang", ["ar", "en", "fi", "es"])
def test_the_end_is_a_sentence_and_a_loss_is_said(lang):
    """The end said at once in the panel: who won, and to a player who did not, that they
    lost (the dialog came 4 s later). Arabic: a sentence, not a heading ("آينو: الوصول إلى
    القمة."), with no verb conjugated for the player (whose gender is unknown). A hint to spin
    a cube says its verb once ("أدر المكعب 1: أدِر عكس عقارب الساعة")."""
    said = words(lang)
    winner, lost, won, log = said["end"]
    assert all(end.count("آينو") >= 1 for end in (winner, lost, log)), said["end"]
    assert lost != winner and won not in (winner, lost)
    if lang == "ar":
        # the name once (a replay's "ضيف 4661 (أنت)" said twice read badly)
        assert winner == "الفوز من نصيب آينو: بلغ الطريق القمة.", winner
        assert lost == "بلغ طريق آينو القمة، فالخسارة من نصيبك هذه المرة.", lost
        assert log == "الفوز من نصيب آينو: بلغ الطريق القمة", log
        assert "الوصول" not in winner + log
        assert said["spin"] == "أدر المكعب 1 عكس عقارب الساعة", said["spin"]
        assert said["tip"] == "أدر المكعب 1: أمِل الوجه العلوي جنوبًا", said["tip"]
    if lang == "en":
        assert lost == "آينو reached the top: you lost.", lost
        assert said["spin"].startswith("Turn cube 1: "), said["spin"]


@pytest.mark.parametrize("lang, turned_first, lower_after", [
    ("en", "turns before every lower cube", "turned after"),
    ("fi", "käännetään ennen alempia", "käännetä sen jälkeen"),
    ("es", "gira antes que los cubos más bajos", "gire después"),
    ("ar", "يُدار قبل المكعبات الأدنى", "يُدَر بعده"),
])
def test_the_top_in_reach_warns_only_of_what_the_rules_allow(lang, turned_first, lower_after):
    """Cube 13 turns first and the win is checked after each layer (docs/rules/climbing.md, a
    round, 3 and 4): a lower cube turned later cannot undo a top joined by 13, so the flag
    says the win comes at once and warns of a clash only (it warned of lower turns too)."""
    said = words(lang)["nearTop"]
    assert turned_first in said, said
    assert lower_after not in said, said


def test_a_hint_says_what_its_move_costs_as_the_preview_does():
    """Review I2, B1: "no turn of it opens or cuts a path: this one keeps yours as it is" of a
    turn whose preview said "Careful: this lets Eero reach the top" (the person's path cut off
    the top): the hint now says the cost, and that no turn of the cube avoids it."""
    forced, trade, helps, nothing = words("en")["costly"]
    assert forced == ("MOVE — every turn of it would take your own path off the top and let "
                      "Eero reach the top"), forced
    assert trade == ("MOVE — this turn can open your path to the top cube (13), but careful: it "
                     "would cut your own path off from cubes 6 and 7"), trade
    assert helps == "MOVE — turning it can open cubes to Eero", helps
    assert nothing == "MOVE — this turn opens and cuts no one's path: yours stays as it is", nothing
    for lang in ("fi", "es", "ar"):
        said = words(lang)["costly"]
        assert "Eero" in said[0] and "6" in said[1] and "Eero" in said[2], (lang, said)


def test_arabic_says_at_once_and_whose_path_was_cut():
    """Review I2, T5: calques replaced ("يختارون معًا" read as choosing jointly, "قطع على غيره"
    as cutting on others, "لكن ليس وحده" as not alone)."""
    said = words("ar")
    assert "يختارون في الوقت نفسه" in said["pitch"], said["pitch"]
    watch, cuts, cut_off, shared = said["wording"]
    assert watch == "تابع تدوير المكعبات…", watch
    assert (cuts, cut_off) == ("قطع طرق غيره", "قُطع طريقه"), (cuts, cut_off)
    assert shared.startswith("طريق إلى القمة، لكنه ليس الوحيد"), shared
