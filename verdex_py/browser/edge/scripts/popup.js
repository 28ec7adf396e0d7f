// The list a control shows that no ARIA names, one named operation each (popup_ops.py declares
// them): a plain text field's suggestions (a list drawn below or above it as it is typed into), or
// what a disclosure toggle (aria-expanded, no popup role) reveals. Found as the element shown since
// `mark` ran, near the control (or the one it controls, or its next sibling), holding entries with
// text. `kind`: suggest (entries: option roles or list items) | disclosure (links, buttons, items) |
// submenu (as opened, but only what showed since `mark`, not the list the control names) |
// opened (what any control opened, anywhere in the page: entries with roles or none, found by being
// links, buttons, list items, pointer cursors, tabindex, data-value, labels of radios, or siblings of one repeated structure).

/**
 * @typedef {Object} MarkQuery
 * @property {boolean} [empty]
 * @property {boolean} [step]
 */
/**
 * @typedef {Object} QuietQuery
 * @property {number|null} ms
 * @property {boolean} [end]
 */
/**
 * @typedef {Object} ListQuery
 * @property {string} kind
 */
/**
 * @typedef {Object} ItemQuery
 * @property {string} kind
 * @property {number} index
 */
/**
 * @typedef {Object} ListWaitQuery
 * @property {string} kind
 * @property {number} ms
 * @property {string|null} [want]
 * @property {string[]|null} [other]
 */
/**
 * @typedef {Object} ScrollQuery
 * @property {string} kind
 * @property {string} want
 * @property {number} ms
 * @property {number} [at]
 */
/**
 * @typedef {Object} Scrolled
 * @property {boolean} found
 * @property {Entry[]} seen
 */
/**
 * @typedef {Object} Holds
 * @property {string} text
 * @property {string[]} values
 * @property {string[]} parts
 * @property {boolean} acts
 */
/**
 * @typedef {Object} Entry
 * @property {string} label
 * @property {string} value
 * @property {boolean} selected
 * @property {string} role
 */

