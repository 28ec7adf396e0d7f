// What an HTTP error page says about itself: its title, its first heading, and whether it asks
// the visitor to sign in (a visible password field), so a 401/403 can be told from a plain refusal.
() => {
  const heading = document.querySelector("h1, h2, [role=heading]");
  const password = [...document.querySelectorAll("input[type=password]")].some(
    (e) => e.getClientRects().length > 0,
  );
  return {
    title: document.title || "",
    heading: heading ? (heading.innerText || heading.textContent || "").trim().slice(0, 200) : "",
    login_form: password,
  };
}
