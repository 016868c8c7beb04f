// Seat names as people read them: a bot's name in the reader's script where the strings have
// it (the server names nameless bots, gametable/server/tables/names.py), and two seats with the same
// name told apart by their seat number; a guest's "Guest NNNN" in the reader's language.
import { t } from "./i18n.js";

function baseName(s, i) {
  if (!s?.name) return t("seat", { n: i + 1 });
  // the server's name for a person who gave none ("Player 2", gametable/server/tables/seats.py)
  if (s.kind === "human" && s.name === `Player ${i + 1}`) return t("playerN", { n: i + 1 });
  if (s.kind === "bot") {
    const key = `botName_${s.name}`;
    const shown = t(key);
    if (shown !== key) return shown;
  }
  return personName(s.name);
}

/** A person's name as the reader reads it: the server's name for a guest ("Guest 8306",
 * gametable/server/people/players.py) in the page's language, any other name as it was given. */
export function personName(name) {
  const guest = /^Guest (\d{4})$/.exec(name || "");
  return guest ? t("guestN", { n: guest[1] }) : name;
}

/** The name of seat ``i`` ("(you)" added for the viewer's own seat). */
export function seatName(seats, i, mySeat) {
  if (i === null || i === undefined) return "";
  const base = baseName(seats?.[i], i);
  const shared = (seats || []).some((s, j) => j !== i && baseName(s, j) === base);
  const named = shared ? `${base} ${i + 1}` : base;
  return i === mySeat ? `${named} (${t("you")})` : named;
}
