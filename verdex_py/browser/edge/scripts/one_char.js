// Whether a field is a box that takes one character (one of a run of code boxes, segments.js): a
// visible, enabled text-like <input> with maxlength 1 or size 1, or drawn about as wide as it is tall.
// Shared through the __ONE_CHAR__ placeholder by segments.js and probe.js (which tells typing whether
// to look for the run at all).
(e) => {
  if (!e.matches('input') || !['', 'text', 'tel', 'number', 'password', 'search'].includes(e.getAttribute('type') || '') ||
      e.disabled) return false;
  const r = e.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0 || getComputedStyle(e).visibility === 'hidden') return false;
  if (e.maxLength === 1 || e.getAttribute('size') === '1') return true;
  return e.maxLength < 0 && r.width <= 1.6 * r.height;
}
