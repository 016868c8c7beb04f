// Every game the web app knows, registered once: each game's web module is one object
// (./<game>.game.js) with
//   name         the server's name for it
//   board        its board component (lazy: loaded with the first table of the game)
//   describe     its describer (../describe/: moves and the game log in words)
//   rules()      loads its rules for players (../rules/: a module whose default is the texts)
//   teamOf       seat → team, or null where every seat plays for itself
//   undo         optional: true where its board takes a position that goes back (a move
//                taken back, where the server offers it: you alone against bots); "fresh"
//                where the board is to be drawn anew after one (table.jsx Board)
//   learnSeats   the seats of a "Learn by playing" table (null: no tutorial)
//   learnOptions optional: that table's options (where the number of players is one)
//   quick        how quick play's choice is said: {label(value), name (its field's string),
//                botsChoice (optional: the choice a table against bots starts with)}
//   rating       {option, values}: leaderboards kept per an option's value (absent: one)
//   resultRows(msg)        optional: the whole result at the end (else per seat, by score):
//                          {headline, rows: [{label, value, win}]}, a row's label also as
//                          ``lead`` and ``names`` (i18n.js listParts) to keep each name whole
//   resultValue(view, s)   optional: a seat's result in words
//   hintWords(msg, hint, move, name)  optional: a hint in words (``move`` its move in words),
//                          in place of the move and its chance to win (table.jsx)
//   hintSaysKey   optional: the message of a hint's move and chance (default "hintSays")
//   hintNote(msg, hint, name)  optional: a note said after the move and its chance ("— …":
//                          why the move, from the position)
// Its title and words are in ./<game>.strings.js (gameTitle(name), t(key); ./strings.js
// gathers them). The server's facts of each game (option fields, seats, teams, quick play's
// pools, clock, bot names) come with /api/games (the game's descriptor,
// gametable/games/<game>/descriptor.py): they are read from there, not repeated. A game
// without an entry here is played with the generic board (every legal move a button) and its
// notation.
import balloonCup from "./balloon_cup.game.js";
import baloot from "./baloot.game.js";
import climbing from "./climbing.game.js";

export const GAMES = Object.fromEntries([balloonCup, baloot, climbing].map((g) => [g.name, g]));

/** The game's web object, or undefined for a game the web app does not know. */
export const gameOf = (name) => GAMES[name];

/** seat → team at a table of ``name`` (null: no teams). */
export const teamOf = (name) => GAMES[name]?.teamOf || null;

/** A table's seats, from the game's facts in /api/games (``info``): the option that chooses
 * the count, else the game's one count. */
export function seatCount(info, options) {
  if (!info) return 2;
  const chooser = info.players_option && info.options?.find((o) => o.name === info.players_option);
  if (chooser) return Number(options?.[chooser.name] ?? chooser.default);
  return info.seats?.[0] || 2;
}
