// Balloon Cup: balloon cards as SVG, the four hop tiles with their cubes, trophies, claims.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { cardWords, cubeWords, describeMove, scoreWords, scoreWordsShort } from "../describe/balloon_cup.js";
import { listOf, pageDir, t } from "../i18n.js";
import { onActivateKey } from "../keys.js";
import { reducedMotion, useFlip } from "../motion.js";
import { seatName } from "../seats.js";
import { FirstGameGuide, balloonCupStep } from "../tutorial/guide.jsx";
import { useBoardTop } from "../boardtop.js";
import { RESULT_HOLD_MS, TROPHIES_TO_WIN } from "./balloon_cup_timing.js";

export const COLOURS = { red: "#d8433a", yellow: "#efbd22", green: "#3f9f4a", blue: "#3572c9", gray: "#8b9098" };
const ORDER = ["red", "yellow", "green", "blue", "gray"];
// how long a refusal's reason stays when no tap takes it away (long enough to read twice)
const WHY_MS = 4000;
// darker shades for text on the cream card face (contrast at least 4.5:1)
const INK = { red: "#b3261e", yellow: "#7a5a00", green: "#2a6e33", blue: "#245a9e", gray: "#55595f" };

const parseCard = (card) => {
  const m = /^([a-z]+)(\d+)$/.exec(card);
  return m ? { colour: m[1], value: Number(m[2]) } : { colour: "gray", value: 0 };
};

/** A balloon card: the balloon in its colour with its colour's letter (colour is never the
 * only signal), its value in the corners. ``swap``: chosen for an exchange, raised and tagged
 * in words (a thin outline alone was easy to miss). */
export function Balloon({ card, small, selected, playable, onClick, back, hinted, flip, from, label, just, drawn, dim, onPointerDown, swap }) {
  const w = small ? 38 : 58;
  const h = small ? 54 : 84;
  if (back) {
    return (
      <svg class="card back" width={w} height={h} viewBox="0 0 58 84" aria-hidden="true">
        <rect x="1" y="1" width="56" height="82" rx="6" fill="#29445e" stroke="#fff" stroke-width="2" />
        <ellipse cx="29" cy="36" rx="14" ry="16" fill="#6f8fb0" opacity="0.6" />
      </svg>
    );
  }
  const { colour, value } = parseCard(card);
  const fill = COLOURS[colour] || "#777";
  const ink = INK[colour] || fill;
  const cls = `card balloon ${selected || swap ? "selected" : ""} ${swap ? "swap" : ""} ${playable ? "playable" : ""} ${hinted ? "hinted" : ""} ${just ? "just-played" : ""} ${drawn ? "drawn" : ""} ${dim ? "dim" : ""}`;
  const edge = swap ? "#b3400b" : selected ? "#111" : drawn ? "#1f5fae" : "#bbb";
  return (
    <svg
      class={cls}
      width={w}
      height={h}
      viewBox="0 0 58 84"
      role={onClick ? "button" : "img"}
      aria-label={label || cardWords(card)}
      aria-pressed={onClick && !dim ? !!(selected || swap) : undefined}
      aria-disabled={dim ? "true" : undefined}
      data-card={card}
      data-flip={flip}
      data-from={from}
      tabindex={onClick ? 0 : undefined /* lower case: an SVG attribute keeps its case */}
      onClick={onClick}
      onKeyDown={onActivateKey(onClick)}
      onPointerDown={onPointerDown}
    >
      <rect x="1" y="1" width="56" height="82" rx="6" fill={swap ? "#fde6da" : "#fdfaf2"} stroke={edge} stroke-width={swap ? 4 : selected || drawn ? 3 : 1.5} stroke-dasharray={drawn && !selected && !swap ? "6 3" : undefined} />
      <path d="M29 12 C41 12 47 22 47 32 C47 44 37 52 31 56 L27 56 C21 52 11 44 11 32 C11 22 17 12 29 12 Z" fill={fill} />
      <path d="M20 24 C22 18 26 16 29 16" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.55" stroke-linecap="round" />
      <text x="29" y="40" font-size="15" font-weight="700" fill={colour === "yellow" ? "#3a2c00" : "#fff"} text-anchor="middle" font-family="sans-serif" aria-hidden="true">
        {t(`letter_${colour}`)}
      </text>
      <path d="M27 56 L24 64 M31 56 L34 64" stroke="#6b4a2a" stroke-width="1.3" />
      <rect x="23" y="64" width="12" height="8" rx="1.5" fill="#9a6b3c" />
      <text x="4" y="16" font-size="14" font-weight="700" fill={ink} font-family="sans-serif" aria-hidden="true">
        {value}
      </text>
      <text x="54" y="80" font-size="14" font-weight="700" fill={ink} text-anchor="end" font-family="sans-serif" aria-hidden="true">
        {value}
      </text>
      {swap && (
        // chosen for the exchange: a tag in words over the card's foot
        <g class="swap-tag" aria-hidden="true">
          <rect x="3" y="68" width="52" height="14" rx="3" fill="#b3400b" />
          <text x="29" y="79" font-size="10" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">
            {t("bc_swapTag")}
          </text>
        </g>
      )}
      {drawn && (
        // the card you just drew: a tag in words, not the outline's colour alone
        <g class="drawn-tag" aria-hidden="true">
          <rect x="22" y="2" width="34" height="13" rx="3" fill="#1f5fae" />
          <text x="39" y="12" font-size="9.5" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">
            {t("bc_new")}
          </text>
        </g>
      )}
    </svg>
  );
}