const parentOf = (e) => e.assignedSlot || e.parentElement || e.getRootNode().host || null;
const visible = (e) => {
  if (!e.isConnected || e.closest('[hidden], [aria-hidden=true]')) return false;
  const r = e.getBoundingClientRect();
  return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden';
};
const text = (e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').trim();
const deep = (scope) => [scope, ...[...scope.querySelectorAll('*')].filter((e) => e.shadowRoot)
  .flatMap((e) => deep(e.shadowRoot))];
const every = () => deep(document).flatMap((s) => [...s.querySelectorAll('*')]);
// the control and its composed ancestors up to the host of its shadow root (which may carry its states)
const chainOf = (target) => {
  const chain = [target];
  if (target.getRootNode() !== document) {
    for (let a = parentOf(target); a; a = parentOf(a)) { chain.push(a); if (a === target.getRootNode().host) break; }
  }
  return chain;
};
const byId = (e, id) => (e.getRootNode().getElementById ? e.getRootNode().getElementById(id) : null) || document.getElementById(id);
// where a pointer cursor starts (its children inherit it), so an entry is the item, not its text
const pointerStarts = (e) => getComputedStyle(e).cursor === 'pointer'
  && !(e.parentElement && getComputedStyle(e.parentElement).cursor === 'pointer');
const radioLabel = (e) => e.matches('label') && !!e.control && e.control.matches('input[type=radio]');
const choosable = (e) => e.matches('[role=option], [role^=menuitem], a[href], button, li, [data-value], [tabindex]')
  || pointerStarts(e) || radioLabel(e);
// the children of one repeated structure (two or more of the same tag and class), under the box
const repeated = (box) => {
  for (const list of [box, ...box.querySelectorAll('*')]) {
    const kids = [...list.children].filter((e) => visible(e) && text(e));
    const shape = (e) => `${e.tagName}.${e.className}`;
    if (kids.length >= 2 && kids.every((e) => shape(e) === shape(kids[0]))) return kids;
  }
  return [];
};
const entriesOf = (box, kind) => {
  const selector = kind === 'suggest' ? '[role=option], li' : 'a[href], button, [role^=menuitem], [role=option], li';
  const opened = kind === 'opened' || kind === 'submenu';
  const found = opened
    ? [...box.querySelectorAll('*')].filter((e) => visible(e) && text(e) && choosable(e))
    : [...box.querySelectorAll(selector)].filter((e) => visible(e) && text(e));
  const leaves = found.filter((e) => !found.some((f) => f !== e && e.contains(f)));
  // (among entries with words, one that shows only a symbol is the layer's own control: its close ✕)
  const worded = leaves.filter((e) => /[\p{L}\p{N}]/u.test(text(e)));
  if (opened) return worded.length ? worded : leaves.length ? leaves : repeated(box);
  if (leaves.length || kind !== 'suggest') return leaves;
  let list = box;  // a list of plain boxes: the children of the box its wrappers (one child each) hold
  const only = (e) => { const shown = [...e.children].filter(visible); return shown.length === 1 ? shown[0] : null; };
  while (only(list) && [...only(list).children].some(visible)) list = only(list);
  return [...list.children].filter((e) => visible(e) && text(e));
};
// how far a box is from the control (0: touching it above or below, overlapping it across)
const distanceFrom = (target) => {
  const field = target.getBoundingClientRect();
  return (e) => {
    const r = e.getBoundingClientRect();
    const across = r.right > field.left && r.left < field.right ? 0 : Math.min(Math.abs(r.left - field.right), Math.abs(field.left - r.right));
    const up = r.top >= field.bottom - 4 ? r.top - field.bottom : r.bottom <= field.top + 4 ? field.top - r.bottom : 0;
    return across + Math.max(0, up);
  };
};
// The boxes that may hold the list, likeliest first: named by aria-controls, the next sibling (a
// disclosure), then what showed since `mark`, nearest first (a submenu: only what showed since).
const boxes = (target, kind) => {
  const chain = chainOf(target);
  const before = window.__SHOWN_BEFORE__ || new WeakSet();
  const distance = distanceFrom(target);
  const shownNow = (e) => visible(e) && !before.has(e) && !e.contains(target) && !chain.includes(e);
  const named = chain.flatMap((c) => (c.getAttribute('aria-controls') || '').split(/\s+/).filter(Boolean).map((id) => byId(c, id)))
    .filter((e) => e && visible(e));
  const siblings = kind !== 'suggest' ? chain.slice(0, 3).map((c) => c.nextElementSibling).filter((e) => e && shownNow(e)) : [];
  const fresh = every().filter((e) => shownNow(e) && !(parentOf(e) && shownNow(parentOf(e))))
    .filter((e) => kind !== 'suggest' || distance(e) < 60)
    .sort((a, b) => distance(a) - distance(b));
  return kind === 'submenu' ? fresh : [...named, ...siblings, ...fresh];
};
// The entries of the nearest box that has some; after a step's mark, followed by those of a layer of
// their own the step drew (a flyout beside the list, at the end of <body>): a path's next level.
const listed = (target, kind) => {
  const chain = chainOf(target);
  const lists = boxes(target, kind).map((box) => entriesOf(box, kind).filter((e) => !chain.includes(e)))
    .filter((found) => found.length);
  const step = window.__STEP_BEFORE__;
  const layer = step && lists.slice(1).find((found) => found.every((e) => !step.has(e)));
  return layer ? [...lists[0], ...layer] : lists[0] || [];
};
// an entry that says it is chosen: an ARIA state (selected, checked, current), or a ticked box inside it
const chosen = (e) => ['aria-selected', 'aria-checked', 'aria-current'].some((a) => /^(true|page|step|location|date|time)$/.test(e.getAttribute(a) || ''))
  || !!e.querySelector('input[type=checkbox]:checked, input[type=radio]:checked, [aria-checked=true]');
/** @returns {Entry} */
const entryOf = (e) => {
  const label = (e.getAttribute('aria-label') || text(e)).trim();
  const role = e.getAttribute('role') || (e.matches('a[href]') ? 'link' : e.matches('button') ? 'button' : '');
  const value = e.getAttribute('data-value') ?? e.getAttribute('value') ?? (radioLabel(e) ? e.control.value : label);
  return {label, value, selected: chosen(e), role};
};

/**
 * @operation mark  remember what is shown now (`empty`: nothing, all counts as shown after; `step`:
 *   as a step's before, for `fresh`, the list's own mark kept)
 * @param {MarkQuery} q
 * @returns {null}
 */
const mark = (target, q) => {
  const shown = new WeakSet(q.empty ? [] : every().filter(visible));
  if (q.step) window.__STEP_BEFORE__ = shown;
  else [window.__SHOWN_BEFORE__, window.__STEP_BEFORE__] = [shown, null];
  return null;
};

/**
 * @operation watch  note the time of each change to the page from now on (its shadow roots too)
 * @returns {null}
 */
const watch = () => {
  const seen = {start: Date.now(), last: Date.now()};
  const observer = new MutationObserver(() => { seen.last = Date.now(); });
  for (const s of deep(document)) observer.observe(s, {subtree: true, childList: true, attributes: true, characterData: true});
  if (window.__WATCH__) window.__WATCH__.observer.disconnect();
  window.__WATCH__ = {observer, seen};
  return null;
};

/**
 * @operation quiet  whether the page has not changed for `ms` (null: at all since watch); the watch
 *   then ends (with `end`, in any case)
 * @param {QuietQuery} q
 * @returns {boolean}
 */
const quiet = (target, q) => {
  const watched = window.__WATCH__;
  const still = !watched || (q.ms == null ? watched.seen.last === watched.seen.start : Date.now() - watched.seen.last >= q.ms);
  if (watched && (still || q.end)) { watched.observer.disconnect(); window.__WATCH__ = null; }
  return still;
};

/**
 * @operation items  the entries of the list shown since `mark`, in order
 * @param {ListQuery} q
 * @returns {Entry[]}
 */
const items = (target, q) => listed(target, q.kind).map(entryOf);

/**
 * @operation fresh  the indices, in `items`, of the entries not shown when the step was marked (the
 *   level a step drew: a column, a nested list)
 * @param {ListQuery} q
 * @returns {number[]}
 */
const fresh = (target, q) => {
  const step = window.__STEP_BEFORE__ || new WeakSet();
  return listed(target, q.kind).flatMap((e, i) => (step.has(e) ? [] : [i]));
};

/**
 * @operation item  the entry `index` of `items`, or null
 * @param {ItemQuery} q
 * @returns {Element|null}
 */
const item = (target, q) => listed(target, q.kind)[q.index] || null;

/**
 * @operation wait  the number of entries once some show (with `want`: once that label shows); 0
 *   after `ms`, or once other entries stay unchanged a while (a miss). With `other`: once the entries'
 *   labels are no longer those (a level drawn, or the list closed), else 0 after `ms`
 * @param {ListWaitQuery} q
 * @returns {number}
 */
const wait = (target, q) => {
  const until = Date.now() + q.ms;
  const want = q.want == null ? null : q.want.toLowerCase();
  const other = q.other == null ? null : q.other.join('\n');
  const STEADY_MS = 600;  // a list that shows other entries and stays as it is this long is its answer
  let last = '';
  let since = Date.now();
  return new Promise((done) => {
    const tick = () => {
      const found = listed(target, q.kind).map(entryOf);
      const now = found.map((o) => o.label).join('\n');
      if (other != null) {
        if (now !== other) done(found.length); else if (Date.now() >= until) done(0); else setTimeout(tick, 50);
        return;
      }
      const hit = want == null ? found.length
        : found.some((o) => o.label.toLowerCase() === want || String(o.value).toLowerCase() === want) ? found.length : 0;
      if (now !== last) [last, since] = [now, Date.now()];
      const settled = found.length > 0 && Date.now() - since >= STEADY_MS;
      if (hit || settled || Date.now() >= until) done(hit); else setTimeout(tick, 50);
    };
    tick();
  });
};

/**
 * @operation scroll  scroll the list shown since `mark` through (a virtual list draws only the rows in
 *   view; `at`: the box scrolling that entry, a level's column), from its top, until an entry of
 *   label or value `want` shows (left in view); without one, the list is put back where it was.
 *   Bounded in steps (list_scroll.js) and by `ms`. What it saw, in order
 * @param {ScrollQuery} q
 * @returns {Scrolled}
 */
const scroll = async (target, q) => {
  const rows = listed(target, q.kind);
  const box = listScroller(q.at === undefined ? rows : rows.slice(q.at, q.at + 1));
  const want = q.want.toLowerCase();
  const seen = new Map();
  const look = () => listed(target, q.kind).find((e) => {
    const o = entryOf(e);
    if (!seen.has(o.label)) seen.set(o.label, o);
    const label = o.label.toLowerCase();
    return label === want || String(o.value).toLowerCase() === want
      || (label.startsWith(want) && !/\w/.test(label.charAt(want.length)));
  });
  if (!box) return {found: false, seen: listed(target, q.kind).map(entryOf)};
  const found = await throughList(box, () => listed(target, q.kind), look, Date.now() + q.ms);
  return {found: !!found, seen: [...seen.values()]};
};

/**
 * @operation field  the text field to search the opened list with: the focused one, or one inside
 *   the list shown since `mark`; null when neither
 * @param {ListQuery} q
 * @returns {Element|null}
 */
const field = (target, q) => {
  const typed = (e) => e && e.matches && e.matches('input:not([type=hidden]):not([readonly]):not([type=checkbox]):not([type=radio]), textarea');
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  if (typed(active) && visible(active)) return active;
  for (const box of boxes(target, q.kind)) {
    const inside = [...box.querySelectorAll('input, textarea')].find((e) => typed(e) && visible(e));
    if (inside) return inside;
  }
  return null;
};

/**
 * @operation shows  what the control shows as its value: its text (or a field's value), the values
 *   of the hidden or read-only fields inside it or, for a field, beside it (a code), and the texts
 *   of the elements inside it with no children (chips); what the list it opened shows is not its value;
 *   whether a click on it acts of its own (a link, a submit button)
 * @returns {Holds}
 */
const shows = (target) => {
  const field = target.matches('input, textarea, select');
  const opened = boxes(target, 'opened').filter((b) => entriesOf(b, 'opened').length);
  const outside = (e) => !opened.some((b) => b.contains(e));  // the list it opened shows no value
  const words = [];
  const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (outside(n.parentElement) && visible(n.parentElement)) words.push(n.textContent);
  }
  const own = field ? target.value : words.join(' ').replace(/\s+/g, ' ').trim();
  const holder = field ? target.parentElement || target : target;
  // a field typed into holds a search, not the value: hidden, read-only fields and selects hold values
  const values = [...holder.querySelectorAll('input[type=hidden], input[readonly], select')].map((e) => e.value).filter(Boolean);
  const parts = [...target.querySelectorAll('*')]
    .filter((e) => outside(e) && visible(e) && text(e) && e.children.length === 0).slice(0, 50).map(text);
  // a click does something of its own: follows a link, submits a form
  const acts = target.matches('a[href], input[type=submit], input[type=image]')
    || (target.matches('button') && target.type === 'submit' && !!target.form);
  return {text: own, values, parts, acts};
};
