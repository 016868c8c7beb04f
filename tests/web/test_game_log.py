"""The game log and the hint, in words: a scripted game's moves read back from the log beside the
table, and a hint said as a sentence with its move marked on the board."""

from __future__ import annotations

import re

import pytest

from .conftest import shot
from .tables import API, STEP_MS, create_table, finished_table, open_table, play_first, seat_names

pytestmark = [pytest.mark.browser, pytest.mark.slow]




def log_lines(page) -> list[str]:
    """The log, oldest line first (the panel shows the newest first)."""
    page.wait_for_selector("[data-testid=game-log] li", timeout=STEP_MS)
    return list(reversed(page.locator("[data-testid=game-log] li").all_inner_texts()))


def placement_words(names: dict[int, str], seat: int, move: str) -> str:
    card, tile, side = re.fullmatch(r"(\w+?\d+)@(\d):(\d)", move).groups()
    colour, value = re.fullmatch(r"([a-z]+)(\d+)", card).groups()
    where = "your side" if side == "0" else f"{names[int(side)]}'s side"
    return f"{names[seat]} played {colour} {value} on tile {tile}, {where}"


def test_balloon_cup_log_reads_every_move(browser, live_server):
    table = create_table(live_server, "balloon-cup", people=2, seed=21)
    played: list[tuple[int, str]] = []
    state = table.state(0)
    while len(played) < 14 and not state["over"]:
        seat = state["to_act"][0]
        move = table.state(seat)["legal"][0]
        table.play(seat, move)
        played.append((seat, move))
        state = table.state(0)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table, mine=False)
        lines = log_lines(page)
        shot(page, "log-balloon-cup")
        names = seat_names(table)  # once the page has opened its seat
    finally:
        context.close()
    # (not a tile's result, "Player 2 wins tile 2 (Plains): …", nor its new cubes, "Tile 2 …")
    moves = [line for line in lines if not line.startswith("Tile ") and " wins tile " not in line]
    assert len(moves) == len(played)
    for (seat, move), line in zip(played, moves, strict=True):
        if "@" in move:
            assert line == placement_words(names, seat, move)
        elif move.startswith("claim"):
            assert line.startswith(f"{names[seat]} claimed the {move.split()[1]} trophy")
        elif move == "stop":
            assert line == f"{names[seat]} stopped claiming"
        else:
            assert line.startswith(f"{names[seat]} exchanged")
    scores = [e for e in state["view"]["events"] if e["type"] == "score"]
    scored = [line for line in lines if " wins tile " in line]
    assert len(scored) == len(scores)
    for event, line in zip(scores, scored, strict=True):
        # its winner first, each name once, the sums the winner's first
        winner = names[event["winner"]]
        w, lost = event["sums"][event["winner"]], event["sums"][1 - event["winner"]]
        side = event["side"].capitalize()
        said = (f"a tie at {w}" if event.get("tie") else f"{w} to {lost}")
        assert line.startswith(f"{winner} wins tile {event['tile']} ({side}): {said}"), line
        assert " — takes " in line and names[1 - event["winner"]] not in line, line


def test_baloot_log_names_the_trick_winner_and_points(browser, live_server):
    table = create_table(live_server, "baloot", people=4, seed=3)
    for _ in range(200):
        state = table.state(0)
        if state["view"]["tricks"]:
            break
        play_first(table, state["to_act"][0])
    view = state["view"]
    trick = view["tricks"][0]
    winner = trick["winner"]
    team = "Your team" if winner % 2 == 0 else "Their team"
    points = view["card_points"][winner % 2]  # one trick played: the team's points are its points
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table, mine=False)
        lines = log_lines(page)
        shot(page, "log-baloot")
        names = seat_names(table)
    finally:
        context.close()
    assert f"Trick 1 to {names[winner]} ({team}): {points} points" in lines
    for seat, card in trick["cards"]:
        rank = "10" if card[0] == "T" else card[0]
        suit = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[card[1]]
        assert f"{names[seat]} played {rank}{suit}" in lines
    for call in view["bidding"]["calls"]:
        assert any(line.startswith(f"{names[call['seat']]}: ") for line in lines)


