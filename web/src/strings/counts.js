// Words with a count, as ICU plural messages (i18n.js, on intl-messageformat): each language's own forms, the
// six of Arabic among them (zero, one, two — the dual —, few 3–10, many 11–99, other), instead
// of a number put before one form of a word ("1 cubes", "2 لاعبين", "46 نقاط"). These replace
// the keys of the same name in the other string modules.
export const COUNT_STRINGS = {
  en: {
    c_reachCount: "a path to {n, plural, =0 {no cube} one {# cube} other {# cubes}}",
    c_logDraw: "Nobody reached the top in {n, plural, one {# round} other {# rounds}}: a draw",
    players_n: "{n, plural, one {# player} other {# players}}",
    inQueue: "{n, plural, one {# waiting} other {# waiting}} for this game",
    botsSoon: "Bots fill the empty seats after {n, plural, one {# second} other {# seconds}}",
    cardsOnRow: "{n, plural, one {# card} other {# cards}}",
    cardsLeft: "{n, plural, one {# card} other {# cards}}",
    reshuffled: "The discard pile ({n, plural, one {# card} other {# cards}}) becomes the new supply",
    exchanged: "{who} exchanged {n, plural, one {# card} other {# cards}}: {cards}",
    cubeCount: "{n} {colour}",
    trickTo: "Trick {n} to {who} ({team}): {points, plural, one {# point} other {# points}}",
    pointsN: "{n, plural, one {#\u00a0point} other {#\u00a0points}}", // (one line in the result's narrow column)
    trophiesN: "{n, plural, =0 {no trophy} one {# trophy} other {# trophies}}",
    roundsAtMost: "{n, plural, one {# round at most} other {up to # rounds}}",
  },
  fi: {
    c_reachCount: "polku {n, plural, one {# kuutioon} other {# kuutioon}}",
    c_logDraw: "Kukaan ei päässyt huipulle {n, plural, one {# kierroksessa} other {# kierroksessa}}: tasapeli",
    players_n: "{n, plural, one {# pelaaja} other {# pelaajaa}}",
    inQueue: "{n} odottaa tätä peliä",
    botsSoon: "Botit täyttävät tyhjät paikat {n, plural, one {# sekunnin} other {# sekunnin}} jälkeen",
    cardsOnRow: "{n, plural, one {# kortti} other {# korttia}}",
    cardsLeft: "{n, plural, one {# kortti} other {# korttia}}",
    reshuffled: "Poistopino ({n, plural, one {# kortti} other {# korttia}}) sekoitetaan uudeksi pakaksi",
    exchanged: "{who} vaihtoi {n, plural, one {# kortin} other {# korttia}}: {cards}",
    cubeCount: "{n} {colour}",
    trickTo: "Tikki {n}: {who} ({team}), {points, plural, one {# piste} other {# pistettä}}",
    pointsN: "{n, plural, one {#\u00a0piste} other {#\u00a0pistettä}}",
    trophiesN: "{n, plural, one {# palkinto} other {# palkintoa}}",
    roundsAtMost: "enintään {n, plural, one {# kierros} other {# kierrosta}}",
  },
  es: {
    c_reachCount: "camino a {n, plural, =0 {ningún cubo} one {# cubo} other {# cubos}}",
    c_logDraw: "Nadie llegó a la cima en {n, plural, one {# ronda} other {# rondas}}: empate",
    players_n: "{n, plural, one {# jugador} other {# jugadores}}",
    inQueue: "{n} esperando este juego",
    botsSoon: "Los bots ocupan los asientos vacíos tras {n, plural, one {# segundo} other {# segundos}}",
    cardsOnRow: "{n, plural, one {# carta} other {# cartas}}",
    cardsLeft: "{n, plural, one {# carta} other {# cartas}}",
    reshuffled: "Los descartes ({n, plural, one {# carta} other {# cartas}}) forman el nuevo mazo",
    exchanged: "{who} cambió {n, plural, one {# carta} other {# cartas}}: {cards}",
    cubeCount: "{n} {colour}",
    trickTo: "Baza {n} para {who} ({team}): {points, plural, one {# punto} other {# puntos}}",
    pointsN: "{n, plural, one {#\u00a0punto} other {#\u00a0puntos}}",
    trophiesN: "{n, plural, =0 {ningún trofeo} one {# trofeo} other {# trofeos}}",
    roundsAtMost: "{n, plural, one {# ronda como máximo} other {hasta # rondas}}",
  },
  ar: {
    c_reachCount: "طريق إلى {n, plural, zero {لا مكعبات} one {مكعب واحد} two {مكعبين} few {# مكعبات} many {# مكعبًا} other {# مكعب}}",
    c_logDraw: "لم يصل أحد إلى القمة في {n, plural, one {جولة واحدة} two {جولتين} few {# جولات} many {# جولة} other {# جولة}}: تعادل",
    players_n: "{n, plural, one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعبًا} other {# لاعب}}",
    inQueue: "{n, plural, zero {لا أحد} one {واحد} two {اثنان} few {# أشخاص} many {# شخصًا} other {# شخص}} في انتظار هذه اللعبة",
    botsSoon: "تملأ الروبوتات المقاعد الفارغة بعد {n, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}",
    cardsOnRow: "{n, plural, zero {لا أوراق} one {ورقة واحدة} two {ورقتان} few {# أوراق} many {# ورقة} other {# ورقة}}",
    cardsLeft: "{n, plural, zero {لا أوراق} one {ورقة واحدة} two {ورقتان} few {# أوراق} many {# ورقة} other {# ورقة}}",
    reshuffled: "المهملات ({n, plural, one {ورقة واحدة} two {ورقتان} few {# أوراق} many {# ورقة} other {# ورقة}}) صارت الرزمة الجديدة",
    // a noun after the name and a colon, as the page's other Arabic lines: a verb after a
    // name takes its gender ("بدّل" is wrong for a woman)
    exchanged: "{who}: تبديل {n, plural, one {ورقة واحدة} two {ورقتين} few {# أوراق} many {# ورقة} other {# ورقة}}: {cards}",
    // a count of cubes of a colour in words ("مكعب أصفر واحد", "مكعبان أصفران", "3 مكعبات
    // صفراء"): the colour agrees with the count ({c}: the colour's name in the code)
    cubeCount: "{n, plural, one {مكعب {colour} واحد} two {مكعبان {c, select, red {أحمران} yellow {أصفران} green {أخضران} blue {أزرقان} other {رماديان}}} few {# مكعبات {c, select, red {حمراء} yellow {صفراء} green {خضراء} blue {زرقاء} other {رمادية}}} many {# مكعبًا {colour}} other {# مكعب {colour}}}",
    trickTo: "الأكلة {n} من نصيب {who} ({team}): {points, plural, zero {لا نقاط} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}",
    pointsN: "{n, plural, zero {لا\u00a0نقاط} one {نقطة\u00a0واحدة} two {نقطتان} few {#\u00a0نقاط} many {#\u00a0نقطة} other {#\u00a0نقطة}}",
    trophiesN: "{n, plural, zero {لا كؤوس} one {كأس واحدة} two {كأسان} few {# كؤوس} many {# كأسًا} other {# كأس}}",
    roundsAtMost: "{n, plural, one {جولة واحدة على الأكثر} two {جولتان على الأكثر} few {# جولات على الأكثر} many {# جولة على الأكثر} other {# جولة على الأكثر}}",
  },
};
