// Is the element usable? Visible, enabled, editable, busy, and what (if anything) is drawn over it.
(el) => {
  const r = el.getBoundingClientRect();
  const st = getComputedStyle(el);
  const visible = r.width > 0 && r.height > 0 && st.visibility !== 'hidden';
  const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
  const plain = !disabled && (el.isContentEditable ||
      (el.matches('input, textarea, select') && !el.readOnly && el.type !== 'button' && el.type !== 'submit'));
  let cover = null;
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  if (visible && cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight) {
    const top = document.elementFromPoint(cx, cy);
    if (top && top !== el && !el.contains(top) && !top.contains(el)) {
      let c = top;
      while (c.parentElement && !c.parentElement.contains(el)) c = c.parentElement;
      const within = (root) => [...root.querySelectorAll('button, a[href], [role=button], input[type=button], input[type=submit]'),
        ...[root, ...root.querySelectorAll('*')].filter((h) => h.shadowRoot).flatMap((h) => within(h.shadowRoot))];
      const controls = within(c)
        .slice(0, 5).map((b) => ({
          role: b.matches('a[href]') ? 'link' : 'button',
          name: (b.getAttribute('aria-label') || b.innerText || b.value || '').trim(),
        }));
      cover = {tag: c.tagName.toLowerCase(), id: c.id || null,
               text: (c.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 80), controls,
               frame: top.matches('iframe, frame')};  // its controls are in another document
    }
  }
  // Drawn inside a transparent part, or one that lets the pointer through (a menu faded out): hidden, not covered.
  const holder = el.parentElement || (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null);
  const through = visible && st.pointerEvents === 'none' && (() => {  // the pointer goes to what holds it
    const top = document.elementFromPoint(cx, cy);
    return !!top && top !== el && top.contains(el);
  })();
  const faded = through || (!!cover && !!holder && !holder.checkVisibility({opacityProperty: true}));
  const popup = !!el.closest('a[target=_blank], a[target=_new], form[target=_blank]');
  const busy = !!el.closest('[aria-busy=true]');  // disabled while the page works: it ends by itself
  // An ARIA slider or spinbutton drawn without an <input> takes its value from the keyboard.
  const range = !el.matches('input') && /^(slider|spinbutton)$/.test((el.getAttribute('role') || '').trim()) &&
    el.hasAttribute('aria-valuenow');
  const editable = plain || (range && !disabled);
  const type = el.tagName === 'INPUT' ? el.type : range ? 'aria-range' : null;  // the format typed text must have
  return {tag: el.tagName.toLowerCase(), visible: visible && !faded, disabled, editable, cover: faded ? null : cover,
          popup, busy, type};
}
