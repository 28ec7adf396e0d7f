// Why an element cannot be used, and what would fix it, one named operation per reason
// (diagnose_ops.py declares them: covered | disabled | hidden): marks the fixing elements with
// data-verdex-fix="<index>" (so Python can find their refs) and describes each one. A cover's
// dismissing control is told by its place and structure (dismisser.js). A cover that is an <iframe>
// is marked data-verdex-cover-frame: Python looks inside it.

/**
 * @typedef {Object} Fixing
 * @property {number} index
 * @property {string} kind
 * @property {string} name
 * @property {string} [how]
 * @property {boolean} [empty]
 * @property {string} [message]
 * @property {boolean} [likely]
 */
/**
 * @typedef {Object} Cover
 * @property {string} key
 * @property {string} tag
 * @property {string|null} id
 * @property {string} text
 * @property {string|null} label
 * @property {boolean} frame
 * @property {boolean} dialog
 * @property {boolean} header
 * @property {boolean} full
 */
/**
 * @typedef {Object} Tried
 * @property {string} cover
 * @property {string} name
 */
/**
 * @typedef {Object} CoverQuery
 * @property {Tried[]} tried
 */
/**
 * @typedef {Object} Diagnosis
 * @property {Fixing[]} found
 * @property {string[]} hints
 */
/**
 * @typedef {Object} CoverDiagnosis
 * @property {Fixing[]} found
 * @property {string[]} hints
 * @property {Cover|null} cover
 */

const dismisser = __DISMISSER__;
const deep = (root, sel) => {  // matches in open shadow roots too (consent tools often draw in one)
  const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
  return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
};
// The marks of the last diagnosis removed, and a list to mark the fixing elements of this one in.
const marker = () => {
  for (const old of deep(document, "[data-verdex-fix], [data-verdex-cover-frame]")) {
    old.removeAttribute("data-verdex-fix");
    old.removeAttribute("data-verdex-cover-frame");
  }
  const found = [];
  const mark = (node, kind, extra) => {
    node.setAttribute("data-verdex-fix", String(found.length));
    found.push({index: found.length, kind, ...extra});
  };
  return {found, mark};
};
const shown = (node) => {
  const r = node.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== "hidden";
};
const text = (node) => (node.innerText || node.textContent || "").trim().replace(/\s+/g, " ").slice(0, 120);
const label = (field) =>
  (field.labels && field.labels[0] ? text(field.labels[0]) : "") ||
  field.getAttribute("aria-label") || field.placeholder || field.name || "";

// A CSS rule that shows el (or an ancestor of it) only while something is hovered or focused
// (`li:hover > ul`, `.tip:focus-within .tip-body`, `tr:hover .actions`): the visible element to
// hover (or focus) for it. Stylesheets of other origins cannot be read and are skipped.
const PSEUDO = /:(hover|focus-within|focus-visible|focus)(?![\w-])/g;
const HAS_PSEUDO = new RegExp(PSEUDO.source);
const splitTop = (sel, at) => {  // split at characters outside (), [] and quotes
  const parts = [];
  let depth = 0, start = 0;
  for (let i = 0; i < sel.length; i++) {
    const c = sel[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && at.test(c)) { parts.push(sel.slice(start, i)); start = i + 1; }
  }
  parts.push(sel.slice(start));
  return parts;
};
const matches = (node, sel) => { try { return node.matches(sel); } catch { return false; } };
const reveals = (style) => (style.display && style.display !== "none") || style.visibility === "visible"
  || (style.opacity !== "" && Number(style.opacity) > 0) || style.maxHeight === "none" || style.clip === "auto"
  || style.pointerEvents === "auto";
