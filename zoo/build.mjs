// Rebuilds fixtures_html/zoo/vendor from the packages package-lock.json pins (issue #34 item 1).
//
//   cd zoo && npm ci && node build.mjs
//
// React pages and the web-component libraries are bundled with esbuild (minified ES modules, one
// entry per page, shared code split into chunks); the jQuery-era and vanilla libraries are copied
// as their own dist files. Every package whose code lands in vendor/ gets its licence copied to
// vendor/licenses/ and a line in vendor/LICENSES.md. node_modules is never vendored.
import * as esbuild from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../fixtures_html/zoo/vendor");
const modules = path.join(here, "node_modules");

// The pages' bundles: src/<name> -> vendor/<name>.js
const entries = [
  "mui.jsx",
  "react-select.jsx",
  "react-datepicker.jsx",
  "radix.jsx",
  "headless.jsx",
  "downshift.jsx",
  "material-web.js",
  "ui5.js",
  "duet.js",
];

// Files copied as the library ships them: package -> [[from (in the package), to (in vendor/)]]
const copies = {
  jquery: [["dist/jquery.min.js", "jquery.min.js"]],
  select2: [
    ["dist/js/select2.min.js", "select2.min.js"],
    ["dist/css/select2.min.css", "select2.min.css"],
  ],
  pikaday: [
    ["pikaday.js", "pikaday.js"],
    ["css/pikaday.css", "pikaday.css"],
  ],
  "air-datepicker": [
    ["air-datepicker.js", "air-datepicker.js"],
    ["air-datepicker.css", "air-datepicker.css"],
  ],
  "vanillajs-datepicker": [
    ["dist/js/datepicker.min.js", "datepicker.min.js"],
    ["dist/css/datepicker.min.css", "datepicker.min.css"],
  ],
  "@duetds/date-picker": [["dist/duet/themes/default.css", "duet-default.css"]],
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, "licenses"), { recursive: true });

const result = await esbuild.build({
  entryPoints: entries.map((e) => path.join(here, "src", e)),
  outdir: out,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  legalComments: "none", // the licences are in vendor/licenses/ instead
  jsx: "automatic",
  target: "es2020",
  define: { "process.env.NODE_ENV": '"production"' },
  loader: { ".css": "text" },
  entryNames: "[name]",
  chunkNames: "chunk-[hash]",
  metafile: true,
  logLevel: "warning",
});

const packages = new Set(Object.keys(copies));
for (const input of Object.keys(result.metafile.inputs)) {
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (m) packages.add(m[1]);
}
for (const [pkg, files] of Object.entries(copies)) {
  for (const [from, to] of files) fs.copyFileSync(path.join(modules, pkg, from), path.join(out, to));
}

const rows = [];
for (const pkg of [...packages].sort()) {
  const dir = path.join(modules, pkg);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const licence = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  const name = pkg.replace("/", "__") + ".txt";
  const text = licence
    ? fs.readFileSync(path.join(dir, licence), "utf8")
    : `${pkg} ${meta.version} ships no licence file; its package.json says: ${meta.license}\n` +
      `author: ${JSON.stringify(meta.author ?? "")}\nrepository: ${JSON.stringify(meta.repository ?? "")}\n`;
  fs.writeFileSync(path.join(out, "licenses", name), text);
  rows.push(`| ${pkg} | ${meta.version} | ${meta.license ?? "?"} | licenses/${name} |`);
}
fs.writeFileSync(
  path.join(out, "LICENSES.md"),
  "# Third-party code in this folder\n\nBuilt by zoo/build.mjs from zoo/package-lock.json; " +
    "do not edit by hand.\n\n| package | version | licence | text |\n|---|---|---|---|\n" +
    rows.join("\n") +
    "\n",
);
fs.writeFileSync(
  path.join(out, "LICENSE"),
  "The files in this folder are built (bundled and minified by zoo/build.mjs) from the npm packages\n" +
    "pinned in zoo/package-lock.json. They are not verdex-py's code and keep their own licences:\n" +
    "LICENSES.md lists every package bundled here with its version and licence, and licenses/ holds\n" +
    'each package\'s licence text as it ships it (licenses/<package>.txt, "/" written as "__").\n',
);
fs.writeFileSync(
  path.join(out, "licenses", "LICENSE"),
  "Each .txt file here is the licence text of one npm package bundled in the folder above, as the\n" +
    "package ships it (its version in ../LICENSES.md, pinned in zoo/package-lock.json). The texts are the\n" +
    "packages' own; they are copied, not written for verdex-py.\n",
);
console.log(`vendor: ${packages.size} packages`);
