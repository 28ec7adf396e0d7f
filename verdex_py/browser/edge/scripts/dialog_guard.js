// Run in every page before its own scripts: like a browser's "prevent this page from creating
// additional dialogs", once a dialog is reopened at once after the previous one was answered, a
// third time in a row, this document's dialogs are answered by default (alert: nothing, confirm:
// false, prompt: null), with a console warning. A `while (true) alert()` loop would otherwise keep
// the agent answering forever, and a script blocked in a dialog cannot be stopped from outside.
(() => {
  let closedAt = 0, quick = 0, blocked = false;
  for (const [name, answer] of [["alert", undefined], ["confirm", false], ["prompt", null]]) {
    const original = window[name];
    window[name] = function (...args) {
      quick = performance.now() - closedAt < 50 ? quick + 1 : 0;
      if (quick >= 3 && !blocked) {
        blocked = true;
        console.warn("verdex: this page reopens dialogs in a loop; its further dialogs are answered by default");
      }
      if (blocked) return answer;
      try { return original.apply(this, args); } finally { closedAt = performance.now(); }
    };
  }
})();
