"""The database's tables, every feature's in one place, and the one way they are created."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    exists,
    or_,
)

metadata = MetaData()

tables_t = Table(
    "gt_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("options", Text, nullable=False),  # JSON
    Column("seed", BigInteger, nullable=True),
    Column("setup", Text, nullable=False),  # JSON: chance outcomes known so far
    Column("seats", Text, nullable=False),  # JSON: kind, bot, level, token hash, name
    Column("settings", Text, nullable=False),  # JSON: bot delay, hints
    Column("status", String(16), nullable=False),  # playing | over | archived
    Column("result", Text, nullable=True),  # JSON scores once over
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

moves_t = Table(
    "gt_moves",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("move", Text, nullable=False),
    Column("t", Float, nullable=False),
)

# --- people (see :mod:`gametable.server.people.players`): new tables only, so old databases
# open ---

players_t = Table(
    "gt_players",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(200), nullable=False),
    Column("kind", String(16), nullable=False),  # guest | account
    Column("language", String(16), nullable=False),
    Column("username", String(64), nullable=True),  # as typed, shown on the profile
    Column("username_key", String(64), nullable=True, unique=True),  # casefolded: one owner
    Column("password_hash", Text, nullable=True),  # argon2, accounts only
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

sessions_t = Table(
    "gt_sessions",
    metadata,
    Column("id_hash", String(64), primary_key=True),  # SHA-256 of the cookie's secret
    Column("player_id", String(32), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("last_seen", Float, nullable=False),
    Column("agent", String(200), nullable=True),  # the browser, so a person knows which
    Column("revoked", Float, nullable=True),
)

seat_players_t = Table(
    "gt_seat_players",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", String(32), nullable=False, index=True),
    Column("game", String(32), nullable=False),
    Column("created", Float, nullable=False),
)

#: where each person took their seat from (gametable/server/people/devices.py): digests of their
#: address and device, which the rated-play rules compare (gametable/server/people/rated.py)
seat_origins_t = Table(
    "gt_seat_origins",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", String(32), nullable=False),
    Column("address", String(64), nullable=False),
    Column("device", String(64), nullable=True),
    Column("created", Float, nullable=False),
)

#: the clocks of a table's people (gametable/server/tables/clocks.py), as last changed
clocks_t = Table(
    "gt_clocks",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("state", Text, nullable=False),  # JSON: deadlines, banks, who is held
)

ratings_t = Table(
    "gt_ratings",
    metadata,
    Column("player_id", String(32), primary_key=True),
    Column("key", String(64), primary_key=True),  # game, or game/rating option value
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", Float, nullable=False),
)

rating_changes_t = Table(
    "gt_rating_changes",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("player_id", String(32), primary_key=True),
    Column("key", String(64), nullable=False),
    Column("before", Float, nullable=False),  # the shown rating before and after the game
    Column("after", Float, nullable=False),
    Column("forfeit", Integer, nullable=False),  # 1: left the game, counted as a loss
    Column("t", Float, nullable=False),
)

#: table chat (gametable.server.tables.chat): one row per line, stored before anyone is shown it
chat_t = Table(
    "gt_chat",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("line", Text, nullable=False),  # JSON: the line as it is shown
    Column("t", Float, nullable=False),
)

#: the server's own keys, made once and shared by every process: the VAPID key pair Web Push
#: is signed with (gametable/server/people/push.py), under the name "vapid"
server_keys_t = Table(
    "gt_server_keys",
    metadata,
    Column("name", String(32), primary_key=True),
    Column("value", Text, nullable=False),  # the private key, PEM
    Column("created", Float, nullable=False),
)

#: the browsers a person asked to be told of their turn by Web Push (people/push.py): one row
#: per subscription, keyed by its endpoint's SHA-256 (one browser belongs to one person)
push_subscriptions_t = Table(
    "gt_push_subscriptions",
    metadata,
    Column("id", String(64), primary_key=True),  # SHA-256 of the endpoint
    Column("player_id", String(32), nullable=False, index=True),
    Column("endpoint", Text, nullable=False),
    Column("p256dh", String(128), nullable=False),  # the browser's public key, base64url
    Column("auth", String(64), nullable=False),  # its auth secret, base64url
    Column("created", Float, nullable=False),
)

# --- tournaments (gametable/server/tournaments/): one row each, its state the format's JSON
# (gametable/tournaments/), written by its director only ------------------------------------

tournaments_t = Table(
    "gt_tournaments",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(200), nullable=False),
    Column("game", String(32), nullable=False),
    Column("format", String(16), nullable=False),  # arena | swiss | knockout
    Column("options", Text, nullable=False),  # JSON: the game's options
    Column("config", Text, nullable=False),  # JSON: duration, rounds, best of, seed, bots…
    Column("state", Text, nullable=True),  # JSON: the format's state, from its start on
    Column("status", String(16), nullable=False, index=True),  # scheduled | running | over
    Column("creator", String(32), nullable=True),  # player id; NULL: the server's schedule
    Column("visibility", String(16), nullable=False),  # open | invite
    Column("invited", Text, nullable=False),  # JSON: player ids
    Column("rated", Boolean, nullable=False),
    Column("clock", Text, nullable=False),  # JSON: {"move", "bank"}
    Column("bots", Boolean, nullable=False),  # whether a bot may fill an odd seat
    Column("starts", Float, nullable=False, index=True),
    Column("ends", Float, nullable=True),  # an arena's end; when it ended, once over
    Column("winner", Text, nullable=True),  # JSON: the winning entry, once over
    Column("version", Integer, nullable=False),  # one more at every change shown
    Column("schedule_key", String(200), nullable=True, unique=True),  # made by --tournaments
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

#: who entered a tournament (a person; Baloot's teams are formed by the director)
tournament_entries_t = Table(
    "gt_tournament_entries",
    metadata,
    Column("tournament_id", String(32), primary_key=True),
    Column("player_id", String(32), primary_key=True),
    Column("partner", String(32), nullable=True),  # the partner asked for (teams)
    Column("status", String(16), nullable=False),  # in | left | out (not entered)
    Column("entrant", String(64), nullable=True),  # the entry they play in, once entered
    Column("applied", Boolean, nullable=False),  # whether the director took the last change
    Column("joined", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

#: a tournament's games: its table, stored with the table's row (one table a game), and the
#: result, stored with the game's last move (the director counts it once: ``recorded``)
tournament_games_t = Table(
    "gt_tournament_games",
    metadata,
    Column("tournament_id", String(32), primary_key=True),
    Column("game", String(32), primary_key=True),  # the format's game id
    Column("table_id", String(32), nullable=False, unique=True),
    Column("sides", Text, nullable=False),  # JSON: the two entries (null: bots)
    Column("created", Float, nullable=False),
    Column("result", Text, nullable=True),  # JSON: {"scores": [a, b], "absent": [sides]}
    Column("finished", Float, nullable=True),
    Column("recorded", Boolean, nullable=False),
)

# --- friends (gametable/server/people/friends.py) and the notices inbox (people/notices.py) --

#: who follows whom (one way; two rows, one each way, make friends)
follows_t = Table(
    "gt_follows",
    metadata,
    Column("follower", String(32), primary_key=True),
    Column("followed", String(32), primary_key=True, index=True),
    Column("created", Float, nullable=False),
)

#: who blocked whom: no follows, invitations, challenges, chat shown or pairing between them
blocks_t = Table(
    "gt_blocks",
    metadata,
    Column("blocker", String(32), primary_key=True),
    Column("blocked", String(32), primary_key=True, index=True),
    Column("created", Float, nullable=False),
)

#: when a page of each person was last connected (any process), written every 30 s at most
presence_t = Table(
    "gt_presence",
    metadata,
    Column("player_id", String(32), primary_key=True),
    Column("last_seen", Float, nullable=False),
)

#: challenges from one account to another: nothing is made until one is accepted
challenges_t = Table(
    "gt_challenges",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("challenger", String(32), nullable=False, index=True),
    Column("challenged", String(32), nullable=False, index=True),
    # "<id> <id>" (sorted) while it is open or being accepted, else NULL: one open per pair
    Column("open_pair", String(70), nullable=True, unique=True),
    Column("game", String(32), nullable=False),
    Column("request", Text, nullable=False),  # JSON: options, clock, speed, rated, …
    Column("address", String(64), nullable=True),  # where the challenger asked from
    Column("device", String(64), nullable=True),  # (digests, for the rated-play rules)
    Column("status", String(16), nullable=False),  # open | accepting | accepted | declined
    #                                                | cancelled | expired
    Column("table_id", String(32), nullable=True),
    Column("created", Float, nullable=False),
    Column("answered", Float, nullable=True),
)

#: each person's notices (an invitation, a challenge, their turn…): stored, then delivered
notices_t = Table(
    "gt_notices",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player_id", String(32), nullable=False, index=True),
    Column("kind", String(32), nullable=False),
    Column("data", Text, nullable=False),  # JSON
    Column("created", Float, nullable=False),
    Column("read", Boolean, nullable=False),
)


def _listed_to(viewer: str | None) -> Any:
    """:func:`gametable.server.tables.lobby.listed_to` as SQL: quick-play tables (their
    settings' JSON names their pool, ``"queue":``), and invite tables the viewer created or took
    a seat at."""
    public = tables_t.c.settings.contains('"queue":', autoescape=True)
    if viewer is None:
        return public
    return or_(
        public,
        tables_t.c.settings.contains(f'"creator_player":"{viewer}"', autoescape=True),
        tables_t.c.settings.contains(f'"creator_player": "{viewer}"', autoescape=True),
        exists().where(seat_players_t.c.table_id == tables_t.c.id,
                       seat_players_t.c.player_id == viewer),
    )


#: the cluster's own tables (``--cluster``: created by :mod:`gametable.server.hosting.leases`)
cluster_metadata = MetaData()

nodes_t = Table(
    "gt_nodes",
    cluster_metadata,
    Column("name", String(200), primary_key=True),
    Column("address", String(300), nullable=True),
    Column("heartbeat_at", DateTime(timezone=True), nullable=False),
    Column("draining", Boolean, nullable=False, default=False),
)

leases_t = Table(
    "gt_table_leases",
    cluster_metadata,
    Column("table_id", String(32), primary_key=True),
    Column("owner", String(200), nullable=True, index=True),
    Column("epoch", BigInteger, nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    # whether a person's seat of the table is free (nobody connected to it), as its owner saw
    # at its latest renewal: a cluster's lobby lists open seats by it (NULL: not told)
    Column("seat_free", Boolean, nullable=True),
    # whether any person is connected to the table, as its owner saw at its latest renewal: a
    # cluster's lobby leaves out a table nobody will play by it (NULL: not told)
    Column("people_here", Boolean, nullable=True),
)
