// One storage area ("local" or "session") of the page's origin: set, delete or clear, then every
// entry as [key, value] pairs (list and get read the same pairs).
([area, op, key, value]) => {
  const store = area === "local" ? window.localStorage : window.sessionStorage;
  if (op === "set") store.setItem(key, value);
  else if (op === "delete") store.removeItem(key);
  else if (op === "clear") store.clear();
  const out = [];
  for (let i = 0; i < store.length; i++) out.push([store.key(i), store.getItem(store.key(i))]);
  return out;
}
