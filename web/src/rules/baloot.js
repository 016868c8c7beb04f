// How to play Baloot (Saudi rules, the app's default profile), for players, in four languages.
// Baloot's own words stay as its players say them, with the Arabic beside them.
export default {
  en: {
    intro: "Four players in two teams of partners sitting opposite each other. Each hand, one team buys a contract, Sun or Hokum, and both teams try to take points in tricks. The first team to 152 match points wins the match.",
    sections: [
      {
        h: "Table and cards",
        art: "BalootTable",
        caption: "Partners face each other (same colour). Dealing and play go counter-clockwise; P1, on the dealer's right, speaks first and leads the first trick; P4 is the dealer.",
        p: [
          "32 cards: 7, 8, 9, 10, J, Q, K, A in four suits. The dealer changes each hand, one seat counter-clockwise.",
        ],
      },
      {
        h: "Card order and points",
        art: "BalootRanks",
        caption: "Top row: the trump suit in Hokum, J 9 A 10 K Q 8 7. Bottom row: every other suit, and every suit in Sun, A 10 K Q J 9 8 7. The figure under a card is its points.",
        p: ["The last trick is worth 10 more. A hand holds 130 card points in Sun and 162 in Hokum."],
      },
      {
        h: "The deal and the ground card",
        list: [
          "Everyone gets 5 cards; the next card is turned face up: the ground card.",
          "After the bidding, the buyer takes the ground card and 2 more; everyone else gets 3, so all hold 8.",
        ],
      },
      {
        h: "Bidding",
        p: ["In turn from P1, each player says one of:"],
        list: [
          "Pass (بس).",
          "Hokum (حكم): a trump game. In the first round the trump is the ground card's suit; in the second round the buyer names another suit.",
          "Sun (صن): no trumps. Sun outranks Hokum: after a Hokum, the others may still take it with Sun, and the Hokum buyer may then keep Hokum or switch to Sun.",
          "Ashkal (أشكل): a Sun bought for your partner, who takes the ground card. Only P3 and P4 may call it, and not when the ground card is an Ace.",
          "“Before you”: an opponent who passed earlier in the round may take a Sun from its caller.",
          "If all four pass twice, the cards are dealt again by the next dealer.",
        ],
      },
      {
        h: "Doubling",
        list: [
          "Hokum: an opponent of the buyer may Double (×2), the buyer's side may answer Three (×3), the doublers Four (×4), and the buyer's side Gahwa (قهوة): whoever wins this hand wins the match.",
          "Whoever doubles or says Four chooses open or closed. Closed: nobody may lead a trump while holding another suit.",
          "Sun: only Double, and only when the buyer's team has more than 100 match points and the other team 100 or fewer.",
        ],
      },
      {
        h: "Playing the tricks",
        list: [
          "P1 leads the first trick; the winner of a trick leads the next. Follow the suit led if you can.",
          "In Sun, if you cannot follow, play any card. The highest card of the suit led wins.",
          "In Hokum, if you cannot follow, you must trump, and beat a trump already played if you can, unless your partner is winning the trick. When trump is led, beat the best trump if you can.",
          "Akka (أكّة): in Hokum, leading the highest card left in a plain suit, you may announce Akka: your partner then need not trump.",
          "The highest trump wins the trick; with no trump in it, the highest card of the suit led.",
        ],
      },
      {
        h: "Projects (مشاريع) and Baloot",
        art: "BalootProjects",
        caption: "Left: a Sira, three cards in sequence in one suit. Right: Baloot, the King and Queen of trump.",
        list: [
          "Declare projects with your first card: Sira (سرا, three in sequence), Fifty (خمسين, four in sequence), Hundred (مية, five in sequence, or four 10s, Jacks, Queens or Kings; four Aces in Hokum), Four hundred (أربعمية, four Aces in Sun).",
          "Only the team with the best project scores its projects; the other team scores none.",
          "Baloot (بلوت): holding the King and Queen of trump in Hokum. It is announced when the second of them is played, always scores for its holder, and is never doubled.",
        ],
      },
      {
        h: "Scoring a hand",
        list: [
          "Each team counts its abnat (أبناط): card points plus its projects.",
          "The buyer's team fails when the other team has more abnat: the other team then scores the whole hand (26 in Sun, 16 in Hokum) and all the projects.",
          "Otherwise both teams turn their card points into match points (Hokum: a tenth, rounded; Sun: a fifth, rounded) and add their projects.",
          "Kaboot (كبوت): a team that takes all eight tricks scores 44 in Sun or 25 in Hokum, plus its projects.",
          "A doubled hand goes whole to the side that wins it, times the doubling.",
        ],
      },
      {
        h: "End of the match, and Sawa",
        p: [
          "The first team past 152 match points wins (the higher total if both pass it in the same hand), or the team that wins a Gahwa hand.",
          "Sawa (سوا): when you can take every remaining trick whatever the others play, you may claim them all at once. In this app it is a table option, offered only when the claim is sure.",
        ],
      },
      {
        h: "At the table in this app",
        list: [
          "Calls, doubling and projects are buttons under your hand; tap or click a glowing card to play it.",
          "The score sheet shows each hand for us and them. The rule profile “Original rules” plays the older short rules instead of the Saudi ones.",
        ],
      },
    ],
  },
  fi: {
    intro: "Neljä pelaajaa kahtena parina, parit istuvat vastakkain. Joka jaossa toinen pari ostaa sopimuksen, Sun tai Hokum, ja molemmat parit yrittävät saada pisteitä tikeistä. Ensimmäinen 152 ottelupisteeseen päässyt pari voittaa ottelun.",
    sections: [
      {
        h: "Pöytä ja kortit",
        art: "BalootTable",
        caption: "Parit istuvat vastakkain (sama väri). Jako ja pelijärjestys kulkevat vastapäivään; jakajan oikealla istuva P1 puhuu ensin ja aloittaa ensimmäisen tikin; P4 on jakaja.",
        p: ["32 korttia: 7, 8, 9, 10, J, Q, K, A neljässä maassa. Jakaja vaihtuu joka jaossa yhden paikan vastapäivään."],
      },
      {
        h: "Korttien järjestys ja pisteet",
        art: "BalootRanks",
        caption: "Ylärivi: valttimaa Hokumissa, J 9 A 10 K Q 8 7. Alarivi: muut maat sekä kaikki maat Sunissa, A 10 K Q J 9 8 7. Kortin alla on sen pisteet.",
        p: ["Viimeinen tikki tuo 10 lisäpistettä. Jaossa on korttipisteitä 130 Sunissa ja 162 Hokumissa."],
      },
      {
        h: "Jako ja pöytäkortti",
        list: [
          "Kaikki saavat 5 korttia; seuraava kortti käännetään kuvapuoli ylös: pöytäkortti.",
          "Tarjousten jälkeen ostaja ottaa pöytäkortin ja 2 korttia lisää; muut saavat 3, joten kaikilla on 8.",
        ],
      },
      {
        h: "Tarjoukset",
        p: ["Vuorotellen P1:stä alkaen kukin sanoo yhden näistä:"],
        list: [
          "Passi (بس).",
          "Hokum (حكم): valttipeli. Ensimmäisellä kierroksella valtti on pöytäkortin maa; toisella kierroksella ostaja nimeää muun maan.",
          "Sun (صن): ei valttia. Sun on Hokumia vahvempi: Hokumin jälkeen muut voivat vielä ottaa pelin Sunilla, ja Hokumin ostaja voi sitten pitää Hokumin tai vaihtaa Suniin.",
          "Ashkal (أشكل): Sun, joka ostetaan parille; pari ottaa pöytäkortin. Vain P3 ja P4 voivat sanoa sen, eikä silloin, kun pöytäkortti on ässä.",
          "”Ennen sinua”: vastustaja, joka passasi aiemmin samalla kierroksella, voi ottaa Sunin sen sanojalta.",
          "Jos kaikki passaavat kahdesti, seuraava jakaja jakaa uudelleen.",
        ],
      },
      {
        h: "Tuplaus",
        list: [
          "Hokum: ostajan vastustaja voi tuplata (×2), ostajan puoli vastata Kolminkertaisella (×3), tuplaajat Nelinkertaisella (×4) ja ostajan puoli Gahwalla (قهوة): tämän jaon voittaja voittaa koko ottelun.",
          "Tuplaaja ja nelinkertaistaja valitsevat avoimen tai suljetun pelin. Suljettu: kukaan ei saa avata valtilla, jos hänellä on muuta maata.",
          "Sun: vain tuplaus, ja vain kun ostajan parilla on yli 100 ottelupistettä ja toisella enintään 100.",
        ],
      },
      {
        h: "Tikit",
        list: [
          "P1 aloittaa ensimmäisen tikin; tikin voittaja aloittaa seuraavan. Tunnusta maata, jos voit.",
          "Sunissa, jos et voi tunnustaa, pelaa mikä tahansa kortti. Avatun maan suurin kortti voittaa.",
          "Hokumissa, jos et voi tunnustaa, sinun on lyötävä valtilla ja ylitettävä jo pelattu valtti, jos voit, ellei parisi ole voittamassa tikkiä. Kun avataan valtilla, ylitä paras valtti, jos voit.",
          "Akka (أكّة): Hokumissa, kun avaat muun maan suurimmalla jäljellä olevalla kortilla, voit ilmoittaa Akan: parisi ei silloin tarvitse lyödä valtilla.",
          "Suurin valtti voittaa tikin; jos valttia ei ole, avatun maan suurin kortti.",
        ],
      },
      {
        h: "Projektit (مشاريع) ja Baloot",
        art: "BalootProjects",
        caption: "Vasemmalla Sira, kolme peräkkäistä korttia samaa maata. Oikealla Baloot, valtin kuningas ja rouva.",
        list: [
          "Ilmoita projektit ensimmäisen korttisi kanssa: Sira (سرا, kolme peräkkäin), Viisikymmentä (خمسين, neljä peräkkäin), Sata (مية, viisi peräkkäin tai neljä kymppiä, jätkää, rouvaa tai kuningasta; neljä ässää Hokumissa), Neljäsataa (أربعمية, neljä ässää Sunissa).",
          "Vain parhaan projektin pari saa projektinsa pisteet; toinen pari ei saa mitään.",
          "Baloot (بلوت): valtin kuningas ja rouva samassa kädessä Hokumissa. Se ilmoitetaan, kun toinen niistä pelataan, pisteet jäävät aina haltijalle, eikä sitä tuplata.",
        ],
      },
      {
        h: "Jaon pisteet",
        list: [
          "Kumpikin pari laskee abnatinsa (أبناط): korttipisteet ja projektit.",
          "Ostajan pari epäonnistuu, kun toisella parilla on enemmän abnatia: toinen pari saa silloin koko jaon (26 Sunissa, 16 Hokumissa) ja kaikki projektit.",
          "Muuten kumpikin pari muuntaa korttipisteensä ottelupisteiksi (Hokum: kymmenesosa pyöristettynä; Sun: viidesosa pyöristettynä) ja lisää projektinsa.",
          "Kaboot (كبوت): kaikki kahdeksan tikkiä vienyt pari saa 44 Sunissa tai 25 Hokumissa sekä projektinsa.",
          "Tuplattu jako menee kokonaan sen voittaneelle puolelle kerrottuna tuplauksella.",
        ],
      },
      {
        h: "Ottelun loppu ja Sawa",
        p: [
          "Ensimmäinen yli 152 ottelupisteen päässyt pari voittaa (suurempi summa, jos molemmat ylittävät samassa jaossa), tai pari, joka voittaa Gahwa-jaon.",
          "Sawa (سوا): kun voit viedä kaikki jäljellä olevat tikit muiden pelistä riippumatta, voit vaatia ne kerralla. Tässä sovelluksessa se on pöydän asetus, ja sitä tarjotaan vain, kun vaatimus on varma.",
        ],
      },
      {
        h: "Pelipöydässä tässä sovelluksessa",
        list: [
          "Tarjoukset, tuplaukset ja projektit ovat painikkeita kätesi alla; pelaa hehkuva kortti napauttamalla tai napsauttamalla.",
          "Pistelista näyttää jokaisen jaon meille ja heille. Sääntöprofiili ”Alkuperäiset säännöt” pelaa vanhempia lyhyitä sääntöjä saudisääntöjen sijaan.",
        ],
      },
    ],
  },
  es: {
    intro: "Cuatro jugadores en dos parejas, con los compañeros sentados frente a frente. En cada mano una pareja compra un contrato, Sun o Hokum, y ambas intentan sumar puntos en bazas. Gana la partida la primera pareja que llega a 152 puntos.",
    sections: [
      {
        h: "Mesa y cartas",
        art: "BalootTable",
        caption: "Los compañeros se sientan frente a frente (mismo color). El reparto y el juego van en sentido antihorario; P1, a la derecha del repartidor, habla primero y sale en la primera baza; P4 es el repartidor.",
        p: ["32 cartas: 7, 8, 9, 10, J, Q, K, A en cuatro palos. El repartidor cambia cada mano, un asiento en sentido antihorario."],
      },
      {
        h: "Orden y puntos de las cartas",
        art: "BalootRanks",
        caption: "Arriba: el palo de triunfo en Hokum, J 9 A 10 K Q 8 7. Abajo: los demás palos, y todos en Sun, A 10 K Q J 9 8 7. La cifra bajo cada carta son sus puntos.",
        p: ["La última baza vale 10 más. Una mano reparte 130 puntos en Sun y 162 en Hokum."],
      },
      {
        h: "El reparto y la carta del suelo",
        list: [
          "Cada uno recibe 5 cartas; la siguiente se pone boca arriba: la carta del suelo.",
          "Tras la subasta, el comprador toma la carta del suelo y 2 más; los demás reciben 3, así que todos tienen 8.",
        ],
      },
      {
        h: "Subasta",
        p: ["Por turno desde P1, cada jugador dice una de estas:"],
        list: [
          "Paso (بس).",
          "Hokum (حكم): juego con triunfo. En la primera vuelta el triunfo es el palo de la carta del suelo; en la segunda, el comprador nombra otro palo.",
          "Sun (صن): sin triunfo. Sun vale más que Hokum: tras un Hokum, los demás aún pueden quedárselo con Sun, y el comprador del Hokum puede mantenerlo o pasar a Sun.",
          "Ashkal (أشكل): un Sun comprado para tu compañero, que toma la carta del suelo. Solo pueden decirlo P3 y P4, y no si la carta del suelo es un As.",
          "«Antes que tú»: un rival que pasó antes en la misma vuelta puede quitarle el Sun a quien lo dijo.",
          "Si los cuatro pasan dos veces, el siguiente repartidor vuelve a repartir.",
        ],
      },
      {
        h: "Doblar",
        list: [
          "Hokum: un rival del comprador puede Doblar (×2), la pareja compradora responder Triple (×3), los que doblaron Cuádruple (×4) y la pareja compradora Gahwa (قهوة): quien gane esta mano gana la partida.",
          "Quien dobla o dice Cuádruple elige abierta o cerrada. Cerrada: nadie puede salir de triunfo si tiene cartas de otro palo.",
          "Sun: solo Doblar, y solo si la pareja compradora tiene más de 100 puntos y la otra 100 o menos.",
        ],
      },
      {
        h: "Las bazas",
        list: [
          "P1 sale en la primera baza; quien gana una baza sale en la siguiente. Sigue el palo de salida si puedes.",
          "En Sun, si no puedes seguir, juega cualquier carta. Gana la carta más alta del palo de salida.",
          "En Hokum, si no puedes seguir, debes fallar con triunfo, y superar un triunfo ya jugado si puedes, salvo que tu compañero vaya ganando la baza. Si se sale de triunfo, supera el mejor triunfo si puedes.",
          "Akka (أكّة): en Hokum, al salir con la carta más alta que queda de un palo que no es triunfo, puedes anunciar Akka: tu compañero no tiene que fallar.",
          "Gana la baza el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida.",
        ],
      },
      {
        h: "Proyectos (مشاريع) y Baloot",
        art: "BalootProjects",
        caption: "Izquierda: una Sira, tres cartas seguidas del mismo palo. Derecha: Baloot, el Rey y la Dama de triunfo.",
        list: [
          "Declara los proyectos con tu primera carta: Sira (سرا, tres seguidas), Cincuenta (خمسين, cuatro seguidas), Cien (مية, cinco seguidas, o cuatro dieces, jotas, damas o reyes; cuatro ases en Hokum), Cuatrocientos (أربعمية, cuatro ases en Sun).",
          "Solo la pareja con el mejor proyecto cuenta sus proyectos; la otra no cuenta ninguno.",
          "Baloot (بلوت): el Rey y la Dama de triunfo en la misma mano en Hokum. Se anuncia al jugar la segunda, siempre cuenta para quien lo tiene y nunca se dobla.",
        ],
      },
      {
        h: "Puntuar una mano",
        list: [
          "Cada pareja cuenta sus abnat (أبناط): puntos de cartas más sus proyectos.",
          "La pareja compradora falla cuando la otra tiene más abnat: la otra se lleva entonces la mano entera (26 en Sun, 16 en Hokum) y todos los proyectos.",
          "Si no, cada pareja convierte sus puntos de cartas en puntos de partida (Hokum: una décima parte, redondeada; Sun: una quinta parte, redondeada) y suma sus proyectos.",
          "Kaboot (كبوت): la pareja que gana las ocho bazas se anota 44 en Sun o 25 en Hokum, más sus proyectos.",
          "Una mano doblada va entera al lado que la gana, multiplicada por el doble.",
        ],
      },
      {
        h: "Fin de la partida y Sawa",
        p: [
          "Gana la primera pareja que pasa de 152 puntos (la de mayor total si ambas pasan en la misma mano), o la que gana una mano de Gahwa.",
          "Sawa (سوا): cuando puedes ganar todas las bazas que quedan juegue lo que juegue el resto, puedes reclamarlas de una vez. En esta aplicación es una opción de mesa y solo se ofrece cuando la reclamación es segura.",
        ],
      },
      {
        h: "En la mesa de esta aplicación",
        list: [
          "Las voces, los dobles y los proyectos son botones bajo tu mano; pulsa una carta iluminada para jugarla.",
          "La hoja de puntos muestra cada mano para nosotros y ellos. El perfil de reglas «Reglas originales» juega las antiguas reglas breves en vez de las saudíes.",
        ],
      },
    ],
  },
  ar: {
    intro: "أربعة لاعبين في فريقين، يجلس كل شريكين متقابلين. في كل جولة يشتري أحد الفريقين لعبًا، صن أو حكم، ويسعى الفريقان إلى جمع النقاط من الأكلات. يفوز بالمباراة (الصكّة) أول فريق يبلغ 152 نقطة.",
    sections: [
      {
        h: "الطاولة والورق",
        art: "BalootTable",
        caption: "يجلس الشريكان متقابلين (باللون نفسه). يدور التوزيع واللعب عكس عقارب الساعة؛ اللاعب الأول على يمين الموزّع يتكلم أولًا ويبدأ الأكلة الأولى؛ والرابع هو الموزّع.",
        p: ["32 ورقة: 7 و8 و9 و10 والولد والبنت والشايب والإكة في أربعة أشكال. يتغيّر الموزّع كل جولة مقعدًا واحدًا عكس عقارب الساعة."],
      },
      {
        h: "ترتيب الورق ونقاطه",
        art: "BalootRanks",
        caption: "الصف الأعلى: شكل الحكم، \u2066J 9 A 10 K Q 8 7\u2069. الصف الأسفل: بقية الأشكال، وكل الأشكال في الصن، \u2066A 10 K Q J 9 8 7\u2069. الرقم تحت الورقة نقاطها.",
        p: ["للأكلة الأخيرة 10 نقاط زيادة. في الجولة 130 نقطة ورق في الصن و162 في الحكم."],
      },
      {
        h: "التوزيع وورقة الأرض",
        list: [
          "يأخذ كل لاعب 5 أوراق؛ وتُكشف الورقة التالية على الأرض: ورقة الأرض.",
          "بعد الشراء يأخذ المشتري ورقة الأرض وورقتين، ويأخذ كل من الآخرين 3، فيصير مع الجميع 8.",
        ],
      },
      {
        h: "الشراء",
        p: ["بالدور ابتداءً من اللاعب الأول، يقول كل لاعب واحدة مما يلي:"],
        list: [
          "بس.",
          "حكم: لعب بحكم. في الدور الأول الحكم هو شكل ورقة الأرض؛ وفي الدور الثاني يسمّي المشتري شكلًا آخر.",
          "صن: بلا حكم. الصن أعلى من الحكم: بعد الحكم يمكن للآخرين أخذه بالصن، ثم يختار مشتري الحكم أن يبقيه حكمًا أو يحوّله صنًّا.",
          "أشكل: صن يُشترى للشريك، فيأخذ الشريك ورقة الأرض. لا يقوله إلا الثالث والرابع، ولا يجوز إن كانت ورقة الأرض إكة.",
          "«قبلك»: الخصم الذي قال بس قبلُ في الدور نفسه يمكنه أن يأخذ الصن ممن قاله.",
          "إذا قال الأربعة بس مرتين أعاد الموزّع التالي التوزيع.",
        ],
      },
      {
        h: "الدبل",
        list: [
          "في الحكم: لخصم المشتري أن يقول دبل (×2)، ولفريق المشتري أن يرد ثري (×3)، وللمدبّلين فور (×4)، ولفريق المشتري قهوة: من يربح هذه الجولة يربح المباراة.",
          "من يقول دبل أو فور يختار مفتوحًا أو مقفولًا. المقفول: لا يبدأ أحد بالحكم وفي يده شكل آخر.",
          "في الصن: الدبل وحده، ولا يجوز إلا إذا كان لفريق المشتري أكثر من 100 نقطة وللفريق الآخر 100 أو أقل.",
        ],
      },
      {
        h: "الأكلات",
        list: [
          "يبدأ اللاعب الأول الأكلة الأولى؛ ومن يربح أكلة يبدأ التالية. العب من الشكل المطلوب إن استطعت.",
          "في الصن إن لم يكن معك الشكل المطلوب فالعب أي ورقة. تربح أعلى ورقة من الشكل المطلوب.",
          "في الحكم إن لم يكن معك الشكل المطلوب فعليك أن تقطع بالحكم، وأن تعلو على حكم لُعب قبلك إن استطعت، إلا إذا كان شريكك رابحًا للأكلة. وإذا بُدئ بالحكم فاعلُ على أعلى حكم إن استطعت.",
          "أكّة: في الحكم، من يبدأ بأعلى ورقة باقية من شكل غير الحكم يمكنه أن يعلن الأكّة، فلا يلزم شريكه أن يقطع.",
          "يربح الأكلة أعلى حكم فيها؛ فإن لم يكن فيها حكم فأعلى ورقة من الشكل المطلوب.",
        ],
      },
      {
        h: "المشاريع والبلوت",
        art: "BalootProjects",
        caption: "يسارًا: سرا، ثلاث أوراق متتالية من شكل واحد. يمينًا: البلوت، الشايب والبنت من الحكم.",
        list: [
          "أعلن مشاريعك مع أول ورقة تلعبها: سرا (ثلاث متتالية)، خمسين (أربع متتالية)، مية (خمس متتالية، أو أربع عشرات أو أولاد أو بنات أو شياب؛ وأربع إكك في الحكم)، أربعمية (أربع إكك في الصن).",
          "لا يحسب مشاريعه إلا الفريق صاحب أفضل مشروع؛ ولا يُحسب للآخر شيء.",
          "البلوت: الشايب والبنت من الحكم في يد واحدة في لعب الحكم. يُعلن عند لعب الثانية منهما، ويُحسب دائمًا لصاحبه، ولا يُدبَّل أبدًا.",
        ],
      },
      {
        h: "حساب الجولة",
        list: [
          "يحسب كل فريق أبناطه: نقاط الورق مع مشاريعه.",
          "يخسر فريق المشتري إذا زادت أبناط الفريق الآخر على أبناطه: فيأخذ الآخر نقاط الجولة كلها (26 في الصن، 16 في الحكم) وكل المشاريع.",
          "وإلا حوّل كل فريق نقاط ورقه إلى نقاط مباراة (الحكم: العُشر مع التقريب؛ الصن: الخُمس مع التقريب) وأضاف مشاريعه.",
          "كبوت: الفريق الذي يأكل الأكلات الثماني كلها يأخذ 44 في الصن أو 25 في الحكم، مع مشاريعه.",
          "الجولة المدبّلة تذهب نقاطها كلها إلى الفريق الرابح مضروبة في الدبل.",
        ],
      },
      {
        h: "نهاية المباراة، وسوا",
        p: [
          "يفوز أول فريق يتجاوز 152 نقطة (صاحب المجموع الأعلى إن تجاوزاها في الجولة نفسها)، أو الفريق الذي يربح جولة القهوة.",
          "سوا: إذا كنت تأكل كل الأكلات الباقية مهما لعب الآخرون، يمكنك أن تطلبها دفعة واحدة. في هذا التطبيق هي خيار للطاولة، ولا تُعرض إلا حين يكون الطلب مضمونًا.",
        ],
      },
      {
        h: "على الطاولة في هذا التطبيق",
        list: [
          "الشراء والدبل والمشاريع أزرار تحت يدك؛ المس ورقة مضيئة أو انقرها لتلعبها.",
          "تعرض النشرة كل جولة لنا ولهم. «القواعد الأصلية» تلعب القواعد القصيرة القديمة بدل القواعد السعودية.",
        ],
      },
    ],
  },
};
