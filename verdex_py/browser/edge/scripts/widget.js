// A custom widget operated by browser_select_option (anything but a native <select>), one named
// operation each (widget_ops.py declares them): what kind it is, its options (in its popup once
// open), one option to click, and what it shows. Loaded after widget_dom.js and widget_items.js.
// `describe` may also answer `suggest` (a plain text field) or `disclosure` (a toggle that only says
// it expands): their lists are the POPUP script's (popup.js). Picking one option of an opened list
// that may move under the pointer: widget_picks.js, loaded after this.

/**
 * @typedef {Object} WidgetQuery
 * @property {string} kind
 * @property {boolean} native
 */
/**
 * @typedef {Object} Described
 * @property {string} kind
 * @property {boolean} editable
 * @property {boolean} multi
 * @property {boolean} native
 * @property {boolean} expanded
 * @property {boolean} unsure
 */
/**
 * @typedef {Object} Option
 * @property {string} label
 * @property {string} value
 * @property {string} [name]
 * @property {boolean} selected
 * @property {string} role
 * @property {boolean} [disabled]
 * @property {boolean} [multi]
 * @property {boolean} [sub]
 */
/**
 * @typedef {Object} WaitQuery
 * @property {string} kind
 * @property {boolean} native
 * @property {number} ms
 * @property {string|null} [want]
 * @property {string[]|null} [other]
 */
/**
 * @typedef {Object} ScanQuery
 * @property {string} kind
 * @property {boolean} native
 * @property {number} ms
 * @property {string|null} stop
 */
/**
 * @typedef {Object} Scanned
 * @property {Option[]} options
 * @property {boolean} found
 */
/**
 * @typedef {Object} OptionQuery
 * @property {string} kind
 * @property {boolean} native
 * @property {number} index
 * @property {string} [label]
 * @property {string} [role]
 */
/**
 * @typedef {Object} ChipQuery
 * @property {string} label
 */
/**
 * @typedef {Object} Shown
 * @property {string} text
 * @property {string} around
 * @property {string[]} parts
 * @property {string[]} chosen
 * @property {string[]} native
 * @property {boolean|null} checked
 * @property {boolean} expanded
 */

// A button slotted into a component (as its trigger) that holds a menu or listbox beside it.
const slottedBeside = (w) => {
  for (let a = w.el, i = 0; a && i < 6; a = parentOf(a), i++) {
    const host = a.assignedSlot ? a.assignedSlot.getRootNode().host : null;
    if (host && [...host.children].some((c) => !c.contains(w.el) && (is(c, POPUP) || under(c, POPUP).length))) return true;
  }
  return false;
};
// A control whose list no ARIA names (operated with the popup script): a plain text field may
// suggest as it is typed into; a toggle that says it expands (no popup role) reveals its items.
const unnamedPopup = (w, buttonish) => {
  const el = w.el;
  if (roleOf(el) && roleOf(el) !== 'button' && roleOf(el) !== 'textbox') return null;
  if (el.matches('input:not([type]), input[type=text], input[type=search]') && typed(el)) return 'suggest';
  return buttonish && opener(w, 'expanded', 'ariaExpanded') != null ? 'disclosure' : null;
};
// A button named by a menu as the element it opens from (a web component's anchor or opener
// attribute holding the button's id), though the button says nothing of it.
// (the button may sit in the shadow root of the element that carries the id)
const namedOpener = (el) => {
  const ids = [];
  for (let e = el; e; e = e.getRootNode().host) if (e.id) ids.push(e.id);
  return ids.length > 0 && all('*').some((e) => e !== el && !e.matches('label') &&
    [...e.attributes].some((a) => ids.includes(a.value) && !/^(for|aria-|id$)/.test(a.name)) &&
    (is(e, POPUP) || e.tagName.includes('-') || under(e, OPTION).length));  // a menu, or a component
};
// The kind its roles and ARIA states say (null: none of them).
const ariaKind = (w) => {
  const el = w.el;
  const role = roleOf(el);
  const tag = el.tagName.toLowerCase();
  const popup = (opener(w, 'haspopup', 'ariaHasPopup') || '').toLowerCase();
  if (el.matches('input[list]') && el.list) return 'datalist';  // suggestions for a text field
  if (role === 'switch') return 'switch';
  if (role === 'radiogroup' || isRadio(el)) return 'radiogroup';
  if (role === 'listbox') return 'listbox';
  if (role === 'combobox' || popup === 'listbox' || popup === 'dialog' || popup === 'grid' || popup === 'tree') return 'combobox';
  if (popup === 'menu' || popup === 'true') return 'menu';
  if ((tag === 'fieldset' || role === 'group') && (el.querySelector('input[type=radio]') || under(el, ['radio']).length)) {
    return 'radiogroup';
  }
  return null;
};
/** @returns {Described|null} */
const describeWidget = (w) => {
  const el = w.el;
  const role = roleOf(el);
  const buttonish = el.tagName.toLowerCase() === 'button' || role === 'button' || role === 'combobox' ||
    el.matches('input[type=button]');
  let kind = ariaKind(w);
  const select = kind === null || kind === 'combobox' || kind === 'menu' ? nativeBehind(w) : null;
  if (kind === null && select && buttonish) kind = 'combobox';
  const plain = kind === null && buttonish && !(el.type === 'submit' && el.form) && (namedOpener(el) || slottedBeside(w));
  if (plain) kind = 'menu';
  kind = kind || unnamedPopup(w, buttonish);
  if (kind === null) return null;
  // a text field, or a combobox holding one (its list may need typing first)
  const editable = typed(el) || (kind === 'combobox' && typed(w.target)) || (kind === 'combobox' &&
    [...el.querySelectorAll('input, textarea')].some((f) => typed(f) && visible(f)));
  const multi = aria(el, 'multiselectable', 'ariaMultiSelectable') === 'true' || (select !== null && select.multiple);
  return {kind, editable, multi, native: select !== null, expanded: isExpanded(w), unsure: plain};
};

