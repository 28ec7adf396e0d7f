// Why an element cannot be used, and what would fix it: marks the fixing elements with
// data-verdex-fix="<index>" (so Python can find their refs) and describes each one.
// reason: "covered" | "disabled" | "hidden". A cover's dismissing control is told by its place and
// structure (dismisser.js). A cover that is an <iframe> is marked data-verdex-cover-frame: Python looks inside it.
(el, [reason]) => {
  const dismisser = __DISMISSER__;
  const deep = (root, sel) => {  // matches in open shadow roots too (consent tools often draw in one)
    const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
    return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
  };
  for (const old of deep(document, "[data-verdex-fix], [data-verdex-cover-frame]")) {
    old.removeAttribute("data-verdex-fix");
    old.removeAttribute("data-verdex-cover-frame");
  }
  const found = [];
  const mark = (node, kind, extra) => {
    node.setAttribute("data-verdex-fix", String(found.length));
    found.push({index: found.length, kind, ...extra});
  };
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== "hidden";
  };
  const text = (node) => (node.innerText || node.textContent || "").trim().replace(/\s+/g, " ").slice(0, 120);
  const label = (field) =>
    (field.labels && field.labels[0] ? text(field.labels[0]) : "") ||
    field.getAttribute("aria-label") || field.placeholder || field.name || "";
  const hints = [];

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
  const shownOnHoverOrFocus = (target) => {
    let focus = null;  // hovering is preferred: focusing takes a click, which may do more
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
          const kind = last[1] === "hover" ? "hover" : "focus";
          const plain = selector.replace(PSEUDO, "").trim();
          // The compound holding the pseudo-class ends at the next combinator: that element is the trigger.
          const rest = selector.slice(last.index + last[0].length);
          const end = rest.search(/\s*[\s>+~]\s*/);
          const head = (selector.slice(0, last.index) + (end < 0 ? rest : rest.slice(0, end))).replace(PSEUDO, "").trim();
          const combinator = end < 0 ? "" : rest.slice(end).trim()[0] || " ";
          for (let node = target; node; node = node.parentElement) {
            if (!matches(node, plain)) continue;
            let trigger = null;
            if (combinator === "+" || combinator === "~") {
              for (let n = node; n && !trigger; n = n.parentElement) {
                for (let sib = n.previousElementSibling; sib && !trigger; sib = sib.previousElementSibling) {
                  if (matches(sib, head)) trigger = sib;
                }
              }
            } else {
              trigger = end < 0 ? node : node.parentElement && node.parentElement.closest(head);
            }
            if (!trigger || !shown(trigger)) continue;
            // A named control inside it when it has one (hovering or focusing it does the same to the
            // trigger); a focus is given by a click, so never to a link, which would navigate.
            const usable = kind === "hover" ? "a[href], button, [role=button], [tabindex], summary"
              : "button, [role=button], summary, [tabindex]:not(a)";
            const inner = [...trigger.querySelectorAll(usable)].find((c) => shown(c) && !c.contains(target) && !node.contains(c));
            if (kind === "hover") return {node: inner || trigger, kind};
            if (!focus && (inner || matches(trigger, usable))) focus = {node: inner || trigger, kind};
          }
        }
      }
    }
    return focus;
  };

  if (reason === "covered") {
    // composed: an element in a shadow root is under its host, not covered by it
    const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
    const within = (outer, n) => { for (; n; n = up(n)) if (n === outer) return true; return false; };
    const r = el.getBoundingClientRect();
    let top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    while (top && top.shadowRoot) {
      const inner = top.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!inner || inner === top) break;
      top = inner;
    }
    if (!top || within(el, top) || within(top, el)) return {found, hints, cover: null};
    let cover = top;
    while (up(cover) && !within(up(cover), el)) cover = up(cover);
    if (cover === document.documentElement || cover === document.body) return {found, hints, cover: null};
    const controls = deep(cover, "button, a[href], [role=button], input[type=button], input[type=submit]")
      .filter(shown);
    const best = dismisser(cover, controls);
    if (best) mark(best, "dismiss", {name: best.getAttribute("aria-label") || text(best) || best.value || ""});
    const frame = top.matches("iframe, frame") ? top : null;  // its document is out of reach here
    if (frame) frame.setAttribute("data-verdex-cover-frame", "");
    const st = getComputedStyle(cover);
    const cr = cover.getBoundingClientRect();
    return {
      found, hints,
      cover: {
        tag: cover.tagName.toLowerCase(), id: cover.id || null, text: text(cover).slice(0, 60),
        label: cover.getAttribute("aria-label") || (frame && (frame.title || frame.getAttribute("aria-label"))) || null,
        frame: !!frame,
        dialog: cover.matches("dialog, [role=dialog], [role=alertdialog], [aria-modal=true]"),
        header: (st.position === "fixed" || st.position === "sticky") && cr.top <= 0 && cr.height < innerHeight / 3,
        full: cr.width >= innerWidth * 0.9 && cr.height >= innerHeight * 0.9,
      },
    };
  }

  if (reason === "hidden") {
    // The nearest control that shows and opens a closed part holding el (the outermost closed part
    // whose control is in view): a <details>'s summary, or a control naming the part in aria-controls.
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
  }

  // disabled: what the element's form (or nearest group of fields) still lacks
  const described = (el.getAttribute("aria-describedby") || "").split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)).filter(Boolean).map(text).filter(Boolean);
  hints.push(...described);
  let scope = el.form || el.closest("form, fieldset, [role=form], [role=dialog], dialog");
  if (!scope) {
    scope = el.parentElement;
    for (let i = 0; i < 4 && scope && !scope.querySelector("input, select, textarea"); i++) scope = scope.parentElement;
  }
  if (!scope) return {found, hints};
  const fields = [...scope.querySelectorAll("input, select, textarea")]
    .filter((f) => f !== el && !f.matches(":disabled") && f.type !== "hidden" && shown(f));
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
  // Nothing required, invalid or described: rank what the section still lacks, as likely causes.
  // An unticked box comes first (before all one next to text about terms or consent, the usual
  // gate), then an empty field, then a choice nobody made. In a <form> only its submit button
  // waits for the form to be complete; any other button there is disabled for its own reasons.
  if (!found.length && (!el.form || el.matches("[type=submit], button:not([type])"))) {
    const consent = /agree|accept|terms|consent|confirm|understand|acknowledge|have read|conditions|privacy|policy/i;
    const nearText = (f) => {  // its label, the text of the part that holds only it, and the line before
      let box = f;
      while (box.parentElement && box.parentElement !== scope
             && box.parentElement.querySelectorAll("input, select, textarea, [role=checkbox], [role=switch]").length === 1) {
        box = box.parentElement;
      }
      const before = box.previousElementSibling ? text(box.previousElementSibling) : "";
      return `${label(f)} ${f === box ? "" : text(box)} ${before}`;
    };
    const ranked = [];
    const groups = new Set();
    const boxes = [...scope.querySelectorAll("[role=checkbox], [role=switch]")]
      .filter((b) => b !== el && b.getAttribute("aria-checked") === "false" && shown(b));
    for (const f of [...fields, ...boxes]) {
      const name = label(f) || text(f);
      if (f.type === "checkbox" || f.matches("[role=checkbox], [role=switch]")) {
        if (f.checked) continue;
        ranked.push({f, kind: "tick", name, score: consent.test(nearText(f)) ? 5 : 4});
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
    ranked.sort((a, b) => b.score - a.score);
    for (const item of ranked.slice(0, 3)) mark(item.f, item.kind, {name: item.name, likely: true});
  }
  for (const node of scope.querySelectorAll("[role=alert], [role=status], .hint, .help, .error, [id*=hint], [id*=help], [id*=error]")) {
    const t = text(node);
    if (t && shown(node) && !hints.includes(t)) hints.push(t);
  }
  return {found, hints: hints.slice(0, 3)};
}
