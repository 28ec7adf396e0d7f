// How many windows this document asked to open since the last look (the count starts again).
() => {
  const opened = window.__OPENED__ ?? 0;
  window.__OPENED__ = 0;
  return opened;
}
