"""tests/components.py and tests/conftest.py: a skip fails a CI run and is listed elsewhere."""

from __future__ import annotations

import pytest

from tests.components import missing


def test_missing_fails_under_ci_and_skips_elsewhere(monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI=true: the widget is missing"):
        missing("the widget is missing")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="test-setup.sh"):
        missing("the widget is missing")


def test_any_skip_fails_a_ci_run_and_is_listed_in_a_local_one(pytester, monkeypatch):
    """Through pytest itself, with the suite's conftest as a plugin: an importorskip too."""
    pytester.makepyfile(test_skips="""
        import pytest

        def test_needs_a_module():
            pytest.importorskip("no_such_module_here")

        def test_runs():
            pass
    """)
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")  # none needed; they take seconds
    monkeypatch.setenv("CI", "true")
    ci = pytester.runpytest_inprocess("-p", "tests.conftest")
    ci.assert_outcomes(failed=1, passed=1)
    ci.stdout.fnmatch_lines(["*skipped under CI=true*no_such_module_here*"])
    monkeypatch.delenv("CI")
    local = pytester.runpytest_inprocess("-p", "tests.conftest")
    local.assert_outcomes(skipped=1, passed=1)
    local.stdout.fnmatch_lines(["*1 TESTS SKIPPED*", "*1 x *no_such_module_here*"])
