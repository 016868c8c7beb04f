"""A store that fails or stalls on command (a scenario on it runs with ``loops.run_scenario``)."""

from __future__ import annotations

import threading
from typing import Any

from gametable.server.storage.store import Store


class FaultyStore(Store):
    """``fail`` makes every write raise; ``hold()`` stalls the writer until ``release()``."""

    def __init__(self, url: str, **kwargs: Any) -> None:
        super().__init__(url, **kwargs)
        self.fail = False
        self._open = threading.Event()
        self._open.set()
        #: set while the writer waits at the gate with a batch in hand
        self.held = threading.Event()

    def hold(self) -> None:
        self._open.clear()

    def release(self) -> None:
        self._open.set()

    def _write(self, conn, batch):
        if not self._open.is_set():
            self.held.set()
            self._open.wait(timeout=30)
            self.held.clear()
        if self.fail:
            raise OSError("disk gone (injected)")
        return super()._write(conn, batch)
