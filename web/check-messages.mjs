// Formats every message of every language the way the page does (i18n.js `formatMessage`, on
// FormatJS's intl-messageformat), with sample values for each of its arguments: counts that
// reach every plural form (Arabic's zero, one, two, few, many and other), each branch of a
// select, names in Latin and Arabic letters. Exits 1 on any message that does not parse or
// format, or that leaves an argument, a "#" or a quote unformatted.
// `node check-messages.mjs` (tests/web/test_words.py runs it); `--dump FILE` also writes every
// output as JSON; `--entry PATH` checks another module with the same exports.
import * as esbuild from "esbuild";
import IntlMessageFormat from "intl-messageformat";
import { writeFileSync } from "node:fs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};

// i18n.js reads the page's address and storage when it loads
globalThis.location ??= { search: "" };

const bundle = await esbuild.build({
  entryPoints: [arg("--entry", "src/i18n.js")],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  logLevel: "error",
});
const code = Buffer.from(bundle.outputFiles[0].contents).toString("base64");
const i18n = await import(`data:text/javascript;base64,${code}`);

// counts for every plural form: ar 0 zero, 1 one, 2 two, 3/5 few, 11/21 many, 100/102 other
const NUMS = [0, 1, 2, 3, 5, 11, 21, 100, 102, 1.5, 12345];
const NAMES = ["Ann", "سارة"];

/** {argument name: {numeric, select: [option keys], plain}} of a message's AST. */
function argumentsOf(elements, found = {}) {
  for (const el of elements) {
    const entry = () => (found[el.value] ??= { numeric: false, select: null, plain: false });
    if (el.type === 1) entry().plain = true; // {name}
    else if (el.type === 2) entry().numeric = true; // {n, number}
    else if (el.type === 5) entry().select = Object.keys(el.options); // {x, select, …}
    else if (el.type === 6) entry().numeric = true; // {n, plural, …}
    if (el.options) for (const opt of Object.values(el.options)) argumentsOf(opt.value, found);
    if (el.children) argumentsOf(el.children, found);
  }
  return found;
}

/** Sample values: every count in NUMS for each numeric argument, every select branch (and
 * one unknown value, which takes "other"), names alternately Latin, Arabic and a number. */
function samples(args) {
  const longest = Math.max(
    NUMS.length,
    ...Object.values(args).map((a) => (a.select ? a.select.length + 1 : 0)),
  );
  const cases = [];
  for (let i = 0; i < longest; i++) {
    const params = {};
    for (const [name, a] of Object.entries(args)) {
      if (a.select) {
        const keys = a.select.includes("other") ? [...a.select, "unknown-value"] : a.select;
        params[name] = keys[i % keys.length];
      } else if (a.numeric) params[name] = NUMS[i % NUMS.length];
      else params[name] = i % 3 === 2 ? NUMS[i % NUMS.length] : NAMES[i % 3];
    }
    cases.push(params);
  }
  return cases;
}

const problems = [];
const dump = {};
let formatted = 0;
for (const { code: lang } of i18n.LANGS) {
  dump[lang] = {};
  for (const key of i18n.messageKeys()) {
    const source = i18n.messageSource(lang, key);
    let args;
    try {
      args = argumentsOf(new IntlMessageFormat(source, "en", undefined, { ignoreTag: true }).getAst());
    } catch (e) {
      problems.push(`${lang} ${key}: does not parse: ${e.message}\n    ${source}`);
      continue;
    }
    const outputs = [];
    for (const params of samples(args)) {
      let out;
      try {
        out = i18n.formatMessage(lang, key, params);
      } catch (e) {
        problems.push(`${lang} ${key} ${JSON.stringify(params)}: ${e.message}`);
        continue;
      }
      formatted++;
      outputs.push(out);
      const shown = `${lang} ${key} ${JSON.stringify(params)} -> ${JSON.stringify(out)}`;
      if (typeof out !== "string") problems.push(`${shown}: not a string`);
      else if (/[{}]/.test(out)) problems.push(`${shown}: an argument left unformatted`);
      else if (/\b(NaN|undefined|null)\b/.test(out)) problems.push(`${shown}: a value went missing`);
      else if (out.includes("#") && !Object.values(params).some((v) => String(v).includes("#"))) {
        problems.push(`${shown}: a "#" left in the text`);
      } else if (source.includes("'") !== out.includes("'")) {
        problems.push(`${shown}: an apostrophe taken as ICU quoting`);
      }
    }
    dump[lang][key] = outputs;
  }
}

const file = arg("--dump", null);
if (file) writeFileSync(file, JSON.stringify(dump, null, 1) + "\n");
if (problems.length) {
  console.error(`${problems.length} problem(s) in the messages:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`messages: ${formatted} formatted, every key in ${i18n.LANGS.length} languages`);