export function Cube({ colour, size = 14, flip, from }) {
  const letter = t(`letter_${colour}`);
  return (
    <svg class="cube" width={size} height={size} viewBox="0 0 14 14" role="img" aria-label={t(colour)} data-flip={flip} data-from={from}>
      <path d="M7 1 L13 4 L13 10 L7 13 L1 10 L1 4 Z" fill={COLOURS[colour]} stroke="#0004" />
      <path d="M7 1 L13 4 L7 7 L1 4 Z" fill="#fff5" />
      {size >= 14 ? (
        // the colour's whole letter, as on the cards: grey's first letter alone was green's ("G")
        // (the letter as big as the cube's front allows: at 6.5 of 14 it read ~6 px on a phone)
        <text x="7" y="12" font-size={letter.length > 1 ? 6 : 8} font-weight="700" text-anchor="middle" fill={colour === "yellow" ? "#3a2c00" : "#fff"} font-family="sans-serif" aria-hidden="true">
          {letter}
        </text>
      ) : (
        <path d="M7 7 L7 13" stroke="#0003" />
      )}
    </svg>
  );
}

function TileArt({ tile }) {
  const mountain = tile.side === "mountain";
  return (
    <svg class="tile-art" viewBox="0 0 120 70" role="img" aria-label={`${t("tile", { n: tile.number })}${t("commaSep")}${t(tile.side)}`}>
      <rect width="120" height="70" rx="8" fill={mountain ? "#c8d8ea" : "#d9efc4"} />
      {mountain ? (
        <>
          <path d="M0 70 L30 22 L50 48 L72 12 L120 70 Z" fill="#7b8797" />
          <path d="M72 12 L62 28 L70 26 L76 31 L81 20 Z" fill="#fff" />
          <path d="M30 22 L24 32 L31 30 L36 33 Z" fill="#fff" />
        </>
      ) : (
        <>
          <path d="M0 44 C30 36 70 50 120 40 L120 70 L0 70 Z" fill="#8cc269" />
          <path d="M0 56 C40 50 80 62 120 54 L120 70 L0 70 Z" fill="#6ea94f" />
        </>
      )}
      <circle cx="16" cy="16" r="11" fill="#fff" stroke="#333" />
      <text x="16" y="21" text-anchor="middle" font-size="14" font-weight="700" font-family="sans-serif">
        {tile.number}
      </text>
    </svg>
  );
}

/** Whose side a row is, short, for its label on the board: "you" or the other player's name. */
const rowWho = (side, msg) => (side === msg.seat ? t("bc_rowYou") : seatName(msg.seats, side, msg.seat));

/** One side of a tile: the cards placed there and its free places, labelled with whose side it
 * is (a card went on the bot's row by mistake when nothing said whose a row was); a target when
 * a card picked may go there. ``result``: the side as the tile was decided ({cards, sum, won}),
 * shown a moment before the new tile takes its place. */
function Row({ tile, side, target, onTap, hinted, msg, mover, fresh, result }) {
  const cards = result ? result.cards : tile.cards[side];
  const free = result ? {} : tile.free[side] || {};
  const sum = result ? result.sum : tile.sums[side];
  const slots = [];
  for (const colour of ORDER) for (let k = 0; k < (free[colour] || 0); k++) slots.push(colour);
  const mine = side === msg.seat;
  // (cut with an ellipsis where a long name does not fit: whole in its title)
  const who = `${result?.won ? "★ " : ""}${rowWho(side, msg)}`;
  const owner = mine ? t("yourSide") : t("sideOf", { name: seatName(msg.seats, side, msg.seat) });
  const label = `${t("tileSide", { tile: tile.number, side: owner })}: ${t("sum", { n: sum })}${
    slots.length ? `${t("commaSep")}${t("freePlaces", { list: listOf(slots.map((c) => t(c))) })}` : ""
  }`;
  return (
    <div
      class={`row side-${side} ${mine ? "mine" : "theirs"} ${target ? "target legal" : ""} ${hinted ? "hinted" : ""} ${result?.won ? "won" : ""}`}
      data-target={`${tile.number}:${side}`}
      role={target ? "button" : "group"}
      aria-label={label}
      tabIndex={target ? 0 : undefined}
      onClick={onTap}
      onKeyDown={onActivateKey(target ? onTap : undefined)}
    >
      {cards.map((c) => {
        const just = !result && fresh.has(`${c}@${tile.number}:${side}`);
        return (
          <Balloon
            card={c}
            small
            flip={result ? undefined : `card-${c}`}
            from={`.player-panel[data-player="${mover}"] b`}
            just={just}
            label={just ? `${cardWords(c)}${t("commaSep")}${t("bc_justPlayed")}` : undefined}
          />
        );
      })}
      {slots.map((colour) => (
        <span class="slot" style={{ borderColor: COLOURS[colour] }} aria-hidden="true">
          {t(`letter_${colour}`)}
        </span>
      ))}
      <span class="row-end" aria-hidden="true">
        <small class="row-who" data-testid="row-who" title={who}>
          {who}
        </small>
        <span class="sum">{sum}</span>
      </span>
    </div>
  );
}

/** The cubes a claim just paid for its trophy, from the latest move; [] when it was no claim. */
export function paidCubes(view, seat) {
  const last = (view.moves || [])[view.moves.length - 1];
  return last && last[0] === seat ? claimCubes(view, last[1]) : [];
}

