// How to play Balloon Cup, for players, in four languages (see climbing.js for the shape).
export default {
  en: {
    intro: "Two balloon pilots race over four hop tiles. Win a tile to take its coloured cubes, and trade cubes for trophies. The first to hold three trophies wins.",
    sections: [
      {
        h: "What is on the table",
        list: [
          "45 balloon cards in five colours, valued 1 to 13: red 13 cards, yellow 11, green 9, blue 7, gray 5. The rarer the colour, the fewer its cards.",
          "45 cubes in the same colours and numbers, drawn from a bag.",
          "Four hop tiles numbered 1 to 4, each with a plains side and a mountain side.",
          "Five trophies, one per colour.",
        ],
      },
      {
        h: "Setting up",
        list: [
          "The tiles lie in a row: 1 plains, 2 mountain, 3 plains, 4 mountain.",
          "Each tile gets as many cubes from the bag as its number: one on tile 1, up to four on tile 4.",
          "Each player gets 8 cards, kept secret; the rest is the draw pile. The start player is drawn by lot.",
        ],
      },
      {
        h: "Your turn",
        art: "BalloonTile",
        caption: "Tile 2 holds a red and a blue cube, so each side takes one red and one blue card. Your row (below) is full; the other needs its blue card.",
        steps: [
          "Play one card from your hand beside a tile, on either side: your own or your opponent's. Its colour must match a cube on the tile, and a side takes only as many cards of a colour as the tile has cubes of that colour.",
          "Draw a card. If the draw pile is empty, the discards are shuffled into a new one.",
        ],
        p: [
          "If you can play a card, you must, even if it only helps your opponent. If no card fits anywhere, show your hand, exchange up to four cards, and play if you now can; otherwise your turn ends.",
        ],
      },
      {
        h: "Winning a tile",
        art: "BalloonScoring",
        caption: "On the plains the lower total wins; in the mountains the higher total wins.",
        list: [
          "A tile is decided as soon as both of its sides are full: add up each side's cards.",
          "Plains: the lower total wins. Mountain: the higher total wins. A tie goes to the player who placed the last card.",
          "The winner takes the tile's cubes. The cards are discarded, the tile turns over (plains becomes mountain and back) and gets new cubes from the bag. If the bag runs short, the tile leaves the game.",
          "The player who lost the tile plays next.",
        ],
      },
      {
        h: "Trophies",
        art: "BalloonTrophies",
        caption: "Cubes needed: red 7, yellow 6, green 5, blue 4, gray 3.",
        list: [
          "When you have enough cubes of a colour whose trophy is still free, you claim it: the cubes leave the game and the trophy is yours for good.",
          "Three cubes of a colour whose trophy is already taken count as one cube of any colour you are short of. Trading this way is optional; a claim you can make without trading is compulsory.",
          "After a tile is won, its winner claims first, as many trophies as they like; then the players take turns, one claim each, until neither wants to or can.",
        ],
      },
      {
        h: "End of the game",
        p: [
          "Whoever takes a third trophy wins at once. If no tile is left, or 50 turns pass without a tile being won, the player with more trophies wins, then the one with more cubes; otherwise it is a draw.",
          "Table option “no deadlock”: the tiles never hold as many cubes of one colour as its trophy needs, so every tile can be completed.",
        ],
      },
      {
        h: "At the table in this app",
        list: [
          "Click a card in your hand, then one of the glowing rows beside a tile, on your side or your opponent's: each row is labelled with whose it is. With a mouse you may also drag the card onto the row.",
          "When stuck, choose the cards to exchange (or none); when claiming, choose a trophy or “Done claiming”.",
        ],
      },
    ],
  },
  fi: {
    intro: "Kaksi kuumailmapallolentäjää kilpailee neljän etappilaatan yli. Voita laatta saadaksesi sen väriset kuutiot ja vaihda kuutiot palkintoihin. Ensimmäinen kolmen palkinnon haltija voittaa.",
    sections: [
      {
        h: "Pöydällä",
        list: [
          "45 pallokorttia viidessä värissä, arvot 1–13: punaisia 13, keltaisia 11, vihreitä 9, sinisiä 7, harmaita 5. Mitä harvinaisempi väri, sitä vähemmän kortteja.",
          "45 kuutiota samoissa väreissä ja määrissä pussissa.",
          "Neljä etappilaattaa numeroin 1–4; kummallakin on tasankopuoli ja vuoristopuoli.",
          "Viisi palkintoa, yksi kullekin värille.",
        ],
      },
      {
        h: "Valmistelu",
        list: [
          "Laatat asetetaan riviin: 1 tasanko, 2 vuoristo, 3 tasanko, 4 vuoristo.",
          "Jokaiselle laatalle nostetaan pussista numeronsa verran kuutioita: laatalle 1 yksi, laatalle 4 neljä.",
          "Kumpikin saa 8 korttia salaa; loput ovat nostopakka. Aloittaja arvotaan.",
        ],
      },
      {
        h: "Vuorosi",
        art: "BalloonTile",
        caption: "Laatalla 2 on punainen ja sininen kuutio, joten kumpikin puoli ottaa yhden punaisen ja yhden sinisen kortin. Sinun rivisi (alla) on täynnä; toisesta puuttuu sininen.",
        steps: [
          "Pelaa kädestäsi yksi kortti laatan viereen, kummalle puolelle tahansa: omallesi tai vastustajan. Värin on vastattava laatan kuutiota, ja puolelle mahtuu kutakin väriä vain niin monta korttia kuin laatalla on sen värisiä kuutioita.",
          "Nosta kortti. Jos pakka on loppu, poistopino sekoitetaan uudeksi pakaksi.",
        ],
        p: [
          "Jos voit pelata kortin, sinun on pelattava, vaikka se auttaisi vain vastustajaa. Jos mikään kortti ei sovi, näytä kätesi, vaihda enintään neljä korttia ja pelaa, jos nyt voit; muuten vuorosi päättyy.",
        ],
      },
      {
        h: "Laatan voittaminen",
        art: "BalloonScoring",
        caption: "Tasangolla pienempi summa voittaa, vuoristossa suurempi.",
        list: [
          "Laatta ratkeaa heti, kun sen molemmat puolet ovat täynnä: kummankin puolen kortit lasketaan yhteen.",
          "Tasanko: pienempi summa voittaa. Vuoristo: suurempi summa voittaa. Tasatilanteessa voittaa viimeisen kortin pelannut.",
          "Voittaja saa laatan kuutiot. Kortit menevät poistopinoon, laatta käännetään (tasanko vuoristoksi ja päinvastoin) ja saa uudet kuutiot pussista. Jos pussissa ei ole tarpeeksi, laatta poistuu pelistä.",
          "Laatan hävinnyt pelaa seuraavaksi.",
        ],
      },
      {
        h: "Palkinnot",
        art: "BalloonTrophies",
        caption: "Tarvittavat kuutiot: punainen 7, keltainen 6, vihreä 5, sininen 4, harmaa 3.",
        list: [
          "Kun sinulla on tarpeeksi kuutioita värissä, jonka palkinto on vielä vapaa, lunastat sen: kuutiot poistuvat pelistä ja palkinto on pysyvästi sinun.",
          "Kolme kuutiota värissä, jonka palkinto on jo viety, vastaa yhtä puuttuvaa kuutiota mitä tahansa väriä. Tällainen vaihto on vapaaehtoista; lunastus ilman vaihtoa on pakollinen.",
          "Laatan voittaja lunastaa ensin niin monta palkintoa kuin haluaa; sitten vuorotellaan, yksi lunastus kerrallaan, kunnes kumpikaan ei halua tai voi.",
        ],
      },
      {
        h: "Pelin loppu",
        p: [
          "Kolmannen palkinnon saanut voittaa heti. Jos laattoja ei ole jäljellä tai 50 vuoroa kuluu ilman ratkennutta laattaa, voittaa se, jolla on enemmän palkintoja, sitten enemmän kuutioita; muuten tasapeli.",
          "Pöydän asetus ”ei umpikujaa”: laatoilla ei koskaan ole yhtä väriä niin montaa kuutiota kuin sen palkintoon tarvitaan, joten jokainen laatta voidaan täyttää.",
        ],
      },
      {
        h: "Pelipöydässä tässä sovelluksessa",
        list: [
          "Napsauta korttia kädessäsi ja sitten hehkuvaa riviä laatan vieressä, omalla tai vastustajan puolella: jokaisessa rivissä lukee, kenen se on. Hiirellä voit myös vetää kortin riville.",
          "Jumissa valitse vaihdettavat kortit (tai ei yhtään); lunastaessa valitse palkinto tai ”Lopeta lunastus”.",
        ],
      },
    ],
  },
  es: {
    intro: "Dos pilotos de globo compiten sobre cuatro losetas de salto. Gana una loseta para llevarte sus cubos de colores y cambia los cubos por trofeos. Gana el primero que tenga tres trofeos.",
    sections: [
      {
        h: "Sobre la mesa",
        list: [
          "45 cartas de globo en cinco colores, de valor 1 a 13: rojo 13 cartas, amarillo 11, verde 9, azul 7, gris 5. Cuanto más raro el color, menos cartas.",
          "45 cubos de los mismos colores y cantidades, en una bolsa.",
          "Cuatro losetas de salto numeradas del 1 al 4, cada una con un lado de llanura y otro de montaña.",
          "Cinco trofeos, uno por color.",
        ],
      },
      {
        h: "Preparación",
        list: [
          "Las losetas se ponen en fila: 1 llanura, 2 montaña, 3 llanura, 4 montaña.",
          "Cada loseta recibe de la bolsa tantos cubos como su número: uno en la 1, hasta cuatro en la 4.",
          "Cada jugador recibe 8 cartas en secreto; el resto es el mazo. El jugador inicial se sortea.",
        ],
      },
      {
        h: "Tu turno",
        art: "BalloonTile",
        caption: "La loseta 2 tiene un cubo rojo y uno azul, así que cada lado lleva una carta roja y una azul. Tu fila (abajo) está completa; a la otra le falta la azul.",
        steps: [
          "Juega una carta de tu mano junto a una loseta, en cualquiera de sus lados: el tuyo o el del rival. Su color debe coincidir con un cubo de la loseta, y cada lado admite de cada color tantas cartas como cubos de ese color tenga la loseta.",
          "Roba una carta. Si el mazo está vacío, se barajan los descartes como mazo nuevo.",
        ],
        p: [
          "Si puedes jugar una carta, debes hacerlo, aunque solo ayude al rival. Si ninguna cabe, enseña tu mano, cambia hasta cuatro cartas y juega si ahora puedes; si no, tu turno termina.",
        ],
      },
      {
        h: "Ganar una loseta",
        art: "BalloonScoring",
        caption: "En la llanura gana la suma menor; en la montaña, la mayor.",
        list: [
          "Una loseta se decide en cuanto sus dos lados están completos: se suman las cartas de cada lado.",
          "Llanura: gana la suma menor. Montaña: gana la mayor. En caso de empate gana quien puso la última carta.",
          "El ganador se lleva los cubos de la loseta. Las cartas se descartan, la loseta se da la vuelta (la llanura pasa a montaña y viceversa) y recibe cubos nuevos de la bolsa. Si no quedan bastantes, la loseta sale del juego.",
          "Juega a continuación quien perdió la loseta.",
        ],
      },
      {
        h: "Trofeos",
        art: "BalloonTrophies",
        caption: "Cubos necesarios: rojo 7, amarillo 6, verde 5, azul 4, gris 3.",
        list: [
          "Cuando tienes suficientes cubos de un color cuyo trofeo sigue libre, lo reclamas: los cubos salen del juego y el trofeo es tuyo para siempre.",
          "Tres cubos de un color cuyo trofeo ya tiene dueño cuentan como un cubo de cualquier color que te falte. Este cambio es opcional; una reclamación sin cambio es obligatoria.",
          "Tras ganar una loseta, su ganador reclama primero todos los trofeos que quiera; luego se alterna, una reclamación cada uno, hasta que nadie quiera o pueda.",
        ],
      },
      {
        h: "Fin de la partida",
        p: [
          "Quien consigue el tercer trofeo gana en el acto. Si no queda ninguna loseta, o pasan 50 turnos sin ganar una loseta, gana quien tenga más trofeos, y luego más cubos; si no, es empate.",
          "Opción de mesa «sin bloqueo»: las losetas nunca tienen tantos cubos de un color como pide su trofeo, así que toda loseta puede completarse.",
        ],
      },
      {
        h: "En la mesa de esta aplicación",
        list: [
          "Pulsa una carta de tu mano y luego una de las filas iluminadas junto a una loseta, en tu lado o en el del rival: cada fila dice de quién es. Con ratón también puedes arrastrar la carta a la fila.",
          "Si no puedes jugar, elige las cartas que cambias (o ninguna); al reclamar, elige un trofeo o «Terminar».",
        ],
      },
    ],
  },
  ar: {
    intro: "طيّاران بالمنطاد يتسابقان فوق أربع رقع. اربح رقعة لتأخذ مكعباتها الملوّنة، وبدّل المكعبات بكؤوس. يفوز أول من يملك ثلاث كؤوس.",
    sections: [
      {
        h: "ما على الطاولة",
        list: [
          "45 ورقة منطاد بخمسة ألوان، قيمها من 1 إلى 13: الأحمر 13 ورقة، والأصفر 11، والأخضر 9، والأزرق 7، والرمادي 5. كلما ندر اللون قلّت أوراقه.",
          "45 مكعبًا بالألوان والأعداد نفسها في كيس.",
          "أربع رقع مرقّمة من 1 إلى 4، لكل منها وجه سهل ووجه جبل.",
          "خمس كؤوس، واحدة لكل لون.",
        ],
      },
      {
        h: "الإعداد",
        list: [
          "توضع الرقع في صف: 1 سهل، 2 جبل، 3 سهل، 4 جبل.",
          "تأخذ كل رقعة من الكيس مكعبات بعدد رقمها: واحدًا على الرقعة 1، وحتى أربعة على الرقعة 4.",
          "يأخذ كل لاعب 8 أوراق سرًّا؛ والباقي رزمة السحب. يُختار البادئ بالقرعة.",
        ],
      },
      {
        h: "دورك",
        art: "BalloonTile",
        caption: "على الرقعة 2 مكعب أحمر وآخر أزرق، فكل جهة تأخذ ورقة حمراء وأخرى زرقاء. صفّك (في الأسفل) مكتمل؛ والآخر ينقصه الأزرق.",
        steps: [
          "العب ورقة من يدك بجانب رقعة، في أي جهة: جهتك أو جهة خصمك. يجب أن يطابق لونها مكعبًا على الرقعة، ولا تأخذ الجهة من كل لون إلا بعدد مكعبات ذلك اللون على الرقعة.",
          "اسحب ورقة. إذا نفدت الرزمة خُلطت المهملات رزمةً جديدة.",
        ],
        p: [
          "إذا استطعت أن تلعب ورقة فعليك ذلك، ولو لم تنفع إلا خصمك. وإذا لم تناسب أي ورقة، اكشف يدك وبدّل حتى أربع أوراق، والعب إن صرت تستطيع؛ وإلا انتهى دورك.",
        ],
      },
      {
        h: "ربح الرقعة",
        art: "BalloonScoring",
        caption: "في السهل يفوز المجموع الأصغر، وفي الجبل المجموع الأكبر.",
        list: [
          "تُحسم الرقعة حين تكتمل جهتاها: تُجمع أوراق كل جهة.",
          "السهل: يفوز المجموع الأصغر. الجبل: يفوز المجموع الأكبر. عند التعادل يفوز من وضع الورقة الأخيرة.",
          "يأخذ الفائز مكعبات الرقعة. تذهب الأوراق إلى المهملات، وتُقلب الرقعة (السهل جبلًا والعكس) وتأخذ مكعبات جديدة من الكيس. فإن لم يكفِ ما في الكيس خرجت الرقعة من اللعبة.",
          "يلعب بعد ذلك من خسر الرقعة.",
        ],
      },
      {
        h: "الكؤوس",
        art: "BalloonTrophies",
        caption: "المكعبات اللازمة: الأحمر 7، الأصفر 6، الأخضر 5، الأزرق 4، الرمادي 3.",
        list: [
          "حين تملك ما يكفي من مكعبات لون ما زالت كأسه حرّة، تطلبها: تخرج المكعبات من اللعبة وتصبح الكأس لك إلى الأبد.",
          "ثلاثة مكعبات من لون أُخذت كأسه تُحسب مكعبًا واحدًا من أي لون ينقصك. هذا التبديل اختياري؛ أما الطلب الممكن بلا تبديل فإلزامي.",
          "بعد ربح الرقعة يطلب الفائز أولًا ما شاء من الكؤوس؛ ثم يتناوب اللاعبان، طلبًا واحدًا لكل منهما، حتى لا يريد أحد أو لا يستطيع.",
        ],
      },
      {
        h: "نهاية اللعبة",
        p: [
          "من يأخذ الكأس الثالثة يفوز فورًا. وإذا لم تبقَ رقعة، أو مرّ 50 دورًا بلا ربح رقعة، فاز صاحب الكؤوس الأكثر، ثم صاحب المكعبات الأكثر؛ وإلا فهو تعادل.",
          "خيار الطاولة «بلا انسداد»: لا تحمل الرقع أبدًا من لون واحد عدد المكعبات الذي تحتاجه كأسه، فيمكن إكمال كل رقعة.",
        ],
      },
      {
        h: "على الطاولة في هذا التطبيق",
        list: [
          "انقر ورقة في يدك ثم أحد الصفوف المضيئة بجانب رقعة، في جهتك أو جهة خصمك: يُكتب على كل صف لمن هو. وعلى الحاسوب يمكنك أن تسحب الورقة إلى الصف.",
          "إذا علقت فاختر الأوراق التي تبدّلها (أو لا شيء)؛ وعند طلب الكؤوس اختر كأسًا أو «انتهيت».",
        ],
      },
    ],
  },
};
