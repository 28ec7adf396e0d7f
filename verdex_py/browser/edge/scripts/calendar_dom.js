// A date or time field as the page draws it, for calendar_popup.js and calendar.js (loaded after
// this): the page's month names (from Intl, in its language), what the field shows, its spinbutton
// sections. `c` is the field's context (fieldAt): the field, its language, its month names once read.

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
const ownText = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim();
const label = (el, stop) => {
  for (let e = el; e && e !== stop; e = up(e)) {
    const l = e.getAttribute?.('aria-label') || e.getAttribute?.('title');
    if (l) return l;
  }
  return '';
};
const fieldAt = (field) => ({field, lang: field.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || '',
  monthNames: null});

// every name of every month in the page's language (and the browser's, and English)
const months = (c) => {
  if (c.monthNames) return c.monthNames;
  c.monthNames = new Map();
  for (const l of [...new Set([c.lang, navigator.language, 'en'].filter(Boolean))]) {
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
          if (key && !/^\d+$/.test(key) && !c.monthNames.has(key)) c.monthNames.set(key, m + 1);
        }
      }
    }
  }
  return c.monthNames;
};
const monthIn = (c, text) => {
  for (const word of (text.toLowerCase().match(/[\p{L}]+\.?/gu) || [])) {
    const m = months(c).get(word.replace(/\.$/, ''));
    if (m) return m;
  }
  return null;
};
const yearIn = (text) => { const y = /(?:^|\D)(1[6-9]\d\d|2\d\d\d)(?!\d)/.exec(text); return y ? +y[1] : null; };

// -- the field ---------------------------------------------------------------------------
const spinbuttons = (field) => {
  const group = field.matches('[role=spinbutton]') ? field.closest('[role=group]') || up(field) : field;
  return group ? all(group).filter((e) => e.matches('[role=spinbutton]') && shown(e, true)) : [];
};
const read = (field) => {  // what the field shows: an input's value, else the text around its sections
  if (field.matches('input, textarea')) return field.value;
  const spins = spinbuttons(field);
  let box = spins.length > 1 ? up(spins[0]) : field;
  while (box && spins.some((e) => !contains(box, e))) box = up(box);
  return ownText(box || field);
};
/** @returns {Section[]} */
const sectionsOf = (field) => {
  const spins = spinbuttons(field);
  const num = (e, n) => { const v = parseFloat(e.getAttribute(n)); return Number.isFinite(v) ? v : null; };
  return spins.length >= 2 ? spins.map((e) => ({
    min: num(e, 'aria-valuemin'), max: num(e, 'aria-valuemax'), now: num(e, 'aria-valuenow'),
    text: ownText(e), label: e.getAttribute('aria-label') || '', numeric: e.getAttribute('inputmode') !== 'text',
  })) : [];
};
