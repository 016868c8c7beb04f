// Baloot: four seats round the table, bidding and doubling controls, the trick, projects,
// and the score sheet (لنا / لهم). Play runs counter-clockwise: the next seat sits to your right.
import { t, term } from "../i18n.js";
import { seatName } from "../table.jsx";

const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RANK = { T: "10" };
const isCard = (m) => /^[789TJQKA][SHDC]$/.test(m);

export function PlayingCard({ card, small, playable, dim, onClick, back }) {
  if (back) return <span class={`pcard back ${small ? "small" : ""}`} aria-hidden="true" />;
  const rank = RANK[card[0]] || card[0];
  const suit = card[1];
  const red = suit === "H" || suit === "D";
  return (
    <span
      class={`pcard ${red ? "red" : ""} ${small ? "small" : ""} ${playable ? "playable" : ""} ${dim ? "dim" : ""}`}
      data-card={card}
      role={onClick ? "button" : "img"}
      tabIndex={onClick ? 0 : undefined}
      aria-label={card}
      onClick={onClick}
      onKeyDown={onClick ? (e) => (e.key === "Enter" || e.key === " ") && onClick() : undefined}
    >
      <span>
        {rank}
        {SUIT[suit]}
      </span>
      <span class="big">{SUIT[suit]}</span>
    </span>
  );
}

const cardText = (c) => `${RANK[c[0]] || c[0]}${SUIT[c[1]]}`;

const PROJECT_TERM = { sira: "sira", fifty: "fifty", hundred: "hundred", 400: "fourHundred", baloot: "balootProject" };

/** A button label for every move that is not a plain card. */
function moveLabel(move, stage) {
  if (move === "pass") return term("pass");
  if (move === "hokum") return stage === "keep" ? term("keepHokum") : term("hokum");
  if (move === "sun") return stage === "keep" ? term("toSun") : term("sun");
  if (move === "ashkal") return term("ashkal");
  if (move === "baloot") return term("balootProject");
  if (move === "gahwa") return term("gahwa");
  if (move === "three") return term("three");
  if (move === "sawa") return "Sawa";
  let m = /^hokum:([SHDC])$/.exec(move);
  if (m) return `${term("hokum")} ${SUIT[m[1]]}`;
  m = /^(double|four)(?::(open|closed))?$/.exec(move);
  if (m) return `${term(m[1])}${m[2] ? ` · ${t(m[2])}` : ""}`;
  m = /^([789TJQKA][SHDC])\+akka$/.exec(move);
  if (m) return `${cardText(m[1])} · ${term("akka")}`;
  m = /^(sira|fifty|hundred|400)(?::(.+))?$/.exec(move);
  if (m) {
    const what = term(PROJECT_TERM[m[1]]);
    if (!m[2]) return what;
    const four = /^4([789TJQKA])$/.exec(m[2]);
    if (four) return `${what} 4×${RANK[four[1]] || four[1]}`;
    return `${what} ${m[2].split("-").map(cardText).join("–")}`;
  }
  return move;
}

const LEVEL_TERM = { 2: "double", 3: "three", 4: "four", 5: "gahwa" };

function Contract({ view, msg }) {
  const c = view.contract;
  if (!c) {
    return (
      <div class="contract" data-testid="ground">
        {term("ground")}: {view.ground ? <PlayingCard card={view.ground} small /> : "—"}
        <div class="muted">
          {term("bidding")} · {view.bidding?.round}
        </div>
      </div>
    );
  }
  const level = view.doubling?.level || 1;
  return (
    <div class="contract" data-testid="contract">
      <b>{term(c.type)}</b>
      {c.trump && <span class="trump"> {SUIT[c.trump]}</span>} · {t("buyer")}: {seatName(msg.seats, c.buyer, msg.seat)}
      {level > 1 && (
        <span>
          {" "}
          · {term(LEVEL_TERM[level])} {view.doubling.closed ? `(${t("closed")})` : ""}
        </span>
      )}
      <div class="muted">
        {t("us")}: {view.tricks_won?.[teamOf(msg)] ?? 0} · {t("them")}: {view.tricks_won?.[1 - teamOf(msg)] ?? 0}{" "}
        ({t("trick")})
      </div>
    </div>
  );
}

const teamOf = (msg) => (msg.seat === null ? 0 : msg.seat % 2);

function lastCall(view, seat) {
  const calls = (view.bidding?.calls || []).filter((c) => c.seat === seat);
  const dbl = (view.doubling?.calls || []).filter((c) => c.seat === seat);
  const last = dbl.length ? dbl[dbl.length - 1] : calls[calls.length - 1];
  return last ? moveLabel(last.call) : "";
}

