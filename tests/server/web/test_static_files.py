"""The built front end as a browser fetches it: gzipped when the browser takes it, a chunk
(named by its content) cached for a year, every other file checked each time, a 304 when
nothing changed."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from gametable.server.web.app import create_app
from gametable.server.web.pages import IMMUTABLE, STATIC

pytestmark = pytest.mark.skipif(not (STATIC / "js" / "app.js").exists(),
                                reason="the front end is not built")


@pytest.fixture
def client(db_url):
    with TestClient(create_app(db_url)) as client:
        yield client


def biggest_chunk():
    return max((STATIC / "js" / "chunks").glob("*.js"), key=lambda p: p.stat().st_size)


def test_a_chunk_comes_gzipped_and_is_cached_for_good(client):
    chunk = biggest_chunk()
    path = "/static/" + chunk.relative_to(STATIC).as_posix()
    answer = client.get(path, headers={"Accept-Encoding": "gzip, br"})
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["vary"] == "Accept-Encoding"
    assert answer.headers["cache-control"] == IMMUTABLE
    assert answer.headers["content-type"].startswith("text/javascript")
    assert answer.content == chunk.read_bytes()  # (httpx undoes the gzip)
    assert int(answer.headers["content-length"]) < chunk.stat().st_size / 2
    assert answer.headers["x-content-type-options"] == "nosniff"  # the security headers too
    # the browser asks again with its tag: nothing is sent
    again = client.get(path, headers={"Accept-Encoding": "gzip",
                                      "If-None-Match": answer.headers["etag"]})
    assert again.status_code == 304 and again.content == b""


def test_without_gzip_the_file_comes_as_it_is(client):
    chunk = biggest_chunk()
    answer = client.get("/static/" + chunk.relative_to(STATIC).as_posix(),
                        headers={"Accept-Encoding": "identity"})
    assert answer.status_code == 200
    assert "content-encoding" not in answer.headers
    assert int(answer.headers["content-length"]) == chunk.stat().st_size
    assert answer.content == chunk.read_bytes()


def test_the_entry_and_styles_are_checked_each_time(client):
    for name in ("js/app.js", "app.css"):
        answer = client.get("/static/" + name, headers={"Accept-Encoding": "gzip"})
        assert answer.status_code == 200
        assert answer.headers["cache-control"] == "no-cache", name  # a new build is seen at once
        assert answer.headers["content-encoding"] == "gzip", name
        assert answer.content == (STATIC / name).read_bytes()  # (httpx undoes the gzip)


def test_images_are_sent_as_they_are(client):
    icon = next((STATIC / "icons").glob("*.png"))
    answer = client.get("/static/icons/" + icon.name, headers={"Accept-Encoding": "gzip"})
    assert answer.status_code == 200 and "content-encoding" not in answer.headers
    assert answer.headers["cache-control"] == "no-cache"
