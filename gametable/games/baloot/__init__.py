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
rule option by name (gametable.games.baloot.options lists them all);
hands=N stops after N scored hands (hands=1: a single hand).
Setup: {"decks": [[32 cards in deal order], ...one per hand],
"dealer": 3}; hands past the given decks are shuffled from setup["seed"]
(default 0). The view format is documented in gametable.games.baloot.views.
"""

from __future__ import annotations

from gametable.games.baloot.game import BalootState, from_json, new_game
from gametable.games.baloot.options import PROFILES, Profile

__all__ = ["PROFILES", "BalootState", "Profile", "from_json", "new_game"]
