"""The lobby's one Play per game (issue 31, "Lobby"): one card per game with one Play button and
its choices (people or bots; bot level and speed; rule profile or players), the custom table
folded behind "More", and "Learn by playing" offered to a newcomer. Screenshots of the lobby at
a phone's and a desktop's size, in English and Arabic, as out/screenshots/lobby-cards-*.png."""

from __future__ import annotations

import json

import pytest

from .conftest import SHOTS, open_custom_table, play_bots
from .layout_checks import OVERFLOW
from .tables import API, STEP_MS, VIEWPORTS, Table, drawn_table, play_out

pytestmark = pytest.mark.browser

GAMES = ["balloon-cup", "baloot", "climbing"]


def creates_table(request) -> bool:
    return request.url.endswith("/api/tables") and request.method == "POST"


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", ["390x844", "1280x800"])
def test_one_play_per_game(browser, live_server, size, lang):
    width, height = VIEWPORTS[size]
    phone = width < 500
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone,
                                  has_touch=phone)
    page = context.new_page()
    try:
        page.goto(f"{live_server}/?lang={lang}")
        page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
        # one Play button per game, and no other button that starts a game in the open lobby
        for game in GAMES:
            card = page.locator(f"[data-game-card={game}]")
            assert card.locator("button.quick-play").count() == 1
        assert page.locator("button.quick-play").count() == len(GAMES)
        assert page.locator("button[data-game]:visible").count() == 0  # the game picker is folded
        assert page.evaluate(OVERFLOW) <= 0, "the lobby scrolls sideways"
        # the first card's Play is on the first screen, without scrolling
        box = page.locator("[data-testid=play-balloon-cup]").bounding_box()
        assert box["y"] + box["height"] <= height, box
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"lobby-cards-{size}-{lang}.png"), full_page=True)
        # bots: their level and speed appear; the custom table still unfolds to its form
        page.check("[data-testid=mode-baloot-bots]")
        assert page.is_visible("[data-testid=level-baloot]")
        assert page.is_visible("[data-testid=speed-baloot]")
        page.locator("[data-game-card=baloot]").screenshot(
            path=str(SHOTS / f"lobby-cards-{size}-{lang}-baloot-bots.png"))
        open_custom_table(page, "baloot")
        page.wait_for_selector("[data-testid=team-1]")
        assert page.is_visible("[data-testid=create]")
    finally:
        context.close()


def test_play_against_bots_with_level_speed_and_profile(new_page, live_server):
    """The card's choices reach the table: the rule profile, the bots' level, their speed, and
    no clock where you are the only person."""
    page = new_page()
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=play-baloot]", timeout=STEP_MS)
    page.select_option("[data-testid=queue-choice-baloot]", "seed")
    with page.expect_request(creates_table) as sent:
        play_bots(page, "baloot", level="hard", speed="fast")
    body = json.loads(sent.value.post_data)
    assert body["options"] == {"profile": "seed"}
    assert body["clock"] == "none"
    assert body["bot_delay"] == 0.3
    page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    table_id = page.url.split("/table/")[1].split("?")[0].split("/")[0]
    table = page.request.get(f"{live_server}/api/tables/{table_id}").json()
    assert table["options"]["profile"] == "seed"
    # hard: the opponents are the search bot at its hard level; your partner plays at the
    # usual level (the heuristic bot), so that the level is the other side's
    bots = {s["seat"]: (s["bot"], s["level"]) for s in table["seats"] if s["kind"] == "bot"}
    assert bots == {1: ("search", "hard"), 2: ("heuristic", None), 3: ("search", "hard")}, bots


def test_climbing_bots_table_has_the_chosen_players(new_page, live_server):
    page = new_page()
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    page.select_option("[data-testid=queue-choice-climbing]", "3")
    with page.expect_request(creates_table) as sent:
        play_bots(page, "climbing")
    body = json.loads(sent.value.post_data)
    assert body["options"] == {"players": 3}
    assert [s["kind"] for s in body["seats"]] == ["human", "bot", "bot"]
    page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)


def test_climbing_against_bots_starts_at_three_players(new_page, live_server):
    """Against bots the climbing card offers three players unless you choose: a game of two
    ended in three rounds (the first quarter turn opened the way up), three lasted nine.
    Against people the choice stays the card's first."""
    page = new_page()
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    assert page.input_value("[data-testid=queue-choice-climbing]") == "2"
    page.check("[data-testid=mode-climbing-bots]")
    assert page.input_value("[data-testid=queue-choice-climbing]") == "3"
    with page.expect_request(creates_table) as sent:
        play_bots(page, "climbing")
    body = json.loads(sent.value.post_data)
    assert body["options"] == {"players": 3}
    assert [s["kind"] for s in body["seats"]] == ["human", "bot", "bot"]


