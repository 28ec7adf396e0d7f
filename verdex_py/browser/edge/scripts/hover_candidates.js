// An element hidden until something near it is hovered, when no stylesheet this page can read says
// so (a menu opened by script, or styled from another origin): the visible elements worth hovering
// to find out, nearest first, marked data-verdex-fix="<index>"; returns the centre of each.
(el) => {
  for (const old of document.querySelectorAll("[data-verdex-fix]")) old.removeAttribute("data-verdex-fix");
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== "hidden";
  };
  const controls = "a[href], button, [role=button], [aria-haspopup], [tabindex], summary";
  let branch = el;  // the outermost hidden ancestor: what the hover would show
  for (let i = 0; i < 8 && branch.parentElement && !shown(branch.parentElement); i++) branch = branch.parentElement;
  const picked = [];
  const add = (node) => { if (node && !picked.includes(node) && shown(node) && !node.contains(el)) picked.push(node); };
  const addContainer = (node) => { if (node && node !== document.body && shown(node)) picked.push(node); };
  for (let sib = branch.previousElementSibling; sib && picked.length < 2; sib = sib.previousElementSibling) {
    const inner = sib.matches(controls) ? [sib] : [...sib.querySelectorAll(controls)].reverse();
    for (const c of inner) add(c);
  }
  addContainer(branch.parentElement);  // a row, a card, a list item: hovering it hovers the hidden part's parent
  if (branch.parentElement) addContainer(branch.parentElement.parentElement);
  return picked.slice(0, 4).map((node, index) => {
    node.setAttribute("data-verdex-fix", String(index));
    const r = node.getBoundingClientRect();
    return {index, x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 12),
            name: (node.getAttribute("aria-label") || node.innerText || "").trim().replace(/\s+/g, " ").slice(0, 60)};
  });
}