/** The cubes a claim move pays ("claim blue +red": the trophy's need in blue, less one per
 * set, and three red per set); [] for any other move. */
export function claimCubes(view, move) {
  const m = /^claim (\w+)((?: \+\d*\w+)*)$/.exec(move);
  if (!m || !view.trophies[m[1]]) return [];
  const sets = m[2].trim().split(/\s+/).filter(Boolean).map((s) => /^\+(\d*)(\w+)$/.exec(s)).filter(Boolean);
  const paid = [];
  let own = view.trophies[m[1]].need;
  for (const [, k, colour] of sets) {
    const n = Number(k || 1);
    own -= n;
    for (let i = 0; i < 3 * n; i++) paid.push(colour);
  }
  for (let i = 0; i < own; i++) paid.unshift(m[1]);
  return paid;
}

/** The paid cubes travel from the player's cubes into the trophy and fade (motion.js; none
 * under reduced motion, see table.css): drawn over the trophy just claimed, one on another,
 * they land on it (drawn beside it, they covered the "1/3" count). */
function PaidCubes({ paid, seat, msg }) {
  if (!paid.length) return null;
  return (
    <span class="paid-cubes" aria-hidden="true" data-testid="paid-cubes">
      {paid.map((c, i) => (
        <Cube colour={c} flip={`paid-${msg.n}-${i}`} from={`[data-player="${seat}"] .cubes`} />
      ))}
    </span>
  );
}

/** A player's name, cubes and trophies: the trophies won as "n/3" (how far to the win; the
 * trophy's cost "4" beside it was read as a count), the opponent's hand backs on top. */
function PlayerPanel({ view, seat, msg, top }) {
  const p = view.players[seat];
  const shown = view.hands[seat];
  const isMe = seat === msg.seat;
  const won = (view.last_events || []).find((e) => e.type === "score" && e.winner === seat);
  const wonColours = new Set(won ? won.cubes : []);
  const paid = paidCubes(view, seat);
  const claimed = paid.length ? /^claim (\w+)/.exec(view.moves[view.moves.length - 1][1])[1] : null;
  return (
    <div class={`player-panel ${msg.to_act.includes(seat) ? "acting" : ""}`} data-player={seat}>
      {/* (your own name without "(you)": the panel above your hand is yours, and the words cut
          a guest's name to "Guest 1423 (yo…" beside four colours of cubes) */}
      {/* (its title the words shown, whole where they are cut: a title with "(you)" besides
          read as other words than the panel's) */}
      <b title={seatName(msg.seats, seat, isMe ? undefined : msg.seat)}>{seatName(msg.seats, seat, isMe ? undefined : msg.seat)}</b>
      <span class="cubes" role="group" aria-label={t("cubes")}>
        {ORDER.filter((c) => p.cubes[c]).map((c) => (
          <span class="cube-count" aria-label={t("cubeCount", { n: p.cubes[c], colour: t(c), c })}>
            <Cube
              colour={c}
              flip={wonColours.has(c) ? `won-${msg.n}-${c}` : undefined}
              from={wonColours.has(c) ? `[data-tile="${won.tile}"] .tile-art` : undefined}
            />{" "}
            <span aria-hidden="true">{p.cubes[c]}</span>
          </span>
        ))}
      </span>
      <span class="won" role="group" aria-label={t("bc_trophyCount", { won: p.trophies.length, n: TROPHIES_TO_WIN })} data-testid="trophy-count">
        {p.trophies.map((c) => (
          <Trophy colour={c} need={view.trophies[c].need} ownerName={seatName(msg.seats, seat, msg.seat)} inPanel owned flip={`trophy-${c}`} from={`.trophy-row [data-trophy="${c}"]`}>
            {c === claimed && <PaidCubes paid={paid} seat={seat} msg={msg} />}
          </Trophy>
        ))}
        <b class="trophy-count" aria-hidden="true">
          {p.trophies.length}/{TROPHIES_TO_WIN}
        </b>
      </span>
      {top && !isMe && (
        <span class="opp-hand" aria-label={t("cardsLeft", { n: view.hand_sizes[seat] })} role="img">
          {shown
            ? shown.map((c) => <Balloon card={c} small />)
            : Array.from({ length: view.hand_sizes[seat] }, () => <Balloon back small />)}
        </span>
      )}
    </div>
  );
}

/** A trophy: its colour and letter, its cost in cubes of its colour (a cube and "×4", so it
 * reads as a price), once won its owner's name; in a player's panel (``inPanel``) the trophy
 * alone (the cost beside it there was read as a count). */
function Trophy({ colour, need, owned, ownerName, flip, from, inPanel, onTell, children }) {
  const label = ownerName
    ? t("trophyOf", { colour: t(colour), c: colour, need, owner: ownerName })
    : t("trophyFree", { colour: t(colour), c: colour, need });
  // (a tap says it in words above your hand: a touch screen shows no title, and "🏆×7" alone
  // said nothing of what it was)
  return (
    <span
      class={`trophy ${owned ? "owned" : ""}`}
      role="img"
      aria-label={label}
      title={label}
      data-trophy={colour}
      data-flip={flip}
      data-from={from}
      onClick={onTell ? () => onTell(label) : undefined}
    >
      <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true">
        <path d="M4 2 H18 V8 C18 13 14 16 11 16 C8 16 4 13 4 8 Z" fill={COLOURS[colour]} stroke="#0005" />
        <text x="11" y="11.5" font-size="7" font-weight="700" text-anchor="middle" fill={colour === "yellow" ? "#3a2c00" : "#fff"} font-family="sans-serif">
          {t(`letter_${colour}`)}
        </text>
        <path d="M9 16 H13 V20 H16 V24 H6 V20 H9 Z" fill="#b08d3a" />
      </svg>
      {!inPanel && (
        <span class="cost" aria-hidden="true">
          <Cube colour={colour} size={10} />×{need}
        </span>
      )}
      {ownerName && !inPanel && (
        <small class="owner" aria-hidden="true">
          {ownerName}
        </small>
      )}
      {children}
    </span>
  );
}

