// Baloot: four seats round the table in two coloured teams, bidding and doubling controls,
// the trick (its winner marked, the last one reviewable), projects, the score sheet (لنا / لهم)
// and a summary at the end of each hand. Play runs counter-clockwise: the next seat sits to
// your right.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import {
  cardSpoken,
  cardText,
  closingTrick,
  contractWords,
  handResultWords,
  sawaClaim,
  sawaLine,
  playedHandNo,
  isCard,
  levelWords,
  levelsBefore,
  moveLabel,
  outcomeWords,
  PROJECT_TERM,
  RANK,
  SUIT,
} from "../describe/baloot.js";
import { num, pageDir, t, term } from "../i18n.js";
import { onActivateKey } from "../keys.js";
import { useFlip } from "../motion.js";
import { SeatClock } from "../clock.jsx";
import { SeatName } from "../seatlabel.jsx";
import { seatName } from "../seats.js";
import { SORTS, sortCards, useDragOrder, useHandSettings, whyNot } from "../hand.js";
import { FirstGameGuide, balootStep } from "../tutorial/guide.jsx";
import { useBoardTop } from "../boardtop.js";
import { drawnLast, shownHand } from "./baloot.game.js";

export function PlayingCard({ card, small, playable, dim, onClick, back, hinted, flip, from, label, winner, inHand, disabled, raised, trump }) {
  if (back) return <span class={`pcard back ${small ? "small" : ""}`} aria-hidden="true" />;
  const rank = RANK[card[0]] || card[0];
  const suit = card[1];
  const red = suit === "H" || suit === "D";
  const cls = `pcard ${red ? "red" : ""} ${small ? "small" : ""} ${playable ? "playable" : ""} ${dim ? "dim" : ""} ${hinted ? "hinted" : ""} ${winner ? "winner" : ""} ${raised ? "raised" : ""} ${trump ? "trump" : ""}`;
  return (
    <span
      class={cls}
      data-card={card}
      data-flip={flip}
      data-from={from}
      role={onClick || inHand ? "button" : "img"}
      tabIndex={onClick && !disabled ? 0 : undefined}
      aria-disabled={inHand && (!onClick || disabled) ? "true" : undefined}
      aria-pressed={inHand && raised ? "true" : undefined}
      aria-label={label || cardSpoken(card)}
      onClick={onClick}
      onKeyDown={onActivateKey(onClick)}
    >
      <span aria-hidden="true">
        {rank}
        {SUIT[suit]}
      </span>
      <span class="big" aria-hidden="true">
        {SUIT[suit]}
      </span>
      {winner && (
        <span class="win-mark" aria-hidden="true">
          ★
        </span>
      )}
    </span>
  );
}

/** ms a trick just won stays on the table before the next trick's first card (a bot's) covers
 * it: its cards are collected to the winner at 900-1200 ms (table.css) */
const TRICK_HOLD_MS = globalThis.GT_TRICK_HOLD_MS ?? 2000; // (a browser test may hold it longer)
/** ms from a hand's end the summary stays, though the next decision is yours: 6 s after the
 * hand's last trick has been held (TRICK_HOLD_MS) */
const SUMMARY_MIN_MS = 8000;
/** ms the line of a hand everyone passed stays before the new deal (at 3.5 s a newcomer
 * taking in the table missed it and saw the hand's number jump) */
const PASSED_MS = 4500;
/** ms the cards of a deal held back behind the summary take to come in */
const DEAL_MS = 1200;

/** ms left of a pause of ``ms`` that began when ``key`` last changed, if ``begins(previous)``
 * says that change begins one (``previous``: the key before it; a first key begins none);
 * the board is drawn again when the pause is over. */
function usePause(key, ms, begins) {
  const since = useRef({ key, at: 0 });
  if (since.current.key !== key) since.current = { key, at: begins(since.current.key) ? Date.now() : 0 };
  const left = since.current.at + ms - Date.now();
  const [, redraw] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => redraw((k) => k + 1), left + 20);
    return () => clearTimeout(id);
  }, [since.current.at]);
  return left;
}

const teamOf = (msg) => (msg.seat === null ? 0 : msg.seat % 2);

/** The match at a glance (the score sheet is under the board, off a laptop's screen): each
 * team's match points and what the match is played to. */
function MatchScore({ view, msg }) {
  const us = teamOf(msg);
  const totals = view.totals || [0, 0];
  const hands = msg.options?.hands;
  const label = (k) => (msg.seat === null ? t("teamN", { n: k + 1 }) : k === us ? term("us") : term("them"));
  return (
    <div class="contract-match" data-testid="match-score">
      <span class="muted">{t("matchScore")}:</span>{" "}
      {[us, 1 - us].map((k) => (
        <>
          <span class={`team-tag team-${k}`} data-team={k}>
            {label(k)}: {num(totals[k])}
          </span>{" "}
        </>
      ))}
      <span class="muted match-to">{hands ? t("matchHands", { n: num(playedHandNo(view.score_sheet, view.hand_no)), m: num(hands) }) : t("matchTo", { n: num(152) })}</span>
    </div>
  );
}

function Contract({ view, msg }) {
  const c = view.contract;
  if (!c) {
    return (
      <div class="contract" data-testid="ground">
        {term("ground")}: {view.ground ? <PlayingCard card={view.ground} small /> : "—"}
        <div class="muted">
          {term("bidding")} · {view.bidding?.round}
        </div>
        <MatchScore view={view} msg={msg} />
      </div>
    );
  }
  const level = view.doubling?.level || 1;
  const us = teamOf(msg);
  const how = view.tricks?.length ? null : contractHow(view, (s) => seatName(msg.seats, s, msg.seat));
  return (
    <div class="contract" data-testid="contract">
      <b>{contractWords(c)}</b> · {t("buyer")}: {seatName(msg.seats, c.buyer, msg.seat)}
      {/* (Ashkal: the buyer's partner takes the ground card, which the buyer's name alone hid) */}
      {view.taker !== null && view.taker !== undefined && view.taker !== c.buyer && (
        <span data-testid="ground-taker">
          {" "}
          · {t("groundTaker", { ground: term("ground"), who: seatName(msg.seats, view.taker, msg.seat) })}
        </span>
      )}
      {how && (
        <div class="contract-how" data-testid="contract-how" dir={pageDir()}>
          {how}
        </div>
      )}
      {level > 1 && (
        <span>
          {" "}
          · {levelWords(level)} {view.doubling.closed ? `(${t("closed")})` : ""}
        </span>
      )}
      <div class="contract-tricks">
        <span class="muted">{t("tricksWon")}:</span>{" "}
        <span class={`team-tag team-${us}`}>
          {term("us")}: {view.tricks_won?.[us] ?? 0}
        </span>{" "}
        <span class={`team-tag team-${1 - us}`}>
          {term("them")}: {view.tricks_won?.[1 - us] ?? 0}
        </span>
      </div>
      <MatchScore view={view} msg={msg} />
    </div>
  );
}

