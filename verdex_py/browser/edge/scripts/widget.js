// A custom widget operated by browser_select_option (anything but a native <select>):
// what kind it is, its options (in its popup once open), one option to click, and what it shows.
// `q.mode`: describe | seen | search | wait | options | scan | option | select | shown, and picked (on an
// option: whether it now says it is chosen), expanded. A search field inside a combobox (its own
// name, the combobox none) stands for that combobox. `describe` may also answer `suggest` (a plain text
// field) or `disclosure` (a toggle that only says it expands): their lists are the POPUP script's.
(target, q) => {
  // Roles and ARIA states as the browser computes them: the attribute, else what a web component set
  // from inside on its ElementInternals (kept by the INTERNALS init script), which no attribute shows.
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
  const boxOf = (e) => {
    if (!typed(e) || is(e, WIDGETS) || e.list || aria(e, 'haspopup', 'ariaHasPopup')) return e;
    let up = parentOf(e);
    for (let i = 0; up && i < 3; i++, up = parentOf(up)) if (is(up, ['combobox'])) return up;
    return e;
  };
  const el = boxOf(target);
  const root = el.getRootNode();
  const byId = (id) => (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
  // The document and every open shadow root in it (a web component draws its popup inside its own).
  const deep = (scope) => [scope, ...[...scope.querySelectorAll('*')].filter((e) => e.shadowRoot)
    .flatMap((e) => deep(e.shadowRoot))];
  const all = (selector) => deep(document).flatMap((s) => [...s.querySelectorAll(selector)]);
  // ids in an attribute, and the popups set on the element or its internals (`ariaControlsElements`)
  const idRefs = (e, attr) => {
    const prop = {'aria-controls': 'ariaControlsElements', 'aria-owns': 'ariaOwnsElements'}[attr];
    const set = prop ? [...(e[prop] || []), ...((internals(e) || {})[prop] || [])] : [];
    // (the property reflects the attribute's elements too: each element once)
    return [...new Set([...(e.getAttribute(attr) || '').split(/\s+/).filter(Boolean).map(byId), ...set])].filter(Boolean);
  };
  const allOf = (roles) => deep(document).flatMap((s) => under(s, roles));
  const POPUP = ['listbox', 'menu', 'tree', 'grid'];
  const OPTION = ['option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'treeitem'];
  // Entries of a list drawn without roles (the ARIA listbox, if any, kept out of sight for readers).
  const ENTRY = '[role=option], li, [class*=option i], [class*=item i]';

  const nested = (o) => {  // an item's submenu drawn as a plain list beside it in its <li>
    const box = o.parentElement && o.parentElement.matches('li') ? o.parentElement : o;
    return [...box.querySelectorAll('ul, ol')].filter((l) => !l.contains(o));
  };
  // A native <select> the styled control stands for: the only one near it, hidden from sight.
  const nativeBehind = () => {
    let up = el.parentElement;
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

  const expanded = () => opener('expanded', 'ariaExpanded') === 'true';
  const describe = () => {
    const role = roleOf(el);
    const tag = el.tagName.toLowerCase();
    const popup = (opener('haspopup', 'ariaHasPopup') || '').toLowerCase();
    const buttonish = tag === 'button' || role === 'button' || role === 'combobox' || el.matches('input[type=button]');
    let kind = null;
    if (el.matches('input[list]') && el.list) kind = 'datalist';  // suggestions for a text field
    else if (role === 'switch') kind = 'switch';
    else if (role === 'radiogroup' || isRadio(el)) kind = 'radiogroup';
    else if (role === 'listbox') kind = 'listbox';
    else if (role === 'combobox' || popup === 'listbox' || popup === 'dialog' || popup === 'grid' || popup === 'tree') kind = 'combobox';
    else if (popup === 'menu' || popup === 'true') kind = 'menu';
    else if ((tag === 'fieldset' || role === 'group') && (el.querySelector('input[type=radio]') || under(el, ['radio']).length)) kind = 'radiogroup';
    const select = kind === null || kind === 'combobox' || kind === 'menu' ? nativeBehind() : null;
    if (kind === null && select && buttonish) kind = 'combobox';
    // A button named by a menu as the element it opens from (a web component's anchor or opener
    // attribute holding the button's id), though the button says nothing of it.
    // (the button may sit in the shadow root of the element that carries the id)
    const ids = [];
    for (let e = el; e; e = e.getRootNode().host) if (e.id) ids.push(e.id);
    const opens = () => ids.length > 0 && all('*').some((e) => e !== el && !e.matches('label') &&
      [...e.attributes].some((a) => ids.includes(a.value) && !/^(for|aria-|id$)/.test(a.name)) &&
      (is(e, POPUP) || e.tagName.includes('-') || under(e, OPTION).length));  // a menu, or a component
    const plain = kind === null && buttonish && !(el.type === 'submit' && el.form) && (opens() || slottedBeside());
    if (plain) kind = 'menu';
    kind = kind || unnamedPopup(buttonish);
    if (kind === null) return null;
    // a text field, or a combobox holding one (its list may need typing first)
    const editable = typed(el) || (kind === 'combobox' && typed(target)) || (kind === 'combobox' &&
      [...el.querySelectorAll('input, textarea')].some((f) => typed(f) && visible(f)));
    const multi = aria(el, 'multiselectable', 'ariaMultiSelectable') === 'true' || (select !== null && select.multiple);
    return {kind, editable, multi, native: select !== null, expanded: expanded(), unsure: plain};
  };

  // An ARIA state of the control: its own, else one its component's host carries (a button drawn in
  // the shadow root of the element that says it opens a menu, or of the trigger slotted into one), or
  // the button drawn inside it (a host named in the snapshot for the button in its shadow root).
  const opener = (name, prop) => {
    const chain = [el, ...(el.shadowRoot ? el.shadowRoot.querySelectorAll('[aria-haspopup], [aria-expanded]') : [])];
    if (el.getRootNode() !== document) {
      const host = el.getRootNode().host;
      for (let a = parentOf(el); a; a = parentOf(a)) { chain.push(a); if (a === host) break; }
      if (host && host.assignedSlot) chain.push(host.assignedSlot.getRootNode().host);
    }
    for (const e of chain) { const v = e && aria(e, name, prop); if (v != null) return v; }
    return null;
  };
  // A button slotted into a component (as its trigger) that holds a menu or listbox beside it.
  const slottedBeside = () => {
    for (let a = el, i = 0; a && i < 6; a = parentOf(a), i++) {
      const host = a.assignedSlot ? a.assignedSlot.getRootNode().host : null;
      if (host && [...host.children].some((c) => !c.contains(el) && (is(c, POPUP) || under(c, POPUP).length))) return true;
    }
    return false;
  };
  // A control whose list no ARIA names (operated with the popup script): a plain text field may
  // suggest as it is typed into; a toggle that says it expands (no popup role) reveals its items.
  const unnamedPopup = (buttonish) => {
    if (roleOf(el) && roleOf(el) !== 'button' && roleOf(el) !== 'textbox') return null;
    if (el.matches('input:not([type]), input[type=text], input[type=search]') && typed(el)) return 'suggest';
    return buttonish && opener('expanded', 'ariaExpanded') != null ? 'disclosure' : null;
  };
  // An item that holds a list of its own (its submenu, shown on hover or Right), though it says nothing of it.
  const nests = (o) => {
    const box = !o.matches('li') && o.parentElement && o.parentElement.matches('li') ? o.parentElement : o;
    return [...box.querySelectorAll('*')].some((e) => e !== o && (e.matches('ul, ol') || is(e, ['menu'])));
  };

  // The popups that may hold the options: named by the control, or shown since `seen` ran (portals).
  const popups = () => {
    const found = [...idRefs(el, 'aria-controls'), ...idRefs(el, 'aria-owns')];
    if (el.shadowRoot) found.push(...under(el.shadowRoot, POPUP));  // a component's own popup
    const active = el.getAttribute('aria-activedescendant');
    const current = active ? byId(active) : null;
    if (current) found.push(upTo(current, POPUP) || current.parentElement);
    if (el.id) found.push(...allOf(['listbox', 'menu']).filter((p) => idRefs(p, 'aria-labelledby').includes(el)));
    found.push(...under(el, POPUP));
    if (is(el, OPTION)) found.push(...nested(el));
    if (el.parentElement) found.push(...under(el.parentElement, POPUP).filter((p) => !p.contains(el)));
    const named = found.filter((p, i) => p && found.indexOf(p) === i && visible(p));
    if (named.some((p) => is(p, OPTION) || optionsIn(p, OPTION).length)) return named;
    const fresh = allOf(POPUP).filter((p) => visible(p) && !p.__verdexSeen && !p.contains(el));
    return [...named, ...fresh.reverse()];  // portals are appended at the end of <body>: the last one first
  };

  // Layers shown at the end of <body> since `seen` ran (portals), when the popup has no visible ARIA options.
  const layers = () => !document.body.__verdexSeenRan ? [] : [...document.body.children].filter(
    (c) => c.__verdexSeen !== true && visible(c) && !c.contains(el) && !c.matches('script, style'));
  const entries = () => {
    for (const layer of layers()) {
      const found = [...layer.querySelectorAll(ENTRY)].filter((e) => visible(e) && text(e));
      const leaves = found.filter((e) => !found.some((f) => f !== e && e.contains(f)));
      if (leaves.length) return leaves;
    }
    return [];
  };

  const radios = () => {
    if (el.matches('input[type=radio]') && el.name) {
      const scope = el.form || root;
      return [...scope.querySelectorAll('input[type=radio]')].filter((r) => r.name === el.name);
    }
    const group = roleOf(el) === 'radio' ? upTo(el, ['radiogroup']) : el;
    return group ? [...group.querySelectorAll('*')].filter((r) => is(r, ['radio']) || r.matches('input[type=radio]')) : [el];
  };

  // The option elements of the widget, in order: live ones only (a filter hides the rest).
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
  const items = (kind) => {
    if (kind === 'radiogroup') return radios();
    if (kind === 'datalist') return el.list ? [...el.list.options] : [];
    if (kind === 'listbox') return [...optionsIn(el, ['option']), ...idRefs(el, 'aria-owns')].filter(visible);
    const out = [];
    for (const p of popups()) {
      const own = is(p, OPTION) ? [p] : optionsIn(p, OPTION);
      const listed = own.length || !p.matches('ul, ol') ? own : [...p.children].filter((c) => c.matches('li'));
      for (const o of listed) if (visible(o) && !out.includes(o)) out.push(o);
      if (out.length) break;
    }
    return out.length ? out : entries();
  };

  const labelOf = (o) => {
    if (o.matches('input')) {
      const label = o.labels && o.labels.length ? text(o.labels[0]) : '';
      return o.getAttribute('aria-label') || label || o.value;
    }
    if (aria(o, 'label', 'ariaLabel')) return aria(o, 'label', 'ariaLabel').trim();
    const by = idRefs(o, 'aria-labelledby').map(text).join(' ');
    return by || (o.getRootNode() !== document || o.shadowRoot ? seenText(o) : text(o));
  };
  // (an option drawn inside a component's shadow root: the component carries its value)
  const valueOf = (o) => {
    if (o.matches('input')) return o.value;
    const host = o.getRootNode().host;
    const own = host && under(host.shadowRoot, [roleOf(o)]).length === 1;  // the component is this one option
    for (const c of own ? [o, host] : [o]) {
      const v = c.getAttribute('data-value') ?? c.getAttribute('value');
      if (v != null) return v;
    }
    return o.getAttribute('title') ?? labelOf(o);
  };
  const on = (o) => aria(o, 'selected', 'ariaSelected') === 'true' || aria(o, 'checked', 'ariaChecked') === 'true' ||
    o.checked === true || (!roleOf(o) && /(^|[-_\s])selected\b/.test(o.className || ''));
  const inMulti = (o) => {
    for (let a = o; a; a = parentOf(a)) if (aria(a, 'multiselectable', 'ariaMultiSelectable') === 'true') return true;
    return false;
  };
  const option = (o) => o.matches('option') ? {label: o.label.trim() || o.value, value: o.value, selected: false,
    role: 'suggestion', disabled: o.disabled} : ({
    label: labelOf(o), value: valueOf(o), selected: on(o), role: o.matches('input') ? 'radio' : roleOf(o),
    multi: inMulti(o) || roleOf(o) === 'menuitemcheckbox',
    disabled: aria(o, 'disabled', 'ariaDisabled') === 'true' || o.matches(':disabled'),
    sub: /^(menu|true)$/.test((aria(o, 'haspopup', 'ariaHasPopup') || '').toLowerCase()) || nests(o),  // opens a submenu
  });

  // A native <select> behind a styled control whose list is no ARIA popup: its options, and the
  // visible item showing an option's label (the styled list's entry for it).
  const styledItem = (label) => {
    const want = label.toLowerCase();
    const hits = all('li, a, button, span, div, p, [tabindex]').filter(
      (e) => !e.contains(el) && !el.contains(e) && !e.closest('select') && visible(e) && text(e).toLowerCase() === want);
    return hits.filter((e) => !hits.some((h) => h !== e && e.contains(h))).pop() || null;
  };

  // A hidden native <select> is the widget's state, not its UI: the options it holds (chosen or not),
  // the visible entry standing for one of them (its option in the popup, else any styled item), and
  // a chosen one's chip beside the field with its remove control (or the chip itself when it is one).
  const nativeState = () => {
    const select = nativeBehind();
    return select ? [...select.options].map((o) => ({label: o.label.trim(), value: o.value, selected: o.selected,
      role: 'native', disabled: o.disabled})) : null;
  };
  const nativeEntry = (found, label) => {
    const want = (label || '').toLowerCase();
    return found.find((o) => labelOf(o).toLowerCase() === want) || (label != null ? styledItem(label) : null);
  };
  const chipRemover = (label) => {
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

  const mode = q.mode;
  if (mode === 'picked') return target.isConnected && on(target);
  if (mode === 'expanded') return expanded();
  if (mode === 'describe') return describe();
  const kind = q.kind;
  if (mode === 'seen') {  // remember the popups open now, to tell a portal the control opens from them
    for (const p of allOf(POPUP)) p.__verdexSeen = visible(p);
    for (const c of document.body.children) c.__verdexSeen = visible(c);
    document.body.__verdexSeenRan = true;
    return null;
  }
  if (mode === 'search') {  // the text field a search is typed into: the widget's own, or one its popup focused
    let active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    const field = (e) => e && e.matches('input, textarea') && typed(e) && visible(e);
    if (field(el)) return el;
    if (field(target)) return target;
    return active !== el && field(active) ? active : null;
  }
  if (mode === 'wait') {  // resolves with the number of options once some show, or 0 when none did in time
    // (with `q.want`: once an option of that label or value shows, as a search's results come in)
    const until = Date.now() + q.ms;
    const want = q.want == null ? null : q.want.toLowerCase();
    const has = (n) => want == null ? n : items(kind).map(option).some(
      (o) => o.label.toLowerCase() === want || String(o.value).toLowerCase() === want) ? n : 0;
    return new Promise((done) => {
      const styled = () => {  // a styled list standing for a hidden <select>: its entries shown
        const select = q.native ? nativeBehind() : null;
        // (options not chosen: a multi-select shows its chosen ones as chips beside the field, no list)
        return select ? [...select.options].filter((o) => !o.selected && styledItem(o.label.trim())).length : 0;
      };
      const tick = () => {
        const n = has(items(kind).length || styled());
        if (n || Date.now() >= until) done(n); else setTimeout(tick, 50);
      };
      tick();
    });
  }
  if (mode === 'options') {
    const found = items(kind).map(option);
    if (found.length || !q.native) return found;
    const select = nativeBehind();
    return select ? [...select.options].map((o) => ({label: o.label.trim(), value: o.value, selected: o.selected,
      role: 'native', disabled: o.disabled})) : [];
  }
  if (mode === 'scan') {  // a virtual list renders only the entries in view: scroll it through, collecting
    return (async () => {
      const deadline = Date.now() + q.ms;
      const seen = new Map();
      const collect = () => { for (const o of items(kind)) if (!seen.has(labelOf(o))) seen.set(labelOf(o), option(o)); };
      const hit = () => (q.stop == null ? null : items(kind).find((o) => labelOf(o) === q.stop));
      const drawn = () => items(kind).map(labelOf).join('\n');
      // Scroll the box, then wait until the list is drawn for where it now is: its entries changed, or
      // its scroll event came and two frames passed with no change (all entries were there already).
      // Reading before that reads the entries of the old position (stale elements, soon replaced).
      const scrolled = (box, move) => new Promise((done) => {
        const before = drawn();
        const from = box.scrollTop;
        move();
        if (box.scrollTop === from) { done(false); return; }
        let event = false;
        let frames = 0;
        let over = false;
        const end = () => {
          if (over) return;
          over = true;
          observer.disconnect();
          box.removeEventListener('scroll', onScroll);
          clearTimeout(timer);
          done(true);
        };
        const changed = () => { if (drawn() !== before) end(); };
        const observer = new MutationObserver(changed);
        observer.observe(box, {childList: true, subtree: true, characterData: true, attributes: true});
        const onScroll = () => { event = true; };
        box.addEventListener('scroll', onScroll);
        const frame = () => {
          if (over) return;
          changed();
          if (event && ++frames > 2) end(); else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        const timer = setTimeout(end, Math.max(0, deadline - Date.now()));
      });
      let box = null;
      for (let e = (items(kind)[0] || {}).parentElement; e && e !== document.body && !box; e = e.parentElement) {
        if (e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(e).overflowY)) box = e;
      }
      collect();
      if (box && await scrolled(box, () => { box.scrollTop = 0; })) collect();
      for (let i = 0; box && i < 200 && !hit() && Date.now() < deadline; i++) {
        const step = Math.max(box.clientHeight * 0.8, 20);
        if (!await scrolled(box, () => { box.scrollTop += step; })) break;
        collect();
      }
      let found = hit();
      // into view (the list may then draw it anew, so it is looked up again)
      if (found && box && await scrolled(box, () => found.scrollIntoView({block: 'nearest'}))) found = hit();
      return {options: [...seen.values()], found: !!found};
    })();
  }
  if (mode === 'option') {  // the element to click for option `q.index` (of `options`), or null
    const found = items(kind);
    if (q.role === 'native') return nativeEntry(found, q.label);  // an option of the native list
    const item = found[q.index] || null;
    if (item && item.matches('input[type=radio]') && item.labels && item.labels.length) return item.labels[0];
    if (found.length) return item;  // a styled radio hides its input: its label takes the click
    return q.label != null ? styledItem(q.label) : null;
  }
  if (mode === 'select') return nativeBehind();
  if (mode === 'native') return nativeState();
  if (mode === 'chip') return chipRemover(q.label);
  if (mode === 'shown') {  // what the widget shows now: its text or value, and the options marked chosen
    const select = q.native ? nativeBehind() : null;
    const chosen = kind === 'listbox' || kind === 'radiogroup' ? items(kind).filter(on).map(labelOf) : [];
    // the nearest ancestor with some text: a combobox's field often sits beside the chosen label
    let around = '';
    let near = null;
    for (let up = el.parentElement, i = 0; up && i < 3 && !around; up = up.parentElement, i++) [around, near] = [text(up), up];
    // its visible leaf elements one by one: chips drawn side by side have no space between their texts
    const parts = near && around.length <= 400
      ? [...near.querySelectorAll('*')].filter((e) => !e.children.length && e.getClientRects().length).map(text).filter(Boolean).slice(0, 50)
      : [];
    return {
      text: el.matches('input, textarea') ? el.value : text(el) || el.getAttribute('aria-label') || '',
      around: around.length <= 400 ? around : '',
      parts,
      chosen,
      native: select ? [...select.selectedOptions].map((o) => o.label.trim()) : [],
      checked: kind === 'switch' ? (aria(el, 'checked', 'ariaChecked') === 'true' || el.checked === true) : null,
      expanded: expanded(),
    };
  }
  return null;
}
