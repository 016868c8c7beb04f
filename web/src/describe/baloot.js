// Baloot moves and the hand's history in words: cards with their suit symbol, calls by their
// Saudi names, tricks with their winner and points, each hand's result. A view carries the
// current hand (calls, doubling, tricks, projects) and one score-sheet row per finished hand;
// the game log keeps earlier hands' lines from the views it saw (see gamelog.jsx). The last
// trick of a hand is in no view (the next deal replaces it): it is told from the view seen
// before (its first three cards) and the last move the server tells (the fourth card).
import { isolate, t, term } from "../i18n.js";

export const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const RANK = { T: "10" };
export const isCard = (m) => /^[789TJQKA][SHDC]$/.test(m);

/** A deal's hand number as players count it: the hands played before it, plus one. A deal
 * everyone passed is dealt again under the same number, as Jawaker and Kammelna count (the
 * engine's ``hand_no`` counts deals: a game of 8 hands reached "Hand 10"). ``sheet``: the
 * score sheet's rows, each with its deal number ``hand`` (a passed deal without contract). */
export function playedHandNo(sheet, deal) {
  return 1 + (sheet || []).filter((row) => row.contract && row.hand < deal).length;
}

/** "Q♥" */
export const cardText = (c) => `${RANK[c[0]] || c[0]}${SUIT[c[1]]}`;

/** "Queen of hearts": what a screen reader says for a card. */
export const cardSpoken = (c) => t("cardOf", { rank: t(`rank_${c[0]}`), suit: t(`suit_${c[1]}`) });

export const PROJECT_TERM = { sira: "sira", fifty: "fifty", hundred: "hundred", 400: "fourHundred", baloot: "balootProject" };

/** What a pass in the doubling round declines at the doubling's ``level`` (1: none yet, so
 * no Double; 2: doubled, so no Three; …). */
const DECLINE = { 1: "noDouble", 2: "noThree", 3: "noFour", 4: "noGahwa" };

/** The doubling's level just before each of its ``calls`` (a raise lifts it by one). */
export function levelsBefore(calls) {
  let level = 1;
  return (calls || []).map((c) => (c.call === "pass" ? level : level++));
}

/** A call, project or card+Akka as its players say it ("Hokum ♥", "Double · open", "Sira Q♥–10♥").
 * ``level``: the doubling's level when a doubling round's pass was (or is) made. */
export function moveLabel(move, stage, ground = null, { said = false, level = 1 } = {}) {
  // (a pass in the doubling round declines the next raise: "No double", then "No three", …;
  // told as a bid's pass it hid that round)
  if (move === "pass") return term(stage === "doubling" ? DECLINE[level] || "noDouble" : "pass");
  // the keep stage's buttons ask ("Keep Hokum"); what a player chose there is told ("Hokum kept")
  if (move === "hokum" && stage === "keep") return term(said ? "keptHokum" : "keepHokum");
  if (move === "sun" && stage === "keep" && said) return term("switchedSun");
  // the first round's Hokum is in the ground card's suit: said, where the ground card is known
  if (move === "hokum") return `${term("hokum")}${ground ? ` ${SUIT[ground[1]]}` : ""}`;
  if (move === "sun") return stage === "keep" ? term("toSun") : term("sun");
  if (move === "ashkal") return term("ashkal");
  if (move === "baloot") return term("balootProject");
  if (move === "gahwa") return term("gahwa");
  if (move === "three") return term("three");
  if (move === "sawa") return term("sawa");
  if (isCard(move)) return isolate(cardText(move)); // ("10♠" read "♠10" in an Arabic button)
  let m = /^hokum:([SHDC])$/.exec(move);
  if (m) return `${term("hokum")} ${SUIT[m[1]]}`;
  m = /^(double|four)(?::(open|closed))?$/.exec(move);
  if (m) return `${term(m[1])}${m[2] ? ` · ${t(m[2])}` : ""}`;
  m = /^([789TJQKA][SHDC])\+akka$/.exec(move);
  if (m) return `${cardText(m[1])} · ${term("akka")}`;
  m = /^(sira|fifty|hundred|400)(?::(.+))?$/.exec(move);
  if (m) {
    if (!m[2]) return term(PROJECT_TERM[m[1]]);
    // with its cards, the project's name alone (no Arabic gloss beside the cards, which bidi
    // would reorder); the cards isolated left to right
    const what = t(PROJECT_TERM[m[1]]);
    const four = /^4([789TJQKA])$/.exec(m[2]);
    if (four) return `${what} \u20664×${RANK[four[1]] || four[1]}\u2069`;
    return `${what} \u2066${m[2].split("-").map(cardText).join("–")}\u2069`;
  }
  return move;
}

