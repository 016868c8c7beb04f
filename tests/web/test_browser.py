"""The web app in headless Chromium, clicked as people use it: each game to the end against
bots; two people at one table; a spectator; a dropped connection and a reload; hints; Finnish,
Spanish, and Arabic right to left."""

from __future__ import annotations

import pytest

import gametable
from gametable.games.balloon_cup.cards import CARD_NAMES
from tests.hidden import card_tokens, hidden_cards

from .conftest import open_custom_table, shot
from .helpers import LEGAL, OFFERED, STEP_TIMEOUT, balloon_step, call, sit_down
from .tables import API, Table, create_table, finished_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]



def create_from_lobby(page, base: str, game: str, options: dict[str, str]) -> None:
    """The lobby form as a person uses it: pick the game, options, bots, create, sit down."""
    page.goto(base + "/")
    open_custom_table(page, game)
    for name, value in options.items():
        page.fill(f"#opt-{name}", value)
    page.fill("#bot-delay", "0.05")
    page.select_option("#clock", "none")  # a slow machine must not time the player out
    page.click("[data-testid=create]")
    page.click("[data-testid=open-seat-0]")
    page.wait_for_selector("[data-testid=table]")


def wait_answered(page, n: str, offered: str) -> None:
    """Wait until the table has answered our move: no longer ours, other moves offered, or
    two moves on (ours and the other seat's, at these two-seat tables: a clash of the
    climbing game offers the same choices again). In a simultaneous phase the other seat's
    choice moves the table on while ours is still on its way, and a step taken then would aim
    at buttons about to go."""
    page.wait_for_function(
        """([n, offered]) => {
            const t = document.querySelector('[data-testid=table]');
            if (!t || t.dataset.over === '1') return true;
            if (document.querySelector('[data-testid=error]')) return true;
            const moved = Number(t.dataset.n) - Number(n);
            return moved >= 2 || (moved >= 1 && (t.dataset.mine !== '1' || (OFFERED) !== offered));
        }""".replace("OFFERED", OFFERED),
        arg=[n, offered],
        timeout=STEP_TIMEOUT,
    )


def play_to_the_end(page, step, limit: int) -> int:
    """Click moves with ``step(page)`` whenever it is our turn, until the game-over screen."""
    clicks = 0
    for _ in range(limit):
        table = page.locator("[data-testid=table]")
        if table.get_attribute("data-over") == "1":
            break
        if table.get_attribute("data-mine") != "1":
            page.wait_for_function(
                """() => { const t = document.querySelector('[data-testid=table]');
                           return t.dataset.mine === '1' || t.dataset.over === '1'; }""",
                timeout=STEP_TIMEOUT,
            )
            continue
        n = table.get_attribute("data-n")
        offered = page.evaluate(LEGAL)
        step(page)
        clicks += 1
        wait_answered(page, n, offered)
        assert page.locator("[data-testid=error]").count() == 0, page.inner_text(
            "[data-testid=error]"
        )
    page.wait_for_selector("[data-testid=game-over]", timeout=STEP_TIMEOUT)
    return clicks


def baloot_step(page) -> None:
    cards = page.locator("[data-testid=hand] .pcard.playable")
    if cards.count():
        card = cards.first.get_attribute("data-card")
        cards.first.click()
        # (a project of ours not yet declared: the card is raised first, and says so; a second
        # click plays it without)
        raised = page.locator(f"[data-testid=hand] [data-card='{card}'].raised")
        if raised.count():
            raised.click()
    else:
        page.locator("[data-testid=controls] button").first.click()


def climbing_step(page) -> None:
    """Point and place by clicking the 3-D pyramid itself (a place then confirmed); turn with a
    turn button, then confirm."""
    # (the choice shows once the board has played the turns before it)
    page.wait_for_selector(".climb-side [data-move], .climb-side [data-turn]", timeout=STEP_TIMEOUT)
    turns = page.locator("[data-turn]")
    if turns.count():
        turns.first.click()
        page.click("[data-testid=confirm-turn]")
        return
    moves = page.locator(".climb-side [data-move]")
    first = moves.first.get_attribute("data-move")
    if first and first[0].isdigit():
        # a person aims at what they see: wait until the board shows this message and stands
        # still (a cube still turning, or a camera about to move, would take the click elsewhere)
        page.wait_for_function(
            """() => { const t = document.querySelector('[data-testid=table]');
                       const c = document.querySelector('[data-testid=pyramid]');
                       return c.dataset.drawn === t.dataset.n && c.settled(); }""",
            timeout=STEP_TIMEOUT,
        )
        for index in range(moves.count()):
            move = moves.nth(index).get_attribute("data-move")
            where = page.evaluate(
                "(m) => document.querySelector('[data-testid=pyramid]').screenOf(m)", move
            )
            if where:
                page.mouse.click(where[0], where[1])
                # a start place or a cube tapped on the board is asked about first
                page.click("[data-testid=confirm-place]" if not move[-1].isdigit()
                           else "[data-testid=confirm-point]")
                return
    moves.first.click()


