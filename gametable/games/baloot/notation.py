"""The fixed integer action space and its two-way mapping to move notation.

===========  =======================================  ==================================
codes        notation                                 meaning
===========  =======================================  ==================================
0..31        ``TS``                                   play a card
32..63       ``TS+akka``                              lead a card announcing Akka
64..152      ``sira:QH-TH``, ``hundred:4K``, ...      declare a project (trick 1)
153          ``pass``                                 pass (bidding, claims, doubling)
154          ``hokum``                                Hokum in the ground suit; keep Hokum
155          ``sun``                                  Sun; take a Sun; turn Hokum into Sun
156          ``ashkal``                               Ashkal
157..160     ``hokum:S`` ``hokum:H`` ...              round-2 Hokum in another suit
161          ``double``                               double a Sun
162, 163     ``double:open`` ``double:closed``        double a Hokum
164          ``three``                                Three
165, 166     ``four:open`` ``four:closed``            Four
167          ``gahwa``                                Gahwa
168          ``sawa``                                 claim every remaining trick
===========  =======================================  ==================================
"""

from __future__ import annotations

from gametable.games.baloot import projects
from gametable.games.baloot.cards import CODES, NAMES, SUITS

AKKA_BASE = 32
PROJECT_BASE = 64
PASS = PROJECT_BASE + projects.NUM_PROJECTS  # 153
HOKUM, SUN, ASHKAL = PASS + 1, PASS + 2, PASS + 3
HOKUM_SUIT = PASS + 4  # + suit
DOUBLE = HOKUM_SUIT + 4  # 161
DOUBLE_OPEN, DOUBLE_CLOSED, THREE, FOUR_OPEN, FOUR_CLOSED, GAHWA, SAWA = range(DOUBLE + 1,
                                                                              DOUBLE + 8)
NUM_ACTIONS = SAWA + 1

_WORDS = {
    PASS: "pass", HOKUM: "hokum", SUN: "sun", ASHKAL: "ashkal", DOUBLE: "double",
    DOUBLE_OPEN: "double:open", DOUBLE_CLOSED: "double:closed", THREE: "three",
    FOUR_OPEN: "four:open", FOUR_CLOSED: "four:closed", GAHWA: "gahwa", SAWA: "sawa",
}
for _s, _suit in enumerate(SUITS):
    _WORDS[HOKUM_SUIT + _s] = f"hokum:{_suit}"
_PARSE_EXTRA = {f"hokum:{_suit.lower()}": HOKUM_SUIT + _s for _s, _suit in enumerate(SUITS)}
_PARSE = {word: action for action, word in _WORDS.items()} | _PARSE_EXTRA


def to_move(action: int, sun: bool = False) -> str:
    """Notation of ``action``; ``sun`` picks the name of four Aces (400 or hundred)."""
    if action < AKKA_BASE:
        return NAMES[action]
    if action < PROJECT_BASE:
        return NAMES[action - AKKA_BASE] + "+akka"
    if action < PASS:
        return projects.notation(action - PROJECT_BASE, sun)
    return _WORDS[action]


def parse(text: str) -> int:
    """The action code of a move; ``ValueError`` with the reason if it is not notation."""
    if not isinstance(text, str):
        raise ValueError(f"a move is a string, not {type(text).__name__}")
    clean = " ".join(text.strip().split()).lower().replace(" ", ":")
    if clean.upper() in CODES:
        return CODES[clean.upper()]
    if clean.endswith("+akka") and clean[:-5].upper() in CODES:
        return AKKA_BASE + CODES[clean[:-5].upper()]
    if clean in _PARSE:
        return _PARSE[clean]
    if ":" in clean and clean.split(":", 1)[0] in ("sira", "fifty", "hundred", "400"):
        return PROJECT_BASE + projects.parse(clean)
    raise ValueError(
        f"{text!r} is not a Baloot move (cards like TS or QH, TS+akka, pass, hokum, sun, "
        "ashkal, hokum:H, double:open, three, four:closed, gahwa, sira:QH-TH, ...; "
        "type 'help')"
    )


#: project words that name a project without its cards ("sira" when you hold one sira)
SHORT_PROJECTS = ("sira", "fifty", "hundred", "400")


def short_project(legal: list[int], sun: bool, word: str) -> int:
    """The one legal project declaration ``word`` (a :data:`SHORT_PROJECTS` word) can mean
    among the ``legal`` actions; ``ValueError`` saying why if none or several."""
    options = [a for a in legal
               if PROJECT_BASE <= a < PASS and projects.kind_name(a - PROJECT_BASE, sun) == word]
    if len(options) == 1:
        return options[0]
    if not options:
        raise ValueError(f"you have no {word} to declare now")
    raise ValueError(f"say which {word}: " + ", ".join(to_move(a, sun) for a in options))
