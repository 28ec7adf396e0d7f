// Loaded into Playwright's Node driver before it starts (NODE_OPTIONS=--require, set by
// driver_bounds.py). The driver keeps a dispatcher for every Request, Response and Frame a
// page ever had, and the Python client a mirror of each, until the page closes or 10,000 of
// a kind pile up on the connection: a long session grows by tens of KB per navigation on
// both sides. This keeps the newest VERDEX_DRIVER_KEEP (default 1000) of each of those kinds
// and disposes of older ones the way the driver does past its own limit (the client is told
// and drops its mirror). Never disposed: a frame still attached, a request still waiting for
// its response. Anything unexpected leaves the driver as it is.
"use strict";
(() => {
  const path = require("path");
  const keep = Number.parseInt(process.env.VERDEX_DRIVER_KEEP || "1000", 10);
  if (!(keep > 0)) return;
  let Connection;
  try {
    const core = require(path.join(path.dirname(process.argv[1]), "lib", "coreBundle.js"));
    Connection = core.server.DispatcherConnection;
  } catch (e) {
    process.stderr.write(`verdex_py: driver objects not bounded (${e && e.message})\n`);
    return;
  }
  const original = Connection && Connection.prototype.maybeDisposeStaleDispatchers;
  if (typeof original !== "function") {
    process.stderr.write("verdex_py: driver objects not bounded (no maybeDisposeStaleDispatchers)\n");
    return;
  }
  const stillNeeded = {
    Frame: (object) => !object._isDetached(),
    Request: (object) => !object._existingResponse() && !object._failureText,
    Response: () => false,
  };
  let broken = false; // once the driver's internals do not look as expected, its own limit applies
  function keepNewest(bucket, needed) {
    const list = this._dispatchersByBucket.get(bucket);
    if (!list || list.size <= keep) return;
    let excess = list.size - keep + Math.floor(keep / 10); // in batches, as the driver does
    const force = list.size > 10 * keep; // a page that keeps thousands in flight: oldest go anyway
    for (const guid of [...list]) {
      if (excess <= 0) break;
      const dispatcher = this._dispatcherByGuid.get(guid);
      if (!dispatcher || dispatcher._disposed) {
        list.delete(guid);
        continue;
      }
      if (!force && needed(dispatcher._object)) continue;
      dispatcher._dispose("gc"); // removes it (and a request's response) from every list
      excess -= 1;
    }
  }
  Connection.prototype.maybeDisposeStaleDispatchers = function (bucket) {
    const needed = stillNeeded[bucket];
    if (!needed || broken) return original.call(this, bucket);
    try {
      keepNewest.call(this, bucket, needed);
    } catch (e) {
      broken = true;
      process.stderr.write(`verdex_py: driver objects no longer bounded (${e && e.message})\n`);
      original.call(this, bucket);
    }
  };
})();
