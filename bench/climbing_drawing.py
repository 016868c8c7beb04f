#!/usr/bin/env python3
"""What drawing the climbing board costs while a person turns the view, by the screen's
pixels a point: the CPU seconds of the browser's GPU process (WebGL, drawn in software here)
and of the page's renderer over the same drag.

    .venv/bin/python bench/climbing_drawing.py [--frames 60] [--rounds 3] [--size 390x844]

Why: the board is a three.js scene, drawn again each frame while the view turns; a phone draws
it at two or three pixels a point. Smoothing its edges by multisampling on top of that costs
the drawing a third more for nothing to see, so the board multisamples only below two pixels a
point (``web/src/games/climbing_scene.js``); this prints, per scale, whether the page's WebGL
context multisamples and what the same drag cost, the scales alternated in one run. Measured
here at 390x844, 60 frames, three rounds (core-s of the GPU process at scale 2): 1.56–1.95
as the board is; 2.24–2.74 with the build before, which multisampled at every scale.

A server of this checkout on a free port, a climbing table against bots, seat 0's page in
Debian's Chromium (its headless shell) through Playwright, as the browser tests use.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import psutil
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.helpers.procs import ServerProcess  # noqa: E402
from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.web.tables import BOARD_IN, create_table  # noqa: E402

BOARD = "canvas[data-testid=pyramid]"
SMOOTHED = f"""() => {{ const c = document.querySelector('{BOARD}');
  const gl = c.getContext('webgl2') || c.getContext('webgl');
  return !!gl.getContextAttributes().antialias; }}"""


def cpu_by_kind() -> dict[str, float]:
    """CPU seconds of this process's Chromium processes, the GPU process's and the
    renderers' apart."""
    spent = {"gpu": 0.0, "renderer": 0.0}
    for process in psutil.Process().children(recursive=True):
        try:
            line = " ".join(process.cmdline())
            times = process.cpu_times()
        except psutil.Error:
            continue
        kind = "gpu" if "--type=gpu-process" in line else (
            "renderer" if "--type=renderer" in line else None)
        if kind:
            spent[kind] += times.user + times.system
    return spent


def drag_cost(browser, url: str, size: tuple[int, int], scale: int, frames: int) -> dict:
    """One page at ``scale`` pixels a point: the view dragged across the board for ``frames``
    frames; whether it multisamples and what the drag cost."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  device_scale_factor=scale, reduced_motion="reduce")
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(BOARD_IN)
        page.wait_for_timeout(800)  # the first drawing done
        box = page.locator(BOARD).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        before = cpu_by_kind()
        page.mouse.move(x, y)
        page.mouse.down()
        for frame in range(frames):
            page.mouse.move(x + (frame % 20) * 6 - 60, y + 5)
            page.wait_for_timeout(16)
        page.mouse.up()
        page.wait_for_timeout(300)
        after = cpu_by_kind()
        return {"smoothed": page.evaluate(SMOOTHED),
                **{kind: after[kind] - before[kind] for kind in after}}
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--size", default="390x844", help="the window, WIDTHxHEIGHT")
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(f"sqlite:///{folder}/drawing.sqlite",
                               options=["--max-tables-per-client", "0"])
        server.start()
        try:
            url = create_table(server.base, "climbing", seed=3).url(0, "en")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                                     args=CHROMIUM_ARGS)
                print(f"{'scale':>5s} {'smoothed':>8s} {'GPU core-s':>10s} {'renderer':>8s}"
                      f"   {args.frames} frames of turning the view at {args.size}")
                for _ in range(args.rounds):  # the scales alternated: side by side
                    for scale in (1, 2, 3):
                        cost = drag_cost(browser, url, size, scale, args.frames)
                        print(f"{scale:5d} {'yes' if cost['smoothed'] else 'no':>8s} "
                              f"{cost['gpu']:10.2f} {cost['renderer']:8.2f}")
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
