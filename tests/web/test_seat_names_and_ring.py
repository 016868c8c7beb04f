"""Names never cut to nothing, and the countdown ring of a person gone (issue 31, "People you
can tell apart"): a long name in a Baloot side seat on the narrowest phone still shows its
first characters and says the whole name to a pointer (title) and to a screen reader; the ring
of a seat whose person has left runs to the stand-in's move (the turn's move seconds), not to
the deadline with the bank."""

from __future__ import annotations

import pytest

from tests.server.helpers.procs import ServerProcess

from .tables import STEP_MS, create_table, open_table

pytestmark = pytest.mark.browser

#: long names (a name has at most 40 characters) for the two side seats
LONG = ("Abdulrahman Al-Qahtani of Riyadh", "Mohammed bin Abdullah Al-Harbi")
LONG_AR = ("عبدالرحمن بن عبدالله القحطاني", "محمد بن عبدالعزيز الحربي الرياض")


@pytest.mark.parametrize("lang,names", [("en", LONG), ("ar", LONG_AR)])
def test_a_long_side_seat_name_keeps_its_start_and_says_the_whole(new_page, live_server, lang,
                                                                  names):
    table = create_table(live_server, "baloot", options={"hands": 1},
                         names={1: names[0], 3: names[1]})
    page = new_page(viewport={"width": 360, "height": 740})
    open_table(page, table, lang=lang)
    # you sit at the bottom: seat 1 (after you) on one side, seat 3 on the other
    seen = set()
    for where in ("east", "west"):
        label = page.locator(f".baloot-board .b-seat.{where} .seat-name").first
        label.wait_for(timeout=STEP_MS)
        box = label.bounding_box()
        shown = label.evaluate(
            """(el) => {  // how many characters the label shows: the range of its text that fits
              const r = el.getBoundingClientRect();
              const range = document.createRange();
              let n = 0;
              const one = el.childNodes.length === 1 && el.firstChild.nodeType === 3;
              const node = one ? el.firstChild : null;
              if (!node) return -1;
              for (let i = 1; i <= node.length; i++) {
                range.setStart(node, 0); range.setEnd(node, i);
                const w = range.getBoundingClientRect().width;
                if (w > r.width + 0.5) break;
                n = i;
              }
              return n;
            }""")
        assert box["width"] >= 24, (where, box)
        assert shown >= 3, (where, shown)  # a few characters, never only "…"
        name = label.get_attribute("title")
        assert name in names, (where, name)
        seen.add(name)
        seat = page.locator(f".baloot-board .b-seat.{where}").first
        assert name in (seat.get_attribute("aria-label") or seat.inner_text()), where
        x = box["x"]
        assert x >= 0 and x + box["width"] <= 360, (where, box)  # inside the window
    assert seen == set(names)


@pytest.fixture
def patient_server(tmp_path):
    """A long takeover grace: a person gone stays gone (not held by the stand-in) for the test."""
    server = ServerProcess(f"sqlite:///{tmp_path / 'tables.db'}", bot_delay=0.3,
                           options=["--takeover-grace", "120", "--rate-create", "off"])
    server.start()
    yield server.base
    server.stop()


def test_the_ring_of_a_person_gone_runs_to_the_stand_ins_move(new_page, patient_server):
    # Balloon Cup's clock: 30 s a turn, then a 120 s bank
    table = create_table(patient_server, "balloon-cup", people=2, seed=2, bot_delay=0.3,
                         clock="default", names={0: "Ann", 1: "Bo"})
    ann, bo = new_page(), new_page()
    ann.goto(table.url(0))
    bo.goto(table.url(1))
    for page in (ann, bo):
        page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    ring = bo.wait_for_selector("[data-testid=ring-0]", timeout=STEP_MS)  # Ann's turn
    assert int(ring.get_attribute("data-seconds")) > 120  # present: her bank is hers to use
    ann.close()
    bo.wait_for_selector("[data-testid=left-0]", timeout=STEP_MS)
    # gone: the ring counts down to the end of her turn's 30 s, when the stand-in moves
    bo.wait_for_function(
        "() => { const r = document.querySelector('[data-testid=ring-0]');"
        " return r && Number(r.dataset.seconds) <= 30 && Number(r.dataset.left) <= 1; }",
        timeout=STEP_MS)
