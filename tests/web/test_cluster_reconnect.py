"""A cluster as a person's browser meets it: two ``gametable serve --cluster`` processes behind
HAProxy (scripts/cluster.sh, with its own PostgreSQL). The process that owns the person's table
is stopped (SIGTERM: it hands its tables to the other process and closes their sockets with
the "moved" code, 4307); the page opens its socket again through the proxy by itself, reaches
the table's new owner, and the person plays on without reloading anything."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator

import pytest

from tests.server.helpers.cluster import Cluster, started_cluster

from .conftest import shot
from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture
def cluster(tmp_path) -> Iterator[Cluster]:
    with started_cluster(tmp_path) as made:
        yield made


def test_the_page_follows_its_table_to_another_process_and_plays_on(page, cluster):
    table = create_table(cluster.url, "balloon-cup", seed=6, bot_delay=0.2)
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url) if "/ws/tables/" in ws.url else None)
    open_table(page, table)
    board = page.locator("[data-testid=table]")
    n = int(board.get_attribute("data-n"))
    owner = cluster.owners([table.id])[table.id]
    assert owner in ("node1", "node2"), owner

    pid = cluster.pid(owner)
    os.kill(pid, signal.SIGTERM)  # drains: the table is handed over, its sockets told 4307
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        raise AssertionError(f"{owner} did not exit after SIGTERM")
    new_owner = cluster.owners([table.id])[table.id]
    assert new_owner is not None and new_owner != owner

    # the page opens its socket again (through the proxy, to the new owner) by itself
    deadline = time.monotonic() + STEP_MS / 1000
    while len(sockets) < 2 and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert len(sockets) >= 2, sockets
    page.wait_for_function("() => !document.querySelector('[data-testid=reconnecting]')",
                           timeout=STEP_MS)
    shot(page, "cluster-reconnected")
    page.locator("[data-testid=hand] .card.playable").first.click()
    page.locator(".row.target").first.click()
    page.wait_for_function(
        "(n) => Number(document.querySelector('[data-testid=table]').dataset.n) > n", arg=n,
        timeout=STEP_MS)
    stored = cluster.stored_moves(table.id)
    assert len(stored) > n and stored[n][1] == 0  # the person's move, stored by the new owner
    assert not any("refused" in text
                   for text in page.locator("[data-testid=notice]").all_inner_texts())
