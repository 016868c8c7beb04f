"""The one error a request is refused with, wherever in the server it is refused."""

from __future__ import annotations

from gametable.core.errors import GametableError


class RequestError(GametableError):
    """A request the server refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status
