// Rebuilds fixtures_html/zoo_heldout/vendor from the packages package-lock.json pins.
//
//   cd zoo_heldout && npm ci && node build.mjs
//
// The held-out zoo: libraries that are NOT in zoo/ (the zoo the server is tuned on), kept to
// measure how the server does on widgets nobody tuned it for (bench/zoo_heldout.py). Do not
// change the server to pass these pages; change it for the class of widget they show.
//
// Mirrors zoo/build.mjs: React pages and the web-component library are bundled with esbuild
// (minified ES modules, one entry per page, shared code split into chunks); the jQuery-era and
// vanilla libraries are copied as their own dist files. Every package whose code lands in vendor/
// gets its licence copied to vendor/licenses/ and a line in vendor/LICENSES.md. node_modules is
// never vendored.
import * as esbuild from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../fixtures_html/zoo_heldout/vendor");
const modules = path.join(here, "node_modules");

// The pages' bundles: src/<name> -> vendor/<name>.js
const entries = ["react-aria.jsx", "ariakit.jsx", "shoelace.js"];

// Files copied as the library ships them: package -> [[from (in the package), to (in vendor/)]]
const copies = {
  jquery: [["dist/jquery.min.js", "jquery.min.js"]],
  "jquery-ui": [
    ["dist/jquery-ui.min.js", "jquery-ui.min.js"],
    ["dist/themes/base/jquery-ui.min.css", "jquery-ui.min.css"],
  ],
  flatpickr: [
    ["dist/flatpickr.min.js", "flatpickr.min.js"],
    ["dist/flatpickr.min.css", "flatpickr.min.css"],
  ],
  "tom-select": [
    ["dist/js/tom-select.complete.min.js", "tom-select.complete.min.js"],
    ["dist/css/tom-select.default.min.css", "tom-select.default.min.css"],
  ],
  bootstrap: [
    ["dist/js/bootstrap.bundle.min.js", "bootstrap.bundle.min.js"],
    ["dist/css/bootstrap.min.css", "bootstrap.min.css"],
  ],
  "@shoelace-style/shoelace": [["dist/themes/light.css", "shoelace-light.css"]],
};
// Folders copied whole (the jQuery UI theme's icon sprites).
const folders = { "jquery-ui": [["dist/themes/base/images", "images"]] };
// Code a copied file carries inside it (bootstrap.bundle includes Popper).
const bundled = ["@popperjs/core"];

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

const packages = new Set([...Object.keys(copies), ...bundled]);
for (const input of Object.keys(result.metafile.inputs)) {
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (m) packages.add(m[1]);
}
for (const [pkg, files] of Object.entries(copies)) {
  for (const [from, to] of files) fs.copyFileSync(path.join(modules, pkg, from), path.join(out, to));
}
for (const [pkg, dirs] of Object.entries(folders)) {
  for (const [from, to] of dirs) fs.cpSync(path.join(modules, pkg, from), path.join(out, to), { recursive: true });
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
  "# Third-party code in this folder\n\nBuilt by zoo_heldout/build.mjs from zoo_heldout/package-lock.json; " +
    "do not edit by hand.\n\n| package | version | licence | text |\n|---|---|---|---|\n" +
    rows.join("\n") +
    "\n",
);
fs.writeFileSync(
  path.join(out, "LICENSE"),
  "The files in this folder are built (bundled and minified by zoo_heldout/build.mjs) from the npm\n" +
    "packages pinned in zoo_heldout/package-lock.json. They are not verdex-py's code and keep their own\n" +
    "licences: LICENSES.md lists every package here with its version and licence, and licenses/ holds\n" +
    'each package\'s licence text as it ships it (licenses/<package>.txt, "/" written as "__").\n',
);
fs.writeFileSync(
  path.join(out, "licenses", "LICENSE"),
  "Each .txt file here is the licence text of one npm package bundled in the folder above, as the\n" +
    "package ships it (its version in ../LICENSES.md, pinned in zoo_heldout/package-lock.json). The texts are the\n" +
    "packages' own; they are copied, not written for verdex-py.\n",
);
fs.writeFileSync(
  path.join(out, "images", "LICENSE"),
  "These icons are jQuery UI's theme images, copied unchanged from the jquery-ui npm package pinned\n" +
    "in zoo_heldout/package-lock.json. They are not verdex-py's and keep jQuery UI's licence (MIT):\n" +
    "its text is ../licenses/jquery-ui.txt.\n",
);
console.log(`vendor: ${packages.size} packages`);
