// Four languages; Arabic is right-to-left. Each game's own terms as its players say them.
import IntlMessageFormat from "intl-messageformat";
import { signal } from "./signal.js";
import { GAMES_STRINGS } from "./games/strings.js";
import { CLOCK_STRINGS } from "./strings/clock.js";
import { DEALING_STRINGS } from "./strings/dealing.js";
import { PLAYERS_STRINGS } from "./strings/players.js";
import { RULES_STRINGS } from "./strings/rules.js";
import { SOCIAL_STRINGS } from "./strings/social.js";
import { TABLE_STRINGS } from "./strings/table.js";
import { COUNT_STRINGS } from "./strings/counts.js";
import { PEOPLE_STRINGS } from "./strings/people.js";
import { REACH_STRINGS } from "./strings/reach.js";
import { LOBBY_STRINGS } from "./strings/lobby.js";
import { FRIENDS_STRINGS } from "./strings/friends.js";
import { YOURGAMES_STRINGS } from "./strings/yourgames.js";
import { TOURNAMENT_STRINGS } from "./strings/tournaments.js";

export const LANGS = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "fi", name: "Suomi", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
];

const S = {
  en: {
    opt_no_deadlock: "No deadlock (variant)", opt_hands: "Hands (empty: whole match)", opt_profile: "Rule profile", opt_sawa: "Sawa: a sure claim of every trick left", opt_players: "Players", opt_max_rounds: "Rounds at most", opt_cubes: "Cube set", opt_placement: "Pawn placement",
    app: "gametable", lobby: "Lobby", menu: "Menu", newTable: "New table", game: "Game", options: "Options",
    seats: "Seats", person: "Person", bot: "Bot", level: "Level", easy: "easy", medium: "medium",
    hard: "hard", createTable: "Create table", invites: "Invite links — send one to each player",
    openSeat: "Play in seat {n}", watch: "Watch", tables: "Tables", playing: "playing",
    over: "over", replay: "Replay", yourTurn: "Your turn", waitingFor: "Waiting for {names}", choosingToo: "with {names}",
    gameOver: "Game over", youWon: "You won!", nextLevelWhy: "You beat the {beaten} bots.", nextLevelPlay: "Play the {level} bots", youLost: "You lost", draw: "Draw",
    winner: "Winner: {names}", hint: "Hint", thinking: "Thinking…", suggested: "Suggested: {move}",
    winChance: "chance to win {p}%", spectator: "Spectator", seat: "Seat {n}", you: "you",
    back: "Back to lobby", moves: "Moves", connecting: "Connecting…", copy: "Copy",
    copied: "Copied", online: "online", offline: "offline", first: "First", prev: "Back",
    next: "Next", last: "Last", step: "Step {i} of {n}", viewAs: "View as",
    noTables: "No tables yet — create one.", botDelay: "Bot speed (seconds per move)",
    language: "Language", allMoves: "All legal moves", error: "Error", legalOnly:
      "Only legal moves can be clicked.", unavailable: "(engine not installed yet)",
    name: "Name", default: "default", yes: "yes", no: "no", score: "Score", created: "Created",
    toMove: "to move", startsIn: "", result: "Result", lastMove: "Last move: {move}",
    moveNo: "move {n}",
  },
  fi: {
    opt_no_deadlock: "Ei umpikujaa (muunnelma)", opt_hands: "Jakoja (tyhjä: koko ottelu)", opt_profile: "Sääntöprofiili", opt_sawa: "Sawa: varma vaatimus kaikista jäljellä olevista tikeistä", opt_players: "Pelaajia", opt_max_rounds: "Kierroksia enintään", opt_cubes: "Kuutiosarja", opt_placement: "Nappuloiden sijoitus",
    app: "gametable", lobby: "Aula", menu: "Valikko", newTable: "Uusi pöytä", game: "Peli", options: "Asetukset",
    seats: "Paikat", person: "Ihminen", bot: "Botti", level: "Taso", easy: "helppo",
    medium: "keskitaso", hard: "vaikea", createTable: "Luo pöytä",
    invites: "Kutsulinkit — lähetä yksi kullekin pelaajalle", openSeat: "Pelaa paikalla {n}",
    watch: "Katso", tables: "Pöydät", playing: "käynnissä", over: "päättynyt", replay: "Uusinta",
    yourTurn: "Sinun vuorosi", waitingFor: "Odotetaan: {names}", choosingToo: "myös {names}", gameOver: "Peli päättyi",
    youWon: "Voitit!", nextLevelWhy: "Voitit botit tasolla {beaten}.", nextLevelPlay: "Pelaa tasolla {level}", youLost: "Hävisit", draw: "Tasapeli", winner: "Voittaja: {names}",
    hint: "Vihje", thinking: "Mietitään…", suggested: "Ehdotus: {move}",
    winChance: "voittomahdollisuus {p} %", spectator: "Katsoja", seat: "Paikka {n}", you: "sinä",
    back: "Takaisin aulaan", moves: "Siirrot", connecting: "Yhdistetään…", copy: "Kopioi",
    copied: "Kopioitu", online: "paikalla", offline: "poissa", first: "Alku", prev: "Edellinen",
    next: "Seuraava", last: "Loppu", step: "Siirto {i} / {n}", viewAs: "Näkymä",
    noTables: "Ei vielä pöytiä — luo uusi.", botDelay: "Botin nopeus (sekuntia siirrolle)",
    language: "Kieli", allMoves: "Kaikki sallitut siirrot", error: "Virhe",
    legalOnly: "Vain sallittuja siirtoja voi klikata.", unavailable: "(moottori puuttuu vielä)",
    name: "Nimi", default: "oletus", yes: "kyllä", no: "ei", score: "Pisteet", created: "Luotu",
    toMove: "vuorossa", result: "Tulos", lastMove: "Edellinen siirto: {move}",
    moveNo: "siirto {n}",
  },
  es: {
    opt_no_deadlock: "Sin bloqueo (variante)", opt_hands: "Manos (vacío: partida entera)", opt_profile: "Perfil de reglas", opt_sawa: "Sawa: reclamar con seguridad todas las bazas restantes", opt_players: "Jugadores", opt_max_rounds: "Rondas como máximo", opt_cubes: "Juego de cubos", opt_placement: "Colocación de peones",
    app: "gametable", lobby: "Vestíbulo", menu: "Menú", newTable: "Mesa nueva", game: "Juego",
    options: "Opciones", seats: "Asientos", person: "Persona", bot: "Bot", level: "Nivel",
    easy: "fácil", medium: "medio", hard: "difícil", createTable: "Crear mesa",
    invites: "Enlaces de invitación — envía uno a cada jugador", openSeat: "Jugar en el asiento {n}",
    watch: "Mirar", tables: "Mesas", playing: "en juego", over: "terminada",
    replay: "Repetición", yourTurn: "Tu turno", waitingFor: "Esperando a {names}", choosingToo: "con {names}",
    gameOver: "Fin de la partida", youWon: "¡Has ganado!", nextLevelWhy: "Has ganado a los bots de nivel {beaten}.", nextLevelPlay: "Jugar contra nivel {level}", youLost: "Has perdido",
    draw: "Empate", winner: "Gana: {names}", hint: "Pista", thinking: "Pensando…",
    suggested: "Sugerencia: {move}", winChance: "probabilidad de ganar {p} %",
    spectator: "Espectador", seat: "Asiento {n}", you: "tú", back: "Volver al vestíbulo",
    moves: "Jugadas", connecting: "Conectando…", copy: "Copiar", copied: "Copiado",
    online: "conectado", offline: "desconectado", first: "Inicio", prev: "Atrás",
    next: "Siguiente", last: "Final", step: "Paso {i} de {n}", viewAs: "Ver como",
    noTables: "Aún no hay mesas: crea una.", botDelay: "Velocidad del bot (segundos por jugada)",
    language: "Idioma", allMoves: "Todas las jugadas legales", error: "Error",
    legalOnly: "Solo se pueden pulsar las jugadas legales.",
    unavailable: "(motor aún no instalado)", name: "Nombre", default: "por defecto", yes: "sí",
    no: "no", score: "Puntos", created: "Creada", toMove: "le toca", result: "Resultado",
    lastMove: "Última jugada: {move}", moveNo: "jugada {n}",
  },
  ar: {
    opt_no_deadlock: "بلا انسداد (تنويع)", opt_hands: "عدد الجولات (فارغ: مباراة كاملة)", opt_profile: "قواعد اللعب", opt_sawa: "سوا: المطالبة بكل الأكلات الباقية عند ضمانها", opt_players: "عدد اللاعبين", opt_max_rounds: "أقصى عدد للجولات", opt_cubes: "طقم المكعبات", opt_placement: "وضع البيادق",
    app: "gametable", lobby: "الرئيسية", menu: "القائمة", newTable: "طاولة جديدة", game: "اللعبة",
    options: "الخيارات", seats: "المقاعد", person: "لاعب", bot: "روبوت", level: "المستوى",
    easy: "سهل", medium: "متوسط", hard: "صعب", createTable: "أنشئ الطاولة",
    invites: "روابط الدعوة — أرسل رابطًا لكل لاعب", openSeat: "العب في المقعد {n}",
    watch: "شاهد", tables: "الطاولات", playing: "جارية", over: "انتهت", replay: "إعادة العرض",
    yourTurn: "دورك", waitingFor: "بانتظار {names}", choosingToo: "مع {names}", gameOver: "انتهت اللعبة",
    youWon: "فزت!", nextLevelWhy: "تغلّبت على الروبوتات بمستوى {beaten}.", nextLevelPlay: "العب ضد مستوى {level}", youLost: "خسرت", draw: "تعادل", winner: "الفائز: {names}",
    hint: "تلميح", thinking: "يفكّر…", suggested: "الاقتراح: {move}",
    winChance: "فرصة الفوز {p}٪", spectator: "متفرّج", seat: "المقعد {n}", you: "أنت",
    back: "العودة إلى الرئيسية", moves: "النقلات", connecting: "جارٍ الاتصال…", copy: "انسخ",
    copied: "نُسخ", online: "متصل", offline: "غير متصل", first: "البداية", prev: "السابق",
    next: "التالي", last: "النهاية", step: "الخطوة {i} من {n}", viewAs: "اعرض كـ",
    noTables: "لا توجد طاولات بعد — أنشئ واحدة.", botDelay: "سرعة الروبوت (ثوانٍ لكل نقلة)",
    language: "اللغة", allMoves: "كل الحركات المسموحة", error: "خطأ",
    legalOnly: "لا يمكن النقر إلا على الحركات المسموحة.", unavailable: "(المحرك غير مثبت بعد)",
    name: "الاسم", default: "افتراضي", yes: "نعم", no: "لا", score: "النتيجة",
    created: "أنشئت", toMove: "دوره", result: "النتيجة", lastMove: "آخر نقلة: {move}",
    moveNo: "النقلة {n}",
  },
};

