// Is the element usable? Visible, enabled, editable, busy, and what (if anything) is drawn over it.
(el) => {
  const r = el.getBoundingClientRect();
  const st = getComputedStyle(el);
  // (checkVisibility: inside a closed <details> an element keeps its last box, under content-visibility)
  const visible = r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && el.checkVisibility();
  const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
  const plain = !disabled && (el.isContentEditable ||
      (el.matches('input, textarea, select') && !el.readOnly && el.type !== 'button' && el.type !== 'submit'));
  let cover = null;
  let point = null;  // where it shows when something covers its centre: acted on there (x, y from its corner)
  const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
  const within = (outer, n) => { for (; n; n = up(n)) if (n === outer) return true; return false; };
  const deepAt = __DEEP_AT__;  // the element at a point, inside open shadow roots
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  if (visible && cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight) {
    const top = deepAt(cx, cy);
    if (top && !within(el, top) && !within(top, el)) {
      let c = top;
      while (up(c) && !within(up(c), el)) c = up(c);
      const inside = (root) => [...root.querySelectorAll('button, a[href], [role=button], input[type=button], input[type=submit]'),
        ...[root, ...root.querySelectorAll('*')].filter((h) => h.shadowRoot).flatMap((h) => inside(h.shadowRoot))];
      const controls = inside(c)
        .slice(0, 5).map((b) => ({
          role: b.matches('a[href]') ? 'link' : 'button',
          name: (b.getAttribute('aria-label') || b.innerText || b.value || '').trim(),
        }));
      cover = {tag: c.tagName.toLowerCase(), id: c.id || null,
               text: (c.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 80), controls,
               frame: top.matches('iframe, frame')};  // its controls are in another document
      // Its visible part, nearest the centre first: a grid of points inside its box, in the viewport.
      const seen = [];
      for (let i = 0; i <= 6; i++) {
        for (let j = 0; j <= 4; j++) {
          const x = r.left + Math.min(Math.max(r.width * i / 6, 2), r.width - 2);
          const y = r.top + Math.min(Math.max(r.height * j / 4, 2), r.height - 2);
          if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) seen.push([x, y]);
        }
      }
      seen.sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy));
      const shows = seen.find(([x, y]) => within(el, deepAt(x, y)));
      if (shows) point = {x: shows[0] - r.left, y: shows[1] - r.top};
    }
  }
  // Drawn inside a transparent part, or one that lets the pointer through (a menu faded out): hidden, not covered.
  const holder = el.parentElement || (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null);
  const through = visible && st.pointerEvents === 'none' && (() => {  // the pointer goes to what holds it
    const top = deepAt(cx, cy);
    return !!top && top !== el && within(top, el);
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
          point: faded ? null : point, popup, busy, type, box: (__ONE_CHAR__)(el)};
}
