// The acted-on element's live state: what its snapshot line would show after the action.
(el) => ({
  value: el.matches('input:not([type=checkbox]):not([type=radio]), textarea') ? el.value
    : el.isContentEditable ? el.innerText.replace(/\s+/g, ' ').trim() : null,
  checked: el.matches('input[type=checkbox], input[type=radio]') ? el.checked : null,
  selected: el.matches('select') ? [...el.selectedOptions].map((o) => o.label) : null,
  expanded: el.getAttribute('aria-expanded'),
})
