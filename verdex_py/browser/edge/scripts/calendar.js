// A date or time picker's popup, found by its structure (browser/input/calendar.py drives it): a grid
// of day numbers (cells with or without roles, labelled or bare), the month and year it shows (read
// with the page's own month names, from Intl), its previous/next controls (by label, arrow glyph or
// place beside the heading), month and year selects, a list of times, time sliders. `q.op`:
// roots   the popups shown now (a handle: passed back as `q.before`, they are not the field's);
// state   the field's popup: {found, month, year, heading, days, nav, selects, times, sliders}; with
//         `q.since` (a heading), waits up to `q.ms` for it to change (the calendar moved); `q.settle`: ms
//         for running animations to end first (a popup that fades in as the field takes focus);
// element the element of `q.what` ('prev' | 'next' | 'day' | 'time' | 'slider' | 'month' | 'year' |
//         'section': the field's own spinbuttons), the `q.n`th;
// step    the `q.what` control clicked `q.times` times in a row (after one real click showed it steps);
// value   what the field shows (an input's value, else its text), waiting up to `q.ms` to leave `q.since`;
// field   the field itself: editable, its value, hints of its format, its language, spinbutton sections.
async (field, q) => {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const all = (root, out = []) => {
    for (const el of root.querySelectorAll('*')) { out.push(el); if (el.shadowRoot) all(el.shadowRoot, out); }
    return out;
  };
  const up = (el) => el.parentElement || el.getRootNode().host || null;
  const contains = (a, b) => { for (let e = b; e; e = up(e)) if (e === a) return true; return false; };
  const shown = (el, faded = false) => {  // `faded`: drawn at opacity 0 counts (a field's empty sections)
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.right <= 0 || r.bottom <= 0) return false;
    if (r.left > Math.max(innerWidth, document.documentElement.scrollWidth)) return false;
    return !el.checkVisibility || el.checkVisibility({visibilityProperty: true, opacityProperty: !faded});
  };
  const lang = field.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || '';
  let monthNames = null;
  const months = () => {  // every name of every month in the page's language (and the browser's, and English)
    if (monthNames) return monthNames;
    monthNames = new Map();
    for (const l of [...new Set([lang, navigator.language, 'en'].filter(Boolean))]) {
      for (const month of ['long', 'short']) {
        let alone, within;
        try {
          alone = new Intl.DateTimeFormat(l, {month});
          within = new Intl.DateTimeFormat(l, {month, day: 'numeric'});
        } catch (e) { continue; }
        for (let m = 0; m < 12; m++) {
          const d = new Date(2020, m, 15);
          const words = [alone.format(d), ...within.formatToParts(d).filter((p) => p.type === 'month').map((p) => p.value)];
          for (const w of words) {
            const key = w.toLowerCase().replace(/\.$/, '');
            if (key && !/^\d+$/.test(key) && !monthNames.has(key)) monthNames.set(key, m + 1);
          }
        }
      }
    }
    return monthNames;
  };
  const monthIn = (text) => {
    for (const word of (text.toLowerCase().match(/[\p{L}]+\.?/gu) || [])) {
      const m = months().get(word.replace(/\.$/, ''));
      if (m) return m;
    }
    return null;
  };
  const yearIn = (text) => { const y = /(?:^|\D)(1[6-9]\d\d|2\d\d\d)(?!\d)/.exec(text); return y ? +y[1] : null; };
  const ownText = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim();
  const label = (el, stop) => {
    for (let e = el; e && e !== stop; e = up(e)) {
      const l = e.getAttribute?.('aria-label') || e.getAttribute?.('title');
      if (l) return l;
    }
    return '';
  };

  // -- the field ---------------------------------------------------------------------------
  const spinbuttons = () => {
    const group = field.matches('[role=spinbutton]') ? field.closest('[role=group]') || up(field) : field;
    return group ? all(group).filter((e) => e.matches('[role=spinbutton]') && shown(e, true)) : [];
  };
  if (q.op === 'element' && q.what === 'section') return spinbuttons()[q.n] || null;
  const read = () => {  // what the field shows: an input's value, else the text around its sections
    if (field.matches('input, textarea')) return field.value;
    const spins = spinbuttons();
    let box = spins.length > 1 ? up(spins[0]) : field;
    while (box && spins.some((e) => !contains(box, e))) box = up(box);
    return ownText(box || field);
  };
  if (q.op === 'field') {
    const spins = spinbuttons();
    const num = (e, n) => { const v = parseFloat(e.getAttribute(n)); return Number.isFinite(v) ? v : null; };
    const sections = spins.length >= 2 ? spins.map((e) => ({
      min: num(e, 'aria-valuemin'), max: num(e, 'aria-valuemax'), now: num(e, 'aria-valuenow'),
      text: ownText(e), label: e.getAttribute('aria-label') || '', numeric: e.getAttribute('inputmode') !== 'text',
    })) : [];
    const texts = (ids) => (ids || '').split(/\s+/).map((id) => field.getRootNode().getElementById?.(id)?.innerText || '');
    const hints = [field.placeholder, field.title, ...texts(field.getAttribute('aria-describedby')),
      ...[...(field.labels || [])].map((l) => l.innerText), sections.map((s) => s.text).join('/')].filter(Boolean);
    const editable = (field.matches('input, textarea') && !field.readOnly && !field.disabled) || field.isContentEditable;
    const fieldish = sections.length > 0 || field.matches('input, [role=textbox], [role=combobox], [role=searchbox], [aria-haspopup]');
    return {editable, fieldish, sections, hints, lang, value: read(),
            months: Object.fromEntries(months())};
  }
  if (q.op === 'value') {
    const until = Date.now() + (q.ms || 0);
    let now = read();
    while (now === q.since && Date.now() < until) { await frames(); now = read(); }
    await frames();
    return read();
  }

  // -- popups ------------------------------------------------------------------------------
  const everything = all(document);
  const before = new Set(q.before || []);
  const fieldBox = field.getBoundingClientRect();
  const distance = (el) => {
    const r = el.getBoundingClientRect();
    const dx = Math.max(r.left - fieldBox.right, fieldBox.left - r.right, 0);
    const dy = Math.max(r.top - fieldBox.bottom, fieldBox.top - r.bottom, 0);
    return Math.hypot(dx, dy);
  };
  const roots = [document, ...everything.filter((el) => el.shadowRoot).map((el) => el.shadowRoot)];
  const textsLike = (re) => {  // [element, text] of each text node that matches `re` (not in selects)
    const out = new Map();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const v = t.nodeValue.trim();
        const p = t.parentElement;
        if (v && re.test(v) && p && !out.has(p) && !p.closest('select, option, script, style')) out.set(p, v);
      }
    }
    return out;
  };
  const dayOf = new Map();
  const grids = () => {
    dayOf.clear();
    for (const [el, v] of textsLike(/^\d{1,2}$/)) if (+v >= 1 && +v <= 31) dayOf.set(el, +v);
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
  const timeLists = () => {
    const counts = new Map();
    for (const c of textsLike(/^\d{1,2}[:.]\d{2}(\s?[ap]\.?\s?m\.?)?$/i).keys()) {
      const e = up(c)?.matches('li, [role=option]') ? up(up(c)) : up(c);
      if (!e) continue;
      if (!counts.has(e)) counts.set(e, []);
      counts.get(e).push(c);
    }
    return [...counts].filter(([el, inside]) => inside.length >= 4 && shown(el)).map(([list, items]) => ({list, items}));
  };
  const CLOCK = 'input[type=range], input[type=number], [role=slider], [role=spinbutton]';
  const bounds = (e) => {
    const n = (a, p) => { const v = parseFloat(e.getAttribute(a) ?? e.getAttribute(p)); return Number.isFinite(v) ? v : null; };
    return {min: n('aria-valuemin', 'min'), max: n('aria-valuemax', 'max')};
  };
  const clocks = () => {  // an hour and a minute control side by side, with no calendar or list (a time popup)
    const found = [];
    const inputs = everything.filter((e) => e.matches(CLOCK) && !contains(field, e) && shown(e));
    for (const hour of inputs.filter((e) => [11, 12, 23].includes(bounds(e).max) && [0, 1].includes(bounds(e).min))) {
      let box = up(hour);
      for (let i = 0; box && i < 4; i++, box = up(box)) {
        if (inputs.some((m) => m !== hour && bounds(m).max === 59 && contains(box, m))) { found.push({list: box}); break; }
      }
    }
    return found;
  };
  const rootOf = (el) => {  // the popup around a grid or list: up while it does not hold the field
    let root = el;
    for (let e = up(el), i = 0; e && i < 8 && !contains(e, field) && e !== document.body && e !== document.documentElement; e = up(e), i++) root = e;
    return root;
  };
  if (q.op === 'roots') return [...grids().map((g) => g.grid), ...timeLists().map((t) => t.list), ...clocks().map((c) => c.list)];

  // the popup the field opened: one shown since, the nearest; else one already open right by the field
  const newest = (list, key) => {
    const near = list.filter((x) => !contains(x[key], field)).sort((a, b) => distance(a[key]) - distance(b[key]));
    return near.find((x) => !before.has(x[key])) || near.find((x) => distance(x[key]) <= 60) || null;
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

  const look = () => {
    const cal = newest(grids(), 'grid');
    const times = newest(timeLists(), 'list');
    const clock = cal || times ? null : newest(clocks(), 'list');
    const root = cal ? rootOf(cal.grid) : times ? rootOf(times.list) : clock ? rootOf(clock.list) : null;
    const out = {found: !!root, month: null, year: null, heading: '', days: [], nav: {}, selects: {}, times: [], sliders: [],
                 meridiem: null};
    if (!root) return {out, parts: {}};
    const parts = {days: [], nav: {}, selects: {}, times: [], sliders: []};
    if (cal) {
      const grid = cal.grid;
      // the heading: what is shown outside the grid (text, a select's choice, a year box's value) naming
      // a month and a year; its box places the arrows
      let headingBox = null;
      for (let e = up(grid), i = 0; e && i < 5 && !headingBox; e = up(e), i++) {
        const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
        const pieces = [];
        for (let t = walker.nextNode(); t; t = walker.nextNode()) {
          const p = t.parentElement;
          if (!t.textContent.trim() || contains(grid, p) || p.closest('select, option, script, style') || !shown(p)) continue;
          pieces.push({el: p, text: t.textContent.trim()});
        }
        for (const c of all(e)) {
          if (c === field || contains(grid, c) || !c.matches('select, input') || !shown(c)) continue;
          pieces.push({el: c, text: c.matches('select') ? c.selectedOptions[0]?.text || '' : c.value || ''});
        }
        const text = pieces.map((x) => x.text).join(' ');
        if (monthIn(text) && yearIn(text)) {
          const named = [pieces.find((x) => monthIn(x.text)), pieces.find((x) => yearIn(x.text))].filter(Boolean);
          const rects = named.map((x) => x.el.getBoundingClientRect());
          headingBox = {left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
                        top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
                        els: named.map((x) => x.el)};
          out.heading = text.slice(0, 80);
          out.month = monthIn(text);
          out.year = yearIn(text);
        }
        if (contains(e, field)) break;
      }
      for (const sel of all(root).filter((e) => e.matches('select'))) {
        const opts = [...sel.options].map((o) => o.text.trim());
        if (opts.length === 12 && opts.every((t) => monthIn(t))) { parts.selects.month = sel; out.selects.month = true; }
        else if (opts.length > 1 && opts.every((t) => /^\d{4}$/.test(t))) {
          parts.selects.year = sel; out.selects.year = opts.map(Number);
        }
      }
      if (parts.selects.month) out.month = out.month || parts.selects.month.selectedIndex + 1;
      if (parts.selects.year) out.year = out.year || +parts.selects.year.value;
      // the month's own days: labelled with this month, else from the first "1" to the next "1"
      const cells = cal.cells;
      const labelled = cells.map((c) => label(c, grid));
      let own;
      if (labelled.every((l) => l && monthIn(l))) {
        own = cells.filter((c, i) => monthIn(labelled[i]) === out.month);
        if (!out.year) out.year = yearIn(labelled[0]);
      } else {
        const first = cells.findIndex((c) => dayOf.get(c) === 1);
        const next = cells.findIndex((c, i) => i > first && dayOf.get(c) === 1);
        own = first < 0 ? [] : cells.slice(first, next < 0 ? undefined : next);
      }
      parts.days = own;
      out.days = own.map((c) => ({day: dayOf.get(c), disabled: disabledOf(c, grid), selected: selectedOf(c, grid)}));
      // previous / next: by label, by arrow glyph, or by place on the heading's row
      const g0 = grid.getBoundingClientRect();  // no heading found: the band above the grid, split in its middle
      const mid = (g0.left + g0.right) / 2;
      const box = headingBox || {left: mid, right: mid, top: g0.top - 80, bottom: g0.top};
      const PREV = /prev|previous|back|earlier|zur(ü|u)ck|vorig|vorher|pr(é|e)c(é|e)dent|anterior|precedente|vorige|poprzedni|пред|назад|前|이전/i;
      const NEXT = /next|forward|later|weiter|n(ä|a)chst|suivant|siguiente|pr(ó|o)ximo|successivo|volgende|nast(ę|e)pny|след|вперед|вперёд|次|다음/i;
      const glyph = (t) => /^[‹«<←◀◂◄❮〈⟨]$/.test(t) ? -1 : /^[›»>→▶▸►❯〉⟩]$/.test(t) ? 1 : 0;
      // the heading, and a year box's own spin arrows (beside it in its wrapper), are not the month's arrows
      const inHeading = (e) => headingBox && headingBox.els.some((h) => contains(e, h) || contains(h.matches('input') ? up(h) : h, e));
      const candidates = all(root).filter((e) => !contains(grid, e) && !inHeading(e) && !e.closest('select') && shown(e) && (e.matches('button, a, [role=button], [tabindex]') ||
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
      for (const dir of [-1, 1]) {
        const best = scored.filter((s) => s.dir === dir).sort((a, b) => a.rank - b.rank || a.gap - b.gap)[0];
        if (best) { parts.nav[dir < 0 ? 'prev' : 'next'] = best.e; out.nav[dir < 0 ? 'prev' : 'next'] = !disabledOf(best.e, root); }
      }
    }
    if (times) {
      parts.times = times.items;
      out.times = times.items.map((t) => ({text: ownText(t), disabled: disabledOf(t, times.list), selected: selectedOf(t, times.list)}));
    }
    parts.sliders = all(root).filter((e) => e.matches(CLOCK) && shown(e) && !contains(field, e));
    out.sliders = parts.sliders.map((e) => ({...bounds(e), input: e.matches('input')}));
    // a 12-hour clock's AM/PM: a control showing only that
    parts.meridiem = all(root).find((e) => /^[ap]\.?\s?m\.?$/i.test(ownText(e)) && shown(e) &&
      ![...e.children].some((c) => ownText(c) === ownText(e)));
    out.meridiem = parts.meridiem ? ownText(parts.meridiem) : null;
    return {out, parts};
  };

  if (q.op === 'element') {
    const {parts} = look();
    if (q.what === 'prev' || q.what === 'next') return parts.nav?.[q.what] || null;
    if (q.what === 'month' || q.what === 'year') return parts.selects?.[q.what] || null;
    if (q.what === 'meridiem') return parts.meridiem || null;
    const list = {day: parts.days, time: parts.times, slider: parts.sliders}[q.what] || [];
    return list[q.n] || null;
  }
  if (q.op === 'step') {  // the previous/next control clicked `q.times` times in a row, a task apart
    let control = look().parts.nav?.[q.what];
    for (let i = 0; i < q.times && control; i++) {
      const r = control.getBoundingClientRect();
      const at = {bubbles: true, cancelable: true, composed: true, view: window, button: 0,
                  clientX: r.left + r.width / 2, clientY: r.top + r.height / 2};
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
        control.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, {...at, pointerId: 1, isPrimary: true})
                                                         : new MouseEvent(type, at));
      }
      await new Promise((r) => setTimeout(r, 0));
      if (!control.isConnected) control = look().parts.nav?.[q.what];  // drawn again: its new control
      if (!control) { await frames(); control = look().parts.nav?.[q.what]; }
    }
    return null;
  }
  // state, waiting (a frame at a time) for a popup to show or its heading to change; with `q.settle`, for
  // the page's running animations first (a popup fading in on focus is not shown yet), at most that long
  if (q.settle) {
    await frames();
    const running = document.getAnimations().filter((a) => a.playState === 'running' &&
      Number.isFinite(a.effect?.getComputedTiming?.().endTime));
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => null))),
                        new Promise((r) => setTimeout(r, q.settle))]);
  }
  const until = Date.now() + (q.ms || 0);
  let {out} = look();
  while (Date.now() < until && (q.since === undefined ? !out.found : out.found && out.heading === q.since)) {
    await frames();
    ({out} = look());
  }
  return out;
}
