// Baloot's own words in the four languages (its title, the contracts, calls, projects and the
// score sheet); Baloot keeps its Saudi terms in every language. Merged into i18n.js's game
// terms by ./strings.js.

export const BALOOT_STRINGS = {
  en: {
    baloot_pitch: "The Saudi card game for two teams of two: buy the ground card, name the game, take the tricks.",
    baloot: "Baloot", hokum: "Hokum", sun: "Sun", ashkal: "Ashkal", pass: "Pass",
    double: "Double", three: "Three", four: "Four", gahwa: "Gahwa", open: "open",
    closed: "closed", sira: "Sira", fifty: "Fifty", hundred: "Hundred",
    fourHundred: "Four hundred", balootProject: "Baloot", akka: "Akka", kaboot: "Kaboot",
    ground: "Ground card", trick: "Trick", projects: "Projects", scoreSheet: "Score sheet",
    us: "Us", them: "Them", buyer: "Buyer", groundTaker: "{ground} to {who}", b_hintSays: "{move} · chance to win the match (to 152): {p}%", dealer: "Dealer", trump: "Trump", bidding: "Bidding",
    doubling: "Doubling", decline: "No more", hand_no: "Hand {n}", abnat: "Abnat",
    keepHokum: "Keep Hokum", toSun: "Switch to Sun", keptHokum: "Hokum kept", switchedSun: "Switched to Sun", noDouble: "No double", noThree: "No three", noFour: "No four", noGahwa: "No gahwa",
  },
  fi: {
    baloot_pitch: "Saudi-Arabian korttipeli kahdelle parille: osta pöytäkortti, valitse peli ja voita tikit.",
    baloot: "Baloot", hokum: "Hokum (valtti)", sun: "Sun (ei valttia)", ashkal: "Ashkal",
    pass: "Passi", double: "Tuplaus", three: "Kolminkertainen", four: "Nelinkertainen",
    gahwa: "Gahwa", open: "avoin", closed: "suljettu", sira: "Sira", fifty: "Viisikymmentä",
    hundred: "Sata", fourHundred: "Neljäsataa", balootProject: "Baloot", akka: "Akka",
    kaboot: "Kaboot", ground: "Pöytäkortti", trick: "Tikki", projects: "Projektit",
    scoreSheet: "Pistelista", us: "Me", them: "He", buyer: "Ostaja", groundTaker: "{ground}: {who}", b_hintSays: "{move} · voittomahdollisuus koko ottelussa (152 pisteeseen) {p} %", dealer: "Jakaja",
    trump: "Valtti", bidding: "Tarjoukset", doubling: "Tuplaus", decline: "Ei enempää",
    hand_no: "Jako {n}", abnat: "Abnat", keepHokum: "Pidä Hokum", toSun: "Vaihda Suniin", keptHokum: "Hokum pysyy", switchedSun: "Vaihto Suniin", noDouble: "Ei tuplausta", noThree: "Ei kolminkertaista", noFour: "Ei nelinkertaista", noGahwa: "Ei gahwaa",
  },
  es: {
    baloot_pitch: "El juego de cartas saudí para dos parejas: compra la carta descubierta, elige el juego y gana las bazas.",
    baloot: "Baloot", hokum: "Hokum (triunfo)", sun: "Sun (sin triunfo)", ashkal: "Ashkal",
    pass: "Paso", double: "Doblar", three: "Triple", four: "Cuádruple", gahwa: "Gahwa",
    open: "abierta", closed: "cerrada", sira: "Sira", fifty: "Cincuenta", hundred: "Cien",
    fourHundred: "Cuatrocientos", balootProject: "Baloot", akka: "Akka", kaboot: "Kaboot",
    ground: "Carta del suelo", trick: "Baza", projects: "Proyectos",
    scoreSheet: "Hoja de puntos", us: "Nosotros", them: "Ellos", buyer: "Comprador", groundTaker: "{ground} para {who}", b_hintSays: "{move} · probabilidad de ganar la partida (a 152): {p} %",
    dealer: "Repartidor", trump: "Triunfo", bidding: "Subasta", doubling: "Doblar",
    decline: "No más", hand_no: "Mano {n}", abnat: "Abnat", keepHokum: "Mantener Hokum",
    toSun: "Cambiar a Sun", keptHokum: "Hokum se mantiene", switchedSun: "Cambio a Sun", noDouble: "Sin doblar", noThree: "Sin triple", noFour: "Sin cuádruple", noGahwa: "Sin gahwa",
  },
  ar: {
    baloot_pitch: "لعبة الورق السعودية لفريقين من لاعبَين: اشترِ ورقة الأرض، واختر اللعب، واكسب الأكلات.",
    baloot: "بلوت", hokum: "حكم", sun: "صن", ashkal: "أشكل", pass: "بس", double: "دبل",
    three: "ثري", four: "فور", gahwa: "قهوة", open: "مفتوح", closed: "مقفول", sira: "سرا",
    fifty: "خمسين", hundred: "مية", fourHundred: "أربعمية", balootProject: "بلوت", akka: "أكّة",
    kaboot: "كبوت", ground: "ورقة الأرض", trick: "الأكلة", projects: "المشاريع",
    scoreSheet: "النشرة", us: "لنا", them: "لهم", buyer: "المشتري", groundTaker: "{ground} إلى {who}", b_hintSays: "{move} · فرصة الفوز بالصكّة (إلى 152): {p}٪", dealer: "الموزّع",
    trump: "الحكم", bidding: "الشراء", doubling: "الدبل", decline: "يكفي", hand_no: "الجولة {n}",
    abnat: "الأبناط", keepHokum: "أبقِ الحكم", toSun: "حوّل إلى صن", keptHokum: "تثبيت الحكم", switchedSun: "تحويل إلى صن", noDouble: "بدون دبل", noThree: "بدون ثري", noFour: "بدون فور", noGahwa: "بدون قهوة",
  },
};
