// Removes the mark left by mark_region.js.
() => document.querySelector('[__REGION_ATTR__]')?.removeAttribute('__REGION_ATTR__')
