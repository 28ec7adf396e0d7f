// The agent's function run as Playwright runs one (a function is called, with the element when
// there is one; anything else is its own value), raced in the page against the action timeout:
// the bound is on settling, while bringing a large value over is left to the call's ceiling.
async (element) => {
  const value = (
__FUNCTION__
  );
  const result = typeof value === "function" ? value(element) : value;
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("__UNSETTLED__")), __MS__);
  });
  try {
    return await Promise.race([result, late]);
  } finally {
    clearTimeout(timer);
  }
}