/** The news above your hand, in a place of its own that keeps one height (the hand moved
 * 36-90 px as a result line came and went): what happened since your own latest move, oldest
 * first, each whole (a clamp cut the cube you won, and the reason of a hint), then the hint
 * asked for; a long story scrolls inside it, showing its newest lines. Why a tap did nothing
 * lies over its foot, just above your own panel (it covered your cubes and trophies). */
/** Marks a news box that scrolls ("more": its fade) and puts it in the tab order then, so that
 * a story that scrolls is reached by the keyboard too (a short window, a phone held sideways,
 * leaves the news a line or two). */
function markScrolling(el) {
  const more = el.scrollHeight > el.clientHeight + 1;
  el.classList.toggle("more", more);
  el.tabIndex = more ? 0 : -1;
}

function News({ news, msg, hintSaid, why }) {
  const box = useRef(null);
  const said = news.map((n) => n.key).join(",") + (hintSaid || "");
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    markScrolling(el);
  }, [said]);
  // (and again whenever the box's own size changes: the window's, the guide's coming and going)
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return undefined;
    const watcher = new ResizeObserver(() => markScrolling(el));
    watcher.observe(el);
    return () => watcher.disconnect();
  }, []);
  return (
    <div class="bc-news-slot">
      <div class="bc-news" ref={box} data-testid="news" role="region" aria-label={t("bc_news")}>
        {news.map((n) =>
          n.ev ? (
            <LastScore ev={n.ev} msg={msg} />
          ) : (
            <p class={`other-move ${n.kind}`} data-testid={{ show: "shown-hand", claim: "own-claim", exchange: "own-exchange" }[n.kind] || "other-move"}>
              {n.text}
            </p>
          ),
        )}
        {hintSaid && (
          <p class="bc-hint" data-testid="bc-hint" role="status">
            <b>★ {t("hint")}:</b> {hintSaid}
          </p>
        )}
      </div>
      {why && (
        <p class="hand-why" role="status" data-testid="hand-why" dir={pageDir()}>
          {why}
        </p>
      )}
    </div>
  );
}

/** A tile decided since the viewer's own last turn, in words above your hand, the winner
 * first (both totals, the tile's rule, who takes what; a tie says the last card wins it). Gone
 * at the viewer's own next turn: then it is old news (one stayed for ten moves), and the game
 * log keeps it. Where the one who placed the last card lost the tile, it says that they play
 * next (the loser of a tile plays next: twice in a row read as a bot that skipped its turn);
 * not once the game is over (a last tile's claim ends it: "your turn again" stood under the
 * result). */
function LastScore({ ev, msg }) {
  const name = (s) => seatName(msg.seats, s, msg.seat);
  const loser = 1 - ev.winner;
  const again = ev.placer === loser && !msg.over
    ? loser === msg.seat
      ? t("bc_againYou", { tile: ev.tile })
      : t("bc_againThem", { tile: ev.tile, who: name(loser) })
    : null;
  return (
    <p class="last-score" data-testid="last-score" data-tile={ev.tile}>
      <span class="long">{scoreWords(ev, name)}</span>
      <span class="short" aria-hidden="true">
        {scoreWordsShort(ev, name)}
      </span>
      {again && (
        <span class="again" data-testid="plays-again">
          {again}
        </span>
      )}
    </p>
  );
}

/** What the other player did since your own latest move (a bot answers in a moment, and its
 * card was one among many, still flying as your turn came): their moves in words, and a hand
 * they had to show when no card of it fitted (public: it was only in the closed log), each
 * with ``at``, its place among the moves. [] for a spectator (the log is theirs). */
export function othersNews(view, msg) {
  if (msg.seat === null || msg.seat === undefined) return [];
  const moves = view.moves || [];
  let from = moves.length;
  while (from > 0 && moves[from - 1][0] !== msg.seat) from -= 1;
  const name = (s) => seatName(msg.seats, s, msg.seat);
  const out = [];
  for (let i = from; i < moves.length; i++) {
    const [seat, move] = moves[i];
    out.push({ at: i + 0.5, key: `m${i}`, kind: "move", text: describeMove(move, { seat, viewer: msg.seat, name }) });
  }
  for (const ev of view.events || []) {
    if (ev.type === "show" && ev.seat !== msg.seat && ev.after_move >= from) {
      // (the hand is shown before the exchange it leads to)
      out.push({ at: ev.after_move + 0.25, key: `show${ev.after_move}`, kind: "show", text: t("shows", { who: name(ev.seat), cards: listOf((ev.cards || []).map(cardWords)) }) });
    }
  }
  return out;
}

/** Your own claims since your latest placement or exchange, as news: a claim the page made for
 * you (``forced``: the move indices it sent, a lone compulsory claim) says so, as the rules
 * leave you no choice there (every card greyed out until a button was pressed, a trap). */
