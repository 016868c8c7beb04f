"""Balloon Cup's news above your hand (the third review, a newcomer's two games on a phone and a
laptop): the hint's whole sentence, its reason too, where it is read without a tap (the head's
slot cut it at every size); a tile's result whole at 360 px with the tile's side and rule (it
was cut before the cube won, and "21 to 25" read wrong under the tile turned over); what the
other player did, a hand they had to show among it (it was only in the closed log); who plays
next when the one who completed a tile lost it, but not once that tile's trophy ended the game;
a trophy's cost on a tap.

Screenshots go to out/screenshots/bc3-*.png."""

from __future__ import annotations

import pytest

import gametable

from .conftest import SHOTS
from .tables import STEP_MS, balloon_cup_at, balloon_cup_moves, open_table, scoring_placements
from .test_balloon_cup_newcomer import LAPTOP, PHONE, scores_now, seated, state_at
from .test_balloon_cup_review import PHONE_360, busy

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SIZES = {"390": PHONE, "360": PHONE_360, "laptop": LAPTOP}

#: the element's words are all shown: none cut by a clamp, and all of it inside the news box
#: (not under your panel and hand) and the window
WHOLE = """(sel) => { const e = document.querySelector(sel); if (!e) return 'missing';
  const r = e.getBoundingClientRect();
  const box = document.querySelector('.bc-news').getBoundingClientRect();
  const dock = document.querySelector('.hand-dock').getBoundingClientRect();
  if (e.scrollHeight > e.clientHeight + 1) return `cut: ${e.scrollHeight}/${e.clientHeight}`;
  if (r.top < box.top - 1 || r.bottom > box.bottom + 1) {
    return `outside the news: ${r.top}-${r.bottom} of ${box.top}-${box.bottom}`;
  }
  if (r.bottom > dock.top + 1) return `under the hand: ${r.bottom} > ${dock.top}`;
  if (r.bottom > innerHeight) return 'below the window';
  return 'ok'; }"""


def unmarked(words: str) -> str:
    """The words without the marks that isolate a name's direction (U+2068, U+2069)."""
    return words.replace("\u2068", "").replace("\u2069", "")


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"bc3-{name}.png"))


@pytest.mark.parametrize(("size", "lang"), [("390", "ar"), ("360", "ar"), ("laptop", "en")])
def test_the_hints_whole_sentence_is_above_the_hand(new_page, live_server, size, lang):
    table = balloon_cup_at(live_server, busy)
    page = seated(new_page, table, lang, **SIZES[size])
    page.locator("[data-testid=hint]").click()
    head = page.locator("[data-testid=hint-text]")
    head.wait_for(timeout=STEP_MS)
    whole = page.locator("[data-testid=bc-hint]")
    whole.wait_for(timeout=STEP_MS)
    shot(page, f"hint-{size}-{lang}")
    words = whole.inner_text()
    tile = head.get_attribute("data-move").split("@")[1].split(":")[0]
    reason = words.split(" — ", 1)[1]
    assert tile in reason and any(rule in reason for rule in (
        ("lower total wins", "higher total wins") if lang == "en" else ("الأقل يفوز", "الأعلى يفوز")
    )), words
    assert page.evaluate(WHOLE, "[data-testid=bc-hint]") == "ok"
    # the head's slot: the move (and its chance), the why left to the board's sentence
    assert " — " not in head.inner_text() and head.inner_text() in words


@pytest.mark.parametrize(("size", "lang"), [("360", "ar"), ("laptop", "en")])
def test_a_tiles_result_is_whole_with_its_side_and_rule(new_page, live_server, size, lang):
    table = balloon_cup_at(live_server, scores_now)
    state = state_at(scores_now)
    move = scoring_placements(state.legal_moves(0), state)[0]
    page = seated(new_page, table, lang, reduced_motion="reduce", **SIZES[size])
    card, place = move.split("@")
    page.locator(f"[data-testid=hand] [data-card={card}]").click()
    page.locator(f".row.target[data-target='{place}']").click()
    page.locator("[data-testid=last-score]").wait_for(timeout=STEP_MS)
    shot(page, f"result-{size}-{lang}")
    ev = table.state(0)["view"]["last_score"]
    shown = page.locator("[data-testid=last-score] " + (".short" if size != "laptop" else ".long"))
    words = shown.inner_text()
    side = {"en": {"plains": "Plains", "mountain": "Mountain"},
            "ar": {"plains": "سهل", "mountain": "جبل"}}[lang][ev["side"]]
    assert side in words, words
    if size != "laptop":  # (the short words: the rule too, the tile having turned over)
        rule = {"plains": "الأقل يفوز", "mountain": "الأعلى يفوز"}[ev["side"]]
        assert f"({side} – {rule})" in words or ev["tie"], words
    assert page.evaluate(WHOLE, "[data-testid=last-score]") == "ok"


def others_stuck(legal, state) -> bool:
    """Seat 0 to place, right after seat 1 showed its hand and exchanged."""
    view = state.view(0)
    moves = view["moves"]
    return (any("@" in m for m in legal) and bool(moves) and moves[-1][0] == 1
            and moves[-1][1].startswith("discard")
            and any(e["type"] == "show" and e["seat"] == 1 for e in view["events"]))


