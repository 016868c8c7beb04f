"""Balloon Cup's words after the third review, run by node on the page's own modules: your
3-for-1 claim says what it paid (5 yellow and 3 blue said "6 yellow"), a tile you won says
"you win" ("you wins"), and the Arabic fixes (a trade's verb agrees and says the 3-for-1 in
words, one digit system; one cube of each colour said once; the plains tile singular, «سهل»;
a refused row's words agree with the card)."""

from __future__ import annotations

import json

import pytest

from .helpers import page_words

ENTRY = ('export { ownClaimsNews } from "./src/games/balloon_cup.jsx";'
         ' export { cubeWords, describeMove } from "./src/describe/balloon_cup.js";'
         ' export { t } from "./src/i18n.js";')

SCRIPT = """
const { ownClaimsNews, cubeWords, describeMove, t } = m;
const trophies = { red: { need: 3 }, yellow: { need: 6 }, green: { need: 5 },
  blue: { need: 4 }, gray: { need: 7 } };
const view = { trophies, moves: [[1, "red3@1:1"], [0, "claim yellow +blue"]] };
const msg = { seat: 0, seats: [{ name: "Guest 1" }, { name: "Amelia" }] };
const names = ["Guest 1", "Amelia"];
console.log(JSON.stringify({
  claim: ownClaimsNews(view, msg, new Set())[0].text,
  plain: ownClaimsNews({ trophies, moves: [[0, "claim blue"]] }, msg, new Set())[0].text,
  youWin: t("bc_tileWins", { who: t("bc_rowYou"), you: "yes" }),
  theyWin: t("bc_tileWins", { who: "Amelia", you: "no" }),
  youTie: t("bc_tileTie", { who: t("bc_rowYou"), you: "yes", a: 12 }),
  trade: describeMove("claim green +red +blue", { seat: 1, viewer: 0, name: (s) => names[s] }),
  oneEach: cubeWords(["red", "yellow", "green", "blue"]),
  mixed: cubeWords(["red", "red", "yellow"]),
  plains: t("plains"),
  rowNot: t("bc_rowNot", { card: "الأصفر 3" }),
}));
"""


def words(lang: str) -> dict:
    return json.loads(page_words(ENTRY, SCRIPT, lang).replace("\u2068", "").replace("\u2069", ""))


def test_english_says_what_a_claim_paid_and_you_win():
    said = words("en")
    assert said["claim"] == (
        "You took the yellow trophy for 5 yellow and 3 blue cubes (3 for 1)"), said
    assert said["plain"] == "You took the blue trophy for 4 blue cubes", said
    assert said["youWin"] == "★ you win" and said["theyWin"] == "★ Amelia wins", said
    assert said["youTie"].startswith("★ you win: a tie at 12"), said


@pytest.mark.parametrize(("lang", "you", "paid"), [
    ("fi", "★ sinä voitat", ("5 keltainen", "3 sininen")),
    ("es", "★ Ganas tú", ("5 amarillo", "3 azul")),
])
def test_finnish_and_spanish_say_what_a_claim_paid_and_you_win(lang, you, paid):
    said = words(lang)
    assert all(p in said["claim"] for p in paid), said["claim"]
    assert said["youWin"] == you, said


def test_arabic_reads_naturally():
    said = words("ar")
    assert "5 مكعبات صفراء" in said["claim"] and "3 مكعبات زرقاء" in said["claim"], said["claim"]
    assert "6" not in said["claim"], said["claim"]
    assert "ودُفعت 3 مكعبات حمراء" in said["trade"], said["trade"]
    assert "بمبادلة كل ثلاثة مكعبات بمكعب" in said["trade"], said["trade"]
    assert not any(d in said["trade"] for d in "٠١٢٣٤٥٦٧٨٩"), said["trade"]  # one digit system
    assert said["oneEach"] == "مكعب واحد من كلٍّ من الأحمر والأصفر والأخضر والأزرق", said
    assert said["mixed"].startswith("مكعبان أحمران"), said
    assert said["plains"] == "سهل", said
    first = said["rowNot"].split("،")[0]
    assert "لا مكان لهذه الورقة" in first and "لها" not in first, said
