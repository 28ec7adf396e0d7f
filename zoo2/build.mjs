// Rebuilds fixtures_html/zoo2/vendor from the packages package-lock.json pins.
//
//   cd zoo2 && npm ci && node build.mjs
//
// The second zoo: component libraries and real-web patterns that are in neither zoo/ (the zoo the
// server is tuned on) nor zoo_heldout/, built to measure the server on widgets nobody tuned it for
// (bench/zoo2.py). Do not change the server to pass these pages; change it for the class of widget
// they show.
//
// Like zoo/build.mjs: the React pages (one React 18 for all of them), the Vue pages (templates
// compiled in the page by Vue's runtime compiler) and the web components are bundled by one esbuild
// run (minified ES modules, one entry per page, shared code split into chunks; CSS a bundle imports
// lands beside it as <page>.css); the jQuery-era library and stylesheets are copied from the
// packages' dist; Flowbite's CSS is built by the tailwindcss CLI from flowbite.html's classes.
// Every package whose code lands in vendor/ gets its licence copied to vendor/licenses/ and a line
// in vendor/LICENSES.md. node_modules is never vendored.
import * as esbuild from "esbuild";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../fixtures_html/zoo2/vendor");
const modules = path.join(here, "node_modules");

// The pages' bundles: src/<name> -> vendor/<name>.js
const entries = [
  "chakra.jsx", "primer.jsx", "polaris.jsx", "arco.jsx", "rsuite.jsx", "evergreen.jsx", "grommet.jsx",
  "lists.jsx", "feed.jsx", "otp.jsx", "editors.jsx", "phone.jsx", "quasar.js", "naive.js", "vaadin.js",
];

// Files copied as the library ships them: package -> [[from (in the package), to (in vendor/)]]
const copies = {
  jquery: [["dist/jquery.min.js", "jquery.min.js"]],
  "fomantic-ui-css": [["semantic.min.js", "fomantic.min.js"]],
  flowbite: [["dist/flowbite.min.js", "flowbite.min.js"]],
  "@shopify/polaris": [["build/esm/styles.css", "polaris.css"]],
  "@arco-design/web-react": [["dist/css/arco.min.css", "arco.min.css"]],
  rsuite: [["dist/rsuite.min.css", "rsuite.min.css"]],
  quasar: [["dist/quasar.prod.css", "quasar.prod.css"]],
  quill: [["dist/quill.snow.css", "quill.snow.css"]],
  "react-international-phone": [["dist/index.css", "phone.css"]],
};
// Fomantic's stylesheets for the modules fomantic.html uses, joined into one file.
const fomanticCss = ["reset", "site", "button", "form", "input", "icon", "label", "dropdown", "transition", "menu", "popup", "table", "calendar"];
// Code that lands in vendor/ without esbuild's metafile seeing it: Tailwind's base styles.
const bundled = ["tailwindcss"];

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
  // Vue's build with the template compiler: the Vue pages write their components as templates.
  alias: { vue: "vue/dist/vue.esm-bundler.js" },
  define: {
    "process.env.NODE_ENV": '"production"',
    __VUE_OPTIONS_API__: "true",
    __VUE_PROD_DEVTOOLS__: "false",
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
  },
  loader: { ".woff": "empty", ".woff2": "empty", ".ttf": "empty", ".svg": "dataurl", ".png": "dataurl" },
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
const fomantic = path.join(modules, "fomantic-ui-css");
fs.writeFileSync(
  path.join(out, "fomantic.min.css"),
  fomanticCss
    .map((c) => fs.readFileSync(path.join(fomantic, "components", `${c}.min.css`), "utf8"))
    .join("\n")
    .replaceAll("../themes/default/assets/fonts/", "fonts/"),
);
// Its fonts (Lato and the icon font; woff2 only, every browser the tests use reads it) and their licences.
const fonts = path.join(fomantic, "themes/default/assets/fonts");
fs.mkdirSync(path.join(out, "fonts"));
for (const f of fs.readdirSync(fonts).filter((f) => /\.woff2$|^LICENSE/.test(f))) fs.copyFileSync(path.join(fonts, f), path.join(out, "fonts", f));
execFileSync(
  path.join(modules, ".bin", "tailwindcss"),
  ["-c", "tailwind.config.cjs", "-i", "src/flowbite.css", "-o", path.join(out, "flowbite.css"), "--minify"],
  { cwd: here, stdio: ["ignore", "ignore", "inherit"] },
);

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
  "# Third-party code in this folder\n\nBuilt by zoo2/build.mjs from zoo2/package-lock.json; " +
    "do not edit by hand.\n\n| package | version | licence | text |\n|---|---|---|---|\n" +
    rows.join("\n") +
    "\n",
);
fs.writeFileSync(
  path.join(out, "LICENSE"),
  "The files in this folder are built (bundled and minified by zoo2/build.mjs) from the npm\n" +
    "packages pinned in zoo2/package-lock.json. They are not verdex-py's code and keep their own\n" +
    "licences: LICENSES.md lists every package here with its version and licence, and licenses/ holds\n" +
    'each package\'s licence text as it ships it (licenses/<package>.txt, "/" written as "__").\n',
);
fs.writeFileSync(
  path.join(out, "licenses", "LICENSE"),
  "Each .txt file here is the licence text of one npm package bundled in the folder above, as the\n" +
    "package ships it (its version in ../LICENSES.md, pinned in zoo2/package-lock.json). The texts are the\n" +
    "packages' own; they are copied, not written for verdex-py.\n",
);
console.log(`vendor: ${packages.size} packages`);
