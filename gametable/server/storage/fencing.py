"""Writes fenced by a table's lease (``--cluster``): the store's writer commits a
:class:`Fenced` write only while the table's lease is still this process's, in the same
transaction (the check itself is :meth:`gametable.server.hosting.leases.Ownership.fence`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy.engine import Connection

from gametable.core.errors import GametableError


class LeaseLost(GametableError):
    """A write for a table this process no longer owns (or owns under a newer epoch)."""


class Fenced:
    """A store write for one table, made under one lease epoch: the writer commits it only
    while that lease is this process's (see the module's docstring)."""

    __slots__ = ("op", "table_id", "epoch")

    def __init__(self, op: Callable[[Connection], Any], table_id: str, epoch: int) -> None:
        self.op = op
        self.table_id = table_id
        self.epoch = epoch

    def __call__(self, conn: Connection) -> Any:
        return self.op(conn)
