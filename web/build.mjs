// Builds the front end into gametable/web/static/ (committed, so a fresh clone needs no npm).
// `node build.mjs` (or `make web`); `node build.mjs --watch` rebuilds on change.
import * as esbuild from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";

const out = "../gametable/web/static";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("public", out, { recursive: true });

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
};

if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
}