// The words the games share; each game's own are in its module (games/<game>.strings.js).
const GAME = {
  en: {
    hand: "Hand",
  },
  fi: {
    hand: "Käsi",
  },
  es: {
    hand: "Mano",
  },
  ar: {
    hand: "اليد",
  },
};

// each game's own words, and the table's modules of words, join the game terms
for (const extra of [...GAMES_STRINGS, CLOCK_STRINGS, RULES_STRINGS, TABLE_STRINGS,
  PLAYERS_STRINGS, SOCIAL_STRINGS, DEALING_STRINGS, PEOPLE_STRINGS, COUNT_STRINGS, REACH_STRINGS, LOBBY_STRINGS,
  FRIENDS_STRINGS, YOURGAMES_STRINGS, TOURNAMENT_STRINGS]) {
  for (const code of Object.keys(extra)) Object.assign(GAME[code], extra[code]);
}

const saved = readSetting("gt-lang");
const fromUrl = new URLSearchParams(location.search).get("lang");

const known = (code) => LANGS.some((l) => l.code === code);

/** The first of the browser's preferred languages that the app speaks ("ar-SA" -> "ar"). */
function fromBrowser() {
  const wanted = typeof navigator === "undefined" ? [] : navigator.languages || [navigator.language];
  for (const tag of wanted) {
    const code = String(tag || "").toLowerCase().split("-")[0];
    if (known(code)) return code;
  }
  return null;
}

