// A popup an action left open, one named operation each (left_open_ops.py declares them): a list,
// dialog, menu, grid, tree or popover, or a role-less layer drawn over the page, that became visible
// during the action (not in `__SHOWN_AT_ACTION__`, which shown_mark.js filled with the probe), found
// among the elements the action's changes touched (`__CHANGED__`) and what they hold, never by words.
// The popup is marked data-verdex-popup="<key>" (its identity while it stays in the page; keys from
// `__POPUP_KEYS__`) and its controls data-verdex-fix="<index>" (their refs are looked up by the mark).

/**
 * @typedef {Object} Control
 * @property {number} index
 * @property {string} name
 */
/**
 * @typedef {Object} LeftOpen
 * @property {string} key
 * @property {string} kind
 * @property {string} label
 * @property {Control[]} controls
 * @property {number} more
 * @property {number|null} closer
 * @property {boolean} asks
 */
/**
 * @typedef {Object} StillQuery
 * @property {string} key
 * @property {boolean} covered
 */
/**
 * @typedef {Object} Still
 * @property {boolean} covers
 * @property {string|null} closer
 * @property {string|null} spot
 */

const asks = __ASKS__;
const deepAt = __DEEP_AT__;
const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
const within = (outer, n) => { for (; n; n = up(n)) if (n === outer) return true; return false; };
const deepAll = (root, sel) => {
  const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
  return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deepAll(h.shadowRoot, sel))];
};
const shows = (e) => {
  if (!e.isConnected || !e.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
  const r = e.getBoundingClientRect();
  return r.width > 1 && r.height > 1;
};
const text = (e) => (e.innerText || e.textContent || e.value || "").replace(/\s+/g, " ").trim();
const POPUP = "[role=listbox], [role=menu], [role=tree], [role=grid], [role=dialog], [role=alertdialog], dialog, [popover]";
const CONTROLS = "[role=option], [role^=menuitem], [role=gridcell], [role=treeitem], button, a[href], input, select, " +
  "textarea, [role=button], [role=link], [tabindex]:not([tabindex='-1'])";
// drawn over other content: positioned, and somewhere on it (its centre, or halfway to a corner) on
// top of something that is not its own nor holds it
const layer = (e) => {
  if (!/fixed|absolute/.test(getComputedStyle(e).position)) return false;
  const r = e.getBoundingClientRect();
  return [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]].some(([fx, fy]) => {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const stack = document.elementsFromPoint(x, y);
    return !!stack.length && within(e, stack[0]) && stack.some((a) => !within(e, a) && !within(a, e));
  });
};
const popupLike = (e) => shows(e) && (e.matches(POPUP) || layer(e));
const pointerStarts = (e) => getComputedStyle(e).cursor === "pointer"
  && !(e.parentElement && getComputedStyle(e.parentElement).cursor === "pointer");
const controlsOf = (popup) => {
  const found = [popup, ...deepAll(popup, "*")].filter((e) => e !== popup && shows(e) && (e.matches(CONTROLS) || pointerStarts(e)));
  return found.filter((e) => !found.some((f) => f !== e && within(e, f) && !f.matches("input, select, textarea")));
};
const nameOf = (e) => (e.getAttribute("aria-label") || text(e) || e.getAttribute("title") || "").slice(0, 40);
const labelOf = (popup) => {
  const byId = (id) => popup.getRootNode().getElementById?.(id) || document.getElementById(id);
  const labelled = (popup.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean).map(byId).filter(Boolean).map(text).join(" ");
  const heading = popup.querySelector("h1, h2, h3, h4, h5, [role=heading], legend, b, strong");
  const first = popup.matches("[role=listbox], [role=menu], [role=tree], [role=grid]") ? "" : text(popup);
  return (popup.getAttribute("aria-label") || labelled || (heading && text(heading)) || first).slice(0, 50);
};
const kindOf = (popup) => {
  const roled = popup.matches(POPUP) ? popup : popup.querySelector(POPUP.replace(", dialog, [popover]", ""));
  const role = roled && (roled.getAttribute("role") || (roled.matches("dialog") ? "dialog" : ""));
  return role || (popup.matches("[popover]") ? "popover" : "panel");
};
// a box touching `acted` above or below (within 60 px), across from it: where a field's list is drawn
const near = (box, acted) => {
  const r = box.getBoundingClientRect(), f = acted.getBoundingClientRect();
  const across = r.right > f.left && r.left < f.right;
  return across && (Math.abs(r.top - f.bottom) < 60 || Math.abs(f.top - r.bottom) < 60);
};
// the popup a newly shown element is (or holds, or, for a list whose rows were added, sits in: a
// list role, or a role-less layer touching the field; a dialog's new content opens nothing)
const popupOf = (e, acted) => {
  if (popupLike(e)) return e;
  const inner = [...e.querySelectorAll("*")].find(popupLike);
  if (inner) return inner;
  for (let a = up(e); a && a !== document.body; a = up(a)) {
    if (within(a, acted)) return null;
    if (a.matches("dialog, [role=dialog], [role=alertdialog]")) return null;
    if (popupLike(a) && (a.matches(POPUP) || near(a, acted))) return a;
  }
  return null;
};

