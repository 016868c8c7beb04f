// Builds the front end into gametable/web/static/ (committed, so a fresh clone needs no npm).
// `node build.mjs` (or `make web`); `node build.mjs --watch` rebuilds on change.
// Every build also writes static/build.json: a hash of the sources it was built from and one
// of each file it wrote, so tests/web/test_build.py can tell (with no npm) that the committed
// build is the build of the committed sources.
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const out = "../gametable/web/static";
const MANIFEST = "build.json";
// what the build reads (paths relative to web/)
const SOURCES = ["src", "public", "build.mjs", "package.json", "package-lock.json"];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("public", out, { recursive: true });

/** Every file under ``path`` (or the file itself), skipping dot-files (editor leftovers). */
function filesUnder(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return [path];
  }
  return entries
    .filter((e) => !e.name.startsWith("."))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(path, e.name)) : [join(path, e.name)]));
}

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/** {path relative to base, "/"-separated: sha256 of the file} */
function hashes(base, paths) {
  const result = {};
  for (const path of paths.flatMap(filesUnder)) {
    result[relative(base, path).split(sep).join("/")] = sha256(readFileSync(path));
  }
  return result;
}

/** One hash for many files: sha256 of the sorted "path\nhash\n" lines. */
function combined(fileHashes) {
  const keys = Object.keys(fileHashes).sort();
  return sha256(keys.map((k) => `${k}\n${fileHashes[k]}\n`).join(""));
}

function writeManifest() {
  const built = hashes(out, [out]);
  delete built[MANIFEST];
  const files = Object.fromEntries(Object.entries(built).sort());
  const manifest = { sources: combined(hashes(".", SOURCES)), files };
  writeFileSync(join(out, MANIFEST), JSON.stringify(manifest, null, 1) + "\n");
}

const options = {
  entryPoints: { app: "src/main.jsx" },
  bundle: true,
  splitting: true, // three.js loads only on the climbing page
  format: "esm",
  outdir: `${out}/js`,
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  minify: true,
  sourcemap: false,
  target: ["es2020"],
  jsx: "automatic",
  jsxImportSource: "preact",
  legalComments: "none",
  logLevel: "info",
  plugins: [{ name: "manifest", setup: (b) => b.onEnd((r) => r.errors.length || writeManifest()) }],
};

// The stylesheets, bundled into one (static/app.css: one request before the page can draw,
// where nine were), their spaces taken out and nothing else changed (a fallback declaration
// before its modern form stays).
const styles = {
  entryPoints: { app: "src/styles/app.css" },
  bundle: true,
  outdir: out,
  minifyWhitespace: true,
  legalComments: "none",
  logLevel: "info",
  plugins: options.plugins, // (a stylesheet changed under --watch writes build.json again too)
};

if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  const stylesCtx = await esbuild.context(styles);
  await Promise.all([ctx.watch(), stylesCtx.watch()]);
} else {
  await esbuild.build(styles);
  await esbuild.build(options);
}