// a link's ?lang= first, then the language chosen here before, then the browser's own
export const lang = signal(known(fromUrl) ? fromUrl : known(saved) ? saved : fromBrowser() ?? "en");
// a link's language is kept as if chosen here: the pages it leads to (a table, a replay) have
// no ?lang= of their own, and a newcomer who came by an Arabic link plays in Arabic
if (known(fromUrl) && fromUrl !== saved) writeSetting("gt-lang", fromUrl);

export function setLang(code) {
  lang.value = code;
  writeSetting("gt-lang", code);
  applyDir();
}

/** The page's language's entry of :data:`LANGS` (its code, name and direction). */
const pageLang = () => LANGS.find((l) => l.code === lang.value) || LANGS[0];

/** The page's direction ("rtl" for Arabic): for text inside a part drawn left to right
 * whatever the language (a card table's seats), which is to read as the page does. */
export function pageDir() {
  return pageLang().dir;
}

export function applyDir() {
  const info = pageLang();
  document.documentElement.lang = info.code;
  document.documentElement.dir = info.dir;
}

// --- messages: ICU MessageFormat's plural and select, numbers and lists in the page's language ---
// Why not joined strings: "1 cubes", "0 الكؤوس" and "2 لاعبين" came from a number put before a
// word in one form. A message says each form ("{n, plural, one {# cube} other {# cubes}}"); the
// browser's Intl.PluralRules picks it (Arabic has six: zero, one, two, few, many, other).
// FormatJS's intl-messageformat parses and formats them (ICU quoting: an apostrophe is text
// unless it comes before "{", "}" or, in a plural, "#"; web/check-messages.mjs formats them all).

