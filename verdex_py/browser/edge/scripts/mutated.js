// How many DOM changes since observe.js ran (a new document, where it never ran, counts as changed).
() => window.__MUTATIONS__ ?? 1