/**
 * @operation picked  on an option element: whether it now says it is chosen
 * @returns {boolean}
 */
const picked = (target) => target.isConnected && on(target);

/**
 * @operation expanded  whether the control says it is open (aria-expanded, or its internals)
 * @returns {boolean}
 */
const expanded = (target) => isExpanded(widgetAt(target));

/**
 * @operation describe  what kind of widget the target is; null: none
 * @returns {Described|null}
 */
const describe = (target) => describeWidget(widgetAt(target));

/**
 * @operation seen  remember the popups open now, to tell a portal the control opens from them
 * @returns {null}
 */
const seen = () => {
  for (const p of allOf(POPUP)) p.__verdexSeen = visible(p);
  for (const c of document.body.children) c.__verdexSeen = visible(c);
  document.body.__verdexSeenRan = true;
  return null;
};

/**
 * @operation search  the text field a search is typed into: the widget's own, one its popup focused,
 *   or a filter its open popup draws
 * @returns {Element|null}
 */
const search = (target) => {
  const el = boxOf(target);
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  const field = (e) => e && e.matches('input, textarea') && typed(e) && visible(e);
  if (field(el)) return el;
  if (field(target)) return target;
  if (active !== el && field(active)) return active;
  // a filter drawn in the open popup beside its options (not focused when it opened)
  const w = widgetAt(target);
  for (const p of isExpanded(w) ? popups(w) : []) {
    for (let a = p, i = 0; a && a !== document.body && i < 3 && !a.contains(el); a = a.parentElement, i++) {
      const inside = [...a.querySelectorAll('input, textarea')].find(field);
      if (inside) return inside;
    }
  }
  return null;
};

/**
 * @operation wait  the number of options once some show (with `want`: once one of that label or value
 *   shows, as a search's results come in; with `other`: once their labels are no longer those, as a
 *   cascader draws its next level), or 0 when none did in `ms`
 * @param {WaitQuery} q
 * @returns {number}
 */
const wait = (target, q) => {
  const w = widgetAt(target);
  const until = Date.now() + q.ms;
  const want = q.want == null ? null : q.want.toLowerCase();
  const other = q.other == null ? null : q.other.join('\n');
  const has = (n) => {
    if (other != null && items(w, q.kind).map((o) => labelOf(w, o)).join('\n') === other) return 0;
    return want == null ? n : items(w, q.kind).map((o) => optionOf(w, o)).some(
      (o) => o.label.toLowerCase() === want || String(o.value).toLowerCase() === want) ? n : 0;
  };
  return new Promise((done) => {
    const styled = () => {  // a styled list standing for a hidden <select>: its entries shown
      const select = q.native ? nativeBehind(w) : null;
      // (options not chosen: a multi-select shows its chosen ones as chips beside the field, no list)
      return select ? [...select.options].filter((o) => !o.selected && styledItem(w, o.label.trim())).length : 0;
    };
    const tick = () => {
      const n = has(items(w, q.kind).length || styled());
      if (n || Date.now() >= until) done(n); else setTimeout(tick, 50);
    };
    tick();
  });
};

/**
 * @operation options  the options shown now, in order (else a hidden native <select>'s)
 * @param {WidgetQuery} q
 * @returns {Option[]}
 */
