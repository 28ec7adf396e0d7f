// Counts DOM changes (not input values, which are properties) and remembers where they happened;
// keeps what live regions (alerts, status messages, toasts) announced meanwhile, even if they are
// gone by the time the action answers; and counts the short timers the action's handlers set
// (a menu opened 300 ms after a hover, a debounced search), which settle.js waits for. A timer a
// timer callback sets is a loop (polling, animation), never waited for; setInterval neither. Likewise
// the animation frames the handlers asked for, and those their frames ask for in turn (a double
// requestAnimationFrame: "after the next paint"), settle.js waits for; deeper is a loop.
// One observer, one timer wrapper and one frame wrapper per document.
() => {
  window.__MUTATIONS__ = 0;
  window.__CHANGED__ = new Set();
  window.__ANNOUNCED__ = [];
  if (!window.__OBSERVER__) {
    const LIVE = "[role=alert],[role=status],[role=log],[aria-live]:not([aria-live=off]),output";
    const announce = (el) => {
      const region = el && el.closest ? el.closest(LIVE) : null;
      const text = region ? (region.innerText || region.textContent || "").trim().replace(/\s+/g, " ") : "";
      const said = window.__ANNOUNCED__;
      if (text && said.length < 10 && !said.includes(text.slice(0, 200))) said.push(text.slice(0, 200));
    };
    window.__OBSERVER__ = new MutationObserver((all) => {
      // our own mark (clickables.js, set while a snapshot is taken) is no change of the page's
      const records = all.filter((r) => r.attributeName !== 'data-verdex-ref');
      window.__MUTATIONS__ += records.length;
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (el && window.__CHANGED__.size < 500) window.__CHANGED__.add(el);
        if (r.type === "childList") for (const n of r.addedNodes) announce(n.nodeType === 1 ? n : n.parentElement);
        else if (r.type === "characterData") announce(el);
      }
    });
    window.__OBSERVER__.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    const set = window.setTimeout, clear = window.clearTimeout;
    const pending = new Set();
    let inTimer = false, inCountedTimer = false;  // in a timer's callback; in one the action set
    window.__TIMERS__ = pending;
    window.setTimeout = function (fn, ms, ...args) {
      if (typeof fn !== "function") return set.call(this, fn, ms, ...args);
      const counted = pending.counting && !inTimer && (Number(ms) || 0) <= 1000;
      const id = set.call(this, function (...a) {
        pending.delete(id);
        inTimer = true;
        inCountedTimer = counted;
        try { return fn.apply(this, a); } finally { inTimer = inCountedTimer = false; }
      }, ms, ...args);
      if (counted && pending.size < 100) pending.add(id);
      return id;
    };
    window.clearTimeout = function (id) {
      pending.delete(id);
      return clear.call(this, id);
    };
    const raf = window.requestAnimationFrame, caf = window.cancelAnimationFrame;
    const frames = new Set();
    let depth = 0, inCounted = false;  // the frame callback running: how deep, and whether it was counted
    window.__FRAMES__ = frames;
    window.requestAnimationFrame = function (fn) {
      if (typeof fn !== "function") return raf.call(this, fn);
      const level = depth + 1;
      const counted = level <= 2 && (depth ? inCounted : pending.counting === true || inCountedTimer);
      const id = raf.call(this, function (t) {
        frames.delete(id);
        const outer = [depth, inCounted];
        [depth, inCounted] = [level, counted];
        try { return fn.call(this, t); } finally { [depth, inCounted] = outer; }
      });
      if (counted && frames.size < 100) frames.add(id);
      return id;
    };
    window.cancelAnimationFrame = function (id) {
      frames.delete(id);
      return caf.call(this, id);
    };
  }
  window.__TIMERS__.clear();
  window.__TIMERS__.counting = true;  // until settle.js first answers: what the input's handlers set
}
