"""The real server as a separate process (crash test, browser tests), on a port nobody races for.

This process binds a listening socket to port 0 (the kernel picks a free port) and hands the
socket to ``gametable serve --fd``: the port is known before the server starts, no other process
can take it between choosing and binding (the old "find a free port, then start" race), and a
server killed and started again (the crash test) serves on the very same socket.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[3]  # the repository
START_TIMEOUT = 90.0  # a busy machine takes a while to import the server


class ServerProcess:
    """``gametable serve`` on a socket of ours; :meth:`start` again after :meth:`kill`."""

    def __init__(self, db_url: str, bot_delay: float = 0.05, options: Sequence[str] = ()) -> None:
        """``options``: more ``gametable serve`` options."""
        self.db_url = db_url
        self.bot_delay = bot_delay
        self.options = list(options)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None
        # its output (a pipe nobody reads could fill up); closed by stop()
        self.log = tempfile.TemporaryFile()  # noqa: SIM115

    def last_words(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-2000:]

    def start(self) -> None:
        """Start the server and return once it answers (or raise, with its last words)."""
        fd = self.listener.fileno()
        self.process = subprocess.Popen(
            # no dealing phase unless a test asks (``--deal-wait`` in ``options`` wins): tests
            # that move at once on a new table are not about the seats' values
            [sys.executable, "-m", "gametable.cli", "serve", "--fd", str(fd), "--db", self.db_url,
             "--bot-delay", str(self.bot_delay), "--log-level", "warning", "--deal-wait", "0",
             *self.options],
            cwd=ROOT,
            stdout=self.log,  # uvicorn's access log (at --log-level info) goes to stdout
            stderr=self.log,
            pass_fds=(fd,),
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited: {self.last_words()}")
            try:  # the socket already listens: a request waits until the server accepts it
                if httpx.get(f"{self.base}/api/games", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        self.process.kill()
        raise RuntimeError(f"the server did not answer within {START_TIMEOUT:.0f} s: "
                           f"{self.last_words()}")

    def kill(self) -> None:
        """SIGKILL: no shutdown of any kind (the crash test); the socket stays ours."""
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        """A clean stop, and the socket closed: this object is done."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.listener.close()
        self.log.close()


def serve_module(tmp_path_factory, name: str, options: Sequence[str] = ()):
    """A module's real server on a fresh SQLite file (a generator for a module-scoped fixture:
    ``yield from serve_module(...)``); stopped after the module's last test."""
    db_url = f"sqlite:///{tmp_path_factory.mktemp(name) / 'tables.db'}"
    process = ServerProcess(db_url, options=options)
    process.start()
    try:
        yield process
    finally:
        process.stop()


def read_until_closed(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (a reset after its answer,
    when the rest of what was sent was never read, ends it too)."""
    data = b""
    try:
        while chunk := sock.recv(65536):
            data += chunk
    except OSError:
        pass
    return data
