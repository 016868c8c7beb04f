// The table's own settings, beside its title: one mute switch for sound and vibration, the
// opt-in "tell me when it is my turn" notification, and (outside the Arabic page) the Arabic
// terms alongside the game's words. Each is remembered in this browser.
import { askNotify, notifyOn, stopNotify } from "./attention.js";
import { glosses, lang, setGlosses, t } from "./i18n.js";
import { useSignal } from "./signal.js";
import { setSound, soundOn } from "./sound.js";

// drawn here, not emoji: a phone without an emoji font showed empty boxes
const SPEAKER = "M3 9h4l5-4v14l-5-4H3z";
const SPEAKER_ON = `${SPEAKER} M15 8.5a5 5 0 0 1 0 7 M17.5 6a8.5 8.5 0 0 1 0 12`;
const SPEAKER_OFF = `${SPEAKER} M15 9l6 6 M21 9l-6 6`;
const BELL = "M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0";
const BELL_OFF = `${BELL} M4 4l16 16`;

function Icon({ d }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">
      <path d={d} />
    </svg>
  );
}

export function TablePrefs({ game }) {
  const sound = useSignal(soundOn);
  const notify = useSignal(notifyOn);
  const gloss = useSignal(glosses);
  const language = useSignal(lang);
  const canNotify = typeof Notification !== "undefined";
  return (
    <div class="table-prefs" role="group" aria-label={t("settings")}>
      <button
        type="button"
        class="pref sound-switch"
        data-testid="sound-switch"
        aria-pressed={sound ? "true" : "false"}
        title={sound ? t("soundOn") : t("soundOff")}
        onClick={() => setSound(!sound)}
      >
        <Icon d={sound ? SPEAKER_ON : SPEAKER_OFF} />
        <span class="sr">{sound ? t("soundOn") : t("soundOff")}</span>
      </button>
      {canNotify && (
        <button
          type="button"
          class="pref notify-switch"
          data-testid="notify-switch"
          aria-pressed={notify ? "true" : "false"}
          title={notify ? t("notifyOn") : t("notifyAsk")}
          onClick={() => (notify ? stopNotify() : askNotify())}
        >
          <Icon d={notify ? BELL : BELL_OFF} />
          <span class="sr">{notify ? t("notifyOn") : t("notifyAsk")}</span>
        </button>
      )}
      {game === "baloot" && language !== "ar" && (
        <label class="pref glosses-switch" title={t("glossesSetting")}>
          <input type="checkbox" data-testid="glosses" checked={gloss} onChange={(e) => setGlosses(e.currentTarget.checked)} />{" "}
          {/* its words shown where there is room (a lone "ع" was a riddle), on a phone read aloud only */}
          <span lang="ar">ع</span> <span class="pref-words" aria-hidden="true">{t("glossesShort")}</span>
          <span class="sr">{t("glossesSetting")}</span>
        </label>
      )}
    </div>
  );
}
