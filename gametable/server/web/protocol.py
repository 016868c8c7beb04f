"""The sockets' messages, typed, and parsed in one place.

What a client may send over ``/ws/tables/{id}`` and ``/ws/queue`` (``docs/protocol.md`` and
``docs/server.md`` list them with what the server answers): each is a small frozen dataclass,
made from the JSON object by :func:`parse_table_message` or :func:`parse_queue_message`, so
the handlers (:mod:`.tablesocket`, :mod:`gametable.server.queue.quickplay`) match on types,
never on strings, and a new kind of message is one class and one line of :data:`TABLE_MESSAGES` or
:data:`QUEUE_MESSAGES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from gametable.server.errors import RequestError


@dataclass(frozen=True)
class Inbound:
    """A message from a client. ``charge``: the rate limit it counts against beyond the
    per-message one (:mod:`.access`); ``signed_out_ok``: answered even after the client's
    session ended (it changes nothing)."""

    charge: ClassVar[str | None] = None
    signed_out_ok: ClassVar[bool] = False


@dataclass(frozen=True)
class Move(Inbound):
    """``{"type": "move", "move": "<notation>", "turn": n?}``: play for the client's seat."""

    charge: ClassVar[str | None] = "move"
    move: Any = None
    turn: Any = None


@dataclass(frozen=True)
class TakeSeatBack(Inbound):
    """``{"type": "takeback"}``: the seat a bot holds is its person's again."""

    charge: ClassVar[str | None] = "move"


@dataclass(frozen=True)
class UndoMove(Inbound):
    """``{"type": "undo"}``: take back the seat's last move (and the bots' replies), where
    the table offers it (:mod:`gametable.server.tables.undo`)."""

    charge: ClassVar[str | None] = "move"


@dataclass(frozen=True)
class ResignGame(Inbound):
    """``{"type": "resign", "accept": true?}``: the seat resigns, the game ends and its side
    lost (where it may: :mod:`gametable.server.tables.resign`); with a partner who is a
    person, an offer to them or a yes to theirs; ``"accept": false`` withdraws or declines
    the side's offer."""

    charge: ClassVar[str | None] = "move"
    accept: bool = True


@dataclass(frozen=True)
class Ready(Inbound):
    """``{"type": "ready"}``: the person has read how the last chapter (a Baloot hand) ended:
    the bots need not wait out the rest of its pause for them."""


@dataclass(frozen=True)
class Time(Inbound):
    """``{"type": "time"}``: the server's clock, for counting deadlines down."""

    signed_out_ok: ClassVar[bool] = True


@dataclass(frozen=True)
class Hint(Inbound):
    """``{"type": "hint", "level": "easy"|...}``: what the search bot would play here."""

    charge: ClassVar[str | None] = "hint"
    level: Any = None


@dataclass(frozen=True)
class Ping(Inbound):
    """``{"type": "ping"}``: answered ``pong``."""

    signed_out_ok: ClassVar[bool] = True


@dataclass(frozen=True)
class SeedCommit(Inbound):
    """``{"type": "seed_commit", "commitment": hex}``: the dealing phase
    (:mod:`gametable.server.tables.dealing`)."""

    commitment: Any = None


@dataclass(frozen=True)
class SeedReveal(Inbound):
    """``{"type": "seed_reveal", "value": hex}``: the value committed to."""

    value: Any = None


@dataclass(frozen=True)
class State(Inbound):
    """``{"type": "state"}``: send the whole table again."""

    signed_out_ok: ClassVar[bool] = True


@dataclass(frozen=True)
class Chat(Inbound):
    """``{"type": "chat", ...}``: a chat line (:mod:`gametable.server.tables.chat` reads the
    rest)."""

    message: Any = None


@dataclass(frozen=True)
class Mute(Inbound):
    """``{"type": "mute", "seats": [...]}``: whose chat this client does not see."""

    seats: Any = None


@dataclass(frozen=True)
class Rematch(Inbound):
    """``{"type": "rematch", "accept": bool}``: offer or answer a rematch."""

    charge: ClassVar[str | None] = "create"
    accept: bool = True


