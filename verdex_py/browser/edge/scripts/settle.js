// Resolves once the page has settled, with what happened meanwhile, so that one round trip both
// settles and tells: the short timers the action set have run and finite animations have ended
// (at most 1 s), then two animation frames (the DOM has reacted). Answers the DOM changes counted
// since observe.js ran (a document where it never ran counts one), the window.open calls since the
// last look (that count starts again, as in opened.js) and what live regions announced (taken).
() => new Promise((r) => {
  const until = performance.now() + 1000;
  const busy = () => (window.__TIMERS__?.size ?? 0) > 0 || document.getAnimations().some((a) =>
    a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
  if (window.__TIMERS__) window.__TIMERS__.counting = false;
  const answer = () => requestAnimationFrame(() => requestAnimationFrame(() => {
    const opened = window.__OPENED__ ?? 0;
    window.__OPENED__ = 0;
    const announced = window.__ANNOUNCED__ ?? [];
    window.__ANNOUNCED__ = [];
    r([window.__MUTATIONS__ ?? 1, opened, announced]);
  }));
  const wait = () => (busy() && performance.now() < until ? requestAnimationFrame(wait) : answer());
  wait();
})
