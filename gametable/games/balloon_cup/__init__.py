"""Balloon Cup for two players (rules: docs/rules/balloon-cup.md).

MOVES (type them at the prompt; '?' lists the legal ones)
  red7@2:0       place red7 beside tile 2, on seat 0's side. Tiles are 1-4;
                 the side is the seat whose row takes the card (your own or
                 your opponent's). Spaces and case do not matter; '>' may
                 replace '@'.
  discard red7 gray1
                 when stuck (no legal placement; your hand is shown):
                 exchange 0-4 cards.
  discard        when stuck: exchange nothing. If a placement is then legal
                 you must make it, otherwise your hand is shown again and
                 your turn ends.
  claim blue     after a scoring: take the blue trophy with blue cubes alone.
  claim blue +red
                 pay with 3-for-1 sets: each '+colour' is 3 cubes of a colour
                 whose trophy is already claimed, counting as 1 cube
                 ('+2red' = '+red +red'). Your cubes of the trophy's colour
                 are always used first, sets only for what is missing.
  stop           end your claiming. Not allowed while a claim without 3-for-1
                 is open: those are compulsory (in the order you choose);
                 traded claims are optional.

CLAIM ORDER: the tile's winner claims as many trophies as they wish, then
'stop'; then the players alternate, one claim or 'stop' each, until both stop
in a row. A seat that can claim nothing passes by itself. Then the placer
draws and the tile's LOSER moves next.

OPTIONS: no_deadlock=true (the tiles never hold as many cubes of a colour as
its trophy needs; an offending cube goes back to the bottom of the bag and
another is drawn; a tile that cannot be filled is removed), first=0|1 (the
start player; default: random from the seed).

SETUP (explicit chance):
  {"deck": [45 cards, top first], "bag": [45 cubes, draw order], "first": 0,
   "shuffles": [[discard pile in new-supply order, top first], ...]}
Seat 0 gets deck cards 1-8, seat 1 cards 9-16; the rest is the supply. A
reshuffle with no recorded order left is drawn from the seed and reported by
state.setup().

VIEW (state.view(seat), JSON):
  game, seat, phase ("place" | "stuck" | "claim" | "over"), to_act [seat],
  turn, turns_without_score (the game ends at 50),
  tiles: [{number 1-4, present, side "plains" | "mountain", cubes [colours],
           cards [[seat 0's row], [seat 1's row]], sums [s0, s1],
           free [{colour: places left} for side 0, ... for side 1]}],
  hand: your cards, by card order (null for a spectator);
  hands: [seat 0, seat 1], each null unless it is yours or is being shown
         (its owner is stuck); hand_sizes [n0, n1];
  players: [{cubes {colour: n}, trophies [colours]}],
  trophies {colour: {need, owner}}, discard [cards, oldest first],
  supply (count), bag (count), box {colour: n},
  claiming: null, or {winner, first_run, placer} while trophies are claimed,
  last_events: the events the latest move caused; last_score: the latest
  scoring; events: every public event in order, each {"type",
  "after_move" (moves made before it), ...}:
    show {seat, cards}, score {tile, side, cards, sums, winner, cubes,
    placer, tie}, refill {tile, cubes}, redraw {tile, cubes sent back},
    remove {tile}, reshuffle {cards}, end {winner, reason};
  moves: [[seat, move], ...] every move so far (all moves are public);
  result: null or {winner (null: a draw), reason, scores}; options.

FAST PATH: 864 integer actions (gametable.games.balloon_cup.notation):
placements card * 8 + (tile - 1) * 2 + side, exchanges by position in the
sorted hand, claims by table, then stop.
"""

from __future__ import annotations

from gametable.games.balloon_cup.game import BalloonCupState, from_json, new_game

__all__ = ["BalloonCupState", "from_json", "new_game"]
