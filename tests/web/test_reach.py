"""Every decision in reach (issue 31): whole games of each game played through the page, by taps
and clicks at the points a person would touch, at two phones and a laptop, in English and
Arabic, at every size. At every decision, with the page scrolled to its top, each element one
may act on now (the playable cards, the move's buttons, the places a picked card may go, the
hint) lies inside the viewport and is the topmost element at its centre
(``document.elementFromPoint``): nothing covers it and no scrolling is needed to reach it.

A move is made by a tap or click at that centre, never by Playwright's scrolling click, so a
game that ends has been played only with what was in reach. Screenshots of the first
decisions go to out/screenshots/reach-*.png.
"""

from __future__ import annotations

import random
import time

import pytest

from .conftest import SHOTS
from .helpers import TWO_FRAMES
from .layout_checks import OVERFLOW
from .tables import (
    BOARD_IN,
    STEP_MS,
    VIEWPORTS,
    balloon_cup_at,
    claim_must,
    claims_with_stop,
    create_table,
    stuck,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: what one may act on at a decision, per game (the hint button in every game; Baloot's "Last
#: trick", which is not a move, is to be in reach too, and the hand summary's "Next hand",
#: which deals the next hand held back behind it)
ACTIONABLE = {
    "baloot": "[data-testid=hand] .pcard.playable, [data-testid=controls] button, "
              "[data-testid=hint]:not([disabled]), [data-testid=last-trick], "
              "[data-testid=open-score-sheet], "
              "[data-testid=hand-summary-close]",
    "balloon-cup": "[data-testid=hand] .card.playable, .row.target, [data-testid=claims] button, "
                   "[data-testid=stuck] button:not([disabled]), [data-testid=hint]:not([disabled])",
    "climbing": ".climb-side [data-move], .climb-side [data-turn], "
                "[data-testid=confirm-turn]:not([disabled]), [data-testid=hint]:not([disabled])",
}
#: what shows that a decision is open, where that is not all of the above: a climbing page
#: offers its choice once the board has played the turns before it (the hint shows meanwhile)
DECISION = {"climbing": ".climb-side [data-move], .climb-side [data-turn]"}
#: the whole own hand: in view too, playable or not (one row of eight in Baloot; not while a
#: new deal is held behind the last hand's summary)
HAND = {"baloot": "[data-testid=hand]:not(.held) .pcard", "balloon-cup": "[data-testid=hand] .card",
        "climbing": None}
#: short games: two Baloot hands (the summary of the first shows while the second is bid), four
#: climbing rounds
OPTIONS = {"baloot": {"hands": 2}, "balloon-cup": {}, "climbing": {"max_rounds": 4}}
SEEDS = {"baloot": 3, "balloon-cup": 5, "climbing": 2}

#: per element: where it is, whether its centre is inside the window, and whether the element
#: there (the topmost) is it or inside it; the page scrolled to its top first
REACH = """
(selector) => {
  window.scrollTo(0, 0);
  const out = [];
  for (const el of document.querySelectorAll(selector)) {
    const rects = el.getClientRects();
    if (!rects.length) continue;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const inside = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1
      && r.bottom <= innerHeight + 1;
    const top = inside ? document.elementFromPoint(x, y) : null;
    const own = !!top && (top === el || el.contains(top));
    const what = el.getAttribute('data-move') || el.getAttribute('data-card')
      || el.getAttribute('data-target') || el.getAttribute('data-testid')
      || el.getAttribute('data-turn') || el.textContent.trim().slice(0, 20);
    const cover = top && !own ? (top.className?.baseVal ?? top.className) || top.tagName : '';
    out.push({what, x, y, top: r.top, inside, own, cover: String(cover),
              box: [r.left, r.top, r.right, r.bottom].map(Math.round)});
  }
  return out;
}
"""

#: the page is at a decision of ours (and the board drawn), or the game is over
READY = """() => { const t = document.querySelector('[data-testid=table]');
  if (!t) return false;
  if (t.dataset.over === '1') return true;
  return t.dataset.mine === '1' && !!document.querySelector(SELECTOR); }"""


#: Baloot's trick: each card on the table, whole in sight, not under your seat (pinned at the
#: window's foot, it covered your own trick card at 1366x768 and the whole trick at 1024x768):
#: what is topmost at its centre, at its corner's rank and just inside its foot is the card (the
#: contract's tabs may lie over the partner's card's top edge, on a ground of their own); not
#: while a hand's summary is up, a sheet over the board that shows the last trick itself
TRICK_SEEN = """
() => {
  window.scrollTo(0, 0);
  const out = [];
  if (document.querySelector('[data-testid=hand-summary]')) return out;
  for (const el of document.querySelectorAll('[data-testid=trick] .pcard')) {
    const r = el.getBoundingClientRect();
    if (!r.width) continue;
    const x = r.left + r.width / 2;
    const hidden = [r.top + 14, r.top + r.height / 2, r.bottom - 4].filter((y) => {
      if (y < 0 || y > innerHeight) return true;
      const top = document.elementFromPoint(x, y);
      return !(top === el || el.contains(top));
    });
    if (hidden.length) {
      const top = document.elementFromPoint(x, Math.min(hidden[0], innerHeight - 1));
      out.push(`${el.dataset.card || el.textContent.trim()} at ${[r.top, r.bottom].map(Math.round)}`
               + ` hidden at y ${hidden.map(Math.round)} by ${top?.className || top?.tagName}`);
    }
  }
  return out;
}"""


def problems(found: list[dict]) -> list[str]:
    return [f"{f['what']!r} at {f['box']}: "
            + ("outside the window" if not f["inside"] else f"covered by {f['cover']!r}")
            for f in found if not (f["inside"] and f["own"])]


class Player:
    """Seat 0's page, playing by touch (phones) or mouse at the centres it measured."""

    def __init__(self, page, game: str, size: str, lang: str, touch: bool) -> None:
        self.page, self.game, self.size, self.lang, self.touch = page, game, size, lang, touch
        self.rng = random.Random(f"{game}-{size}-{lang}")
        self.decisions = 0
        self.measured: str | None = None
        self.failures: list[str] = []
        #: where the own hand's top was at each decision (page at its top)
        self.hand_tops: list[int] = []

    def check(self, selector: str, label: str) -> list[dict]:
        # the message measured: a tap waits for the page to move on from it (a message that
        # came between the measuring and the tap has moved the page on already)
        self.measured = self.page.get_attribute("[data-testid=table]", "data-n")
        found = self.page.evaluate(REACH, selector)
        for p in problems(found):
            self.failures.append(f"{label}: {p}")
        return [f for f in found if f["inside"] and f["own"]]

    def tap(self, item: dict) -> str | None:
        """A tap (or click) at the item's centre; the number of the message it was measured in."""
        n = self.measured
        if self.touch:
            self.page.touchscreen.tap(item["x"], item["y"])
        else:
            self.page.mouse.click(item["x"], item["y"])
        return n

    def shot(self, name: str) -> None:
        if self.decisions <= 2 or self.failures or name == "stuck":
            SHOTS.mkdir(parents=True, exist_ok=True)
            name = f"reach-{self.game}-{self.size}-{self.lang}-{name}.png"
            self.page.screenshot(path=str(SHOTS / name))

    def wait_ready(self, selector: str) -> bool:
        """Until a decision of ours (True) or the end (False)."""
        self.page.wait_for_function(READY.replace("SELECTOR", repr(selector)), timeout=STEP_MS)
        return self.page.get_attribute("[data-testid=table]", "data-over") != "1"

    def wait_moved(self, n: str | None) -> None:
        """Until the move is in (the message number moved on, or the game is over); else
        what the page says (an error, a notice) in the failure."""
        try:
            self.page.wait_for_function(
                "(n) => { const t = document.querySelector('[data-testid=table]');"
                " return t.dataset.n !== n || t.dataset.over === '1'; }", arg=n, timeout=STEP_MS)
        except Exception as error:
            said = self.page.evaluate(
                "() => [...document.querySelectorAll('[data-testid=error], [data-testid=notice],"
                " [data-testid=reconnecting]')].map((e) => e.textContent)")
            self.shot("stuck")
            raise AssertionError(f"{self.label()}: the move made no change ({said})") from error

    def label(self) -> str:
        return f"{self.game} {self.size} {self.lang} decision {self.decisions}"

    def step(self) -> None:
        """One decision: check what is in reach, then make a move with it."""
        self.decisions += 1
        label = self.label()
        # measured as drawn: the page's last change has been through a frame, so that what a
        # frame settles before it is painted (the board's height follows what lies above it,
        # set by a ResizeObserver) is settled here too (measured between the change and the
        # frame, a 1024x768 hand lay 27 px higher than any frame showed it)
        self.page.evaluate(TWO_FRAMES)
        moves = self.check(ACTIONABLE[self.game], label)
        mine = self.page.evaluate("() => { const t = document.querySelector('[data-testid=table]');"
                                  " return t.dataset.mine === '1' && t.dataset.over !== '1'; }")
        if not mine:  # the page moved on between the wait and the measuring: not a decision
            self.decisions -= 1
            self.failures = [f for f in self.failures if not f.startswith(f"{label}:")]
            return
        if self.page.evaluate(OVERFLOW) > 0:
            self.failures.append(f"{label}: the page scrolls sideways")
        # (a phone's claim buttons lie over the hand, which plays no part in a claim)
        claiming = self.touch and self.page.query_selector("[data-testid=claims]")
        if HAND[self.game]:
            if not claiming:
                self.check(HAND[self.game], f"{label} (hand)")
            top = self.page.evaluate("() => document.querySelector('[data-testid=hand]')"
                                     "?.getBoundingClientRect().top")
            if top is not None:
                self.hand_tops.append(round(top))
        if self.game == "baloot":
            self.failures += [f"{label}: trick card {p}" for p in self.page.evaluate(TRICK_SEEN)]
        self.shot(f"d{self.decisions}")
        getattr(self, self.game.replace("-", "_"))(moves, label)

    def pick(self, moves: list[dict]) -> dict:
        choices = [m for m in moves if m["what"] not in ("hint", "last-trick", "open-score-sheet",
                                                          "hand-summary-close")]
        assert choices, f"{self.label()}: nothing to play in reach: {moves}"
        return self.rng.choice(choices)

    def baloot(self, moves: list[dict], label: str) -> None:
        if all(m["what"] in ("hint", "last-trick", "open-score-sheet") for m in moves):
            # the hand's last trick held alone on the table (the next deal behind it): no
            # decision yet, the summary comes
            self.decisions -= 1
            self.page.wait_for_selector(
                "[data-testid=hand-summary-close], [data-testid=controls] button, "
                "[data-testid=hand] .pcard.playable", timeout=STEP_MS)
            return
        if any(m["what"] == "hand-summary-close" for m in moves):
            # the last hand's summary, the next deal held behind it: "Next hand" deals it
            self.tap(next(m for m in moves if m["what"] == "hand-summary-close"))
            self.page.wait_for_selector("[data-testid=hand-summary]", state="hidden",
                                        timeout=STEP_MS)
            return
        # buy the hand now and then (a hand passed out by all four is dealt again)
        bids = [m for m in moves if m["what"] in ("hokum", "sun", "hokum2", "sun2")]
        choice = bids[0] if bids and self.rng.random() < 0.5 else self.pick(moves)
        n = self.tap(choice)
        raised = "(c) => !!document.querySelector(`[data-card='${c}'].raised`)"
        if self.page.evaluate(raised, choice["what"]):
            # raise-then-confirm (on by default on a touch screen): the raised card is in reach
            # too, and a second tap plays it
            raised = self.check("[data-testid=hand] .pcard.raised", f"{label} (card raised)")
            assert raised, f"{label}: the raised card is not in reach"
            self.tap(raised[0])
        self.wait_moved(n)

    def balloon_cup(self, moves: list[dict], label: str) -> None:
        buttons = [m for m in moves if m["what"] != "hint" and not self.page.evaluate(
            "([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-testid=hand]')",
            [m["x"], m["y"]])]
        if buttons and self.page.query_selector("[data-testid=claims], [data-testid=stuck]"):
            self.wait_moved(self.tap(self.rng.choice(buttons)))
            return
        card = self.pick(moves)
        self.tap(card)
        # the card picked shows where it may go: those places are in reach too, not under the hand
        self.page.wait_for_selector(".row.target", timeout=STEP_MS)
        targets = self.check(".row.target, [data-testid=hand] .card.playable",
                             f"{label} (card picked)")
        self.shot(f"d{self.decisions}-picked")
        rows = [t for t in targets if ":" in str(t["what"])]
        assert rows, f"{label}: no place for the card in reach: {self.failures[-5:]}"
        self.wait_moved(self.tap(self.rng.choice(rows)))

    def climbing(self, moves: list[dict], label: str) -> None:
        turns = [m for m in moves if m["what"] in ("x-", "x+", "y-", "y+", "z+", "z-")
                 and self.page.query_selector(f"[data-turn='{m['what']}']")]
        if turns:
            self.tap(self.rng.choice(turns))
            self.page.wait_for_selector("[data-testid=confirm-turn]:not([disabled])",
                                        timeout=STEP_MS)
            confirm = self.check("[data-testid=confirm-turn]", f"{label} (turn picked)")
            assert confirm, f"{label}: the confirm button is not in reach"
            self.wait_moved(self.tap(confirm[0]))
            return
        self.wait_moved(self.tap(self.pick(moves)))


def play_whole_game(browser, base: str, game: str, size: str, lang: str) -> Player:
    width, height = VIEWPORTS.get(size) or map(int, size.split("x"))
    phone = width < 500 or height < 500  # (a phone upright or held sideways)
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone,
                                  has_touch=phone, device_scale_factor=1, reduced_motion="reduce")
    # a newcomer's guides are shown: they must not cover a move either
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # seat 0 named as a newcomer's seat is (a guest's name): the name's length shapes the page
    table = create_table(base, game, seed=SEEDS[game], options=OPTIONS[game], bot_delay=0.02,
                         names={0: "Guest 8888"})
    player = Player(page, game, size, lang, touch=phone)
    try:
        page.goto(table.url(0, lang))
        page.wait_for_function(BOARD_IN, timeout=STEP_MS)
        deadline = time.monotonic() + 120
        while player.wait_ready(DECISION.get(game, ACTIONABLE[game])):
            assert time.monotonic() < deadline, f"{game} {size} {lang}: no end in time"
            player.step()
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"reach-{game}-{size}-{lang}-over.png"))
    finally:
        context.close()
    assert errors == [], errors
    return player


