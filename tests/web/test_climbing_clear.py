"""The climbing game's words that a newcomer's review found wrong, run by node on the page's
own modules: two clashes in one round said one clause per cube (they read as four players on
"the same cube"), a preview hedged while others still turn this round, and Arabic that agrees
in the dual, names a winner once and names the own cube's button as one cube."""

from __future__ import annotations

import json
import random

import pytest

import gametable

from .conftest import shot
from .helpers import guideless_page, page_words
from .tables import STEP_MS, create_table, open_table

ENTRY = ('export { clashGroups, describeLog, othersStillTurning } from '
         '"./src/describe/climbing.js";'
         ' export { t } from "./src/i18n.js";')

SCRIPT = """
const { clashGroups, describeLog, othersStillTurning, t } = m;
const names = ["Bo", "Aino", "Eero", "Lumi"];
const name = (s) => names[s];
// you (seat 0) and Eero on cube 11, Aino and Lumi on cube 9
const pointed = [11, 9, 11, 9];
const two = clashGroups([0, 1, 2, 3], pointed, 0, name);
const one = clashGroups([0, 2], [11, 9, 11, 5], 0, name);
const view = { pawns: [], last_round: { round: 2, pointed, skipped: [0, 1, 2, 3], turns: [] } };
const lines = describeLog(view, { name, viewer: 0 });
const log = lines.filter((l) => l.kind === "clash").map((l) => l.text);
// the round's heading first, then its lines
const heads = lines.filter((l) => l.kind === "hand").map((l) => [l.text, lines.indexOf(l)]);
console.log(JSON.stringify({
  round: t("c_clashRound", two), last: t("c_clashLast", two), log, heads,
  single: t("c_clashRound", one),
  // Eero pointed and has not turned yet; Aino sat out; Lumi has turned
  unsure: othersStillTurning({ pointed: [3, 4, 6, 7], skipped: [1], turns: [[3, 7, "x+"]] }, 0),
  sure: othersStillTurning({ pointed: [3, 4, 6, 7], skipped: [1, 2], turns: [[3, 7, "x+"]] }, 0),
  both: t("c_outBothTop", { names: "إيرو وآينو", n: 2 }),
  bothOne: t("c_outBothTop", { names: "إيرو", n: 1 }),
  winner: t("c_winner", { name: "ضيف 4661 (أنت)" }),
  own: t("c_ownCubeLabel", { cube: t("c_cube", { n: 8 }) }),
  why: t("c_hintWhy_place", { what: "فتح طريقك إلى 9 مكعبات أخرى" }),
}));
"""


def words(lang: str) -> dict:
    return json.loads(page_words(ENTRY, SCRIPT, lang).replace("\u2068", "").replace("\u2069", ""))


def test_two_clashes_are_said_one_clause_per_cube():
    said = words("en")
    assert said["round"] == ("Clashes — You and Eero: cube 11; Aino and Lumi: cube 9: each of "
                             "them sits out this round."), said["round"]
    assert said["last"].startswith("Last round, clashes — You and Eero: cube 11; Aino and Lumi: "
                                   "cube 9"), said["last"]
    assert said["log"] == ["Clashes — You and Eero: cube 11; Aino and Lumi: cube 9: each of them "
                           "sat out the round"], said["log"]
    assert said["heads"] == [["Round 2", 0]], said["heads"]
    # one cube: said as before
    assert said["single"] == ("Clash: You and Eero pointed at the same cube (cube 11) and sit "
                              "out this round."), said["single"]


def test_a_preview_is_hedged_only_while_others_still_turn():
    said = words("en")
    assert said["unsure"] is True and said["sure"] is False, said


@pytest.mark.parametrize("lang", ["fi", "es", "ar"])
def test_every_language_says_each_cubes_clash(lang):
    said = words(lang)
    for text in (said["round"], said["last"], said["log"][0]):
        assert "11" in text and "9" in text and "Aino" in text and "Lumi" in text, text
        assert text.index("11") < text.index("Aino") < text.index("9"), text


