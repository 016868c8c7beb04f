// Balloon Cup: balloon cards as SVG, the four hop tiles with their cubes, trophies, claims.
import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n.js";
import { seatName } from "../table.jsx";

export const COLOURS = { red: "#d8433a", yellow: "#efbd22", green: "#3f9f4a", blue: "#3572c9", gray: "#8b9098" };
const ORDER = ["red", "yellow", "green", "blue", "gray"];

const parseCard = (card) => {
  const m = /^([a-z]+)(\d+)$/.exec(card);
  return m ? { colour: m[1], value: Number(m[2]) } : { colour: "gray", value: 0 };
};

/** A balloon card: the balloon in its colour, its value in the corners. */
export function Balloon({ card, small, selected, playable, onClick, back }) {
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
  const cls = `card balloon ${selected ? "selected" : ""} ${playable ? "playable" : ""}`;
  return (
    <svg
      class={cls}
      width={w}
      height={h}
      viewBox="0 0 58 84"
      role={onClick ? "button" : "img"}
      aria-label={`${t(colour)} ${value}`}
      data-card={card}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick}
      onKeyDown={onClick ? (e) => (e.key === "Enter" || e.key === " ") && onClick() : undefined}
    >
      <rect x="1" y="1" width="56" height="82" rx="6" fill="#fdfaf2" stroke={selected ? "#111" : "#bbb"} stroke-width={selected ? 3 : 1.5} />
      <path d="M29 12 C41 12 47 22 47 32 C47 44 37 52 31 56 L27 56 C21 52 11 44 11 32 C11 22 17 12 29 12 Z" fill={fill} />
      <path d="M20 24 C22 18 26 16 29 16" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.55" stroke-linecap="round" />
      <path d="M27 56 L24 64 M31 56 L34 64" stroke="#6b4a2a" stroke-width="1.3" />
      <rect x="23" y="64" width="12" height="8" rx="1.5" fill="#9a6b3c" />
      <text x="6" y="16" font-size="13" font-weight="700" fill={fill} font-family="sans-serif">
        {value}
      </text>
      <text x="52" y="79" font-size="13" font-weight="700" fill={fill} text-anchor="end" font-family="sans-serif">
        {value}
      </text>
    </svg>
  );
}

export function Cube({ colour, size = 14 }) {
  return (
    <svg class="cube" width={size} height={size} viewBox="0 0 14 14" aria-label={t(colour)}>
      <path d="M7 1 L13 4 L13 10 L7 13 L1 10 L1 4 Z" fill={COLOURS[colour]} stroke="#0004" />
      <path d="M7 1 L13 4 L7 7 L1 4 Z" fill="#fff5" />
      <path d="M7 7 L7 13" stroke="#0003" />
    </svg>
  );
}

function TileArt({ tile }) {
  const mountain = tile.side === "mountain";
  return (
    <svg class="tile-art" viewBox="0 0 120 70" aria-label={`${t("tile", { n: tile.number })} ${t(tile.side)}`}>
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
      <text x="112" y="64" text-anchor="end" font-size="10" font-family="sans-serif" fill="#222">
        {t(tile.side)}
      </text>
    </svg>
  );
}

/** One side of a tile: the cards placed there and its free places; a target when legal. */
function Row({ tile, side, target, onTarget }) {
  const cards = tile.cards[side];
  const free = tile.free[side] || {};
  const slots = [];
  for (const colour of ORDER) for (let k = 0; k < (free[colour] || 0); k++) slots.push(colour);
  return (
    <div
      class={`row side-${side} ${target ? "target legal" : ""}`}
      data-target={`${tile.number}:${side}`}
      role={target ? "button" : undefined}
      tabIndex={target ? 0 : undefined}
      onClick={target ? onTarget : undefined}
      onKeyDown={target ? (e) => e.key === "Enter" && onTarget() : undefined}
    >
      {cards.map((c) => (
        <Balloon card={c} small />
      ))}
      {slots.map((colour) => (
        <span class="slot" style={{ borderColor: COLOURS[colour] }} title={t(colour)} />
      ))}
      <span class="sum">{tile.sums[side]}</span>
    </div>
  );
}

function PlayerPanel({ view, seat, msg, top }) {
  const p = view.players[seat];
  const shown = view.hands[seat];
  const isMe = seat === msg.seat;
  return (
    <div class={`player-panel ${msg.to_act.includes(seat) ? "acting" : ""}`} data-player={seat}>
      <b>{seatName(msg.seats, seat, msg.seat)}</b>
      <span class="cubes" aria-label={t("cubes")}>
        {ORDER.filter((c) => p.cubes[c]).map((c) => (
          <span class="cube-count">
            <Cube colour={c} /> {p.cubes[c]}
          </span>
        ))}
      </span>
      <span class="won" aria-label={t("trophies")}>
        {p.trophies.map((c) => (
          <Trophy colour={c} need={view.trophies[c].need} owned />
        ))}
      </span>
      {top && !isMe && (
        <span class="opp-hand">
          {shown
            ? shown.map((c) => <Balloon card={c} small />)
            : Array.from({ length: view.hand_sizes[seat] }, () => <Balloon back small />)}
        </span>
      )}
    </div>
  );
}

