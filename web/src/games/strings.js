// Every game's own words, from its own module (./<game>.strings.js): i18n.js merges them into
// its game terms and knows no game by name. A game added to the web app adds its words here.
import { BALLOON_CUP_STRINGS } from "./balloon_cup.strings.js";
import { BALOOT_STRINGS } from "./baloot.strings.js";
import { CLIMBING_STRINGS } from "./climbing.strings.js";

export const GAMES_STRINGS = [BALLOON_CUP_STRINGS, BALOOT_STRINGS, CLIMBING_STRINGS];
