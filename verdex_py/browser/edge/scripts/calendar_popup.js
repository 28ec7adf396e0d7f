// A date or time picker's popup, found by its structure, for calendar.js (loaded after
// calendar_dom.js): a grid of day numbers (cells with or without roles, labelled or bare), the month
// and year it shows, its previous/next controls (by label, arrow glyph or place beside the heading),
// month and year selects, a list of times, time sliders. `p` is the popup search's context (popupAt):
// the field's (fieldAt), the page's elements and shadow roots, the popups open before (`before`).

const popupAt = (field, before) => {
  const everything = all(document);
  return {...fieldAt(field), everything, before: new Set(before || []), fieldBox: field.getBoundingClientRect(),
    roots: [document, ...everything.filter((el) => el.shadowRoot).map((el) => el.shadowRoot)], dayOf: new Map()};
};
const distance = (p, el) => {
  const r = el.getBoundingClientRect();
  const dx = Math.max(r.left - p.fieldBox.right, p.fieldBox.left - r.right, 0);
  const dy = Math.max(r.top - p.fieldBox.bottom, p.fieldBox.top - r.bottom, 0);
  return Math.hypot(dx, dy);
};
const textsLike = (p, re) => {  // [element, text] of each text node that matches `re` (not in selects)
  const out = new Map();
  for (const root of p.roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const v = t.nodeValue.trim();
      const parent = t.parentElement;
      if (v && re.test(v) && parent && !out.has(parent) && !parent.closest('select, option, script, style')) out.set(parent, v);
    }
  }
  return out;
};
const grids = (p) => {
  const dayOf = p.dayOf;
  dayOf.clear();
  for (const [el, v] of textsLike(p, /^\d{1,2}$/)) if (+v >= 1 && +v <= 31) dayOf.set(el, +v);
  const counts = new Map();
  for (const c of dayOf.keys()) {
    let e = up(c);
    for (let i = 0; e && i < 6; i++, e = up(e)) {
      if (!counts.has(e)) counts.set(e, []);
      counts.get(e).push(c);
    }
  }
  const full = (inside) => inside && inside.length >= 28 && new Set(inside.map((c) => dayOf.get(c))).size >= 28;
  const found = [];
  for (const [el, inside] of counts) {
    if (!full(inside) || [...el.children].some((ch) => full(counts.get(ch)))) continue;
    if (shown(el)) found.push({grid: el, cells: inside.filter((c) => shown(c))});
  }
  return found.filter((g) => g.cells.length >= 28);
};
const timeLists = (p) => {
  const counts = new Map();
  for (const c of textsLike(p, /^\d{1,2}[:.]\d{2}(\s?[ap]\.?\s?m\.?)?$/i).keys()) {
    const e = up(c)?.matches('li, [role=option]') ? up(up(c)) : up(c);
    if (!e) continue;
    if (!counts.has(e)) counts.set(e, []);
    counts.get(e).push(c);
  }
  return [...counts].filter(([el, inside]) => inside.length >= 4 && shown(el)).map(([list, items]) => ({list, items}));
};
const CLOCK = 'input[type=range], input[type=number], [role=slider], [role=spinbutton]';
const bounds = (e) => {
  const n = (a, q) => { const v = parseFloat(e.getAttribute(a) ?? e.getAttribute(q)); return Number.isFinite(v) ? v : null; };
  return {min: n('aria-valuemin', 'min'), max: n('aria-valuemax', 'max')};
};
const clocks = (p) => {  // an hour and a minute control side by side, with no calendar or list (a time popup)
  const found = [];
  const inputs = p.everything.filter((e) => e.matches(CLOCK) && !contains(p.field, e) && shown(e));
  for (const hour of inputs.filter((e) => [11, 12, 23].includes(bounds(e).max) && [0, 1].includes(bounds(e).min))) {
    let box = up(hour);
    for (let i = 0; box && i < 4; i++, box = up(box)) {
      if (inputs.some((m) => m !== hour && bounds(m).max === 59 && contains(box, m))) { found.push({list: box}); break; }
    }
  }
  return found;
};
const rootOf = (p, el) => {  // the popup around a grid or list: up while it does not hold the field
  let root = el;
  for (let e = up(el), i = 0; e && i < 8 && !contains(e, p.field) && e !== document.body && e !== document.documentElement;
    e = up(e), i++) root = e;
  return root;
};
// the popup the field opened: one shown since, the nearest; else one already open right by the field
const newest = (p, list, key) => {
  const near = list.filter((x) => !contains(x[key], p.field)).sort((a, b) => distance(p, a[key]) - distance(p, b[key]));
  return near.find((x) => !p.before.has(x[key])) || near.find((x) => distance(p, x[key]) <= 60) || null;
};
const selectedOf = (el, stop) => {
  for (let e = el; e && e !== stop; e = up(e)) {
    if (e.getAttribute('aria-selected') === 'true' || e.getAttribute('aria-pressed') === 'true' ||
        /(^|[\s_-])(is-)?selected($|[\s_-])/i.test(e.className?.baseVal ?? e.className ?? '')) return true;
  }
  return false;
};
const disabledOf = (el, stop) => {
  for (let e = el; e && e !== stop; e = up(e)) {
    if (e.getAttribute('aria-disabled') === 'true' || e.hasAttribute('disabled') ||
        /(^|[\s_-])(is-)?disabled($|[\s_-])/i.test(e.className?.baseVal ?? e.className ?? '')) return true;
  }
  return getComputedStyle(el).pointerEvents === 'none';
};

