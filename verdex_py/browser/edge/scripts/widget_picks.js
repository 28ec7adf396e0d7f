// Picking one option of a widget's opened list, which may move under the pointer (a list that
// re-sorts or is drawn anew a moment after a click): wait for it to settle, and see where a click
// landed. Loaded after widget.js (widget_ops.py declares the operations). `aim` keeps, until
// `landed` reads it, the listener that sees where the next click lands on `window.__AIM__` (two
// calls, a click between).

/**
 * @typedef {Object} SettleQuery
 * @property {string} kind
 * @property {boolean} native
 * @property {number} ms
 * @property {number} quiet
 */
// Whether `outer` holds `e` as drawn (through shadow roots and slots; a text node by its parent).
const holds = (outer, e) => {
  for (let x = e && e.nodeType !== 1 ? e.parentNode : e; x; x = x.nodeType === 11 ? x.host : parentOf(x)) if (x === outer) return true;
  return false;
};
// The element holding every item of a list (their nearest common ancestor as drawn), or null: none.
const listOf = (found) => {
  let box = found.length ? parentOf(found[0]) : null;
  while (box && !found.every((o) => holds(box, o))) box = parentOf(box);
  return box;
};

/**
 * @operation still  wait until the opened list has settled: nothing in it changed for `quiet` ms (a
 *   list replaced whole counts), no short timer the action's handlers set is left to run and no finite
 *   animation in or around it runs (a list that re-sorts or is drawn anew a moment after a click);
 *   at most `ms`. Whether it settled in time (true at once: no list open)
 * @param {SettleQuery} q
 * @returns {boolean}
 */
const still = (target, q) => new Promise((done) => {
  const w = widgetAt(target);
  const until = Date.now() + q.ms;
  let box = listOf(items(w, q.kind));
  if (!box) { done(true); return; }
  let timer = null;
  const own = (id) => { if (window.__TIMERS__) window.__TIMERS__.delete(id); return id; };  // ours: never waited for
  const touches = (r) => r.attributeName !== 'data-verdex-ref' && (holds(box, r.target) || (r.type === 'childList' &&
    [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === 1 && holds(n, box))));
  const observer = new MutationObserver((records) => {
    if (!box.isConnected) { box = listOf(items(w, q.kind)) || box; watch(box); }
    if (records.some(touches)) arm();
  });
  const watch = (e) => observer.observe(e.getRootNode(), {subtree: true, childList: true, attributes: true, characterData: true});
  const busy = () => (window.__TIMERS__?.size ?? 0) > 0 || document.getAnimations().some((a) => a.playState === 'running' &&
    a.effect?.getComputedTiming().iterations !== Infinity && a.effect.target && (holds(box, a.effect.target) || holds(a.effect.target, box)));
  const check = () => {
    if (Date.now() >= until) { observer.disconnect(); done(false); } else if (busy()) arm(); else { observer.disconnect(); done(true); }
  };
  const arm = () => { clearTimeout(timer); timer = own(setTimeout(check, Math.max(0, Math.min(q.quiet, until - Date.now())))); };
  watch(document.documentElement);
  watch(box);
  arm();
});

/**
 * @operation aim  on an option element, before its click: note which option the click lands on, by
 *   the name it carries then (its list may move under the pointer between the look and the click, or
 *   write another option into the same element); `landed` answers
 * @returns {null}
 */
const aim = (target) => {
  if (window.__AIM__) window.removeEventListener('click', window.__AIM__.listen, true);
  const seen = {label: null};
  // (a radio's label takes its click for it; an option drawn anew is another element of its kind)
  const nameOf = (x) => {
    const o = x.matches('label') && x.control ? x.control : x;
    return labelOf({target: o, el: o, root: o.getRootNode()}, o) || null;
  };
  seen.listen = (e) => {
    window.removeEventListener('click', seen.listen, true);
    const at = e.composedPath()[0];
    if (holds(target, at)) { seen.label = nameOf(target); return; }
    for (let x = at; x; x = x.nodeType === 11 ? x.host : parentOf(x)) {
      if (x.nodeType === 1 && x.tagName === target.tagName && roleOf(x) === roleOf(target)) { seen.label = nameOf(x); return; }
    }
  };
  window.addEventListener('click', seen.listen, true);
  window.__AIM__ = seen;
  return null;
};

/**
 * @operation landed  the name the option the click since `aim` landed on carried then; null: it
 *   landed on nothing like an option, or no click came (the listener is removed)
 * @returns {string|null}
 */
const landed = () => {
  const seen = window.__AIM__;
  window.__AIM__ = null;
  if (!seen) return null;
  window.removeEventListener('click', seen.listen, true);
  return seen.label;
};