def test_balloon_cup_to_the_end(new_page, live_server):
    # a person who asks for reduced motion: a click waits for its card to stand still, and
    # with cards travelling (test_motion) that doubled the time of this game of ~45 moves;
    # Baloot and the climbing game below play to their ends with motion
    page = new_page(reduced_motion="reduce")
    create_from_lobby(page, live_server, "balloon-cup", {})
    page.wait_for_selector("[data-testid=hand] .card")
    shot(page, "balloon-cup-start")
    clicks = play_to_the_end(page, balloon_step, 400)
    assert clicks > 5
    shot(page, "balloon-cup-over")
    check_replay(page, "balloon-cup")


@pytest.mark.motion
def test_baloot_to_the_end(page, live_server):
    create_from_lobby(page, live_server, "baloot", {"hands": "1"})
    page.wait_for_selector("[data-testid=hand] .pcard")
    shot(page, "baloot-start")
    clicks = play_to_the_end(page, baloot_step, 200)
    assert clicks >= 8  # eight cards at least
    shot(page, "baloot-over")
    assert page.locator("[data-testid=score-sheet]").count() == 1
    check_replay(page, "baloot")


@pytest.mark.motion
def test_climbing_to_the_end(page, live_server):
    create_from_lobby(page, live_server, "climbing", {"max_rounds": "4"})
    page.wait_for_selector("[data-testid=pyramid]")
    page.wait_for_timeout(300)
    shot(page, "climbing-start")
    clicks = play_to_the_end(page, climbing_step, 100)
    assert clicks >= 2
    shot(page, "climbing-over")
    check_replay(page, "climbing")


def check_replay(page, game: str) -> None:
    page.click("[data-testid=to-replay]")
    page.wait_for_selector("[data-testid=replay]")
    page.click("[data-testid=last]")
    page.click("[data-testid=prev]")
    assert "of" in page.inner_text("[data-testid=step]")
    shot(page, f"{game}-replay")


def played_hand(view: dict) -> int:
    """A Baloot deal's hand as numbered on the page: the hands played before it, plus one."""
    return 1 + sum(1 for r in view["score_sheet"] if r["contract"] and r["hand"] < view["hand_no"])


@pytest.mark.parametrize("game,key,options", [("baloot", "hand_no", {"hands": 3}),
                                               ("climbing", "round", None)])
def test_a_replay_goes_hand_by_hand(new_page, live_server, game, key, options):
    """A Baloot replay is some 150 steps a hand, a climbing one a dozen a round: "Next hand" /
    "Next round" jumps to the next one's first step, "Previous …" back to the start of this
    one and then of the one before."""
    table = finished_table(live_server, game, seed=5, options=options)
    frames = API.get(f"{live_server}/api/tables/{table.id}/replay").json()["frames"]
    # (a Baloot hand is numbered as played: a deal everyone passed is its hand's, not its own)
    chapters = [f["view"][key] if game != "baloot" else played_hand(f["view"]) for f in frames]
    starts = [k for k in range(len(chapters)) if k == 0 or chapters[k] != chapters[k - 1]]
    assert len(starts) >= 2, chapters
    page = new_page()
    page.goto(f"{live_server}/replay/{table.id}")
    page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP_TIMEOUT)

    def at() -> int:
        return int(page.inner_text("[data-testid=step]").split()[1])  # "Step k of n"

    assert page.locator("[data-testid=prev-chapter]").is_disabled()
    for start in starts[1:]:
        page.click("[data-testid=next-chapter]")
        assert at() == start
    assert page.locator("[data-testid=next-chapter]").is_disabled()
    if starts[-1] < len(frames) - 1:
        page.click("[data-testid=next]")  # inside the last chapter: back goes to its start
        page.click("[data-testid=prev-chapter]")
        assert at() == starts[-1]
    page.click("[data-testid=prev-chapter]")  # and then to the one before
    assert at() == starts[-2]


