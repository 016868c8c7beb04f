"""One director per tournament across a cluster: a lease, as a table has
(:mod:`gametable.server.hosting.leases`), and the same machinery.

A director's lease is a row of ``gt_table_leases`` under the key ``tournament:ID`` (no table
id has a colon): owner node, epoch, expiry by the database's clock. So this process's
:class:`~gametable.server.hosting.leases.Ownership` renews it with its tables' leases (one
UPDATE a second, on its own thread), a dead node's lease counts as run out at once (its node
lock gone), and every write of the director is fenced by it in its own transaction
(:meth:`~gametable.server.hosting.leases.Ownership.fence`, by the store's writer): a former
director that wakes up late has its writes refused. What is the director's own: claiming
(no table row to check, unlike a table's claim) and finding the tournaments whose director
is gone (:meth:`DirectorLeases.orphans`). The tables' sweeps never take these rows (they
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
        does. Taken under the lease's fence lock, as a table's claim, so a former owner's
        write either committed before it or is refused after."""
        key = lease_key(tournament_id)
        own = self.ownership
        with own.engine.begin() as conn:
            Ownership.lock_exclusive(conn, key)
            row = conn.execute(text(
                "INSERT INTO gt_table_leases (table_id, owner, epoch, expires_at) "
                "VALUES (:key, :me, 1, clock_timestamp() + make_interval(secs => :ttl)) "
                "ON CONFLICT (table_id) DO UPDATE SET owner = :me, "
                "epoch = gt_table_leases.epoch + 1, expires_at = excluded.expires_at "
                "WHERE gt_table_leases.owner IS NULL OR gt_table_leases.owner = :me "
                "OR gt_table_leases.expires_at <= clock_timestamp() "
                f"OR gt_table_leases.owner IN ({DEAD_NODES}) RETURNING epoch"),
                {"key": key, "me": own.node, "ttl": own.ttl, "stale": STALE_AFTER}).first()
        if row is None:
            return None
        epoch = int(row.epoch)
        own.adopt(key, epoch)  # renewed with the tables' leases from now on
        return epoch

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
