// Balloon Cup's own words in the four languages (its title, the colours, the tiles and the
// trophies), merged into i18n.js's game terms by ./strings.js.

export const BALLOON_CUP_STRINGS = {
  en: {
    bc_pitch: "Two players, about 20 minutes: play balloon cards on four hops to win their cubes, then trade cubes for trophies.",
    "balloon-cup": "Balloon Cup", red: "red", yellow: "yellow", green: "green", blue: "blue",
    gray: "gray", plains: "Plains", mountain: "Mountain", tile: "Tile {n}", cubes: "Cubes",
    trophies: "Trophies", supply: "Supply", discardPile: "Discard pile",
    stuck: "No card fits: discard", discard: "Discard {n}", keep: "Keep all",
    claim: "Claim {colour} trophy", stopClaiming: "Done claiming", yourSide: "your side",
    theirSide: "opponent's side", removed: "removed",
  },
  fi: {
    bc_pitch: "Kaksi pelaajaa, noin 20 minuuttia: pelaa pallokortteja neljälle laatalle, voita niiden kuutiot ja vaihda ne palkintoihin.",
    "balloon-cup": "Kuumailmapallokisa", red: "punainen", yellow: "keltainen", green: "vihreä",
    blue: "sininen", gray: "harmaa", plains: "Tasanko", mountain: "Vuoristo", tile: "Laatta {n}",
    cubes: "Kuutiot", trophies: "Palkinnot", supply: "Pakka", discardPile: "Poistopino",
    stuck: "Mikään kortti ei sovi: vaihda", discard: "Vaihda {n}", keep: "Pidä kaikki",
    claim: "Lunasta {colour} palkinto", stopClaiming: "Lopeta lunastus", yourSide: "oma puoli",
    theirSide: "vastustajan puoli", removed: "poistettu",
  },
  es: {
    bc_pitch: "Dos jugadores, unos 20 minutos: juega cartas de globo en cuatro saltos para ganar sus cubos y cámbialos por trofeos.",
    "balloon-cup": "Copa de Globos", red: "rojo", yellow: "amarillo", green: "verde",
    blue: "azul", gray: "gris", plains: "Llanura", mountain: "Montaña", tile: "Salto {n}",
    cubes: "Cubos", trophies: "Trofeos", supply: "Mazo", discardPile: "Descartes",
    stuck: "Ninguna carta cabe: descarta", discard: "Descartar {n}", keep: "Quedarse todas",
    claim: "Reclamar trofeo {colour}", stopClaiming: "Terminar", yourSide: "tu lado",
    theirSide: "lado del rival", removed: "retirado",
  },
  ar: {
    bc_pitch: "لاعبان، نحو 20 دقيقة: العب أوراق المناطيد على أربع رقع لتربح مكعباتها، ثم بدّل المكعبات بالكؤوس.",
    "balloon-cup": "كأس المناطيد", red: "أحمر", yellow: "أصفر", green: "أخضر", blue: "أزرق",
    gray: "رمادي", plains: "سهل", mountain: "جبل", tile: "الرقعة {n}", cubes: "المكعبات",
    trophies: "الكؤوس", supply: "الرزمة", discardPile: "المهملات", stuck: "لا بطاقة تناسب: بدّل",
    discard: "بدّل {n}", keep: "احتفظ بالكل", claim: "اطلب كأس {colour}", stopClaiming: "انتهيت",
    yourSide: "جهتك", theirSide: "جهة الخصم", removed: "أُزيلت",
  },
};
