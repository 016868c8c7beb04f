// Avatars drawn from a player's id, in the page: no outside service sees who plays. The same
// id gives the same picture everywhere (seat strip, Baloot board, log): a colour, a shape and
// the name's first letter, so that two people with like names still look apart.
import { h } from "preact";

/** A 32-bit FNV-1a hash of ``text``. */
export function hashOf(text) {
  let x = 0x811c9dc5;
  for (const ch of String(text)) {
    x ^= ch.codePointAt(0);
    x = Math.imul(x, 0x01000193) >>> 0;
  }
  return x >>> 0;
}

const SHAPES = [
  "M16 4 L28 16 L16 28 L4 16 Z", // diamond
  "M16 3 L29 26 L3 26 Z", // triangle
  "M6 6 H26 V26 H6 Z", // square
  "M16 3 L19.5 12 L29 12 L21.5 18 L24.5 28 L16 22 L7.5 28 L10.5 18 L3 12 L12.5 12 Z", // star
];

/** What a seat's avatar is drawn from: the player id where there is one, else the seat's
 * kind and name (a bot, a person without an identity). */
export function avatarKey(seat) {
  if (!seat) return "";
  return seat.player || `${seat.kind}:${seat.name || seat.seat}`;
}

/** The look of the avatar of ``key``: {hue, shape, rotation}. */
export function avatarLook(key) {
  const x = hashOf(key);
  return { hue: x % 360, shape: (x >>> 9) % SHAPES.length, turn: ((x >>> 12) % 8) * 45 };
}

/** A name's first letter as an avatar shows it ("A" for Aino, "آ" for آينو). */
export function initialOf(name) {
  return ([...String(name || "?").replace(/^[\s\u2068\u2069(]+/, "")][0] || "?").toUpperCase();
}

/** An SVG avatar (decorative: the name beside it says who it is). */
export function Avatar({ seat, name, size = 24 }) {
  const key = avatarKey(seat);
  const { hue, shape, turn } = avatarLook(key);
  const letter = initialOf(name);
  const bot = seat?.kind === "bot";
  return h(
    "svg",
    {
      class: `avatar ${bot ? "avatar-bot" : ""}`,
      viewBox: "0 0 32 32",
      width: size,
      height: size,
      "aria-hidden": "true",
      "data-avatar": key,
      "data-hue": hue,
    },
    h("circle", { cx: 16, cy: 16, r: 16, fill: `hsl(${hue} 55% 42%)` }),
    h("path", { d: SHAPES[shape], fill: `hsl(${(hue + 150) % 360} 70% 78% / 0.55)`, transform: `rotate(${turn} 16 16)` }),
    bot
      ? h("rect", { x: 9, y: 10, width: 14, height: 12, rx: 3, fill: "#fff", opacity: 0.9 })
      : null,
    h(
      "text",
      { x: 16, y: 21, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: bot ? `hsl(${hue} 55% 30%)` : "#fff" },
      letter,
    ),
  );
}
