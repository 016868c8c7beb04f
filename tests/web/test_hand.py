"""A hand you arrange (issue 31, web/src/hand.js), on the Baloot board: sort orders, dragging a
card to a new place with the mouse and by touch (kept while the hand goes on), a card raised by
the first tap and played by the second (on by default on a touch screen, a setting), and a tap
on a card that may not be played telling why, from the legal moves the server sent."""

from __future__ import annotations

import time

import pytest

from .conftest import shot
from .helpers import to_the_first_card
from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

RED = {"H", "D"}
PLAIN = "ATKQJ987"
TRUMPS = "J9ATKQ87"
SUIT_WORDS = {"S": "♠ spades", "H": "♥ hearts", "D": "♦ diamonds", "C": "♣ clubs"}
HAND = "[data-testid=hand] .pcard"
#: the card (the argument) has left the hand: it was played
GONE = "(c) => !document.querySelector(`[data-testid=hand] [data-card='${c}']`)"


def hand(page) -> list[str]:
    return page.locator(HAND).evaluate_all("(cards) => cards.map((c) => c.dataset.card)")


def strength(card: str, trump: str | None) -> int:
    return (TRUMPS if card[1] == trump else PLAIN).index(card[0])


def check_by_suit(cards: list[str], trump: str | None, trump_first: bool) -> None:
    """Suits in groups, each high to low; neighbouring groups of two colours where the hand
    has both; the trump group first when asked."""
    groups: list[str] = []
    for card in cards:
        if not groups or groups[-1] != card[1]:
            groups.append(card[1])
    assert len(groups) == len(set(groups)), f"a suit split in two: {cards}"
    for suit in groups:
        within = [c for c in cards if c[1] == suit]
        assert within == sorted(within, key=lambda c: strength(c, trump)), cards
    if trump_first and trump in groups:
        assert groups[0] == trump, cards
        return
    reds = sum(1 for s in groups if s in RED)
    if abs(reds - (len(groups) - reds)) <= 1:  # colours can alternate: they do
        pairs = zip(groups, groups[1:], strict=False)
        assert all((a in RED) != (b in RED) for a, b in pairs), cards


@pytest.fixture
def desktop(new_page):
    page = new_page(viewport={"width": 1280, "height": 800})
    page.add_init_script("localStorage.clear()")
    return page


def test_sort_orders_and_dragging_with_the_mouse(desktop, live_server):
    table = create_table(live_server, "baloot", seed=3, options={"hands": 1})
    to_the_first_card(table)
    page = desktop
    open_table(page, table)
    view = table.state(0)["view"]
    trump = view["contract"].get("trump") if view["contract"]["type"] == "hokum" else None
    assert sorted(hand(page)) == sorted(view["hand"])
    check_by_suit(hand(page), trump, trump_first=False)  # the default: by suit

    page.select_option("[data-testid=hand-sort]", "rank")
    ranked = hand(page)
    assert [strength(c, trump) for c in ranked] == sorted(strength(c, trump) for c in ranked)
    if trump:
        page.select_option("[data-testid=hand-sort]", "trumps")
        check_by_suit(hand(page), trump, trump_first=True)
    page.select_option("[data-testid=hand-sort]", "suit")
    before = hand(page)

    # drag the first card past the last with the mouse: it goes to the end, the rest keep order
    first = page.locator(f"{HAND}[data-card='{before[0]}']").bounding_box()
    last = page.locator(f"{HAND}[data-card='{before[-1]}']").bounding_box()
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(first["x"] + (last["x"] + last["width"] - first["x"]) * step / 10,
                        first["y"] + first["height"] / 2)
    page.mouse.up()
    page.wait_for_function("(c) => document.querySelector('[data-testid=hand] .pcard:last-child')"
                           ".dataset.card === c", arg=before[0], timeout=STEP_MS)
    assert hand(page) == before[1:] + before[:1]
    assert page.input_value("[data-testid=hand-sort]") == "own"
    n = page.get_attribute("[data-testid=table]", "data-n")
    assert n == page.get_attribute("[data-testid=table]", "data-n"), "the drag played a card"

    # the own order is kept while the hand goes on: play a card, and the rest stay in order
    played = page.locator(f"{HAND}.playable").first.get_attribute("data-card")
    page.locator(f"{HAND}[data-card='{played}']").click()  # a mouse: one click plays
    page.wait_for_function(GONE, arg=played, timeout=STEP_MS)
    assert hand(page) == [c for c in before[1:] + before[:1] if c != played]
    shot(page, "hand-own-order-1280")


