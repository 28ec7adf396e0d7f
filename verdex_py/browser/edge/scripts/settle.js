// Resolves after two animation frames (the DOM has reacted to the last event) with what happened
// meanwhile, so that one round trip both settles and tells: the DOM changes counted since
// observe.js ran (a document where it never ran counts one) and the window.open calls since the
// last look (that count starts again, as in opened.js).
() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const opened = window.__OPENED__ ?? 0;
  window.__OPENED__ = 0;
  r([window.__MUTATIONS__ ?? 1, opened]);
})))
