// The text a rich-text editor (contenteditable) holds, on one line and cut to `max` characters;
// null for any other element (a field's value is in the snapshot already).
(el, max) => {
  if (!el.isContentEditable) return null;
  return (el.innerText || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, max);
}