def test_the_climbing_count_changes_only_where_it_says_why(new_page, live_server):
    """People mode showed "2 players"; switching to bots made it 3 unsaid. The game's count
    against bots now comes with why; a count the person chose stays whatever the mode."""
    page = new_page()
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    why = page.locator("[data-testid=choice-why-climbing]")
    assert why.count() == 0
    page.check("[data-testid=mode-climbing-bots]")
    assert page.input_value("[data-testid=queue-choice-climbing]") == "3"
    assert why.inner_text() == ("Against bots: 3 players unless you choose 2; a game of 2 often"
                                " ends in its first rounds.")
    page.check("[data-testid=mode-climbing-people]")
    assert page.input_value("[data-testid=queue-choice-climbing]") == "2"
    assert why.count() == 0
    page.select_option("[data-testid=queue-choice-climbing]", "2")  # chosen: kept
    page.check("[data-testid=mode-climbing-bots]")
    assert page.input_value("[data-testid=queue-choice-climbing]") == "2"
    assert why.count() == 0
    page.select_option("[data-testid=queue-choice-climbing]", "4")
    page.check("[data-testid=mode-climbing-people]")
    assert page.input_value("[data-testid=queue-choice-climbing]") == "4"


def test_learn_by_playing_is_offered_to_a_newcomer_only(new_page, live_server):
    page = new_page()
    page.goto(live_server + "/")
    offer = page.wait_for_selector("[data-testid=learn-offer-baloot]", timeout=STEP_MS)
    assert offer.is_visible()
    assert page.locator("[data-testid=learn-offer-balloon-cup]").count() == 1
    assert page.locator("[data-testid=learn-offer-climbing]").count() == 1
    # someone who turned the Baloot guide off is no newcomer to Baloot
    page.evaluate("localStorage.setItem('gt-guide-baloot', JSON.stringify({off: true, seen: []}))")
    page.reload()
    page.wait_for_selector("[data-testid=play-baloot]", timeout=STEP_MS)
    assert page.locator("[data-testid=learn-offer-baloot]").count() == 0
    assert page.locator("[data-testid=learn-offer-balloon-cup]").count() == 1
    # the climbing game's own guide (its state under its own key) counts the same way
    page.evaluate("localStorage.setItem('gt-climbing-guide', JSON.stringify({off: true}))")
    page.reload()
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    assert page.locator("[data-testid=learn-offer-climbing]").count() == 0
    # Learn by playing opens the practice table with the guide's deal
    page.click("[data-testid=learn-offer-balloon-cup] [data-testid=learn]")
    page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)


def test_learn_by_playing_the_climbing_game(new_page, live_server):
    """A newcomer to the climbing game is offered a first game too: two easy bots, hints on,
    no clock, the guide at each step (they lost to the medium bot in three or four rounds, and
    a game of two ended in three)."""
    page = new_page()
    page.goto(live_server + "/")
    page.click("[data-testid=learn-offer-climbing] [data-testid=learn]")
    page.wait_for_selector("[data-testid=guide]", timeout=STEP_MS)
    table_id = page.url.split("/table/")[1].split("?")[0]
    settings = API.get(f"{live_server}/api/tables/{table_id}").json()
    bots = [s for s in settings["seats"] if s["kind"] == "bot"]
    assert len(settings["seats"]) == 3 and len(bots) == 2, settings["seats"]
    assert all(b["bot"] == "heuristic" and b.get("level") == "easy" for b in bots), bots


def test_two_browsers_of_one_place_are_told_why_they_are_not_paired(new_page, live_server):
    """Quick play never seats two people of one address together (fair ratings); someone
    trying it with two browsers at home is told so, and shown where to make a table for
    friends instead of only waiting for bots."""
    first, second = new_page(), new_page()
    for page in (first, second):
        page.goto(live_server + "/?lang=en")
        page.wait_for_selector("[data-testid=me-name]", timeout=STEP_MS)
        page.click("[data-testid=play-balloon-cup]")
        page.wait_for_selector("[data-testid=queue-waiting]", timeout=STEP_MS)
    try:
        told = second.wait_for_selector("[data-testid=queue-apart]", timeout=STEP_MS)
        assert "never seats two of one place together" in told.inner_text()
        second.click("[data-testid=queue-apart-make]")
        assert second.locator("[data-testid=new-table]").evaluate("(d) => d.open")
    finally:
        for page in (first, second):
            page.click("[data-testid=queue-cancel]")
            page.wait_for_selector("[data-testid=play-balloon-cup]", timeout=STEP_MS)