// The heading: what is shown outside the grid (text, a select's choice, a year box's value) naming a
// month and a year; its box places the arrows. Null when none names both.
const headingOf = (p, grid) => {
  for (let e = up(grid), i = 0; e && i < 5; e = up(e), i++) {
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    const pieces = [];
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const parent = t.parentElement;
      if (!t.textContent.trim() || contains(grid, parent) || parent.closest('select, option, script, style') || !shown(parent)) continue;
      pieces.push({el: parent, text: t.textContent.trim()});
    }
    for (const c of all(e)) {
      if (c === p.field || contains(grid, c) || !c.matches('select, input') || !shown(c)) continue;
      pieces.push({el: c, text: c.matches('select') ? c.selectedOptions[0]?.text || '' : c.value || ''});
    }
    const text = pieces.map((x) => x.text).join(' ');
    if (monthIn(p, text) && yearIn(text)) {
      const named = [pieces.find((x) => monthIn(p, x.text)), pieces.find((x) => yearIn(x.text))].filter(Boolean);
      const rects = named.map((x) => x.el.getBoundingClientRect());
      const box = {left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
                   top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
                   els: named.map((x) => x.el)};
      return {box, text: text.slice(0, 80), month: monthIn(p, text), year: yearIn(text)};
    }
    if (contains(e, p.field)) break;
  }
  return null;
};
// The month's own days: labelled with this month, else from the first "1" to the next "1".
const ownDays = (p, cal, month) => {
  const cells = cal.cells;
  const labelled = cells.map((c) => label(c, cal.grid));
  if (labelled.every((l) => l && monthIn(p, l))) {
    return {days: cells.filter((c, i) => monthIn(p, labelled[i]) === month), labelled: true, year: yearIn(labelled[0])};
  }
  const first = cells.findIndex((c) => p.dayOf.get(c) === 1);
  const next = cells.findIndex((c, i) => i > first && p.dayOf.get(c) === 1);
  return {days: first < 0 ? [] : cells.slice(first, next < 0 ? undefined : next), labelled: false, year: null};
};

