"""Every decision in reach at the sizes people use beyond the issue's three (tests/web/test_reach.py
plays those, and its checks are the ones here): a phone held sideways, where the table is two
columns (the board the window's height, a rail beside it: web/src/styles/landscape.css), a
netbook's 1024x600, a tablet upright and sideways, a full-screen 1920x1080 desktop and a short
360x640 phone. Played once each and found in reach with nothing changed for them, so not
played here: 915x412 sideways (in the two columns), 375x667, 412x915, 820x1180, 1180x820 and
1440x900, every game, and Balloon Cup at 1100x800.

Each was broken before its fix, found by playing whole games through the page at each size:
sideways, the board began below the window's foot (the hand over Baloot's call buttons and
trick, Balloon Cup's tiles and the pyramid out of sight); at 1024x600 your Baloot seat covered
the trick; upright at 768 px Balloon Cup's eight cards ran past the window's edge, and at
1024x768 past the board's, its hand 18 px lower while the guide was docked; at 1920x1080
Baloot's hand moved 27 px when the guide's tip above the board closed itself; at 360x640 the
climbing turn's second row of buttons ended below the window's foot. A file of its
own, so that the runner gives these games a worker of their own beside test_reach.py's.
"""

from __future__ import annotations

import pytest

from .test_reach import every_decision_in_reach

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: (game, size, language): each game sideways once, at a different phone and in a different
#: language; the other sizes where they broke
CASES = [
    ("baloot", "844x390", "ar"),      # an iPhone 12-15 held sideways
    ("balloon-cup", "667x375", "en"),  # an iPhone SE: the phone rules' width, sideways
    ("climbing", "740x360", "ar"),    # a small Android phone sideways: the laptop rules' width
    ("baloot", "1024x600", "en"),     # a netbook, a 7-inch tablet sideways
    ("balloon-cup", "768x1024", "ar"),  # a tablet held upright
    ("balloon-cup", "1024x768", "en"),  # a tablet sideways: the log and chat a third column
    ("baloot", "1920x1080", "ar"),    # a desktop at full screen: the board at its cap
    ("climbing", "360x640", "ar"),    # an older Android phone: a turn's buttons past the foot
]


@pytest.mark.parametrize(("game", "size", "lang"), CASES)
def test_every_decision_in_reach_at_other_sizes(browser, live_server, game, size, lang):
    every_decision_in_reach(browser, live_server, game, size, lang)