def test_arabic_agrees_in_the_dual_and_names_the_winner_once():
    said = words("ar")
    assert said["both"].startswith("لكن طريقا إيرو وآينو يصلان إليها أيضًا"), said["both"]
    assert said["bothOne"].startswith("لكن طريق إيرو يصل إليها أيضًا"), said["bothOne"]
    assert said["winner"].count("ضيف 4661") == 1, said["winner"]
    assert said["own"] == "المكعب 8، مكعبك", said["own"]
    assert said["why"] == "من هنا يمكنك، بتدوير مكعبك، فتح طريقك إلى 9 مكعبات أخرى", said["why"]


def a_round_in_two_layers(seed: int = 1) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """Moves (found with the engine) up to a pointing phase, then a round in which the three
    point at different cubes, in at least two layers, and each turns: (before, the round)."""
    for tries in range(200):
        state = gametable.new_game("climbing", seed=seed, players=3)
        rng = random.Random(tries)
        before: list[tuple[int, str]] = []
        while not state.over and len(before) < 120:
            view = state.view(None)
            if view["phase"] == "point" and view["round"] >= 1:
                picks = [state.legal_moves(seat) for seat in range(3)]
                for a in picks[0]:
                    for b in picks[1]:
                        for c in picks[2]:
                            cubes = {a, b, c}
                            layers = {view["cubes"][int(x)]["layer"] for x in cubes}
                            if len(cubes) == 3 and len(layers) >= 2:
                                trial = state.clone()
                                round_moves = [(0, a), (1, b), (2, c)]
                                for seat, move in round_moves:
                                    trial.play(seat, move)
                                while not trial.over and trial.view(None)["phase"] == "turn":
                                    seat = trial.to_act[0]
                                    move = trial.legal_moves(seat)[0]
                                    round_moves.append((seat, move))
                                    trial.play(seat, move)
                                if not trial.over:
                                    return before, round_moves
            seat = state.to_act[0]
            move = rng.choice(state.legal_moves(seat))
            before.append((seat, move))
            state.play(seat, move)
    raise AssertionError("no round in two layers")


@pytest.mark.motion
@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")],
                         ids=["390x844-ar", "1280x800-en"])
