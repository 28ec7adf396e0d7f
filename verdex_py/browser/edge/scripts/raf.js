// Resolves after two animation frames: the DOM has reacted to the last event.
() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
