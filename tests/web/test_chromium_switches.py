"""The browser tests' Chromium switches keep Playwright's own: Chromium honours only the last
``--disable-features`` switch, and conftest.py passes one of its own (no WebUI renderers for
the windows of a headless browser), so it must name every feature Playwright disables."""

from __future__ import annotations

import pytest

from .conftest import CHROMIUM, CHROMIUM_ARGS, NO_WINDOW_WEBUI

pytestmark = [pytest.mark.browser]

FEATURES = "--disable-features="


def disabled_features(browser) -> set[str]:
    """What the browser was told to disable (the command line answers with --enable-automation
    only)."""
    session = browser.new_browser_cdp_session()
    line = session.send("Browser.getBrowserCommandLine")["arguments"]
    return {name for arg in line if arg.startswith(FEATURES)
            for name in arg.removeprefix(FEATURES).split(",")}


def test_our_disabled_features_keep_playwrights(browser):
    ours = [arg for arg in CHROMIUM_ARGS if arg.startswith(FEATURES)]
    assert len(ours) == 1, ours
    others = [arg for arg in CHROMIUM_ARGS if not arg.startswith(FEATURES)]
    plain = browser.browser_type.launch(executable_path=CHROMIUM,
                                        args=[*others, "--enable-automation"])
    try:
        playwrights = disabled_features(plain)
    finally:
        plain.close()
    assert playwrights, "no --disable-features of Playwright's seen"
    mine = browser.browser_type.launch(executable_path=CHROMIUM,
                                       args=[*CHROMIUM_ARGS, "--enable-automation"])
    try:
        applied = disabled_features(mine)
    finally:
        mine.close()
    assert playwrights <= applied, sorted(playwrights - applied)
    assert set(NO_WINDOW_WEBUI) <= applied
