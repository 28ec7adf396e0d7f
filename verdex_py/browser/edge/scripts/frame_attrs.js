// The attributes an iframe element can be told apart by among its siblings.
(f) => ({title: f.getAttribute('title'), name: f.getAttribute('name'), id: f.id || null,
  src: f.getAttribute('src')})
