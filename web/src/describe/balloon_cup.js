// Balloon Cup moves and events in words: for hints ("Play green 1 on tile 4, opponent's side"),
// replay steps and the game log. The view carries every move and public event, so the whole
// log is rebuilt from any one view.
import { listOf, t } from "../i18n.js";

const parseCard = (card) => {
  const m = /^([a-z]+)(\d+)$/.exec(card);
  return m ? { colour: m[1], value: Number(m[2]) } : { colour: "gray", value: 0 };
};

/** "green 1" in the current language. */
export const cardWords = (card) => {
  const { colour, value } = parseCard(card);
  // (``c``: Arabic names a card with the article, "الأحمر 12", as players say it)
  return t("cardName", { colour: t(colour), c: colour, value });
};

const listCards = (cards) => listOf(cards.map(cardWords));

/** "2 green and 1 red": cubes grouped by colour, in the order first met; several colours with
 * one cube each as the language says that once (Arabic: «مكعب واحد من كلٍّ من الأحمر والأصفر»). */
export function cubeWords(cubes) {
  const counts = new Map();
  for (const c of cubes) counts.set(c, (counts.get(c) || 0) + 1);
  const each = listOf([...counts].map(([colour, n]) => t("cubeCount", { n, colour: t(colour), c: colour })));
  if (counts.size < 2 || [...counts.values()].some((n) => n !== 1)) return each;
  const colours = listOf([...counts.keys()].map((c) => t("bc_colourThe", { colour: t(c), c })));
  return t("bc_cubesOneEach", { each, colours });
}

function sideWords(side, { viewer, name, hint }) {
  if (side === viewer) return t("yourSide");
  // (a hint says whose side too, as the rows and the log do: "the opponent's side" made one
  // more name for the same player)
  return t("sideOf", { name: name(side) });
}

/** What the search bot would have done, as a whole sentence (the replay's analysis): one verb
 * per kind of move ("would play gray 10 on tile 3, your side"; it said "would play Play …"). */
export function describeWould(move, { viewer, name }) {
  const place = /^(\w+?\d+)@(\d):(\d)$/.exec(move);
  if (place) {
    const side = sideWords(Number(place[3]), { viewer, name });
    return t("bc_wouldPlace", { card: cardWords(place[1]), tile: place[2], side });
  }
  if (move.startsWith("discard")) {
    const cards = move.split(/\s+/).slice(1);
    return cards.length ? t("bc_wouldExchange", { cards: listCards(cards) }) : t("bc_wouldKeep");
  }
  const claim = /^claim (\w+)/.exec(move);
  if (claim) return t("bc_wouldClaim", { colour: t(claim[1]), c: claim[1] });
  if (move === "stop") return t("bc_wouldStop");
  return null;
}

/** One move in words. ``hint``: said to the viewer ("Play …"); else past, with who moved. */
export function describeMove(move, { seat, viewer, name, hint = false }) {
  const who = name(seat);
  let m = /^(\w+?\d+)@(\d):(\d)$/.exec(move);
  if (m) {
    const side = sideWords(Number(m[3]), { viewer, name, hint });
    const params = { who, card: cardWords(m[1]), tile: m[2], side };
    return hint ? t("placeHint", params) : t("placed", params);
  }
  if (move.startsWith("discard")) {
    const cards = move.split(/\s+/).slice(1);
    if (!cards.length) return hint ? t("keepHint") : t("keptAll", { who });
    return hint
      ? t("exchangeHint", { cards: listCards(cards) })
      : t("exchanged", { who, n: cards.length, cards: listCards(cards) });
  }
  m = /^claim (\w+)((?: \+\d*\w+)*)$/.exec(move);
  if (m) {
    const colour = t(m[1]);
    const c = m[1]; // (Arabic: the trophy's colour agrees with كأس, feminine)
    if (hint) return t("claimHint", { colour, c });
    const sets = m[2]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((s) => {
        const k = /^\+(\d*)(\w+)$/.exec(s);
        return k ? t("cubeCount", { n: 3 * Number(k[1] || 1), colour: t(k[2]), c: k[2] }) : s;
      });
    return sets.length ? t("claimedTrade", { who, colour, c, sets: listOf(sets) }) : t("claimed", { who, colour, c });
  }
  if (move === "stop") return hint ? t("stopHint") : t("stopped", { who });
  return move;
}

/** A tile's scoring, short, for a phone's lines: the winner first, the winner's total against
 * the other's and what they take (only who took what, the totals left in a title a touch
 * screen never shows); a tie says that the last card's player wins it. */
export function scoreWordsShort(ev, name) {
  // (the tile's side and its rule too: by the time it is read the tile has turned over, and
  // "21 to 25" under a mountain read wrong for a plains tile)
  const rule = t(ev.side === "mountain" ? "bc_highWins" : "bc_lowWins");
  return t(ev.tie ? "scoredTieShort" : "scoredShort", { ...scoreParams(ev, name), side: t(ev.side), rule });
}

/** A tile's scoring as the words' parameters: the tile, both sums by name, the winner's sum
 * (``w``) and the other's (``l``), who takes what. */