const isSunBid = (call) => call === "sun" || call === "ashkal";

const PROJECT_RANK = { sira: 1, fifty: 2, hundred: 3, 400: 4 };
/** A declaration's size (0: not a project), for ordering the buttons. */
const projectRank = (move) => PROJECT_RANK[move.split(":")[0]] || 0;

const SEQUENCE = "AKQJT987";
/** The cards a declaration names: "fifty:QD-9D" a run, "hundred:4K" four of a kind. */
function projectCards(move) {
  const what = move.split(":")[1];
  if (!what) return [];
  if (/^4[AKQJT9]$/.test(what)) return ["S", "H", "D", "C"].map((suit) => what[1] + suit);
  const [top, bottom] = what.split("-");
  const run = SEQUENCE.slice(SEQUENCE.indexOf(top[0]), SEQUENCE.indexOf(bottom[0]) + 1);
  return [...run].map((rank) => rank + top[1]);
}

/** The calls offered as buttons, the biggest project first: a project that shares a card
 * with a bigger one offered is left out (a card may be in one project only, so "Sira J♦–9♦"
 * beside "Fifty Q♦–9♦" was a choice to lose points), and Akka with an Ace (it tells the
 * partner what every player knows: an Ace is the highest of its suit; the rules allow it,
 * Saudi tables never say it), nor on the hand's last card (``lastCard``: nothing is left to
 * play after it, so it tells nobody anything). */
function callButtons(legal, lastCard = false) {
  const used = new Set();
  const shown = [];
  for (const move of legal.filter((m) => !isCard(m)).sort((a, b) => projectRank(b) - projectRank(a))) {
    if (move.endsWith("+akka") && (move[0] === "A" || lastCard)) continue;
    if (projectRank(move) > 0) {
      const cards = projectCards(move);
      if (cards.some((c) => used.has(c))) continue;
      for (const c of cards) used.add(c);
    }
    shown.push(move);
  }
  // Pass first, in the same place in every round ("بس" in round 1 stood where round 2 put
  // "Hokum ♥": a player passing twice by the same tap bought a Hokum)
  return [...shown.filter((m) => m === "pass"), ...shown.filter((m) => m !== "pass")];
}

/** How the contract was bought when it is not the Hokum someone simply kept: a Sun that
 * outbid a Hokum, a Hokum switched to Sun, a Sun an earlier seat claimed. The contract
 * changed under a newcomer's eyes with only the log to say why. ``null``: nothing to tell. */
function contractHow(view, name) {
  const c = view.contract;
  const calls = view.bidding?.calls || [];
  if (!c || c.type === "hokum") return null;
  const bought = calls.findLast((x) => x.seat === c.buyer && x.call !== "pass");
  if (!bought) return null;
  const who = name(c.buyer);
  if (bought.stage === "keep") return t("b_howSwitch", { who });
  const before = calls.slice(0, calls.indexOf(bought)).filter((x) => x.call !== "pass" && x.seat !== c.buyer);
  if (bought.stage === "claim") {
    const from = before.findLast((x) => isSunBid(x.call));
    return from ? t("b_howClaim", { who, from: name(from.seat) }) : null;
  }
  const hokum = before.findLast((x) => x.call.startsWith("hokum"));
  return hokum ? t("b_howOver", { who, from: name(hokum.seat) }) : null;
}

/** Why you are asked again: a Sun bid after yours that you, earlier in the order, may take. */
function claimWhy(view, msg, name) {
  if (view.phase !== "bidding" || view.bidding?.stage !== "claim" || !msg.legal.length) return null;
  const from = (view.bidding.calls || []).findLast((x) => isSunBid(x.call) && x.seat !== msg.seat);
  if (!from) return null;
  // (an Ashkal is a Sun its caller's partner plays: "bid Sun" named a call not made)
  if (from.call === "ashkal") return t("b_claimWhyAshkal", { who: name(from.seat), partner: name(from.seat ^ 2) });
  return t("b_claimWhy", { who: name(from.seat) });
}

const RUN_ORDER = "789TJQKA";

/** A project's cards as said at the seat: a run of one suit as its ends, "8–J♦" (a Hundred's
 * five cards did not fit a phone's seat), else the cards in rank order. */
function saidCards(cards) {
  const sorted = [...cards].sort((a, b) => RUN_ORDER.indexOf(a[0]) - RUN_ORDER.indexOf(b[0]));
  const oneSuit = sorted.every((c) => c[1] === sorted[0][1]);
  const run = oneSuit && sorted.every((c, i) => i === 0 || RUN_ORDER.indexOf(c[0]) === RUN_ORDER.indexOf(sorted[i - 1][0]) + 1);
  if (run && sorted.length > 2) {
    const rank = (c) => cardText(c).slice(0, -1);
    return `${rank(sorted[0])}–${cardText(sorted.at(-1))}`;
  }
  return sorted.map(cardText).join(" ");
}

/** What a seat announces during play, shown at its seat as the apps do: Akka with the trick it
 * leads, its projects through the first trick (by name) and the second (their cards, once
 * they score), Baloot in the trick it was announced. */
