// Masks for what shows a secret (the server decides what holds one: no secret is sent to the page).
// Given an element: that field masked. {look: "fields"}: what each field that may show typed text
// holds (inputs, text areas, editable elements, in open shadow roots too), and the page's whole text. {look: "texts"}: each
// element's own text (its text nodes). {fields, texts}: those fields and text owners masked, by
// index. A masked element keeps a mark and an inline style painting its text transparent, and an
// input or text area its value as discs too (so a PDF prints no glyph of it); an editable element
// gets no discs: -webkit-text-security changes its innerText, which the read-back reads.
(arg) => {
  const FIELDS = "input, textarea, [contenteditable]:not([contenteditable='false'])";
  const mask = (e) => {
    e.setAttribute("__SECRET_ATTR__", "");
    for (const [name, value] of [["color", "transparent"], ["-webkit-text-fill-color", "transparent"], ["text-shadow", "none"]]) {
      e.style.setProperty(name, value, "important");
    }
    if (e.matches("input, textarea")) e.style.setProperty("-webkit-text-security", "disc", "important");
  };
  if (arg instanceof Element) return mask(arg), 1;
  const all = (root, out = []) => {  // every element, open shadow roots included
    for (const e of root.querySelectorAll("*")) {
      out.push(e);
      if (e.shadowRoot) all(e.shadowRoot, out);
    }
    return out;
  };
  const fields = () => all(document).filter((e) => e.matches(FIELDS));
  const owners = () => all(document).filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.data.trim()));
  if (arg.look === "fields") {
    const values = fields().map((f) => (f.matches("input, textarea") ? f.value : f.innerText) || "");
    return { fields: values, text: document.body ? document.body.innerText : "" };
  }
  if (arg.look === "texts") {
    return owners().map((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join(""));
  }
  const [shown, owned] = [fields(), arg.texts.length ? owners() : []];
  for (const i of arg.fields) if (shown[i]) mask(shown[i]);
  for (const i of arg.texts) if (owned[i]) mask(owned[i]);
  return arg.fields.length + arg.texts.length;
}
