"""Installable on a phone (issue 31): the manifest at the site's root with PNG icons of 192 and
512 pixels, and a service worker at /sw.js that the page registers for the whole site and that
keeps the static app shell only (never the API)."""

from __future__ import annotations

import re

import pytest

from .tables import API, STEP_MS

pytestmark = [pytest.mark.browser, pytest.mark.service_worker]


def test_the_manifest_icons_and_service_worker_make_the_app_installable(page, live_server):
    manifest = API.get(f"{live_server}/manifest.webmanifest")
    assert manifest.status_code == 200
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    data = manifest.json()
    assert data["display"] == "standalone" and data["start_url"] == "/" and data["scope"] == "/"
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in data["icons"]:
        got = API.get(live_server + icon["src"])
        assert got.status_code == 200 and got.headers["content-type"] == icon["type"]
        if icon["type"] == "image/png":
            assert got.content.startswith(b"\x89PNG\r\n\x1a\n")
    worker = API.get(f"{live_server}/sw.js")
    assert worker.status_code == 200 and "javascript" in worker.headers["content-type"]

    page.goto(live_server + "/")
    assert page.get_attribute("link[rel=manifest]", "href") == "/manifest.webmanifest"
    # (``ready`` never settles where no worker registers: raced against the step's limit, so
    # such a page fails here rather than hanging the run; the test is marked to let it register)
    scope = page.evaluate(
        "(ms) => Promise.race([navigator.serviceWorker.ready.then((r) => r.scope),"
        " new Promise((done) => setTimeout(() => done(null), ms))])", STEP_MS)
    assert scope == live_server + "/", "no service worker registered"
    cache = re.search(r'const CACHE = "([^"]+)"', worker.text)[1]
    page.wait_for_function(
        f"() => caches.open('{cache}').then((c) => c.keys()).then((k) => k.length >= 5)",
        timeout=STEP_MS, polling=200)
    page.reload()  # now under the worker: the API still goes to the server, never kept
    page.wait_for_selector(".lobby", timeout=STEP_MS)
    kept = page.evaluate(
        f"caches.open('{cache}').then((c) => c.keys())"
        ".then((k) => k.map((r) => new URL(r.url).pathname))")
    assert {"/", "/static/js/app.js", "/static/app.css"} <= set(kept), kept
    assert not [path for path in kept if path.startswith(("/api/", "/ws/", "/join/"))], kept


def test_the_worker_keeps_every_stylesheet_the_page_links():
    """The page added to the home screen opens styled with no network: every stylesheet
    ``index.html`` links is in the worker's app shell (a new one was once left out)."""
    from pathlib import Path

    public = Path(__file__).resolve().parents[2] / "web" / "public"
    linked = set(re.findall(r'<link rel="stylesheet" href="([^"]+)"',
                            (public / "index.html").read_text()))
    shell = set(re.findall(r'"(/[^"]*)"', (public / "sw.js").read_text().split("];")[0]))
    assert linked and linked <= shell, linked - shell
