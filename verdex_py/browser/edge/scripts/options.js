// The options of a <select> (value and visible label), or null for anything else.
(e) => e.options ? [...e.options].map((o) => ({value: o.value, label: o.label.trim()})) : null
