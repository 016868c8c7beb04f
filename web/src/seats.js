// Seat names as people read them: a bot left with its default name says what it is in the
// chosen language, and two seats with the same name are told apart by their seat number.
import { t } from "./i18n.js";

const BOT_WORD = { random: "randomBot", heuristic: "heuristicBot", search: "searchBot" };

function baseName(s, i) {
  if (!s) return t("seat", { n: i + 1 });
  if (s.kind === "bot" && s.bot && BOT_WORD[s.bot]) {
    const plain = `${s.bot} bot`;
    if (!s.name || s.name === plain || s.name === `${plain} (${s.level})`) return t(BOT_WORD[s.bot]);
  }
  return s.name || t("seat", { n: i + 1 });
}

/** The name of seat ``i`` ("(you)" added for the viewer's own seat). */
export function seatName(seats, i, mySeat) {
  if (i === null || i === undefined) return "";
  const base = baseName(seats?.[i], i);
  const shared = (seats || []).some((s, j) => j !== i && baseName(s, j) === base);
  const named = shared ? `${base} ${i + 1}` : base;
  return i === mySeat ? `${named} (${t("you")})` : named;
}
