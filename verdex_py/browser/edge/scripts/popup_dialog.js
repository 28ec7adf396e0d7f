// A picker drawn as a dialog (read with popup.js): the control opened a dialog whose content is one
// group of choices and a few buttons, and the choice is taken only when the dialog is confirmed.
// Which button confirms is read from structure, never from words (#41, #43): what only closes it is
// asks.js's closer; of the rest, the one left, else the one submitter of the dialog's form among
// plain buttons, else the one with `autofocus`, else (two buttons side by side in one row) the
// trailing one. Anything else is ambiguous: nothing is confirmed.

/**
 * @typedef {Object} PickerDialog
 * @property {boolean} open
 * @property {string} label
 * @property {string[]} choices
 * @property {string[]} controls
 * @property {number|null} confirm
 * @property {string} how
 */

const CHOICES = '[role=radio], input[type=radio], [role=option], [role=menuitemradio]';
const GROUPS = '[role=radiogroup], [role=listbox], [role=menu], fieldset';
const CONTROLS = 'button, [role=button], input[type=button], input[type=submit]';
const OTHER_FIELDS = 'textarea, select, [contenteditable=true], [role=textbox], [role=combobox], [role=checkbox], '
  + '[role=switch], input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]):not([type=radio])';
// the dialog (any ARIA or <dialog> kind) the chosen item sits in, opened since `mark`, still shown
const dialogOf = (item) => {
  for (let e = item; e; e = parentOf(e)) {
    if (e.matches && e.matches('dialog, [role=dialog], [role=alertdialog], [aria-modal=true]')) {
      const before = window.__SHOWN_BEFORE__ || new WeakSet();
      return visible(e) && !before.has(e) ? e : null;
    }
  }
  return null;
};
const nameOf = (e) => (e.getAttribute('aria-label') || (e.labels && e.labels[0] ? text(e.labels[0]) : '') || text(e) || e.value || '').trim();
const readPicker = (item) => {
  const none = {open: false, label: '', choices: [], controls: [], confirm: null, how: 'no dialog opened by the call holds it as a choice'};
  const box = dialogOf(item);
  if (!box) return [none, null];
  const asks = __ASKS__;
  const all = (sel) => deep(box).flatMap((s) => [...s.querySelectorAll(sel)]);
  const choices = all(CHOICES).filter((c) => visible(c) || (c.labels && [...c.labels].some(visible)));
  const isChoice = (c) => c === item || c.contains(item) || item.contains(c) || (c.labels && [...c.labels].includes(item));
  if (!choices.some(isChoice)) return [none, null];  // a button of the dialog, say: nothing to confirm
  const groups = new Set(choices.map((c) => (c.closest(GROUPS) || (c.name ? `name:${c.name}` : box))));
  const grouped = choices.filter((c) => !c.matches('input') || c.name);
  const controls = all(CONTROLS).filter((c) => visible(c) && !c.disabled && c.getAttribute('aria-disabled') !== 'true'
    && !choices.some((o) => o === c || o.contains(c)));
  const label = (box.getAttribute('aria-label') || (all('h1, h2, h3, h4, [role=heading], legend').find(visible)?.innerText || '')).trim();
  const said = {open: true, label: label.replace(/\s+/g, ' ').slice(0, 60), choices: choices.map(nameOf),
    controls: controls.map(nameOf), confirm: null, how: ''};
  const fields = all(OTHER_FIELDS).filter(visible);
  if (!choices.length || groups.size !== 1 || grouped.length !== choices.length || fields.length) {
    return [{...said, how: 'the dialog holds more than one group of choices'}, null];
  }
  const closer = asks(box, controls).closer;
  const rest = controls.filter((c) => c !== closer && !c.matches('[aria-haspopup]:not([aria-haspopup=false]), [aria-expanded]'));
  const submits = rest.filter((c) => c.matches('button:not([type]), button[type=submit], input[type=submit]') && c.form);
  const focused = rest.filter((c) => c.hasAttribute('autofocus'));
  const row = rest.length === 2 && parentOf(rest[0]) === parentOf(rest[1])
    && rest[1].getBoundingClientRect().left >= rest[0].getBoundingClientRect().right - 1;
  const [pick, how] = rest.length === 1 ? [rest[0], 'the one control besides what only closes it']
    : submits.length === 1 ? [submits[0], "the dialog form's one submit button"]
    : focused.length === 1 ? [focused[0], "the dialog's default (autofocus)"]
    : row && !submits.length ? [rest[1], 'the trailing one of the two buttons in its row']
    : [null, `none of its ${rest.length} controls is told apart by structure as the one that confirms`];
  return [{...said, confirm: pick ? controls.indexOf(pick) : null, how}, pick];
};

/**
 * @operation picker  the dialog the chosen item (the target) sits in, opened since `mark`: its label,
 *   choices and controls, and which control confirms the choice (`confirm`, an index of `controls`;
 *   null when none can be told apart by structure, `how` says why)
 * @returns {PickerDialog}
 */
const picker = (target) => readPicker(target)[0];

/**
 * @operation confirmer  the control of `picker` that confirms the choice, or null
 * @returns {Element|null}
 */
const confirmer = (target) => readPicker(target)[1];
