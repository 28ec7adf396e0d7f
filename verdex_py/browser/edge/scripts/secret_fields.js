// Masks for fields that hold a secret (the server decides which: no secret is sent to the page).
// Given an element: that field masked. Given nothing: what each field of the document that may
// show typed text holds (inputs, text areas, editable elements). Given indices: those fields
// masked. A masked field keeps a mark and an inline style that paints its text transparent (not as discs:
// -webkit-text-security changes an editable element's innerText, which the read-back reads).
(arg) => {
  const mask = (f) => {
    f.setAttribute("__SECRET_ATTR__", "");
    for (const [name, value] of [["color", "transparent"], ["-webkit-text-fill-color", "transparent"], ["text-shadow", "none"]]) {
      f.style.setProperty(name, value, "important");
    }
    if (f.matches("input, textarea")) f.style.setProperty("-webkit-text-security", "disc", "important");
  };
  if (arg instanceof Element) return mask(arg), 1;
  const fields = [...document.querySelectorAll("input, textarea, [contenteditable]:not([contenteditable='false'])")];
  if (!arg) return fields.map((f) => (f.matches("input, textarea") ? f.value : f.innerText) || "");
  for (const i of arg) if (fields[i]) mask(fields[i]);
  return arg.length;
}
