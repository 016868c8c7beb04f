// Balloon Cup's table at the game's end, as BGA's: per player the tiles won, the cubes won of
// each colour over the game and the trophies (the game-over window's details held only the
// fair-shuffle note).
import { t } from "../i18n.js";
import { seatName } from "../seats.js";
import { TROPHIES_TO_WIN } from "./balloon_cup_timing.js";

const ORDER = ["red", "yellow", "green", "blue", "gray"];

/** Per seat: {tiles, cubes: {colour: n}, trophies: [colour]} from the view's scorings. */
export function endTotals(view) {
  const totals = [0, 1].map((seat) => ({
    tiles: 0,
    cubes: Object.fromEntries(ORDER.map((c) => [c, 0])),
    trophies: view.players?.[seat]?.trophies || [],
  }));
  for (const ev of view.events || []) {
    if (ev.type !== "score") continue;
    const won = totals[ev.winner];
    won.tiles += 1;
    for (const c of ev.cubes) won.cubes[c] += 1;
  }
  return totals;
}

export function BalloonCupEndTable({ msg }) {
  const view = msg.view || {};
  const totals = endTotals(view);
  return (
    <table class="bc-end" data-testid="bc-end-table">
      <thead>
        {/* the colours' counts are the cubes won all game, not those left (the window's line
            above says those): a newcomer read two different "cubes" numbers */}
        <tr class="bc-end-group">
          <td colSpan={2} />
          <th scope="colgroup" colSpan={ORDER.length}>
            {t("bc_endCubesWon")}
          </th>
          <td />
        </tr>
        <tr>
          <th scope="col">
            <span class="sr">{t("bc_endPlayer")}</span>
          </th>
          <th scope="col">{t("bc_endTiles")}</th>
          {ORDER.map((c) => (
            <th scope="col" class={`bc-end-colour bc-${c}`} title={t(c)}>
              <span aria-hidden="true">{t(`letter_${c}`)}</span>
              <span class="sr">{t(c)}</span>
            </th>
          ))}
          <th scope="col">{t("trophies")}</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((row, seat) => (
          <tr data-seat={seat}>
            {/* your own row says "you" (the whole name in its title): "ضيف 1735 (أنت)" took
                three lines of a phone's narrow name column */}
            <th scope="row" title={seatName(msg.seats, seat, msg.seat)}>
              {seat === msg.seat ? t("bc_rowYou") : seatName(msg.seats, seat, msg.seat)}
            </th>
            <td>{row.tiles}</td>
            {ORDER.map((c) => (
              <td>{row.cubes[c]}</td>
            ))}
            <td>
              {row.trophies.length}/{TROPHIES_TO_WIN}
            </td>
          </tr>
        ))}
      </tbody>
      <caption>{t("bc_endCaption")}</caption>
    </table>
  );
}
