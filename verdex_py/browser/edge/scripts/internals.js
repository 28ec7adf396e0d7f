// Run in every page before its own scripts: keep each element's ElementInternals. A web component
// may take its role and ARIA states from them (`this.internals.role = 'option'`), which no attribute
// shows and nothing outside the component can read; the widget script reads them here, so it sees
// the role the browser computes for the element.
(() => {
  const proto = window.HTMLElement && HTMLElement.prototype;
  if (!proto || !proto.attachInternals || window.__INTERNALS__) return;
  const original = proto.attachInternals;
  const kept = new WeakMap();
  Object.defineProperty(window, '__INTERNALS__', {value: kept});
  proto.attachInternals = {attachInternals() {
    const internals = original.call(this);
    kept.set(this, internals);
    return internals;
  }}.attachInternals;
})();
