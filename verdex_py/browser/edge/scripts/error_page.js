// What an HTTP error page says about itself: its title, its first heading, whether it asks the
// visitor to sign in (a visible password field), so a 401/403 can be told from a plain refusal,
// and whether it renders an application instead (form controls, no error wording: a single-page
// app its host serves with 404), so that status is a warning, not a failure.
() => {
  const heading = document.querySelector("h1, h2, [role=heading]");
  const visible = (e) => e.getClientRects().length > 0;
  const password = [...document.querySelectorAll("input[type=password]")].some(visible);
  const controls = [...document.querySelectorAll("input:not([type=hidden]), select, textarea, button")]
    .filter(visible).length;
  const said = [document.title, heading ? heading.innerText : "", (document.body?.innerText || "").slice(0, 400)]
    .join("\n");
  const wording = /\b[45]\d\d\b|not found|error|forbidden|unauthori[sz]ed|unavailable|went wrong|denied|does ?n[o']t exist|no longer|bad request|bad gateway|too many requests/i;
  return {
    title: document.title || "",
    heading: heading ? (heading.innerText || heading.textContent || "").trim().slice(0, 200) : "",
    login_form: password,
    app: controls >= 2 && !password && !wording.test(said),
  };
}
