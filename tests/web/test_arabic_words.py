"""Arabic words at the table: a clash is told as "names: what happened" (no verb that takes the
players' gender or number: a dual يختاران made two women men), with "you" first when you are
among them, the game log's count keeps its space after the title where the summary is a
flex box (phones: "سجل اللعب(6)"), and the guide's button puts its question mark where Arabic
puts it, the Arabic ؟ after the word (it showed a Latin "?" before it)."""

from __future__ import annotations

import functools
import json
import time

import pytest

from .conftest import SHOTS, settle
from .helpers import WEB, page_words
from .tables import STEP_MS, create_table, my_turn, open_table

#: the climbing describer's log of a view with a clash (run by ``page_words``)
LOG = """
const { describeLog } = m;
const names = ["سارة", "هدى", "نورة"];
const view = (seats) => ({ phase: "turn", round: 3, pointed: [4, 4, 4].slice(0, seats.length),
  skipped: seats, turns: [], pawns: [], last_round: null,
  last_clash: { phase: "placement", seats, places: ["0S"], round: 1 }, placement_rounds: 1 });
const said = (seats, viewer = null) => describeLog(view(seats), { name: (s) => names[s], viewer })
  .filter((l) => l.kind === "clash").map((l) => l.text);
console.log(JSON.stringify({ two: said([0, 1]), three: said([0, 1, 2]), mine: said([0, 1], 0) }));
"""


def clash_lines(lang: str) -> dict[str, list[str]]:
    out = page_words('export { describeLog } from "./src/describe/climbing.js";', LOG, lang)
    # (without the marks that isolate a name of the other direction)
    return json.loads(out.replace("\\u2068", "").replace("\\u2069", "")
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
    m.t("claim", { colour: m.t(c), c }),
    m.describeMove(`claim ${c}`, { seat: 0, viewer: 0, name, hint: true })]),
  claimed: m.describeMove("claim green", { seat: 0, viewer: 1, name }),
  recap: m.t("bc_recap", { won: 3, n: 3, cubes: 2, colours: ` (${["green", "blue", "gray"].map(
    (c) => m.t("bc_trophyColour", { colour: m.t(c), c })).join(" ")})` }),
  stop: [m.t("stopClaiming"), m.t("stopHint")],
};
console.log(JSON.stringify(said));
"""


def cup_words(lang: str) -> dict:
    entry = ('export { describeMove, scoreWords, scoreWordsShort, cubeWords } from '
             '"./src/describe/balloon_cup.js"; export { t } from "./src/i18n.js";')
    return json.loads(page_words(entry, CUP, lang))


@pytest.mark.parametrize("lang", ["ar", "en", "fi", "es"])
def test_balloon_cups_words_read_as_people_say_them(lang):
    """Arabic: no verb after a name (its gender is unknown: "أميليا بدّل" is wrong for a
    woman), a colon and a noun instead, as the page's other lines; "الفائز:" rather than
    "والفوز لـ" joined to a name; counts of cubes in words that agree with their count; a
    tie says that the last card wins it, its winner first; a trophy's colour agrees with كأس
    (feminine); and in every language a claim's button says what the hint says."""
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
        # the winner first (a phone's two lines were cut before the name that came last),
        # after the tile's kind (the tile has turned over by the time the line is read)
        assert said["tieShort"].startswith("الفائز بالرقعة 4 (جبل): سارة"), said["tieShort"]
        # each name once, the sums the winner's first (both names with their sums nested the
        # brackets: "ضيف 1916 (أنت) (ضيف 1916 (أنت) 24، أميليا 21)")
        assert said["tie"].count("سارة") == 1 and "أميليا" not in said["tie"], said["tie"]
        # كأس is feminine: its colour agrees, and the log says whose it is without a verb
        assert [b for b, _ in said["claims"]] == [
            "خذ الكأس الحمراء", "خذ الكأس الصفراء", "خذ الكأس الخضراء",
            "خذ الكأس الزرقاء", "خذ الكأس الرمادية"]
        assert said["claimed"] == "الكأس الخضراء من نصيب أميليا", said["claimed"]
        assert "(الخضراء الزرقاء الرمادية)" in said["recap"], said["recap"]
    if lang == "en":
        assert "whoever placed the last card wins" in said["tie"], said["tie"]
        assert "the last card wins" in said["tieShort"], said["tieShort"]
        first = said["tieShort"].strip("\u2068")
        assert first.startswith("سارة\u2069 wins tile 4"), said["tieShort"]


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


