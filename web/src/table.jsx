// A table: the live state pushed by the server, the game's board, whose turn, hints in words,
// the game log beside the board, game over with the result in words.
import { Suspense } from "preact/compat";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, connectTable } from "./api.js";
import { ChatPanel, Rematch, loadMutes } from "./chat.jsx";
import { describeMove, hasDescriber } from "./describe/index.js";
import { gameOf } from "./games/index.js";
import { GameLog, useGameLog } from "./gamelog.jsx";
import { gameTitle, glosses, listOf, t } from "./i18n.js";
import { SeatClock, TakeBack } from "./clock.jsx";
import { DealingPanel, ValueUsed, useSeatValue } from "./dealing.jsx";
import { SeatName } from "./seatlabel.jsx";
import { seatName } from "./seats.js";
import { tookBack } from "./takeback.js";
import { useSignal } from "./signal.js";
import { useAttention } from "./attention.js";
import { Celebration, useDealAnimation } from "./flourish.jsx";
import { meKnown } from "./players.jsx";
import { TablePrefs } from "./prefs.jsx";
import { ResignButton, ResignOffer, resignedHeadline } from "./resign.jsx";
import { useTableSounds } from "./sound.js";
import { RingedAvatar, SeatPresence } from "./presence.jsx";
import { LearnButton, TableMessage } from "./tutorial/guide.jsx";
import { LEVEL_ORDER, opponentsLevel, playBotsAt } from "./quickplay.jsx";

export { seatName };

/** A game's board. Every board gets:
 *   msg       the "state" message (view, legal moves, seats, …)
 *   send      send(move) plays a move in the game's notation
 *   readOnly  true in the replay viewer
 *   hint      the hinted move (notation) or null: the board marks the pieces of that move with
 *             the class "hinted" (the card and its place, the button), so a hint is seen on the
 *             board and not only read; style.css draws .hinted the same in every game.
 *   ready     ready() tells the server the person has read how a chapter ended (a Baloot
 *             hand's summary): the bots need not wait out the rest of its pause */
export function Board({ game, msg, send, readOnly, hint, hintSaid, ready }) {
  // the game's terms with their Arabic alongside as soon as the setting is turned on (the
  // board waited for some other change to draw again, seconds later on a busy machine)
  useSignal(glosses);
  // a move taken back (fewer moves than the last message, at the same table): a board that
  // asks for it (its web object's ``undo: "fresh"``) is drawn anew, as on opening the table
  // there (the climbing board played the cubes turned back as a round's turns)
  const back = useRef({ table: null, n: 0, epoch: 0 });
  const b = back.current;
  if (tookBack(b, msg) && !readOnly && gameOf(game)?.undo === "fresh") b.epoch += 1;
  const Game = gameOf(game)?.board;
  if (!Game) return <GenericBoard msg={msg} send={send} />;
  // (the message is also offered to the first-game guide inside the board, whose words name
  // the seats and calls of the moment)
  return (
    <TableMessage.Provider value={msg}>
      <Suspense fallback={<p class="muted">…</p>}>
        <Game key={b.epoch} msg={msg} send={send} readOnly={readOnly} hint={hint || null} hintSaid={hintSaid || null} ready={ready} />
      </Suspense>
    </TableMessage.Provider>
  );
}

/** Every legal move as a button: the fallback for a move a board does not draw. */
export function GenericBoard({ msg, send }) {
  return (
    <div class="generic">
      <MoveList legal={msg.legal} send={send} game={msg.game} msg={msg} />
      <pre class="view-json">{JSON.stringify(msg.view, null, 1)}</pre>
    </div>
  );
}

export function MoveList({ legal, send, game, msg }) {
  if (!legal?.length) return null;
  const name = (s) => seatName(msg?.seats, s, msg?.seat);
  return (
    <div class="move-list" data-testid="move-list">
      {legal.map((m) => {
        const words = game ? describeMove(game, m, { seat: msg.seat, viewer: msg.seat, name, hint: true, view: msg.view }) : m;
        // words in the page's font; monospace only for a move shown as its notation
        return (
          <button type="button" class={words === m ? "move notation" : "move"} data-move={m} onClick={() => send(m)}>
            {words}
          </button>
        );
      })}
    </div>
  );
}