@pytest.mark.parametrize(
    ("locale", "lang", "words"),
    [("ar-SA", "ar", "طاولة مخصّصة"), ("fi-FI", "fi", "tee oma pöytä"),
     ("es-MX", "es", "mesa a medida"), ("de-DE", "en", "custom table")],
)
def test_first_visit_speaks_the_browsers_language(new_page, live_server, locale, lang, words):
    """A newcomer is greeted in the first of their browser's languages that the app speaks
    (English where it speaks none); a language picked here, or a link's ?lang=, comes first."""
    page = new_page(locale=locale)
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=lang]")
    assert page.evaluate("document.documentElement.lang") == lang
    assert words in page.inner_text("main")
    assert page.evaluate("document.documentElement.dir") == ("rtl" if lang == "ar" else "ltr")
    page.select_option("[data-testid=lang]", "en")
    page.reload()
    page.wait_for_selector("[data-testid=lang]")
    assert page.evaluate("document.documentElement.lang") == "en"  # the choice is kept
    page.goto(live_server + "/?lang=fi")
    page.wait_for_selector("[data-testid=lang]")
    assert page.evaluate("document.documentElement.lang") == "fi"
    # the link's language is kept for the pages it leads to, which have no ?lang= of their own
    page.goto(live_server + "/rules")
    page.wait_for_selector("[data-testid=lang]")
    assert page.evaluate("document.documentElement.lang") == "fi"


def test_the_server_learns_the_language_you_read(new_page, live_server):
    """What the server says away from the page (a "Your turn" pushed to a phone) is in the
    language the person reads: a link's or a picked one is stored for them, not only the
    browser's guess the guest was made with."""
    page = new_page(locale="en-US")
    page.goto(live_server + "/?lang=ar")
    page.wait_for_selector("[data-testid=me-name]")
    language = "() => fetch('/api/me').then((r) => r.json()).then((a) => a.player.language)"
    page.wait_for_function(f"async () => (await ({language})()) === 'ar'", polling=200,
                           timeout=STEP_TIMEOUT)
    page.select_option("[data-testid=lang]", "fi")
    page.wait_for_function(f"async () => (await ({language})()) === 'fi'", polling=200,
                           timeout=STEP_TIMEOUT)
    me = call(page, "/api/me")["data"]["player"]
    page.goto(f"{live_server}/players/{me['id']}")
    assert "Kieli: Suomi" in page.inner_text("[data-testid=profile]")


def test_a_server_known_by_another_name_keeps_you_on_it(new_page, live_server):
    """The server writes links with its public address (here 127.0.0.1); a newcomer who came
    by another name for it (localhost) and pressed "Learn by playing" stays on that name, so
    the table knows them (their seat takes their name) and speaks the language they chose."""
    page = new_page()
    other = live_server.replace("127.0.0.1", "localhost")
    page.goto(other + "/?lang=fi")
    page.wait_for_selector("[data-testid=learn-offer-baloot] [data-testid=learn]")
    page.wait_for_selector("[data-testid=me-name]")  # a guest by now
    page.click("[data-testid=learn-offer-baloot] [data-testid=learn]")
    page.wait_for_selector("[data-testid=hand] .pcard", timeout=STEP_TIMEOUT)
    assert page.url.startswith(other + "/table/")
    assert page.evaluate("document.documentElement.lang") == "fi"
    me = call(page, "/api/me")["data"]["player"]
    table = call(page, "/api/tables/" + page.url.split("/table/")[1].split("?")[0])["data"]
    assert table["seats"][0]["name"] == me["name"]


