// What an element says about itself, for finding it again in generated code: its tag, its
// labels (form fields) and the landmark around it (explicit role, or the implicit one of main,
// nav, aside, dialog, search, a named form or section, a top-level header or footer).
(el) => {
  const text = (n) => (n.innerText || n.textContent || '').trim().replace(/\s+/g, ' ');
  const byIds = (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(text).join(' ');
  const labels = el.labels ? [...el.labels].map(text).filter(Boolean) : [];
  if (el.getAttribute('aria-labelledby')) labels.push(byIds(el.getAttribute('aria-labelledby')));
  if (el.getAttribute('aria-label')) labels.push(el.getAttribute('aria-label').trim());
  const LANDMARKS = ['main', 'navigation', 'complementary', 'banner', 'contentinfo', 'form', 'region',
                     'search', 'dialog', 'alertdialog'];
  const IMPLICIT = {main: 'main', nav: 'navigation', aside: 'complementary', dialog: 'dialog', search: 'search'};
  let landmark = null;
  for (let p = el.parentElement; p && !landmark; p = p.parentElement) {
    const tag = p.tagName.toLowerCase();
    const name = p.getAttribute('aria-label') || (p.getAttribute('aria-labelledby') ?
      byIds(p.getAttribute('aria-labelledby')) : '');
    let role = p.getAttribute('role') || IMPLICIT[tag];
    if (!role && name && (tag === 'form' || tag === 'section')) role = tag === 'form' ? 'form' : 'region';
    if (!role && (tag === 'header' || tag === 'footer') && !p.closest('article, aside, main, nav, section'))
      role = tag === 'header' ? 'banner' : 'contentinfo';
    if (role && LANDMARKS.includes(role)) landmark = {role, name: name.trim()};
  }
  return {tag: el.tagName.toLowerCase(), labels: [...new Set(labels.filter(Boolean))], landmark};
}