def accept_of(message: dict[str, Any]) -> bool:
    """A message's ``accept`` (true unless said), which must be true or false."""
    accept = message.get("accept", True)
    if not isinstance(accept, bool):
        raise RequestError("'accept' is true or false")
    return accept


#: every kind of table message: its ``type`` → how it is read from the JSON object
TABLE_MESSAGES: dict[str, Any] = {
    "move": lambda m: Move(move=m.get("move"), turn=m.get("turn")),
    "takeback": lambda m: TakeSeatBack(),
    "undo": lambda m: UndoMove(),
    "resign": lambda m: ResignGame(accept=accept_of(m)),
    "ready": lambda m: Ready(),
    "time": lambda m: Time(),
    "hint": lambda m: Hint(level=m.get("level")),
    "ping": lambda m: Ping(),
    "seed_commit": lambda m: SeedCommit(commitment=m.get("commitment")),
    "seed_reveal": lambda m: SeedReveal(value=m.get("value")),
    "state": lambda m: State(),
    "chat": lambda m: Chat(message=m),
    "mute": lambda m: Mute(seats=m.get("seats")),
    "rematch": lambda m: Rematch(accept=accept_of(m)),
}


class UnknownMessage(RequestError):
    """A message whose ``type`` is none of :data:`TABLE_MESSAGES`."""


def parse_table_message(message: Any) -> Inbound:
    """A parsed JSON value as a typed message; raises :class:`RequestError` saying what is
    wrong (not an object, an unknown type, a bad field)."""
    return _parse(message, TABLE_MESSAGES)


def _parse(message: Any, kinds: dict[str, Any]) -> Inbound:
    if not isinstance(message, dict):
        raise RequestError("a message is a JSON object with a 'type'")
    kind = message.get("type")
    read = kinds.get(kind) if isinstance(kind, str) else None
    if read is None:
        raise UnknownMessage(f"unknown message type {kind!r}")
    return read(message)


# --- the queue socket (``/ws/queue``, :mod:`gametable.server.queue.quickplay`)
# ----------------------------------


@dataclass(frozen=True)
class QueueStatus(Inbound):
    """``{"type": "status"}``: where the person stands in the queue."""


@dataclass(frozen=True)
class Join(Inbound):
    """``{"type": "join", "game": ..., "choice"?, "party"?, "rated"?}``: queue for a game."""

    charge: ClassVar[str | None] = "queue"
    game: Any = None
    choice: Any = None
    party: bool = False
    rated: Any = None


@dataclass(frozen=True)
class Leave(Inbound):
    """``{"type": "leave"}``: out of the queue."""

    charge: ClassVar[str | None] = "queue"


@dataclass(frozen=True)
class PartyCreate(Inbound):
    """``{"type": "party_create"}``: a party for two friends to queue as partners."""

    charge: ClassVar[str | None] = "queue"


@dataclass(frozen=True)
class PartyJoin(Inbound):
    """``{"type": "party_join", "code": ...}``: join a friend's party."""

    charge: ClassVar[str | None] = "queue"
    code: Any = None


@dataclass(frozen=True)
class PartyLeave(Inbound):
    """``{"type": "party_leave"}``: leave the party."""

    charge: ClassVar[str | None] = "queue"


def read_join(message: dict[str, Any]) -> Join:
    """A join from a message or from ``POST /api/queue``'s body."""
    party = message.get("party", False)
    if not isinstance(party, bool):
        raise RequestError("'party' is true or false")
    return Join(game=message.get("game"), choice=message.get("choice"), party=party,
                rated=message.get("rated"))


#: every kind of queue message: its ``type`` → how it is read from the JSON object
QUEUE_MESSAGES: dict[str, Any] = {
    "ping": lambda m: Ping(),
    "status": lambda m: QueueStatus(),
    "join": read_join,
    "leave": lambda m: Leave(),
    "party_create": lambda m: PartyCreate(),
    "party_join": lambda m: PartyJoin(code=m.get("code")),
    "party_leave": lambda m: PartyLeave(),
}


def parse_queue_message(message: Any) -> Inbound:
    """A parsed JSON value as a typed queue message (see :func:`parse_table_message`)."""
    return _parse(message, QUEUE_MESSAGES)
