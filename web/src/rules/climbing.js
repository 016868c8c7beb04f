// How to play the climbing game (Kiipeilypeli), for players, in four languages.
// A section: h (heading), art (a drawing of art.jsx), caption, p (paragraphs), list, steps.
export default {
  en: {
    intro: "2 to 6 players turn the black-and-white cubes of a pyramid so that a border between black and white leads their pawn to the top. The first player who, alone, has a path to the centre of the top face wins.",
    sections: [
      {
        h: "The pyramid",
        art: "ClimbingPyramid",
        caption: "14 cubes: 9 on the table (cube 4 in the middle is hidden), 4 in the middle layer, cube 13 on top. The gold ring marks the goal.",
        p: [
          "Every face of a cube is split into four squares, each black or white. Each cube has six different faces: all black, all white, three black and one white, one black and three white, two and two side by side, two and two diagonally.",
          "On the board every cube shows its number, and the letters on the table's rim show north, east, south and west.",
        ],
      },
      {
        h: "Paths",
        art: "ClimbingFace",
        caption: "Left: the pawn stands where a black and a white square meet, so it has a path (red). Right: where four squares meet crosswise, all the borders join.",
        p: [
          "A path runs along the lines where a black square meets a white one: inside a face, over a cube's edge, or from one cube to the next. All borders that touch at a point are joined.",
          "Your pawn stands at the bottom middle of one outer side of a bottom cube; your path is every border joined to that point. You have a path to a cube when your path touches one of its corners. The cube your pawn stands at is your own cube.",
        ],
      },
      {
        h: "Setting up",
        list: [
          "The cubes start with their all-black face up, each turned at random.",
          "Everyone chooses a pawn place at the same time, in secret: a side of a bottom cube whose two lower squares have the same colour, so nobody starts with a path, on a cube where no other pawn stands.",
          "Two players who choose the same place (or two places on the same cube) clash: the place is void and they choose again. After five rounds of choosing, anyone still without a place is placed by lot.",
        ],
      },
      {
        h: "A round",
        art: "ClimbingRound",
        caption: "Point in secret, clashes sit out, then the cubes turn from the top layer down.",
        steps: [
          "Point: everyone at once, in secret, points at one cube their path reaches. A cube pointed at last round is banned, but you may always point at your own cube.",
          "Clash: players who pointed at the same cube do nothing else this round.",
          "Turn: from the top layer down, each player turns the cube they pointed at a quarter turn. Players in the same layer choose at the same time, in secret; they see the turns made above them.",
          "Win check: after each layer, if exactly one player has a path to the top, that player wins at once. If two or more do, play goes on.",
        ],
      },
      {
        h: "Turning a cube",
        art: "ClimbingTurns",
        caption: "Six quarter turns: tip the top north or south, tip it east or west, or spin the cube clockwise or anticlockwise.",
        p: ["A turn moves the whole cube; the pawns stay where they stand, and paths change with the squares."],
      },
      {
        h: "End of the game",
        p: [
          "The game ends when one player alone reaches the top. A table may set a largest number of rounds (200 unless changed); a game still going then is a draw.",
        ],
      },
      {
        h: "At the table in this app",
        list: [
          "What you may choose glows gold on the board and is listed as buttons; pointing at a button lights its cube, and the other way round. Tab and Enter work too.",
          "Drag on the board to look around; the ⟲ button brings the view back behind your pawn.",
          "To turn, choose a direction or drag your cube: the board shows the result before you press “Turn it”.",
          "A guide for the first game explains each step on the board; it remembers what you have read.",
        ],
      },
    ],
  },
  fi: {
    intro: "2–6 pelaajaa kääntävät pyramidin mustavalkoisia kuutioita niin, että mustan ja valkoisen raja johtaa heidän nappulansa huipulle. Voittaja on ensimmäinen pelaaja, jolla yksin on polku huipun yläpinnan keskelle.",
    sections: [
      {
        h: "Pyramidi",
        art: "ClimbingPyramid",
        caption: "14 kuutiota: 9 pöydällä (keskimmäinen kuutio 4 jää piiloon), 4 keskikerroksessa ja kuutio 13 huipulla. Kultainen rengas on maali.",
        p: [
          "Kuution jokainen sivu on jaettu neljään ruutuun, jotka ovat mustia tai valkoisia. Kuutiossa on kuusi erilaista sivua: kokonaan musta, kokonaan valkoinen, kolme mustaa ja yksi valkoinen, yksi musta ja kolme valkoista, kaksi ja kaksi vierekkäin sekä kaksi ja kaksi ristikkäin.",
          "Laudalla jokaisessa kuutiossa näkyy sen numero, ja pöydän reunan kirjaimet näyttävät ilmansuunnat.",
        ],
      },
      {
        h: "Polut",
        art: "ClimbingFace",
        caption: "Vasemmalla nappula seisoo mustan ja valkoisen ruudun rajalla, joten sillä on polku (punainen). Oikealla neljä ruutua kohtaa ristikkäin, ja kaikki rajat yhtyvät.",
        p: [
          "Polku kulkee viivoja pitkin, joissa musta ruutu kohtaa valkoisen: sivun sisällä, kuution särmän yli tai kuutiosta toiseen. Kaikki samassa pisteessä kohtaavat rajat yhtyvät.",
          "Nappulasi seisoo alimman kerroksen kuution ulkosivun alareunan keskellä; polkusi on jokainen siihen pisteeseen yhtyvä raja. Sinulla on polku kuutioon, kun polkusi koskettaa jotakin sen kulmaa. Kuutio, jonka kohdalla nappulasi seisoo, on oma kuutiosi.",
        ],
      },
      {
        h: "Valmistelu",
        list: [
          "Kuutiot asetetaan kokonaan musta sivu ylöspäin, kukin satunnaisesti kierrettynä.",
          "Kaikki valitsevat nappulan paikan yhtä aikaa ja salaa: alimman kerroksen kuution sivun, jonka kaksi alaruutua ovat samanväriset, joten kenelläkään ei ole polkua alussa, ja kuutiosta, jonka luona ei ole muuta nappulaa.",
          "Jos kaksi pelaajaa valitsee saman paikan (tai kaksi paikkaa samasta kuutiosta), syntyy törmäys: paikka mitätöityy ja he valitsevat uudelleen. Viiden valintakierroksen jälkeen paikattomat sijoitetaan arvalla.",
        ],
      },
      {
        h: "Kierros",
        art: "ClimbingRound",
        caption: "Osoita salaa, törmänneet jäävät sivuun, sitten kuutiot käännetään ylimmästä kerroksesta alaspäin.",
        steps: [
          "Osoita: kaikki osoittavat yhtä aikaa ja salaa yhtä kuutiota, johon polku ulottuu. Viime kierroksella osoitettu kuutio on kielletty, mutta omaa kuutiotaan saa aina osoittaa.",
          "Törmäys: samaa kuutiota osoittaneet eivät tee tällä kierroksella mitään muuta.",
          "Käännä: ylimmästä kerroksesta alaspäin jokainen kääntää osoittamaansa kuutiota neljänneskierroksen. Saman kerroksen pelaajat valitsevat yhtä aikaa ja salaa; he näkevät ylempänä tehdyt käännöt.",
          "Voiton tarkistus: jokaisen kerroksen jälkeen, jos täsmälleen yhdellä pelaajalla on polku huipulle, hän voittaa heti. Jos kahdella tai useammalla on, peli jatkuu.",
        ],
      },
      {
        h: "Kuution kääntäminen",
        art: "ClimbingTurns",
        caption: "Kuusi neljänneskäännöstä: kallista yläpintaa pohjoiseen tai etelään, itään tai länteen, tai pyöritä kuutiota myötä- tai vastapäivään.",
        p: ["Käännös liikuttaa koko kuutiota; nappulat pysyvät paikallaan, ja polut muuttuvat ruutujen mukana."],
      },
      {
        h: "Pelin loppu",
        p: [
          "Peli päättyy, kun yksi pelaaja yksin pääsee huipulle. Pöydälle voi asettaa kierrosten enimmäismäärän (oletus 200); jos peli on silloin kesken, se on tasapeli.",
        ],
      },
      {
        h: "Pelipöydässä tässä sovelluksessa",
        list: [
          "Valittavissa olevat kohteet hehkuvat laudalla kultaisina ja näkyvät painikkeina; painikkeen osoittaminen korostaa sen kuutiota ja päinvastoin. Myös Tab ja Enter toimivat.",
          "Vedä laudalla katsellaksesi ympärille; ⟲-painike palauttaa näkymän nappulasi taakse.",
          "Kääntäessäsi valitse suunta tai vedä kuutiotasi: lauta näyttää tuloksen ennen kuin painat ”Käännä”.",
          "Ensimmäisen pelin opas kertoo laudalla, mitä kussakin vaiheessa tehdään, ja muistaa, mitä olet jo lukenut.",
        ],
      },
    ],
  },
  es: {
    intro: "De 2 a 6 jugadores giran los cubos blancos y negros de una pirámide para que un borde entre negro y blanco lleve su peón hasta la cima. Gana el primer jugador que, él solo, tiene un camino hasta el centro de la cara de arriba.",
    sections: [
      {
        h: "La pirámide",
        art: "ClimbingPyramid",
        caption: "14 cubos: 9 sobre la mesa (el cubo 4, en el centro, queda oculto), 4 en la capa del medio y el cubo 13 en la cima. El aro dorado marca la meta.",
        p: [
          "Cada cara de un cubo se divide en cuatro cuadros, negros o blancos. Cada cubo tiene seis caras distintas: toda negra, toda blanca, tres negros y uno blanco, uno negro y tres blancos, dos y dos lado a lado, y dos y dos en diagonal.",
          "En el tablero cada cubo muestra su número, y las letras del borde de la mesa indican norte, este, sur y oeste.",
        ],
      },
      {
        h: "Caminos",
        art: "ClimbingFace",
        caption: "Izquierda: el peón está donde se tocan un cuadro negro y uno blanco, así que tiene camino (rojo). Derecha: donde cuatro cuadros se cruzan, todos los bordes se unen.",
        p: [
          "Un camino sigue las líneas donde un cuadro negro toca uno blanco: dentro de una cara, sobre la arista de un cubo o de un cubo al siguiente. Todos los bordes que se tocan en un punto están unidos.",
          "Tu peón está en el centro del borde inferior de un lado exterior de un cubo de abajo; tu camino son todos los bordes unidos a ese punto. Tienes camino a un cubo cuando tu camino toca una de sus esquinas. El cubo donde está tu peón es tu propio cubo.",
        ],
      },
      {
        h: "Preparación",
        list: [
          "Los cubos empiezan con la cara toda negra hacia arriba, cada uno girado al azar.",
          "Todos eligen a la vez y en secreto el lugar de su peón: un lado de un cubo de abajo cuyos dos cuadros inferiores son del mismo color, para que nadie empiece con camino, en un cubo donde no haya otro peón.",
          "Si dos jugadores eligen el mismo lugar (o dos lugares del mismo cubo), chocan: el lugar queda anulado y eligen otra vez. Tras cinco rondas de elección, quien siga sin lugar se coloca por sorteo.",
        ],
      },
      {
        h: "Una ronda",
        art: "ClimbingRound",
        caption: "Se señala en secreto, los que chocan no juegan, luego los cubos giran de la capa de arriba hacia abajo.",
        steps: [
          "Señalar: todos a la vez y en secreto señalan un cubo al que llega su camino. Un cubo señalado en la ronda anterior está prohibido, pero siempre puedes señalar tu propio cubo.",
          "Choque: los que señalaron el mismo cubo no hacen nada más en esta ronda.",
          "Girar: de la capa de arriba hacia abajo, cada jugador gira un cuarto de vuelta el cubo que señaló. Los de una misma capa eligen a la vez y en secreto; ven los giros hechos más arriba.",
          "Victoria: tras cada capa, si exactamente un jugador tiene camino a la cima, gana en ese momento. Si lo tienen dos o más, se sigue jugando.",
        ],
      },
      {
        h: "Girar un cubo",
        art: "ClimbingTurns",
        caption: "Seis cuartos de vuelta: inclinar la cara de arriba al norte o al sur, al este o al oeste, o girar el cubo en sentido horario o antihorario.",
        p: ["Un giro mueve el cubo entero; los peones se quedan donde están y los caminos cambian con los cuadros."],
      },
      {
        h: "Fin de la partida",
        p: [
          "La partida termina cuando un solo jugador llega a la cima. La mesa puede fijar un número máximo de rondas (200 si no se cambia); si entonces la partida sigue, es empate.",
        ],
      },
      {
        h: "En la mesa de esta aplicación",
        list: [
          "Lo que puedes elegir brilla en dorado en el tablero y aparece como botones; señalar un botón ilumina su cubo, y al revés. También funcionan Tab e Intro.",
          "Arrastra sobre el tablero para mirar alrededor; el botón ⟲ vuelve a poner la vista detrás de tu peón.",
          "Para girar, elige una dirección o arrastra tu cubo: el tablero muestra el resultado antes de pulsar «Girar».",
          "Una guía para la primera partida explica cada paso sobre el tablero y recuerda lo que ya has leído.",
        ],
      },
    ],
  },
  ar: {
    intro: "من لاعبَين إلى ستة لاعبين يديرون مكعبات هرمٍ سوداء وبيضاء حتى يقود حدٌّ بين الأسود والأبيض بيدقَهم إلى القمة. يفوز أول لاعب يكون له وحده طريق إلى مركز الوجه العلوي للقمة.",
    sections: [
      {
        h: "الهرم",
        art: "ClimbingPyramid",
        caption: "أربعة عشر مكعبًا: تسعة على الطاولة (المكعب 4 في الوسط مخفي)، وأربعة في الطبقة الوسطى، والمكعب 13 في القمة. الحلقة الذهبية هي الهدف.",
        p: [
          "كل وجه من وجوه المكعب مقسوم إلى أربعة مربعات، كل منها أسود أو أبيض. لكل مكعب ستة وجوه مختلفة: أسود كله، أبيض كله، ثلاثة سود وواحد أبيض، واحد أسود وثلاثة بيض، اثنان واثنان متجاوران، واثنان واثنان قطريًّا.",
          "على اللوح يظهر رقم كل مكعب، وتدلّ الحروف على حافة الطاولة على الشمال والشرق والجنوب والغرب.",
        ],
      },
      {
        h: "الطرق",
        art: "ClimbingFace",
        caption: "يسارًا: يقف البيدق حيث يلتقي مربع أسود بمربع أبيض، فله طريق (بالأحمر). يمينًا: حيث تلتقي أربعة مربعات متقاطعة تتصل كل الحدود.",
        p: [
          "يمرّ الطريق على الخطوط التي يلتقي فيها مربع أسود بمربع أبيض: داخل الوجه، أو فوق حافة المكعب، أو من مكعب إلى آخر. كل الحدود التي تلتقي في نقطة متصلة.",
          "يقف بيدقك في منتصف الحافة السفلى لوجه خارجي من مكعب في الطبقة السفلى؛ وطريقك هو كل حدّ متصل بتلك النقطة. لك طريق إلى مكعب إذا لمس طريقك إحدى زواياه. المكعب الذي يقف عنده بيدقك هو مكعبك.",
        ],
      },
      {
        h: "الإعداد",
        list: [
          "توضع المكعبات ووجهها الأسود كله إلى الأعلى، وكلٌّ منها مُدار عشوائيًّا.",
          "يختار الجميع في الوقت نفسه وسرًّا مكان بيدقه: وجهًا لمكعب سفلي مربّعاه السفليان بلون واحد، فلا يبدأ أحد بطريق، على مكعب لا يقف عنده بيدق آخر.",
          "إذا اختار لاعبان المكان نفسه (أو مكانين على المكعب نفسه) تصادما: يُلغى المكان ويختاران من جديد. وبعد خمس جولات من الاختيار يوضع من بقي بلا مكان بالقرعة.",
        ],
      },
      {
        h: "الجولة",
        art: "ClimbingRound",
        caption: "الإشارة سرًّا، والمتصادمون لا يلعبون، ثم تدور المكعبات من الطبقة العليا نزولًا.",
        steps: [
          "الإشارة: يشير الجميع معًا وسرًّا إلى مكعب يصل إليه طريقهم. المكعب الذي أُشير إليه في الجولة السابقة محظور، لكن يمكنك دائمًا أن تشير إلى مكعبك.",
          "التصادم: من أشاروا إلى المكعب نفسه لا يفعلون شيئًا آخر في هذه الجولة.",
          "التدوير: من الطبقة العليا نزولًا، يدير كل لاعب المكعب الذي أشار إليه ربع دورة. لاعبو الطبقة الواحدة يختارون في الوقت نفسه وسرًّا، ويرون الدورات التي جرت فوقهم.",
          "الفوز: بعد كل طبقة، إذا كان للاعب واحد بالضبط طريق إلى القمة فاز فورًا. وإذا كان لاثنين أو أكثر استمر اللعب.",
        ],
      },
      {
        h: "تدوير المكعب",
        art: "ClimbingTurns",
        caption: "ست دورات ربعية: إمالة الوجه العلوي شمالًا أو جنوبًا، أو شرقًا أو غربًا، أو تدوير المكعب مع عقارب الساعة أو عكسها.",
        p: ["الدورة تحرّك المكعب كله؛ تبقى البيادق في أماكنها، وتتغيّر الطرق مع المربعات."],
      },
      {
        h: "نهاية اللعبة",
        p: [
          "تنتهي اللعبة عندما يصل لاعب واحد وحده إلى القمة. يمكن للطاولة أن تحدّد أقصى عدد للجولات (200 ما لم يُغيَّر)؛ فإن بقيت اللعبة جارية عندها فهي تعادل.",
        ],
      },
      {
        h: "على الطاولة في هذا التطبيق",
        list: [
          "ما يمكنك اختياره يتوهّج بالذهبي على اللوح ويظهر أزرارًا؛ الإشارة إلى زر تضيء مكعبه، والعكس. يعمل أيضًا Tab وEnter.",
          "اسحب على اللوح للنظر حول الهرم؛ زر ⟲ يعيد العرض إلى ما خلف بيدقك.",
          "للتدوير اختر اتجاهًا أو اسحب مكعبك: يُظهر اللوح النتيجة قبل أن تضغط «أدِره».",
          "دليل اللعبة الأولى يشرح كل خطوة على اللوح ويتذكّر ما قرأته.",
        ],
      },
    ],
  },
};
