"""Who is rated, and how much: every rule of rated play in one place.

``docs/online.md`` ("Ratings") gives each rule with its reason; in short:

1. **Accounts only** (:func:`may_play_rated`): a rated table or rated quick play refuses a
   guest ("log in or register to play rated games"), and a game is rated only where every
   person's seat was taken by a signed-in account. Guests play casual games.
2. **No rated game between people who share an address or a device** (:func:`unrated_because`):
   two opponents whose seats were taken from one address or one browser (:mod:`.devices`)
   leave the game unrated. Partners (a game's teams) may share one: they gain nothing from
   each other. Quick play never seats two who share either at one table, rated or casual
   (:mod:`gametable.server.queue.matchmaking`).
3. **Repeated games count for less** (:func:`repeat_weight`): within :data:`REPEAT_WINDOW`, the
   k-th rated game against the same opponent moves a rating by 1/k of its change, and from the
   ``REPEAT_COUNTED + 1``-th on not at all (nor does it count toward leaving provisional).
4. **Provisional players move others little** (:func:`provisional_weight`): an established
   player's change from a game where an opponent is provisional is scaled by
   :data:`PROVISIONAL_OPPONENT_WEIGHT`. Leaderboards list established players only.
5. **Leaving never pays, staying never costs** (:func:`leavers`, :func:`someone_left`): a
   person a bot holds at the end, or who took the seat back after the stand-in played at
   least :data:`LEFT_SHARE` of their moves, is rated as having lost to every opponent (in
   full, whatever the bot made of the game); when a bot held anyone's seat during the game,
   the people whose seats no bot ever held are rated by the result but never rated down by
   it (:func:`stayers`); one who left for a while and came back is rated by the result.

The pure rules take plain facts; :func:`judge` reads those facts in the transaction that
stores a game's ratings (:mod:`.ratings`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import and_, func, select
from sqlalchemy.engine import Connection
from sqlalchemy.orm import aliased

from gametable.server.people.devices import Origin
from gametable.server.storage.reads import read_player_kinds
from gametable.server.storage.store import rating_changes_t, read_seat_origins

if TYPE_CHECKING:
    from gametable.server.tables.live import LiveTable

#: rated games (whose result counted) before a rating stops being provisional
PROVISIONAL_GAMES = 5
#: seconds over which rated games against one opponent are counted (:func:`repeat_weight`)
REPEAT_WINDOW = 24 * 3600.0
#: rated games against one opponent in the window that count at all (the k-th: 1/k)
REPEAT_COUNTED = 3
#: an established player's share of their change from a game with a provisional opponent
PROVISIONAL_OPPONENT_WEIGHT = 0.25
#: the share of a seat's moves its stand-in bot made from which the person left the game
LEFT_SHARE = 0.5

#: what a guest asking for a rated game is told
ACCOUNTS_ONLY = "log in or register to play rated games: rated games are between accounts"


def may_play_rated(kind: str | None) -> str | None:
    """Why a person of this kind (``"guest"``, ``"account"``; ``None``: not signed in) may
    not play rated, or ``None`` if they may."""
    return None if kind == "account" else ACCOUNTS_ONLY


@dataclass(frozen=True)
class Seated:
    """A person's seat at a rated table, as the rules see it."""

    seat: int
    player: str
    account: bool
    origin: Origin | None
    team: int


def unrated_because(human_seats: Iterable[int], seated: list[Seated]) -> str | None:
    """Why a game with these people's seats is not rated, or ``None`` if it is. Every
    person's seat must be an account's, with its place known, and no two opponents may
    share an address or a device."""
    by_seat = {s.seat: s for s in seated}
    if any(seat not in by_seat for seat in human_seats):
        return "a seat was played by someone not signed in"
    if not all(s.account for s in seated):
        return "a guest played: rated games are between accounts"
    if len({s.player for s in seated}) < 2:
        return "fewer than two people played"
    if any(s.origin is None for s in seated):
        return "where a seat was taken from is not known"
    for i, one in enumerate(seated):
        for other in seated[i + 1:]:
            if one.team != other.team and one.origin.shares(other.origin):  # type: ignore[union-attr]
                return "two opponents played from one address or one device"
    return None


def repeat_weight(earlier: int) -> float:
    """The share of its change a game counts with when ``earlier`` rated games against the
    same opponent were played within :data:`REPEAT_WINDOW`: 1, 1/2, 1/3, then nothing."""
    k = earlier + 1
    return 1.0 / k if k <= REPEAT_COUNTED else 0.0


def provisional_weight(own_games: int, opponent_games: Iterable[int]) -> float:
    """The share of an established player's change from a game against a provisional
    opponent (a provisional player's own change is never scaled)."""
    if own_games < PROVISIONAL_GAMES:
        return 1.0
    if any(games < PROVISIONAL_GAMES for games in opponent_games):
        return PROVISIONAL_OPPONENT_WEIGHT
    return 1.0


