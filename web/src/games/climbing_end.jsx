// The climbing game's table at the game's end, as BGA's: per player the turns made, the rounds
// sat out in a clash, the times their turn cut another's path and their own path was cut, and
// how far their path reached; under it the winner's path (the game-over window's details held
// only the fair-start note). Worked out from the game's history as this seat saw it (GET
// /api/tables/{id}/history), public once the game is over: no hidden state.
import { useEffect, useState } from "preact/hooks";
import { api } from "../api.js";
import { t } from "../i18n.js";
import { seatName } from "../seats.js";
import { cubeList } from "../describe/climbing.js";

/** The turns a view reports and the round they were made in (climbing.jsx reportedTurns). */
function reported(view) {
  if ((view.phase === "turn" || view.phase === "over") && view.pointed) return { round: view.round, turns: view.turns || [] };
  if (view.phase === "point" && view.last_round) return { round: view.last_round.round, turns: view.last_round.turns || [] };
  return null;
}

const cubesOf = (view, seat) => view.paths?.[seat]?.cubes || [];

/** Per seat ``{turns, clashes, cuts, cutOff}`` over ``views`` (the game's positions in order).
 * Turns come to light a layer at a time, those of one layer together: a path that lost cubes
 * as they did was cut by each other player who turned a cube on it (a turn of a cube off a
 * path cannot take cubes from it); a turn of your own cube that cut your path counts for no one. */
export function endStats(views, n) {
  const stats = Array.from({ length: n }, () => ({ turns: 0, clashes: 0, cuts: 0, cutOff: 0 }));
  const skipped = new Map(); // round -> seats that sat out in its clash
  let before = null;
  for (const view of views) {
    if (view.phase === "point" && view.last_round) skipped.set(view.last_round.round, view.last_round.skipped || []);
    if ((view.phase === "turn" || view.phase === "over") && view.pointed) skipped.set(view.round, view.skipped || []);
    const now = reported(view);
    const was = before && reported(before);
    const fresh = now ? now.turns.slice(was && was.round === now.round ? was.turns.length : 0) : [];
    if (before && fresh.length) {
      for (const [seat] of fresh) stats[seat].turns += 1;
      for (let victim = 0; victim < n; victim += 1) {
        const after = cubesOf(view, victim);
        const path = cubesOf(before, victim);
        if (!path.some((c) => !after.includes(c))) continue;
        const cutters = new Set(fresh.filter(([seat, cube]) => seat !== victim && path.includes(cube)).map(([seat]) => seat));
        if (!cutters.size) continue;
        stats[victim].cutOff += 1;
        for (const seat of cutters) stats[seat].cuts += 1;
      }
    }
    before = view;
  }
  for (const seats of skipped.values()) for (const seat of seats) stats[seat].clashes += 1;
  return stats;
}

/** The table, once the game's history has come (nothing meanwhile, nor if it cannot come);
 * ``close``: the dialog's own close, for "See the board". */
export function ClimbingEndTable({ msg, close }) {
  const view = msg.view || {};
  const [views, setViews] = useState(null);
  useEffect(() => {
    const token = new URLSearchParams(location.search).get("token") || undefined;
    api(`/api/tables/${msg.table}/history`, { token }).then(
      (history) => setViews([...history.frames.map((f) => f.view), view]),
      () => setViews(null),
    );
  }, [msg.table]);
  const n = view.pawns?.length || 0;
  const stats = views ? endStats(views, n) : null;
  const won = view.winner !== null && view.winner !== undefined && view.winner >= 0;
  const name = (seat) => seatName(msg.seats, seat, msg.seat);
  return (
    <div class="climb-end" data-testid="climb-end">
      {stats && (
        <table class="climb-end-table" data-testid="climb-end-table">
          <caption>{t("c_endCaption", { n: view.round })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span class="sr">{t("c_endPlayer")}</span>
              </th>
              <th scope="col" title={t("c_endTurnsWhat")}>{t("c_endTurns")}</th>
              <th scope="col" title={t("c_endClashesWhat")}>{t("c_endClashes")}</th>
              <th scope="col" title={t("c_endCutsWhat")}>{t("c_endCuts")}</th>
              <th scope="col" title={t("c_endCutOffWhat")}>{t("c_endCutOff")}</th>
              <th scope="col" title={t("c_endReachWhat")}>{t("c_endReach")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.map((row, seat) => (
              <tr data-seat={seat} class={won && seat === view.winner ? "win" : ""}>
                <th scope="row">{name(seat)}</th>
                <td data-stat="turns">{row.turns}</td>
                <td data-stat="clashes">{row.clashes}</td>
                <td data-stat="cuts">{row.cuts}</td>
                <td data-stat="cutOff">{row.cutOff}</td>
                <td data-stat="reach">{won && seat === view.winner ? t("c_endTop") : cubesOf(view, seat).length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {won && (
        <p class="climb-end-path" data-testid="winner-path">
          {t("c_endWinnerPath", { who: name(view.winner), path: t("c_cubesList", cubeList(cubesOf(view, view.winner))) })}
        </p>
      )}
      {close && (
        <button type="button" class="climb-see-board" data-testid="see-board" onClick={close}>
          {t("c_seeBoard")}
        </button>
      )}
    </div>
  );
}
