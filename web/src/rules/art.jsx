// Drawings for the "How to play" pages: plain SVG, no images, no words inside (captions are
// written in the page's language beside them; a cube's letter and a seat's mark are the
// page's, as the table shows them). Every drawing has a role="img" and a label.
import { pageDir, t } from "../i18n.js";

const BALLOON = { red: "#d8433a", yellow: "#e9b90b", green: "#2f9a4a", blue: "#2e6fd8", gray: "#8a8f98" };

function Card({ x, y, colour, value, w = 26, h = 38 }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="4" fill="#fff" stroke={BALLOON[colour]} stroke-width="2.5" />
      <circle cx={w / 2} cy={h / 2 - 4} r="7" fill={BALLOON[colour]} />
      <text x={w / 2} y={h - 4} text-anchor="middle" font-size="11" font-weight="700" fill="#222">
        {value}
      </text>
    </g>
  );
}

function Cube({ x, y, colour, size = 12 }) {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx="2" fill={BALLOON[colour]} stroke="#0006" />
      <text x={x + size / 2} y={y + size - 3} text-anchor="middle" font-size="8" font-weight="700" fill="#fff">
        {t(`letter_${colour}`)}
      </text>
    </g>
  );
}

/** A hop tile (mountain side) with its cubes and both players' rows of cards. */
export function BalloonTile({ label }) {
  return (
    <svg viewBox="0 0 300 190" role="img" aria-label={label} class="rules-art">
      <rect x="0" y="0" width="300" height="190" rx="12" fill="#e8f1f7" />
      <g transform="translate(95 62)">
        <rect width="110" height="66" rx="8" fill="#fff" stroke="#789" />
        <path d="M8 58 L35 22 L52 40 L70 14 L102 58 Z" fill="#8d7b68" />
        <path d="M64 22 L70 14 L76 22 Z" fill="#fff" />
        <text x="10" y="16" font-size="13" font-weight="800" fill="#345">2</text>
        <Cube x={72} y={4} colour="red" />
        <Cube x={86} y={4} colour="blue" />
      </g>
      {/* the opponent's row above, yours below: each needs one red and one blue card */}
      <Card x={110} y={14} colour="red" value="9" />
      <rect x="142" y="14" width="26" height="38" rx="4" fill="none" stroke={BALLOON.blue} stroke-dasharray="4 3" stroke-width="2" />
      <Card x={110} y={138} colour="red" value="4" />
      <Card x={142} y={138} colour="blue" value="11" />
      {/* the sums as the cards' equation, left to right beside them in every language (in
          Arabic "= 9 + ?" read backwards), with the language's own question mark */}
      <text x="230" y="37" font-size="13" fill="#345" direction="ltr" unicode-bidi="embed">
        = 9 + {pageDir() === "rtl" ? "؟" : "?"}
      </text>
      <text x="230" y="161" font-size="13" fill="#345" direction="ltr" unicode-bidi="embed">
        = 15
      </text>
    </svg>
  );
}

/** The five trophies and how many cubes each needs. */
export function BalloonTrophies({ label }) {
  const rows = [["red", 7], ["yellow", 6], ["green", 5], ["blue", 4], ["gray", 3]];
  return (
    <svg viewBox="0 0 300 120" role="img" aria-label={label} class="rules-art">
      {rows.map(([colour, need], i) => (
        <g transform={`translate(${8 + i * 58} 8)`}>
          <rect width="52" height="104" rx="6" fill="#fff" stroke={BALLOON[colour]} stroke-width="3" />
          <path d="M14 14 h24 v10 a12 12 0 0 1 -24 0 Z M26 36 v10 M18 50 h16" stroke={BALLOON[colour]} stroke-width="3" fill="none" />
          <text x="26" y="72" text-anchor="middle" font-size="18" font-weight="800" fill="#222">
            {need}
          </text>
          {Array.from({ length: need }, (_, k) => (
            <rect x={6 + (k % 4) * 11} y={80 + Math.floor(k / 4) * 11} width="9" height="9" rx="1.5" fill={BALLOON[colour]} />
          ))}
        </g>
      ))}
    </svg>
  );
}

