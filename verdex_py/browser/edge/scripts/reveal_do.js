// One step on the path reveal.js found (window.__REVEAL__): ["focus", i] focuses candidate i (or the
// first focusable inside it); ["wait", ms] waits, polling, until the hidden part shows (true) or the
// time is up (false); ["push", i] adds candidate i (-1: the control diagnose.js marked) to the path taken (window.__REVEAL_PATH__, reset by
// ["reset"]); ["mark"] marks the path's elements data-verdex-fix="<index>" and says how many.
([op, arg]) => {
  const state = window.__REVEAL__;
  const shows = (n) => {
    const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && n.checkVisibility({opacityProperty: true, visibilityProperty: true})
      && getComputedStyle(n).pointerEvents !== "none";
  };
  if (op === "reset") { window.__REVEAL_PATH__ = []; return 0; }
  const deep = (root) => [...root.querySelectorAll("[data-verdex-fix]"),
    ...[...root.querySelectorAll("*")].filter((h) => h.shadowRoot).flatMap((h) => deep(h.shadowRoot))];
  if (op === "push") {  // a candidate of reveal.js, or (arg -1) the control diagnose.js marked
    const node = arg >= 0 ? state.nodes[arg] : deep(document).find((n) => n.getAttribute("data-verdex-fix") === "0");
    (window.__REVEAL_PATH__ ||= []).push(node);
    return window.__REVEAL_PATH__.length;
  }
  if (op === "mark") {
    for (const old of deep(document)) old.removeAttribute("data-verdex-fix");
    const path = (window.__REVEAL_PATH__ || []).filter((n) => n.isConnected);
    path.forEach((n, i) => n.setAttribute("data-verdex-fix", String(i)));
    return path.length;
  }
  if (op === "focus") {
    const n = state.nodes[arg];
    const focusable = "input, select, textarea, button, a[href], [tabindex]:not([tabindex='-1']), summary";
    const target = n.matches(focusable) ? n : n.querySelector(focusable);
    if (!target) return false;
    target.focus();
    return true;
  }
  if (op === "wait") {
    const until = performance.now() + arg;
    return new Promise((resolve) => {
      const look = () => {
        if (!state.branch.isConnected || shows(state.branch)) resolve(state.branch.isConnected);
        else if (performance.now() >= until) resolve(false);
        else setTimeout(look, 25);
      };
      look();
    });
  }
  return null;
}