/**
 * @operation found  the popup that became visible during the action on `acted` (outside it), its
 * controls marked; null when none did. Ends the action's mark.
 * @returns {LeftOpen|null}
 */
const found = (acted) => {
  const before = window.__SHOWN_AT_ACTION__;
  window.__SHOWN_AT_ACTION__ = null;
  if (!before) return null;
  const seen = new Set();
  let popup = null;
  for (const c of [...(window.__CHANGED__ || [])].filter((c) => c.isConnected)) {
    for (const e of [c, ...c.children]) {
      if (seen.has(e) || popup) continue;
      seen.add(e);
      if (before.has(e) || !shows(e) || within(e, acted) || within(acted, e)) continue;
      popup = popupOf(e, acted);
    }
  }
  if (!popup) return null;
  for (const old of deepAll(document, "[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
  const all = controlsOf(popup);
  const controls = all.slice(0, 5);
  controls.forEach((c, i) => c.setAttribute("data-verdex-fix", String(i)));
  const seenAsks = asks(popup, all);
  if (!popup.hasAttribute("data-verdex-popup")) popup.setAttribute("data-verdex-popup", String((window.__POPUP_KEYS__ = (window.__POPUP_KEYS__ || 0) + 1)));
  return {
    key: popup.getAttribute("data-verdex-popup"),
    kind: kindOf(popup),
    label: labelOf(popup),
    controls: controls.map((c, index) => ({index, name: nameOf(c)})),
    more: all.length - controls.length,
    closer: seenAsks.closer ? controls.indexOf(seenAsks.closer) : null,
    asks: seenAsks.asks,
  };
};

// a spot whose click chooses nothing: a heading or a paragraph outside the popup and `acted`, not a
// control nor in one, on top where it is drawn
const neutral = (popup, acted) => deepAll(document, "h1, h2, h3, h4, [role=heading], p").find((e) => {
  if (!shows(e) || within(popup, e) || within(e, acted) || within(acted, e)) return false;
  if (e.closest("a, button, label, [role=button], [role=link], [onclick], [tabindex]") || e.querySelector("a, button, input, select, textarea, label")) return false;
  const r = e.getBoundingClientRect();
  const x = r.left + Math.min(r.width / 2, 20), y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || getComputedStyle(e).cursor === "pointer") return false;
  const hit = deepAt(x, y);
  return !!hit && within(e, hit);
});

/**
 * @operation still  whether the popup `key` is still shown (null: gone) and covers `acted`; marks the
 * control that only closes it data-verdex-fix="0" and a neutral spot to click "1", naming each
 * (nothing marked when `covered` asks for a popup over `acted` and it is not)
 * @param {StillQuery} q
 * @returns {Still|null}
 */
const still = (acted, q) => {
  const popup = deepAll(document, `[data-verdex-popup="${q.key}"]`)[0];
  if (!popup || !shows(popup)) return null;
  const r = acted.getBoundingClientRect();
  const hit = deepAt(r.left + r.width / 2, r.top + r.height / 2);
  const covers = !!hit && within(popup, hit);
  if (q.covered && !covers) return {covers, closer: null, spot: null};
  for (const old of deepAll(document, "[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
  const closer = asks(popup, controlsOf(popup)).closer;
  const spot = neutral(popup, acted);
  if (closer) closer.setAttribute("data-verdex-fix", "0");
  if (spot) spot.setAttribute("data-verdex-fix", "1");
  return {covers, closer: closer ? nameOf(closer) : null, spot: spot ? text(spot).slice(0, 40) : null};
};