/** Plains: lower sum wins; mountain: higher sum wins. */
export function BalloonScoring({ label }) {
  return (
    <svg viewBox="0 0 300 110" role="img" aria-label={label} class="rules-art">
      <g transform="translate(6 10)">
        <rect width="136" height="90" rx="10" fill="#eaf5e1" stroke="#9b9" />
        <path d="M10 70 Q40 58 68 70 T126 70" stroke="#6a6" stroke-width="3" fill="none" />
        <text x="68" y="30" text-anchor="middle" font-size="26" font-weight="800" fill="#2f6b2f">
          ↓ Σ
        </text>
      </g>
      <g transform="translate(158 10)">
        <rect width="136" height="90" rx="10" fill="#efe9e2" stroke="#a98" />
        <path d="M10 84 L54 40 L72 58 L96 30 L126 84 Z" fill="#8d7b68" />
        <text x="24" y="30" font-size="24" font-weight="800" fill="#5a4a3a">
          ↑ Σ
        </text>
      </g>
    </svg>
  );
}

const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };

function PlayingCard({ x, y, rank, suit, w = 30, h = 44, dim = false }) {
  const red = suit === "H" || suit === "D";
  return (
    <g transform={`translate(${x} ${y})`} opacity={dim ? 0.5 : 1}>
      <rect width={w} height={h} rx="4" fill="#fff" stroke="#777" />
      <text x="4" y="15" font-size="13" font-weight="700" fill={red ? "#c8102e" : "#111"} font-family="Georgia, serif">
        {rank}
      </text>
      <text x={w / 2} y={h - 8} text-anchor="middle" font-size="16" fill={red ? "#c8102e" : "#111"}>
        {SUIT[suit]}
      </text>
    </g>
  );
}

/** Four seats, two teams facing each other, play going counter-clockwise. */
export function BalootTable({ label }) {
  const seat = (x, y, text, team) => (
    <g>
      <circle cx={x} cy={y} r="22" fill={team ? "#2e6fd8" : "#d8433a"} />
      <text x={x} y={y + 5} text-anchor="middle" font-size="14" font-weight="800" fill="#fff">
        {text}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 240 220" role="img" aria-label={label} class="rules-art">
      <rect x="40" y="30" width="160" height="160" rx="30" fill="#2f6b4f" />
      <path d="M150 170 A70 70 0 0 0 170 70" stroke="#fff" stroke-width="3" fill="none" marker-end="url(#arrow)" />
      <defs>
        <marker id="arrow" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto" markerUnits="userSpaceOnUse">
          <path d="M0 0 L10 5 L0 10 Z" fill="#fff" />
        </marker>
      </defs>
      {seat(120, 196, t("rulesSeat", { n: 4 }), 1)}
      {seat(214, 110, t("rulesSeat", { n: 1 }), 0)}
      {seat(120, 24, t("rulesSeat", { n: 2 }), 1)}
      {seat(26, 110, t("rulesSeat", { n: 3 }), 0)}
      <PlayingCard x={105} y={88} rank="Q" suit="H" />
    </svg>
  );
}

/** Card order and points: trump suit (Hokum) and the other suits (and every suit in Sun). */
export function BalootRanks({ label }) {
  const trump = [["J", 20], ["9", 14], ["A", 11], ["10", 10], ["K", 4], ["Q", 3], ["8", 0], ["7", 0]];
  const plain = [["A", 11], ["10", 10], ["K", 4], ["Q", 3], ["J", 2], ["9", 0], ["8", 0], ["7", 0]];
  const row = (cards, suit, y) =>
    cards.map(([rank, points], i) => (
      <g>
        <PlayingCard x={8 + i * 36} y={y} rank={rank} suit={suit} />
        <text x={23 + i * 36} y={y + 58} text-anchor="middle" font-size="12" font-weight="700" fill="#333">
          {points}
        </text>
      </g>
    ));
  return (
    <svg viewBox="0 0 300 160" role="img" aria-label={label} class="rules-art rules-art-wide">
      {row(trump, "H", 4)}
      {row(plain, "S", 86)}
    </svg>
  );
}