export function ownClaimsNews(view, msg, forced) {
  if (msg.seat === null || msg.seat === undefined) return [];
  const moves = view.moves || [];
  const out = [];
  for (let i = moves.length - 1; i >= 0; i--) {
    const [seat, move] = moves[i];
    if (seat !== msg.seat) continue;
    const claim = /^claim (\w+)/.exec(move);
    if (!claim) {
      if (move !== "stop") break;
      continue;
    }
    const colour = claim[1];
    // what was paid: a 3-for-1 claim pays other colours too (it said "for 6 yellow" of 5
    // yellow and 3 blue)
    const paid = claimCubes(view, move);
    const trade = paid.some((c) => c !== colour) ? "yes" : "no";
    const key = forced.has(i) ? "bc_claimedForYou" : "bc_claimedYou";
    out.push({ at: i + 0.5, key: `c${i}`, kind: "claim", text: t(key, { colour: t(colour), c: colour, cubes: cubeWords(paid), trade }) });
  }
  return out;
}

/** Your own exchange as news while it is the latest move: what you exchanged and drew, and
 * that you play now (the news was blank after «بدّل 4 أوراق», the same turn going on) or that
 * none fits and your turn passed. [] otherwise. */
export function ownExchangeNews(view, msg) {
  const moves = view.moves || [];
  const at = moves.length - 1;
  if (msg.seat === null || msg.seat === undefined || at < 0 || moves[at][0] !== msg.seat) return [];
  const n = moves[at][1].startsWith("discard") ? moves[at][1].split(/\s+/).length - 1 : 0;
  if (!n) return [];
  const fits = (msg.to_act || []).includes(msg.seat) ? "yes" : "no";
  return [{ at: at + 0.5, key: `x${at}`, kind: "exchange", text: t("bc_exchangedYou", { n, fits }) }];
}

/** The scorings still news, oldest first: each until the viewer has taken a turn (placed or
 * exchanged) after it; a spectator's, until both players have. */
export function freshScores(view, seat) {
  const isNews = (ev) => {
    const turns = (view.moves || []).slice(ev.after_move).filter(([, m]) => !m.startsWith("claim") && m !== "stop");
    if (seat === null || seat === undefined) return turns.length < 2;
    return !turns.some(([s]) => s === seat);
  };
  const scores = (view.events || []).filter((ev) => ev.type === "score");
  // (a view without its events still has its latest scoring)
  if (!scores.length && view.last_score) scores.push(view.last_score);
  return scores.filter(isNews);
}

/** The tile just decided, held RESULT_HOLD_MS on the board with its cards, totals and winner
 * (the page showed the flipped tile with its new cubes within 0.1 s); null when none is held.
 * Not on the first drawing (a page opened on it), in a replay (its steps are the reader's),
 * nor under reduced motion (the words say it). It ends at once when a later move lands on that
 * tile (the card played there was not seen) and when ``end()`` is called: the person acted (a
 * hint and the news spoke of the new tile while the old one's result still stood there).
 * Returns ``[ev or null, end]``. */
function useHeldScore(view, off) {
  const ev = (view.last_events || []).find((e) => e.type === "score") || null;
  const key = ev ? `${ev.after_move}:${ev.tile}` : null;
  const held = useRef(null);
  const [, redraw] = useState(0);
  if (held.current === null) held.current = { key, ev: null, until: 0 };
  else if (key !== null && key !== held.current.key) {
    held.current = { key, ev, until: off || reducedMotion() ? 0 : Date.now() + RESULT_HOLD_MS };
  }
  const shown = held.current.ev;
  if (shown && held.current.until && (view.moves || []).slice(shown.after_move).some(([, m]) => m.includes(`@${shown.tile}:`))) {
    held.current.until = 0;
  }
  const left = held.current.until - Date.now();
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => redraw((k) => k + 1), left + 20);
    return () => clearTimeout(id);
  }, [held.current.until]);
  const end = () => {
    if (held.current.until <= Date.now()) return;
    held.current.until = 0;
    redraw((k) => k + 1);
  };
  return [left > 0 ? shown : null, end];
}

/** The trophies claimed by the latest message's moves (either player's), held RESULT_HOLD_MS
 * as a moment of their own over the board (a trophy, the game's big moment, came as one grey
 * line of the news): [[seat, colour], ...], [] when none is shown. Not on the first drawing
 * nor in a replay; ``end()`` puts it away at once (the person acted: it never holds up a
 * decision). Under reduced motion it is shown without its pop (table.css). */
function useTrophyMoment(view, off) {
  const moves = view.moves || [];
  const seen = useRef(null);
  const shown = useRef({ claims: [], until: 0 });
  const [, redraw] = useState(0);
  if (seen.current !== null && moves.length > seen.current && !off) {
    const claims = moves.slice(seen.current).filter(([, m]) => m.startsWith("claim ")).map(([s, m]) => [s, m.split(" ")[1]]);
    if (claims.length) shown.current = { claims, until: Date.now() + RESULT_HOLD_MS };
  }
  seen.current = moves.length;
  const left = shown.current.until - Date.now();
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => redraw((k) => k + 1), left + 20);
    return () => clearTimeout(id);
  }, [shown.current.until]);
  const end = () => {
    if (shown.current.until <= Date.now()) return;
    shown.current.until = 0;
    redraw((k) => k + 1);
  };
  return [left > 0 ? shown.current.claims : [], end];
}