def test_arabic_is_right_to_left(page, live_server):
    page.goto(live_server + "/")
    page.select_option("[data-testid=lang]", "ar")
    assert page.evaluate("document.documentElement.dir") == "rtl"
    assert page.evaluate("document.documentElement.lang") == "ar"
    assert "طاولة مخصّصة" in page.inner_text("main")
    # the brand sits at the right edge, the language switch at the left
    brand = page.locator(".brand").bounding_box()
    switch = page.locator("[data-testid=lang]").bounding_box()
    assert brand["x"] > 640 > switch["x"]
    # the new-table panel (first in the markup) is on the right in RTL
    create_panel = page.locator(".panel.create").bounding_box()
    tables_panel = page.locator(".panel.tables").bounding_box()
    assert create_panel["x"] > tables_panel["x"]
    shot(page, "lobby-arabic")
    create_from_lobby(page, live_server, "baloot", {"hands": "1"})
    page.wait_for_selector("[data-testid=hand] .pcard")
    assert page.evaluate("document.documentElement.dir") == "rtl"  # kept across pages
    page.wait_for_function(
        "() => document.querySelector('[data-testid=table]').dataset.mine === '1'",
        timeout=STEP_TIMEOUT,
    )
    text = page.inner_text("[data-testid=table]")
    assert "النشرة" in text and "لنا" in text  # the score sheet: us / them
    controls = page.locator("[data-testid=controls]")
    if controls.count():
        words = controls.inner_text()
        arabic = ("بس", "حكم", "صن", "أشكل", "دبل", "سرا", "خمسين", "مية", "بلوت", "أكّة")
        assert any(word in words for word in arabic), words
    shot(page, "baloot-arabic")


# --- people, spectators, reconnects, languages: through invite links, as people use them ----




def wait_n(page, n: int) -> None:
    """Until the page shows the table after ``n`` moves."""
    page.wait_for_selector(f"[data-testid=table][data-n='{n}']", timeout=STEP_TIMEOUT)


def to_move(table: Table) -> int:
    return table.state(0)["to_act"][0]


def test_two_people_at_one_table_see_each_others_moves(new_page, live_server):
    table = create_table(live_server, "balloon-cup", people=2, seed=21, bot_delay=0.05)
    pages = [sit_down(new_page, table, seat) for seat in (0, 1)]
    for n in range(6):
        mover = to_move(table)
        page = pages[mover]
        page.wait_for_selector("[data-testid=table][data-mine='1']", timeout=STEP_TIMEOUT)
        assert pages[1 - mover].get_attribute("[data-testid=table]", "data-mine") == "0"
        balloon_step(page)
        for each in pages:  # the mover's move reaches both people
            wait_n(each, n + 1)
    hands = [page.inner_text("[data-testid=hand]") for page in pages]
    assert hands[0] and hands[1] and hands[0] != hands[1]
    shot(pages[1], "two-people-seat-2")


JUST_PLAYED = """() => [...document.querySelectorAll('.tiles .card.just-played')]
  .map((c) => [c.dataset.card, c.closest('[data-target]').dataset.target,
               c.getAttribute('aria-label')])"""


def test_the_card_the_other_player_just_placed_is_marked(new_page, live_server):
    """A Balloon Cup card the other player placed since your own move is outlined on the board
    and said so to a screen reader (a bot's card arrived in a moment, one among many); your own
    cards are not, and the mark goes when you move."""
    table = create_table(live_server, "balloon-cup", people=2, seed=21, bot_delay=0.05)
    pages = [sit_down(new_page, table, seat) for seat in (0, 1)]
    for n in range(1, 4):
        mover = to_move(table)
        other = pages[1 - mover]
        pages[mover].wait_for_selector("[data-testid=table][data-mine='1']",
                                       timeout=STEP_TIMEOUT)
        balloon_step(pages[mover])
        for each in pages:
            wait_n(each, n)
        last = API.get(f"{live_server}/api/tables/{table.id}/state",
                       params={"token": table.tokens[0]}).json()["view"]["moves"][-1]
        card, place = last[1].split("@")
        marked = other.evaluate(JUST_PLAYED)
        assert [m[:2] for m in marked] == [[card, place]], (last, marked)
        assert marked[0][2].endswith(", just played"), marked
        assert pages[mover].evaluate(JUST_PLAYED) == [], "your own card is not marked"
    shot(pages[to_move(table)], "balloon-cup-just-played")  # whose turn it is


