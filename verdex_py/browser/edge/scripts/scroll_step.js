// One step of browser_find's scrolling (browser/page/scrolling.py) on container `index` of the
// list scrollers.js made: to position `to` (a screenful down or up, or back to where it was).
// After the step, two frames (a virtual list renders its rows); at the end, up to `growMs` for a
// feed to append more. Answers where it stands and the text now shown
// (the rendered text and the names attributes give), for a cheap check before a snapshot.
async (list, { index, to, growMs }) => {
  const el = list[index];
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const height = el.scrollHeight;
  el.scrollTop = to;
  await frames();
  const atEnd = () => el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
  let grew = el.scrollHeight > height;
  if (growMs > 0 && atEnd() && !grew) {
    const until = Date.now() + growMs;
    while (Date.now() < until && el.scrollHeight <= height) await new Promise((done) => setTimeout(done, 50));
    grew = el.scrollHeight > height;
    await frames();
  }
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
    end: atEnd() && !grew,
    grew,
    text: (scope.innerText || "") + "\n" + named.join("\n"),
  };
}
