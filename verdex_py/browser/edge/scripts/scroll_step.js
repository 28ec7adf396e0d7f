// One step of browser_find's scrolling (browser/page/scrolling.py) on the containers of the list
// scrollers.js made, all at once: each move sets one container's position (a screenful down or up,
// or back to where it was). Then two frames (a virtual list renders its rows) and, while a
// container moved down (`grow`) sits at its end, up to `growMs` for a feed to append more.
// Answers, per move, where it stands and the text it shows (its rendered text and the names
// attributes give), for a cheap check before a snapshot.
async (list, { moves, growMs }) => {
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const heights = moves.map((m) => list[m.index].scrollHeight);
  for (const m of moves) list[m.index].scrollTop = m.to;
  await frames();
  const atEnd = (el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
  const waiting = () => moves.some((m, k) => m.grow && atEnd(list[m.index]) && list[m.index].scrollHeight <= heights[k]);
  if (growMs > 0 && waiting()) {
    const until = Date.now() + growMs;
    while (Date.now() < until && waiting()) await new Promise((done) => setTimeout(done, 50));
    await frames();
  }
  return moves.map((m, k) => {
    const el = list[m.index];
    const scope = el === document.scrollingElement ? document.body : el;
    const named = [];
    for (const inner of scope.querySelectorAll("[aria-label],[title],[alt],[placeholder]")) {
      for (const key of ["aria-label", "title", "alt", "placeholder"]) {
        const value = inner.getAttribute(key);
        if (value) named.push(value);
      }
    }
    return {
      top: el.scrollTop,
      end: Boolean(m.grow) && atEnd(el) && el.scrollHeight <= heights[k],
      text: (scope.innerText || "") + "\n" + named.join("\n"),
    };
  });
}
