// Inside an <iframe> drawn over an element (a consent manager, a chat widget): the visible control
// that dismisses it, marked data-verdex-fix="0" so Python can find its ref; null when none says so.
// dismissSource: the pattern of a dismissing control's text or label (the same as diagnose.js's).
(dismissSource) => {
  const deep = (root, sel) => {  // matches in open shadow roots too (consent tools often draw in one)
    const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
    return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
  };
  for (const old of deep(document, "[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
  const dismiss = new RegExp(dismissSource, "i");
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== "hidden";
  };
  const clean = (t) => (t || "").trim().replace(/\s+/g, " ");
  const says = (c) => [c.innerText, c.getAttribute("aria-label"), c.value, c.title].map(clean).filter(Boolean);
  const controls = deep(document, "button, a[href], [role=button], input[type=button], input[type=submit]")
    .filter(shown);
  const best = controls.find((c) => says(c).some((t) => dismiss.test(t)));
  if (!best) return null;
  best.setAttribute("data-verdex-fix", "0");
  return {name: clean(best.getAttribute("aria-label")) || clean(best.innerText) || clean(best.value) || clean(best.title)};
}