/** A contract in words with its suit symbol: "Hokum ♥", "Sun", "Ashkal". */
export function contractWords(contract) {
  if (!contract) return t("passedOut");
  const [type, suit] = String(contract.type ?? contract).split(":");
  const trump = contract.trump || suit;
  // Ashkal is played as Sun: said, for whoever does not know the word
  if (type === "ashkal") return `${term("ashkal")} (${term("sun")})`;
  return `${term(type)}${trump ? ` ${SUIT[trump]}` : ""}`;
}

const SUN_VALUE = { A: 11, T: 10, K: 4, Q: 3, J: 2, 9: 0, 8: 0, 7: 0 };
const TRUMP_VALUE = { J: 20, 9: 14, A: 11, T: 10, K: 4, Q: 3, 8: 0, 7: 0 };

/** Card points of a finished trick (the last trick of a hand adds 10). */
export function trickPoints(cards, trump, last) {
  let sum = last ? 10 : 0;
  for (const [, c] of cards) sum += c[1] === trump ? TRUMP_VALUE[c[0]] : SUN_VALUE[c[0]];
  return sum;
}

// the order of cards within a suit, lowest first: plain A 10 K Q J 9 8 7, trumps J 9 A 10 K Q 8 7
const PLAIN_ORDER = { 7: 0, 8: 1, 9: 2, J: 3, Q: 4, K: 5, T: 6, A: 7 };
const TRUMP_ORDER = { 7: 0, 8: 1, Q: 2, K: 3, T: 4, A: 5, 9: 6, J: 7 };

/** Who wins a full trick: the highest trump, else the highest card of the suit led. */
export function trickWinner(cards, trump) {
  const led = cards[0][1][1];
  const trumps = trump ? cards.filter(([, c]) => c[1] === trump) : [];
  const contenders = trumps.length ? trumps : cards.filter(([, c]) => c[1] === led);
  const order = trumps.length ? TRUMP_ORDER : PLAIN_ORDER;
  return contenders.reduce((best, play) => (order[play[1][0]] > order[best[1][0]] ? play : best))[0];
}

/** The last trick of the hand before ``view``'s, when the previous view and the last move
 * (its fourth card) tell it: {hand, trick: {leader, cards, winner, akka}, trump} or null. */
export function closingTrick(view, previous, lastMove) {
  if (!previous || !lastMove || previous.hand_no !== view.hand_no - 1) return null;
  const card = /^([789TJQKA][SHDC])(\+akka)?$/.exec(lastMove.move || "");
  const open = previous.trick?.cards || [];
  if (!card || open.length !== 3 || (previous.tricks || []).length !== 7) return null;
  const cards = [...open, [lastMove.seat, card[1]]];
  const trump = previous.contract?.type === "hokum" ? previous.contract.trump : null;
  return { hand: previous.hand_no, trump, trick: { ...previous.trick, cards, winner: trickWinner(cards, trump) } };
}

/** The claim of every trick left (Sawa) that ended a hand: ``{hand, seat}``, or null. The
 * match's last hand keeps it in its view; any other is followed at once by the next deal, so
 * it is read from the view before and the last move, as the hand's last trick is. */
export function sawaClaim(view, previous, lastMove) {
  if (view.sawa !== null && view.sawa !== undefined) return { hand: view.hand_no, seat: view.sawa };
  if (!previous || lastMove?.move !== "sawa" || previous.hand_no !== view.hand_no - 1) return null;
  return { hand: previous.hand_no, seat: lastMove.seat };
}

/** "your team" / "their team", or "Team 1" for a spectator. */
export function teamWords(team, viewer) {
  if (viewer === null || viewer === undefined) return t("teamN", { n: team + 1 });
  return team === viewer % 2 ? t("yourTeam") : t("otherTeam");
}

