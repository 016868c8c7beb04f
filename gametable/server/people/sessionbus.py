"""Ended sessions told to every process, and the sockets opened under them closed.

Why: each process caches sessions (:class:`~.players.Players`), and a WebSocket is signed in
once, when it opens. A session ended on one process of a cluster (log out, log out
everywhere, ending one session from the list) must stop signing anybody in on all of them,
and the table and queue sockets opened under it must close at once, wherever they are.

- **Telling the cluster**: the process that ends a session sends ``NOTIFY`` on
  :data:`CHANNEL` in the very transaction that stores the end (PostgreSQL delivers it on
  commit, never before): ``ended <player> <session hash or *>``; a changed player (a new
  name, hidden games) is ``changed <player>``. Every process ``LISTEN``s on a connection of
  its own (:class:`SessionLink`, a :class:`~gametable.server.storage.listen.NoteLink` as the
  shared queue's), so the others hear it within milliseconds. A link that was lost and made
  again may have missed notes: the process then forgets its whole session cache and checks its
  open sockets' sessions again.
- **Closing sockets**: each socket opened under a session registers a callback here
  (:class:`SessionSockets`); the end calls it, and the socket closes with
  :data:`CLOSE_SIGNED_OUT` (4401).

One process alone (SQLite) needs no link: every end goes through its own ``Players``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from gametable.server.storage.listen import NoteLink

log = logging.getLogger("gametable.server")

#: the LISTEN/NOTIFY channel of ended sessions and changed players
CHANNEL = "gametable_sessions"
#: the WebSocket close code of a socket whose session ended ("signed out")
CLOSE_SIGNED_OUT = 4401
SIGNED_OUT = "signed out: this session was ended"
#: seconds between two reads of notes (and the longest a stop waits for the link)
POLL = 0.25


def ended_note(player_id: str, id_hash: str | None) -> str:
    """The note for one ended session (``id_hash``) or all of a player's (``None``)."""
    return f"ended {player_id} {id_hash or '*'}"


def changed_note(player_id: str) -> str:
    return f"changed {player_id}"


class SessionSockets:
    """The open sockets of each session: ``session hash → {callback: player}``."""

    def __init__(self) -> None:
        self._open: dict[str, dict[Callable[[], None], str]] = {}

    def watch(self, id_hash: str, player_id: str, on_end: Callable[[], None]
              ) -> Callable[[], None]:
        """Call ``on_end`` when this session ends (once); returns what forgets it (call it
        when the socket closes)."""
        self._open.setdefault(id_hash, {})[on_end] = player_id

        def forget() -> None:
            callbacks = self._open.get(id_hash)
            if callbacks is not None:
                callbacks.pop(on_end, None)
                if not callbacks:
                    del self._open[id_hash]
        return forget

    def sessions(self) -> list[str]:
        """The hashes of the sessions with open sockets here."""
        return list(self._open)

    def end(self, player_id: str, id_hash: str | None) -> int:
        """Close the sockets of one of ``player_id``'s sessions, or of all of them; how many."""
        keys = [id_hash] if id_hash is not None else [
            key for key, callbacks in self._open.items() if player_id in callbacks.values()]
        closed = 0
        for key in keys:
            callbacks = self._open.pop(key, {})
            for on_end, owner in callbacks.items():
                if owner != player_id:
                    continue
                closed += 1
                try:
                    on_end()
                except Exception:
                    log.exception("closing a signed-out socket failed")
        return closed


class SessionLink(NoteLink):
    """``LISTEN`` on :data:`CHANNEL`, each note handed to ``heard``; ``resync`` is called
    after a lost connection was made again (notes sent while it was down are lost)."""

    poll = POLL

    def __init__(self, url: str, heard: Callable[[str], None],
                 resync: Callable[[], None]) -> None:
        super().__init__(url, CHANNEL, "gametable-sessions", "sessions")
        self.heard = heard  # type: ignore[method-assign]
        self.resync = resync

    def connected(self, conn: Any, again: bool) -> None:
        if again:
            self.resync()
