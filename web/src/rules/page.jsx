// "How to play": each game's rules for players, in the chosen language, with drawings.
// /rules lists the games; /rules/<game> shows one. The texts live beside this file.
import { gameTitle, lang, t } from "../i18n.js";
import { useSignal } from "../signal.js";
import { ART } from "./art.jsx";
import { useEffect, useState } from "preact/hooks";
import { GAMES } from "../games/index.js";

/** Each game's rules texts, {game: texts}, loaded by its web object's ``rules``
 * (../games/index.js); null until they are here. */
function useRules() {
  const [rules, setRules] = useState(null);
  useEffect(() => {
    const games = Object.values(GAMES).filter((g) => g.rules);
    Promise.all(games.map((g) => g.rules())).then((loaded) =>
      setRules(Object.fromEntries(games.map((g, i) => [g.name, loaded[i].default]))),
    );
  }, []);
  return rules;
}

function Section({ section, index }) {
  const Art = section.art ? ART[section.art] : null;
  return (
    <section class="rules-section" id={`s${index + 1}`}>
      <h2>{section.h}</h2>
      {Art && (
        <figure>
          <Art label={section.caption} />
          <figcaption>{section.caption}</figcaption>
        </figure>
      )}
      {(section.p || []).map((text) => (
        <p>{text}</p>
      ))}
      {section.steps && (
        <ol>
          {section.steps.map((text) => (
            <li>{text}</li>
          ))}
        </ol>
      )}
      {section.list && (
        <ul>
          {section.list.map((text) => (
            <li>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OtherGames({ current, rules }) {
  return (
    <nav class="rules-games" aria-label={t("howToPlay")}>
      {Object.keys(rules).map((game) => (
        <a href={`/rules/${game}`} class={`button ${game === current ? "on" : ""}`} aria-current={game === current ? "page" : undefined} data-rules={game}>
          <span class={`game-icon icon-${game}`} aria-hidden="true" /> {gameTitle(game)}
        </a>
      ))}
    </nav>
  );
}

export default function RulesPage({ game }) {
  const code = useSignal(lang);
  const RULES = useRules();
  if (!RULES) return <p class="muted">…</p>;
  if (!game) {
    return (
      <article class="rules" data-testid="rules" data-game="">
        <h1>{t("rulesIndex")}</h1>
        <OtherGames current={null} rules={RULES} />
        {Object.entries(RULES).map(([name, texts]) => (
          <p>
            <a href={`/rules/${name}`}>{gameTitle(name)}</a>: {(texts[code] || texts.en).intro}
          </p>
        ))}
      </article>
    );
  }
  const texts = RULES[game];
  if (!texts) {
    return (
      <article class="rules" data-testid="rules" data-game="">
        <p class="error">{t("error")}: {game}</p>
        <OtherGames current={null} rules={RULES} />
      </article>
    );
  }
  const page = texts[code] || texts.en;
  return (
    <article class="rules" data-testid="rules" data-game={game} lang={code}>
      <OtherGames current={game} rules={RULES} />
      <h1>{t("rulesOf", { game: gameTitle(game) })}</h1>
      <p class="rules-intro">{page.intro}</p>
      <nav class="rules-contents" aria-label={t("rulesContents")}>
        <ol>
          {page.sections.map((s, i) => (
            <li>
              <a href={`#s${i + 1}`}>{s.h}</a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section, index) => (
        <Section section={section} index={index} />
      ))}
      <p>
        <a class="button" href="/">
          {t("back")}
        </a>
      </p>
    </article>
  );
}
