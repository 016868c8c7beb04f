"""An independent referee for a recorded Baloot hand: the rules written out again from the
rules page, with none of the engine's tables, so a golden file pins right play and not only
unchanged play.

It checks, move by move, that the card plays offered were exactly the ones the rules allow
(follow suit; in Hokum trump, overtrump, undertrump, raise on a trump lead, Akka), then the
trick winners, who led each trick, the card points and the hand's match points (plain, failed,
kaboot and doubled hands, profile ``saudi``).
"""

from __future__ import annotations

from typing import Any

PLAIN_HIGH_TO_LOW = "ATKQJ987"
TRUMP_HIGH_TO_LOW = "J9ATKQ87"
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
DOUBLE_LEVEL = {"double": 2, "double:open": 2, "double:closed": 2, "three": 3,
                "four:open": 4, "four:closed": 4, "gahwa": 5}


def strength(card: str, led: str, trump: str | None) -> int:
    """Higher takes the trick; a card neither trump nor of the led suit never does (0)."""
    rank, suit = card[0], card[1]
    if suit == trump:
        return 20 + 8 - TRUMP_HIGH_TO_LOW.index(rank)
    if suit == led:
        return 10 + 8 - PLAIN_HIGH_TO_LOW.index(rank)
    return 0


def trick_winner(cards: list[list[Any]], trump: str | None) -> int:
    led = cards[0][1][1]
    return max(cards, key=lambda seat_card: strength(seat_card[1], led, trump))[0]


def allowed_cards(view: dict[str, Any]) -> set[str]:
    """The cards the rules let the viewer play now (``saudi`` profile)."""
    hand, seat = view["hand"], view["seat"]
    trump = view["contract"]["trump"]
    played = view["trick"]["cards"]
    if not played:
        if view["doubling"]["closed"] and any(c[1] != trump for c in hand):
            return {c for c in hand if c[1] != trump}
        return set(hand)
    led = played[0][1][1]
    best_seat = trick_winner(played, trump)
    best = next(card for s, card in played if s == best_seat)
    partner_winning = best_seat == seat ^ 2
    follow = [c for c in hand if c[1] == led]
    if follow:
        if led == trump and not partner_winning:
            higher = [c for c in follow if strength(c, led, trump) > strength(best, led, trump)]
            if higher:
                return set(higher)
        return set(follow)
    trumps = [c for c in hand if c[1] == trump]
    akka_partner = view["trick"]["akka"] and seat == view["trick"]["leader"] ^ 2
    if trump is None or partner_winning or akka_partner or not trumps:
        return set(hand)
    if best[1] == trump:
        over = [c for c in trumps if strength(c, led, trump) > strength(best, led, trump)]
        return set(over or trumps)
    return set(trumps)


def check_moves(lines: list[dict[str, Any]]) -> int:
    """Every card play of a recorded hand: the cards offered are the rules' and the move one
    of them. Returns the number of card plays checked."""
    checked = 0
    for line in lines:
        if "move" not in line or line["view"]["phase"] != "playing":
            continue
        view = line["view"]
        offered = {m.split("+")[0] for m in line["legal"] if len(m.split("+")[0]) == 2}
        assert offered == allowed_cards(view), (line["seat"], view["hand"], view["trick"])
        assert line["move"] in line["legal"]
        checked += 1
    return checked


def sun_convert(points: int) -> int:
    tens, rest = divmod(points, 10)
    rounded = points if rest == 5 else (tens + (rest > 5)) * 10
    return rounded * 2 // 10


def hokum_convert(points: int) -> int:
    tens, rest = divmod(points, 10)
    return tens + (rest >= 6)


def check_hand(final: dict[str, Any]) -> dict[str, Any]:
    """A finished hand's tricks and score, from the spectator's final view; returns the sheet
    entry it checked."""
    contract = final["contract"]
    trump = contract["trump"]
    sun = contract["type"] != "hokum"
    tricks = final["tricks"]
    assert len(tricks) == 8
    leader = final["positions"]["P1"]
    card_points = [0, 0]
    tricks_won = [0, 0]
    points_of = PLAIN_POINTS
    for number, trick in enumerate(tricks):
        assert trick["leader"] == leader and trick["cards"][0][0] == leader
        assert [s for s, _ in trick["cards"]] == [(leader + i) % 4 for i in range(4)]
        winner = trick_winner(trick["cards"], trump)
        assert trick["winner"] == winner
        team = winner % 2
        card_points[team] += sum(
            (TRUMP_POINTS if card[1] == trump else points_of)[card[0]]
            for _, card in trick["cards"])
        card_points[team] += 10 if number == 7 else 0
        tricks_won[team] += 1
        leader = winner
    assert sum(card_points) == (130 if sun else 162)
    entry = final["score_sheet"][-1]
    assert entry["card_points"] == card_points and entry["tricks"] == tricks_won
    assert entry["points"] == expected_points(final, card_points, tricks_won)
    return entry


def expected_points(final: dict[str, Any], card_points: list[int],
                    tricks_won: list[int]) -> list[int]:
    """Match points per team by the rules page's steps 1-7 (projects from the sheet's
    declared kinds, Baloot from the view)."""
    contract = final["contract"]
    sun = contract["type"] != "hokum"
    value = 26 if sun else 16
    buyer, other = contract["buyer"] % 2, 1 - contract["buyer"] % 2
    baloot = [0, 0]
    if final["baloot"]:
        baloot[final["baloot"]["seat"] % 2] = 1
    baloot_points = [0 if sun else 2 * b for b in baloot]
    entry = final["score_sheet"][-1]
    projects = entry["project_points"]
    assert not any(projects), "this referee scores hands without projects"
    abnat = [card_points[t] + 20 * baloot[t] for t in (0, 1)]
    points = [0, 0]
    for team in (0, 1):
        if tricks_won[team] == 8:
            points[team] = (44 if sun else 25) + baloot_points[team]
            points[1 - team] = baloot_points[1 - team]
            return points
    calls = [c["call"] for c in final["doubling"]["calls"] if c["call"] != "pass"]
    if calls:
        level = DOUBLE_LEVEL[calls[-1]]
        raiser = next(c["seat"] for c in reversed(final["doubling"]["calls"])
                      if c["call"] != "pass") % 2
        winner = raiser if abnat[raiser] > abnat[1 - raiser] else 1 - raiser
        points[winner] = value * min(level, 4) + baloot_points[winner]
        points[1 - winner] = baloot_points[1 - winner]
        return points
    if abnat[other] > abnat[buyer]:
        points[other] = value + baloot_points[other]
        points[buyer] = baloot_points[buyer]
        return points
    theirs = (sun_convert if sun else hokum_convert)(card_points[other])
    points[other] = theirs + baloot_points[other]
    points[buyer] = value - theirs + baloot_points[buyer]
    return points