// previous / next: by label, by arrow glyph, or by place on the heading's row (no heading found: the
// band above the grid, split in its middle). The heading, and a year box's own spin arrows (beside it
// in its wrapper), are not the month's arrows.
const PREV = /prev|previous|back|earlier|zur(ü|u)ck|vorig|vorher|pr(é|e)c(é|e)dent|anterior|precedente|vorige|poprzedni|пред|назад|前|이전/i;
const NEXT = /next|forward|later|weiter|n(ä|a)chst|suivant|siguiente|pr(ó|o)ximo|successivo|volgende|nast(ę|e)pny|след|вперед|вперёд|次|다음/i;
const glyph = (t) => /^[‹«<←◀◂◄❮〈⟨]$/.test(t) ? -1 : /^[›»>→▶▸►❯〉⟩]$/.test(t) ? 1 : 0;
const arrows = (root, grid, headingBox) => {
  const g0 = grid.getBoundingClientRect();
  const mid = (g0.left + g0.right) / 2;
  const box = headingBox || {left: mid, right: mid, top: g0.top - 80, bottom: g0.top};
  const inHeading = (e) => headingBox && headingBox.els.some((h) => contains(e, h) || contains(h.matches('input') ? up(h) : h, e));
  const candidates = all(root).filter((e) => !contains(grid, e) && !inHeading(e) && !e.closest('select') && shown(e) &&
    (e.matches('button, a, [role=button], [tabindex]') ||
     (getComputedStyle(e).cursor === 'pointer' && getComputedStyle(up(e)).cursor !== 'pointer')));
  const scored = [];
  for (const e of candidates) {
    if (e.matches('input, textarea')) continue;
    const l = (e.getAttribute('aria-label') || e.getAttribute('title') || ownText(e)).trim();
    const g = glyph(ownText(e));
    const r = e.getBoundingClientRect();
    const row = r.bottom > box.top - 4 && r.top < box.bottom + 4;
    let dir = 0, rank = 9;
    if (l.length < 40 && PREV.test(l)) { dir = -1; rank = 0; }
    else if (l.length < 40 && NEXT.test(l)) { dir = 1; rank = 0; }
    else if (g) { dir = g; rank = 1; }
    else if (row && !ownText(e).replace(/[^\p{L}\d]/gu, '') && r.width < 80) {
      dir = r.right <= box.left + 2 ? -1 : r.left >= box.right - 2 ? 1 : 0; rank = 2;
    }
    if (dir) scored.push({e, dir, rank, gap: Math.abs((r.left + r.right) / 2 - (box.left + box.right) / 2)});
  }
  const best = (dir) => scored.filter((s) => s.dir === dir).sort((a, b) => a.rank - b.rank || a.gap - b.gap)[0];
  return {prev: best(-1)?.e, next: best(1)?.e};
};
// A calendar's month: heading, selects, days and arrows, into `out` (answered) and `parts` (elements).
const lookCalendar = (p, cal, root, out, parts) => {
  const heading = headingOf(p, cal.grid);
  if (heading) Object.assign(out, {heading: heading.text, month: heading.month, year: heading.year});
  for (const sel of all(root).filter((e) => e.matches('select'))) {
    const opts = [...sel.options].map((o) => o.text.trim());
    if (opts.length === 12 && opts.every((t) => monthIn(p, t))) { parts.selects.month = sel; out.selects.month = true; }
    else if (opts.length > 1 && opts.every((t) => /^\d{4}$/.test(t))) {
      parts.selects.year = sel; out.selects.year = opts.map(Number);
    }
  }
  if (parts.selects.month) out.month = out.month || parts.selects.month.selectedIndex + 1;
  if (parts.selects.year) out.year = out.year || +parts.selects.year.value;
  const own = ownDays(p, cal, out.month);
  if (own.labelled && !out.year) out.year = own.year;
  parts.days = own.days;
  out.days = own.days.map((c) => ({day: p.dayOf.get(c), disabled: disabledOf(c, cal.grid), selected: selectedOf(c, cal.grid)}));
  const nav = arrows(root, cal.grid, heading && heading.box);
  for (const way of ['prev', 'next']) {
    if (nav[way]) { parts.nav[way] = nav[way]; out.nav[way] = !disabledOf(nav[way], root); }
  }
};
// What the field's popup shows now (`out`, the state answered) and its elements (`parts`).
const look = (p) => {
  const cal = newest(p, grids(p), 'grid');
  const times = newest(p, timeLists(p), 'list');
  const clock = cal || times ? null : newest(p, clocks(p), 'list');
  const root = cal ? rootOf(p, cal.grid) : times ? rootOf(p, times.list) : clock ? rootOf(p, clock.list) : null;
  const out = {found: !!root, month: null, year: null, heading: '', days: [], nav: {}, selects: {}, times: [], sliders: [],
               meridiem: null};
  if (!root) return {out, parts: {}};
  const parts = {days: [], nav: {}, selects: {}, times: [], sliders: []};
  if (cal) lookCalendar(p, cal, root, out, parts);
  if (times) {
    parts.times = times.items;
    out.times = times.items.map((t) => ({text: ownText(t), disabled: disabledOf(t, times.list), selected: selectedOf(t, times.list)}));
  }
  parts.sliders = all(root).filter((e) => e.matches(CLOCK) && shown(e) && !contains(p.field, e));
  out.sliders = parts.sliders.map((e) => ({...bounds(e), input: e.matches('input')}));
  // a 12-hour clock's AM/PM: a control showing only that
  parts.meridiem = all(root).find((e) => /^[ap]\.?\s?m\.?$/i.test(ownText(e)) && shown(e) &&
    ![...e.children].some((c) => ownText(c) === ownText(e)));
  out.meridiem = parts.meridiem ? ownText(parts.meridiem) : null;
  return {out, parts};
};
