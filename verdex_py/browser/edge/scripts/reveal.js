// One level of the path that shows a hidden element: the outermost part hiding it (the branch,
// kept in window.__REVEAL__ with the nodes below) and the visible elements whose hover or focus may
// show it, nearest first, each with a point of it the pointer can reach; then the ancestors, whose
// listeners may be delegated. `{shown: true}` when the element shows already. cssKind: "hover" or
// "focus" when diagnose.js marked (data-verdex-fix="0") the element a stylesheet's rule names: tried first.
(el, cssKind) => {
  const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
  const shows = (n) => {
    const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && n.checkVisibility({opacityProperty: true, visibilityProperty: true})
      && getComputedStyle(n).pointerEvents !== "none";
  };
  if (shows(el)) return {shown: true};
  let branch = el;
  for (let p = up(branch); p && p !== document.documentElement && !shows(p); p = up(branch)) branch = p;
  const deepAt = __DEEP_AT__;  // the element at a point, inside open shadow roots
  const within = (outer, n) => { for (; n; n = up(n)) if (n === outer) return true; return false; };
  const point = (n) => {  // a point of n that hits n itself or something inside it
    const r = n.getBoundingClientRect();
    for (const [fx, fy] of [[.5, .5], [.25, .5], [.75, .5], [.5, .25], [.15, .2], [.85, .8]]) {
      const x = r.left + r.width * fx, y = r.top + Math.min(r.height * fy, 40);
      if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight && within(n, deepAt(x, y))) return {x, y};
    }
    return null;
  };
  const controls = "a[href], button, [role=button], [role=menuitem], [aria-haspopup], [tabindex], summary, input, label";
  const focusable = "input, select, textarea, button, a[href], [tabindex]:not([tabindex='-1']), summary";
  const picked = [];
  const add = (n, why) => { if (n && !picked.some((p) => p.n === n) && !within(branch, n) && shows(n)) picked.push({n, why}); };
  if (cssKind) {
    const deep = (root) => root.querySelector('[data-verdex-fix="0"]')
      || [...root.querySelectorAll("*")].filter((h) => h.shadowRoot).map((h) => deep(h.shadowRoot)).find(Boolean);
    add(deep(document), cssKind);
  }
  const labelled = (branch.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
  for (const id of labelled) add(branch.getRootNode().getElementById?.(id) || document.getElementById(id), "label");
  for (let sib = branch.previousElementSibling, i = 0; sib && i < 2; sib = sib.previousElementSibling, i++) {
    if (sib.matches(controls)) add(sib, "sibling");
    for (const c of [...sib.querySelectorAll(controls)].reverse().slice(0, 2)) add(c, "sibling");
    add(sib, "sibling");
  }
  const ancestors = [];
  for (let p = up(branch); p; p = up(p)) ancestors.push(p);
  for (const p of ancestors.slice(0, 3)) if (p !== document.body && p !== document.documentElement) add(p, "holder");
  const name = (n) => (n.getAttribute("aria-label") || n.innerText || n.value || "").trim().replace(/\s+/g, " ").slice(0, 60);
  // Entering any part of the holder enters every holder above it: all are hovered at the nearest one.
  const near = point(up(branch));
  const candidates = picked.map(({n, why}) => ({n, why, at: why === "holder" ? near : point(n)}))
    .filter((c) => c.at).slice(0, 6);
  window.__REVEAL__ = {branch, nodes: [...candidates.map((c) => c.n), ...ancestors]};
  const focusTarget = (n) => (n.matches(focusable) ? n : n.querySelector(focusable));
  return {
    shown: false,
    candidates: candidates.map((c, index) => ({
      index, x: c.at.x, y: c.at.y, why: c.why, name: name(c.n),
      focusable: !!focusTarget(c.n) && !within(branch, focusTarget(c.n)),
      text_field: !!focusTarget(c.n) && focusTarget(c.n).matches("input, textarea, select"),
    })),
    ancestors: ancestors.length,
  };
}