function Trophy({ colour, need, owned, owner }) {
  return (
    <span class={`trophy ${owned ? "owned" : ""}`} title={`${t(colour)} ${need}`}>
      <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true">
        <path d="M4 2 H18 V8 C18 13 14 16 11 16 C8 16 4 13 4 8 Z" fill={COLOURS[colour]} stroke="#0005" />
        <path d="M9 16 H13 V20 H16 V24 H6 V20 H9 Z" fill="#b08d3a" />
      </svg>
      <b>{need}</b>
      {owner !== undefined && owner !== null && <small>→{owner + 1}</small>}
    </span>
  );
}

function describeScore(ev, msg) {
  if (!ev) return null;
  return (
    <span>
      {t("tile", { n: ev.tile })} ({t(ev.side)}): {ev.sums[0]} / {ev.sums[1]} →{" "}
      <b>{seatName(msg.seats, ev.winner, msg.seat)}</b>{" "}
      {ev.cubes.map((c) => (
        <Cube colour={c} size={11} />
      ))}
    </span>
  );
}

export default function BalloonCupBoard({ msg, send, readOnly }) {
  const view = msg.view;
  const me = msg.seat ?? 0;
  const opp = 1 - me;
  const legal = readOnly ? [] : msg.legal;
  const [selected, setSelected] = useState(null);
  const [discards, setDiscards] = useState([]);
  useEffect(() => {
    setSelected(null);
    setDiscards([]);
  }, [msg.n]);

  const placements = {};
  for (const m of legal) {
    const r = /^(\w+?\d+)@(\d):(\d)$/.exec(m);
    if (r) (placements[r[1]] ||= []).push(`${r[2]}:${r[3]}`);
  }
  const stuck = view.phase === "stuck" && legal.some((m) => m.startsWith("discard"));
  const claims = legal.filter((m) => m.startsWith("claim") || m === "stop");
  const hand = view.hand || [];

  const discardMove = (() => {
    if (!stuck) return null;
    const want = [...discards].sort().join(" ");
    return legal.find((m) => m.startsWith("discard") && m.split(" ").slice(1).sort().join(" ") === want) || null;
  })();

  const clickCard = (card) => {
    if (stuck) {
      setDiscards(discards.includes(card) ? discards.filter((c) => c !== card) : [...discards, card]);
    } else if (placements[card]) {
      setSelected(selected === card ? null : card);
    }
  };

  const targets = selected ? placements[selected] || [] : [];
  const rowFor = (tile, side) => (
    <Row
      tile={tile}
      side={side}
      target={targets.includes(`${tile.number}:${side}`)}
      onTarget={() => send(`${selected}@${tile.number}:${side}`)}
    />
  );

  return (
    <div class="bc-board">
      <PlayerPanel view={view} seat={opp} msg={msg} top />
      <div class="tiles">
        {view.tiles.map((tile) => (
          <div class={`tile ${tile.present ? "" : "removed"}`} data-tile={tile.number}>
            {rowFor(tile, opp)}
            <div class="tile-middle">
              <TileArt tile={tile} />
              <div class="tile-cubes">
                {tile.present ? tile.cubes.map((c) => <Cube colour={c} size={16} />) : <em>{t("removed")}</em>}
              </div>
            </div>
            {rowFor(tile, me)}
          </div>
        ))}
      </div>
      <div class="bc-info">
        <span class="trophy-row" aria-label={t("trophies")}>
          {ORDER.map((c) => (
            <Trophy colour={c} need={view.trophies[c].need} owned={view.trophies[c].owner !== null} owner={view.trophies[c].owner} />
          ))}
        </span>
        <span>
          {t("supply")}: <b>{view.supply}</b>
        </span>
        <span>
          {t("discardPile")}: <b>{view.discard.length}</b>
        </span>
        {view.last_score && <span class="last-score">{describeScore(view.last_score, msg)}</span>}
      </div>
      <PlayerPanel view={view} seat={me} msg={msg} />
      {msg.seat !== null && (
        <div class={`hand ${stuck ? "stuck" : ""}`} aria-label={t("hand")} data-testid="hand">
          {hand.map((c) => (
            <Balloon
              card={c}
              selected={selected === c || discards.includes(c)}
              playable={stuck || !!placements[c]}
              onClick={stuck || placements[c] ? () => clickCard(c) : undefined}
            />
          ))}
        </div>
      )}
      {stuck && (
        <div class="actions" data-testid="stuck">
          <span>{t("stuck")}</span>
          <button type="button" class="primary" disabled={!discardMove} data-move={discardMove || ""} onClick={() => send(discardMove)}>
            {discards.length ? t("discard", { n: discards.length }) : t("keep")}
          </button>
        </div>
      )}
      {claims.length > 0 && (
        <div class="actions claims" data-testid="claims">
          {claims.map((m) => (
            <button type="button" class={m === "stop" ? "" : "primary"} data-move={m} onClick={() => send(m)}>
              {m === "stop" ? t("stopClaiming") : claimLabel(m)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function claimLabel(move) {
  const [, colour, ...sets] = move.split(" ");
  return (
    <>
      <Cube colour={colour} /> {t("claim", { colour: t(colour) })}
      {sets.map((s) => (
        <span class="trade">
          {" "}
          + 3×
          <Cube colour={s.replace(/^\+\d*/, "")} size={11} />
        </span>
      ))}
    </>
  );
}
