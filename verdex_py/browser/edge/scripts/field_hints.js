// What a typed field shows about the format it wants: its placeholder, title, description and
// label texts, and the language it is written in (for the day/month order of a date).
(el) => {
  const texts = (ids) => (ids || '').split(/\s+/).map((id) => el.getRootNode().getElementById?.(id)?.innerText || '');
  const hints = [el.placeholder, el.title, ...texts(el.getAttribute('aria-describedby')),
                 ...texts(el.getAttribute('aria-labelledby')), ...[...(el.labels || [])].map((l) => l.innerText)];
  return {hints: hints.filter(Boolean), lang: el.closest('[lang]')?.getAttribute('lang') || null};
}
