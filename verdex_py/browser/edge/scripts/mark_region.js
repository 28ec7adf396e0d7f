// Marks the smallest element containing every change (unless that is most of the page).
(acted, maxElements) => {
  const changed = [...(window.__CHANGED__ || [])].filter((el) => el.isConnected);
  if (!changed.length) return "none";
  if (acted && acted.isConnected) changed.push(acted);  // keep the acted-on element resolvable next time
  let region = changed[0];
  for (const el of changed) while (!region.contains(el)) region = region.parentElement;
  if (!region || region === document.body || region === document.documentElement) return "page";
  if (region.getElementsByTagName("*").length > maxElements) return "page";
  region.setAttribute("__REGION_ATTR__", "");
  return "marked";
}