def test_hint_in_words_and_marked_on_the_board(browser, live_server):
    table = create_table(live_server, "balloon-cup", seed=9)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        open_table(page, table)
        page.click("[data-testid=hint]")
        text = page.locator("[data-testid=hint-text]")
        text.wait_for(timeout=60_000)
        words = text.inner_text()
        move = text.get_attribute("data-move")
        shot(page, "hint-balloon-cup-390")
        # (the move, its chance, then why: "— the last card here: …")
        found = re.fullmatch(r"Play (red|yellow|green|blue|gray) (\d+) on tile ([1-4]), "
                             r"(your side|\w+'s side) · chance to win the game: (\d+)%"
                             r"( — .+)?", words, flags=re.S)
        assert found, words
        card, tile, side = re.fullmatch(r"(\w+?\d+)@(\d):(\d)", move).groups()
        assert card == f"{found[1]}{found[2]}" and tile == found[3]
        assert (found[4] == "your side") == (side == "0"), (found[4], side)
        assert page.locator("[data-testid=hand] .card.hinted").evaluate_all(
            "(cards) => cards.map((c) => c.dataset.card)") == [card]
        assert page.locator(".row.hinted").evaluate_all(
            "(rows) => rows.map((r) => r.dataset.target)") == [f"{tile}:{side}"]
    finally:
        context.close()


def test_baloot_end_in_words(browser, live_server):
    """The end of a match: team totals and the winning team in the dialog, then the last
    hand's summary (card points, abnat, points per team) on the board."""
    table = finished_table(live_server, "baloot", seed=23)
    view = API.get(f"{live_server}/api/tables/{table.id}/state").json()["view"]
    winner, totals, last = view["winner"], view["totals"], view["last_hand"]
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(table.url(None))
        dialog = page.locator("[data-testid=game-over]")
        dialog.wait_for(timeout=STEP_MS)
        shot(page, "baloot-game-over-390")
        text = dialog.inner_text().replace("\u00a0", " ")  # ("152 points" kept on one line)
        assert (f"Team {winner + 1} wins" if winner in (0, 1) else "Draw") in text
        # the team's names as a list in the page's language (Intl.ListFormat: "and")
        assert f"Team 1: Huda and Noura\t{totals[0]} points" in text
        assert f"Team 2: Faisal and Salem\t{totals[1]} points" in text
        dialog.locator("button").click()
        summary = page.locator("[data-testid=hand-summary]")
        shot(page, "baloot-hand-summary-390")
        words = summary.inner_text()
        # (numbered as played: a deal everyone passed is no hand of its own)
        played = 1 + sum(1 for r in view["score_sheet"]
                         if r["contract"] and r["hand"] < last["hand"])
        if last.get("contract"):
            assert f"Hand {played} is over" in words
        if last.get("contract"):
            assert f"Match points\t{totals[0]}\t{totals[1]}" in words
            # card points, projects and Baloot are in abnat and add up to the abnat row; card
            # points alone are the abnat, one line
            rows = {line.split("\t")[0]: [int(x) for x in line.split("\t")[1:]]
                    for line in words.splitlines() if line.count("\t") == 2
                    and line.split("\t")[1].lstrip("-").isdigit()}
            if "Abnat (card points)" in rows:
                assert rows["Abnat (card points)"] == last["card_points"] == last["abnat"], rows
            else:
                assert rows["Card points"] == last["card_points"], rows
                for team in (0, 1):
                    assert (rows["Card points"][team] + rows.get("Projects", [0, 0])[team]
                            + rows.get("Baloot", [0, 0])[team]) == rows["Abnat"][team], rows
        # the match at a glance on the board, whatever the score sheet under it shows
        score = page.locator("[data-testid=match-score]").inner_text()
        assert f"Team 1: {totals[0]}" in score and f"Team 2: {totals[1]}" in score, score
        # in Arabic the sheet reads right to left, though the seats around it are placed
        # left to right: each row's name at the right, "لنا" then "لهم" to its left
        page.goto(table.url(None, lang="ar"))
        page.locator("[data-testid=game-over] button").click()
        summary.wait_for(timeout=STEP_MS)
        assert summary.evaluate("(s) => getComputedStyle(s).direction") == "rtl"
        if last.get("contract"):
            row = summary.locator("tbody tr").first
            label, us, them = (row.locator(cell).bounding_box()["x"]
                               for cell in ("th", "td >> nth=0", "td >> nth=1"))
            assert label > us > them
        shot(page, "baloot-hand-summary-390-ar")
    finally:
        context.close()


