// The replay viewer: step through a finished game, from any seat's point of view; it opens
// from the seat its reader played in (the server's ``your_seat``), a spectator's otherwise.
import { useEffect, useMemo, useState } from "preact/hooks";
import { api } from "./api.js";
import { describeMove, describeWould, hasDescriber } from "./describe/index.js";
import { FairnessCheck } from "./dealing.jsx";
import { gameOf } from "./games/index.js";
import { GameLog, logOfFrames } from "./gamelog.jsx";
import { gameTitle, lang, t } from "./i18n.js";
import { seatName } from "./seats.js";
import { useSignal } from "./signal.js";
import { Board, resultRows } from "./table.jsx";

export function ReplayPage({ id }) {
  const [data, setData] = useState(null);
  const [seat, setSeat] = useState(null); // null: not chosen yet (your own seat, if any)
  const [i, setI] = useState(0);
  const [error, setError] = useState(null);
  const [analysis, setAnalysis] = useState(null);
  const language = useSignal(lang);
  const viewer = seat === null || seat === "" ? null : Number(seat);
  const log = useMemo(() => data && replayLog(data, viewer), [data, viewer, language]);

  useEffect(() => {
    const q = seat === null || seat === "" ? "" : `?seat=${seat}`;
    api(`/api/tables/${id}/replay${q}`)
      .then((d) => {
        if (seat === null && d.your_seat !== null && d.your_seat !== undefined) {
          setSeat(String(d.your_seat)); // you played here: your own hand, face up
          return;
        }
        setData(d);
        setI((old) => Math.min(old, d.frames.length - 1));
      })
      .catch((e) => setError(e.message));
  }, [id, seat]);

  useEffect(() => {
    const key = (e) => {
      if (!data) return;
      const rtl = document.documentElement.dir === "rtl";
      if (e.key === (rtl ? "ArrowLeft" : "ArrowRight")) setI((x) => Math.min(x + 1, data.frames.length - 1));
      if (e.key === (rtl ? "ArrowRight" : "ArrowLeft")) setI((x) => Math.max(x - 1, 0));
    };
    addEventListener("keydown", key);
    return () => removeEventListener("keydown", key);
  }, [data]);

  if (error) return <p class="error">{error}</p>;
  if (!data) return <p class="muted">…</p>;
  const n = data.frames.length - 1;
  const frame = data.frames[i];
  const mySeat = viewer;
  const name = (s) => seatName(data.seats, s, mySeat);
  const before = i > 0 ? data.frames[i - 1].view : null;
  const stepText = frame.move
    ? describeMove(data.game, frame.move[1], {
        seat: frame.move[0],
        viewer: mySeat,
        name,
        view: before,
        stage: before?.bidding?.stage,
      })
    : t("startPosition");
  // a game's chapters (Baloot's hands, the climbing game's rounds): jump from one to the next
  const chapter = gameOf(data.game)?.chapter;
  const chapterOf = (k) => (chapter ? chapter.of(data.frames[k].view) : null);
  const chapterStart = (k) => {
    let j = k;
    while (j > 0 && chapterOf(j - 1) === chapterOf(k)) j -= 1;
    return j;
  };
  const nextChapter = (() => {
    if (!chapter) return null;
    for (let j = i + 1; j <= n; j += 1) if (chapterOf(j) !== chapterOf(i)) return j;
    return null;
  })();
  // back: to the start of this chapter, or of the one before when already there
  const prevChapter = !chapter || i === 0 ? null : chapterStart(i) < i ? chapterStart(i) : chapterStart(i - 1);
  const entries = log.filter((line) => line.at <= i).map((line) => line.line);
  const msg = {
    type: "state",
    table: id,
    game: data.game,
    seat: mySeat,
    view: frame.view,
    // the frame before: what came with this step (a board names only its own frame's moves)
    previous: before,
    // every frame of the game (a climbing round's summary in a replay looks back to where the
    // round began)
    history: data.frames,
    legal: [],
    to_act: frame.to_act,
    over: i === n,
    scores: i === n ? data.result : null,
    resigned: i === n ? data.resigned ?? null : null,
    n: i,
    seats: data.seats,
  };
  return (
    <div class={`table replay game-${data.game}`} data-testid="replay">
      <div class="table-head">
        <h1>
          {gameTitle(data.game)} — {t("replay")}
        </h1>
        <label>
          {t("viewAs")}{" "}
          <select value={seat ?? ""} onChange={(e) => setSeat(e.currentTarget.value)} data-testid="view-as">
            <option value="">{t("spectator")}</option>
            {data.seats.map((s) => (
              <option value={s.seat}>{seatName(data.seats, s.seat, null)}</option>
            ))}
          </select>
        </label>
      </div>
      <div class="replay-controls">
        <button type="button" onClick={() => setI(0)} disabled={i === 0}>
          {t("first")}
        </button>
        {chapter && (
          <button type="button" onClick={() => setI(prevChapter)} disabled={prevChapter === null} data-testid="prev-chapter">
            {t(chapter.prev)}
          </button>
        )}
        <button type="button" onClick={() => setI(Math.max(0, i - 1))} disabled={i === 0} data-testid="prev">
          {t("prev")}
        </button>
        <input
          type="range"
          min="0"
          max={n}
          value={i}
          style={{ "--done": `${n ? (100 * i) / n : 0}%` }}
          onInput={(e) => setI(Number(e.currentTarget.value))}
          aria-label={t("step", { i, n })}
        />
        <button type="button" onClick={() => setI(Math.min(n, i + 1))} disabled={i === n} data-testid="next">
          {t("next")}
        </button>
        {chapter && (
          <button type="button" onClick={() => setI(nextChapter)} disabled={nextChapter === null} data-testid="next-chapter">
            {t(chapter.next)}
          </button>
        )}
        <button type="button" onClick={() => setI(n)} disabled={i === n} data-testid="last">
          {t("last")}
        </button>
        <span data-testid="step">{t("step", { i, n })}</span>
        <span class="step-text" data-testid="step-text" aria-live="polite">
          {stepText}
        </span>
      </div>
      <div class={`table-body ${hasDescriber(data.game) ? "" : "no-log"}`}>
        <div class="table-main">
          <Board game={data.game} msg={msg} send={() => {}} readOnly />
        </div>
        {hasDescriber(data.game) && (
          <aside class="table-side" aria-label={t("log")}>
            <GameLog entries={entries} title={t("log")} />
          </aside>
        )}
      </div>
      {i === n && data.result && <ResultLine msg={msg} />}
      {data.analysis && i < n && (
        <Analysis id={id} i={i} frame={frame} mySeat={mySeat} game={data.game} name={name} analysis={analysis} setAnalysis={setAnalysis} />
      )}
      <FairnessCheck fairness={data.fairness} game={data.game} />
    </div>
  );
}

