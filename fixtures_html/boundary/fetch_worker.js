// A worker's own fetch of `to` (a SharedWorker's or a dedicated Worker's), told to the page.
const to = new URLSearchParams(self.location.search).get("to");
const told = fetch(to).then((r) => r.text()).then((text) => "answer: " + text, (e) => "refused: " + e);
if ("onconnect" in self) {
  self.onconnect = (event) => told.then((message) => event.ports[0].postMessage(message));
} else {
  told.then((message) => self.postMessage(message));
}