def test_the_next_choice_waits_for_the_turns_and_they_play_again(browser, live_server, size,
                                                                 lang):
    """The panel offered the next round while the bots' turns still played, each cut short by
    the next layer's (0.4 s a turn): the turns of a round now play one after another, the
    later layers' queued after the first, the next choice held until they have landed, and
    "Show again" plays them once more."""
    before, round_moves = a_round_in_two_layers()
    table = create_table(live_server, "climbing", people=3, seats=3, seed=1,
                         names={0: "Aino", 1: "Bo", 2: "Cy"}, options={"players": 3})
    for seat, move in before:
        table.play(seat, move)
    context, page, errors = guideless_page(browser, size)
    try:
        open_table(page, table, lang)
        page.evaluate(HEAD_WATCH)
        for seat, move in round_moves:
            table.play(seat, move)
        caption = page.locator("[data-testid=turned]")
        caption.wait_for(timeout=STEP_MS)
        # while they play: no cube to point at, and the panel says to watch
        assert page.locator(".climb-controls [data-move]").count() == 0
        assert page.locator(".climb-do").inner_text() == words_of(lang, "c_watchTurns")
        # and the head says nobody's turn meanwhile ("Your turn · with …" stood beside it):
        # every state the head passed through while held, as the page drew it (on a busy
        # machine the turns could all have played before any later read)
        page.wait_for_function("() => window.heldSeen.length > 0", timeout=STEP_MS)
        held = page.evaluate("window.heldSeen")
        assert set(held) == {""}, held
        turns = len([m for _, m in round_moves if not m.isdigit()])
        pointed = {int(m) for _, m in round_moves if m.isdigit()}
        # the choice comes only once the last turn has landed (the turns play one after
        # another, each landing in drawn frames, which a loaded browser draws late: a step's
        # 20 s for each turn)
        page.wait_for_selector(".climb-controls [data-move]", timeout=STEP_MS * max(1, turns))
        # each turn was named in its turn (the caption's every state recorded, as the head's),
        # one after another: a cube named once its successor has been is never named again.
        # (The later layers' turns join the queue of the first when they come while it plays,
        # and follow it when they come after it has landed, as on a loaded machine.)
        seen = page.evaluate("window.captionSeen")
        named = [c["cube"] for c in seen]
        order = list(dict.fromkeys(named))
        assert set(order) == pointed, seen
        assert named == sorted(named, key=order.index), seen
        page.wait_for_selector("[data-testid=turn].mine", timeout=STEP_MS)  # your turn, now
        assert page.evaluate("document.querySelector('[data-testid=turned]')"
                             "?.dataset.landed ?? '1'") == "1"
        again = page.locator("[data-testid=turns-again]")
        again.wait_for(timeout=STEP_MS)
        shot(page, f"climbing-turns-again-{size[0]}-{lang}")
        # the two round signs over the board say what they do (on a phone they were a bare
        # ↻ beside a bare ⟲), in the page's language, side by side, not on each other
        reset = page.locator(".reset-view")
        assert reset.inner_text().split()[-1] == words_of(lang, "c_resetViewShort")
        short = again.locator(".short-words")
        if size[0] < 600:
            assert short.is_visible() and short.inner_text() == words_of(lang, "c_turnsAgainShort")
        else:
            assert not short.is_visible() and words_of(lang, "c_turnsAgain") in again.inner_text()
        a, r = again.bounding_box(), reset.bounding_box()
        assert a["x"] + a["width"] <= r["x"] or r["x"] + r["width"] <= a["x"], (a, r)
        before_again = page.evaluate("window.captionSeen.length")
        again.click()
        page.wait_for_function(
            "(k) => window.captionSeen.slice(k).some((c) => c.step === 0 && c.landed === '0')",
            arg=before_again, timeout=STEP_MS)
        # played again, the choice stays (nothing new to wait for)
        assert page.locator(".climb-controls [data-move]").count() > 0
        assert not errors
    finally:
        context.close()


