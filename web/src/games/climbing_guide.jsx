// A guided first game of the climbing game: one card on the board per kind of step (choose a
// place, point, turn, wait), each dismissed on its own or all at once; remembered per browser.
// The card is docked under the board in one compact row (on a phone its text cut to a few
// lines, shown whole on a tap), so it never covers the pyramid: over the board on a laptop it
// hid the top, the very goal it speaks of.
import { useState } from "preact/hooks";
import { t } from "../i18n.js";
import { GuideText, loadGuide, saveGuide, stepHidden } from "../tutorial/guide.jsx";

export function ClimbingGuide({ step }) {
  const [state, setState] = useState(() => loadGuide("climbing"));
  const [whole, setWhole] = useState(false);
  const update = (next) => {
    setState(next);
    saveGuide("climbing", next);
  };
  if (stepHidden(state, step)) {
    return (
      <button
        type="button"
        class="guide-open"
        // (laid over the board's corner: the compass keeps clear of it, climbing_scene.js)
        data-over-board
        data-testid="guide-open"
        aria-label={t("c_showGuide")}
        onClick={() => update({ off: false, seen: state.seen.filter((s) => s !== step) })}
      >
        {/* the mark where the language puts it (Arabic: ؟ after the word) */}
        {t("g_open", { guide: t("c_showGuide") })}
      </button>
    );
  }
  const ok = () => update({ ...state, seen: [...state.seen, step] });
  const off = () => update({ ...state, off: true });
  return (
    <div class="guide" role="note" data-testid="guide" data-step={step} aria-label={t("c_guideTitle")}>
      <GuideText whole={whole} setWhole={setWhole}>
        <b>{t("c_guideTitle")}: </b>
        {t(`c_guide_${step}`)}
      </GuideText>
      <button type="button" class="primary" data-testid="guide-ok" onClick={ok}>
        {t("c_gotIt")}
      </button>
      <button type="button" class="guide-close" data-testid="guide-off" aria-label={t("c_hideGuide")} title={t("c_hideGuide")} onClick={off}>
        ×
      </button>
    </div>
  );
}