#: the whole games' sizes: the smallest phone and the usual phone right to left, the laptop
#: left to right (a whole game a case: six cases of each game made this the suite's slowest
#: file); each size is played in one direction, and the positions below see it in the other
#: (tests/web/test_layout*.py see every size in both)
WHOLE_GAME_CASES = [("360x740", "ar"), ("390x844", "ar"), ("1280x800", "en")]
#: the Balloon Cup positions' sizes: each in the direction its whole game is not played
CASES = [(size, "en" if lang == "ar" else "ar") for size, lang in WHOLE_GAME_CASES]
assert sorted(size for size, _ in CASES) == sorted(VIEWPORTS)


#: every game's whole game at each phone; at the laptop Baloot's alone, the one game whose
#: hand had lain at a laptop's fold (a summary and the call buttons above it): the others'
#: laptop tables have room to spare, and tests/web/test_layout.py sees them at that size
WHOLE_GAMES = [(game, size, lang) for game in ("baloot", "balloon-cup", "climbing")
               for size, lang in WHOLE_GAME_CASES if game == "baloot" or size != "1280x800"]


#: short windows: a 768-px laptop screen less its browser's bars (1366x650), and a tablet held
#: sideways (1024x768), where the head and the seats take two rows each. Baloot's board ran past
#: the window's foot in both, your seat pinned over the trick, and Balloon Cup's news had no room
SHORT_WINDOWS = [("baloot", "1366x650", "en"), ("baloot", "1024x768", "ar"),
                 ("balloon-cup", "1366x650", "ar")]


