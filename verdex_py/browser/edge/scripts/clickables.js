// What a person can click or type into that Playwright's AI snapshot shows without a ref of its
// own: an inline element (a <span> drawn as a link, an <i> icon) whose text the snapshot folds
// into its parent's line, and a contenteditable editor with no role (folded into its first
// paragraph). One named operation (clickables_ops.py declares it), which also tells whether the page
// has an editor at all (browser/page/editors.py asks it before a snapshot). Each element found is marked
// `data-verdex-ref=<n>` (kept across captures, so its ref stays the same), an attribute no page
// logic reads; its ref resolves by that attribute. Where to show it is told by text: its own text
// (the line it was folded into shows it) or, with none, the text just before it.

/**
 * @typedef {Object} Clickable
 * @property {number} id
 * @property {string} kind
 * @property {string} name
 * @property {string} text
 * @property {string} before
 */

/**
 * @typedef {Object} Findings
 * @property {Clickable[]} clickables
 * @property {boolean} editor
 */

const squash = (s) => (s || '').replace(/\s+/g, ' ').trim();
const ROLED = 'a[href], button, input, select, textarea, summary, label, option, [role]:not([role=generic]):not([role=presentation]):not([role=none])';
const idText = (ids) => squash((ids || '').split(/\s+/).map((i) => document.getElementById(i)?.textContent || '').join(' '));
// The best name the page gives it: label, title, its text, an icon's title or alt, a tooltip, a placeholder.
const nameOf = (e, edit) => {
  const svgTitle = e.querySelector('svg title');
  const img = e.querySelector('img[alt]');
  for (const v of [e.getAttribute('aria-label'), idText(e.getAttribute('aria-labelledby')), e.title,
    edit ? '' : squash(e.innerText), svgTitle?.textContent, img?.alt,
    idText(e.getAttribute('aria-describedby')), e.getAttribute('placeholder'), e.getAttribute('data-placeholder'),
    e.parentElement?.getAttribute('data-placeholder')]) {
    const s = squash(v);
    if (s) return s.slice(0, 80);
  }
  return '';
};
const shown = (e) => {
  const r = e.getBoundingClientRect();
  const s = getComputedStyle(e);
  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
};
// Pointer cursor of its own (not inherited), a tab stop, an onclick, on an inline element the
// snapshot folds into its parent's text; or the root of an editable region with no role.
const kindOf = (e) => {
  if (e.isContentEditable && !e.parentElement?.isContentEditable && !e.hasAttribute('role')) return 'edit';
  const s = getComputedStyle(e);
  if (s.display !== 'inline' || e.closest(ROLED) || e.querySelector(ROLED)) return '';
  const parent = e.parentElement;
  const own = (s.cursor === 'pointer' && !(parent && getComputedStyle(parent).cursor === 'pointer')) ||
    (e.hasAttribute('tabindex') && e.tabIndex >= 0) || typeof e.onclick === 'function';
  return own ? 'click' : '';
};
// The text just before `e` in document order (its last 40 characters), to place a line with no text.
const textBefore = (e) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  walker.currentNode = e;
  let out = '';
  while (out.length < 40 && walker.previousNode()) {
    const t = walker.currentNode;
    if (!e.contains(t) && t.parentElement && !t.parentElement.closest('script, style, title')) out = squash(t.data) + ' ' + out;
  }
  return squash(out).slice(-40);
};

// Whether `root` or an open shadow root under it holds an element matching `selector` (as a
// Playwright CSS locator counts: it pierces open shadow roots).
const holds = (root, selector) => {
  if (root.querySelector(selector)) return true;
  for (const e of root.querySelectorAll('*')) if (e.shadowRoot && holds(e.shadowRoot, selector)) return true;
  return false;
};

/**
 * Every such element in the document, in document order (at most 300), marked and described; and
 * whether the document holds an element matching `editable` (an editor).
 * @operation find
 * @param {string} editable
 * @returns {Findings}
 */
const find = (editable) => {
  const all = document.body ? document.body.querySelectorAll('*') : [];
  let next = 1;
  for (const e of document.querySelectorAll('[data-verdex-ref]')) next = Math.max(next, +e.getAttribute('data-verdex-ref') + 1);
  const out = [];
  for (const e of all) {
    if (out.length >= 300) break;
    const kind = kindOf(e);  // first: it turns most elements away cheaply
    if (!kind || e.closest('script, style, head, [aria-hidden=true]') || !shown(e)) continue;
    if (!e.hasAttribute('data-verdex-ref')) e.setAttribute('data-verdex-ref', String(next++));
    const edit = kind === 'edit';
    out.push({id: +e.getAttribute('data-verdex-ref'), kind, name: nameOf(e, edit),
      text: edit ? '' : squash(e.innerText).slice(0, 80), before: textBefore(e)});
  }
  return {clickables: out, editor: holds(document, editable)};
};