// Latin digits in Arabic too, as the Gulf's card apps show them; the page's own separators
const LOCALES = { en: "en", fi: "fi", es: "es", ar: "ar-u-nu-latn" };
const localeOf = (code) => LOCALES[code] || code;

/** The locale of the page's language, for Intl. */
export function locale() {
  return localeOf(lang.value);
}

// numbers as num() writes them, in {n}, {n, number} and a plural's "#" alike
const NUMBER = { useGrouping: "min2", maximumFractionDigits: 2 };
const numberFormats = new Map();
const pluralRules = new Map();
const dateFormats = new Map();
const memo = (cache, make) => (locales, options) => {
  const key = JSON.stringify([locales, options]);
  let made = cache.get(key);
  if (!made) cache.set(key, (made = make(locales, options)));
  return made;
};
const FORMATTERS = {
  getNumberFormat: memo(numberFormats, (l, o) => new Intl.NumberFormat(l, { ...NUMBER, ...o })),
  getPluralRules: memo(pluralRules, (l, o) => new Intl.PluralRules(l, o)),
  getDateTimeFormat: memo(dateFormats, (l, o) => new Intl.DateTimeFormat(l, o)),
};

function numIn(code, n) {
  return typeof n === "number" && Number.isFinite(n)
    ? FORMATTERS.getNumberFormat(localeOf(code)).format(n)
    : String(n);
}

/** A number as the page's language writes it (groups only from five digits: 10 000). */
export function num(n) {
  return numIn(lang.value, n);
}

/** Items as the page's language lists them ("A, B and C"; Arabic "أ وب وج"). */
export function listOf(items, type = "conjunction") {
  return listParts(items, type).map((p) => p.value).join("");
}

/** ``items`` as :func:`listOf` joins them, in parts: ``{value, item}`` (``item``: one of the
 * items, else the words between them), so that a page can keep each item whole on one line. */
export function listParts(items, type = "conjunction") {
  const parts = items.map(String);
  try {
    return new Intl.ListFormat(locale(), { style: "long", type })
      .formatToParts(parts)
      .map((p) => ({ value: p.value, item: p.type === "element" }));
  } catch {
    return parts.flatMap((value, i) => [...(i ? [{ value: ", ", item: false }] : []), { value, item: true }]);
  }
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f]/;
const FSI = "\u2068";
const PDI = "\u2069";

function isolateIn(code, text) {
  const s = String(text);
  if (s.startsWith(FSI)) return s;
  if (code === "ar") return LTR_LETTER.test(s) || numberWithSign(s) ? `${FSI}${s}${PDI}` : s;
  return RTL_LETTER.test(s) ? `${FSI}${s}${PDI}` : s;
}

/** Digits with a sign beside them and no Arabic letter: a card ("10♠", "7♥"), "-5", "3/4".
 * In a right-to-left sentence the sign went to the digits' other side ("♠10" beside "Q♠" in
 * the game log); isolated, with no letter to say otherwise, they read left to right. */
function numberWithSign(s) {
  return /\d/.test(s) && /[^\s\d]/.test(s) && !RTL_LETTER.test(s);
}

/** Text of the other direction than the page's, isolated (FSI…PDI: a plain-text <bdi>) so
 * that "Us: 1" or a Latin name in an Arabic sentence keeps its place and order; in an Arabic
 * page a number with a sign too (a card, "10♠"). */
export function isolate(text) {
  return isolateIn(lang.value, text);
}

/** The text of a message (English where a language lacks it; the key where all do). */
export function messageSource(code, key) {
  return S[code]?.[key] ?? GAME[code]?.[key] ?? S.en[key] ?? GAME.en[key] ?? key;
}

