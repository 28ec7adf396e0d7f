// An ARIA range widget's state (role slider or spinbutton drawn without an <input>): its value,
// bounds and the text it shows for the value, as numbers where the page gives them.
(el) => {
  const num = (name) => {
    const v = parseFloat(el.getAttribute(name));
    return Number.isFinite(v) ? v : null;
  };
  return {now: num('aria-valuenow'), min: num('aria-valuemin'), max: num('aria-valuemax'),
          text: el.getAttribute('aria-valuetext'), role: (el.getAttribute('role') || '').trim()};
}
