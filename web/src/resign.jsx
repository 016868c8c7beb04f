// Resigning: the game ends now, your side the loser (the server's tables/resign.py); where a
// partner is a person too, an offer to them that ends the game only with their yes. A flag
// among the table's own buttons on a wide screen; on a phone, where that row holds the hint's
// words beside four buttons already (a fifth squeezed them to a sliver under the seats), a
// button with its word under the board, where nothing of a move is. Asked first in a small
// dialog over the table (nothing under it moves), whose safe answer, "Keep playing", has the
// focus; the server says where it is offered (each message's "resign"), so a spectator or a
// finished game never sees it. The game-over dialog and the log say who resigned.
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "./i18n.js";
import { seatName } from "./seats.js";
import { gameOf } from "./games/index.js";

// drawn here, not emoji (prefs.jsx draws its icons the same way)
const FLAG = "M6 21V4 M6 4h11l-2.5 4 2.5 4H6";

const PHONE = "(max-width: 700px)";

/** Whether the page is as narrow as a phone's, kept as the window changes. */
function useNarrow() {
  const query = typeof matchMedia === "function" ? matchMedia(PHONE) : null;
  const [narrow, setNarrow] = useState(!!query?.matches);
  useEffect(() => {
    if (!query) return undefined;
    const changed = () => setNarrow(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return narrow;
}

/** The flag and, once pressed, the question. ``resign()`` sends it. ``foot``: the place under
 * the board, which shows it on a phone (the table's head shows it elsewhere). */
export function ResignButton({ msg, resign, withdraw, foot = false }) {
  const [asking, setAsking] = useState(false);
  const narrow = useNarrow();
  const offered = msg.seat !== null && !msg.over && !!msg.resign;
  useEffect(() => {
    if (!offered) setAsking(false); // the game ended meanwhile (or the seat may no longer)
  }, [offered]);
  if (!offered || foot !== narrow) return null;
  // while the side's offer stands the flag waits: ResignOffer says so, but on a phone to the
  // one who made it here, where they made it (the head's line is a scroll away)
  const offer = msg.resign_offer ?? null;
  if (offer !== null) return foot && offer === msg.seat ? <Waiting withdraw={withdraw} foot /> : null;
  const flag = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">
      <path d={FLAG} />
    </svg>
  );
  return (
    <>
      {foot ? (
        <p class="resign-foot">
          <button type="button" class="resign" data-testid="resign" title={t("resignTitle")} aria-haspopup="dialog" onClick={() => setAsking(true)}>
            {flag} {t("resign")}
          </button>
        </p>
      ) : (
        <button type="button" class="pref resign" data-testid="resign" title={t("resignTitle")} aria-haspopup="dialog" onClick={() => setAsking(true)}>
          {flag}
          <span class="sr">{t("resign")}</span>
        </button>
      )}
      {asking && (
        <ResignDialog
          team={!!gameOf(msg.game)?.teamOf}
          partner={partnerIsPerson(msg)}
          onResign={() => {
            setAsking(false);
            resign();
          }}
          onKeep={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** Whether a partner of the reader's seat is a person too: then a resignation is an offer to
 * them, and ends the game only with their yes. */
function partnerIsPerson(msg) {
  const teamOf = gameOf(msg.game)?.teamOf;
  if (!teamOf || msg.seat === null) return false;
  return (msg.seats || []).some((s) => s.seat !== msg.seat && s.kind === "human" && teamOf(s.seat) === teamOf(msg.seat));
}

/** A side's offer to resign, standing (the server shows it to that side only): to the one who
 * made it, a line saying so with Withdraw; to the partner, the question over the table, "Keep
 * playing" declining it. ``answer(yes)`` sends the answer. */
export function ResignOffer({ msg, answer }) {
  const narrow = useNarrow();
  const offer = msg.resign_offer;
  if (offer === null || offer === undefined || msg.over || msg.seat === null) return null;
  if (offer === msg.seat) return narrow ? null : <Waiting withdraw={() => answer(false)} />;
  return (
    <ResignDialog
      team
      question={t("resignOffered", { who: seatName(msg.seats, offer, msg.seat) })}
      onResign={() => answer(true)}
      onKeep={() => answer(false)}
    />
  );
}

/** The line telling the one who offered to resign that their partner is asked, and Withdraw. */
function Waiting({ withdraw, foot = false }) {
  return (
    <p class={`notice resign-waiting${foot ? " resign-foot" : ""}`} role="status" data-testid="resign-waiting">
      {t("resignWaiting")}{" "}
      <button type="button" data-testid="resign-withdraw" onClick={withdraw}>
        {t("resignWithdraw")}
      </button>
    </p>
  );
}

function ResignDialog({ team, partner = false, question = null, onResign, onKeep }) {
  const keepRef = useRef(null);
  const dialogRef = useRef(null);
  useEffect(() => {
    const before = document.activeElement;
    keepRef.current?.focus({ preventScroll: true });
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  const onKeyDown = (e) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onKeep();
    } else if (e.key === "Tab") {
      // two buttons: the keyboard stays with them
      const items = [...dialogRef.current.querySelectorAll("button")];
      const at = items.indexOf(document.activeElement);
      e.preventDefault();
      items[(at + (e.shiftKey ? items.length - 1 : 1)) % items.length].focus();
    }
  };
  return (
    <div class="overlay resign-overlay" data-testid="resign-dialog">
      <div class="overlay-frame" onClick={(e) => e.target === e.currentTarget && onKeep()}>
        <div class="dialog resign-dialog" role="alertdialog" aria-modal="true" aria-labelledby="resign-ask" aria-describedby="resign-what" onKeyDown={onKeyDown} ref={dialogRef}>
          <h2 id="resign-ask">{question ?? t("resignAsk")}</h2>
          <p id="resign-what">{t(partner ? "resignAskPartner" : team ? "resignLoseTeam" : "resignLose")}</p>
          <div class="actions">
            <button type="button" class="danger" data-testid="resign-confirm" onClick={onResign}>
              {t(partner ? "resignOffer" : "resign")}
            </button>
            <button type="button" class="primary" data-testid="resign-keep" ref={keepRef} onClick={onKeep}>
              {t("keepPlaying")}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The game-over headline of a resigned game, for whoever reads it (``null``: nobody resigned). */
export function resignedHeadline(msg) {
  const by = msg.resigned;
  if (by === null || by === undefined) return null;
  const me = msg.seat;
  const who = seatName(msg.seats, by, me);
  if (me === null || me === undefined) return t("resignedBy", { who });
  if (me === by) return t("youResigned");
  const teamOf = gameOf(msg.game)?.teamOf;
  const side = (s) => (teamOf ? teamOf(s) : s);
  if (side(me) === side(by)) return t("resignedBy", { who });
  return t(teamOf ? "resignedWinTeam" : "resignedWin", { who });
}

/** The log's last line of a resigned game. */
export function resignedLine(msg, name) {
  if (!msg.over || msg.resigned === null || msg.resigned === undefined) return null;
  return { key: "resigned", kind: "result", head: true, seat: msg.resigned, text: t("resignedLog", { who: name(msg.resigned) }) };
}