/** Made, failed, kaboot… from the buyer's side; a doubled hand is made when the buyer's team won it. */
/** How a hand ended, in a word or two. With ``viewerTeam`` (the score sheet's rows, beside the
 * buyer's team): whose it was, as "us" or "them" — a Kaboot by the team that took the eight
 * tricks ("Sun · Them · Kaboot" read as theirs when ours took every trick), and in Arabic
 * the verb agreeing with the team ("لنا نجح" was not Arabic: نجحنا, نجحوا). */
export function outcomeWords(row, viewerTeam) {
  const o = row.outcome;
  const side = (team) => (viewerTeam === undefined || viewerTeam === null ? "none" : team === viewerTeam ? "us" : "them");
  const buyer = row.buyer % 2;
  if (o === "kaboot") {
    const taker = (row.points?.[0] ?? 0) >= (row.points?.[1] ?? 0) ? 0 : 1;
    return viewerTeam === undefined ? t("kabootOut") : t("kabootSide", { side: side(taker) });
  }
  if (o === "reverse-kaboot") return t("reverseKaboot");
  if (o === "tie") return t("tie");
  const made = o === "doubled" ? row.points[buyer] > row.points[1 - buyer] : o !== "failed";
  if (viewerTeam === undefined) return t(made ? "made" : "failed");
  return t(made ? "madeSide" : "failedSide", { side: side(buyer) });
}

const LEVEL_TERM = { 2: "double", 3: "three", 4: "four", 5: "gahwa" };

export function levelWords(level) {
  return level > 1 ? term(LEVEL_TERM[level]) : "";
}

/** Why a hand's points went as they did, where its figures alone puzzle a newcomer (61 abnat
 * and 0 points): a doubled hand's points all go to the team that wins it, a Kaboot's to the
 * team that took every trick, a failed buyer's to the other team; null for a hand made. */
export function outcomeWhy(row) {
  if (!row?.contract) return null;
  if (row.outcome === "kaboot") return t("why_kaboot");
  if (row.outcome === "reverse-kaboot") return t("why_reverse");
  if (row.outcome === "doubled" || row.level > 1) {
    return withBaloot(row, t("why_doubled", { level: levelWords(row.level), gahwa: row.level >= 5 ? "yes" : "no" }));
  }
  if (row.outcome === "failed") return withBaloot(row, t("why_failed"));
  return null;
}

/** "All its points go to the team that wins it" — but a team that lost the hand and held a
 * Baloot kept its 2 points, which went unexplained: said where that is what happened. */
function withBaloot(row, why) {
  const kept = [0, 1].some((k) => row.baloot?.[k] > 0 && row.points?.[k] === 2 * row.baloot[k] && row.points?.[1 - k] > row.points[k]);
  return kept ? `${why} ${t("why_balootStays")}` : why;
}

/** One score-sheet row in words (a passed-out hand says so), and why its points went as they
 * did where that is not plain (see :func:`outcomeWhy`). */
export function handResultWords(row, { viewer, name, sheet }) {
  const n = playedHandNo(sheet, row.hand);
  if (!row.contract) return t("handPassed", { n });
  const watching = viewer === null || viewer === undefined;
  const team = watching ? 0 : viewer % 2;
  // each figure after its team's name (which of "74–76" was ours was not said)
  const said = t("handResult", {
    x: watching ? t("teamN", { n: 1 }) : term("us"),
    y: watching ? t("teamN", { n: 2 }) : term("them"),
    n,
    contract: contractWords(row.contract),
    who: name(row.buyer),
    outcome: outcomeWords(row),
    level: row.level > 1 ? ` · ${levelWords(row.level)}` : "",
    a: row.abnat?.[team] ?? 0,
    b: row.abnat?.[1 - team] ?? 0,
    c: row.points[team],
    d: row.points[1 - team],
  });
  const why = outcomeWhy(row);
  return why ? `${said}. ${why}` : said;
}

/** One move in words: ``hint`` for the viewer ("Play Q♥"), else past with who moved. A move of
 * ``view`` (a hint) is said in the words of its button: in the doubling round a pass is "No
 * double" (the bidding's stage said "Pass"), in the keep stage a Hokum "Keep Hokum". */