def scaled(before: tuple[float, float], after: tuple[float, float], weight: float, *,
           no_loss: bool = False) -> tuple[float, float]:
    """A new (mu, sigma) with ``weight`` of the change from ``before`` to ``after``; with
    ``no_loss``, a change that would lower mu is not made at all."""
    mu, sigma = before
    new_mu, new_sigma = after
    if weight <= 0 or (no_loss and new_mu < mu):
        return mu, sigma
    return mu + weight * (new_mu - mu), sigma + weight * (new_sigma - sigma)


def leavers(table: LiveTable) -> set[int]:
    """The people's seats rated as having left: a bot holds it at the end, or a bot held it
    and its stand-in made at least :data:`LEFT_SHARE` of the seat's moves (a person who
    takes the seat back at move 50 of 60 is not credited with the bot's game)."""
    clock = table.clock
    if clock is None:
        return set()
    moves: dict[int, int] = {}
    for seat, _move in table.moves:
        moves[seat] = moves.get(seat, 0) + 1
    return {seat for seat, c in clock.seats.items()
            if c.held or (c.left and c.stood_in > 0
                          and c.stood_in >= LEFT_SHARE * moves.get(seat, 0))}


def someone_left(table: LiveTable) -> bool:
    """Whether a bot held anyone's seat during the game (it played for someone else)."""
    clock = table.clock
    return clock is not None and any(c.left or c.held for c in clock.seats.values())


def stayers(table: LiveTable) -> set[int]:
    """The seats no bot ever held: only their people are spared a loss when someone else
    left (one who left for a while and came back has no such shield: leaving never pays)."""
    clock = table.clock
    if clock is None:
        return set(range(len(table.seats)))
    return {seat for seat in range(len(table.seats))
            if not ((c := clock.seats.get(seat)) is not None and (c.left or c.held))}


@dataclass
class Verdict:
    """What the rules decided for one rated game."""

    #: why it is not rated (``None``: it is)
    unrated: str | None = None
    #: the people's seats rated as having left (a loss, in full)
    left: set[int] = field(default_factory=set)
    #: player → the share of their change that counts
    weights: dict[str, float] = field(default_factory=dict)
    #: players who may not be rated down by this game (someone else left)
    no_loss: set[str] = field(default_factory=set)


def judge(conn: Connection, table: LiveTable, people: dict[int, str],
          games: dict[str, int], key: str, now: float,
          team_of: Callable[[int], int]) -> Verdict:
    """The rules applied to a rated table's game, reading what they need in ``conn``:
    ``people`` (seat → player), ``games`` (player → rated games so far)."""
    human = [i for i, s in enumerate(table.seats) if s.kind == "human"]
    kinds = read_player_kinds(conn, people.values())
    recorded = read_seat_origins(conn, table.id)
    seated = []
    for seat, player in sorted(people.items()):
        place = recorded.get(seat)
        origin = Origin(place[1], place[2]) if place is not None and place[0] == player else None
        seated.append(Seated(seat, player, kinds.get(player) == "account", origin,
                             team_of(seat)))
    reason = unrated_because(human, seated)
    if reason is not None:
        return Verdict(unrated=reason)
    left = leavers(table)
    anyone_left = someone_left(table)
    stayed = stayers(table)
    verdict = Verdict(left=left & set(people))
    for seat, player in people.items():
        opponents = {p for s, p in people.items() if team_of(s) != team_of(seat)}
        earlier = games_against(conn, player, opponents, key, now - REPEAT_WINDOW)
        weight = repeat_weight(max(earlier.values(), default=0))
        weight *= provisional_weight(games.get(player, 0),
                                     (games.get(p, 0) for p in opponents))
        verdict.weights[player] = weight
        if anyone_left and seat in stayed:  # never one whose own seat a bot held
            verdict.no_loss.add(player)
    return verdict


def games_against(conn: Connection, player: str, opponents: set[str], key: str,
                  since: float) -> dict[str, int]:
    """Rated games (of ``key``) ``player`` played against each of ``opponents`` since
    ``since``: tables where both have a rating change."""
    if not opponents:
        return {}
    mine, theirs = aliased(rating_changes_t), aliased(rating_changes_t)
    rows = conn.execute(
        select(theirs.c.player_id, func.count())
        .select_from(mine.join(theirs, and_(theirs.c.table_id == mine.c.table_id,
                                            theirs.c.player_id.in_(sorted(opponents)))))
        .where(mine.c.player_id == player, mine.c.key == key, mine.c.t >= since)
        .group_by(theirs.c.player_id)).all()
    return {p: int(n) for p, n in rows}
