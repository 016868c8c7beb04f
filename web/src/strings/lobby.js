// Words of the lobby's game cards (quickplay.jsx: one Play per game, against people or bots)
// and the folded "custom table" form, in the four languages, counts as ICU plural messages;
// i18n.js adds them to its terms.

export const LOBBY_STRINGS = {
  en: {
    l_play: "Play", l_against: "Opponents", l_people: "People", l_bots: "Bots",
    l_peopleHelp: "Seated with people near your strength; bots fill empty seats after {n, plural, one {# second} other {# seconds}}.",
    l_botsHelp: "You against bots, no clock: the game starts at once.", l_partnerLevel: "Your partner plays at {level}, your opponents at {theirs}.",
    l_more: "More: invite friends or set up a custom table", l_newTo: "New to {game}?", l_learnAfter: "A first game with a guide, hints and easy bots:",
  },
  fi: {
    l_play: "Pelaa", l_against: "Vastustajat", l_people: "Ihmiset", l_bots: "Botit",
    l_peopleHelp: "Samantasoisia pelaajia; botit täyttävät tyhjät paikat {n, plural, one {# sekunnin} other {# sekunnin}} jälkeen.",
    l_botsHelp: "Sinä botteja vastaan ilman kelloa: peli alkaa heti.", l_partnerLevel: "Kumppanisi pelaa tasolla {level}, vastustajasi tasolla {theirs}.",
    l_more: "Lisää: kutsu ystäviä tai tee oma pöytä", l_newTo: "Onko {game} uusi?", l_learnAfter: "Ensimmäinen peli oppaan, vihjeiden ja helppojen bottien kanssa:",
  },
  es: {
    l_play: "Jugar", l_against: "Rivales", l_people: "Personas", l_bots: "Bots",
    l_peopleHelp: "Con personas de nivel parecido; los bots ocupan los asientos vacíos tras {n, plural, one {# segundo} other {# segundos}}.",
    l_botsHelp: "Tú contra bots, sin reloj: la partida empieza ya.", l_partnerLevel: "Tu compañero juega en nivel {level}; tus rivales, en {theirs}.",
    l_more: "Más: invitar a amigos o una mesa a medida", l_newTo: "¿Nuevo en {game}?", l_learnAfter: "Una primera partida con guía, pistas y bots fáciles:",
  },
  ar: {
    l_play: "العب", l_against: "الخصوم", l_people: "أشخاص", l_bots: "روبوتات",
    l_peopleHelp: "مع لاعبين بمستوى قريب منك؛ وتملأ الروبوتات المقاعد الفارغة بعد {n, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.",
    l_botsHelp: "أنت ضد الروبوتات بلا ساعة: تبدأ اللعبة فورًا.", l_partnerLevel: "شريكك بمستوى {level}، وخصماك بمستوى {theirs}.",
    l_more: "المزيد: ادعُ أصدقاءك أو أنشئ طاولة مخصّصة", l_newTo: "{id, select, baloot {جديد على البلوت؟} other {جديد على {game}؟}}", l_learnAfter: "لعبة أولى مع دليل وتلميحات وروبوتات سهلة:",
  },
};