const options = (target, q) => {
  const w = widgetAt(target);
  const found = items(w, q.kind).map((o) => optionOf(w, o));
  if (found.length || !q.native) return found;
  return nativeState(w) || [];
};

/**
 * @operation scan  a virtual list renders only the entries in view: scroll it through from its top,
 *   collecting them, until one of label, value or name `stop` (any case) shows, scrolled into view;
 *   without `stop`, or when none shows, to the end (the list then put back where it stood). Bounded
 *   in steps (list_scroll.js) and by `ms`
 * @param {ScanQuery} q
 * @returns {Scanned}
 */
const scan = async (target, q) => {
  const w = widgetAt(target);
  const seenBy = new Map();
  const want = q.stop == null ? null : q.stop.toLowerCase();
  const names = (o) => [o.label, String(o.value), o.name || ''].map((n) => n.toLowerCase());
  const look = () => {
    let hit = null;
    for (const e of items(w, q.kind)) {
      const o = optionOf(w, e);
      if (!seenBy.has(o.label)) seenBy.set(o.label, o);
      if (!hit && want != null && names(o).includes(want)) hit = e;
    }
    return hit;
  };
  const box = listScroller(items(w, q.kind));
  const found = box ? await throughList(box, () => items(w, q.kind), look, Date.now() + q.ms) : look();
  return {options: [...seenBy.values()], found: !!found};
};

/**
 * @operation option  the element to click for option `index` (of `options`; the one labelled `label` when
 *   the list was re-sorted since); a styled radio hides its
 *   input: its label takes the click. A native one (`role`): its entry in the styled list. Null: none
 * @param {OptionQuery} q
 * @returns {Element|null}
 */
const option = (target, q) => {
  const w = widgetAt(target);
  const found = items(w, q.kind);
  if (q.role === 'native') return nativeEntry(w, found, q.label);  // an option of the native list
  let item = found[q.index] || null;
  // a list re-sorted since its options were read (chosen ones moved up): the option of that name
  if (q.label != null && q.role !== 'radio' && (!item || labelOf(w, item) !== q.label)) {
    item = found.find((o) => labelOf(w, o) === q.label) || null;
  }
  if (item && item.matches('input[type=radio]') && item.labels && item.labels.length) return item.labels[0];
  if (found.length) return item;
  return q.label != null ? styledItem(w, q.label) : null;
};

/**
 * @operation select  the hidden native <select> behind the styled control, or null
 * @returns {Element|null}
 */
const select = (target) => nativeBehind(widgetAt(target));

/**
 * @operation native  the options of the hidden native <select> (chosen or not); null: none behind it
 * @returns {Option[]|null}
 */
const native = (target) => nativeState(widgetAt(target));

/**
 * @operation chip  a chosen option's chip beside the field: its remove control, else the chip; or null
 * @param {ChipQuery} q
 * @returns {Element|null}
 */
const chip = (target, q) => chipRemover(widgetAt(target), q.label);

/**
 * @operation shown  what the widget shows now: its text or value, and the options marked chosen
 * @param {WidgetQuery} q
 * @returns {Shown}
 */
const shown = (target, q) => {
  const w = widgetAt(target);
  const el = w.el;
  const select = q.native ? nativeBehind(w) : null;
  const chosen = q.kind === 'listbox' || q.kind === 'radiogroup' ? items(w, q.kind).filter(on).map((o) => labelOf(w, o)) : [];
  // the nearest ancestor with some text: a combobox's field often sits beside the chosen label
  let around = '';
  let near = null;
  // (chips a component draws keep their text in its shadow root, which innerText does not reach)
  for (let up = el.parentElement, i = 0; up && i < 3 && !around; up = up.parentElement, i++) [around, near] = [text(up) || seenText(up), up];
  // its visible leaf elements one by one, as drawn: chips side by side have no space between their texts
  const parts = near && around.length <= 400
    ? composed(near).filter((e) => !e.children.length && e.getClientRects().length).map(text).filter(Boolean).slice(0, 50)
    : [];
  return {
    // (ARIA 1.1: the combobox role on a wrapper, its value in the text field it holds)
    text: el.matches('input, textarea') ? el.value
      : [...el.querySelectorAll('input, textarea')].filter((f) => typed(f) && visible(f)).map((f) => f.value).join(' ')
        || text(el) || el.getAttribute('aria-label') || '',
    around: around.length <= 400 ? around : '',
    parts,
    chosen,
    native: select ? [...select.selectedOptions].map((o) => o.label.trim()) : [],
    checked: q.kind === 'switch' ? (aria(el, 'checked', 'ariaChecked') === 'true' || el.checked === true) : null,
    expanded: isExpanded(w),
  };
};
