// What an element holds after an action, and the constraints that explain a difference.
// `sent` is the text typed; for a colour input its CSS reading (a name such as "red") comes back too.
(el, sent) => {
  const tag = el.tagName.toLowerCase();
  const held = {tag, type: null, value: null, checked: null, selected: null, files: null, limits: {},
                readonly: false, invalid: [], message: '', sent_colour: null};
  const field = tag === 'input' || tag === 'textarea';
  if (tag === 'select') {
    held.selected = [...el.selectedOptions].map((o) => ({value: o.value, label: o.label}));
    return held;
  }
  if (!field) {
    held.value = el.isContentEditable ? el.innerText : (el.value ?? el.innerText ?? '');
    const aria = el.getAttribute('aria-checked');
    held.checked = aria === null ? null : aria === 'true';
    return held;
  }
  held.type = tag === 'textarea' ? 'textarea' : el.type;
  held.readonly = el.readOnly;
  if (held.type === 'checkbox' || held.type === 'radio') held.checked = el.checked;
  else if (held.type === 'file') {
    held.files = [...el.files].map((f) => f.name);
    held.limits = {accept: el.accept || null, multiple: el.multiple};
  } else held.value = el.value;
  for (const name of ['maxLength', 'minLength']) if (el[name] >= 0) held.limits[name.toLowerCase()] = el[name];
  for (const name of ['pattern', 'min', 'max', 'step', 'title']) {
    const value = el.getAttribute(name);
    if (value !== null && value !== '') held.limits[name] = value;
  }
  const validity = el.validity;
  for (const flag of ['badInput', 'patternMismatch', 'rangeOverflow', 'rangeUnderflow', 'stepMismatch',
                      'tooLong', 'tooShort', 'typeMismatch']) if (validity[flag]) held.invalid.push(flag);
  held.message = el.validationMessage;
  if (held.type === 'color' && typeof sent === 'string') {
    const paint = document.createElement('canvas').getContext('2d');
    paint.fillStyle = '#010203';
    paint.fillStyle = sent.trim();
    held.sent_colour = paint.fillStyle === '#010203' && sent.trim() !== '#010203' ? null : paint.fillStyle;
  }
  return held;
}
