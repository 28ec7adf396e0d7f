// The page as a widget draws it, for widget_items.js and widget.js (loaded after this): roles and
// ARIA states as the browser computes them, what is visible, text, and the open shadow roots.

// Roles and ARIA states: the attribute, else what a web component set from inside on its
// ElementInternals (kept by the INTERNALS init script), which no attribute shows.
const internals = (e) => (window.__INTERNALS__ && window.__INTERNALS__.get(e)) || null;
const roleOf = (e) => ((e.getAttribute('role') || '').trim() || (internals(e) || {}).role || '').split(/\s+/)[0];
const aria = (e, name, prop) => e.getAttribute(`aria-${name}`) ?? (internals(e) || {})[prop] ?? null;
const is = (e, roles) => roles.includes(roleOf(e));
const under = (scope, roles) => [...scope.querySelectorAll('*')].filter((e) => is(e, roles));
const upTo = (e, roles) => { for (let a = e; a; a = a.parentElement) if (is(a, roles)) return a; return null; };
// An element's parent as drawn: its slot, its parent, or the host of its shadow root.
const parentOf = (e) => e.assignedSlot || e.parentElement || e.getRootNode().host || null;
const isRadio = (e) => roleOf(e) === 'radio' || (e.matches('input[type=radio]') && !roleOf(e));
// The children as drawn (a slot shows what is assigned to it; `display: contents` has no box of its own).
const drawn = (e) => {
  const slotted = e.matches('slot') ? e.assignedElements({flatten: true}) : [];
  return slotted.length ? slotted : [...(e.shadowRoot || e).children];  // (an empty slot shows its own)
};
const visible = (e) => {
  if (!e.isConnected || e.closest('[hidden], [aria-hidden=true]')) return false;
  const st = getComputedStyle(e);
  if (st.display === 'contents') return drawn(e).some(visible);
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && st.visibility !== 'hidden';
};
const text = (e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').trim();
const typed = (e) => (e.matches('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea')
  && !e.readOnly && !e.disabled) || e.isContentEditable;
const WIDGETS = ['combobox', 'listbox', 'menu', 'radiogroup', 'radio', 'switch', 'option', 'menuitem'];
const POPUP = ['listbox', 'menu', 'tree', 'grid'];
const OPTION = ['option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'treeitem'];
// Entries of a list drawn without roles (the ARIA listbox, if any, kept out of sight for readers).
const ENTRY = '[role=option], li, [class*=option i], [class*=item i]';
// The document and every open shadow root in it (a web component draws its popup inside its own).
const deep = (scope) => [scope, ...[...scope.querySelectorAll('*')].filter((e) => e.shadowRoot)
  .flatMap((e) => deep(e.shadowRoot))];
const all = (selector) => deep(document).flatMap((s) => [...s.querySelectorAll(selector)]);
const allOf = (roles) => deep(document).flatMap((s) => under(s, roles));

// The control a target stands for: a search field inside a combobox (its own name, the combobox
// none) stands for that combobox.
const boxOf = (e) => {
  if (!typed(e) || is(e, WIDGETS) || e.list || aria(e, 'haspopup', 'ariaHasPopup')) return e;
  let up = parentOf(e);
  for (let i = 0; up && i < 3; i++, up = parentOf(up)) if (is(up, ['combobox'])) return up;
  return e;
};
// The widget at `target`: the control, and the root its ids resolve in (`w` in the functions after this).
const widgetAt = (target) => { const el = boxOf(target); return {target, el, root: el.getRootNode()}; };
const byId = (w, id) => (w.root.getElementById ? w.root.getElementById(id) : null) || document.getElementById(id);
// ids in an attribute, and the popups set on the element or its internals (`ariaControlsElements`)
const idRefs = (w, e, attr) => {
  const prop = {'aria-controls': 'ariaControlsElements', 'aria-owns': 'ariaOwnsElements'}[attr];
  const set = prop ? [...(e[prop] || []), ...((internals(e) || {})[prop] || [])] : [];
  // (the property reflects the attribute's elements too: each element once)
  return [...new Set([...(e.getAttribute(attr) || '').split(/\s+/).filter(Boolean).map((id) => byId(w, id)), ...set])]
    .filter(Boolean);
};

// Every element under `p` as drawn: into open shadow roots, and through slots to what they show.
const composed = (p) => {
  const out = [];
  const visit = (e) => {
    out.push(e);
    if (e.shadowRoot) [...e.shadowRoot.children].forEach(visit);
    if (e.matches('slot')) e.assignedElements({flatten: true}).forEach(visit);
    else if (!e.shadowRoot) [...e.children].forEach(visit);
  };
  visit(p);
  return out.slice(1);
};
// The options under a popup: in its own tree, else as drawn (slotted in from outside its shadow root).
const optionsIn = (p, roles) => {
  const own = under(p, roles);
  return own.length ? own : composed(p).filter((o) => is(o, roles));
};
// The text an item inside a web component shows: through its shadow root and slots (innerText
// stops at a slot), without text kept for screen readers only (a 1-pixel clipped box).
const seenText = (o) => {
  const parts = [];
  const visit = (n) => {
    if (n.nodeType === Node.TEXT_NODE) { parts.push(n.textContent); return; }
    if (n.nodeType !== Node.ELEMENT_NODE || n.matches('style, script')) return;
    const r = n.getBoundingClientRect();
    if (n !== o && (getComputedStyle(n).display === 'none' || (r.width <= 1 && r.height <= 1 && n.childElementCount === 0
      && !n.matches('slot')))) return;
    if (n.shadowRoot) [...n.shadowRoot.childNodes].forEach(visit);
    else if (n.matches('slot')) n.assignedNodes({flatten: true}).forEach(visit);
    else [...n.childNodes].forEach(visit);
  };
  visit(o);
  return parts.join(' ').replace(/\s+/g, ' ').trim() || text(o);
};
