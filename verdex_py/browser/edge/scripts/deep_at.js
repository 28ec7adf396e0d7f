// The element at a point (viewport coordinates), inside open shadow roots: shared by the scripts
// that hit-test (probe.js, reveal.js, blocker.js) through the __DEEP_AT__ placeholder.
(x, y) => {
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}
