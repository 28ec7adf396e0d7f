// What is visible as an element action begins (run with the probe), so that left_open.js can tell
// a popup the action opened from one that was there already. Read, then dropped, by left_open.js.
() => {
  const all = [];
  const collect = (root) => {
    for (const e of root.querySelectorAll("*")) {
      all.push(e);
      if (e.shadowRoot) collect(e.shadowRoot);
    }
  };
  collect(document);
  window.__SHOWN_AT_ACTION__ = new WeakSet(all.filter((e) => e.checkVisibility()));
}