function SeatBox({ view, msg, seat, where, children }) {
  const pos = Object.entries(view.positions || {}).find(([, s]) => s === seat)?.[0];
  return (
    <div class={`b-seat ${where} ${msg.to_act.includes(seat) ? "acting" : ""}`} data-seat={seat}>
      <div class="name">
        <span dir="auto">{seatName(msg.seats, seat, msg.seat)}</span> <small>{pos}</small>
        {view.dealer === seat && <small> · {t("dealer")}</small>}
      </div>
      <div class="calls">{lastCall(view, seat)}</div>
      {children}
    </div>
  );
}

function Backs({ n }) {
  return (
    <div class="b-hand fan">
      {Array.from({ length: n }, () => (
        <PlayingCard back small />
      ))}
    </div>
  );
}

function ScoreSheet({ view, msg }) {
  const me = teamOf(msg);
  return (
    <div class="sheet" data-testid="score-sheet">
      <b>{term("scoreSheet")}</b>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th />
            <th>{term("us")}</th>
            <th>{term("them")}</th>
          </tr>
        </thead>
        <tbody>
          {(view.score_sheet || []).map((h) => (
            <tr>
              <td>{h.hand}</td>
              <td>{h.contract ? term(h.contract) : "—"}</td>
              <td>{h.points?.[me]}</td>
              <td>{h.points?.[1 - me]}</td>
            </tr>
          ))}
          <tr>
            <th colspan="2">Σ</th>
            <th>{view.totals?.[me]}</th>
            <th>{view.totals?.[1 - me]}</th>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function Projects({ view, msg }) {
  const list = view.projects || [];
  if (!list.length && !view.baloot) return null;
  return (
    <div class="projects" data-testid="projects">
      <b>{term("projects")}</b>
      <ul>
        {list.map((p) => (
          <li>
            {seatName(msg.seats, p.seat, msg.seat)}: {term(PROJECT_TERM[p.kind] || p.kind)}{" "}
            {p.cards && p.cards.map((c) => <PlayingCard card={c} small />)}
            {p.scored === true ? " ✓" : p.scored === false ? " ✗" : ""}
          </li>
        ))}
        {view.baloot && (
          <li>
            {seatName(msg.seats, view.baloot.seat, msg.seat)}: {term("balootProject")}
          </li>
        )}
      </ul>
    </div>
  );
}

export default function BalootBoard({ msg, send, readOnly }) {
  const view = msg.view;
  const me = msg.seat ?? 0;
  const legal = readOnly ? [] : msg.legal;
  const cards = new Set(legal.filter(isCard));
  const controls = legal.filter((m) => !isCard(m));
  const stage = view.bidding?.stage;
  const rel = (k) => (me + k) % 4; // 1: right (next to play), 2: partner, 3: left
  const where = { [rel(0)]: "s", [rel(1)]: "e", [rel(2)]: "n", [rel(3)]: "w" };
  const trickCards = view.trick?.cards || [];
  const shownTrick =
    trickCards.length === 0 && view.tricks?.length ? view.tricks[view.tricks.length - 1].cards : trickCards;
  const myHand = msg.seat !== null ? view.hand || [] : null;
  return (
    <div>
      <div class="baloot-board" dir="ltr">
        <SeatBox view={view} msg={msg} seat={rel(2)} where="north">
          <Backs n={view.hand_sizes[rel(2)]} />
        </SeatBox>
        <SeatBox view={view} msg={msg} seat={rel(3)} where="west">
          <Backs n={view.hand_sizes[rel(3)]} />
        </SeatBox>
        <SeatBox view={view} msg={msg} seat={rel(1)} where="east">
          <Backs n={view.hand_sizes[rel(1)]} />
        </SeatBox>
        <div class="center">
          <Contract view={view} msg={msg} />
          <div class={`trick ${trickCards.length ? "" : "previous"}`} data-testid="trick">
            {shownTrick.map(([s, c]) => (
              <span class={where[s]}>
                <PlayingCard card={c} dim={!trickCards.length} />
              </span>
            ))}
          </div>
          {controls.length > 0 && (
            <div class="b-controls" data-testid="controls" dir="auto">
              {controls.map((m) => (
                <button type="button" class={m === "pass" ? "" : "primary"} data-move={m} onClick={() => send(m)}>
                  {moveLabel(m, stage)}
                </button>
              ))}
            </div>
          )}
        </div>
        <SeatBox view={view} msg={msg} seat={rel(0)} where="south">
          {myHand ? (
            <div class="b-hand" data-testid="hand">
              {myHand.map((c) => (
                <PlayingCard card={c} playable={cards.has(c)} onClick={cards.has(c) ? () => send(c) : undefined} />
              ))}
            </div>
          ) : (
            <Backs n={view.hand_sizes[rel(0)]} />
          )}
        </SeatBox>
      </div>
      <div class="b-side">
        <ScoreSheet view={view} msg={msg} />
        <Projects view={view} msg={msg} />
      </div>
    </div>
  );
}