function playCalls(view, seat) {
  const said = [];
  const trickNo = (view.tricks?.length || 0) + 1;
  if (view.trick?.akka && view.trick.leader === seat && view.trick.cards.length) said.push(term("akka"));
  if (trickNo <= 2) {
    for (const p of view.projects || []) {
      if (p.seat !== seat || p.scored === false) continue;
      const cards = trickNo === 2 && p.cards ? saidCards(p.cards) : null;
      said.push(
        <>
          {term(PROJECT_TERM[p.kind] || p.kind)}
          {cards && (
            <>
              {" "}
              {/* left to right whatever the page's direction, on one line: wrapped in a
                  right-to-left page a Fifty read "9♦ 8♦ / J♦ 10♦", backwards and split */}
              <bdi dir="ltr" class="said-cards" title={p.cards.map(cardText).join(" ")}>
                {cards}
              </bdi>
            </>
          )}
        </>,
      );
    }
  }
  if (view.baloot?.seat === seat && view.baloot.trick === trickNo) said.push(term("balootProject"));
  return said;
}

/** The seat's last call, shown only while calls are being made: ``{text, earlier}``, where
 * ``earlier`` marks a second round's seat that has not called yet, its first round's call
 * drawn faded (with only this round's calls, two of three seats that had passed showed
 * nothing, as if they had not been asked; drawn as new, old calls could not be told from new).
 * null: nothing called. */
function lastCall(view, seat) {
  if (view.phase !== "bidding" && view.phase !== "doubling") return null;
  const round = view.bidding?.round;
  const mine = (view.bidding?.calls || []).filter((c) => c.seat === seat);
  const now = view.phase === "bidding" ? mine.filter((c) => c.round === round) : mine;
  const levels = levelsBefore(view.doubling?.calls);
  const dbl = (view.doubling?.calls || []).map((c, i) => ({ ...c, level: levels[i] })).filter((c) => c.seat === seat);
  const earlier = !dbl.length && !now.length && view.phase === "bidding" && mine.length > 0;
  const last = (dbl.length ? dbl : now.length ? now : mine).at(-1);
  if (!last) return null;
  return { text: moveLabel(last.call, dbl.length ? "doubling" : last.stage, view.ground, { said: true, level: last.level }), earlier };
}

function SeatBox({ view, msg, seat, where, children }) {
  const pos = Object.entries(view.positions || {}).find(([, s]) => s === seat)?.[0];
  const me = msg.seat;
  const role =
    me === null ? t("teamN", { n: (seat % 2) + 1 }) : seat === me ? "" : seat % 2 === me % 2 ? t("partner") : t("opponent");
  // the seat's last call while calls are made: the others' as a bubble under their names,
  // yours as a chip in your name's bar (a bubble there lay over the top of your buttons; left
  // out while they were up, your own calls never showed on your seat)
  const call = lastCall(view, seat);
  const ownCall = seat === me && !!call;
  // the contract on its buyer's seat through the hand, as the apps show it: "Hokum ♠ · Double"
  // (after the calls it was only in the log and the contract's box)
  const c = view.contract;
  const level = view.doubling?.level || 1;
  const badge =
    c && c.buyer === seat && (view.phase === "playing" || (view.phase === "doubling" && !call))
      ? `${contractWords(c)}${level > 1 ? ` · ${levelWords(level)}${view.doubling.closed ? ` (${t("closed")})` : ""}` : ""}`
      : null;
  // (over the seat's corner: the board never moves; your own too, as the table hears it)
  const said = view.phase === "playing" ? playCalls(view, seat) : [];
  return (
    <div
      class={`b-seat ${where} team-${seat % 2} ${msg.to_act.includes(seat) ? "acting" : ""}`}
      data-seat={seat}
      role="group"
      aria-label={`${seatName(msg.seats, seat, me)}${role ? `, ${role}` : ""}`}
    >
      <div class="name">
        <SeatName name={seatName(msg.seats, seat)} />
        {seat === me && <small class="seat-mark">({t("you")})</small>}
        {/* the "·" before the role is drawn by table.css, and left out where a narrow side seat
            puts each mark on a line of its own; the dealer is a chip, which needs none */}
        {role && <small class="role seat-mark sep">{role}</small>}
        {/* the order of play by a mark on the seat that plays first, not "P1"–"P4"; in play
            on the seat that leads the trick under way (kept on the hand's first leader, it
            read as "leads now" three tricks on) */}
        {/* (none once the game is over: nobody plays first any more) */}
        {view.phase !== "over" && (view.phase === "playing" ? view.trick?.leader === seat : pos === "P1") && (
          <small class="pos seat-mark" data-testid="plays-first" title={t(view.phase === "playing" ? "leadsTrick" : "playsFirst")}>
            <span aria-hidden="true">↺ </span>
            {t(view.phase === "playing" ? "leadsTrick" : "playsFirst")}
          </small>
        )}
        {view.dealer === seat && <small class="dealer seat-mark">{t("dealer")}</small>}
        {badge && (
          <small class="contract-chip seat-mark" data-testid={`contract-badge-${seat}`} title={`${t("buyer")}: ${badge}`}>
            {badge}
          </small>
        )}
        {ownCall && (
          <small
            class={`calls own seat-mark ${call.earlier ? "earlier" : ""}`}
            data-testid={`call-${seat}`}
            data-earlier={call.earlier ? "1" : undefined}
            title={call.earlier ? t("b_firstRound") : undefined}
          >
            {call.earlier && <span class="sr">{t("b_firstRound")}: </span>}
            {call.text}
          </small>
        )}
      </div>
      <SeatClock clock={msg.clock} seat={seat} name={seatName(msg.seats, seat)} />
      {call && !ownCall && (
        <div class={`calls ${call.earlier ? "earlier" : ""}`} data-testid={`call-${seat}`} data-earlier={call.earlier ? "1" : undefined} title={call.earlier ? t("b_firstRound") : undefined}>
          {call.earlier && <span class="sr">{t("b_firstRound")}: </span>}
          {call.text}
        </div>
      )}
      {said.length > 0 && (
        <div class="calls in-play" data-testid={`said-${seat}`} role="status" dir={pageDir()}>
          {said.map((x, i) => (
            <>
              {i > 0 && " · "}
              {x}
            </>
          ))}
        </div>
      )}
      {children}
    </div>
  );
}

/** A seat's cards face down (``held``: a deal not shown yet, its place kept). */
function Backs({ n, held }) {
  return (
    <div class={`b-hand fan ${held ? "held" : ""}`} role="img" aria-label={t("cardsLeft", { n })}>
      {Array.from({ length: n }, () => (
        <PlayingCard back small />
      ))}
      <span class="count" aria-hidden="true">
        {n}
      </span>
    </div>
  );
}

