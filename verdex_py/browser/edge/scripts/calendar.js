// A date or time picker (browser/input/calendar.py drives it), one named operation each
// (calendar_ops.py declares them): the field itself and what it shows (calendar_dom.js), its popup
// (calendar_popup.js, both loaded before this): the popups open before, the state of the one the
// field opened, one of its elements, its arrows clicked many times in a row.

/**
 * @typedef {Object} Section
 * @property {number|null} min
 * @property {number|null} max
 * @property {number|null} now
 * @property {string} text
 * @property {string} label
 * @property {boolean} numeric
 */
/**
 * @typedef {Object} FieldFacts
 * @property {boolean} editable
 * @property {boolean} fieldish
 * @property {Section[]} sections
 * @property {string[]} hints
 * @property {string} lang
 * @property {string} value
 * @property {Object<string, number>} months
 */
/**
 * @typedef {Object} ValueQuery
 * @property {string} since
 * @property {number} ms
 */
/**
 * @typedef {Object} SectionQuery
 * @property {number} n
 */
/**
 * @typedef {Object} StateQuery
 * @property {Element[]|null} before
 * @property {number} [settle]
 * @property {number} [ms]
 * @property {string} [since]
 */
/**
 * @typedef {Object} Day
 * @property {number} day
 * @property {boolean} disabled
 * @property {boolean} selected
 */
/**
 * @typedef {Object} TimeEntry
 * @property {string} text
 * @property {boolean} disabled
 * @property {boolean} selected
 */
/**
 * @typedef {Object} Slider
 * @property {number|null} min
 * @property {number|null} max
 * @property {boolean} input
 */
/**
 * @typedef {Object} Nav
 * @property {boolean} [prev]
 * @property {boolean} [next]
 */
/**
 * @typedef {Object} Selects
 * @property {boolean} [month]
 * @property {number[]} [year]
 */
/**
 * @typedef {Object} CalendarState
 * @property {boolean} found
 * @property {number|null} month
 * @property {number|null} year
 * @property {string} heading
 * @property {Day[]} days
 * @property {Nav} nav
 * @property {Selects} selects
 * @property {TimeEntry[]} times
 * @property {Slider[]} sliders
 * @property {string|null} meridiem
 */
/**
 * @typedef {Object} ElementQuery
 * @property {Element[]|null} before
 * @property {string} what
 * @property {number} n
 */
/**
 * @typedef {Object} StepQuery
 * @property {Element[]|null} before
 * @property {string} what
 * @property {number} times
 */

/**
 * @operation field  the field itself: editable, its value, hints of its format, its language, sections
 * @returns {FieldFacts}
 */
const field = (target) => {
  const c = fieldAt(target);
  const sections = sectionsOf(target);
  const texts = (ids) => (ids || '').split(/\s+/).map((id) => target.getRootNode().getElementById?.(id)?.innerText || '');
  const hints = [target.placeholder, target.title, ...texts(target.getAttribute('aria-describedby')),
    ...[...(target.labels || [])].map((l) => l.innerText), sections.map((s) => s.text).join('/')].filter(Boolean);
  const editable = (target.matches('input, textarea') && !target.readOnly && !target.disabled) || target.isContentEditable;
  const fieldish = sections.length > 0 || target.matches('input, [role=textbox], [role=combobox], [role=searchbox], [aria-haspopup]');
  return {editable, fieldish, sections, hints, lang: c.lang, value: read(target), months: Object.fromEntries(months(c))};
};

/**
 * @operation value  what the field shows (an input's value, else its text), waiting up to `ms` to leave `since`
 * @param {ValueQuery} q
 * @returns {string}
 */
const value = async (target, q) => {
  const until = Date.now() + (q.ms || 0);
  let now = read(target);
  while (now === q.since && Date.now() < until) { await frames(); now = read(target); }
  await frames();
  return read(target);
};

/**
 * @operation section  the field's own spinbutton section `n`, or null
 * @param {SectionQuery} q
 * @returns {Element|null}
 */
const section = (target, q) => spinbuttons(target)[q.n] || null;

/**
 * @operation roots  the popups shown now (passed back as `before`: they are not the field's)
 * @returns {Element[]}
 */
const roots = (target) => {
  const p = popupAt(target, null);
  return [...grids(p).map((g) => g.grid), ...timeLists(p).map((t) => t.list), ...clocks(p).map((c) => c.list)];
};

/**
 * @operation state  the field's popup, waiting (a frame at a time) up to `ms` for it to show, or with
 *   `since` (a heading) for its heading to change (the calendar moved); `settle`: ms for running
 *   animations to end first (a popup that fades in as the field takes focus is not shown yet)
 * @param {StateQuery} q
 * @returns {CalendarState}
 */
const state = async (target, q) => {
  const p = popupAt(target, q.before);
  if (q.settle) {
    await frames();
    const running = document.getAnimations().filter((a) => a.playState === 'running' &&
      Number.isFinite(a.effect?.getComputedTiming?.().endTime));
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => null))),
                        new Promise((r) => setTimeout(r, q.settle))]);
  }
  const until = Date.now() + (q.ms || 0);
  let {out} = look(p);
  while (Date.now() < until && (q.since === undefined ? !out.found : out.found && out.heading === q.since)) {
    await frames();
    ({out} = look(p));
  }
  return out;
};

/**
 * @operation element  the popup's element of `what` ('prev' | 'next' | 'day' | 'time' | 'slider' |
 *   'month' | 'year' | 'meridiem'), the `n`th; or null
 * @param {ElementQuery} q
 * @returns {Element|null}
 */
const element = (target, q) => {
  const {parts} = look(popupAt(target, q.before));
  if (q.what === 'prev' || q.what === 'next') return parts.nav?.[q.what] || null;
  if (q.what === 'month' || q.what === 'year') return parts.selects?.[q.what] || null;
  if (q.what === 'meridiem') return parts.meridiem || null;
  const list = {day: parts.days, time: parts.times, slider: parts.sliders}[q.what] || [];
  return list[q.n] || null;
};

/**
 * @operation step  the `what` control (prev | next) clicked `times` times in a row, a task apart
 *   (after one real click showed it steps)
 * @param {StepQuery} q
 * @returns {null}
 */
const step = async (target, q) => {
  const p = popupAt(target, q.before);
  let control = look(p).parts.nav?.[q.what];
  for (let i = 0; i < q.times && control; i++) {
    const r = control.getBoundingClientRect();
    const at = {bubbles: true, cancelable: true, composed: true, view: window, button: 0,
                clientX: r.left + r.width / 2, clientY: r.top + r.height / 2};
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      control.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, {...at, pointerId: 1, isPrimary: true})
                                                       : new MouseEvent(type, at));
    }
    await new Promise((r) => setTimeout(r, 0));
    if (!control.isConnected) control = look(p).parts.nav?.[q.what];  // drawn again: its new control
    if (!control) { await frames(); control = look(p).parts.nav?.[q.what]; }
  }
  return null;
};