/** A Sira (three in sequence) and a Baloot (King and Queen of trump). */
export function BalootProjects({ label }) {
  return (
    <svg viewBox="0 0 300 70" role="img" aria-label={label} class="rules-art">
      <PlayingCard x={6} y={12} rank="Q" suit="D" />
      <PlayingCard x={40} y={12} rank="J" suit="D" />
      <PlayingCard x={74} y={12} rank="10" suit="D" />
      <text x="150" y="42" text-anchor="middle" font-size="20" fill="#555">
        ·
      </text>
      <PlayingCard x={200} y={12} rank="K" suit="H" />
      <PlayingCard x={234} y={12} rank="Q" suit="H" />
    </svg>
  );
}

// the climbing pyramid seen from above, north at the top: three layers, each cube's number
const U = 26; // pixels per half cube edge
const PX = (x) => 72 + x * U;
const PY = (y) => 18 + (6 - y) * U;
const LAYER_FILL = ["#ece6da", "#cfc5b2", "#a99c86"];

function PlanCube({ x, y, layer, id, label }) {
  return (
    <g>
      <rect x={PX(x) + 3} y={PY(y + 2) + 3} width={2 * U} height={2 * U} fill="#0002" />
      <rect x={PX(x)} y={PY(y + 2)} width={2 * U} height={2 * U} fill={LAYER_FILL[layer]} stroke="#555" />
      {label && (
        <g>
          <rect x={PX(label[0]) - 10} y={PY(label[1]) - 8} width="20" height="15" rx="7" fill="#fff" stroke="#444" />
          <text x={PX(label[0])} y={PY(label[1]) + 4} text-anchor="middle" font-size="10" font-weight="700" fill="#111">
            {id}
          </text>
        </g>
      )}
    </g>
  );
}

/** The 14 cubes from above: 9 on the table (4 hidden in the middle), 4 above them, 13 on top. */
export function ClimbingPyramid({ label }) {
  const cubes = [];
  for (let j = 0; j < 3; j++) {
    for (let i = 0; i < 3; i++) {
      const id = 3 * j + i;
      const spot = id === 4 ? null : [2 * i + 1 + (i - 1) * 0.5, 2 * j + 1 + (j - 1) * 0.5];
      cubes.push(<PlanCube x={2 * i} y={2 * j} layer={0} id={id} label={spot} />);
    }
  }
  for (let j = 0; j < 2; j++) {
    for (let i = 0; i < 2; i++) {
      cubes.push(<PlanCube x={2 * i + 1} y={2 * j + 1} layer={1} id={9 + 2 * j + i} label={[2 * i + 2 + (i - 0.5) * 0.9, 2 * j + 2 + (j - 0.5) * 0.9]} />);
    }
  }
  cubes.push(<PlanCube x={2} y={2} layer={2} id={13} label={[3, 3.55]} />);
  const letter = (text, x, y, fill = "#444") => (
    <text x={x} y={y} text-anchor="middle" font-size="14" font-weight="800" fill={fill}>
      {text}
    </text>
  );
  return (
    <svg viewBox="0 0 300 200" role="img" aria-label={label} class="rules-art">
      {cubes}
      <circle cx={PX(3)} cy={PY(3)} r="6" fill="none" stroke="#e0a800" stroke-width="3" />
      {/* the sides as the board names them (Arabic: ش for north on the board, N here) */}
      {letter(t("c_compass_N"), PX(3), 13, "#b3261e")}
      {letter(t("c_compass_S"), PX(3), 196)}
      {letter(t("c_compass_E"), PX(6) + 22, PY(3) + 5)}
      {letter(t("c_compass_W"), PX(0) - 22, PY(3) + 5)}
    </svg>
  );
}