const rulesOf = function* (rules) {
  for (const rule of rules) {
    if (rule.selectorText) yield rule;
    else if (rule.cssRules) yield* rulesOf(rule.cssRules);
  }
};
// Each selector of the readable stylesheets that shows something on hover or focus, split where its
// last pseudo-class is: the trigger's compound (`head`) and the combinator after it.
const revealingSelectors = function* () {
  for (const sheet of document.styleSheets) {
    let rules;
    try { rules = sheet.cssRules; } catch { continue; }
    for (const rule of rulesOf(rules)) {
      if (!HAS_PSEUDO.test(rule.selectorText) || !reveals(rule.style)) continue;
      for (const selector of splitTop(rule.selectorText, /,/)) {
        PSEUDO.lastIndex = 0;
        let last = null;
        for (let m; (m = PSEUDO.exec(selector));) last = m;
        if (!last) continue;
        // The compound holding the pseudo-class ends at the next combinator: that element is the trigger.
        const rest = selector.slice(last.index + last[0].length);
        const end = rest.search(/\s*[\s>+~]\s*/);
        yield {
          kind: last[1] === "hover" ? "hover" : "focus",
          plain: selector.replace(PSEUDO, "").trim(),
          head: (selector.slice(0, last.index) + (end < 0 ? rest : rest.slice(0, end))).replace(PSEUDO, "").trim(),
          combinator: end < 0 ? "" : rest.slice(end).trim()[0] || " ",
          whole: end < 0,
        };
      }
    }
  }
};
// The element a rule's hover or focus is on, for `node` that the rule shows.
const triggerOf = (rule, node) => {
  if (rule.combinator === "+" || rule.combinator === "~") {
    for (let n = node; n; n = n.parentElement) {
      for (let sib = n.previousElementSibling; sib; sib = sib.previousElementSibling) if (matches(sib, rule.head)) return sib;
    }
    return null;
  }
  return rule.whole ? node : node.parentElement && node.parentElement.closest(rule.head);
};
const shownOnHoverOrFocus = (target) => {
  let focus = null;  // hovering is preferred: focusing takes a click, which may do more
  for (const rule of revealingSelectors()) {
    for (let node = target; node; node = node.parentElement) {
      if (!matches(node, rule.plain)) continue;
      const trigger = triggerOf(rule, node);
      if (!trigger || !shown(trigger)) continue;
      // A named control inside it when it has one (hovering or focusing it does the same to the
      // trigger); a focus is given by a click, so never to a link, which would navigate.
      const usable = rule.kind === "hover" ? "a[href], button, [role=button], [tabindex], summary"
        : "button, [role=button], summary, [tabindex]:not(a)";
      const inner = [...trigger.querySelectorAll(usable)].find((c) => shown(c) && !c.contains(target) && !node.contains(c));
      if (rule.kind === "hover") return {node: inner || trigger, kind: rule.kind};
      if (!focus && (inner || matches(trigger, usable))) focus = {node: inner || trigger, kind: rule.kind};
    }
  }
  return focus;
};

// composed: an element in a shadow root is under its host, not covered by it
const composedUp = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
const within = (outer, n) => { for (; n; n = composedUp(n)) if (n === outer) return true; return false; };
// What is drawn at the middle of el, through open shadow roots.
const topAt = (el) => {
  const r = el.getBoundingClientRect();
  let top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  while (top && top.shadowRoot) {
    const inner = top.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!inner || inner === top) break;
    top = inner;
  }
  return top;
};
/** @returns {Cover} */
const coverFacts = (cover, frame) => {
  const st = getComputedStyle(cover);
  const cr = cover.getBoundingClientRect();
  return {
    key: cover.getAttribute("data-verdex-cover"),
    tag: cover.tagName.toLowerCase(), id: cover.id || null, text: text(cover).slice(0, 60),
    label: cover.getAttribute("aria-label") || (frame && (frame.title || frame.getAttribute("aria-label"))) || null,
    frame: !!frame,
    dialog: cover.matches("dialog, [role=dialog], [role=alertdialog], [aria-modal=true]"),
    header: (st.position === "fixed" || st.position === "sticky") && cr.top <= 0 && cr.height < innerHeight / 3,
    full: cr.width >= innerWidth * 0.9 && cr.height >= innerHeight * 0.9,
  };
};