export function describeMove(move, { seat, name, hint = false, stage, ground = null, view = null, level = 1 }) {
  if (view?.phase === "doubling") {
    stage = "doubling";
    level = view.doubling?.level || 1;
  } else stage ??= view?.bidding?.stage;
  const who = name(seat);
  if (isCard(move)) return hint ? t("playHint", { card: cardText(move) }) : t("played", { who, card: cardText(move) });
  const akka = /^([789TJQKA][SHDC])\+akka$/.exec(move);
  if (akka) {
    return hint
      ? `${t("playHint", { card: cardText(akka[1]) })} · ${term("akka")}`
      : t("playAkka", { who, card: cardText(akka[1]) });
  }
  if (/^(sira|fifty|hundred|400)(:|$)/.test(move)) {
    const project = moveLabel(move, stage);
    return hint ? t("callHint", { call: project }) : t("declared", { who, project });
  }
  // (a first round's Hokum with the ground card's suit, as the seat's bubble says it)
  const call = moveLabel(move, stage, ground ?? view?.ground ?? null, { said: !hint, level });
  if (!hint) return t("called", { who, call });
  // a button that is no call to say ("Keep Hokum", "No double") is chosen
  const button = stage === "keep" || (stage === "doubling" && move === "pass");
  return t(button ? "chooseHint" : "callHint", { call });
}

/** ``cards`` highest first by ``order`` (PLAIN_ORDER or TRUMP_ORDER above). */
const inOrder = (cards, order) => [...cards].sort((a, b) => order[b[0]] - order[a[0]]);
const cardsText = (cards) => cards.map(cardText).join(" ");

/** What a call hint is worth, from the seat's own cards: a newcomer told "Say Hokum ♥" and a
 * chance did not know why (issue 31). The facts a player weighs, never a guess at the search's
 * reasons: for a Hokum, the trumps the caller would hold (the ground card is the buyer's) and
 * the aces beside them; for Sun, the aces and tens (Sun's strongest cards); for Ashkal, those
 * of your own hand (the ground card goes to your partner); for a pass, both, the best Hokum
 * this round allows included (at the takeover stage, where a pass lets another's call stand,
 * Sun's alone). None outside the bidding, and at its keep and claim stages (their buttons
 * say what they do). */
export function callReason(view, move) {
  const stage = view?.bidding?.stage;
  if (view?.phase !== "bidding" || !view.hand || (stage !== "open" && stage !== "takeover")) return null;
  const withGround = view.ground ? [...view.hand, view.ground] : [...view.hand];
  const trumps = (suit) => inOrder(withGround.filter((c) => c[1] === suit), TRUMP_ORDER);
  const strong = (cards) => inOrder(cards.filter((c) => c[0] === "A" || c[0] === "T"), PLAIN_ORDER);
  const hokumSuit = move === "hokum" ? view.ground?.[1] : /^hokum:([SHDC])$/.exec(move)?.[1];
  if (hokumSuit) {
    const held = trumps(hokumSuit);
    const aces = withGround.filter((c) => c[0] === "A" && c[1] !== hokumSuit).length;
    return t("b_whyHokum", { n: held.length, cards: cardsText(held), aces });
  }
  if (move === "sun") {
    const held = strong(withGround);
    return t("b_whySun", { n: held.length, cards: cardsText(held) });
  }
  if (move === "ashkal") {
    const held = strong(view.hand);
    return t("b_whyAshkal", { n: held.length, cards: cardsText(held) });
  }
  if (move !== "pass") return null;
  // the Hokum this round allows: the ground card's suit first, any other suit in the second;
  // none where a pass only lets another's call stand (takeover: a Sun is all you could say)
  const round2 = view.bidding.round === 2;
  const suits = stage !== "open" ? [] : round2 ? ["S", "H", "D", "C"].filter((s) => s !== view.ground?.[1]) : [view.ground?.[1]];
  const worth = (cards) => cards.reduce((sum, c) => sum + 1 + TRUMP_ORDER[c[0]], 10 * cards.length);
  const best = suits.filter(Boolean).map(trumps).reduce((a, b) => (worth(b) > worth(a) ? b : a), []);
  const suit = best[0]?.[1] ?? (stage === "open" && !round2 ? view.ground?.[1] : null);
  const sun = strong(withGround);
  return t(suit ? "b_whyPass" : "b_whyPassNoHokum", { suit: suit ? SUIT[suit] : "", n: best.length, cards: cardsText(best), m: sun.length });
}