function TurnBanner({ msg, held }) {
  const me = msg.seat;
  if (msg.over && !held) {
    return (
      <div class="turn over" data-testid="turn">
        {t("gameOver")}
      </div>
    );
  }
  // (nothing of the next decision while the board holds it back: see useHeld)
  const mine = !held && me !== null && msg.to_act.includes(me) && msg.legal.length > 0;
  const others = held ? [] : msg.to_act.filter((s) => s !== me).map((s) => seatName(msg.seats, s, me));
  // (in a phase everyone chooses at once, the others choose with you: "Your turn · Waiting
  // for Aino" said both at once)
  const words = [mine ? t("yourTurn") : "", others.length ? t(mine ? "choosingToo" : "waitingFor", { names: listOf(others) }) : ""];
  // (held: a blank that keeps the line, so nothing below it moves)
  const text = words.filter(Boolean).join(" · ") || (held ? "\u00a0" : "");
  // whole in its title: on a phone a long line is cut with an ellipsis to keep the head two
  // rows, and "· with Aino and Eero" after "Your turn" is left out there (the seats below
  // mark who chooses; cut, it cut the game's name beside it too: "Climbing …")
  const also = mine && words[1];
  return (
    <div class={`turn ${mine ? "mine" : ""} ${held ? "held" : ""}`} data-testid="turn" aria-live="polite" title={text.trim() || undefined}>
      {also ? (
        <>
          {words[0]}
          <span class="turn-also">{` · ${words[1]}`}</span>
        </>
      ) : (
        text
      )}
    </div>
  );
}

/** A bot seat's level, said the same way at every bot seat: a heuristic or search bot seated
 * with none plays at medium (the heuristic bot as it is, the search bot's default budget), and
 * a learning table's partner, seated so, showed no level beside its easy opponents. The random
 * bot has no levels. */
const botLevel = (seat) => seat.level || (seat.bot && seat.bot !== "random" ? "medium" : null);

function SeatStrip({ msg }) {
  const teamOf = gameOf(msg.game)?.teamOf;
  const teams = !!teamOf;
  return (
    <ol class="seats">
      {msg.seats.map((s) => (
        <li
          class={`seat ${msg.to_act.includes(s.seat) ? "acting" : ""} ${s.seat === msg.seat ? "me" : ""} ${teams ? `team-${teamOf(s.seat)}` : ""}`}
          data-seat={s.seat}
        >
          <span class="seat-who">
            <RingedAvatar msg={msg} seat={s.seat} name={seatName(msg.seats, s.seat)} />
            <span class={`dot ${s.online ? "on" : "off"}`} role="img" aria-label={s.online ? t("online") : t("offline")} />
            <SeatName name={seatName(msg.seats, s.seat)} />
          </span>
          <SeatPresence msg={msg} seat={s.seat} />
          {s.seat === msg.seat && <small class="seat-mark you-mark">({t("you")})</small>}
          {s.kind === "bot" && botLevel(s) && <small class="muted seat-mark bot-level" data-testid="bot-level"><span class="dot"> ·</span> {t(botLevel(s))}</small>}
          {teams && msg.seat !== null && s.seat !== msg.seat && (
            <small class="muted seat-mark"> · {teamOf(s.seat) === teamOf(msg.seat) ? t("partner") : t("opponent")}</small>
          )}
          {!teams && <SeatClock clock={msg.clock} seat={s.seat} name={seatName(msg.seats, s.seat)} />}
        </li>
      ))}
    </ol>
  );
}

/** The result as people say it: as the game's web object says it (per team, trophies, how
 * far a path got: ``resultRows``, ``resultValue``), else per seat by score. */
export function resultRows(msg) {
  const v = msg.view || {};
  const me = msg.seat;
  const name = (s) => seatName(msg.seats, s, me);
  const scores = msg.scores || [];
  const game = gameOf(msg.game);
  const whole = game?.resultRows?.(msg);
  const resigned = resignedHeadline(msg);
  if (whole) return resigned ? { ...whole, headline: resigned } : whole;
  const best = Math.max(...scores);
  const winners = scores.map((x, i) => (x === best && best > 0.5 ? i : -1)).filter((i) => i >= 0);
  let headline = winners.length
    ? t("winner", { names: listOf(winners.map(name)) })
    : t("draw");
  if (me !== null && scores.length) {
    headline = scores[me] === 1 ? t("youWon") : scores[me] === 0 ? t("youLost") : t("draw");
  }
  if (resigned) headline = resigned;
  const rows = msg.seats.map((s) => {
    const value = game?.resultValue?.(v, s.seat) ?? String(scores[s.seat] ?? "");
    return { label: name(s.seat), value, win: winners.includes(s.seat) };
  });
  return { headline, rows, winners };
}