#: records, each time the page changes, the text of the head's turn while it is held (while a
#: round's turns play) and the turns' caption (its step, of how many): every state they pass
#: through, however short
HEAD_WATCH = """() => {
  window.heldSeen = [];
  window.captionSeen = [];
  const look = () => {
    const e = document.querySelector('[data-testid=turn].held');
    if (e) window.heldSeen.push(e.innerText.trim());
    const c = document.querySelector('[data-testid=turned]');
    if (c) window.captionSeen.push({step: Number(c.dataset.step), steps: Number(c.dataset.steps),
                                    cube: Number(c.dataset.cube), landed: c.dataset.landed});
  };
  new MutationObserver(look).observe(document.body,
    {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def words_of(lang: str, key: str) -> str:
    return json.loads(page_words('export { t } from "./src/i18n.js";',
                                 f'console.log(JSON.stringify(m.t("{key}")));', lang))


def two_clashes(seed: int = 3) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """Moves (found with the engine) of four players up to a pointing phase, then the pointing
    of two clashes: seats 0 and 2 on one cube, 1 and 3 on another. (before, the pointing)"""
    for tries in range(100):
        state = gametable.new_game("climbing", seed=seed, players=4)
        rng = random.Random(tries)
        before: list[tuple[int, str]] = []
        while not state.over and len(before) < 150:
            if state.view(None)["phase"] == "point":
                legal = [set(state.legal_moves(seat)) for seat in range(4)]
                for a in sorted(legal[0] & legal[2]):
                    for b in sorted((legal[1] & legal[3]) - {a}):
                        return before, [(0, a), (2, a), (1, b), (3, b)]
            seat = state.to_act[0]
            move = rng.choice(state.legal_moves(seat))
            before.append((seat, move))
            state.play(seat, move)
    raise AssertionError("no two clashes found")


#: whether an element shows whole: in the window, the element near its every corner (8 px
#: in: past a round corner) it or inside it, and not cut inside itself (its words' size
#: within its own)
WHOLE = """(el) => { const r = el.getBoundingClientRect();
  const at = (x, y) => { const e = document.elementFromPoint(x, y); return !!e && el.contains(e); };
  return r.bottom <= innerHeight && at(r.left + 8, r.top + 4) && at(r.right - 8, r.top + 4)
    && at(r.left + 8, r.bottom - 4) && at(r.right - 8, r.bottom - 4)
    && el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1; }"""


@pytest.mark.browser
@pytest.mark.slow
def test_clashes_and_the_turn_show_whole_on_a_laptop(browser, live_server):
    """At 1280x800 with four players the side panel cut the clash's last line ("(cube 13) and
    sat out.") and the head's "Your turn · with Ain…": both show whole, the clash said per
    cube."""
    before, pointing = two_clashes()
    names = {0: "Aino", 1: "Bo", 2: "Cy", 3: "Di"}
    table = create_table(live_server, "climbing", people=4, seats=4, seed=3, names=names,
                         options={"players": 4})
    for seat, move in before:
        table.play(seat, move)
    context, page, errors = guideless_page(browser, (1280, 800))
    try:
        open_table(page, table, "en")
        for seat, move in pointing:
            table.play(seat, move)
        clash = page.locator("[data-testid=clash]")
        clash.wait_for(timeout=STEP_MS)
        page.wait_for_selector(".climb-controls [data-move]", timeout=STEP_MS)
        (a, b) = pointing[0][1], pointing[2][1]
        assert f"You and Cy: cube {a}; Bo and Di: cube {b}" in clash.inner_text()
        assert clash.evaluate(WHOLE), clash.bounding_box()
        turn = page.locator("[data-testid=turn]")
        assert "Bo, Cy, and Di" in turn.inner_text()
        assert turn.evaluate(WHOLE), turn.inner_text()
        for threat in page.locator("[data-testid=threat], [data-testid=near-top]").all():
            assert threat.evaluate(WHOLE), threat.inner_text()
        shot(page, "climbing-clashes-1280-en")
        assert not errors
    finally:
        context.close()


@pytest.mark.browser
@pytest.mark.slow
def test_a_place_tapped_on_the_board_is_asked_about_first(browser, live_server):
    """A tap on a gold dot placed the pawn at once (a turn is previewed and confirmed): now it
    asks "Start at …?", sends nothing until "Start here", and Cancel takes the question away."""
    table = create_table(live_server, "climbing", people=3, seats=3, seed=1,
                         names={0: "Aino", 1: "Bo", 2: "Cy"}, options={"players": 3})
    context, page, errors = guideless_page(browser, (390, 844), has_touch=True, is_mobile=True)
    try:
        open_table(page, table, "en")
        page.wait_for_function(f"{PYRAMID}.settled() && {PYRAMID}.placesInSight().length > 0",
                               timeout=STEP_MS)
        place = page.evaluate(f"{PYRAMID}.placesInSight()")[0]
        where = page.evaluate(f"(m) => {PYRAMID}.screenOf(m)", place)
        page.touchscreen.tap(where[0], where[1])
        ask = page.locator("[data-testid=place-ask]")
        ask.wait_for(timeout=STEP_MS)
        assert table.state(0)["view"]["my_choice"] is None
        page.click("[data-testid=place-ask] button:not(.primary)")  # Cancel
        ask.wait_for(state="detached", timeout=STEP_MS)
        page.touchscreen.tap(where[0], where[1])
        shot(page, "climbing-place-ask-390-en")
        page.click("[data-testid=confirm-place]")
        page.wait_for_selector("[data-testid=my-choice]", timeout=STEP_MS)
        assert table.state(0)["view"]["my_choice"] == place
        assert not errors
    finally:
        context.close()


PYRAMID = "document.querySelector('[data-testid=pyramid]')"
