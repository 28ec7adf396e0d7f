// The element's tag name, lower case.
(e) => e.tagName.toLowerCase()
