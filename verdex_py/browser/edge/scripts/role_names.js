// An element a widget step acts on, which has no ref (an option, a submenu item, a search box): its
// role (explicit, else the implicit one of its tag) and the names it may go by, most likely first,
// for the caller to try with Playwright's get_by_role until one finds this very element.
(el) => {
  const text = (n) => (n.innerText || n.textContent || '').replace(/\s+/g, ' ').trim();
  const own = (n) => [...n.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent)
    .join(' ').replace(/\s+/g, ' ').trim();  // its own text, without a nested (open) submenu's
  const tag = el.tagName.toLowerCase();
  const type = (el.getAttribute('type') || 'text').toLowerCase();
  const IMPLICIT = {button: 'button', select: 'combobox', textarea: 'textbox', option: 'option', li: 'listitem'};
  let role = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
  if (!role && tag === 'input') {
    role = el.list ? 'combobox' : type === 'search' ? 'searchbox' : ['checkbox', 'radio'].includes(type) ? type
      : ['button', 'submit', 'reset'].includes(type) ? 'button' : 'textbox';
  }
  if (!role && tag === 'a' && el.hasAttribute('href')) role = 'link';
  if (!role) role = IMPLICIT[tag] || '';
  const root = el.getRootNode();
  const byId = (id) => (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
  const names = [
    el.getAttribute('aria-label'),
    (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean).map(byId).filter(Boolean).map(text).join(' '),
    ...(el.labels ? [...el.labels].map(text) : []),
    text(el),
    own(el),
    el.getAttribute('placeholder'),
    el.getAttribute('title'),
  ].map((n) => (n || '').trim()).filter(Boolean);
  return {role, names: [...new Set(names)], shown: text(el)};
}