@pytest.mark.parametrize("lang,words", [
    ("en", ("balloon cards", "Saudi card game", "pyramid")),
    ("ar", ("المناطيد", "السعودية", "الهرم"))])
def test_each_game_card_says_what_the_game_is(new_page, live_server, lang, words):
    """A game card said only the game's name: a newcomer learns in one line what it is."""
    page = new_page()
    page.goto(f"{live_server}/?lang={lang}")
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    pitches = page.locator(".card-pitch").all_inner_texts()
    assert len(pitches) == 3, pitches
    for pitch, word in zip(pitches, words, strict=True):
        assert word in pitch, (pitch, word)


@pytest.mark.parametrize("lang,words", [("en", "{lo} to {hi} players"),
                                        ("ar", "من {lo} إلى {hi} لاعبين")])
def test_the_climbing_card_says_the_games_own_player_range(new_page, live_server, lang, words):
    """The climbing card said "Two to four players" where the form offers 2 to 6 and the
    rules say so: its words take the range from the game's descriptor (/api/games' seats)."""
    games = {g["name"]: g for g in API.get(f"{live_server}/api/games").json()["games"]}
    seats = games["climbing"]["seats"]
    page = new_page()
    page.goto(f"{live_server}/?lang={lang}")
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    pitch = page.inner_text("[data-game-card=climbing] .card-pitch")
    digits = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")  # the page's own digits, where Arabic's
    assert words.format(lo=min(seats), hi=max(seats)) in pitch.translate(digits), pitch
    if lang == "en":
        page.locator("[data-game-card=climbing]").screenshot(path=str(SHOTS / "climbing-card.png"))


def test_a_newcomer_starts_against_easy_bots(new_page, live_server):
    """The bots' level is easy at first for a game you are new to (its guide never seen nor
    turned off here), medium once you know it; either way you may choose."""
    page = new_page()
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    page.check("[data-testid=mode-climbing-bots]")
    assert page.input_value("[data-testid=level-climbing]") == "easy"
    page.evaluate("localStorage.setItem('gt-climbing-guide', JSON.stringify({off: true}))")
    page.reload()
    page.wait_for_selector("[data-testid=play-climbing]", timeout=STEP_MS)
    page.check("[data-testid=mode-climbing-bots]")
    assert page.input_value("[data-testid=level-climbing]") == "medium"


def lost_climbing_game(base: str, tries: int = 5) -> Table:
    """A climbing table (not a practice one: its deal drawn by the server) where seat 0 played
    its first legal move each time and lost. Such a game is drawn now and then: another is
    played then."""
    scores = []
    for _ in range(tries):
        table = drawn_table(base, "climbing", [{"kind": "human"},
                                               {"kind": "bot", "bot": "heuristic"}])
        state = play_out(table, deadline_s=STEP_MS / 1000 * 3)
        if state["scores"][0] == 0:
            return table
        scores.append(state["scores"])
    raise AssertionError(f"seat 0 never lost in {tries} games: {scores}")


def test_a_lost_game_offers_a_first_game_to_learn(new_page, live_server):
    """The end of a game you lost (not at a practice table) offers Learn by playing: a
    newcomer who lost the climbing game in three rounds was offered only a rematch."""
    table = lost_climbing_game(live_server)
    page = new_page()
    page.goto(f"{live_server}/table/{table.id}?token={table.tokens[0]}")
    offer = page.wait_for_selector("[data-testid=game-over] [data-testid=learn-after]",
                                   timeout=STEP_MS)
    assert "easy bots" in offer.inner_text()
    page.click("[data-testid=learn-after] [data-testid=learn]")
    page.wait_for_selector("[data-testid=guide]", timeout=STEP_MS)  # the first game's table


def test_a_team_games_card_says_the_partners_level(new_page, live_server):
    """A partner plays at the usual level whatever the card's: the table's seats showed a
    medium partner beside easy opponents, and a reviewer read it as the game fixed. The
    Baloot card says it when the level chosen is another; a game without teams says nothing."""
    page = new_page()
    page.goto(live_server + "/")
    page.wait_for_selector("[data-testid=play-baloot]", timeout=STEP_MS)
    page.check("[data-testid=mode-baloot-bots]")
    help_text = page.locator("[data-testid=play-baloot]").locator(
        "xpath=ancestor::*[contains(@class,'card-actions')]/preceding-sibling::p[1]")
    page.select_option("[data-testid=level-baloot]", "easy")
    assert "Your partner plays at medium, your opponents at easy." in help_text.inner_text()
    page.select_option("[data-testid=level-baloot]", "medium")
    assert "Your partner" not in help_text.inner_text()
    page.check("[data-testid=mode-climbing-bots]")
    page.select_option("[data-testid=level-climbing]", "easy")
    assert "Your partner" not in page.inner_text("main")