/** A game lost against bots at a table that was not a practice one: a first game with a
 * guide, hints and easy bots is offered (a newcomer lost the climbing game in two or three
 * rounds, and the dialog offered only a rematch); not after a game among people. */
function learnAfter(msg) {
  const me = msg.seat;
  const botsOnly = (msg.seats || []).every((s) => s.seat === me || s.kind === "bot");
  return me !== null && botsOnly && !msg.practice && msg.scores?.[me] === 0 && !!gameOf(msg.game)?.learnSeats;
}

/** A game won against bots of one card level below the top (quickplay.jsx): the next level
 * offered, one tap from a table like this one (after a win the dialog offered only a rematch at
 * the level just beaten, and the lobby, where the card still said "easy"); the first game with
 * a guide, won, offers the medium bots. Not after a game among people. */
function NextLevel({ msg }) {
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const me = msg.seat;
  if (me === null || msg.scores?.[me] !== 1) return null;
  const people = (msg.seats || []).filter((s) => s.kind === "human");
  if (people.length !== 1) return null;
  const beaten = opponentsLevel(msg.game, msg.seats, me);
  const next = beaten && LEVEL_ORDER[LEVEL_ORDER.indexOf(beaten) + 1];
  if (!next) return null;
  const play = () => {
    setBusy(true);
    setError(null);
    playBotsAt(msg.table, me, next).catch((e) => {
      setError(e.message);
      setBusy(false);
    });
  };
  return (
    <p class="next-level" data-testid="next-level">
      <span>{t("nextLevelWhy", { beaten: t(beaten) })}</span>{" "}
      <button type="button" class="primary" data-testid="next-level-play" data-level={next} disabled={busy} onClick={play}>
        {t("nextLevelPlay", { level: t(next) })}
      </button>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </p>
  );
}