/** Every line of the game log over the whole game, each with the step it first shows at: the
 * log at step i is the lines with ``at <= i``. Built as the table's log is (gamelog.jsx): from
 * each view in turn, with the view before it and the move as the live table told it (the
 * frame's ``last_move``, public form), lines merged by key, so that at the last step it reads
 * as the table's log did at the end (the last view alone lacks earlier rounds and hands). */
function replayLog(data, viewer) {
  const name = (s) => seatName(data.seats, s, viewer);
  return [...logOfFrames(data.game, data.frames, viewer, name).values()];
}

/** After the game, anyone may ask the search bot what the seat to move could have played at
 * this position (POST /api/tables/{id}/analysis): the viewed seat when it is to move, else the
 * first seat to move. */
function Analysis({ id, i, frame, mySeat, game, name, analysis, setAnalysis }) {
  const [busy, setBusy] = useState(false);
  const seat = frame.to_act.includes(mySeat) ? mySeat : frame.to_act[0];
  if (seat === undefined) return null;
  const shown = analysis && analysis.index === i && analysis.seat === seat ? analysis : null;
  async function ask() {
    setBusy(true);
    try {
      setAnalysis(await api(`/api/tables/${id}/analysis`, { method: "POST", body: { index: i, seat } }));
    } catch (e) {
      setAnalysis({ error: e.message, index: i, seat });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div class="hint analysis" data-testid="analysis">
      <button type="button" onClick={ask} disabled={busy} data-testid="analyse">
        {busy ? t("thinking") : t("analyse")}
      </button>
      {shown && !shown.error && (
        <span class="hint-text" data-testid="analysis-text" data-move={shown.move} role="status">
          {/* the chance only where the search chose among moves (hints.py: chance_known) */}
          {analysisWords(game, shown, { seat, viewer: mySeat, name, hint: true, view: frame.view })}
        </span>
      )}
      {shown?.error && (
        <span class="error" role="alert" data-testid="analysis-error">
          {t("analysisFailed", { reason: shown.error })}
        </span>
      )}
    </div>
  );
}

/** The analysis in words: the search bot's move (the game's own sentence for it where it has
 * one: "would point at cube 8", not "would play Point at cube 8"), and the chance only where
 * the search chose among moves (hints.py: chance_known). */
function analysisWords(game, shown, ctx) {
  const would = describeWould(game, shown.move, ctx);
  const move = would ? null : describeMove(game, shown.move, ctx);
  if (shown.chance_known === false) return would ?? t("analysisSaysMove", { move });
  const chance = { p: Math.round((shown.win_chance || 0) * 100), name: ctx.name(ctx.seat) };
  return would ? t("analysisChance", { said: would, ...chance }) : t("analysisSays", { move, ...chance });
}

function ResultLine({ msg }) {
  const { headline, rows } = resultRows(msg);
  return (
    <p class="result-line" data-testid="result-line">
      <b>{headline}</b> — {rows.map((r) => `${r.label}: ${r.value}`).join(" · ")}
    </p>
  );
}
