// Which of a cover's visible controls dismisses it, read from structure, never from words in one
// language: a close glyph (×) or an icon-only control in the cover's top-right corner, a control of
// a <form method=dialog>, the one drawn unlike its siblings (the primary choice), else the last of
// its row (consent messages put "accept" last). Controls that open more (a menu, settings behind
// aria-expanded, a link away) or send a form's text (a chat's Send) never dismiss. null: none fits.
(cover, controls) => {
  const text = (c) => (c.innerText || c.value || "").trim();
  const opener = (c) => c.matches("[aria-haspopup]:not([aria-haspopup=false]), [aria-expanded], [aria-controls]")
    || (c.matches("a[href]") && !/^(#|javascript:)/i.test(c.getAttribute("href") || ""));
  const sends = (c) => !!c.form && c.matches("[type=submit], button:not([type])")
    && [...c.form.elements].some((f) => f.matches("textarea, input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button])"));
  const glyph = (c) => /^[×✕✖✗╳⨯xX]$/.test(text(c)) || /^[×✕✖✗╳⨯]$/.test((c.getAttribute("aria-label") || "").trim());
  const iconOnly = (c) => !/\p{L}{2,}/u.test(text(c));
  const cr = cover.getBoundingClientRect();
  const corner = (c) => {
    const r = c.getBoundingClientRect();
    return r.left + r.width / 2 > cr.left + cr.width * 0.6 && r.top + r.height / 2 < cr.top + Math.min(cr.height * 0.4, 90);
  };
  const fill = (c) => getComputedStyle(c).backgroundColor;
  const fills = controls.map(fill);
  const usual = fills.sort((a, b) => fills.filter((f) => f === b).length - fills.filter((f) => f === a).length)[0];
  const prominent = (c) => controls.length > 1 && fill(c) !== usual && !/rgba\(0, 0, 0, 0\)|transparent/.test(fill(c));
  const score = (c, i) => {
    if (opener(c) || sends(c)) return 0;
    if (glyph(c)) return corner(c) ? 7 : 6;
    if (iconOnly(c) && corner(c)) return 5;
    if (c.closest("form[method=dialog]")) return 4;
    if (prominent(c)) return 3;
    if (iconOnly(c)) return 1;
    return 2 + i / (controls.length * 10);  // the later in its row, the likelier
  };
  let best = null, top = 0;
  controls.forEach((c, i) => { const s = score(c, i); if (s > top) { best = c; top = s; } });
  return best;
}
