// Words for the "How to play" links and pages (the rules themselves live in web/src/rules/).
export const RULES_STRINGS = {
  en: { howToPlay: "How to play", rulesOf: "How to play {game}", rulesIndex: "How to play: the three games", rulesContents: "Contents" },
  fi: { howToPlay: "Pelin säännöt", rulesOf: "Näin pelaat: {game}", rulesIndex: "Pelien säännöt", rulesContents: "Sisältö" },
  es: { howToPlay: "Cómo se juega", rulesOf: "Cómo se juega a {game}", rulesIndex: "Cómo se juega: los tres juegos", rulesContents: "Índice" },
  ar: { howToPlay: "طريقة اللعب", rulesOf: "طريقة لعب {game}", rulesIndex: "طريقة اللعب: الألعاب الثلاث", rulesContents: "المحتويات" },
};