/** The score sheet's rows, hands that everyone passed in a row folded into one ("2–4, passed
 * out ×3": three rows of nothing read as a dead game); each row with ``hands``, its count. */
function foldRedeals(sheet) {
  const rows = [];
  for (const h of sheet) {
    const last = rows[rows.length - 1];
    if (!h.contract && last && !last.contract && last.hand + last.hands === h.hand) {
      last.hands += 1;
      last.points = [0, 1].map((k) => (last.points?.[k] ?? 0) + (h.points?.[k] ?? 0));
    } else rows.push({ ...h, hands: 1 });
  }
  return rows;
}

function ScoreSheet({ view, msg }) {
  const me = teamOf(msg);
  return (
    <div class="sheet" data-testid="score-sheet">
      <b>{term("scoreSheet")}</b>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("contractCol")}</th>
            <th scope="col">{t("outcomeCol")}</th>
            <th scope="col" class={`team-${me}`}>
              {term("us")}
            </th>
            <th scope="col" class={`team-${1 - me}`}>
              {term("them")}
            </th>
          </tr>
        </thead>
        <tbody>
          {foldRedeals(view.score_sheet || []).map((h) => (
            /* a deal everyone passed is a note under the hand dealt again, no hand of its own
               (numbered, a game of 8 hands counted 10) */
            <tr data-hands={h.hands} class={h.contract ? undefined : "redeal muted"}>
              <td>{h.contract ? playedHandNo(view.score_sheet, h.hand) : ""}</td>
              <td>
                {h.contract ? contractWords(h.contract) : t("b_redealNote", { n: h.hands })}
                {/* whose contract ("made" alone did not say whether it was ours) */}
                {h.contract && typeof h.buyer === "number" && (
                  <>
                    {" "}
                    <span class={`team-tag team-${h.buyer % 2}`} data-testid="sheet-buyer">
                      {msg.seat === null ? t("teamN", { n: (h.buyer % 2) + 1 }) : h.buyer % 2 === me ? term("us") : term("them")}
                    </span>
                  </>
                )}
              </td>
              <td>
                {h.contract ? outcomeWords(h, msg.seat === null ? null : me) : ""}
                {h.level > 1 ? ` · ${levelWords(h.level)}` : ""}
              </td>
              {/* (a redeal scores nothing: no "0 0" beside its note) */}
              <td>{h.contract ? h.points?.[me] : ""}</td>
              <td>{h.contract ? h.points?.[1 - me] : ""}</td>
            </tr>
          ))}
          <tr>
            <th colspan="3" scope="row">
              Σ
            </th>
            <th>{view.totals?.[me]}</th>
            <th>{view.totals?.[1 - me]}</th>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function Projects({ view, msg }) {
  const list = view.projects || [];
  if (!list.length && !view.baloot) return null;
  return (
    <div class="projects" data-testid="projects">
      <b>{term("projects")}</b>
      <ul>
        {list.map((p) => (
          <li>
            {seatName(msg.seats, p.seat, msg.seat)}: {term(PROJECT_TERM[p.kind] || p.kind)}{" "}
            {p.cards && (
              <span class="muted" dir="ltr">
                {p.cards.map(cardText).join(" ")}
              </span>
            )}
            {p.scored === true ? " ✓" : p.scored === false ? " ✗" : ""}
          </li>
        ))}
        {view.baloot && (
          <li>
            {seatName(msg.seats, view.baloot.seat, msg.seat)}: {term("balootProject")}
          </li>
        )}
      </ul>
    </div>
  );
}

/** One team's part of the hand's points from its cards, in the engine's own figures
 * (``row.reckoning``, scoring.py): the other team's card points converted ("24 → 4"), the
 * rest of the hand's value ("26 − 4 = 22"), all of it, a doubled value, a Kaboot's. */
function cardsReckoned(row, team) {
  const r = row.reckoning;
  const part = r.teams[team];
  const other = r.teams[1 - team];
  switch (part.how) {
    case "converted":
      return t("b_rcConverted", { from: num(row.card_points?.[team] ?? 0), to: num(part.cards) });
    case "rest":
      return t("b_rcRest", { value: num(r.value), theirs: num(other.cards), points: num(part.cards) });
    case "whole":
      return t("b_rcWhole", { value: num(part.cards) });
    case "doubled":
      return t("b_rcTimes", { value: num(r.value), times: num(r.level), points: num(part.cards) });
    case "kaboot":
      return t("b_rcKaboot", { points: num(part.cards) });
    case "reverse-kaboot":
      return t("b_rcReverse", { points: num(part.cards) });
    default:
      return num(part.cards);
  }
}

/** One team's project points: its abnat from projects converted ("20 → 4") where its own
 * count; where one team takes every project (a failed buyer, a doubled hand) the sum it takes,
 * times the doubling's multiplier. */
function projectsReckoned(row, team, raw) {
  const r = row.reckoning;
  const part = r.teams[team];
  if (part.how === "doubled" && r.multiplier > 1 && part.projects) {
    return t("b_rcTimes", { value: num(part.projects / r.multiplier), times: num(r.multiplier), points: num(part.projects) });
  }
  if ((part.how === "converted" || part.how === "rest" || part.how.endsWith("kaboot")) && raw[team] > 0) {
    return t("b_rcConverted", { from: num(raw[team]), to: num(part.projects) });
  }
  return num(part.projects);
}

/** The hand's last trick, small, in the summary that covers the table on a phone (the trick
 * could not be checked while the numbers were up): each card with its seat's name, the
 * winner's starred. */
function SummaryTrick({ trick, name }) {
  return (
    <div class="summary-trick" data-testid="summary-trick" role="group" aria-label={t("b_lastTrickOf", { who: name(trick.winner) })}>
      <p>{t("b_lastTrickOf", { who: name(trick.winner) })}</p>
      <div class="summary-trick-cards" dir={pageDir()}>
        {trick.cards.map(([s, c]) => (
          <figure data-seat={s}>
            <PlayingCard card={c} small winner={trick.winner === s} label={`${name(s)}: ${cardSpoken(c)}`} />
            <figcaption>
              <SeatName name={name(s)} />
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** The end of a hand in numbers: each team's abnat (card points, projects, Baloot), how they
 * became points (the engine's reckoning: "Abnat → points"), the hand's and the match's points,
 * so that "Points this hand" can be checked from the lines above it; the hand's last trick on
 * request. A sheet over the board above your seat (table.css / reach.css): it never moves your
 * hand; the next deal waits behind it (``next``) until it has been read (SUMMARY_MIN_MS) or its
 * "Next hand" is pressed. */
function HandSummary({ row, msg, onClose, next, over, left, kept, onKeep, lastTrick, claim }) {
  const us = teamOf(msg);
  // the time it has left, as a bar that runs out (it went by itself unannounced, and a
  // reader looking at the table missed it): its end fixed once per hand; drawn by a timer,
  // not a CSS animation, which a page waiting for its animations to end would wait out
  const timed = useRef(null);
  if (timed.current?.hand !== row.hand) timed.current = { hand: row.hand, ms: left, until: Date.now() + left };
  const [, tick] = useState(0);
  const [trickShown, setTrickShown] = useState(false);
  const remaining = kept ? 0 : Math.max(0, timed.current.until - Date.now());
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const id = setTimeout(() => tick((k) => k + 1), 250);
    return () => clearTimeout(id);
  });
  const name = (s) => seatName(msg.seats, s, msg.seat);
  const teams = [us, 1 - us];
  const line = (label, values, cls) => (
    <tr class={cls}>
      <th scope="row">{label}</th>
      {values.map((v) => (
        <td>{v}</td>
      ))}
    </tr>
  );
  const cardPts = [0, 1].map((k) => row.card_points?.[k] ?? 0);
  const baloot = [0, 1].map((k) => row.baloot?.[k] ?? 0);
  // (projects and Baloot in abnat, so that they add up to the abnat row)
  const projectRaw = [0, 1].map((k) => (row.abnat?.[k] ?? 0) - cardPts[k] - 20 * baloot[k]);
  const anyProjects = projectRaw.some((v) => v > 0) || (row.reckoning?.teams || []).some((p) => p.projects > 0);
  const anyBaloot = baloot.some((v) => v > 0);
  const r = row.reckoning;
  const plain = r && r.teams.some((p) => p.how === "converted");
  const closeLabel = next ? t("nextHandGo") : over ? t("showResult") : t("close");
  return (
    <section
      class="hand-summary sheet-over"
      data-testid="hand-summary"
      data-kept={kept ? "1" : undefined}
      /* (a touch or a click on it keeps it until its button: six rows were a lot to read in
         its 8 s, and a tap on it did not stop its time running out) */
      onPointerDown={onKeep}
      aria-labelledby="hand-summary-title"
      dir={pageDir()}
    >
      <h2 id="hand-summary-title">
        {t(row.contract ? "handSummary" : "b_redealTitle", { n: playedHandNo(msg.view.score_sheet, row.hand) })}
      </h2>
      <p>{handResultWords(row, { viewer: msg.seat, name, sheet: msg.view.score_sheet })}</p>
      {claim?.hand === row.hand && <p data-testid="sawa-claimed">{sawaLine(claim.seat, row.hand, name).text}</p>}
      {row.contract && (
        <table>
          <thead>
            <tr>
              <th />
              {teams.map((k) => (
                <th scope="col" class={`team-${k}`}>
                  {k === us ? term("us") : term("them")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* the abnat from their parts; card points alone are the abnat, one line (the
                same number twice read as two figures) */}
            {anyProjects || anyBaloot ? (
              <>
                {line(t("cardPoints"), teams.map((k) => num(cardPts[k])))}
                {anyProjects && line(t("projectPoints"), teams.map((k) => num(projectRaw[k])))}
                {anyBaloot && line(t("balootPoints"), teams.map((k) => num(20 * baloot[k])))}
                {line(term("abnat"), teams.map((k) => num(row.abnat?.[k] ?? 0)), "sum")}
              </>
            ) : (
              line(t("b_rcAbnat"), teams.map((k) => num(row.abnat?.[k] ?? 0)))
            )}
            {r && (
              <>
                <tr class="reckoning-head">
                  <th scope="rowgroup" colSpan={3}>
                    {t("b_rcTitle")}
                  </th>
                </tr>
                {line(t("cardPoints"), teams.map((k) => <span data-testid={`reckon-cards-${k === us ? "us" : "them"}`}>{cardsReckoned(row, k)}</span>))}
                {anyProjects && line(t("projectPoints"), teams.map((k) => projectsReckoned(row, k, projectRaw)))}
                {anyBaloot && line(t("balootPoints"), teams.map((k) => num(r.teams[k].baloot)))}
              </>
            )}
            {line(t("handPoints"), teams.map((k) => <span data-testid={`hand-points-${k === us ? "us" : "them"}`}>{num(row.points?.[k] ?? 0)}</span>), "sum")}
            {line(t("matchPoints"), teams.map((k) => num(row.totals?.[k] ?? 0)))}
          </tbody>
        </table>
      )}
      {plain && (
        <p class="muted reckoning-rule" data-testid="reckoning-rule">
          {t("b_rcRule", { sun: String(row.contract).startsWith("hokum") ? "no" : "yes" })}
        </p>
      )}
      {lastTrick && trickShown && <SummaryTrick trick={lastTrick} name={name} />}
      {timed.current.ms > 0 && !kept && (
        <div class="read-left" aria-hidden="true" data-testid="read-left">
          <span style={{ width: `${(100 * remaining) / timed.current.ms}%` }} />
        </div>
      )}
      {/* (what the bar is and how to stop it: a tap kept the summary, and nothing said so) */}
      {onKeep && timed.current.ms > 0 && (
        <p class="read-left-note muted" data-testid="read-left-note">
          {kept ? t("b_summaryKept", { button: closeLabel }) : t("b_summaryKeep")}
        </p>
      )}
      <div class="summary-buttons">
        {/* (while the next deal waits behind it, its button deals it: "Next hand"; the game's
            last hand's brings the result, which waits behind it) */}
        <button type="button" class={next ? "primary" : ""} onClick={onClose} data-testid="hand-summary-close">
          {closeLabel}
        </button>
        {lastTrick && (
          <button type="button" aria-pressed={trickShown ? "true" : "false"} onClick={() => setTrickShown(!trickShown)} data-testid="summary-last-trick">
            {trickShown ? t("hideLastTrick") : t("lastTrick")}
          </button>
        )}
      </div>
    </section>
  );
}

/** The hand's settings: its sort order and raise-then-confirm (hand.js), remembered. */
function HandTools({ settings, trump }) {
  return (
    <div class="hand-tools sheet" data-testid="hand-tools">
      <label>
        {t("h_sort")}{" "}
        <select value={settings.sort} onChange={(e) => settings.setSort(e.currentTarget.value)} data-testid="hand-sort">
          {SORTS.map((s) => (
            <option value={s} disabled={s === "trumps" && !trump}>
              {t(`h_sort_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.raise} onChange={(e) => settings.setRaise(e.currentTarget.checked)} data-testid="raise-confirm" />
        {t("h_raise")}
      </label>
    </div>
  );
}

export default function BalootBoard({ msg, send, readOnly, hint, ready }) {
  const view = msg.view;
  const me = msg.seat ?? 0;
  const legal = readOnly ? [] : msg.legal;
  const cards = new Set(legal.filter(isCard));
  // projects the biggest first, and only the biggest lit
  const offered = callButtons(legal, (view.hand || []).length === 1);
  const akkaCards = new Set(offered.filter((m) => m.endsWith("+akka")).map((m) => m.slice(0, 2)));
  const bestProject = offered.find((m) => projectRank(m) > 0) ?? null;
  const stage = view.bidding?.stage;
  const rel = (k) => (me + k) % 4; // 1: right (next to play), 2: partner, 3: left
  const where = { [rel(0)]: "s", [rel(1)]: "e", [rel(2)]: "n", [rel(3)]: "w" };
  const trickCards = view.trick?.cards || [];
  const tricks = view.tricks || [];
  const previous = tricks.length ? tricks[tricks.length - 1] : null;
  const [review, setReview] = useState(false);
  const [summaryClosed, setSummaryClosed] = useState(null);
  const board = useRef(null);
  const felt = useRef(null); // the board itself: it ends at the window's foot (boardtop.js)
  useBoardTop(felt);
  const handRef = useRef(null);
  useFlip(board, msg.n);
  useEffect(() => setReview(false), [tricks.length, view.hand_no]);

  // a trick just won stays on the table a moment before the next one's first card covers it
  // (a bot leading at once showed it for half a second), unless that card is yours
  // (a pause begins when a trick of this hand is won: the count of its tricks grew)
  const holdLeft = usePause(`${view.hand_no}/${tricks.length}`, TRICK_HOLD_MS, (before) => {
    const [hand, count] = before.split("/");
    return hand === String(view.hand_no) && tricks.length > Number(count);
  });
  // (not while your card is due: the lead you must follow shows at once)
  const holding =
    !review && previous && trickCards.length > 0 && trickCards[0][0] !== msg.seat && holdLeft > 0 && cards.size === 0;

  // the hand's last trick: the view of the next hand has it no more (a newcomer never saw how
  // a hand ended), so it is put together from the view before and the last card, as the log
  // does, and held like any trick just won before the hand's summary comes
  // (kept through the next hand's first messages while it is held)
  const seen = useRef({ n: null, view: null, closing: null, claim: null });
  if (seen.current.n !== msg.n) {
    const found = closingTrick(view, seen.current.view, msg.last_move);
    const kept = seen.current.closing?.hand === view.hand_no ? seen.current.closing : null;
    // (a claim of the tricks left, Sawa, ends its hand with no last trick: who made it, kept
    // for the hand's summary)
    const claim = sawaClaim(view, seen.current.view, msg.last_move) || seen.current.claim || null;
    seen.current = { n: msg.n, view, closing: found ? { ...found.trick, hand: view.hand_no } : kept, claim };
  }
  const endLeft = usePause(view.hand_no, TRICK_HOLD_MS, () => !!seen.current.closing);
  const ending = !review && seen.current.closing && endLeft > 0 ? seen.current.closing : null;

  // the trick on the table: the one being played, else the one just won (collected to its winner)
  const justWon = ending || ((trickCards.length === 0 || holding) && previous && !review ? previous : null);
  const shown = review && previous ? previous.cards : justWon ? justWon.cards : trickCards;
  const shownWinner = review && previous ? previous.winner : justWon ? justWon.winner : null;
  const playing = cards.size > 0;
  // the hand as the player arranged it (hand.js): a sort order, or their own order for this hand
  const trump = view.contract?.type === "hokum" ? view.contract.trump : null;
  const settings = useHandSettings();
  const [own, setOwn] = useState({ hand: null, order: [] });
  const [raised, setRaised] = useState(null);
  const [why, setWhy] = useState(null);
  useEffect(() => {
    setRaised(null);
    setWhy(null);
  }, [msg.n]);
  const order = settings.sort === "trumps" && !trump ? "suit" : settings.sort;
  const myHand =
    msg.seat !== null ? sortCards(view.hand || [], order, { trump, own: own.hand === view.hand_no ? own.order : [] }) : null;
  const dragged = useDragOrder(handRef, myHand || [], (arranged) => {
    setOwn({ hand: view.hand_no, order: arranged });
    settings.setSort("own");
  });
  const led = trickCards[0]?.[1]?.[1] ?? null;
  const onCard = (c) => {
    if (dragged() || readOnly) return;
    if (!cards.has(c)) {
      setRaised(null);
      setWhy(whyNot(c, legal, { led, trump }));
      return;
    }
    setWhy(null);
    // raise-then-confirm: the first tap raises the card, a second on it plays it; a project
    // not yet declared raises it too, and says so (your first card ends your chance to declare
    // it: a newcomer lost a Sira by tapping a card twice as the raised card's line told them)
    // (your only playable card plays at once: raising it first asked a second tap for nothing)
    if (((settings.raise && cards.size > 1) || bestProject) && raised !== c) {
      setRaised(c);
      return;
    }
    // (its line goes with it: kept until the server's answer, it asked for a card played)
    setRaised(null);
    act(c);
  };

  // the hand just scored, in order: its last trick alone (held above: ``ending``), then its
  // summary over the board, then the next deal. Until the summary is read (SUMMARY_MIN_MS
  // from the hand's end, or its Close) the next hand's cards, ground card and bidding wait
  // behind it: shown at once, the new deal lay beside the last trick, a bid of yours due at
  // once could be made before the summary came, and the summary then covered the bidding.
  // The server's bots wait a little longer after a hand (the game's ``chapter_pause``), or
  // until the next deal shows here (``ready``, below).
  // (A hand everyone passed too, shorter: "everyone passed, the cards are dealt again".)
  const row = view.last_hand || null;
  // (a pause begins when a hand's summary comes)
  const readLeft = usePause(row?.hand ?? null, row?.contract ? SUMMARY_MIN_MS : PASSED_MS, () => !!row);
  // (a summary touched is kept until its button or your move)
  const [keptSummary, setKeptSummary] = useState(null);
  const reading = !!row && (readLeft > 0 || keptSummary === row.hand);
  const calling = tricks.length + trickCards.length === 0;
  // (a replay steps at the viewer's pace: the summary shows when its button asks for it; there
  // it came over the table at each "Next hand", doubling that button)
  const [askedSummary, setAskedSummary] = useState(null);
  const [sheetOpen, setSheetOpen] = useState(null);
  // (a game ended in sight: its last hand's summary is read, or its button pressed, before
  // the result comes over it; one opened already over shows its result at once, the summary
  // behind it)
  const live = useRef(false);
  if (view.phase !== "over") live.current = true;
  const showSummary = readOnly
    ? !!row && askedSummary === row.hand
    : row && !ending && summaryClosed !== row.hand && (view.phase === "over" ? !live.current || reading : calling && reading);
  // the next hand held back: while its last trick or the summary is on the table
  const between = !readOnly && !!row && calling && view.phase !== "over" && (!!ending || showSummary);
  // the next deal's contract, hidden behind a hand's end, keeps the height the hand's own had:
  // its ground card's box is taller, and pushed the last trick down under your seat
  // (its height noted as the layout comes, by an observer: read after every render it cost
  // the browser a layout each time)
  const contractWrap = useRef(null);
  const playedHeight = useRef(0);
  useEffect(() => {
    const wrap = contractWrap.current;
    if (!wrap || typeof ResizeObserver === "undefined") return undefined;
    const watcher = new ResizeObserver(() => {
      if (!wrap.classList.contains("held")) playedHeight.current = wrap.firstElementChild?.offsetHeight || 0;
    });
    watcher.observe(wrap);
    return () => watcher.disconnect();
  }, []);
  useLayoutEffect(() => {
    const box = contractWrap.current?.firstElementChild;
    if (!box) return;
    const height = between && playedHeight.current ? `${playedHeight.current}px` : "";
    if (box.style.height !== height) box.style.height = height;
  });
  // your Hokum stood and the rules leave you one way on: keep it (the ground card an Ace, it
  // may not switch to Sun). The page sends that move for you, once per hand, and says so (a
  // single "Keep Hokum" button asked a tap for nothing); the server still takes it from here
  const onlyKeep =
    !readOnly && !between && view.phase === "bidding" && stage === "keep" && legal.length === 1 && legal[0] === "hokum";
  const keptFor = useRef(null);
  const controls = between || onlyKeep ? [] : offered;
  // (the table's head names the hand on the table: the one ending while the next waits; the
  // game's last hand too, its last trick and summary before the result comes over them)
  const last = !readOnly && live.current && view.phase === "over" && !!row && (!!ending || showSummary);
  const heldHand = between || last ? row.hand : null;
  useEffect(() => {
    shownHand.value = heldHand;
    return () => {
      shownHand.value = null;
    };
  }, [heldHand]);
  useEffect(() => {
    drawnLast.value = row?.hand ?? null;
    return () => {
      drawnLast.value = null;
    };
  }, [row?.hand]);
  // the next deal shows (the summary read, "Next hand" pressed, a passed hand's line gone):
  // the server's bots need not wait out the rest of the hand's pause for this person
  const held = useRef(false);
  useEffect(() => {
    if (held.current && !heldHand) ready?.();
    held.current = !!heldHand;
  }, [heldHand]);
  // (its cards come in as dealt once they show: the table's deal marks them as it comes)
  const dealing = usePause(between, DEAL_MS, (before) => before === true);
  const act = (move) => {
    if (row) setSummaryClosed(row.hand); // your move: the summary has been read
    send(move);
  };
  useEffect(() => {
    if (!onlyKeep || keptFor.current === view.hand_no) return;
    keptFor.current = view.hand_no;
    act("hokum");
  }, [onlyKeep, view.hand_no]);
  // (said until the hand's first card: the contract's box then says it stands)
  const keptNote = !readOnly && keptFor.current === view.hand_no && calling && view.contract?.type === "hokum";
  const name = (s) => seatName(msg.seats, s, msg.seat);
  // the score sheet over the board on request, for the hand it was asked in (a new hand, or a
  // hand's summary coming, puts it away)
  const scored = (view.score_sheet || []).length > 0;
  const canOpenSheet = scored && !showSummary; // (a hand's summary holds the sheet's rows)
  const sheetShown = canOpenSheet && sheetOpen === view.hand_no;
  const claim = readOnly || why || raised ? null : claimWhy(view, msg, name);

  return (
    <div class="baloot" ref={board}>
      {!readOnly && <FirstGameGuide game="baloot" step={balootStep(msg)} seats={msg.practice ? null : 4} steady />}
      <div class="baloot-board" dir="ltr" ref={felt}>
        <SeatBox view={view} msg={msg} seat={rel(2)} where="north">
          <Backs n={view.hand_sizes[rel(2)]} held={between} />
        </SeatBox>
        <SeatBox view={view} msg={msg} seat={rel(3)} where="west">
          <Backs n={view.hand_sizes[rel(3)]} held={between} />
        </SeatBox>
        <SeatBox view={view} msg={msg} seat={rel(1)} where="east">
          <Backs n={view.hand_sizes[rel(1)]} held={between} />
        </SeatBox>
        <div class="center" dir="auto">
          {/* first: the top of the middle is never under your seat, which stays at the
              window's foot and grows when it has buttons (reach.css) */}
          <div class="center-top">
            <div class={`contract-wrap ${between ? "held" : ""}`} ref={contractWrap}>
              <Contract view={view} msg={msg} />
              {/* the score sheet and the last trick on a toolbar joined to the foot of the
                  contract's box, where the score is read (they floated over it, stray) */}
              {(previous || canOpenSheet || (readOnly && row && calling)) && (
                <div class="center-buttons contract-tools" role="toolbar" aria-label={term("scoreSheet")}>
                  {previous && (
                    <button type="button" class="small-button" aria-pressed={review} onClick={() => setReview(!review)} data-testid="last-trick">
                      {review ? t("hideLastTrick") : t("lastTrick")}
                    </button>
                  )}
                  {/* (the sheet itself lies under the board, out of sight while you play) */}
                  {canOpenSheet && (
                    <button
                      type="button"
                      class="small-button"
                      aria-pressed={sheetShown ? "true" : "false"}
                      onClick={() => setSheetOpen(sheetShown ? null : view.hand_no)}
                      data-testid="open-score-sheet"
                    >
                      {term("scoreSheet")}
                    </button>
                  )}
                  {readOnly && row && calling && (
                    <button
                      type="button"
                      class="small-button"
                      aria-pressed={showSummary ? "true" : "false"}
                      onClick={() => setAskedSummary(showSummary ? null : row.hand)}
                      data-testid="replay-summary"
                    >
                      {t("replaySummary", { n: playedHandNo(view.score_sheet, row.hand) })}
                    </button>
                  )}
                </div>
              )}
            </div>
          </div>
          <div
            class={`trick ${justWon ? `collect to-${where[justWon.winner]}` : ""} ${review ? "review" : ""}`}
            data-testid="trick"
            dir="ltr" /* its places are the table's (west on the left), never mirrored with the words */
            role="group"
            aria-label={
              shownWinner !== null
                ? `${review ? t("lastTrick") : t("trick")}: ${t("trickWinner", { who: name(shownWinner) })}`
                : t("trick")
            }
          >
            {shown.map(([s, c]) => (
              <span class={where[s]} data-seat={s}>
                <PlayingCard
                  card={c}
                  flip={review ? undefined : `c-${c}`}
                  from={`.b-seat[data-seat="${s}"] .name`}
                  winner={shownWinner === s}
                  label={`${name(s)}: ${cardSpoken(c)}`}
                />
              </span>
            ))}
          </div>
          {shownWinner !== null && (
            <div class="trick-note" data-testid="trick-winner">
              {review ? `${t("lastTrick")}: ` : ""}
              {t("trickWinner", { who: name(shownWinner) })}
            </div>
          )}
        </div>
        {/* while your bid is due, only its first lines, over the partner's row: the ground
            card you bid on stays in sight (the whole sheet is in the score sheet below) */}
        {sheetShown && (
          <section class="hand-summary sheet-over" data-testid="score-over" aria-label={term("scoreSheet")} dir={pageDir()}>
            <ScoreSheet view={view} msg={msg} />
            <button type="button" onClick={() => setSheetOpen(null)} data-testid="score-over-close">
              {t("close")}
            </button>
          </section>
        )}
        {showSummary && (
          <HandSummary
            row={row}
            msg={msg}
            claim={seen.current.claim}
            next={between}
            over={last}
            left={between || last ? readLeft : 0}
            kept={keptSummary === row.hand}
            onKeep={readOnly || !(between || last) ? undefined : () => setKeptSummary(row.hand)}
            onClose={() => (readOnly ? setAskedSummary(null) : setSummaryClosed(row.hand))}
            lastTrick={seen.current.closing?.hand === row.hand + 1 ? seen.current.closing : null}
          />
        )}
        <SeatBox view={view} msg={msg} seat={rel(0)} where="south">
          <div class="hand-dock">
            {controls.length > 0 && (
              <div class="b-controls" data-testid="controls" dir="auto">
                {controls.map((m) => (
                  <button
                    type="button"
                    class={`${m === "pass" || (projectRank(m) > 0 && m !== bestProject) ? "" : "primary"} ${hint === m ? "hinted" : ""}`}
                    data-move={m}
                    title={m === "ashkal" ? t("ashkalWhy") : undefined}
                    onClick={() => act(m)}
                  >
                    {moveLabel(m, view.phase === "doubling" ? "doubling" : stage, view.ground, { level: view.doubling?.level })}
                  </button>
                ))}
              </div>
            )}
            {(why || raised) && (
              <p class="hand-why" role="status" data-testid="hand-why" dir={pageDir()}>
                {why ||
                  (bestProject
                    ? t("h_raisedProject", { card: cardSpoken(raised), project: moveLabel(bestProject, stage, view.ground) })
                    : t("h_raised", { card: cardSpoken(raised) }))}
              </p>
            )}
            {keptNote && !why && !raised && (
              <p class="hand-why" role="status" data-testid="kept-for-you" dir={pageDir()}>
                {t("b_keptAuto")}
              </p>
            )}
            {claim && (
              <p class="hand-why" role="status" data-testid="claim-why" dir={pageDir()}>
                {claim}
              </p>
            )}
            {myHand ? (
              <div
                class={`b-hand ${between ? "held" : ""} ${dealing > 0 ? "dealing" : ""}`}
                data-testid="hand"
                role="group"
                aria-label={t("hand")}
                aria-hidden={between ? "true" : undefined}
                ref={handRef}
                title={t("h_drag")}
              >
                {myHand.map((c) => {
                  const can = cards.has(c);
                  return (
                    <PlayingCard
                      card={c}
                      inHand
                      flip={`c-${c}`}
                      playable={can}
                      dim={playing && !can}
                      hinted={hint === c || hint === `${c}+akka`}
                      raised={raised === c}
                      trump={c[1] === trump}
                      label={`${cardSpoken(c)}${c[1] === trump ? ` · ${t("trump")}` : ""}${playing && !can ? ` — ${t("unplayable")}` : ""}${akkaCards.has(c) ? ` · ${term("akka")}` : ""}`}
                      onClick={readOnly ? undefined : () => onCard(c)}
                      disabled={!can}
                    />
                  );
                })}
              </div>
            ) : (
              <Backs n={view.hand_sizes[rel(0)]} held={between} />
            )}
          </div>
        </SeatBox>
      </div>
      <div class="b-side">
        {myHand && !readOnly && <HandTools settings={settings} trump={trump} />}
        <ScoreSheet view={view} msg={msg} />
        <Projects view={view} msg={msg} />
      </div>
    </div>
  );
}
