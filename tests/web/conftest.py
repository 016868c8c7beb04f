"""Browser tests: the real server as a process, driven through Debian's Chromium by Playwright.

Chromium is installed by ``scripts/test-setup.sh`` (run by ``make test``). Without
``/usr/bin/chromium`` these tests fail under CI=true and skip elsewhere (listed at the end of
the run). Screenshots go to out/screenshots/.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.components import missing
from tests.server.procs import free_port, start_server

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "out" / "screenshots"


@pytest.fixture(scope="session")
def live_server(tmp_path_factory) -> Iterator[str]:
    port = free_port()
    db = tmp_path_factory.mktemp("web") / "tables.db"
    process = start_server(f"sqlite:///{db}", port)
    yield f"http://127.0.0.1:{port}"
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        missing(f"{CHROMIUM} (Debian's chromium) is missing")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    yield page
    context.close()
    assert not errors, f"errors in the page: {errors}"


def shot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