/** One side face: four quadrants; the black-white border is a path; a pawn at the bottom. */
export function ClimbingFace({ label }) {
  return (
    <svg viewBox="0 0 300 150" role="img" aria-label={label} class="rules-art">
      <g transform="translate(20 10)">
        <rect x="0" y="0" width="55" height="55" fill="#1d1d1f" />
        <rect x="55" y="0" width="55" height="55" fill="#f4f1ea" stroke="#999" />
        <rect x="0" y="55" width="55" height="55" fill="#1d1d1f" />
        <rect x="55" y="55" width="55" height="55" fill="#f4f1ea" stroke="#999" />
        <path d="M55 110 L55 0" stroke="#e4572e" stroke-width="6" stroke-linecap="round" />
        <path d="M0 110 H110" stroke="#8a7" stroke-width="4" />
        <path d="M55 112 l-9 22 h18 Z" fill="#e4572e" />
        <circle cx="55" cy="110" r="5" fill="#fff" stroke="#e4572e" stroke-width="2" />
      </g>
      <g transform="translate(170 10)">
        <rect x="0" y="0" width="55" height="55" fill="#1d1d1f" />
        <rect x="55" y="0" width="55" height="55" fill="#f4f1ea" stroke="#999" />
        <rect x="0" y="55" width="55" height="55" fill="#f4f1ea" stroke="#999" />
        <rect x="55" y="55" width="55" height="55" fill="#1d1d1f" />
        <path d="M55 110 L55 0 M0 55 L110 55" stroke="#e4572e" stroke-width="6" stroke-linecap="round" />
        <path d="M0 110 H110" stroke="#8a7" stroke-width="4" />
        <circle cx="55" cy="55" r="6" fill="#e0a800" />
      </g>
    </svg>
  );
}

/** The six quarter turns of a cube: about the east-west, north-south and vertical axes. */
export function ClimbingTurns({ label }) {
  const arrow = (d) => <path d={d} stroke="#0b63ce" stroke-width="3" fill="none" marker-end="url(#turn-arrow)" />;
  return (
    <svg viewBox="0 0 300 110" role="img" aria-label={label} class="rules-art">
      <defs>
        <marker id="turn-arrow" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto" markerUnits="userSpaceOnUse">
          <path d="M0 0 L10 5 L0 10 Z" fill="#0b63ce" />
        </marker>
      </defs>
      {[0, 1, 2].map((k) => (
        <g transform={`translate(${10 + k * 100} 10)`}>
          <rect x="20" y="30" width="50" height="50" fill="#f4f1ea" stroke="#333" />
          <rect x="20" y="30" width="25" height="25" fill="#1d1d1f" />
          <rect x="45" y="55" width="25" height="25" fill="#1d1d1f" />
          {k === 0 && arrow("M45 20 Q80 20 80 50")}
          {k === 0 && arrow("M45 90 Q10 90 10 60")}
          {k === 1 && arrow("M10 40 Q10 10 40 10")}
          {k === 1 && arrow("M80 70 Q80 100 50 100")}
          {k === 2 && arrow("M25 20 A30 10 0 0 0 75 20")}
          {k === 2 && arrow("M65 92 A30 10 0 0 0 15 92")}
        </g>
      ))}
    </svg>
  );
}

/** A round: point (secret), clashes sit out, then turns from the top layer down. */
export function ClimbingRound({ label }) {
  const box = (x, text, fill) => (
    <g>
      <rect x={x} y="20" width="80" height="44" rx="10" fill={fill} stroke="#555" />
      <text x={x + 40} y="48" text-anchor="middle" font-size="18" font-weight="800" fill="#222">
        {text}
      </text>
    </g>
  );
  // the steps in reading order: from the right on a right-to-left page (step 3 was met first)
  const at = (k) => (pageDir() === "rtl" ? [216, 110, 4][k] : [4, 110, 216][k]);
  return (
    <svg viewBox="0 0 300 84" role="img" aria-label={label} class="rules-art" data-testid="climbing-round-art">
      {box(at(0), "1 · ?", "#fff6d6")}
      {box(at(1), "2 · →←", "#fde8e6")}
      {box(at(2), "3 · ↻", "#e6f0ff")}
      <path d="M86 42 H106 M192 42 H212" stroke="#555" stroke-width="3" />
    </svg>
  );
}

export const ART = {
  BalloonTile, BalloonTrophies, BalloonScoring, BalootTable, BalootRanks, BalootProjects,
  ClimbingPyramid, ClimbingFace, ClimbingTurns, ClimbingRound,
};
