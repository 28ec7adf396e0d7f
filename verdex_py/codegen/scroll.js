// What a generated test runs to reach a virtual list's row (support.scrolled_to): the scrolling box
// around a drawn row, scrolled to its top (`top`) or down most of its height; whether it moved,
// answered once two frames have passed (the list draws the rows now in view).
(row, top) => new Promise((done) => {
  let box = row.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  if (!box) { done(false); return; }
  const from = box.scrollTop;
  box.scrollTop = top ? 0 : from + Math.max(box.clientHeight * 0.8, 20);
  requestAnimationFrame(() => requestAnimationFrame(() => done(top || box.scrollTop !== from)));
})
