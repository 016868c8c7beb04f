"""Baloot (Saudi rules, docs/rules/baloot.md): 4 players, 2 teams, to 152.

Seats 0-3 sit in playing order (counter-clockwise); partners are 0+2 and
1+3. Each hand P1 (the dealer's right) bids first and leads trick 1.
Cards: rank 7 8 9 T J Q K A + suit S H D C, e.g. TS, QH.

Moves (type ? for the legal ones; case and spaces do not matter):

Bidding   pass | hokum | sun | ashkal (P3/P4 only, not on an Ace)
          hokum:H  round 2: Hokum in another suit than the ground card
          After a Hokum the others may take it over with sun / ashkal or
          pass; then its caller says hokum (keep) or sun (make it Sun).
          A player allowed to take a Sun "before you" says sun or pass.
Doubling  Hokum: double:open | double:closed, then three, then
          four:open | four:closed, then gahwa; pass declines and ends
          the chain. Sun (only within the score limits): double | pass.
Projects  with your first card of trick 1 declare up to two projects,
          each its own move, then play the card: sira:QH-TH,
          fifty:AH-JH, hundred:AH-9H (5+ cards), hundred:4K (four of a
          kind), 400:4A (four Aces in Sun); "sira" alone works when you
          have just one. Baloot (K+Q of trump) announces itself.
Play      TS (a card) | TS+akka (lead announcing Akka, in Hokum) |
          sawa (claim every remaining trick; rules option sawa=true)

Options: profile="saudi" (default) | "seed" | a dict of overrides; any
rule option by name (gametable.games.baloot.profile lists them all);
hands=N stops after N scored hands (hands=1: a single hand).
Setup: {"decks": [[32 cards in deal order], ...one per hand],
"dealer": 3}; hands past the given decks are shuffled from setup["seed"]
(default 0). The view format is documented in gametable.games.baloot.view.
"""

from __future__ import annotations

import random
from typing import Any

from gametable.core.errors import BadOptions
from gametable.games.baloot.profile import PROFILES, Profile, resolve
from gametable.games.baloot.state import BalootState, parse_deck

__all__ = ["PROFILES", "BalootState", "Profile", "from_json", "new_game"]


def new_game(
    *,
    seed: int | None = None,
    setup: dict[str, Any] | None = None,
    profile: Any = "saudi",
    hands: int | None = None,
    **overrides: Any,
) -> BalootState:
    """A new match; chance from ``seed`` or given by ``setup`` (see the module docstring)."""
    rules = resolve(profile, **overrides)
    if hands is not None and (not isinstance(hands, int) or isinstance(hands, bool) or hands < 1):
        raise BadOptions(f"hands must be a whole number ≥ 1 (or absent for a match), not {hands!r}")
    if setup is not None:
        unknown = set(setup) - {"decks", "dealer", "seed"}
        if unknown:
            raise BadOptions(f"unknown Baloot setup key(s): {', '.join(sorted(unknown))}")
        decks = setup.get("decks")
        if not isinstance(decks, list) or not decks:
            raise BadOptions("a Baloot setup needs 'decks': a list of 32-card decks")
        dealer = setup.get("dealer", 3)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < 4:
            raise BadOptions(f"setup 'dealer' must be a seat 0-3, not {dealer!r}")
        extra_seed = setup.get("seed", 0)
        if not isinstance(extra_seed, int):
            raise BadOptions("setup 'seed' must be an integer")
        return BalootState(rules, decks=[parse_deck(deck) for deck in decks], dealer=dealer,
                           rng=random.Random(extra_seed), setup_seed=extra_seed,
                           hands_limit=hands)
    rng = random.Random(seed)
    return BalootState(rules, decks=[], dealer=rng.randrange(4), rng=rng, hands_limit=hands)


def from_json(data: dict[str, Any]) -> BalootState:
    """Rebuild a state saved with ``to_json``."""
    from gametable.games.baloot.codec import state_from_json

    return state_from_json(data)
