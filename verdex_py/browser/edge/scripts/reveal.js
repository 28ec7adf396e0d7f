// What shows an element hidden until something is hovered or focused, one level of the path at a
// time, and the steps along it: one named operation each (reveal_ops.py declares them). `level`, on
// the hidden element: the outermost part hiding it (its branch) and the visible elements whose hover
// or focus may show it, nearest first, each with a point of it the pointer can reach; then its
// ancestors, whose listeners may be delegated. The others run on the page: focus a candidate, wait
// for the branch to show, note the step taken, mark the path.
// State kept on `window` between calls, unlike the other modules, because a path is revealed over
// several calls (one `level` per level, hovers and clicks from Python between them):
//   window.__REVEAL__: the last level's {branch, nodes}, nodes being its candidates, then its
//     ancestors (diagnosis/triggers.py asks the DevTools protocol for their listeners by index);
//   window.__REVEAL_PATH__: the elements hovered, focused or clicked so far, in order (`reset` empties it).
// The path is marked data-verdex-fix="<index>", as diagnose.js marks what fixes an element.

/**
 * @typedef {Object} LevelQuery
 * @property {string|null} css
 */
/**
 * @typedef {Object} Candidate
 * @property {number} index
 * @property {number} x
 * @property {number} y
 * @property {string} why
 * @property {string} name
 * @property {boolean} focusable
 */
/**
 * @typedef {Object} Level
 * @property {Candidate[]} candidates
 * @property {number} ancestors
 */
/**
 * @typedef {Object} NodeQuery
 * @property {number} index
 */
/**
 * @typedef {Object} ShowQuery
 * @property {number} ms
 */

const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
const shows = (n) => {
  const r = n.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && n.checkVisibility({opacityProperty: true, visibilityProperty: true})
    && getComputedStyle(n).pointerEvents !== "none";
};
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
const CONTROLS = "a[href], button, [role=button], [role=menuitem], [aria-haspopup], [tabindex], summary, input, label";
const FOCUSABLE = "input, select, textarea, button, a[href], [tabindex]:not([tabindex='-1']), summary";
const focusTarget = (n) => (n.matches(FOCUSABLE) ? n : n.querySelector(FOCUSABLE));
const name = (n) => (n.getAttribute("aria-label") || n.innerText || n.value || "").trim().replace(/\s+/g, " ").slice(0, 60);
const marked = (root) => [...root.querySelectorAll("[data-verdex-fix]"),  // in open shadow roots too
  ...[...root.querySelectorAll("*")].filter((h) => h.shadowRoot).flatMap((h) => marked(h.shadowRoot))];
// the element diagnose.js marked as what shows the hidden one (a stylesheet's trigger, a disclosure's control)
const fixing = () => marked(document).find((n) => n.getAttribute("data-verdex-fix") === "0");

/**
 * @operation level  on the hidden element: what may show it, kept in window.__REVEAL__; null when it
 *   shows already. `css`: "hover" or "focus" when diagnose.js marked (data-verdex-fix="0") the
 *   element a stylesheet's rule names: tried first
 * @param {LevelQuery} q
 * @returns {Level|null}
 */
const level = (el, q) => {
  if (shows(el)) return null;
  let branch = el;
  for (let p = up(branch); p && p !== document.documentElement && !shows(p); p = up(branch)) branch = p;
  const picked = [];
  const add = (n, why) => { if (n && !picked.some((p) => p.n === n) && !within(branch, n) && shows(n)) picked.push({n, why}); };
  if (q.css) add(fixing(), q.css);
  const labelled = (branch.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
  for (const id of labelled) add(branch.getRootNode().getElementById?.(id) || document.getElementById(id), "label");
  for (let sib = branch.previousElementSibling, i = 0; sib && i < 2; sib = sib.previousElementSibling, i++) {
    if (sib.matches(CONTROLS)) add(sib, "sibling");
    for (const c of [...sib.querySelectorAll(CONTROLS)].reverse().slice(0, 2)) add(c, "sibling");
    add(sib, "sibling");
  }
  const ancestors = [];
  for (let p = up(branch); p; p = up(p)) ancestors.push(p);
  for (const p of ancestors.slice(0, 3)) if (p !== document.body && p !== document.documentElement) add(p, "holder");
  // Entering any part of the holder enters every holder above it: all are hovered at the nearest one.
  const near = point(up(branch));
  const candidates = picked.map(({n, why}) => ({n, why, at: why === "holder" ? near : point(n)}))
    .filter((c) => c.at).slice(0, 6);
  window.__REVEAL__ = {branch, nodes: [...candidates.map((c) => c.n), ...ancestors]};
  return {
    candidates: candidates.map((c, index) => ({
      index, x: c.at.x, y: c.at.y, why: c.why, name: name(c.n),
      focusable: !!focusTarget(c.n) && !within(branch, focusTarget(c.n)),
    })),
    ancestors: ancestors.length,
  };
};

/**
 * @operation focus  candidate `index` of the last level focused (or the first focusable inside it);
 *   false: nothing there takes focus
 * @param {NodeQuery} q
 * @returns {boolean}
 */
const focus = (q) => {
  const target = focusTarget(window.__REVEAL__.nodes[q.index]);
  if (!target) return false;
  target.focus();
  return true;
};

/**
 * @operation wait  polls until the last level's hidden part shows (true), or `ms` are up or it left
 *   the page (false)
 * @param {ShowQuery} q
 * @returns {boolean}
 */
const wait = (q) => {
  const {branch} = window.__REVEAL__;
  const until = performance.now() + q.ms;
  return new Promise((resolve) => {
    const look = () => {
      if (!branch.isConnected || shows(branch)) resolve(branch.isConnected);
      else if (performance.now() >= until) resolve(false);
      else setTimeout(look, 25);
    };
    look();
  });
};

/**
 * @operation reset  a new path: none taken yet
 * @returns {null}
 */
const reset = () => { window.__REVEAL_PATH__ = []; return null; };

/**
 * @operation push  candidate `index` of the last level added to the path: its length now
 * @param {NodeQuery} q
 * @returns {number}
 */
const push = (q) => (window.__REVEAL_PATH__ ||= []).push(window.__REVEAL__.nodes[q.index]);

/**
 * @operation push_control  the control diagnose.js marked as opening the hidden part (a closed
 *   disclosure's) added to the path: its length now
 * @returns {number}
 */
const push_control = () => (window.__REVEAL_PATH__ ||= []).push(fixing());

/**
 * @operation mark  the path's elements still in the page marked data-verdex-fix="<index>" (the old
 *   marks removed): how many
 * @returns {number}
 */
const mark = () => {
  for (const old of marked(document)) old.removeAttribute("data-verdex-fix");
  const path = (window.__REVEAL_PATH__ || []).filter((n) => n.isConnected);
  path.forEach((n, i) => n.setAttribute("data-verdex-fix", String(i)));
  return path.length;
};
