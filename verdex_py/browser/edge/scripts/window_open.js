// Run in every page before its own scripts: count window.open calls, so an action whose handler
// opened a window waits for the new tab (it arrives a moment later, later still under load)
// instead of answering without it.
(() => {
  const original = window.open;
  window.open = function (...args) {
    window.__OPENED__ = (window.__OPENED__ ?? 0) + 1;
    return original.apply(this, args);
  };
})();
