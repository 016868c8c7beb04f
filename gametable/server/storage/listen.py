"""A thread that ``LISTEN``s on a PostgreSQL channel of the cluster, on a connection of its
own, and makes the connection again when it is lost.

Why a thread and a connection of its own: psycopg's ``notifies`` blocks, and a note must be
heard while the event loop is busy. Each user (the shared queue, the session bus) says what
to do with a note and what to do on (re)connecting, between reads and on a lost link.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

log = logging.getLogger("gametable.server")


class NoteLink:
    """``LISTEN`` on ``channel``; each note's payload is handed to :meth:`heard`."""

    #: seconds between two reads of notes (and the longest a stop waits for the link)
    poll = 0.25

    def __init__(self, url: str, channel: str, name: str, what: str) -> None:
        """``url``: libpq's; ``name``: the thread's; ``what``: the link in log lines."""
        self.url = url
        self.channel = channel
        self.what = what
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self, timeout: float = 10.0) -> None:
        """Start listening; returns once the ``LISTEN`` is in place (or ``timeout``)."""
        self._thread.start()
        self._ready.wait(timeout)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    # --- what a user says ---------------------------------------------------------------

    def heard(self, payload: str) -> None:
        """A note on the channel."""

    def connected(self, conn: Any, again: bool) -> None:
        """The ``LISTEN`` is in place (``again``: on a connection made after a lost one)."""

    def between(self, conn: Any) -> None:
        """Before each read of notes, on the link's connection."""

    def lost(self) -> None:
        """The connection failed (it is made again a second later, unless stopping)."""

    def _run(self) -> None:
        import psycopg

        connected_before = False
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as conn:
                    conn.execute(f"LISTEN {self.channel}")
                    self.connected(conn, connected_before)
                    connected_before = True
                    self._ready.set()
                    while not self._stop.is_set():
                        self.between(conn)
                        for note in conn.notifies(timeout=self.poll):
                            self.heard(note.payload)
            except Exception as error:
                self.lost()
                if self._stop.is_set():
                    return
                log.error("%s: the database link failed (%r); again in 1 s", self.what, error)
                self._stop.wait(1.0)