/** The cards you drew last (after a placement, one; after an exchange, those): the hand's cards
 * that the hand seen before lacked, kept until the hand changes again at your next move (a new
 * card took its sorted place among eight with no mark, and newcomers lost track of it). None
 * on the first drawing (a page opened mid-game knows no hand before). */
function useDrawnCards(hand) {
  const seen = useRef(null);
  const drawn = useRef(new Set());
  const now = hand ? hand.join(" ") : null;
  if (now !== seen.current) {
    const before = seen.current === null ? null : new Set(seen.current.split(" "));
    const added = before && hand ? hand.filter((c) => !before.has(c)) : [];
    // (a hand that only lost cards, the move just made, keeps no mark: the card drawn comes next)
    drawn.current = added.length ? new Set(added) : before && hand && hand.length < before.size ? new Set() : drawn.current;
    seen.current = now;
  }
  return drawn.current;
}

/** A card dragged with a mouse onto a lit row is played there (a drag had only selected the
 * board's text in blue); a touch keeps tap, then tap. ``onPick(card)`` when the drag begins
 * (the card's places light up), ``onDrop(card, place)`` over a row that takes it. Returns the
 * pointerdown handler and whether the click that ends a drag is to be ignored. */
function useCardDrag(onPick, onDrop) {
  const dragged = useRef(false);
  const start = (e, card) => {
    if (e.pointerType !== "mouse" || e.button !== 0) return;
    const el = e.currentTarget;
    const x0 = e.clientX;
    const y0 = e.clientY;
    let moving = false;
    const move = (ev) => {
      const dx = ev.clientX - x0;
      const dy = ev.clientY - y0;
      if (!moving && Math.hypot(dx, dy) < 6) return;
      if (!moving) {
        moving = true;
        onPick(card);
        el.classList.add("dragging");
      }
      el.style.transform = `translate(${dx}px, ${dy}px)`;
    };
    const up = (ev) => {
      removeEventListener("pointermove", move);
      removeEventListener("pointerup", up);
      if (!moving) return;
      el.style.transform = "";
      el.classList.remove("dragging");
      dragged.current = true;
      setTimeout(() => (dragged.current = false), 0);
      const row = document.elementFromPoint(ev.clientX, ev.clientY)?.closest(".row");
      if (row) onDrop(card, row.dataset.target);
    };
    addEventListener("pointermove", move);
    addEventListener("pointerup", up);
  };
  return { start, dragged };
}

