// What an iframe element was asked to load (a hung frame has no URL of its own yet).
(e) => e.src || e.name || 'about:blank'
