// A slider drawn with no ARIA role: a small focusable handle on a wider track (a <span tabindex>, a
// link, a button), moved by the arrow keys. One named operation each (track_ops.py declares them):
// find the handle, its track, and where it sits (the bounds the page gives, and every number shown
// near it, keyed so that a number that moves with the handle can be told from the others).

/**
 * @typedef {Object} TrackQuery
 * @property {string|null} [from]
 * @property {number} [ms]
 */
/**
 * @typedef {Object} TrackState
 * @property {number} fraction
 * @property {boolean} vertical
 * @property {Object<string, number>} numbers
 * @property {number|null} min
 * @property {number|null} max
 * @property {string} sig
 */

const box = (e) => e.getBoundingClientRect();
const visible = (e) => { const r = box(e); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
const focusable = (e) => !e.matches('input, select, textarea, option') && !e.disabled &&
  (e.matches('a[href], button') || (e.hasAttribute('tabindex') && e.tabIndex >= 0));
// the track a handle sits on: an ancestor (3 levels at most) at least three handles long, longer than wide
const trackOf = (h) => {
  const hr = box(h);
  let p = h.parentElement;
  for (let i = 0; p && i < 3; i++, p = p.parentElement) {
    const r = box(p);
    if (r.width >= 3 * hr.width && r.width > 2 * r.height) return {track: p, vertical: false};
    if (r.height >= 3 * hr.height && r.height > 2 * r.width) return {track: p, vertical: true};
  }
  return null;
};
const handles = (scope) => [scope, ...scope.querySelectorAll('*')].filter((e) => focusable(e) && visible(e) && trackOf(e));
const placed = (h) => trackOf(h) || {track: h.parentElement, vertical: false};
const num = (e, names) => {
  for (const n of names) { const v = parseFloat(e.getAttribute(n)); if (Number.isFinite(v)) return v; }
  return null;
};
// The numbers a text shows: thousands groups and a decimal comma read as a number field reads them.
const readings = (s) => ((s || '').match(/-?\d+(?:[.,]\d+)*/g) || []).map((t) => {
  const v = parseFloat(/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, '') : t.replace(',', '.'));
  return Number.isFinite(v) ? v : null;
});
// Where to read numbers, for a handle on its track: near, the track's container (up to 3 levels,
// while it holds little text); far, the rest of the page.
const around = (h, track) => {
  let scope = track;
  for (let i = 0; i < 3 && scope.parentElement && scope.parentElement !== document.body &&
    (scope.parentElement.innerText || '').length < 300; i++) scope = scope.parentElement;
  const far = [...document.body.querySelectorAll('*')].filter((e) => !scope.contains(e) && !e.matches('script, style'))
    .slice(0, 5000);
  return [['n', [h, ...scope.querySelectorAll('*')]], ['f', far]];
};
// each number by where it stands (n: near, f: far; the element; its place in the element's text)
const numbersIn = (places) => {
  window.__TRACK_IDS__ = window.__TRACK_IDS__ || 0;
  const numbers = {};
  for (const [where, elements] of places) {
    for (const e of elements) {
      let found = [];
      if (e.matches('input')) found = readings(e.value);
      else if ([...e.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && /\d/.test(c.textContent))) {
        found = readings([...e.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent).join(' '));
      }
      if (!found.length) continue;
      if (!e.__verdexTrackId) e.__verdexTrackId = ++window.__TRACK_IDS__;
      found.forEach((v, i) => { if (v !== null) numbers[`${where}${e.__verdexTrackId}.${i}`] = v; });
    }
  }
  return numbers;
};
const stateOf = (h, track, vertical, places) => {
  const attr = (names) => { for (const e of [h, track, track.parentElement]) if (e) { const v = num(e, names); if (v !== null) return v; } return null; };
  const hr = box(h), tr = box(track);
  const pct = (v) => (v && v.endsWith('%') ? parseFloat(v) / 100 : null);
  let fraction = pct(vertical ? h.style.bottom : h.style.left);
  if (fraction === null || !Number.isFinite(fraction)) {
    fraction = vertical ? (tr.bottom - (hr.top + hr.height / 2)) / tr.height : (hr.left + hr.width / 2 - tr.left) / tr.width;
  }
  const numbers = numbersIn(places);
  const now = attr(['aria-valuenow']);
  if (now !== null) numbers.aria = now;
  const r = (x) => Math.round(x * 10000) / 10000;
  return {fraction: r(Math.min(1, Math.max(0, fraction))), vertical, numbers,
    min: attr(['aria-valuemin', 'data-min', 'min']), max: attr(['aria-valuemax', 'data-max', 'max'])};
};
const sig = (s) => JSON.stringify([s.fraction, s.numbers]);

/**
 * @operation find  from the element the agent named: the handle, or the one handle inside it (two
 *   handles set a range, not one value); null: none
 * @returns {Element|null}
 */
const find = (target) => {
  if (focusable(target) && trackOf(target)) return target;
  const found = handles(target);
  return found.length === 1 ? found[0] : null;
};

/**
 * @operation track  on the handle: its track
 * @returns {Element|null}
 */
const track = (target) => placed(target).track;

/**
 * @operation state  on the handle: where it sits now; with `from` (a state's `sig`), once the handle
 *   or a number changed and held still, at most `ms` later (a widget may render frames after the key)
 * @param {TrackQuery} q
 * @returns {TrackState}
 */
const state = (target, q) => {
  const {track: on, vertical} = placed(target);
  const places = around(target, on);
  const look = () => stateOf(target, on, vertical, places);
  if (q.from == null) { const s = look(); return {...s, sig: sig(s)}; }
  const until = Date.now() + q.ms;
  let last = q.from, since = Date.now();
  return new Promise((done) => {
    const tick = () => {
      const s = look();
      const now = sig(s);
      if (now !== last) { last = now; since = Date.now(); }
      if ((now !== q.from && Date.now() - since >= 60) || Date.now() >= until) done({...s, sig: now});
      else requestAnimationFrame(tick);
    };
    tick();
  });
};