export default function BalloonCupBoard({ msg, send, readOnly, hint, hintSaid }) {
  const view = msg.view;
  const me = msg.seat ?? 0;
  const opp = 1 - me;
  const legal = readOnly ? [] : msg.legal;
  const [selected, setSelected] = useState(null);
  const [discards, setDiscards] = useState([]);
  // why a tap did nothing, in words (a card no tile takes, a row before a card, a fifth card)
  const [why, setWhy] = useState(null);
  const board = useRef(null);
  useBoardTop(board); // (the board ends at the window's foot)
  useFlip(board, msg.n);
  useEffect(() => {
    setSelected(null);
    setDiscards([]);
    setWhy(null);
  }, [msg.n]);
  const [heldScore, endScore] = useHeldScore(view, readOnly);
  const [trophies, endTrophy] = useTrophyMoment(view, readOnly);
  const endHeld = () => {
    endScore();
    endTrophy();
  };
  // a hint asked for speaks of the board as it is now: the decided tile's result goes in the
  // very drawing that shows the hint (an effect alone left one frame, or more on a busy phone,
  // with both on the board), and for good once the effect has run
  const asked = !!(hint || hintSaid);
  const held = asked ? null : heldScore;
  const trophyMoment = asked ? [] : trophies;
  useEffect(() => {
    if (asked) endHeld();
  }, [hint, hintSaid]);
  const drawn = useDrawnCards(readOnly ? null : view.hand);
  // A lone compulsory claim (one legal move, a claim: no "stop" and no other trophy to order)
  // is no decision by the rules (docs/rules/balloon-cup.md, "Order"): the page takes it for
  // you, and the news says so (the cards greyed out until a button was pressed). ``forced``:
  // the indices in the moves of the claims sent so, for the news' words.
  const forced = useRef(new Set());
  const lone = !readOnly && !msg.over && msg.seat !== null && msg.legal.length === 1 && msg.legal[0].startsWith("claim") ? msg.legal[0] : null;
  useEffect(() => {
    if (!lone) return;
    const at = (view.moves || []).length;
    if (forced.current.has(at)) return;
    forced.current.add(at);
    send(lone);
  }, [lone, msg.n]);
  // the reason goes at the next tap anywhere, or by itself after WHY_MS (it stayed 15 s until
  // another tap); a tap that has its own reason sets it again on its click
  useEffect(() => {
    if (!why) return undefined;
    const gone = () => setWhy(null);
    addEventListener("pointerdown", gone, { capture: true, once: true });
    const timer = setTimeout(gone, WHY_MS);
    return () => {
      removeEventListener("pointerdown", gone, { capture: true });
      clearTimeout(timer);
    };
  }, [why]);

  const placements = {};
  for (const m of legal) {
    const r = /^(\w+?\d+)@(\d):(\d)$/.exec(m);
    if (r) (placements[r[1]] ||= []).push(`${r[2]}:${r[3]}`);
  }
  const stuck = view.phase === "stuck" && legal.some((m) => m.startsWith("discard"));
  // the most cards an exchange may take (4): a fifth is refused with the reason
  const maxDiscard = Math.max(0, ...legal.filter((m) => m.startsWith("discard")).map((m) => m.split(/\s+/).length - 1));
  const claims = legal.filter((m) => m.startsWith("claim") || m === "stop");
  const placing = Object.keys(placements).length > 0;
  const hand = view.hand || [];
  const moves = view.moves || [];
  const lastMover = moves.length ? moves[moves.length - 1][0] : opp;
  // the cards the other player placed since your own latest move (a spectator's: the latest
  // card placed), marked on the board: a bot answers in a moment, and its card was one among many
  const fresh = new Set();
  for (let i = moves.length - 1; i >= 0; i--) {
    const [seat, move] = moves[i];
    if (msg.seat !== null && seat === msg.seat) break;
    if (/^\w+?\d+@\d:\d$/.test(move)) {
      fresh.add(move);
      if (msg.seat === null) break;
    }
  }
  // (a card picked other than the hinted one puts the hint's marks away: the hinted card's
  // ring and its starred row beside the picked card's lit places left it unclear which was
  // picked)
  const hintMatch = hint ? /^(\w+?\d+)@(\d):(\d)$/.exec(hint) : null;
  const hintPlace = hintMatch && (!selected || selected === hintMatch[1]) ? hintMatch : null;
  const hintCards = hint?.startsWith("discard") ? hint.split(/\s+/).slice(1) : [];

  const discardMove = (() => {
    if (!stuck) return null;
    const want = [...discards].sort().join(" ");
    return legal.find((m) => m.startsWith("discard") && m.split(" ").slice(1).sort().join(" ") === want) || null;
  })();

  /** Why ``card`` may not be played now, in words. */
  const whyCard = (card) => {
    if (!legal.length) return t("h_notYourTurn");
    if (claims.length) return t("bc_whyClaim");
    const { colour } = parseCard(card);
    return t("bc_whyColour", { colour: t(colour), c: colour });
  };
  const pick = (card) => {
    endHeld();
    setSelected(card);
    setWhy(null);
  };
  const drag = useCardDrag(
    (card) => placements[card] && pick(card),
    (card, place) => {
      if ((placements[card] || []).includes(place)) send(`${card}@${place}`);
    },
  );
  const clickCard = (card) => {
    if (drag.dragged.current) return;
    endHeld();
    if (stuck) {
      if (discards.includes(card)) {
        setDiscards(discards.filter((c) => c !== card));
        setWhy(null);
      } else if (discards.length >= maxDiscard) {
        setWhy(t("bc_max", { n: maxDiscard }));
      } else {
        setDiscards([...discards, card]);
        setWhy(null);
      }
    } else if (placements[card]) {
      setSelected(selected === card ? null : card);
      setWhy(null);
    } else {
      setSelected(null);
      setWhy(whyCard(card));
    }
  };

  const targets = selected ? placements[selected] || [] : [];
  const heldTile = held ? held.tile : null;
  const tapRow = (tile, side) => {
    const place = `${tile.number}:${side}`;
    if (targets.includes(place) && tile.number !== heldTile) {
      send(`${selected}@${place}`);
    } else if (placing) {
      setWhy(selected ? t("bc_rowNot", { card: cardWords(selected) }) : t("bc_pickFirst"));
    }
  };
  const rowFor = (tile, side) => {
    const decided = held && held.tile === tile.number;
    return (
      <Row
        tile={tile}
        side={side}
        msg={msg}
        mover={lastMover}
        fresh={fresh}
        result={decided ? { cards: held.cards[side], sum: held.sums[side], won: held.winner === side } : null}
        target={!decided && targets.includes(`${tile.number}:${side}`)}
        hinted={!decided && !!hintPlace && hintPlace[2] === String(tile.number) && hintPlace[3] === String(side)}
        onTap={readOnly ? undefined : () => tapRow(tile, side)}
      />
    );
  };
  const name = (s) => seatName(msg.seats, s, msg.seat);
  // the news above your hand, oldest first: the tiles decided and the other player's moves
  // since your own latest move, then the hint asked for, whole
  const news = [
    ...freshScores(view, msg.seat).map((ev) => ({ at: ev.after_move, key: `s${ev.after_move}:${ev.tile}`, ev })),
    ...(readOnly ? [] : othersNews(view, msg)),
    ...(readOnly ? [] : ownClaimsNews(view, msg, forced.current)),
    ...(readOnly ? [] : ownExchangeNews(view, msg)),
  ].sort((a, b) => a.at - b.at);

  return (
    <div class="bc-board" ref={board}>
      {!readOnly && !msg.over && <FirstGameGuide game="balloon-cup" step={balloonCupStep(msg)} seats={msg.practice ? null : 2} />}
      <PlayerPanel view={view} seat={opp} msg={msg} top />
      <div class="tiles">
        {view.tiles.map((tile) => {
          const decided = held && held.tile === tile.number;
          const side = decided ? held.side : tile.side;
          return (
            <div class={`tile ${tile.present || decided ? "" : "removed"} ${decided ? "decided" : ""}`} data-tile={tile.number} data-testid={decided ? "decided-tile" : undefined}>
              {rowFor(tile, opp)}
              <div class="tile-middle">
                <TileArt tile={{ ...tile, side }} />
                <div class="tile-cubes" role="group" aria-label={t("cubes")}>
                  {decided
                    ? held.cubes.map((c) => <Cube colour={c} size={16} />)
                    : tile.present
                      ? tile.cubes.map((c) => <Cube colour={c} size={16} />)
                      : <em>{t("removed")}</em>}
                </div>
                {decided ? (
                  <span class="tile-side tile-result" data-testid="tile-result" role="status">
                    {/* who won (the ★ marks the winner's row, both totals are at the rows); a tie
                        says who wins one */}
                    {t(held.tie ? "bc_tileTie" : "bc_tileWins", { a: held.sums[0], who: rowWho(held.winner, msg), you: held.winner === msg.seat ? "yes" : "no" })}
                  </span>
                ) : (
                  <span class={`tile-side side-${side}`} data-testid="tile-rule">
                    {t(side)}
                    {/* which total wins here, in words: the picture alone did not say */}
                    <span class="tile-rule">{t(side === "mountain" ? "bc_highWins" : "bc_lowWins")}</span>
                  </span>
                )}
              </div>
              {rowFor(tile, me)}
            </div>
          );
        })}
      </div>
      <div class="bc-info">
        <span class="bc-counts">
          <span class="first-to" data-testid="first-to">
            {t("bc_firstTo", { n: TROPHIES_TO_WIN })}
          </span>
          <span class="trophy-row" role="group" aria-label={t("trophies")}>
            {ORDER.map((c) => {
              const owner = view.trophies[c].owner;
              return (
                <Trophy
                  colour={c}
                  need={view.trophies[c].need}
                  owned={owner !== null}
                  ownerName={owner !== null ? seatName(msg.seats, owner, msg.seat) : null}
                  onTell={setWhy}
                />
              );
            })}
          </span>
          <span>
            {t("supply")}: <b>{view.supply}</b>
          </span>
          <span>
            {t("discardPile")}: <b>{view.discard.length}</b>
          </span>
        </span>
      </div>
      {/* (not over the game-over window: the last trophy has that, and its confetti) */}
      {trophyMoment.length > 0 && !msg.over && (
        <div class="bc-trophy-moment" data-testid="trophy-moment" role="status">
          {trophyMoment.map(([seat, colour]) => (
            <p>
              <span aria-hidden="true">
                <Trophy colour={colour} need={view.trophies[colour].need} inPanel />
              </span>
              <span>
                {t("bc_trophyMoment", {
                  you: seat === msg.seat ? "yes" : "no",
                  who: seatName(msg.seats, seat, msg.seat),
                  colour: t(colour),
                  c: colour,
                  won: view.players[seat].trophies.length,
                  n: TROPHIES_TO_WIN,
                })}
              </span>
            </p>
          ))}
        </div>
      )}
      <News news={news} msg={msg} hintSaid={readOnly ? null : hintSaid} why={why} />
      <div class="hand-dock">
        <PlayerPanel view={view} seat={me} msg={msg} />
        <div class="hand-row">
          {msg.seat !== null && (
            <div class={`hand ${stuck ? "stuck" : ""}`} role="group" aria-label={t("hand")} data-testid="hand">
              {hand.map((c) => {
                const can = stuck || !!placements[c];
                return (
                  <Balloon
                    card={c}
                    flip={`card-${c}`}
                    selected={selected === c}
                    swap={discards.includes(c)}
                    playable={can}
                    hinted={(hintPlace && hintPlace[1] === c) || hintCards.includes(c)}
                    drawn={drawn.has(c)}
                    label={discards.includes(c) ? `${cardWords(c)}${t("commaSep")}${t("bc_swapTag")}` : drawn.has(c) ? `${cardWords(c)}${t("commaSep")}${t("bc_justDrawn")}` : undefined}
                    dim={legal.length > 0 && !can}
                    onClick={readOnly ? undefined : () => clickCard(c)}
                    onPointerDown={!readOnly && placements[c] ? (e) => drag.start(e, c) : undefined}
                  />
                );
              })}
            </div>
          )}
          {stuck && (
            <div class="actions" data-testid="stuck">
              <span class="prompt">{t("stuck", { n: maxDiscard })}</span>
              <button type="button" class={`primary ${hint?.startsWith("discard") ? "hinted" : ""}`} disabled={!discardMove} data-move={discardMove || ""} onClick={() => send(discardMove)}>
                {discards.length ? t("discard", { n: discards.length }) : t("keep")}
              </button>
            </div>
          )}
          {claims.length > 0 && (
            <div class="actions claims" data-testid="claims">
              {claims.map((m) => (
                <button type="button" class={`${m === "stop" ? "" : "primary"} ${hint === m ? "hinted" : ""}`} data-move={m} onClick={() => send(m)}>
                  {m === "stop" ? t("stopClaiming") : claimLabel(m)}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** A claim's button: the trophy's colour as a cube and the words the hint says ("Claim the blue
 * trophy"), each 3-for-1 set as "+3 ×" and a cube of its colour (named for screen readers). */
function claimLabel(move) {
  const [, colour, ...sets] = move.split(" ");
  return (
    <>
      <Cube colour={colour} /> {t("claim", { colour: t(colour), c: colour })}
      {sets.map((s) => {
        const [, k, c] = /^\+(\d*)(\w+)$/.exec(s) || [null, "", s];
        return (
          <span class="trade">
            {" "}+{3 * Number(k || 1)}×<Cube colour={c} />
          </span>
        );
      })}
    </>
  );
}
