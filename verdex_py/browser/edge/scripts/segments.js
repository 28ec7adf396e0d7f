// A code typed into a run of one-character boxes (a one-time code in six boxes, focus moved on by the
// page's script): the run the agent's box belongs to, what each box holds, and each box to type into.
// One named operation each (segments_ops.py declares them). A box is a visible text-like <input> that
// takes one character (maxlength 1, size 1, or drawn about as wide as it is tall); a run is four to
// eight of them side by side in one group (the nearest ancestor, four levels at most, holding four),
// with no other field between them. Hidden inputs (a form's joined copy) are not boxes.

/**
 * @typedef {Object} BoxQuery
 * @property {number} n
 */
/**
 * @typedef {Object} SegmentRun
 * @property {number} count
 * @property {number} index
 * @property {string[]} values
 */

const fieldLike = (e) => e.matches('input, textarea, select, [contenteditable=""], [contenteditable=true]') &&
  !(e.matches('input') && ['hidden', 'submit', 'button', 'reset', 'image'].includes(e.type));
const oneChar = __ONE_CHAR__;
// The run of boxes `target` is one of, in order; null when it is not one.
const runOf = (target) => {
  if (!oneChar(target)) return null;
  let group = target.parentElement;
  for (let i = 0; group && i < 4; i++, group = group.parentElement) {
    const fields = [...group.querySelectorAll('*')].filter(fieldLike);
    if (fields.filter(oneChar).length < 4) continue;
    const at = fields.indexOf(target);
    let first = at, last = at;
    while (first > 0 && oneChar(fields[first - 1])) first--;
    while (last < fields.length - 1 && oneChar(fields[last + 1])) last++;
    const run = fields.slice(first, last + 1);
    return run.length >= 4 && run.length <= 8 ? run : null;
  }
  return null;
};

/**
 * @operation run  on the box the agent named: its run, where it stands in it, what each box holds;
 *   null: it is not one of a run
 * @returns {SegmentRun|null}
 */
const run = (target) => {
  const boxes = runOf(target);
  return boxes && {count: boxes.length, index: boxes.indexOf(target), values: boxes.map((b) => b.value)};
};

/**
 * @operation box  on the box the agent named: the n-th box of its run, its content selected (a key typed
 *   replaces it, as in a box that takes one character); null: no such box
 * @param {BoxQuery} q
 * @returns {Element|null}
 */
const box = (target, q) => {
  const found = (runOf(target) || [])[q.n] || null;
  if (found) { found.focus(); found.select(); }
  return found;
};