def test_hands_everyone_passed_fold_into_one_score_sheet_row(browser, live_server):
    """Three hands in a row that everyone passed filled the score sheet with three rows of
    nothing: they are one note, passed out ×3. And a redeal is no hand of its own, as Jawaker
    and Kammelna count (a game of 8 hands reached "Hand 10"): the head, the score sheet and the
    log number the hand dealt again as the hand it was."""
    table = create_table(live_server, "baloot", people=4, seed=3)
    while table.state(0)["view"]["hand_no"] < 4:
        seat = table.state(0)["to_act"][0]
        legal = table.state(seat)["legal"]
        table.play(seat, "pass" if "pass" in legal else legal[0])
    assert len(table.state(0)["view"]["score_sheet"]) == 3
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script("localStorage.setItem('gt-guide-baloot', '{\"off\": true}')")
    page = context.new_page()
    head = page.locator("[data-testid=table] .table-move")
    try:
        open_table(page, table, mine=False)
        rows = page.locator("[data-testid=score-sheet] tbody tr[data-hands]")
        assert rows.count() == 1
        cells = rows.first.locator("td").all_inner_texts()
        assert cells[0] == "" and cells[1] == "everyone passed, dealt again ×3", cells
        assert cells[3:] == ["", ""], cells  # no points: "0 0" read as a hand scored nil
        assert "Hand 1" in head.inner_text(), head.inner_text()
        assert game_lines(page).count("Hand 1: everyone passed, the cards are dealt again") == 3
        # the fourth deal played: it was hand 1, and hand 2 comes
        while table.state(0)["view"]["hand_no"] == 4:
            play_first(table, table.state(0)["to_act"][0])
        page.wait_for_function("() => document.querySelectorAll("
                               "'[data-testid=score-sheet] tbody tr[data-hands]').length === 2",
                               timeout=STEP_MS)
        assert rows.nth(1).locator("td").first.inner_text() == "1"
        shot(page, "baloot-redeal-note-1280-en")
        assert page.locator("[data-testid=hand-summary] h2").inner_text() == "Hand 1 is over"
        page.locator("[data-testid=hand-summary-close]").click()
        page.wait_for_function("() => /Hand 2/.test(document.querySelector("
                               "'[data-testid=table] .table-move').innerText)", timeout=STEP_MS)
        assert any(line.startswith("Hand 1: ") and "bought by" in line for line in game_lines(page))
    finally:
        context.close()


def game_lines(page) -> list[str]:
    """The log's lines of the game (people coming and going left out), oldest first, with our
    own name as "(you)" (the seat's default name gives way to the guest's once the browser is
    known: the lines told before say the first)."""
    page.wait_for_selector("[data-testid=game-log] li", timeout=STEP_MS)
    lines = page.locator("[data-testid=game-log] li:not(.log-presence)").all_inner_texts()
    return [re.sub(r"(Player 1|Guest \d+) \(you\)", "(you)", line) for line in reversed(lines)]


def wait_turn(page, n: int) -> None:
    """Until the page shows move ``n`` or later, with our move due (or the game over)."""
    page.wait_for_function(
        """(n) => { const t = document.querySelector('[data-testid=table]');
                   return t && Number(t.dataset.n) >= n
                          && (t.dataset.mine === '1' || t.dataset.over === '1'); }""",
        arg=n, timeout=STEP_MS)


@pytest.mark.parametrize(("game", "moves"), [("baloot", 12), ("climbing", 8), ("balloon-cup", 10)])
def test_the_log_after_a_reload_is_the_log_before_it(browser, live_server, game, moves):
    """A reload (or a second device) opens the table mid-game: its log still starts at the
    first move, not at what the latest view holds (Baloot's hand, the climbing game's round)."""
    table = create_table(live_server, game, seed=5)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table)
        for _ in range(moves):
            state = table.state(0)
            if state["over"]:
                break
            if game == "baloot":
                play_first(table, 0)
            else:
                table.play(0, state["legal"][0])
            wait_turn(page, table.state(0)["n"])
        before = game_lines(page)
        page.reload()
        open_table(page, table)
        wait_turn(page, table.state(0)["n"])
        page.wait_for_function(
            "(k) => document.querySelectorAll('[data-testid=game-log] li:not(.log-presence)')"
            ".length >= k", arg=len(before), timeout=STEP_MS)
        assert game_lines(page) == before
        assert len(before) > moves  # every move of ours and the bots' between
    finally:
        context.close()
