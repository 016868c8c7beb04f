"""One director per tournament across a cluster: a lease, as a table has
(:mod:`gametable.server.hosting.leases`), and the same machinery.

A director's lease is a row of ``gt_table_leases`` under the key ``tournament:ID`` (no table
id has a colon): owner node, epoch, expiry by the database's clock. So this process's
:class:`~gametable.server.hosting.leases.Ownership` renews it with its tables' leases (one
UPDATE a second, on its own thread), a dead node's lease counts as run out at once (its node
lock gone), and every write of the director is fenced by it in its own transaction
(:meth:`~gametable.server.hosting.leases.Ownership.fence`, by the store's writer): a former
director that wakes up late has its writes refused. What is the director's own: finding the
tournaments whose director is gone (:meth:`DirectorLeases.orphans`); a claim is a table's
claim with no table row to check. The tables' sweeps never take these rows (they
join ``gt_tables``), and a draining process's hand-over gives them to a live process, which
takes them up at its next look (they are its own then).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text

from gametable.server.hosting.leases import DEAD_NODES, STALE_AFTER, Ownership

#: the lease key's prefix (table ids are letters and digits only)
PREFIX = "tournament:"


def lease_key(tournament_id: str) -> str:
    return PREFIX + tournament_id


@dataclass(frozen=True)
class Fence:
    """What the store fences a director's write by (as a table: ``id`` and ``lease_epoch``)."""

    id: str
    lease_epoch: int


class DirectorLeases:
    """Directors' leases on this process's :class:`Ownership` (blocking: call on a thread)."""

    def __init__(self, ownership: Ownership) -> None:
        self.ownership = ownership

    @property
    def node(self) -> str:
        return self.ownership.node

    def orphans(self, soon: float, running: set[str]) -> list[str]:
        """Tournaments not over, starting before ``soon``, whose director is nobody's: no
        lease, released, run out, of a dead node, or this node's but not running here (given
        by a draining process, or held by a process restarted under this node's name)."""
        with self.ownership.engine.connect() as conn:
            rows = conn.execute(text(
                "SELECT t.id FROM gt_tournaments t LEFT JOIN gt_table_leases l"
                " ON l.table_id = :prefix || t.id"
                " WHERE t.status <> 'over' AND t.starts <= :soon AND (l.table_id IS NULL"
                " OR l.owner IS NULL OR l.owner = :me OR l.expires_at <= clock_timestamp()"
                f" OR l.owner IN ({DEAD_NODES})) ORDER BY t.starts"),
                {"prefix": PREFIX, "soon": soon, "me": self.node,
                 "stale": STALE_AFTER}).all()
        return [r.id for r in rows if r.id not in running]

    def claim(self, tournament_id: str) -> int | None:
        """Own the tournament's director: the new epoch, or ``None`` when a live process
        does. A table's claim (:meth:`Ownership.claim`) with no table row to check: under the
        lease's fence lock, so a former owner's write either committed before it or is
        refused after, and renewed with the tables' leases from then on."""
        return self.ownership.claim(lease_key(tournament_id), table=False)

    def holds(self, tournament_id: str, epoch: int) -> bool:
        """Whether this process still counts the lease as its own (its renewal kept it)."""
        return self.ownership.held.get(lease_key(tournament_id)) == epoch

    def release(self, tournament_id: str, epoch: int) -> None:
        """Give the director up to whoever looks next (a stop, or the tournament over)."""
        self.ownership.release(lease_key(tournament_id), epoch)

    def owner(self, tournament_id: str) -> str | None:
        """The live owner of the tournament's director (``None``: nobody's)."""
        lease = self.ownership.lease_of(lease_key(tournament_id))
        return lease.owner if lease is not None and lease.live else None
