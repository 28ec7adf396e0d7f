// Why an element cannot be used, and what would fix it: marks the fixing elements with
// data-verdex-fix="<index>" (so Python can find their refs) and describes each one.
// reason: "covered" | "disabled" | "hidden".
(el, reason) => {
  for (const old of document.querySelectorAll("[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
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

  if (reason === "covered") {
    const r = el.getBoundingClientRect();
    let top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top || top === el || el.contains(top)) return {found, hints, cover: null};
    let cover = top;
    while (cover.parentElement && !cover.parentElement.contains(el)) cover = cover.parentElement;
    const controls = [...cover.querySelectorAll("button, a[href], [role=button], input[type=button], input[type=submit]")]
      .filter(shown);
    const dismiss = /^(accept|agree|allow|ok|okay|got it|close|dismiss|continue|i understand|×|✕|x|no thanks|reject|decline)/i;
    const best = controls.find((c) => dismiss.test(text(c) || c.getAttribute("aria-label") || c.value || ""))
      || controls[0];
    if (best) mark(best, "dismiss", {name: text(best) || best.getAttribute("aria-label") || best.value || ""});
    const st = getComputedStyle(cover);
    const cr = cover.getBoundingClientRect();
    return {
      found, hints,
      cover: {
        tag: cover.tagName.toLowerCase(), id: cover.id || null, text: text(cover).slice(0, 60),
        label: cover.getAttribute("aria-label") || null,
        dialog: cover.matches("dialog, [role=dialog], [role=alertdialog], [aria-modal=true]"),
        header: (st.position === "fixed" || st.position === "sticky") && cr.top <= 0 && cr.height < innerHeight / 3,
        full: cr.width >= innerWidth * 0.9 && cr.height >= innerHeight * 0.9,
      },
    };
  }

  if (reason === "hidden") {
    const details = el.closest("details:not([open])");
    if (details && details.querySelector(":scope > summary")) {
      const summary = details.querySelector(":scope > summary");
      mark(summary, "reveal", {name: text(summary), how: "details"});
      return {found, hints};
    }
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      if (shown(node)) break;
      const controller = (node.id && document.querySelector(`[aria-controls~="${CSS.escape(node.id)}"]`))
        || (node.previousElementSibling && node.previousElementSibling.matches("[aria-expanded=false], [aria-haspopup]")
            ? node.previousElementSibling : null);
      if (controller && shown(controller)) {
        mark(controller, "reveal", {name: text(controller) || controller.getAttribute("aria-label") || "",
                                    how: controller.getAttribute("role") || controller.tagName.toLowerCase()});
        return {found, hints};
      }
    }
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
    .filter((f) => f !== el && !f.disabled && f.type !== "hidden" && shown(f));
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
  // Nothing required or invalid: an unticked terms or consent box is the usual gate of a form's submit button.
  if (!found.length && el.matches("[type=submit], button:not([type])") && el.form) {
    const consent = /agree|accept|terms|consent|confirm|understand|acknowledge|have read/i;
    for (const f of fields) {
      if (f.type === "checkbox" && !f.checked && consent.test(label(f))) mark(f, "tick", {name: label(f), likely: true});
    }
  }
  for (const node of scope.querySelectorAll("[role=alert], [role=status], .hint, .help, .error, [id*=hint], [id*=help], [id*=error]")) {
    const t = text(node);
    if (t && shown(node) && !hints.includes(t)) hints.push(t);
  }
  return {found, hints: hints.slice(0, 3)};
}
