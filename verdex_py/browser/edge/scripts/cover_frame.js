// Inside an <iframe> drawn over an element (a consent manager, a chat widget): the visible control
// that dismisses it (dismisser.js: by structure, in any language), marked data-verdex-fix="0" so
// Python can find its ref; null when none does (a frame that asks is then marked for question.js).
() => {
  const dismisser = __DISMISSER__;
  const deep = (root, sel) => {  // matches in open shadow roots too (consent tools often draw in one)
    const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
    return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
  };
  for (const old of deep(document, "[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== "hidden";
  };
  const clean = (t) => (t || "").trim().replace(/\s+/g, " ");
  const controls = deep(document, "button, a[href], [role=button], input[type=button], input[type=submit]")
    .filter(shown);
  const best = dismisser(document.body, controls);
  if (!best) return null;
  best.setAttribute("data-verdex-fix", "0");
  return {name: clean(best.getAttribute("aria-label")) || clean(best.innerText) || clean(best.value) || clean(best.title)};
}
