"""GET changes nothing, in a real browser (issue row 8): a page on another site holding forty
``<img src=…/api/me>`` stores no guest and uses none of the visitor's guest allowance; the
visitor's own first visit then makes its guest (a same-origin POST) and works."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.server.helpers.procs import ServerProcess

IMAGES = 40


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[tuple[str, Path]]:
    """A server of this module's own, with the default guest rate (30 a minute)."""
    db = tmp_path_factory.mktemp("guests") / "tables.db"
    process = ServerProcess(f"sqlite:///{db}")
    process.start()
    yield process.base, db
    process.stop()


@pytest.fixture(scope="module")
def other_site(server) -> Iterator[str]:
    """Another site (``localhost``, not ``127.0.0.1``, on a port of its own) whose page holds
    the images."""
    base, _db = server
    page = "<!doctype html><title>cats</title>" + "".join(
        f'<img src="{base}/api/me?n={n}" alt="">' for n in range(IMAGES))

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the standard library's name
            body = page.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    serving = threading.Thread(target=httpd.serve_forever, daemon=True)
    serving.start()
    yield f"http://localhost:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()


def players_stored(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT count(*) FROM gt_players").fetchone()[0]


def test_another_sites_images_store_no_guest_and_the_visit_still_works(new_page, server,
                                                                        other_site):
    base, db = server
    page = new_page()
    page.goto(other_site)
    # every image was asked for and answered (not an image: each one fails to show)
    page.wait_for_function(f"""() => document.images.length === {IMAGES}
        && [...document.images].every((img) => img.complete)""")
    asked = page.evaluate("() => performance.getEntriesByType('resource').filter("
                          "(e) => e.name.includes('/api/me?n=')).length")
    assert asked == IMAGES
    assert players_stored(db) == 0

    # the visitor's own first visit, in the same browser: made a guest, no 429
    made: list[int] = []
    page.on("response", lambda r: made.append(r.status) if r.url.endswith("/api/me/guest")
            else None)
    page.goto(base)
    name = page.wait_for_selector("[data-testid=me-name]").text_content()
    assert name.startswith("Guest ")  # a guest, by its name
    assert made == [201] and players_stored(db) == 1
    # and it is the same guest on the next visit: nothing new stored
    page.reload()
    assert page.wait_for_selector("[data-testid=me-name]").text_content() == name
    assert players_stored(db) == 1
