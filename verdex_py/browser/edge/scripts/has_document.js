// Whether the page has a document element yet (a page mid-navigation may not).
() => document.documentElement !== null