@pytest.mark.browser
def test_baloot_in_saudi_words_a_hand_a_suit_and_a_doubled_hand(new_page, live_server):
    """A Saudi reviewer on a phone: a deal is a جولة (صكّة is the whole game to 152: the
    table said "الصكّة 1", "نقاط الصكّة", "انتهت الصكّة 1"); a suit is a شكل (the table said
    "النوع": "عليك أن تتبع النوع: ♦ ديمن", and "الحكم يجعل نوعها حكمًا" went round in a
    circle); the call is أشكل (not أشكال); a raised Jack was "رُفعت ولد هاس" (a feminine verb);
    and a doubled hand's summary showed 44 abnat and 0 points with no word of why."""
    # seed 22: seat 0 buys Hokum ♠ and keeps it, Salem doubles (closed), seat 0 lets it stand;
    # trick 1 is led with A♦, seat 0 must follow with J♦ or K♦; the other team wins the hand
    table = create_table(live_server, "baloot", seed=22, options={"hands": 1})
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_table(page, table, "ar")
    state = my_turn(page, table)
    said = page.inner_text("[data-testid=table]")
    assert "الجولة 1" in page.inner_text(".table-move")
    assert page.inner_text("[data-testid=controls] [data-move=ashkal]") == "أشكل"
    guide = page.inner_text("[data-testid=guide]")
    assert "في الحكم يصير شكلها أقوى الأشكال" in guide and "نوع" not in guide, guide
    assert page.eval_on_selector("[data-testid=hand-sort] option[value=suit]",
                                 "o => o.textContent") == "حسب الشكل"
    table.play(0, "hokum")
    state = my_turn(page, table)
    assert state["view"]["bidding"]["stage"] == "keep"
    table.play(0, "hokum")
    state = my_turn(page, table)
    assert state["view"]["phase"] == "doubling"
    table.play(0, "pass")
    state = my_turn(page, table)
    assert state["view"]["trick"]["cards"][0][1] == "AD" and "9S" not in state["legal"]
    settle(page)
    # a card that may not be played: why, in the players' word for a suit
    page.locator("[data-testid=hand] [data-card='9S']").tap(force=True)  # (aria-disabled)
    why = page.inner_text("[data-testid=hand-why]")
    assert why == "عليك أن تلعب من الشكل المطلوب: ♦ ديمن", why
    # a card raised (a phone raises it at the first tap): said without the card's gender,
    # and with the Sira seat 0 holds and has not declared (its first card ends the chance)
    page.locator("[data-testid=hand] [data-card='JD']").tap()
    raised = page.inner_text("[data-testid=hand-why]")
    assert raised.startswith("رفعتَ ولد ديمن. معك سرا"), raised
    assert raised.endswith("أو المس الورقة مرة أخرى لتلعبها من دون إعلان"), raised
    page.locator("[data-testid=hand] [data-card='JD']").tap()
    page.wait_for_selector("[data-testid=hand] [data-card='JD']", state="detached",
                           timeout=STEP_MS)
    # trick 2, led with 9♣: the guide's step "follow" (trick 1's was the project in hand)
    my_turn(page, table)
    guide = page.locator("[data-testid=guide]")
    assert guide.get_attribute("data-step") == "follow"
    assert guide.inner_text().startswith("نصيحة: العب من الشكل المطلوب إن استطعت")
    while not (state := table.state(0))["over"]:
        cards = [m for m in state["legal"] if len(m) == 2]
        if cards:
            table.play(0, cards[0])
        else:
            assert not state["legal"], state["legal"]
            time.sleep(0.05)
    summary = page.locator("[data-testid=hand-summary]")
    summary.wait_for(timeout=STEP_MS)
    words = summary.inner_text()
    assert "انتهت الجولة 1" in words and "نقاط الجولة" in words, words
    assert "نجح" not in words.split("—")[1].split(".")[0]  # the other team won it
    # why "لنا" has abnat and no points
    assert "جولة مدبّلة (دبل): نقاطها كلها للفريق الذي يربحها." in words, words
    page.screenshot(path=str(SHOTS / "ar-doubled-hand.png"))
    said += page.inner_text("[data-testid=table]")
    assert "صكّة" not in said and "الصكّة" not in said and "النوع" not in said


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


