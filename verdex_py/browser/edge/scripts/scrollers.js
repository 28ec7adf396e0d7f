// The page's scrolling containers, largest first, then the document: what browser_find scrolls
// to find content a virtual list or a feed has not rendered yet (browser/page/scrolling.py).
// Found by structure: vertical overflow auto/scroll and more content than shows, visible.
// The document comes last, always.
() => {
  const found = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.scrollHeight <= el.clientHeight + 1 || el.clientHeight < 40) continue;
    const overflow = getComputedStyle(el).overflowY;
    if (overflow !== "auto" && overflow !== "scroll" && overflow !== "overlay") continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    found.push([box.width * box.height, el]);
  }
  found.sort((a, b) => b[0] - a[0]);
  const list = found.slice(0, 5).map((pair) => pair[1]);
  // the document even when it does not scroll yet: a feed's first load may still be on its way
  if (document.scrollingElement) list.push(document.scrollingElement);
  return list;
}
