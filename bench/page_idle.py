#!/usr/bin/env python3
"""What a table's page costs while it waits on a person: the browser's CPU seconds when idle.

    .venv/bin/python bench/page_idle.py [--game climbing ...] [--seconds 8]

Why: a page waiting for a person's move should cost next to nothing; a phone runs on its
battery, and the browser tests run hundreds of such pages on two cores. The climbing board
redrew its WebGL scene every frame while the halos of the cubes just turned pulsed (a waiting
page kept ~0.7 of a core busy), and the "your turn" glow repainted the page for as long as the
turn lasted. Per game, at 390x844 touch (or ``--size``), with motion and with reduced motion: a
server of this checkout on a free port, a table against bots, seat 0 playing its first legal
move through the API until the board has something to show (the climbing game: a cube just
turned), then the Chromium processes' CPU seconds over ``--seconds`` of waiting, and the page's
own figures from the DevTools protocol (its main thread's task seconds, style recalculations,
layouts).
Debian's Chromium (its headless shell) and Playwright, as the browser tests use.

The climbing board's scene now sleeps once nothing on it moves (no animation frame asked
for): its page went from ~0.83 to ~0.17 CPU s over 8 s; and the sounds' audio context is
suspended once its last note has ended (a running one kept Chromium's audio process busy for
as long as the page stayed open): ~0.05 now, as the other games' pages.
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import psutil
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.web.tables import create_table, open_table  # noqa: E402

METRICS = ("TaskDuration", "RecalcStyleCount", "LayoutCount")


def browser_cpu(pids: set[int]) -> float:
    """CPU seconds of the processes ``pids`` that are still alive (the browser's)."""
    total = 0.0
    for pid in pids:
        try:
            times = psutil.Process(pid).cpu_times()
        except psutil.Error:
            continue
        total += times.user + times.system
    return total


def idle_cost(browser, base: str, game: str, motion: str, seconds: float, pids,
              size: tuple[int, int] = (390, 844)) -> dict:
    """One page of ``game`` waiting on seat 0: the figures of :data:`METRICS` and the CPU
    (a window ``size`` wide and high, touch below 700 px)."""
    phone = size[0] < 700
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  is_mobile=phone, has_touch=phone, reduced_motion=motion)
    try:
        page = context.new_page()
        table = create_table(base, game, seed=7)
        open_table(page, table, "en")
        for _ in range(12):  # the climbing game: play until a cube has just turned
            shown = page.evaluate(
                "() => document.querySelector('[data-testid=pyramid]')?.dataset.flash || ''")
            if game != "climbing" or shown:
                break
            legal = table.state(0)["legal"]
            if legal:
                table.play(0, legal[0])
            page.wait_for_function(
                "() => document.querySelector('[data-testid=table]').dataset.mine === '1'",
                timeout=30_000)
            page.wait_for_timeout(1500)  # the round's turns play out on the board
        page.wait_for_timeout(6000)  # whatever the move set going comes to rest
        cdp = context.new_cdp_session(page)
        cdp.send("Performance.enable")

        def metrics() -> dict[str, float]:
            return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}

        before, cpu = metrics(), browser_cpu(pids())
        page.wait_for_timeout(seconds * 1000)
        after, spent = metrics(), browser_cpu(pids()) - cpu
        return {"cpu_s": spent, **{k: after[k] - before[k] for k in METRICS}}
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=["balloon-cup", "baloot", "climbing"])
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--size", default="390x844", help="the window, WIDTHxHEIGHT (a phone's "
                        "by default; 1280x800 for a laptop's)")
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.lower().split("x"))
    listener = socket.create_server(("127.0.0.1", 0))
    base = f"http://127.0.0.1:{listener.getsockname()[1]}"
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen(
            [sys.executable, "-m", "gametable.cli", "serve", "--fd", str(listener.fileno()),
             "--db", f"{folder}/idle.sqlite", "--log-level", "warning", "--deal-wait", "0",
             "--max-tables-per-client", "0"],
            cwd=ROOT, pass_fds=(listener.fileno(),), stdout=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    httpx.get(base, timeout=1)
                    break
                except httpx.HTTPError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.2)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                                     args=CHROMIUM_ARGS)
                me = psutil.Process()

                def pids() -> set[int]:
                    return {p.pid for p in me.children(recursive=True) if p.pid != server.pid}

                print(f"{'game':12s} {'motion':14s} {'CPU s':>6s} {'task s':>7s} "
                      f"{'styles':>7s} {'layouts':>7s}   over {args.seconds:g} s idle"
                      f" at {args.size}")
                for game in args.game or ["balloon-cup", "baloot", "climbing"]:
                    for motion in ("no-preference", "reduce"):
                        cost = idle_cost(browser, base, game, motion, args.seconds, pids, size)
                        print(f"{game:12s} {motion:14s} {cost['cpu_s']:6.2f} "
                              f"{cost['TaskDuration']:7.2f} {cost['RecalcStyleCount']:7.0f} "
                              f"{cost['LayoutCount']:7.0f}")
                browser.close()
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
