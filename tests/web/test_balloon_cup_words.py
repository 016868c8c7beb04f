"""Balloon Cup's words (and Baloot's analysis line), run by node on the page's own modules in
each language: the replay's "Ask the search bot" said with one verb per kind of move (it said
"would play Play gray 10 …") and its chance written as the hints write it."""

from __future__ import annotations

import json

import pytest

from .helpers import page_words

ENTRY = ('export { describeWould } from "./src/describe/balloon_cup.js";'
         ' export { describeWould as balootWould } from "./src/describe/baloot.js";'
         ' export { t } from "./src/i18n.js";')

SCRIPT = """
const { describeWould, balootWould, t } = m;
const names = ["Guest 1916", "Amelia"];
const ctx = { seat: 0, viewer: 0, name: (s) => names[s], hint: true };
console.log(JSON.stringify({
  place: describeWould("gray10@3:0", ctx),
  theirs: describeWould("red12@2:1", ctx),
  exchange: describeWould("discard red1 blue7", ctx),
  keep: describeWould("discard", ctx),
  claim: describeWould("claim blue +red", ctx),
  stop: describeWould("stop", ctx),
  card: balootWould("QH", { view: { phase: "play" } }),
  chance: t("analysisChance", { said: "S", p: 50, name: "Amelia" }),
  hintChance: t("winChance", { p: 50 }),
}));
"""


def words(lang: str) -> dict:
    return json.loads(page_words(ENTRY, SCRIPT, lang).replace("\u2068", "").replace("\u2069", ""))


def test_the_search_bots_move_has_one_verb_in_english():
    said = words("en")
    assert said["place"] == "The search bot would play gray 10 on tile 3, your side", said
    assert said["theirs"] == "The search bot would play red 12 on tile 2, Amelia's side", said
    assert said["exchange"] == "The search bot would exchange red 1 and blue 7", said
    assert said["keep"] == "The search bot would exchange no card", said
    assert said["claim"] == "The search bot would claim the blue trophy", said
    assert said["stop"] == "The search bot would stop claiming", said
    assert said["card"].startswith("The search bot would play ") and "Play" not in said["card"]
    # "50%" as the hint writes it ("about 50 % for Amelia" stood apart)
    assert said["chance"] == "S — about 50% for Amelia" and "50%" in said["hintChance"], said


def test_the_search_bots_move_has_one_verb_in_arabic():
    said = words("ar")
    assert said["place"] == "كان الروبوت المحلّل سيلعب الرمادي 10 على الرقعة 3، جهتك", said["place"]
    assert said["theirs"].endswith("الرقعة 2، جهة Amelia"), said["theirs"]
    assert said["claim"] == "كان الروبوت المحلّل سيطلب الكأس الزرقاء", said["claim"]
    assert "العب" not in said["card"] and said["card"].startswith("كان الروبوت المحلّل سيلعب ")
    assert said["chance"].endswith("نحو 50٪"), said["chance"]


@pytest.mark.parametrize("lang", ["fi", "es"])
def test_every_language_says_what_the_bot_would_do(lang):
    said = words(lang)
    for key in ("place", "exchange", "keep", "claim", "stop", "card"):
        assert said[key] and "{" not in said[key], (key, said[key])
    assert said["place"].count("10") == 1 and "3" in said["place"], said["place"]