#: Baloot's score-sheet words for hands of each outcome, in a language (node on the page's
#: own modules, as LOG above)
ROWS = """
const { handResultWords } = m;
const row = (outcome, level, points) => ({ hand: 3, contract: "hokum:S", buyer: 0, level,
  outcome, points, abnat: [61, 101] });
const rows = { made: row("made", 1, [10, 6]), failed: row("failed", 1, [0, 16]),
  doubled: row("doubled", 2, [0, 32]), gahwa: row("doubled", 5, [0, 64]),
  kaboot: row("kaboot", 1, [25, 0]), reverse: row("reverse-kaboot", 1, [0, 88]) };
const said = {};
const name = () => "Noura";
for (const [k, r] of Object.entries(rows)) said[k] = handResultWords(r, { viewer: 0, name });
console.log(JSON.stringify(said));
"""


def hand_rows(lang: str) -> dict[str, str]:
    entry = 'export { handResultWords } from "./src/describe/baloot.js";'
    return json.loads(page_words(entry, ROWS, lang))


def test_a_hands_points_say_why_where_the_figures_puzzle():
    """A doubled hand (61 abnat and 0 points), a Kaboot, a failed buyer: the hand's line says
    why its points went as they did; a hand made plainly needs no word."""
    ar = hand_rows("ar")
    # (the hand's number counts hands played, not deals: a redeal is no hand of its own)
    assert ar["made"].startswith("الجولة 1: ") and ar["made"].endswith("لهم 6")
    assert ar["doubled"].endswith("جولة مدبّلة (دبل): نقاطها كلها للفريق الذي يربحها.")
    assert ar["gahwa"].endswith("قهوة: من يربح هذه الجولة يربح المباراة.")
    assert ar["kaboot"].endswith("كبوت: أكل فريق الأكلات الثماني كلها، فأخذ نقاط الجولة كلها.")
    assert "لم يأكل فريق المشتري أي أكلة" in ar["reverse"]
    assert ar["failed"].endswith("فتذهب نقاط الجولة كلها إلى الفريق الآخر.")
    en = hand_rows("en")
    assert en["doubled"].endswith(
        "A doubled hand (Double): all its points go to the team that wins it.")
    assert en["kaboot"].endswith(
        "Kaboot: one team took all eight tricks, and with them the whole hand.")
    assert en["made"].endswith("Them 6"), en["made"]


#: Baloot's words for some moves, said in the game log and as a move's button: a card of each
#: kind, a number ("10♠", "7♥") and a letter ("Q♥"), and Sawa (one node run per language for
#: the tests below)
LABELS = """
const { describeMove, moveLabel } = m;
const name = (s) => ["نورة", "Ann"][s];
const said = { sawa: moveLabel("sawa", "playing") };
for (const card of ["TS", "7H", "QH"]) {
  said[card] = { log: describeMove(card, { seat: 0, name }), button: moveLabel(card, "playing") };
}
console.log(JSON.stringify(said));
"""


@functools.cache
def baloot_labels(lang: str) -> dict:
    entry = 'export { describeMove, moveLabel } from "./src/describe/baloot.js";'
    return json.loads(page_words(entry, LABELS, lang))


def test_a_card_reads_left_to_right_in_an_arabic_sentence():
    """In an Arabic page a card is isolated as its own left-to-right run: "10♠" showed as "♠10"
    in the game log (beside "Q♥", which was isolated for its Latin letter), the suit gone to the
    number's other side; the same in a move's button. Other languages are left as they are."""
    ar = baloot_labels("ar")
    for card, text in (("TS", "10♠"), ("7H", "7♥"), ("QH", "Q♥")):
        assert f"\u2068{text}\u2069" in ar[card]["log"], ar[card]
        assert ar[card]["button"] == f"\u2068{text}\u2069", ar[card]
    en = baloot_labels("en")
    assert en["TS"]["button"] == "10♠" and en["TS"]["log"].endswith("played 10♠"), en


def test_sawa_is_said_in_the_pages_language():
    """The claim of every trick left (an engine option) was "Sawa" in Latin letters on an
    Arabic page's button: it is سوا there."""
    assert baloot_labels("ar")["sawa"] == "سوا"
    assert baloot_labels("en")["sawa"] == "Sawa"
