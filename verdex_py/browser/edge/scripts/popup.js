// The list a control shows that no ARIA names: a plain text field's suggestions (a list drawn below
// or above it as it is typed into), or what a disclosure toggle (aria-expanded, no popup role)
// reveals. Found as the element shown since `mark` ran, near the control (or the one it controls,
// or its next sibling), holding entries with text.
// `q.mode`: mark (`q.empty`: nothing was shown before) | items | wait (the number of entries once some show, with `q.want` once that
// label shows; 0 after `q.ms` or once other entries stay unchanged a while) | item (the entry `q.index` of `items`) |
// watch, then quiet (no change to the page for `q.ms`, or since the watch).
// `q.kind`: suggest (entries: option roles or list items) | disclosure (links, buttons, items).
(target, q) => {
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
  const chain = [target];
  if (target.getRootNode() !== document) {
    for (let a = parentOf(target); a; a = parentOf(a)) { chain.push(a); if (a === target.getRootNode().host) break; }
  }
  if (q.mode === 'mark') {
    window.__SHOWN_BEFORE__ = new WeakSet(q.empty ? [] : every().filter(visible));  // (empty: all counts as shown)
    return null;
  }
  if (q.mode === 'watch') {  // note the time of each change to the page from now on (its shadow roots too)
    const seen = {start: Date.now(), last: Date.now()};
    const observer = new MutationObserver(() => { seen.last = Date.now(); });
    for (const s of deep(document)) observer.observe(s, {subtree: true, childList: true, attributes: true, characterData: true});
    if (window.__WATCH__) window.__WATCH__.observer.disconnect();
    window.__WATCH__ = {observer, seen};
    return null;
  }
  if (q.mode === 'quiet') {  // whether the page has not changed for `q.ms` (null: at all since watch; the watch then ends)
    const watch = window.__WATCH__;
    const quiet = !watch || (q.ms == null ? watch.seen.last === watch.seen.start : Date.now() - watch.seen.last >= q.ms);
    if (watch && (quiet || q.end)) { watch.observer.disconnect(); window.__WATCH__ = null; }
    return quiet;
  }
  const before = window.__SHOWN_BEFORE__ || new WeakSet();
  const byId = (e, id) => (e.getRootNode().getElementById ? e.getRootNode().getElementById(id) : null) || document.getElementById(id);
  const ENTRY = q.kind === 'suggest'
    ? '[role=option], li'
    : 'a[href], button, [role^=menuitem], [role=option], li';
  const entriesOf = (box) => {
    const found = [...box.querySelectorAll(ENTRY)].filter((e) => visible(e) && text(e));
    const leaves = found.filter((e) => !found.some((f) => f !== e && e.contains(f)));
    if (leaves.length || q.kind !== 'suggest') return leaves;
    let list = box;  // a list of plain boxes: the children of the box its wrappers (one child each) hold
    const only = (e) => { const shown = [...e.children].filter(visible); return shown.length === 1 ? shown[0] : null; };
    while (only(list) && [...only(list).children].some(visible)) list = only(list);
    return [...list.children].filter((e) => visible(e) && text(e));
  };
  const field = target.getBoundingClientRect();
  // how far the box is from the control (0: touching it above or below, overlapping it across)
  const distance = (e) => {
    const r = e.getBoundingClientRect();
    const across = r.right > field.left && r.left < field.right ? 0 : Math.min(Math.abs(r.left - field.right), Math.abs(field.left - r.right));
    const up = r.top >= field.bottom - 4 ? r.top - field.bottom : r.bottom <= field.top + 4 ? field.top - r.bottom : 0;
    return across + Math.max(0, up);
  };
  const shownNow = (e) => visible(e) && !before.has(e) && !e.contains(target) && !chain.includes(e);
  const boxes = () => {
    const named = chain.flatMap((c) => (c.getAttribute('aria-controls') || '').split(/\s+/).filter(Boolean).map((id) => byId(c, id)))
      .filter((e) => e && visible(e));
    const siblings = q.kind === 'disclosure' ? chain.slice(0, 3).map((c) => c.nextElementSibling).filter((e) => e && shownNow(e)) : [];
    const fresh = every().filter((e) => shownNow(e) && !(parentOf(e) && shownNow(parentOf(e))))
      .filter((e) => q.kind !== 'suggest' || distance(e) < 60)
      .sort((a, b) => distance(a) - distance(b));
    return [...named, ...siblings, ...fresh];
  };
  const items = () => {
    for (const box of boxes()) {
      const found = entriesOf(box).filter((e) => !chain.includes(e));
      if (found.length) return found;
    }
    return [];
  };
  const option = (e) => {
    const label = (e.getAttribute('aria-label') || text(e)).trim();
    return {label, value: e.getAttribute('data-value') ?? label, selected: false, role: e.getAttribute('role') || ''};
  };
  if (q.mode === 'items') return items().map(option);
  if (q.mode === 'item') return items()[q.index] || null;
  if (q.mode === 'wait') {
    const until = Date.now() + q.ms;
    const want = q.want == null ? null : q.want.toLowerCase();
    // (a list that shows other entries and stays as it is for STEADY_MS is its answer: a miss)
    const STEADY_MS = 600;
    let last = '';
    let since = Date.now();
    return new Promise((done) => {
      const tick = () => {
        const found = items().map(option);
        const hit = want == null ? found.length
          : found.some((o) => o.label.toLowerCase() === want || String(o.value).toLowerCase() === want) ? found.length : 0;
        const now = found.map((o) => o.label).join('\n');
        if (now !== last) [last, since] = [now, Date.now()];
        const settled = found.length > 0 && Date.now() - since >= STEADY_MS;
        if (hit || settled || Date.now() >= until) done(hit); else setTimeout(tick, 50);
      };
      tick();
    });
  }
  return null;
}