function GameOver({ msg, onClose, children }) {
  const { headline, rows, winners } = resultRows(msg);
  const closeRef = useRef(null);
  const dialogRef = useRef(null);
  useEffect(() => {
    const before = document.activeElement;
    // the close button sits at the dialog's end: focusing it must not scroll the headline
    // out of a short screen
    closeRef.current?.focus({ preventScroll: true });
    // the page stays still under the dialog (style.css: html.modal-open)
    const root = document.documentElement;
    root.classList.add("modal-open");
    return () => {
      root.classList.remove("modal-open");
      // back where the player was (the board under the dialog), not the top of the page
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  const onKeyDown = (e) => {
    if (e.key === "Escape") {
      onClose();
      return;
    }
    if (e.key !== "Tab" || !dialogRef.current) return;
    // a modal dialog keeps the keyboard inside it: Tab past the last control comes back to the first
    const items = [...dialogRef.current.querySelectorAll("a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])")];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const inside = dialogRef.current.contains(document.activeElement);
    if (e.shiftKey && (document.activeElement === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <div class="overlay" data-testid="game-over">
      <div class="overlay-frame">
        <div class="dialog game-over-dialog" role="dialog" aria-modal="true" aria-labelledby="game-over-title" onKeyDown={onKeyDown} ref={dialogRef}>
          <h2 id="game-over-title">{headline}</h2>
          {winners && winners.length > 0 && msg.seat !== null && (
            <p>{t("winner", { names: listOf(winners.map((i) => seatName(msg.seats, i, msg.seat))) })}</p>
          )}
          <table class="result">
            <tbody>
              {rows.map((r) => (
                <tr class={r.win ? "win" : ""}>
                  <td>
                    {r.win ? "★ " : ""}
                    {r.names ? (
                      <>
                        {r.lead}
                        {r.names.map((p) => (p.item ? <span class="name-whole">{p.value}</span> : p.value))}
                      </>
                    ) : (
                      r.label
                    )}
                  </td>
                  <td>{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* (a game's own table of the whole game: Balloon Cup's tiles, cubes and trophies) */}
          {gameOf(msg.game)?.overTable?.(msg, { close: onClose })}
          {children}
          <NextLevel msg={msg} />
          {learnAfter(msg) && (
            <p class="learn-after" data-testid="learn-after">
              <span class="muted">{t("l_learnAfter")}</span> <LearnButton game={msg.game} seats={gameOf(msg.game).learnSeats} />
            </p>
          )}
          <div class="actions">
            <a class="button primary" href={`/replay/${msg.table}`} data-testid="to-replay">
              {t("replay")}
            </a>
            <a class="button" href="/">
              {t("back")}
            </a>
            {/* (in the dialog's top corner, table.css: at the end of this row it wrapped onto
                a row of its own on a phone) */}
            <button type="button" class="over-close" onClick={onClose} ref={closeRef} aria-label={t("close")}>
              ×
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Why hints are (not) offered at this table, in the reader's language: the server's
 * policy ({allowed, code, reason}) names a code; an unknown code shows the server's sentence. */
export function hintsWhy(hints) {
  if (!hints || typeof hints !== "object") return t("hintsOff");
  const key = `hintsWhy_${hints.code}`;
  const said = t(key);
  return said === key ? hints.reason || t("hintsOff") : said;
}

/** The decision a hint answers: the seat's legal moves in this phase. It stays while the
 * message number moves on under it (in the climbing game a bot's secret choice lands while you
 * choose: a hint answered meanwhile was thrown away), and changes when your turn does. */
export function decisionKey(msg) {
  if (!msg || !msg.legal?.length) return null;
  return `${msg.view?.phase ?? ""}|${msg.view?.round ?? msg.view?.hand_no ?? ""}|${msg.legal.join(",")}`;
}

/** The hint's words: the move, and its chance to win only where the search chose among moves
 * (``chance_known``: a lone move, a claim chosen by the game's own rule, an exchange spread thin
 * gave 30 %, 100 %, 63 % on three turns in a row). ``note: false``: without the game's note
 * on why (the head's slot of a game whose board shows the whole sentence). */
export function hintWords(msg, hint, name, { note: withNote = true } = {}) {
  const move = describeMove(msg.game, hint.move, { seat: msg.seat, viewer: msg.seat, name, hint: true, view: msg.view, stage: msg.view?.bidding?.stage });
  // (a game that says its hints its own way: the climbing game's says what the move is for)
  const game = gameOf(msg.game);
  if (game?.hintWords) return game.hintWords(msg, hint, move, name);
  const said = typeof hint.win_chance === "number" && hint.chance_known
    ? t(game?.hintSaysKey ?? "hintSays", { move, p: Math.round(hint.win_chance * 100) })
    : move;
  // (a game's own note on it: Balloon Cup's reason, from the position)
  const note = withNote ? game?.hintNote?.(msg, hint, name) : null;
  return note ? `${said} — ${note}` : said;
}

/** Takes back your last move, and the bots' replies to it, where the server offers it (you
 * alone against bots, casual, no clock: the message's ``undo``, null elsewhere) and the
 * game's page is ready for a position that goes back (its web object's ``undo``). Disabled
 * until you have a move to take back. */
function UndoButton({ msg, undo }) {
  const offered = msg.seat !== null && !msg.over && msg.undo !== null && msg.undo !== undefined && !!gameOf(msg.game)?.undo;
  const can = offered && !!msg.undo;
  // said each time a take-back lands (fewer moves than before at this table), to a screen
  // reader: the board changes without a word otherwise. A live region speaks when its text
  // changes, so every other take-back's words end in a no-break space (one fixed sentence was
  // heard at the first take-back only)
  const seen = useRef({ table: null, n: 0, said: 0 });
  if (tookBack(seen.current, msg)) seen.current.said += 1;
  const said = seen.current.said;
  // Ctrl+Z (⌘Z on a Mac) does the same, unless you are writing (the chat's box)
  useEffect(() => {
    if (!can) return undefined;
    const key = (e) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== "z") return;
      if (e.target.closest?.("input, textarea, select, [contenteditable]")) return;
      e.preventDefault();
      undo();
    };
    document.addEventListener("keydown", key);
    return () => document.removeEventListener("keydown", key);
  }, [can, msg.n]);
  if (!offered) return null;
  return (
    <>
    {/* (beside the button, not in it: it would be part of the button's name) */}
    <span class="sr" role="status" data-testid="undone">{said ? `${t("undone")}${said % 2 ? "" : "\u00a0"}` : ""}</span>
    <button type="button" class="undo" data-testid="undo" disabled={!msg.undo} onClick={undo} title={`${t("undoTitle")} (Ctrl+Z)`} aria-keyshortcuts="Control+Z Meta+Z">
      <span class="undo-sign" aria-hidden="true">↶</span>
      {/* (on a phone the sign alone: beside a long title and "Sinun vuoro" the word took the
          turn's words to a third row; it is still the button's name) */}
      <span class="undo-word"> {t("undo")}</span>
    </button>
    </>
  );
}

/** The hint button and, beside it, one slot for its words: the hint, its error, that it is
 * being worked out, else why hints are (not) offered here. One shape in every state, so the
 * table's head keeps still as turns change (the reason took the button's place while others
 * played, and "How to play" moved 480 px across the head); on a phone the slot holds the hint
 * in the head's second row, over nothing (it lay over the seats' names). The slot shows two or
 * three lines of the hint; a tap or click on them opens the whole sentence in a box over the
 * page (a phone never shows the title, and "…" cut the reason in two). A game whose board
 * shows the whole sentence where the player reads it (``hintOnBoard``: Balloon Cup's line above
 * your hand) has the move and its chance here, short enough for the slot, the why on the board
 * (the slot cut it at every size). */
function HintButton({ msg, table, hint, setHint }) {
  const [busy, setBusy] = useState(false);
  const [whole, setWhole] = useState(false);
  const name = (s) => seatName(msg.seats, s, msg.seat);
  const onBoard = !!gameOf(msg.game)?.hintOnBoard;
  const words = hint && !hint.error && !msg.over ? hintWords(msg, hint, name, { note: !onBoard }) : null;
  // a new hint (or none) closes the box: it only ever shows the words in the slot
  useEffect(() => setWhole(false), [words]);
  useEffect(() => {
    if (!whole) return undefined;
    const outside = (e) => {
      if (!e.target.closest?.(".hint-full, .hint-text, .hints-mark")) setWhole(false);
    };
    const escape = (e) => e.key === "Escape" && setWhole(false);
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [whole]);
  if (msg.over) return null;
  const hints = msg.hints || {};
  const why = hintsWhy(hints);
  // the slot's words (the hint, or why hints are on or off) open the box with them whole
  const opensWhole = {
    tabIndex: 0,
    onClick: () => setWhole(!whole),
    onKeyDown: (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        setWhole(!whole);
      }
      // (here too, not only on the page: the page's listener comes after the box is drawn,
      // and an Escape at once after Enter left it open)
      if (e.key === "Escape") setWhole(false);
    },
  };
  const mine = msg.seat !== null && msg.legal.length > 0;
  async function ask() {
    setBusy(true);
    const n = decisionKey(msg);
    try {
      const token = new URLSearchParams(location.search).get("token") || undefined;
      const answer = await api(`/api/tables/${table}/hint`, { method: "POST", body: {}, token });
      setHint({ ...answer, n });
    } catch (e) {
      setHint({ error: e.message, n });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div class="hint">
      {/* every seat (and a spectator, without the button) sees whether hints are allowed here, and why */}
      {msg.seat !== null && (
        <button
          type="button"
          onClick={ask}
          disabled={!hints.allowed || !mine || busy}
          data-testid="hint"
          aria-describedby={!hints.allowed ? "hints-off" : undefined}
          aria-busy={busy ? "true" : undefined}
          class={busy ? "busy" : undefined}
          title={why}
        >
          {/* (while the search works the button itself says so: a click that showed nothing
              for a second read as a click that missed) */}
          {busy ? t("thinking") : t("hint")}
        </button>
      )}
      <span class="hint-slot">
        {words ? (
          <span
            class="hint-text"
            data-testid="hint-text"
            data-move={hint.move}
            role="status"
            title={words}
            {...opensWhole}
          >
            {words}
          </span>
        ) : hint?.error ? (
          <span class="error" role="alert" data-testid="hint-error" title={t("hintFailed", { reason: hint.error })}>
            {t("hintFailed", { reason: hint.error })}
          </span>
        ) : busy ? (
          <span class="muted hints-mark" role="status">
            {t("thinking")}
          </span>
        ) : (
          // (on a phone the slot says "Hints on" / "Hints off", the reason a tap away in the
          // box below: cut to its three short lines, "Hints / are / on:…" said neither)
          <span
            class="muted hints-mark"
            id="hints-off"
            data-testid="hints-mark"
            data-allowed={hints.allowed ? "1" : "0"}
            title={why}
            {...opensWhole}
          >
            <span class="why-long">{why}</span>
            <span class="why-short" aria-hidden="true">{t(hints.allowed ? "hintsOnShort" : "hintsOffShort")}</span>
          </span>
        )}
      </span>
      {whole && (
        <div class="hint-full" data-testid="hint-full">
          <p>{words || why}</p>
          <button type="button" class="hint-close" data-testid="hint-close" aria-label={t("close")} title={t("close")} onClick={() => setWhole(false)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/** The table's live connection: messages in, moves out; a move made while the connection is
 * down waits and is sent on reconnecting if still legal, or is refused with a message. */
function useTableConnection(id) {
  const [msg, setMsg] = useState(null);
  const [status, setStatus] = useState("connecting");
  const [error, setError] = useState(null);
  const [notice, setNotice] = useState(null);
  const [chat, setChat] = useState({ lines: [], phrases: [], mode: "phrases", error: null });
  const [offer, setOffer] = useState(null);
  const [mutes, setMutes] = useState(() => loadMutes(id));
  const conn = useRef(null);
  const pending = useRef(null);
  const latest = useRef(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    let c = null;
    // the socket takes the seat for whoever this browser is, so it waits for the first answer
    // about that (a new visitor's guest made first): opened before it, the socket of a newcomer
    // who came by an invite link left their seat nobody's, and the game was missing from their
    // profile and their games (in about one run of two, whichever came first)
    let waiting = null;
    const connect = () => {
      c = connectTable(id, {
        token: params.get("token"),
        spectate: params.has("spectate"),
        social: true,
        onMessage: (m) => {
          if (m.type === "chat_history") {
            setChat((old) => ({ ...old, lines: m.lines, mode: m.mode, phrases: m.phrases }));
            return;
          }
          if (m.type === "chat") {
            setChat((old) => ({ ...old, lines: [...old.lines, m.line], error: null }));
            return;
          }
          if (m.type === "rematch") {
            setOffer(m);
            return;
          }
          if (m.type === "error" && ["chat", "mute", "rematch"].includes(m.about)) {
            setChat((old) => ({ ...old, error: m.message }));
            return;
          }
          if (m.type === "state") {
            latest.current = m;
            setMsg(m);
            setError(null);
            const move = pending.current;
            if (move !== null) {
              pending.current = null;
              if (m.legal.includes(move.move) && c.send(move)) setNotice(t("moveSentLate"));
              else setNotice(t("moveDropped"));
            }
          } else if (m.type === "error") setError(m.message);
        },
        onStatus: (s) => {
          setStatus(s);
          const muted = loadMutes(id);
          if (s === "open" && muted.length) c.send({ type: "mute", seats: muted });
        },
      });
      conn.current = c;
    };
    if (meKnown.value) connect();
    else {
      waiting = meKnown.subscribe((known) => {
        if (!known || c) return;
        waiting();
        waiting = null;
        connect();
      });
    }
    return () => {
      waiting?.();
      c?.close();
    };
  }, [id]);

  const send = (move) => {
    setError(null);
    setNotice(null);
    // the turn it was chosen in: refused if the seat's time for it ran out meanwhile
    const m = latest.current;
    const message = { type: "move", move, turn: m?.clock?.seats?.[m.seat]?.turn };
    if (!conn.current?.send(message)) {
      pending.current = message;
      setNotice(t("moveQueued"));
    }
  };
  const say = (message) => {
    setChat((old) => ({ ...old, error: null }));
    if (!conn.current?.send(message)) setChat((old) => ({ ...old, error: t("reconnecting") }));
  };
  // any other message (the dealing phase's seat value): false while disconnected
  const raw = (message) => Boolean(conn.current?.send(message));
  return { msg, status, error, notice, send, chat, offer, say, mutes, setMutes, raw };
}

const NO_SIGNAL = { value: null, subscribe: () => () => {} };

/** Whether the board holds the game's latest position back for now (its web object's
 * ``holdSignal`` is set: a Baloot hand's last trick and summary on the table while the next
 * deal waits behind them, or the last hand's before the result): meanwhile nobody is told
 * it is their turn (the head said "Your turn" over an empty table, a summary to come) and
 * the result waits. */
function useHeld(msg) {
  const game = gameOf(msg?.game);
  const holding = useSignal(game?.holdSignal ?? NO_SIGNAL) != null;
  useSignal(game?.drawnSignal ?? NO_SIGNAL); // (drawn again once the board has drawn a message)
  // (a message the board may hold that it has not drawn yet: held until it has)
  return holding || !!(msg && game?.holdsFirst?.(msg));
}

/** A tournament's game links back to the tournament (its standings, the next pairing). */
function TournamentLink({ table }) {
  const [mark, setMark] = useState(null);
  useEffect(() => {
    api(`/api/tables/${table}`).then((info) => setMark(info.tournament || null), () => {});
  }, [table]);
  if (!mark?.id) return null;
  return (
    <a href={`/tournaments/${mark.id}`} data-testid="tournament-link" title={t("tn_backToLabel", { name: mark.name })}>
      {t("tn_backTo", { name: mark.name })}
    </a>
  );
}

function brokenReason(info) {
  if (!info?.broken) return null;
  return info.broken_reason || (typeof info.broken === "string" ? info.broken : "");
}

/** True while the game-over dialog waits after a game ends in sight, so that the last move is
 * seen on the board: the game's web object's ``overHoldFor(view)`` (how long by the last
 * position: the climbing game plays its last round's turns one by one first) or
 * ``overHoldMs``; a game opened already over shows it at once. */
function useOverHeld(msg) {
  const game = gameOf(msg?.game);
  const hold = (game?.overHoldFor && msg?.view ? game.overHoldFor(msg.view) : game?.overHoldMs) || 0;
  const end = useRef({ live: false, until: 0 });
  const [, redraw] = useState(0);
  if (msg && !msg.over) end.current.live = true;
  else if (msg?.over && end.current.live) end.current = { live: false, until: Date.now() + hold };
  const wait = msg?.over ? end.current.until - Date.now() : 0;
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => redraw((n) => n + 1), wait + 20);
    return () => clearTimeout(timer);
  }, [end.current.until]);
  return wait > 0;
}

export function TablePage({ id }) {
  const { msg, status, error, notice, send, chat, offer, say, mutes, setMutes, raw } = useTableConnection(id);
  useSeatValue(id, msg, raw);
  const [closedOver, setClosedOver] = useState(false);
  const held = useHeld(msg);
  const overHeld = useOverHeld(msg) || held;
  useEffect(() => offer && setClosedOver(false), [offer]);
  const [hint, setHint] = useState(null);
  const entries = useGameLog(msg?.dealing ? null : msg);
  useTableSounds(msg, held);
  useAttention(msg, held);
  const dealt = useDealAnimation(msg);
  useEffect(() => setHint(null), [decisionKey(msg)]);

  if (!msg) {
    return (
      <p class="muted" data-testid="connecting">
        {status.startsWith("refused") ? status : t("connecting")}
      </p>
    );
  }
  const broken = brokenReason(msg);
  const decision = decisionKey(msg);
  const hinted = hint && !hint.error && hint.n === decision ? hint.move : null;
  // (the whole sentence, why included, for a board that shows it: hintOnBoard)
  const hintSaid = hinted && !msg.over && gameOf(msg.game)?.hintOnBoard
    ? hintWords(msg, hint, (s) => seatName(msg.seats, s, msg.seat))
    : null;
  return (
    <div
      class={`table game-${msg.game}`}
      data-testid="table"
      data-seat={msg.seat ?? "spectator"}
      data-n={msg.n}
      data-mine={msg.legal.length > 0 ? "1" : "0"}
      data-over={msg.over ? "1" : "0"}
      data-status={status}
      data-deal={dealt ?? undefined}
      data-us={msg.seat !== null && gameOf(msg.game)?.teamOf ? gameOf(msg.game).teamOf(msg.seat) : undefined}
    >
      <div class="table-head">
        {/* (its title: where a phone cuts a long one short, the whole of it) */}
        <h1 title={gameTitle(msg.game)}>{gameTitle(msg.game)}</h1>
        <span class="muted table-facts">
          {msg.seat === null ? (
            <span class="table-who">{t("spectator")}</span>
          ) : (
            <span class="table-who mine" data-testid="table-me">{seatName(msg.seats, msg.seat)}</span>
          )}
          <span class="table-sep" aria-hidden="true">·</span>
          {/* where the game stands in its own terms (a climbing round, a Baloot hand); a count
              of moves that takes in every hidden pick ("move 136") meant nothing to a player */}
          {/* (drawn again with the page when the board's hold changes: useHeld above; the
              head names the hand still on the table) */}
          <span class="table-move">{(msg.view && gameOf(msg.game)?.progress?.(msg.view)) || t("moveNo", { n: msg.n })}</span>
          {msg.practice && <span class="badge practice" title={t("practiceTable")}>{t("practice")}</span>}
        </span>
        {/* beside whose turn it is, as the sites put their undo in the turn's bar; on a phone
            in the head's first row, where the move number gives way (the second row's hint
            slot was squeezed to a sliver); while the socket is down the page says it is
            reconnecting, and a refusal comes back as an error */}
        <UndoButton msg={msg} undo={() => raw({ type: "undo" })} />
        <TurnBanner msg={msg} held={held} />
        <div class="table-actions">
          <HintButton msg={msg} table={id} hint={hint && hint.n === decision ? hint : null} setHint={setHint} />
          <TournamentLink table={id} />
          <a href={`/rules/${msg.game}`} target="_blank" rel="noopener" data-testid="rules-link">
            {t("howToPlay")}
          </a>
          <TablePrefs game={msg.game} />
          <ResignButton msg={msg} resign={() => raw({ type: "resign" })} withdraw={() => raw({ type: "resign", accept: false })} />
          {/* (shown where the site's bar gives way to the board: a phone held sideways) */}
          <a href="/" class="table-lobby" data-testid="table-lobby">
            {t("lobby")}
          </a>
        </div>
      </div>
      {status !== "open" && (
        <p class="notice warn" role="status" data-testid="reconnecting">
          {status.startsWith("refused") ? status : t("reconnecting")}
        </p>
      )}
      {broken !== null && (
        <p class="error broken" role="alert" data-testid="broken">
          {t("broken")}
          {broken ? ` — ${t("brokenWhy", { reason: broken })}` : ""}
        </p>
      )}
      {notice && (
        <p class="notice" role="status" data-testid="notice">
          {notice}
        </p>
      )}
      {error && (
        <p class="error" role="alert" data-testid="error">
          {error}
        </p>
      )}
      <TakeBack msg={msg} table={id} />
      <ResignOffer msg={msg} answer={(yes) => raw({ type: "resign", accept: yes })} />
      <SeatStrip msg={msg} />
      <div class={`table-body ${hasDescriber(msg.game) ? "" : "no-log"}`}>
        <div class="table-main">
          {msg.dealing ? <DealingPanel msg={msg} /> : <Board game={msg.game} msg={msg} send={send} hint={hinted} hintSaid={hintSaid} ready={() => raw({ type: "ready" })} />}
          {msg.legal.length > 0 && (
            <details class="all-moves">
              <summary>{t("allMoves")}</summary>
              <MoveList legal={msg.legal} send={send} game={msg.game} msg={msg} />
            </details>
          )}
          <ResignButton msg={msg} resign={() => raw({ type: "resign" })} withdraw={() => raw({ type: "resign", accept: false })} foot />
        </div>
        {hasDescriber(msg.game) && (
          <aside class="table-side" aria-label={t("log")}>
            <GameLog entries={entries} title={t("log")} />
            <ChatPanel msg={msg} chat={chat} say={say} mutes={mutes} setMutes={setMutes} />
          </aside>
        )}
      </div>
      {!hasDescriber(msg.game) && <ChatPanel msg={msg} chat={chat} say={say} mutes={mutes} setMutes={setMutes} />}
      <Celebration msg={msg} />
      {msg.over && !closedOver && !overHeld && (
        <GameOver msg={msg} onClose={() => setClosedOver(true)}>
          <Rematch msg={msg} offer={offer} say={say} />
          <ValueUsed msg={msg} table={id} folded />
        </GameOver>
      )}
      {msg.over && closedOver && (
        // the dialog closed with ×: its way on stays at hand (the page was a dead end)
        <div class="over-bar" role="region" aria-label={t("gameOver")} data-testid="over-bar">
          <button type="button" onClick={() => setClosedOver(false)} data-testid="show-result">
            {t("showResult")}
          </button>
          <Rematch msg={msg} offer={offer} say={say} />
          <a class="button" href={`/replay/${msg.table}`} data-testid="over-bar-replay">
            {t("replay")}
          </a>
          <a class="button" href="/">
            {t("back")}
          </a>
        </div>
      )}
    </div>
  );
}