const pointsOf = (c, trump) => (c[1] === trump ? TRUMP_VALUE[c[0]] : SUN_VALUE[c[0]]);
const higher = (a, b, trump) => {
  const order = a[1] === trump ? TRUMP_ORDER : PLAIN_ORDER;
  return order[a[0]] > order[b[0]];
};

/** What a card hint does, from the table as the seat sees it, said only where it is a fact:
 * leading a card nobody else can beat in its suit; taking the trick (its points, when yours
 * is the last card); giving points to a partner who holds the trick; the cheapest card
 * where no card you may play can take the trick. None otherwise (a lead into the unknown,
 * a choice the search weighed on what it guesses of the hidden hands). */
export function cardReason(view, move, legal) {
  const card = /^([789TJQKA][SHDC])(?:\+akka)?$/.exec(move)?.[1];
  if (!card || view?.phase !== "playing" || !view.hand) return null;
  const seat = view.seat;
  const trump = view.contract?.type === "hokum" ? view.contract.trump : null;
  const open = view.trick?.cards || [];
  const suit = SUIT[card[1]];
  if (!open.length) {
    const seen = new Set([...(view.tricks || []).flatMap((k) => k.cards.map(([, c]) => c)), ...view.hand]);
    const ranks = Object.keys(PLAIN_ORDER);
    const beaten = ranks.some((r) => !seen.has(`${r}${card[1]}`) && higher(`${r}${card[1]}`, card, trump));
    if (beaten) return null;
    return t(trump && card[1] !== trump ? "b_whyTopUnlessTrumped" : "b_whyTop", { suit });
  }
  const last = open.length === 3;
  const mine = [...open, [seat, card]];
  if (trickWinner(mine, trump) === seat) {
    if (!last) return t("b_whyAhead", { n: 3 - open.length });
    return t("b_whyTakes", { p: trickPoints(mine, trump, (view.tricks || []).length === 7) });
  }
  const holder = trickWinner(open, trump);
  if (holder === (seat + 2) % 4) {
    const p = pointsOf(card, trump);
    return p ? t("b_whyFeeds", { card: cardText(card), p }) : t("b_whyPartnerHolds");
  }
  const cards = (legal || []).map((m) => /^([789TJQKA][SHDC])/.exec(m)?.[1]).filter(Boolean);
  if (cards.some((c) => trickWinner([...open, [seat, c]], trump) === seat)) return null;
  const cheapest = cards.every((c) => pointsOf(c, trump) >= pointsOf(card, trump));
  return cheapest ? t("b_whyCheapest") : null;
}

/** What the search bot would have done, as a whole sentence (the replay's analysis): one verb
 * per kind of move ("would play Q♥", "would say Hokum"; it said "would play Play Q♥"). */
export function describeWould(move, { view = null }) {
  const stage = view?.phase === "doubling" ? "doubling" : view?.bidding?.stage;
  const level = view?.phase === "doubling" ? view.doubling?.level || 1 : 1;
  if (isCard(move)) return t("b_wouldPlay", { card: cardText(move) });
  const akka = /^([789TJQKA][SHDC])\+akka$/.exec(move);
  if (akka) return t("b_wouldPlayAkka", { card: cardText(akka[1]) });
  if (/^(sira|fifty|hundred|400)(:|$)/.test(move)) return t("b_wouldDeclare", { project: moveLabel(move, stage) });
  const call = moveLabel(move, stage, view?.ground ?? null, { said: false, level });
  const button = stage === "keep" || (stage === "doubling" && move === "pass");
  return t(button ? "b_wouldChoose" : "b_wouldSay", { call });
}