/** Every key of every language (for web/check-messages.mjs). */
export function messageKeys() {
  const keys = new Set();
  for (const table of [S, GAME]) {
    for (const words of Object.values(table)) for (const key of Object.keys(words)) keys.add(key);
  }
  return [...keys].sort();
}

// intl-messageformat's AST: an argument as it stands ({name}), a select, a plural
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
// what a plain {name} shows is another value than the one a plural or select reads: a number
// written as num() writes it, a name of the other direction isolated; each plain argument reads
// it from a key of its own
const SHOWN = "\u0000";

/** The message's AST with each plain argument renamed to its shown value; ``names`` collects
 * every argument's name. */
function shownArguments(elements, names) {
  return elements.map((el) => {
    if (typeof el.value === "string" && el.type >= ARGUMENT && el.type <= PLURAL) names.add(el.value);
    if (el.type === ARGUMENT) return { ...el, value: SHOWN + el.value };
    if (el.type === SELECT || el.type === PLURAL) {
      const options = {};
      for (const [k, opt] of Object.entries(el.options)) {
        options[k] = { ...opt, value: shownArguments(opt.value, names) };
      }
      return { ...el, options };
    }
    return el;
  });
}

const compiled = new Map(); // "code\u0000key" -> { format: IntlMessageFormat, names: Set }

/** The message ``key`` of language ``code``, parsed once (an error where it does not parse). */
function compile(code, key) {
  const id = `${code}\u0000${key}`;
  let message = compiled.get(id);
  if (!message) {
    const options = { ignoreTag: true, formatters: FORMATTERS };
    const parsed = new IntlMessageFormat(messageSource(code, key), localeOf(code), undefined, options);
    const names = new Set();
    const ast = shownArguments(parsed.getAst(), names);
    message = { format: new IntlMessageFormat(ast, localeOf(code), undefined, options), names };
    compiled.set(id, message);
  }
  return message;
}

// where the pointer is a finger (a phone, a tablet) the page's words say "tap", else "click"
const coarse = typeof matchMedia === "function" ? matchMedia("(pointer: coarse)") : null;

/** "touch" where the pointer is a finger, else "mouse": the value of a message's
 * ``{pointer, select, touch {Tap…} other {Click…}}`` where the caller gives none. */
export function pointerKind() {
  return coarse?.matches ? "touch" : "mouse";
}

/** Message ``key`` in language ``code`` with its arguments ({name}, {n, number},
 * {n, plural, …}, {x, select, …}); an argument not given stays "{name}", except ``pointer``
 * (see :func:`pointerKind`). Throws where the message does not parse or format. */
export function formatMessage(code, key, params) {
  const { format, names } = compile(code, key);
  if (!names.size) return format.format();
  const values = {};
  for (const name of names) {
    const ambient = name === "pointer" && !(params != null && name in params);
    const given = ambient || (params != null && name in params);
    const value = ambient ? pointerKind() : given ? params[name] : `{${name}}`;
    values[name] = value;
    values[SHOWN + name] = !given ? value
      : typeof value === "number" ? numIn(code, value) : isolateIn(code, value);
  }
  return format.format(values);
}

/** A word of the interface in the current language (English where a word is missing). */
export function t(key, params) {
  const code = lang.value;
  try {
    return formatMessage(code, key, params);
  } catch (error) {
    console.error(`message ${code} ${key}:`, error);
    return messageSource(code, key);
  }
}

/** Whether game terms carry their Arabic alongside in other languages (a setting, off at
 * first: a gloss in the middle of an English phrase broke it up, "Ground card الورقة …"). */
export const glosses = signal(readSetting("gt-glosses") === "1");

export function setGlosses(on) {
  glosses.value = on;
  writeSetting("gt-glosses", on ? "1" : "0");
}

/** A game term, with the Arabic alongside (isolated) in other languages when glosses are on
 * (Baloot: "Sun صن"). */
export function term(key, params) {
  const here = t(key, params);
  if (lang.value === "ar" || !glosses.value) return here;
  const ar = GAME.ar[key];
  return ar && ar !== here ? `${here} ${FSI}${ar}${PDI}` : here;
}

/** A remembered setting of this browser (null where storage is off). */
export function readSetting(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSetting(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode: kept for this page only */
  }
}

export function gameTitle(name) {
  return GAME[lang.value]?.[name] ?? GAME.en[name] ?? name;
}