/**
 * @operation covered  the element drawn over el (its outermost part not holding el) and the control
 *   that dismisses it (never one `tried` on this cover already: it stayed), marked; `cover` null when
 *   nothing covers it
 * @param {CoverQuery} q
 * @returns {CoverDiagnosis}
 */
const covered = (el, q) => {
  const {found, mark} = marker();
  const hints = [];
  const top = topAt(el);
  if (!top || within(el, top) || within(top, el)) return {found, hints, cover: null};
  let cover = top;
  while (composedUp(cover) && !within(composedUp(cover), el)) cover = composedUp(cover);
  if (cover === document.documentElement || cover === document.body) return {found, hints, cover: null};
  if (!cover.hasAttribute("data-verdex-cover")) cover.setAttribute("data-verdex-cover", Math.random().toString(36).slice(2, 10));
  const nameOf = (c) => c.getAttribute("aria-label") || text(c) || c.value || "";
  const left = ((q && q.tried) || []).filter((t) => t.cover === cover.getAttribute("data-verdex-cover")).map((t) => t.name);
  const controls = deep(cover, "button, a[href], [role=button], input[type=button], input[type=submit]")
    .filter((c) => shown(c) && !left.includes(nameOf(c)));
  const best = dismisser(cover, controls);
  if (best) mark(best, "dismiss", {name: nameOf(best)});
  const frame = top.matches("iframe, frame") ? top : null;  // its document is out of reach here
  if (frame) frame.setAttribute("data-verdex-cover-frame", "");
  return {found, hints, cover: coverFacts(cover, frame)};
};

/**
 * @operation hidden  the nearest control that shows and opens a closed part holding el (the outermost
 *   closed part whose control is in view: a <details>'s summary, or a control naming the part in
 *   aria-controls), else what a stylesheet shows it on (hover, focus); marked
 * @returns {Diagnosis}
 */
const hidden = (el) => {
  const {found, mark} = marker();
  const hints = [];
  const seen = (n) => shown(n) && n.checkVisibility();  // a closed <details> keeps stale boxes
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    if (seen(node)) break;
    const holder = node.parentElement;
    const summary = holder && holder.matches("details:not([open])") && !node.matches("summary")
      ? holder.querySelector(":scope > summary") : null;
    if (summary && seen(summary)) {
      mark(summary, "reveal", {name: text(summary), how: "details"});
      return {found, hints};
    }
    const controller = (node.id && document.querySelector(`[aria-controls~="${CSS.escape(node.id)}"]`))
      || (node.previousElementSibling && node.previousElementSibling.matches("[aria-expanded=false], [aria-haspopup]")
          ? node.previousElementSibling : null);
    if (controller && seen(controller)) {
      mark(controller, "reveal", {name: text(controller) || controller.getAttribute("aria-label") || "",
                                  how: controller.getAttribute("role") || controller.tagName.toLowerCase()});
      return {found, hints};
    }
  }
  const revealer = shownOnHoverOrFocus(el);
  if (revealer) mark(revealer.node, revealer.kind, {name: text(revealer.node) || revealer.node.getAttribute("aria-label") || ""});
  return {found, hints};
};

