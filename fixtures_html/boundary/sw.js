// A service worker's own fetch of `to`, once it is active, told to every page of its origin.
const to = new URLSearchParams(self.location.search).get("to");
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  let message;
  try {
    message = "answer: " + (await (await fetch(to)).text());
  } catch (error) {
    message = "refused: " + error;
  }
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
})()));
