// Table chat and rematch. Chat lines are shown as text (Preact escapes it, never HTML); quick
// phrases arrive as ids and are shown in the reader's language. A reader mutes a seat: the
// server stops sending its lines to this reader, and the mutes are kept in this browser per
// table and sent again on reconnecting.
import { useEffect, useRef, useState } from "preact/hooks";
import { go } from "./api.js";
import { t } from "./i18n.js";
import { seatName } from "./seats.js";

const MUTE_KEY = (table) => `gt-mute-${table}`;

export function loadMutes(table) {
  try {
    const seats = JSON.parse(localStorage.getItem(MUTE_KEY(table)) || "[]");
    return Array.isArray(seats) ? seats.filter((s) => Number.isInteger(s)) : [];
  } catch {
    return [];
  }
}

function saveMutes(table, seats) {
  try {
    localStorage.setItem(MUTE_KEY(table), JSON.stringify(seats));
  } catch {
    /* private mode: kept until the page closes */
  }
}

/** The words of a line in the reader's language. */
export function lineText(line) {
  return line.phrase ? t(`phrase_${line.phrase}`) : line.text;
}

export function ChatPanel({ msg, chat, say, mutes, setMutes }) {
  const [text, setText] = useState("");
  const listRef = useRef(null);
  const lines = (chat.lines || []).filter((l) => !mutes.includes(l.seat));
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);
  const me = msg.seat;
  const others = msg.seats.filter((s) => s.kind === "human" && s.seat !== me);
  const toggle = (seat) => {
    const next = mutes.includes(seat) ? mutes.filter((s) => s !== seat) : [...mutes, seat];
    saveMutes(msg.table, next);
    setMutes(next);
    say({ type: "mute", seats: next });
  };
  const submit = (e) => {
    e.preventDefault();
    if (!text.trim()) return;
    say({ type: "chat", text });
    setText("");
  };
  return (
    <section class="chat" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">{t("chat")}</h2>
      <ol class="chat-lines" ref={listRef} aria-live="polite" data-testid="chat-lines">
        {lines.length === 0 && <li class="muted">{t("chatEmpty")}</li>}
        {lines.map((l) => (
          <li class={`chat-line ${l.seat === me ? "mine" : ""}`} data-seat={l.seat}>
            <b>{seatName(msg.seats, l.seat, me)}:</b> <bdi>{lineText(l)}</bdi>
          </li>
        ))}
      </ol>
      {chat.error && (
        <p class="error" role="alert" data-testid="chat-error">
          {chat.error}
        </p>
      )}
      {me === null ? (
        <p class="muted">{t("chatSpectator")}</p>
      ) : (
        <>
          <div class="phrases" role="group" aria-label={t("chatPhrases")}>
            {(chat.phrases || []).map((p) => (
              <button type="button" class="phrase" data-phrase={p} onClick={() => say({ type: "chat", phrase: p })}>
                {t(`phrase_${p}`)}
              </button>
            ))}
          </div>
          {chat.mode === "text" ? (
            <form class="chat-form" onSubmit={submit}>
              <input
                type="text"
                maxLength={200}
                value={text}
                placeholder={t("chatPlaceholder")}
                aria-label={t("chatPlaceholder")}
                data-testid="chat-input"
                onInput={(e) => setText(e.currentTarget.value)}
              />
              <button type="submit" data-testid="chat-send">
                {t("chatSend")}
              </button>
            </form>
          ) : (
            <p class="muted">{t("chatPhrasesOnly")}</p>
          )}
        </>
      )}
      {others.length > 0 && me !== null && (
        <div class="mutes">
          {others.map((s) => {
            const name = seatName(msg.seats, s.seat, me);
            const on = mutes.includes(s.seat);
            return (
              <button type="button" class="mute" aria-pressed={on} data-testid={`mute-${s.seat}`} onClick={() => toggle(s.seat)}>
                {on ? t("unmute", { name }) : t("mute", { name })}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The end dialog's rematch: offer, accept or decline, who has accepted; moves to the new
 * table once everyone has. */
export function Rematch({ msg, offer, say }) {
  useEffect(() => {
    if (offer?.url) go(offer.url);
  }, [offer?.url]);
  const me = msg.seat;
  const mine = me !== null && msg.seats[me]?.kind === "human";
  const name = (s) => seatName(msg.seats, s, me);
  const open = offer && offer.declined === null && !offer.table;
  return (
    <div class="rematch" data-testid="rematch-box">
      {offer?.declined !== null && offer?.declined !== undefined && (
        <p role="status">{t("rematchDeclined", { name: name(offer.declined) })}</p>
      )}
      {offer?.table && <p role="status">{t("rematchReady")}</p>}
      {open && offer.by !== me && <p data-testid="rematch-offer">{t("rematchOffer", { name: name(offer.by) })}</p>}
      {open && (
        <ul class="rematch-who" data-testid="rematch-who">
          {msg.seats.map((s) => (
            <li data-seat={s.seat} class={offer.accepted.includes(s.seat) ? "yes" : ""}>
              {name(s.seat)}: {offer.accepted.includes(s.seat) ? `✓ ${t("accepted")}` : t("notYet")}
            </li>
          ))}
        </ul>
      )}
      {mine && !offer?.table && (
        open ? (
          offer.accepted.includes(me) ? (
            <p class="muted">{t("rematchWaiting")}</p>
          ) : (
            <div class="actions">
              <button type="button" class="primary" data-testid="rematch-accept" onClick={() => say({ type: "rematch", accept: true })}>
                {t("rematchAccept")}
              </button>
              <button type="button" data-testid="rematch-decline" onClick={() => say({ type: "rematch", accept: false })}>
                {t("rematchDecline")}
              </button>
            </div>
          )
        ) : (
          <button type="button" class="primary" data-testid="rematch" onClick={() => say({ type: "rematch", accept: true })}>
            {t("rematch")}
          </button>
        )
      )}
    </div>
  );
}
