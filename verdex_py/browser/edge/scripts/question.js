// The question a cover asks (dismisser.js marked it data-verdex-asks in this document): its text,
// its choices marked data-verdex-choice="<index>" (so Python can find their refs), and the name of
// the control that only closes it, if any (asks.js). The mark is taken off. null: no cover asks.
() => {
  const asks = __ASKS__;
  const deep = (root, sel) => {
    const hosts = [root, ...root.querySelectorAll("*")].filter((h) => h.shadowRoot);
    return [...root.querySelectorAll(sel), ...hosts.flatMap((h) => deep(h.shadowRoot, sel))];
  };
  for (const old of deep(document, "[data-verdex-choice]")) old.removeAttribute("data-verdex-choice");
  const cover = deep(document, "[data-verdex-asks]")[0];
  if (!cover) return null;
  cover.removeAttribute("data-verdex-asks");
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== "hidden";
  };
  const clean = (t) => (t || "").trim().replace(/\s+/g, " ");
  const name = (c) => (clean(c.getAttribute("aria-label")) || clean(c.innerText) || clean(c.value) || clean(c.title)).slice(0, 40);
  // the controls diagnose.js, cover_frame.js and blocker.js hand to the dismisser, in the same way
  const controls = deep(cover, "button, a[href], [role=button], input[type=button], input[type=submit]").filter(shown);
  const seen = asks(cover, controls);
  const choices = seen.choices.slice(0, 6);
  choices.forEach((c, index) => c.setAttribute("data-verdex-choice", String(index)));
  return {
    question: seen.question,
    choices: choices.map((c, index) => ({index, name: name(c)})),
    closer: seen.closer ? name(seen.closer) : null,
  };
}
