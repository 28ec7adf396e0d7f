// Scrolling an opened list through, shared by widget.js (options with roles) and popup.js (entries
// without): a virtual list keeps only the rows in view (and a few beyond) in the document, so the
// one looked for is drawn only once scrolled to. Loaded before the file that uses it; it defines
// only `listScroller`, `throughList`, `scrolled`, `nextTop` and `STEPS` (the modules it joins keep their own helpers).

// The box that scrolls the list: the nearest scrolling ancestor of its rows that holds the most of
// them (a layer's own controls, a close button above its list, are no rows of it). Null: none scrolls.
const listScroller = (rows) => {
  const scrolls = (e) => e.scrollHeight > e.clientHeight + 4 && /auto|scroll/.test(getComputedStyle(e).overflowY);
  const count = new Map();
  for (const r of rows) {
    let e = r.parentElement;
    while (e && e !== document.body && !scrolls(e)) e = e.parentElement;
    if (e && e !== document.body) count.set(e, (count.get(e) || 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1]).map(([e]) => e)[0] || null;
};

// Scroll `box` (`move`), then wait until the list is drawn for where it now is: its entries
// (`drawnNow()`) changed, or its scroll event came and two frames passed with no change (all entries
// were there already). Reading before that reads the entries of the old position (stale elements,
// soon replaced). Whether it scrolled at all.
const scrolled = (box, move, drawnNow, deadline) => new Promise((done) => {
  const before = drawnNow();
  const from = box.scrollTop;
  move();
  if (box.scrollTop === from) { done(false); return; }
  let event = false;
  let frames = 0;
  let over = false;
  const end = () => {
    if (over) return;
    over = true;
    observer.disconnect();
    box.removeEventListener('scroll', onScroll);
    clearTimeout(timer);
    done(true);
  };
  const changed = () => { if (drawnNow() !== before) end(); };
  const observer = new MutationObserver(changed);
  observer.observe(box, {childList: true, subtree: true, characterData: true, attributes: true});
  const onScroll = () => { event = true; };
  box.addEventListener('scroll', onScroll);
  const frame = () => {
    if (over) return;
    changed();
    if (event && ++frames > 2) end(); else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const timer = setTimeout(end, Math.max(0, deadline - Date.now()));
});

// Where the next step scrolls to: the top of the lowest entry drawn (a list draws a few rows past
// its view, so a step that far skips none), else most of a screenful.
const nextTop = (box, rows) => {
  const top = box.getBoundingClientRect().top - box.scrollTop;
  const lowest = Math.max(-Infinity, ...rows.filter((r) => box.contains(r)).map((r) => r.getBoundingClientRect().top - top));
  const screen = box.scrollTop + Math.max(Math.floor(box.clientHeight * 0.8), 20);
  return lowest > box.scrollTop + box.clientHeight / 2 ? Math.floor(lowest) : screen;
};

const STEPS = 400;  // steps of one scroll-through, at most (and the caller's time)

// Scroll `box` through from its top, `rows()` being the entries drawn now, calling `look()` after
// each step (it collects what it needs) until it answers an entry (the one looked for) or the list
// ends, STEPS or `deadline` run out. The entry is scrolled into view and looked up again (the list may
// draw it anew); without one, the box is put back where it stood. The entry found, or null.
const throughList = async (box, rows, look, deadline) => {
  const drawnNow = () => rows().map((r) => r.textContent).join('\n');
  const start = box.scrollTop;
  let found = look();
  if (!found && await scrolled(box, () => { box.scrollTop = 0; }, drawnNow, deadline)) found = look();
  for (let i = 0; !found && i < STEPS && Date.now() < deadline; i++) {
    const to = nextTop(box, rows());
    if (!await scrolled(box, () => { box.scrollTop = to; }, drawnNow, deadline)) break;
    found = look();
  }
  if (found && await scrolled(box, () => found.scrollIntoView({block: 'nearest'}), drawnNow, deadline)) found = look();
  if (!found) await scrolled(box, () => { box.scrollTop = start; }, drawnNow, Date.now() + 500);
  return found || null;
};