/** The lines of one trick: each card, then (once complete) who took it and its points. */
function trickLines(trick, k, { hand, trump, viewer, name }) {
  const out = trick.cards.map(([seat, card], j) => ({
    key: `h${hand}t${k}c${j}`,
    text: j === 0 && trick.akka ? t("playAkka", { who: name(seat), card: cardText(card) }) : t("played", { who: name(seat), card: cardText(card) }),
    kind: "card",
    seat,
  }));
  if (trick.winner !== undefined && trick.winner !== null) {
    out.push({
      key: `h${hand}t${k}`,
      text: t("trickTo", {
        n: k + 1,
        who: name(trick.winner),
        team: teamWords(trick.winner % 2, viewer),
        points: trickPoints(trick.cards, trump, k === 7),
      }),
      kind: "trick",
      seat: trick.winner,
    });
  }
  return out;
}

/** The game log lines this view supports: [{key, text, kind, seat}], keys stable across views;
 * with ``previous`` and ``lastMove``, the last trick of the hand just ended too. */
export function describeLog(view, { viewer, name, previous = null, lastMove = null }) {
  const out = [];
  const closing = closingTrick(view, previous, lastMove);
  // a claim of every trick left (Sawa) ends its hand with no trick of its own to show it
  const claim = sawaClaim(view, previous, lastMove);
  const h = view.hand_no;
  const sheetLine = (row) => ({ key: `sheet${row.hand}`, text: handResultWords(row, { viewer, name, sheet: view.score_sheet }), kind: "hand" });
  // the current hand's own row (the match's last hand, which no deal follows) goes after its tricks
  const ended = (view.score_sheet || []).find((row) => row.hand === h);
  for (const row of view.score_sheet || []) {
    if (closing && row.hand === closing.hand) out.push(...trickLines(closing.trick, 7, { hand: closing.hand, trump: closing.trump, viewer, name }));
    if (claim && row.hand === claim.hand && row !== ended) out.push(sawaLine(claim.seat, row.hand, name));
    if (row !== ended) out.push(sheetLine(row));
  }
  (view.bidding?.calls || []).forEach((c, i) => {
    out.push({ key: `h${h}b${i}`, text: describeMove(c.call, { seat: c.seat, name, stage: c.stage, ground: view.ground }), kind: "call", seat: c.seat });
  });
  const levels = levelsBefore(view.doubling?.calls);
  (view.doubling?.calls || []).forEach((c, i) => {
    out.push({ key: `h${h}d${i}`, text: describeMove(c.call, { seat: c.seat, name, stage: "doubling", level: levels[i] }), kind: "call", seat: c.seat });
  });
  const trump = view.contract?.type === "hokum" ? view.contract.trump : null;
  const declared = new Map();
  for (const p of view.projects || []) {
    const list = declared.get(p.seat) || [];
    list.push(p);
    declared.set(p.seat, list);
  }
  const projectLines = (seat, k) =>
    (declared.get(seat) || []).map((p, j) => ({
      key: `h${h}p${seat}-${j}`,
      text: t("declared", { who: name(seat), project: p.project ? moveLabel(p.project) : term(PROJECT_TERM[p.kind] || p.kind) }),
      kind: "call",
      seat,
      trick: k,
    }));
  const here = { hand: h, trump, viewer, name };
  (view.tricks || []).forEach((trick, k) => {
    if (k === 0) for (const [seat] of trick.cards) out.push(...projectLines(seat, 0));
    out.push(...trickLines(trick, k, here));
  });
  if (view.trick?.cards?.length) {
    const k = (view.tricks || []).length;
    if (k === 0) for (const [seat] of view.trick.cards) out.push(...projectLines(seat, 0));
    out.push(...trickLines({ ...view.trick, winner: null }, k, here));
  }
  if (view.baloot) {
    out.push({ key: `h${h}baloot`, text: t("declared", { who: name(view.baloot.seat), project: term("balootProject") }), kind: "call" });
  }
  if (claim && claim.hand === h) out.push(sawaLine(claim.seat, h, name));
  if (ended) out.push(sheetLine(ended));
  return out;
}

/** The log's (and the hand's summary's) line for ``seat``'s Sawa in hand ``hand``. */
export function sawaLine(seat, hand, name) {
  return { key: `h${hand}sawa`, text: t("b_sawaClaimed", { who: name(seat), sawa: term("sawa") }), kind: "call", seat };
}
