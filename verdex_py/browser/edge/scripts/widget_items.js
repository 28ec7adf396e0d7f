// What a widget holds, for widget.js (loaded after widget_dom.js): its state as ARIA says it, the
// popups that may hold its options, the options in order, and a hidden native <select> behind it.
// `w` is the widget (widgetAt in widget_dom.js).

// An ARIA state of the control: its own, else one its component's host carries (a button drawn in
// the shadow root of the element that says it opens a menu, or of the trigger slotted into one), or
// the button drawn inside it (a host named in the snapshot for the button in its shadow root).
const opener = (w, name, prop) => {
  const el = w.el;
  const chain = [el, ...(el.shadowRoot ? el.shadowRoot.querySelectorAll('[aria-haspopup], [aria-expanded]') : [])];
  if (el.getRootNode() !== document) {
    const host = el.getRootNode().host;
    for (let a = parentOf(el); a; a = parentOf(a)) { chain.push(a); if (a === host) break; }
    if (host && host.assignedSlot) chain.push(host.assignedSlot.getRootNode().host);
  }
  for (const e of chain) { const v = e && aria(e, name, prop); if (v != null) return v; }
  return null;
};
const isExpanded = (w) => opener(w, 'expanded', 'ariaExpanded') === 'true';

// A native <select> the styled control stands for: the only one near it, hidden from sight.
const nativeBehind = (w) => {
  let up = w.el.parentElement;
  for (let i = 0; up && i < 3; i++, up = up.parentElement) {
    const selects = up.querySelectorAll('select');
    if (selects.length > 1) return null;
    if (selects.length === 1) {
      const s = selects[0];
      const r = s.getBoundingClientRect();
      const st = getComputedStyle(s);
      const hidden = st.display === 'none' || st.visibility === 'hidden' || Number(st.opacity) < 0.1 ||
        r.width < 2 || r.height < 2 || s.closest('[aria-hidden=true]') !== null || s.tabIndex < 0;
      return hidden ? s : null;
    }
  }
  return null;
};

const nested = (o) => {  // an item's submenu drawn as a plain list beside it in its <li>
  const box = o.parentElement && o.parentElement.matches('li') ? o.parentElement : o;
  return [...box.querySelectorAll('ul, ol')].filter((l) => !l.contains(o));
};
// An item that holds a list of its own (its submenu, shown on hover or Right), though it says nothing of it.
const nests = (o) => {
  const box = !o.matches('li') && o.parentElement && o.parentElement.matches('li') ? o.parentElement : o;
  return [...box.querySelectorAll('*')].some((e) => e !== o && (e.matches('ul, ol') || is(e, ['menu'])));
};

// The popups that may hold the options: named by the control, or shown since `seen` ran (portals).
const popups = (w) => {
  const el = w.el;
  const found = [...idRefs(w, el, 'aria-controls'), ...idRefs(w, el, 'aria-owns')];
  if (el.shadowRoot) found.push(...under(el.shadowRoot, POPUP));  // a component's own popup
  const active = el.getAttribute('aria-activedescendant');
  const current = active ? byId(w, active) : null;
  if (current) found.push(upTo(current, POPUP) || current.parentElement);
  if (el.id) found.push(...allOf(['listbox', 'menu']).filter((p) => idRefs(w, p, 'aria-labelledby').includes(el)));
  found.push(...under(el, POPUP));
  if (is(el, OPTION)) found.push(...nested(el));
  if (el.parentElement) found.push(...under(el.parentElement, POPUP).filter((p) => !p.contains(el)));
  const named = found.filter((p, i) => p && found.indexOf(p) === i && visible(p));
  if (named.some((p) => is(p, OPTION) || optionsIn(p, OPTION).length)) return named;
  const fresh = allOf(POPUP).filter((p) => visible(p) && !p.__verdexSeen && !p.contains(el));
  return [...named, ...fresh.reverse()];  // portals are appended at the end of <body>: the last one first
};

// Layers shown at the end of <body> since `seen` ran (portals), when the popup has no visible ARIA options.
const layers = (w) => !document.body.__verdexSeenRan ? [] : [...document.body.children].filter(
  (c) => c.__verdexSeen !== true && visible(c) && !c.contains(w.el) && !c.matches('script, style'));
const entries = (w) => {
  for (const layer of layers(w)) {
    const found = [...layer.querySelectorAll(ENTRY)].filter((e) => visible(e) && text(e));
    const leaves = found.filter((e) => !found.some((f) => f !== e && e.contains(f)));
    if (leaves.length) return leaves;
  }
  return [];
};

const radios = (w) => {
  const el = w.el;
  if (el.matches('input[type=radio]') && el.name) {
    const scope = el.form || w.root;
    return [...scope.querySelectorAll('input[type=radio]')].filter((r) => r.name === el.name);
  }
  const group = roleOf(el) === 'radio' ? upTo(el, ['radiogroup']) : el;
  return group ? [...group.querySelectorAll('*')].filter((r) => is(r, ['radio']) || r.matches('input[type=radio]')) : [el];
};

// The option elements of the widget, in order: live ones only (a filter hides the rest).
const items = (w, kind) => {
  const el = w.el;
  if (kind === 'radiogroup') return radios(w);
  if (kind === 'datalist') return el.list ? [...el.list.options] : [];
  if (kind === 'listbox') return [...optionsIn(el, ['option']), ...idRefs(w, el, 'aria-owns')].filter(visible);
  const out = [];
  for (const p of popups(w)) {
    const own = is(p, OPTION) ? [p] : optionsIn(p, OPTION);
    const listed = own.length || !p.matches('ul, ol') ? own : [...p.children].filter((c) => c.matches('li'));
    for (const o of listed) if (visible(o) && !out.includes(o)) out.push(o);
    if (out.length) break;
  }
  return out.length ? out : entries(w);
};