def test_raise_then_confirm_on_a_phone_and_why_a_card_may_not_be_played(new_page, live_server):
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    table = create_table(live_server, "baloot", seed=3, options={"hands": 1})
    to_the_first_card(table)
    # to a card of seat 0 that must follow a suit (some cards may not be played): seat 0 plays
    # through the API meanwhile
    deadline = time.monotonic() + 40
    while True:
        assert time.monotonic() < deadline, "no decision with a card that may not be played"
        state = table.state(0)
        legal = [m for m in state["legal"] if len(m) == 2]
        if legal and len(legal) < len(state["view"]["hand"]) and state["view"]["trick"]["cards"]:
            break
        if legal:
            table.play(0, legal[0])
        else:
            time.sleep(0.05)
    open_table(page, table)
    assert page.is_checked("[data-testid=raise-confirm]"), "raise-then-confirm is on on a phone"
    view = state["view"]
    unplayable = next(c for c in view["hand"] if c not in legal)
    # aria-disabled (Playwright would wait for it to be enabled), and still told why
    page.locator(f"{HAND}[data-card='{unplayable}']").tap(force=True)
    why = page.locator("[data-testid=hand-why]")
    led = view["trick"]["cards"][0][1][1]
    legal_suits = {c[1] for c in legal}
    words = why.inner_text()
    if legal_suits == {led}:
        assert (words == f"You must follow {SUIT_WORDS[led]}"
                or words.startswith("You must play a higher")), words
    else:
        assert words.startswith("You must"), words
    shot(page, "hand-why-390")

    n = page.get_attribute("[data-testid=table]", "data-n")
    card = legal[0]
    page.locator(f"{HAND}[data-card='{card}']").tap()
    page.wait_for_selector(f"{HAND}[data-card='{card}'].raised", timeout=STEP_MS)
    assert page.get_attribute("[data-testid=table]", "data-n") == n, "one tap played the card"
    assert "tap it again" in why.inner_text()
    page.locator(f"{HAND}[data-card='{card}']").tap()
    page.wait_for_function(GONE, arg=card, timeout=STEP_MS)


def test_one_tap_plays_with_the_setting_off_and_the_setting_is_kept(new_page, live_server):
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    table = create_table(live_server, "baloot", seed=3, options={"hands": 1})
    to_the_first_card(table)
    open_table(page, table)
    page.uncheck("[data-testid=raise-confirm]")
    card = page.locator(f"{HAND}.playable").first.get_attribute("data-card")
    page.locator(f"{HAND}[data-card='{card}']").tap()
    page.wait_for_function(GONE, arg=card, timeout=STEP_MS)
    page.reload()
    page.wait_for_selector("[data-testid=raise-confirm]", timeout=STEP_MS)
    assert not page.is_checked("[data-testid=raise-confirm]"), "the setting was not remembered"


def test_dragging_by_touch(new_page, live_server):
    """A finger drags the last card to the front (pointer events of a touch pointer)."""
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    table = create_table(live_server, "baloot", seed=3, options={"hands": 1})
    to_the_first_card(table)
    open_table(page, table)
    before = hand(page)
    moved = page.evaluate(
        """(cards) => {
          const hand = document.querySelector('[data-testid=hand]');
          const card = hand.querySelector(`[data-card='${cards[cards.length - 1]}']`);
          const first = hand.querySelector(`[data-card='${cards[0]}']`).getBoundingClientRect();
          const box = card.getBoundingClientRect();
          const at = (x) => ({pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true,
                              clientX: x, clientY: box.top + box.height / 2});
          card.dispatchEvent(new PointerEvent('pointerdown', at(box.left + box.width / 2)));
          for (let x = box.left + box.width / 2; x > first.left; x -= 12) {
            card.dispatchEvent(new PointerEvent('pointermove', at(x)));
          }
          card.dispatchEvent(new PointerEvent('pointerup', at(first.left + 2)));
          return true;
        }""", before)
    assert moved
    page.wait_for_function(
        "(c) => document.querySelector('[data-testid=hand] .pcard').dataset.card === c",
        arg=before[-1], timeout=STEP_MS)
    assert hand(page) == before[-1:] + before[:-1]


def test_trumps_are_marked_in_the_hand(new_page, live_server):
    """In Hokum your trumps carry a gold band and say "Trump" (they sat unmarked among the
    other suits under the default order, by suit)."""
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 1})
    while table.state(0)["view"]["phase"] in ("bidding", "doubling"):
        seat = table.state(0)["to_act"][0]
        legal = table.state(seat)["legal"]
        table.play(seat, next((m for m in ("hokum", "pass") if m in legal), legal[0]))
    view = table.state(0)["view"]
    assert view["contract"]["type"] == "hokum", view["contract"]
    trump = view["contract"]["trump"]
    page = new_page(viewport={"width": 390, "height": 844})
    open_table(page, table, mine=False)
    marked = page.locator(HAND).evaluate_all(
        "(cards) => cards.map((c) => [c.dataset.card, c.classList.contains('trump'),"
        " c.getAttribute('aria-label').includes('· Trump')])")
    assert sorted(c for c, _, _ in marked) == sorted(view["hand"])
    assert any(c[1] == trump for c, _, _ in marked), "the deal gave seat 0 no trump"
    for card, band, said in marked:
        assert band == said == (card[1] == trump), marked
    shot(page, "hand-trumps-marked-390")