function scoreParams(ev, name) {
  const [w, l] = [ev.sums[ev.winner], ev.sums[1 - ev.winner]];
  // (``a``: a tie's total, both sides')
  return { tile: ev.tile, a: ev.sums[0], w, l, who: name(ev.winner), cubes: cubeWords(ev.cubes) };
}

/** A tile's scoring: its winner, the two sums the winner's first ("23 to 30": each name said
 * once, where both names with their sums nested "(you)" in brackets), who takes which cubes; a
 * tie says that the last card's player wins it. */
export function scoreWords(ev, name) {
  return t(ev.tie ? "scoredTie" : "scored", { ...scoreParams(ev, name), side: t(ev.side) });
}

function describeEvent(ev, name) {
  switch (ev.type) {
    case "score":
      return scoreWords(ev, name);
    case "refill":
      return ev.after_move === 0 ? null : t("refilled", { tile: ev.tile, cubes: cubeWords(ev.cubes) });
    case "redraw":
      return t("redrawn", { tile: ev.tile, cubes: cubeWords(ev.cubes || []) });
    case "remove":
      return t("tileRemoved", { tile: ev.tile });
    case "reshuffle":
      return t("reshuffled", { n: ev.cards });
    case "show":
      return t("shows", { who: name(ev.seat), cards: listCards(ev.cards || []) });
    case "end":
      return ev.winner === null || ev.winner === undefined
        ? t("gameEndsDraw")
        : t("gameEnds", { who: name(ev.winner) });
    default:
      return null;
  }
}

/** Every move and event the view records, in order: [{key, text, kind, seat}]. */
export function describeLog(view, { viewer, name }) {
  const out = [];
  const events = view.events || [];
  let e = 0;
  const flush = (upTo) => {
    while (e < events.length && events[e].after_move <= upTo) {
      const ev = events[e];
      const text = describeEvent(ev, name);
      if (text) out.push({ key: `e${e}`, text, kind: ev.type, seat: ev.winner ?? ev.seat });
      e += 1;
    }
  };
  flush(0);
  (view.moves || []).forEach(([seat, move], i) => {
    out.push({ key: `m${i}`, text: describeMove(move, { seat, viewer, name }), kind: "move", seat });
    flush(i + 1);
  });
  flush(Infinity);
  return out;
}

/** Why a hinted move is good, in a few words from the position (the hint said only "play yellow
 * 13 on tile 4" and a chance): a card that completes a tile says who wins it and by what; one
 * on your side, how your total then stands; one on the other's side, how it holds them back;
 * an exchange, a claim, each its own. null where there is nothing short to say. */
export function hintReason(view, move, seat, name) {
  const place = /^(\w+?)(\d+)@(\d):(\d)$/.exec(move || "");
  if (place) {
    const [, , value, number, sideText] = place;
    const tile = view.tiles?.[Number(number) - 1];
    if (!tile) return null;
    const side = Number(sideText);
    const sums = [...tile.sums];
    sums[side] += Number(value);
    const mine = sums[seat];
    const theirs = sums[1 - seat];
    const high = tile.side === "mountain";
    const rule = t(high ? "bc_highWins" : "bc_lowWins");
    const freeLeft = tile.free.reduce((n, f) => n + Object.values(f || {}).reduce((a, b) => a + b, 0), 0) - 1;
    // (``empty``: the side with no card yet says so: "12 to 0" on a lower-wins tile read as
    // losing where the other side had simply not begun)
    const cardsOn = (s) => (tile.cards?.[s]?.length || 0) + (s === side ? 1 : 0);
    const params = { tile: tile.number, rule, mine, theirs, who: name(1 - seat) };
    if (freeLeft === 0) {
      // the tile is decided now; a tie goes to whoever placed the last card: you
      const youWin = mine === theirs || (high ? mine > theirs : mine < theirs);
      return youWin
        ? t("bc_whyDecidesYou", { ...params, w: mine, l: theirs })
        : t("bc_whyDecidesThem", { ...params, w: theirs, l: mine });
    }
    if (side !== seat) return t("bc_whyHinders", { ...params, empty: cardsOn(seat) ? "no" : "yes" });
    if (!cardsOn(1 - seat)) return t("bc_whyBuilds", { ...params, empty: "yes" });
    // ahead as a player reckons it: each open place counted at a middling card (7), so three
    // cards of 4 are not "ahead" of one 10 on a lower-wins tile
    const open = tile.free.map((f) => Object.values(f || {}).reduce((a, b) => a + b, 0));
    open[side] -= 1;
    const [myEnd, theirEnd] = [mine + 7 * open[seat], theirs + 7 * open[1 - seat]];
    const ahead = high ? myEnd > theirEnd : myEnd < theirEnd;
    return t(ahead ? "bc_whyAhead" : "bc_whyBuilds", { ...params, empty: "no" });
  }
  if (move?.startsWith("discard")) return move.trim() === "discard" ? null : t("bc_whyExchange");
  const claim = /^claim (\w+)/.exec(move || "");
  if (claim) return t("bc_whyClaim3", { won: (view.players?.[seat]?.trophies?.length || 0) + 1, n: 3 });
  return null;
}