// The form (or nearest group of fields) el waits on.
const scopeOf = (el) => {
  let scope = el.form || el.closest("form, fieldset, [role=form], [role=dialog], dialog");
  if (!scope) {
    scope = el.parentElement;
    for (let i = 0; i < 4 && scope && !scope.querySelector("input, select, textarea"); i++) scope = scope.parentElement;
  }
  return scope;
};
// The fields that say what they lack: a required box not ticked, a field invalid.
const markInvalid = (fields, mark) => {
  for (const f of fields) {
    const name = label(f);
    const message = f.validationMessage || "";
    if (f.type === "checkbox") {
      if (!f.checked && (f.required || f.getAttribute("aria-required") === "true")) mark(f, "tick", {name});
    } else if (f.type === "radio") {
      continue;
    } else if (f.matches(":invalid") || f.getAttribute("aria-invalid") === "true") {
      const kind = f.tagName === "SELECT" ? "select" : "fill";
      mark(f, kind, {name, empty: !f.value, message: message || text(document.getElementById(f.getAttribute("aria-errormessage") || "") || document.createElement("i"))});
    }
  }
};
// Nothing required, invalid or described: what the section still lacks, ranked as likely causes.
// An unticked box comes first (before all one next to text about terms or consent, the usual
// gate), then an empty field, then a choice nobody made.
const CONSENT = /agree|accept|terms|consent|confirm|understand|acknowledge|have read|conditions|privacy|policy/i;
const nearText = (scope, f) => {  // its label, the text of the part that holds only it, and the line before
  let box = f;
  while (box.parentElement && box.parentElement !== scope
         && box.parentElement.querySelectorAll("input, select, textarea, [role=checkbox], [role=switch]").length === 1) {
    box = box.parentElement;
  }
  const before = box.previousElementSibling ? text(box.previousElementSibling) : "";
  return `${label(f)} ${f === box ? "" : text(box)} ${before}`;
};
const rankLacking = (el, scope, fields) => {
  const ranked = [];
  const groups = new Set();
  const boxes = [...scope.querySelectorAll("[role=checkbox], [role=switch]")]
    .filter((b) => b !== el && b.getAttribute("aria-checked") === "false" && shown(b));
  for (const f of [...fields, ...boxes]) {
    const name = label(f) || text(f);
    if (f.type === "checkbox" || f.matches("[role=checkbox], [role=switch]")) {
      if (f.checked) continue;
      ranked.push({f, kind: "tick", name, score: CONSENT.test(nearText(scope, f)) ? 5 : 4});
    } else if (f.type === "radio") {
      const group = f.name ? [...scope.querySelectorAll(`input[type=radio][name="${CSS.escape(f.name)}"]`)] : [f];
      if (groups.has(f.name) || group.some((r) => r.checked)) continue;
      groups.add(f.name);
      ranked.push({f, kind: "choose", name, score: 2});
    } else if (f.tagName === "SELECT") {
      if (!f.value) ranked.push({f, kind: "select", name, score: 2});
    } else if (!f.readOnly && !(f.value || "").trim() && f.matches("textarea, input:not([type=range]):not([type=color])")) {
      ranked.push({f, kind: "fill", name, score: 3});
    }
  }
  return ranked.sort((a, b) => b.score - a.score);
};

/**
 * @operation disabled  what the element's form (or nearest group of fields) still lacks, marked, and
 *   what the page says about it
 * @returns {Diagnosis}
 */
const disabled = (el) => {
  const {found, mark} = marker();
  const hints = (el.getAttribute("aria-describedby") || "").split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)).filter(Boolean).map(text).filter(Boolean);
  const scope = scopeOf(el);
  if (!scope) return {found, hints};
  const fields = [...scope.querySelectorAll("input, select, textarea")]
    .filter((f) => f !== el && !f.matches(":disabled") && f.type !== "hidden" && shown(f));
  markInvalid(fields, mark);
  // In a <form> only its submit button waits for the form to be complete; any other button there is
  // disabled for its own reasons.
  if (!found.length && (!el.form || el.matches("[type=submit], button:not([type])"))) {
    for (const item of rankLacking(el, scope, fields).slice(0, 3)) mark(item.f, item.kind, {name: item.name, likely: true});
  }
  for (const node of scope.querySelectorAll("[role=alert], [role=status], .hint, .help, .error, [id*=hint], [id*=help], [id*=error]")) {
    const t = text(node);
    if (t && shown(node) && !hints.includes(t)) hints.push(t);
  }
  return {found, hints: hints.slice(0, 3)};
};
