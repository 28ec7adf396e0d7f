// An ARIA range widget's state (role slider or spinbutton drawn without an <input>): its value,
// bounds and the text it shows for the value, as numbers where the page gives them. With
// `q.from`, it waits (at most `q.ms`, frame by frame) for the value to leave `q.from` and settle: a
// widget that renders after the key event updates aria-valuenow a frame or two later.
(el, q) => {
  const num = (name) => {
    const v = parseFloat(el.getAttribute(name));
    return Number.isFinite(v) ? v : null;
  };
  const state = () => ({now: num('aria-valuenow'), min: num('aria-valuemin'), max: num('aria-valuemax'),
                        text: el.getAttribute('aria-valuetext'), role: (el.getAttribute('role') || '').trim()});
  if (!q || q.from === undefined) return state();
  // then for it to hold still for 60 ms: keys pressed in a row may be applied over several frames
  const until = Date.now() + q.ms;
  let last = q.from, since = Date.now();
  return new Promise((done) => {
    const tick = () => {
      const s = state();
      if (s.now !== last) { last = s.now; since = Date.now(); }
      const still = s.now !== q.from && Date.now() - since >= 60;
      if (still || Date.now() >= until) done(s); else requestAnimationFrame(tick);
    };
    tick();
  });
}
