"""The browser tests' Chromium switches keep Playwright's own: Chromium honours only the last
``--disable-features`` switch, and conftest.py passes one of its own (no WebUI renderers for
the windows of a headless browser), so it must name every feature Playwright disables."""

from __future__ import annotations

import pytest

from .conftest import CHROMIUM, CHROMIUM_ARGS, NO_WINDOW_WEBUI

pytestmark = [pytest.mark.browser]

FEATURES = "--disable-features="


def disabled_features(browser_type, args: list[str]) -> set[str]:
    """What a Chromium launched with ``args`` was told to disable (its command line answers
    with --enable-automation only)."""
    launched = browser_type.launch(executable_path=CHROMIUM, args=[*args, "--enable-automation"])
    try:
        session = launched.new_browser_cdp_session()
        line = session.send("Browser.getBrowserCommandLine")["arguments"]
    finally:
        launched.close()
    return {name for arg in line if arg.startswith(FEATURES)
            for name in arg.removeprefix(FEATURES).split(",")}


def test_our_disabled_features_keep_playwrights(browser):
    ours = [arg for arg in CHROMIUM_ARGS if arg.startswith(FEATURES)]
    assert len(ours) == 1, ours
    others = [arg for arg in CHROMIUM_ARGS if not arg.startswith(FEATURES)]
    playwrights = disabled_features(browser.browser_type, others)
    assert playwrights, "no --disable-features of Playwright's seen"
    applied = disabled_features(browser.browser_type, CHROMIUM_ARGS)
    assert playwrights <= applied, sorted(playwrights - applied)
    assert set(NO_WINDOW_WEBUI) <= applied
