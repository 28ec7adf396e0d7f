// A popup that blocks the page around an element: an open dialog (any ARIA or <dialog> kind; modal,
// large or new) not holding the element, or a layer drawn fixed over the middle of the viewport or over the element.
// Its visible controls are marked data-verdex-fix="<index>" (DOM order); `best` is the one that
// dismisses it (dismisser.js), null when it asks and nothing only closes it; `asks`, `question` and
// `choices` (indices) say what it asks (asks.js); `appeared`: it changed since the action began (observe.js's record),
// null when nothing was recorded. null when no popup blocks the page.
(el) => {
  const dismisser = __DISMISSER__;
  const asks = __ASKS__;
  const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
  const within = (outer, n) => { for (; n; n = up(n)) if (n === outer) return true; return false; };
  const shows = (n) => {
    const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && n.checkVisibility({opacityProperty: true, visibilityProperty: true});
  };
  const deep = (root, sel) => {
    const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
    return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
  };
  const deepAt = __DEEP_AT__;  // the element at a point, inside open shadow roots
  for (const old of deep(document, "[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
  const changed = window.__CHANGED__ ? [...window.__CHANGED__] : null;
  const appeared = (p) => changed && changed.some((c) => within(p, c) || c === up(p));
  const big = (n) => { const b = n.getBoundingClientRect(); return b.width * b.height >= innerWidth * innerHeight / 5; };
  // a dialog blocks when it is modal, large, or new: a small popover left open elsewhere does not
  const found = deep(document, "dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]")
    .filter((d) => shows(d) && !within(d, el) && (d.matches(":modal, [aria-modal=true]") || big(d) || appeared(d)));
  const r = el.getBoundingClientRect();
  for (const [x, y] of [[innerWidth / 2, innerHeight / 2], [r.left + r.width / 2, r.top + r.height / 2]]) {
    const top = deepAt(x, y);
    if (!top || within(el, top) || within(top, el)) continue;
    let layer = top;
    while (up(layer) && up(layer) !== document.body && !within(up(layer), el)) layer = up(layer);
    const st = getComputedStyle(layer);
    if (/fixed|absolute|sticky/.test(st.position) && big(layer) && !found.some((d) => within(d, layer) || within(layer, d))) found.push(layer);
  }
  const popup = found.find((p) => appeared(p)) || found[0];
  if (!popup) return null;
  const text = (n) => (n.innerText || n.textContent || "").trim().replace(/\s+/g, " ");
  const controls = deep(popup, "button, [role=button], input[type=button], input[type=submit], a[href]").filter(shows).slice(0, 6);
  controls.forEach((c, i) => c.setAttribute("data-verdex-fix", String(i)));
  const best = dismisser(popup, controls);
  popup.removeAttribute("data-verdex-asks");  // (the mark is for question.js; this returns the question itself)
  const seen = asks(popup, controls);
  const byId = (id) => popup.getRootNode().getElementById?.(id) || document.getElementById(id);
  const labelled = (popup.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean).map(byId).filter(Boolean).map(text).join(" ");
  const heading = popup.querySelector("h1, h2, h3, h4, [role=heading], legend");
  return {
    label: (popup.getAttribute("aria-label") || labelled || (heading && text(heading)) || text(popup)).slice(0, 50),
    dialog: popup.matches("dialog, [role=dialog], [role=alertdialog], [aria-modal=true]"),
    appeared: changed ? !!appeared(popup) : null,
    controls: controls.map((c, index) => ({index, name: (c.getAttribute("aria-label") || text(c) || c.value || "").slice(0, 40)})),
    best: best ? controls.indexOf(best) : null,
    asks: seen.asks,
    question: seen.question,
    choices: seen.choices.map((c) => controls.indexOf(c)),
  };
}
