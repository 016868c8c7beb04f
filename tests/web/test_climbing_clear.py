"""The climbing game's words that a newcomer's review found wrong, run by node on the page's
own modules: two clashes in one round said one clause per cube (they read as four players on
"the same cube"), a preview hedged while others still turn this round, and Arabic that agrees
in the dual, names a winner once and names the own cube's button as one cube."""

from __future__ import annotations

import json

import pytest

from .helpers import page_words

ENTRY = ('export { clashGroups, describeLog, othersStillTurning } from '
         '"./src/describe/climbing.js";'
         ' export { t } from "./src/i18n.js";')

SCRIPT = """
const { clashGroups, describeLog, othersStillTurning, t } = m;
const names = ["Bo", "Aino", "Eero", "Lumi"];
const name = (s) => names[s];
// you (seat 0) and Eero on cube 11, Aino and Lumi on cube 9
const pointed = [11, 9, 11, 9];
const two = clashGroups([0, 1, 2, 3], pointed, 0, name);
const one = clashGroups([0, 2], [11, 9, 11, 5], 0, name);
const view = { pawns: [], last_round: { round: 2, pointed, skipped: [0, 1, 2, 3], turns: [] } };
const log = describeLog(view, { name, viewer: 0 })
  .filter((l) => l.kind === "clash").map((l) => l.text);
console.log(JSON.stringify({
  round: t("c_clashRound", two), last: t("c_clashLast", two), log,
  single: t("c_clashRound", one),
  // Eero pointed and has not turned yet; Aino sat out; Lumi has turned
  unsure: othersStillTurning({ pointed: [3, 4, 6, 7], skipped: [1], turns: [[3, 7, "x+"]] }, 0),
  sure: othersStillTurning({ pointed: [3, 4, 6, 7], skipped: [1, 2], turns: [[3, 7, "x+"]] }, 0),
  both: t("c_outBothTop", { names: "إيرو وآينو", n: 2 }),
  bothOne: t("c_outBothTop", { names: "إيرو", n: 1 }),
  winner: t("c_winner", { name: "ضيف 4661 (أنت)" }),
  own: t("c_ownCubeLabel", { cube: t("c_cube", { n: 8 }) }),
  why: t("c_hintWhy_place", { what: "فتح طريقك إلى 9 مكعبات أخرى" }),
}));
"""


def words(lang: str) -> dict:
    return json.loads(page_words(ENTRY, SCRIPT, lang).replace("\u2068", "").replace("\u2069", ""))


def test_two_clashes_are_said_one_clause_per_cube():
    said = words("en")
    assert said["round"] == ("Clashes — You and Eero: cube 11; Aino and Lumi: cube 9: each of "
                             "them sits out this round."), said["round"]
    assert said["last"].startswith("Last round, clashes — You and Eero: cube 11; Aino and Lumi: "
                                   "cube 9"), said["last"]
    assert said["log"] == ["Clashes — You and Eero: cube 11; Aino and Lumi: cube 9: each of them "
                           "sat out the round"], said["log"]
    # one cube: said as before
    assert said["single"] == ("Clash: You and Eero pointed at the same cube (cube 11) and sit "
                              "out this round."), said["single"]


def test_a_preview_is_hedged_only_while_others_still_turn():
    said = words("en")
    assert said["unsure"] is True and said["sure"] is False, said


@pytest.mark.parametrize("lang", ["fi", "es", "ar"])
def test_every_language_says_each_cubes_clash(lang):
    said = words(lang)
    for text in (said["round"], said["last"], said["log"][0]):
        assert "11" in text and "9" in text and "Aino" in text and "Lumi" in text, text
        assert text.index("11") < text.index("Aino") < text.index("9"), text


def test_arabic_agrees_in_the_dual_and_names_the_winner_once():
    said = words("ar")
    assert said["both"].startswith("لكن طريقا إيرو وآينو يصلان إليها أيضًا"), said["both"]
    assert said["bothOne"].startswith("لكن طريق إيرو يصل إليها أيضًا"), said["bothOne"]
    assert said["winner"].count("ضيف 4661") == 1, said["winner"]
    assert said["own"] == "المكعب 8، مكعبك", said["own"]
    assert said["why"] == "من هنا يمكنك، بتدوير مكعبك، فتح طريقك إلى 9 مكعبات أخرى", said["why"]
