// Which of a cover's visible controls dismisses it, read from structure, never from words in one
// language (asks.js): a control that only closes it; else, for a cover that asks nothing (no field,
// no question, one control), its one control (a notice's OK). A cover that asks (a confirm, a form,
// a consent choice) and has nothing that only closes it gets null: its answer is the user's, never
// ours, whatever the buttons' colour or place. Such a cover is marked data-verdex-asks (question.js
// reads its question and choices). Controls that open more or send a form's text never dismiss.
(cover, controls) => {
  const asks = __ASKS__;
  for (const old of cover.getRootNode().querySelectorAll("[data-verdex-asks]")) old.removeAttribute("data-verdex-asks");
  const seen = asks(cover, controls);
  if (seen.asks) {
    cover.setAttribute("data-verdex-asks", "");
    return seen.closer;
  }
  if (seen.closer) return seen.closer;
  const only = seen.choices.filter((c) => !c.matches("[aria-haspopup]:not([aria-haspopup=false]), [aria-expanded], [aria-controls]")
    && !(c.form && c.matches("button:not([type]), [type=submit]") && (c.form.getAttribute("method") || "").toLowerCase() !== "dialog"));
  return seen.choices.length === 1 && only.length === 1 ? only[0] : null;
}