def test_a_spectator_watches_without_a_hand(new_page, live_server):
    table = create_table(live_server, "balloon-cup", people=2, seed=22, bot_delay=0.05)
    watcher = new_page()
    watcher.goto(f"{live_server}/table/{table.id}")
    watcher.wait_for_selector("[data-testid=table][data-seat=spectator]", timeout=STEP_TIMEOUT)
    player = sit_down(new_page, table, to_move(table))
    player.wait_for_selector("[data-testid=table][data-mine='1']", timeout=STEP_TIMEOUT)
    balloon_step(player)
    wait_n(watcher, 1)  # the spectator sees the move
    assert watcher.locator("[data-testid=hand]").count() == 0
    assert watcher.get_attribute("[data-testid=table]", "data-mine") == "0"
    assert not watcher.locator("[data-testid=hint]:enabled").count()  # no seat: no hint
    # no card of either hand anywhere in the page: the position rebuilt from the move played
    state = gametable.new_game("balloon-cup", seed=22)
    ((seat, move),) = table.state(0)["view"]["moves"]
    state.play(seat, move)
    hidden = hidden_cards(state, None, card_tokens(move, "balloon-cup"))
    assert len(hidden) > 16 and not card_tokens(watcher.content(), "balloon-cup") & hidden
    # (the scan can see cards: the player's own page names the cards of its hand)
    own = {CARD_NAMES[card] for card in state.hands[seat]}
    assert card_tokens(player.content(), "balloon-cup") & own
    shot(watcher, "spectator")


def test_a_dropped_connection_and_a_reload_resume_the_game(new_page, live_server):
    table = create_table(live_server, "balloon-cup", people=2, seed=23, bot_delay=0.05)
    first = to_move(table)
    page = new_page()
    sockets = []

    def through(ws) -> None:  # every table socket passes through here, so it can be cut
        sockets.append((ws, ws.connect_to_server()))

    page.route_web_socket("**/ws/tables/**", through)
    page.goto(f"{live_server}/join/{table.id}/{table.tokens[first]}")
    page.wait_for_selector("[data-testid=table][data-mine='1']", timeout=STEP_TIMEOUT)
    balloon_step(page)
    wait_n(page, 1)
    for ws, server in sockets:  # the network drops
        ws.close(code=1012, reason="network gone")
        server.close()
    other = 1 - first  # the other person moves while this page is cut off
    table.play(other, table.state(other)["legal"][0])
    wait_n(page, 2)  # reconnected by itself, and caught up
    assert len(sockets) >= 2
    # (the cards by their codes: the card just drawn is marked "new" until the next move, and
    # a page opened afresh has seen no card drawn)
    cards = ("() => [...document.querySelectorAll('[data-testid=hand] [data-card]')]"
             ".map((c) => c.dataset.card)")
    hand = page.evaluate(cards)
    assert hand
    page.reload()
    wait_n(page, 2)  # a reload resumes the same seat, same position
    assert page.get_attribute("[data-testid=table]", "data-seat") == str(first)
    assert page.evaluate(cards) == hand
    if table.state(first)["legal"]:
        page.wait_for_selector("[data-testid=table][data-mine='1']", timeout=STEP_TIMEOUT)
        balloon_step(page)  # and play goes on
        wait_n(page, 3)


def test_the_hint_button_shows_the_search_bots_move(new_page, live_server):
    table = create_table(live_server, "baloot", people=4, seed=24, options={"hands": 1},
                         hints=True)  # four people: only where the creator allowed them
    seat = to_move(table)
    page = sit_down(new_page, table, seat)
    page.click("[data-testid=hint]")
    shown = page.wait_for_selector("[data-testid=hint-text]", timeout=STEP_TIMEOUT)
    assert shown.inner_text().strip()
    assert shown.get_attribute("data-move") in table.state(seat)["legal"]
    shot(page, "hint")


LANGUAGES = {
    # language: words of the lobby, of a seat's table, and English words that must be gone
    "fi": (["tee oma pöytä"], ["Vihje"], ["custom table", "Hint"]),
    "es": (["mesa a medida"], ["Pista"], ["custom table", "Hint"]),
}


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_finnish_and_spanish(new_page, live_server, lang):
    lobby_words, table_words, english = LANGUAGES[lang]
    page = new_page()
    page.goto(live_server + "/")
    page.select_option("[data-testid=lang]", lang)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate("document.documentElement.dir") == "ltr"
    text = page.inner_text("main")
    assert all(word in text for word in lobby_words), text
    assert not any(word in text for word in english), text
    table = create_table(live_server, "balloon-cup", people=2, seed=25)
    seat = to_move(table)
    page.goto(f"{live_server}/join/{table.id}/{table.tokens[seat]}")
    page.wait_for_selector("[data-testid=table]", timeout=STEP_TIMEOUT)
    assert page.evaluate("document.documentElement.lang") == lang  # kept across pages
    text = page.inner_text("[data-testid=table]")
    assert all(word in text for word in table_words), text
    assert not any(word in text for word in english), text
    shot(page, f"table-{lang}")
