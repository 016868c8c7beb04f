// A move taken back (gametable/server/tables/undo.py), as a page sees it: a state message with
// fewer moves than the one before it at the same table. The board (drawn anew where its game
// asks), the Undo button's spoken word and the game log (told again) each follow it.

/** Whether ``msg`` has fewer moves than the last message ``seen`` of the same table; notes
 * ``msg`` in ``seen`` (an object the caller keeps, ``{table, n}``). */
export function tookBack(seen, msg) {
  const back = seen.table === msg.table && msg.n < seen.n;
  seen.table = msg.table;
  seen.n = msg.n;
  return back;
}