def lost_own_tile(legal, state) -> bool:
    """Seat 0 to place again: its own last card completed a tile that seat 1 won."""
    view = state.view(0)
    moves, last = view["moves"], view.get("last_score")
    return (any("@" in m for m in legal) and bool(moves) and moves[-1][0] == 0
            and "@" in moves[-1][1] and bool(last) and last["placer"] == 0 and last["winner"] == 1
            and last["after_move"] == len(moves))


def test_the_others_shown_hand_and_exchange_are_above_the_hand(new_page, live_server):
    table = balloon_cup_at(live_server, others_stuck)
    page = seated(new_page, table, "en", **LAPTOP)
    shown = page.locator("[data-testid=shown-hand]").last  # (the latest, if shown twice)
    shown.wait_for(timeout=STEP_MS)
    shot(page, "shown-hand-en")
    view = table.state(0)["view"]
    cards = next(e for e in reversed(view["events"]) if e["type"] == "show")["cards"]
    words = unmarked(shown.inner_text())
    assert words.startswith("Amelia cannot place a card and shows the hand: "), words
    colour, value = cards[0][:-len(cards[0].lstrip("abcdefghijklmnopqrstuvwxyz"))], \
        cards[0].lstrip("abcdefghijklmnopqrstuvwxyz")
    assert f"{colour} {value}" in words, (cards, words)
    # then the exchange, after it
    moves = page.locator("[data-testid=news] [data-testid=other-move]")
    assert unmarked(moves.last.inner_text()).startswith("Amelia exchanged"), moves.last.inner_text()
    assert page.evaluate(WHOLE, "[data-testid=news] > :last-child") == "ok"


def test_losing_the_tile_you_completed_says_you_play_again(new_page, live_server):
    table = balloon_cup_at(live_server, lost_own_tile)
    page = seated(new_page, table, "ar", **PHONE_360)
    again = page.locator("[data-testid=plays-again]")
    again.wait_for(timeout=STEP_MS)
    shot(page, "again-360-ar")
    assert again.inner_text() == "من يخسر رقعةً يلعب بعدها: الدور لك مرة أخرى"
    assert page.evaluate(WHOLE, "[data-testid=last-score]") == "ok"


def game_ending_moves(legal, state) -> list[str] | None:
    """Seat 0's card that completes a tile seat 1 wins, and the claim of seat 1 that then wins
    the game; None where there are none."""
    if len(state.view(0)["players"][1]["trophies"]) < 2:  # (a claim then wins nothing yet)
        return None
    for move in legal:
        if "@" not in move:
            continue
        after = state.clone()
        after.play(0, move)
        last = after.view(0).get("last_score")
        if after.over or tuple(after.to_act) != (1,) or not last or last["placer"] != 0 \
                or last["winner"] != 1 or last["after_move"] != len(after.view(0)["moves"]):
            continue
        for claim in after.legal_moves(1):
            end = after.clone()
            end.play(1, claim)
            if end.over:
                return [move, claim]
    return None


def test_no_one_plays_again_once_the_game_is_over(new_page, live_server):
    """Your card completed a tile the other player won, and their trophy for it ended the game:
    the tile's result is told, but not "your turn again" under "You lost"."""
    def ending(legal, state) -> bool:
        return game_ending_moves(legal, state) is not None

    # the same moves in the engine, to find seat 0's card and seat 1's claim there
    state = gametable.new_game("balloon-cup", seed=5)
    for seat, move in balloon_cup_moves(ending):
        state.play(seat, move)
    placement, claim = game_ending_moves(state.legal_moves(0), state)
    table = balloon_cup_at(live_server, ending)
    table.play(0, placement)
    table.play(1, claim)
    page = new_page(**LAPTOP)
    open_table(page, table, "en", mine=False)
    page.wait_for_selector("[data-testid=table][data-over='1']", timeout=STEP_MS)
    page.locator("[data-testid=last-score]").wait_for(timeout=STEP_MS)
    assert page.locator("[data-testid=plays-again]").count() == 0
    shot(page, "over-no-again")


def others_placed(legal, state) -> bool:
    """Seat 0 to place, right after a card of seat 1's."""
    moves = state.view(0)["moves"]
    return (any("@" in m for m in legal) and bool(moves) and moves[-1][0] == 1
            and "@" in moves[-1][1])


def test_the_others_move_is_above_the_hand_and_a_trophy_says_its_cost(new_page, live_server):
    table = balloon_cup_at(live_server, others_placed)
    page = seated(new_page, table, "ar", **PHONE)
    moved = page.locator("[data-testid=other-move]").last
    words = unmarked(moved.inner_text())
    # "Amelia: الأحمر 12 على الرقعة 3، جهتك": a card named with its article, as players say it
    assert words.startswith("Amelia: ") and " على الرقعة " in words, words
    assert words.split(": ", 1)[1].startswith("ال"), words
    assert page.evaluate(WHOLE, "[data-testid=news] > :last-child") == "ok"
    page.locator(".trophy-row [data-trophy=red]").tap()
    why = page.locator("[data-testid=hand-why]")
    why.wait_for(timeout=STEP_MS)
    assert why.inner_text() == page.locator(".trophy-row [data-trophy=red]").get_attribute("title")
    assert "7" in why.inner_text()
    shot(page, "trophy-tap-ar")
