"""Balloon Cup's words (and Baloot's analysis line), run by node on the page's own modules in
each language: the replay's "Ask the search bot" said with one verb per kind of move (it said
"would play Play gray 10 …") and its chance written as the hints write it."""

from __future__ import annotations

import json
import re

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


REASON_ENTRY = ('export { hintReason } from "./src/describe/balloon_cup.js";')

#: tile 3 on its plains (lower total wins), as a newcomer's hint found it: your side 11 with
#: red 1 to come, Amelia's side still empty
PLAINS = {"number": 3, "side": "plains", "cards": [["red11"], []], "sums": [11, 0],
          "free": [{"red": 2}, {"red": 3}]}

REASON_SCRIPT = """
const { hintReason } = m;
const names = ["Guest 1916", "Amelia"];
const name = (s) => names[s];
const view = (tile) => ({ tiles: [{}, {}, tile], players: [{ trophies: [] }, { trophies: [] }] });
const plains = PLAINS;
const free = [{ red: 2 }, { red: 1 }];
const started = { ...plains, cards: [["red11"], ["red1", "red3"]], sums: [11, 4], free };
const ahead = { ...plains, cards: [["red2"], ["red9", "red10"]], sums: [2, 19], free };
const theirs = { ...plains, cards: [[], ["red11"]], sums: [0, 11] };
console.log(JSON.stringify({
  empty: hintReason(view(plains), "red1@3:0", 0, name),
  theirsEmpty: hintReason(view(theirs), "red12@3:1", 0, name),
  started: hintReason(view(started), "red1@3:0", 0, name),
  ahead: hintReason(view(ahead), "red1@3:0", 0, name),
}));
""".replace("PLAINS", json.dumps(PLAINS))


def reasons(lang: str) -> dict:
    said = page_words(REASON_ENTRY, REASON_SCRIPT, lang)
    return json.loads(said.replace("\u2068", "").replace("\u2069", ""))


def test_a_hints_reason_says_an_empty_side_has_no_cards_rather_than_a_total_of_0():
    """"builds your side of tile 3: 12 to 0 (lower total wins)" read as losing: the other side
    had simply no card yet."""
    said = reasons("en")
    assert said["empty"] == ("builds your side of tile 3 (lower total wins): you 12, "
                             "Amelia no cards yet")
    assert said["theirsEmpty"] == ("holds Amelia back on tile 3 (lower total wins): Amelia 23, "
                                   "you no cards yet")
    # both sides begun: each total by name; "ahead" counts the places still open
    assert said["started"] == "builds your side of tile 3 (lower total wins): you 12, Amelia 4"
    assert said["ahead"] == "puts you ahead on tile 3 (lower total wins): you 3, Amelia 19"
    for words in said.values():
        assert " to 0" not in words and " 0," not in words, words


@pytest.mark.parametrize("lang", ["ar", "fi", "es"])
def test_every_language_says_an_empty_side_in_words(lang):
    said = reasons(lang)
    for key, words in said.items():
        assert "{" not in words and "Amelia" in words, (key, words)
        assert not re.search(r"\b0\b", words), (key, words)
    if lang == "ar":
        assert said["empty"] == ("تبني بها جهتك من الرقعة 3 (الأقل يفوز): "
                                 "لك 12، ولا أوراق بعد عند Amelia")
        assert "," not in "".join(said.values())