const labelOf = (w, o) => {
  if (o.matches('input')) {
    const label = o.labels && o.labels.length ? text(o.labels[0]) : '';
    return o.getAttribute('aria-label') || label || o.value;
  }
  const shown = o.getRootNode() !== document || o.shadowRoot ? seenText(o) : text(o);
  const named = (aria(o, 'label', 'ariaLabel') || '').trim();
  // a name that holds the visible text and more (its state folded in, "Annual, not selected"):
  // the visible text is what a person reads as the label (the name is kept for matching, `nameOf`)
  if (named) return shown && named !== shown && named.toLowerCase().includes(shown.toLowerCase()) ? shown : named;
  const by = idRefs(w, o, 'aria-labelledby').map(text).join(' ');
  return by || shown || nestedName(o);
};
// An option named only inside: the label of the checkbox (or other field) it holds.
const nestedName = (o) => {
  const field = [...o.querySelectorAll('input, [role=checkbox], [role=radio]')][0];
  if (!field) return '';
  const label = field.labels && field.labels.length ? text(field.labels[0]) : '';
  return (field.getAttribute('aria-label') || label || field.getAttribute('title') || '').trim();
};
// The accessible name when it is not the label (a state folded in): a value typed from it matches too.
const nameOf = (o) => {
  const named = (aria(o, 'label', 'ariaLabel') || '').trim();
  return named && !o.matches('input') ? named : '';
};
// (an option drawn inside a component's shadow root: the component carries its value)
const valueOf = (w, o) => {
  if (o.matches('input')) return o.value;
  const host = o.getRootNode().host;
  const own = host && under(host.shadowRoot, [roleOf(o)]).length === 1;  // the component is this one option
  for (const c of own ? [o, host] : [o]) {
    const v = c.getAttribute('data-value') ?? c.getAttribute('value');
    if (v != null) return v;
  }
  return o.getAttribute('title') ?? labelOf(w, o);
};
const on = (o) => aria(o, 'selected', 'ariaSelected') === 'true' || aria(o, 'checked', 'ariaChecked') === 'true' ||
  o.checked === true || (!roleOf(o) && /(^|[-_\s])selected\b/.test(o.className || ''));
const inMulti = (o) => {
  for (let a = o; a; a = parentOf(a)) if (aria(a, 'multiselectable', 'ariaMultiSelectable') === 'true') return true;
  return false;
};
const optionOf = (w, o) => o.matches('option') ? {label: o.label.trim() || o.value, value: o.value, selected: false,
  role: 'suggestion', disabled: o.disabled} : ({
  label: labelOf(w, o), value: valueOf(w, o), name: nameOf(o), selected: on(o),
  role: o.matches('input') ? 'radio' : roleOf(o),
  multi: inMulti(o) || roleOf(o) === 'menuitemcheckbox',
  disabled: aria(o, 'disabled', 'ariaDisabled') === 'true' || o.matches(':disabled'),
  sub: /^(menu|true)$/.test((aria(o, 'haspopup', 'ariaHasPopup') || '').toLowerCase()) || nests(o),  // opens a submenu
});

// A native <select> behind a styled control whose list is no ARIA popup: its options, and the
// visible item showing an option's label (the styled list's entry for it).
const styledItem = (w, label) => {
  const el = w.el;
  const want = label.toLowerCase();
  const hits = all('li, a, button, span, div, p, [tabindex]').filter(
    (e) => !e.contains(el) && !el.contains(e) && !e.closest('select') && visible(e) && text(e).toLowerCase() === want);
  return hits.filter((e) => !hits.some((h) => h !== e && e.contains(h))).pop() || null;
};

// A hidden native <select> is the widget's state, not its UI: the options it holds (chosen or not),
// the visible entry standing for one of them (its option in the popup, else any styled item), and
// a chosen one's chip beside the field with its remove control (or the chip itself when it is one).
const nativeState = (w) => {
  const select = nativeBehind(w);
  return select ? [...select.options].map((o) => ({label: o.label.trim(), value: o.value, selected: o.selected,
    role: 'native', disabled: o.disabled})) : null;
};
const nativeEntry = (w, found, label) => {
  const want = (label || '').toLowerCase();
  return found.find((o) => labelOf(w, o).toLowerCase() === want) || (label != null ? styledItem(w, label) : null);
};
const chipRemover = (w, label) => {
  const el = w.el;
  const want = label.toLowerCase();
  const bare = (e) => text(e).replace(/[×✕✖]\s*$/, '').trim().toLowerCase();
  let scope = el.parentElement;
  for (let i = 0; scope && i < 3; i++, scope = scope.parentElement) {
    const chips = [...scope.querySelectorAll('*')].filter((e) => e !== el && !e.contains(el) && visible(e) &&
      !e.closest('select') && !upTo(e, POPUP) && bare(e) === want);
    const chip = chips.filter((c) => !chips.some((d) => d !== c && c.contains(d)))[0];
    if (!chip) continue;
    const controls = [...chip.querySelectorAll('a, button, [role=button], [aria-label], [title]')].filter(visible);
    const remove = controls.find((c) => /remove|delete|clear|×|✕|✖|^\s*x\s*$/i.test(
      `${c.getAttribute('aria-label') || ''} ${c.title || ''} ${text(c)}`)) || controls[0];
    if (remove) return remove;
    return chip;  // (a button itself, or one to click before Backspace)
  }
  return null;
};
