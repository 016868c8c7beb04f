// A guided first game of the climbing game: one card on the board per kind of step (choose a
// place, point, turn, wait), each dismissed on its own or all at once; remembered per browser.
import { useState } from "preact/hooks";
import { t } from "../i18n.js";

const KEY = "gt-climbing-guide";

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    return { off: !!saved.off, seen: Array.isArray(saved.seen) ? saved.seen : [] };
  } catch {
    return { off: false, seen: [] };
  }
}

function save(state) {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    /* private mode: the guide shows again next time */
  }
}

export function ClimbingGuide({ step }) {
  const [state, setState] = useState(load);
  const update = (next) => {
    setState(next);
    save(next);
  };
  if (state.off || state.seen.includes(step)) {
    return (
      <button type="button" class="guide-open" data-testid="guide-open" onClick={() => update({ off: false, seen: state.seen.filter((s) => s !== step) })}>
        <span aria-hidden="true">? </span>
        {t("c_showGuide")}
      </button>
    );
  }
  return (
    <div class="guide" role="note" data-testid="guide" data-step={step} aria-label={t("c_guideTitle")}>
      <p>
        <b>{t("c_guideTitle")}: </b>
        {t(`c_guide_${step}`)}
      </p>
      <div class="guide-actions">
        <button type="button" class="primary" data-testid="guide-ok" onClick={() => update({ ...state, seen: [...state.seen, step] })}>
          {t("c_gotIt")}
        </button>
        <button type="button" data-testid="guide-off" onClick={() => update({ ...state, off: true })}>
          {t("c_hideGuide")}
        </button>
      </div>
    </div>
  );
}
