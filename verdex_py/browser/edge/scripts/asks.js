// Whether a cover ASKS something, and which of its controls only closes it, read from structure,
// never from words in any language (#41). It asks when it holds a field, two or more controls
// (a footer of Cancel and Delete, Reject and Accept), or a question mark in its title or text.
// A control only closes it when its structure says so: [command=close]/[command=request-close]
// (it closes its dialog), [popovertargetaction=hide], formmethod=dialog in a form that sends
// elsewhere (closes without sending), in a <form method=dialog> the one submitter with no value
// among submitters that carry one (its answer is the empty returnValue, as Escape's), a close
// glyph (×) or an icon-only control in the top corner of the cover's dialog, neither in a row of
// buttons with a labelled one. Colour, order and place in a footer never decide: a footer's buttons are answers.
// {asks, closer, choices (the controls but the closer and links away), question}.
(cover, controls) => {
  const clean = (t) => (t || "").trim().replace(/\s+/g, " ");
  const text = (c) => clean(c.innerText || c.value || "");
  const up = (n) => n.parentElement || (n.getRootNode() instanceof ShadowRoot ? n.getRootNode().host : null);
  const within = (outer, n) => { for (; n; n = up(n)) if (n === outer) return true; return false; };
  const deep = (root, sel) => {
    const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
    return [...(root.matches?.(sel) ? [root] : []), ...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
  };
  const shown = (n) => { const r = n.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(n).visibility !== "hidden"; };
  const away = (c) => c.matches("a[href]") && !/^(#|javascript:)/i.test(c.getAttribute("href") || "");
  const opener = (c) => away(c) || c.matches("[aria-haspopup]:not([aria-haspopup=false]), [aria-expanded], [aria-controls]");
  const submitter = (c) => c.matches("button:not([type]), button[type=submit], input[type=submit], input[type=image]");
  const sends = (c) => !!c.form && submitter(c) && (c.getAttribute("formmethod") || c.form.getAttribute("method") || "").toLowerCase() !== "dialog";
  const glyph = (c) => /^[×✕✖✗╳⨯xX]$/.test(text(c)) || /^[×✕✖✗╳⨯]$/.test(clean(c.getAttribute("aria-label")));
  const iconOnly = (c) => !/[\p{L}\p{N}]/u.test(text(c));  // no letter, no digit: a glyph or an image
  // the cover's box: the dialog inside it that holds its controls (a veil holds a dialog), else itself
  const DIALOG = "dialog, [role=dialog], [role=alertdialog], [aria-modal=true]";
  const box = deep(cover, DIALOG).filter((d) => controls.every((c) => within(d, c))).pop() || cover;
  const cr = box.getBoundingClientRect();
  const corner = (c) => {
    const r = c.getBoundingClientRect();
    return r.left + r.width / 2 > cr.left + cr.width * 0.6 && r.top + r.height / 2 < cr.top + Math.min(cr.height * 0.4, 90);
  };
  // a row of buttons: the control's parent holds controls and nothing else with text (a footer);
  // a glyph or an icon in a row with a labelled control is one of the answers, not a close
  const row = (c) => {
    const p = up(c);
    return p && [...p.children].every((k) => controls.some((o) => within(k, o)) || !clean(k.innerText)) ? p : null;
  };
  const inRowOfWords = (c) => { const p = row(c); return !!p && controls.some((o) => o !== c && within(p, o) && !iconOnly(o)); };
  const dialogForm = (c) => !!c.form && (c.form.getAttribute("method") || "").toLowerCase() === "dialog";
  const emptyAnswer = (c) => {  // in a <form method=dialog>: the one submitter whose returnValue is ""
    if (!dialogForm(c) || !submitter(c) || c.hasAttribute("formmethod") || (c.value || "") !== "") return false;
    const others = [...c.form.elements].filter((o) => o !== c && submitter(o) && shown(o));
    return others.length > 0 && others.every((o) => (o.value || "") !== "");
  };
  const rank = (c) => {  // how surely a control only closes the cover; 0: it may answer it
    if (opener(c)) return 0;
    if (c.matches("[command=close], [command=request-close], [popovertargetaction=hide]")) return 6;
    if ((c.getAttribute("formmethod") || "").toLowerCase() === "dialog" && c.form && !dialogForm(c)) return 5;
    if (emptyAnswer(c)) return 4;
    if (sends(c)) return 0;
    if (inRowOfWords(c)) return 0;
    if (glyph(c)) return corner(c) ? 3 : 2;
    if (iconOnly(c) && corner(c)) return 1;
    return 0;
  };
  let closer = null, top = 0;
  // (ties go to the right-most: a header's icons put the close last, after an edit or a bin)
  const right = (c) => c.getBoundingClientRect().right;
  for (const c of controls) { const r = rank(c); if (r > top || (r && r === top && right(c) > right(closer))) { closer = c; top = r; } }
  if (top === 2 && controls.filter(glyph).length > 1) closer = null;  // several glyphs out of the corner: rows' removers
  const choices = controls.filter((c) => c !== closer && !away(c));
  // the question: the box's title and description
  const byIds = (attr) => (box.getAttribute(attr) || "").split(/\s+/).filter(Boolean)
    .map((id) => box.getRootNode().getElementById?.(id) || document.getElementById(id)).filter(Boolean)
    .map((n) => clean(n.innerText || n.textContent)).join(" ");
  const heading = deep(box, "h1, h2, h3, h4, h5, h6, [role=heading], legend").find(shown);
  const title = clean(box.getAttribute("aria-label")) || byIds("aria-labelledby") || (heading ? text(heading) : "");
  const paragraph = deep(box, "p, [role=document]").find((p) => shown(p) && text(p) && !controls.some((c) => within(p, c)));
  // else the box's own text, its title and its controls' labels taken out
  const said = byIds("aria-describedby") || (paragraph ? text(paragraph) : "")
    || clean([title, ...controls.map(text)].reduce((t, n) => (n ? t.replace(n, " ") : t), clean(box.innerText)));
  const question = (said.startsWith(title) ? said : [title, said].filter(Boolean).join(" ")).slice(0, 160);
  const fields = deep(box, "textarea, select, [contenteditable=true], [role=textbox], [role=combobox], [role=checkbox], [role=switch], [role=radio], "
    + "input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image])").filter(shown);
  const asks = fields.length > 0 || choices.length >= 2 || /[?？¿؟]/.test(question);
  return {asks, closer, choices, question};
}
