// Counts DOM changes (not input values, which are properties) and remembers where they happened;
// one observer per document.
() => {
  window.__MUTATIONS__ = 0;
  window.__CHANGED__ = new Set();
  if (!window.__OBSERVER__) {
    window.__OBSERVER__ = new MutationObserver((records) => {
      window.__MUTATIONS__ += records.length;
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (el && window.__CHANGED__.size < 500) window.__CHANGED__.add(el);
      }
    });
    window.__OBSERVER__.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  }
}
