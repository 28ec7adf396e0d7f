// Resolves after two animation frames (the DOM has reacted to the last event) with the DOM changes
// counted since observe.js ran (a document where it never ran counts one), so that one round trip
// both settles and tells whether anything changed.
() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.__MUTATIONS__ ?? 1))))