def every_decision_in_reach(browser, base: str, game: str, size: str, lang: str) -> None:
    """A whole game at ``size`` in ``lang``, every decision checked (this file's and
    test_reach_other_sizes.py's cases)."""
    player = play_whole_game(browser, base, game, size, lang)
    assert player.decisions > 2, "the game ended before seat 0 had decisions to check"
    print(f"{game} {size} {lang}: {player.decisions} decisions checked")
    assert player.failures == [], "\n".join(player.failures[:30])
    if game in ("baloot", "balloon-cup"):
        # the hand stays where it is from one decision to the next, whatever comes and goes
        # above it (Baloot: call buttons, "Last trick", the contract's lines, the guide;
        # Balloon Cup: a tile's result, the claim's and the exchange's buttons, the guide)
        assert max(player.hand_tops) - min(player.hand_tops) <= 1, player.hand_tops


@pytest.mark.parametrize(("game", "size", "lang"), WHOLE_GAMES + SHORT_WINDOWS)
def test_every_decision_in_reach(browser, live_server, game, size, lang):
    every_decision_in_reach(browser, live_server, game, size, lang)


def test_eight_baloot_cards_in_one_row_on_a_small_phone(browser, live_server):
    """Eight cards, one row, at 360 px: each a 44-px target at least, none covering another."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                  has_touch=True, reduced_motion="reduce")
    try:
        page = context.new_page()
        table = create_table(live_server, "baloot", seed=SEEDS["baloot"], options={"hands": 1})
        page.goto(table.url(0, "en"))
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=hand] .pcard').length === 8",
            timeout=STEP_MS)
        boxes = page.evaluate(REACH, "[data-testid=hand] .pcard")
        assert len(boxes) == 8
        assert len({round(b["top"]) for b in boxes}) == 1, [b["box"] for b in boxes]
        assert problems(boxes) == []
        for b in boxes:
            left, top, right, bottom = b["box"]
            assert right - left >= 44 - 0.5 and bottom - top >= 44 - 0.5, b
    finally:
        context.close()


#: Balloon Cup's decisions that a whole game against bots may never give seat 0: with seed 5
#: seat 0 had no claim and no exchange at any size (the bot won every tile whose cubes made a
#: trophy), and the guide, shown for a step three times, was closed by the later decisions;
#: so a laptop's claim buttons 789-832 px down an 800-px window, under the guide's claim step,
#: were never measured. Each is reached here by its moves, the guide's step shown.
BALLOON_CUP_STEPS = {"claim": claims_with_stop, "claimMust": claim_must, "stuck": stuck}
STEP_TABLES: dict = {}


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_balloon_cups_claims_and_exchanges_in_reach_with_the_guide(browser, live_server, size,
                                                                     lang):
    width, height = VIEWPORTS[size]
    phone = width < 500 or height < 500  # (a phone upright or held sideways)
    failures = []
    for step, want in BALLOON_CUP_STEPS.items():
        # one table a step for every size (a page only looks: the guide is the browser's own)
        key = (live_server, step)
        table = STEP_TABLES.get(key) or STEP_TABLES.setdefault(key, balloon_cup_at(live_server,
                                                                                 want))
        # seat 1 (a person played through the API) is online, as a bot's seat is
        other = browser.new_context()
        context = browser.new_context(viewport={"width": width, "height": height},
                                      is_mobile=phone, has_touch=phone, device_scale_factor=1,
                                      reduced_motion="reduce")
        try:
            other.new_page().goto(table.url(1, "en"))
            page = context.new_page()
            page.goto(table.url(0, lang))
            page.wait_for_function(BOARD_IN, timeout=STEP_MS)
            page.wait_for_selector(f"[data-testid=guide][data-step={step}]", timeout=STEP_MS)
            # both seats seen online (the first message may come before this page's own
            # connection is counted): no "left" mark, as at a table against a bot
            page.wait_for_function("() => !document.querySelector('.presence-left')",
                                   timeout=STEP_MS)
            page.wait_for_function(READY.replace("SELECTOR",
                                                 repr(ACTIONABLE["balloon-cup"])),
                                   timeout=STEP_MS)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"reach-balloon-cup-{step}-{size}-{lang}.png"))
            found = page.evaluate(REACH, ACTIONABLE["balloon-cup"])
            buttons = [f for f in found if f["what"] != "hint"
                       and not str(f["what"]).startswith(("green", "red", "yellow", "blue",
                                                           "gray"))]
            assert buttons, f"{step}: no button of the step: {found}"
            failures += [f"{step}: {p}" for p in problems(found)]
            # (a phone's claim buttons lie over the hand, which plays no part in a claim: over
            # the news they cut a tile's result, test_balloon_cup_news_room.py)
            if not (phone and step.startswith("claim")):
                failures += [f"{step} (hand): {p}"
                             for p in problems(page.evaluate(REACH, HAND["balloon-cup"]))]
            if page.evaluate(OVERFLOW) > 0:
                failures.append(f"{step}: the page scrolls sideways")
        finally:
            context.close()
            other.close()
    assert failures == [], "\n".join(failures)
