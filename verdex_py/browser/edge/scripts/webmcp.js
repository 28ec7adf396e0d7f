// Init script of --caps webmcp, run in every document before its own scripts: records the tools the
// document registers through the model-context API and reports the set (ModelTool[]) to the server
// through the __WEBMCP_REPORT__ binding on every change. Three ways in:
// Chromium's own document.modelContext (behind --enable-features=WebMCP: its registerTool wrapped,
// an AbortSignal unregisters), a navigator.modelContext the page defines itself (assigned or
// defined: its registerTool / unregisterTool / provideContext / clearContext wrapped in place), and,
// when the page defines none, a recording navigator.modelContext of ours with those four methods.
// __WEBMCP_CALL__(name, input) runs a recorded tool's execute (webmcp_call.js). A block, not a
// function: its declarations stay out of the page's global scope, once per document.

/**
 * @typedef {Object} ModelTool
 * @property {string} name
 * @property {string} description
 * @property {Object|undefined} inputSchema
 * @property {boolean} readOnly
 */

if (!window.__WEBMCP_CALL__) {
  const tools = new Map();
  let queued = false;
  const plain = (value) => {
    try {
      if (typeof value === "string") value = JSON.parse(value);
      return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    } catch {
      return undefined;
    }
  };
  /** @returns {ModelTool} */
  const described = (t) => ({
    name: String(t.name),
    description: String(t.description ?? ""),
    inputSchema: plain(t.inputSchema),
    readOnly: !!(t.annotations && t.annotations.readOnlyHint),
  });
  const report = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const send = window.__WEBMCP_REPORT__;
      if (typeof send !== "function" || window.top !== window) return;
      send([...tools.values()].map(described)).catch(() => {});
    });
  };
  const add = (tool) => {
    if (tool && typeof tool.name === "string" && typeof tool.execute === "function") {
      tools.set(tool.name, tool);
      report();
    }
  };
  const remove = (name) => tools.delete(String(name)) && report();
  const clear = () => {
    tools.clear();
    report();
  };
  const recording = {
    registerTool(tool, options) {
      add(tool);
      const signal = options && options.signal;
      if (signal && typeof signal.addEventListener === "function")
        signal.addEventListener("abort", () => tools.get(tool.name) === tool && remove(tool.name));
      return { unregister: () => tools.get(tool.name) === tool && remove(tool.name) };
    },
    unregisterTool: (name) => remove(name),
    provideContext(context) {
      tools.clear();
      for (const tool of (context && context.tools) || []) add(tool);
      report();
    },
    clearContext: () => clear(),
  };
  // A page's own method, recorded as it is called (its answer's unregister too).
  const recorded = (method, original) => function (...args) {
    const answer = original.apply(this, args);
    const ours = recording[method](...args);
    if (method === "registerTool" && answer && typeof answer.unregister === "function") {
      const unregister = answer.unregister;
      answer.unregister = function (...more) {
        ours.unregister();
        return unregister.apply(this, more);
      };
    }
    return answer;
  };
  const wrapped = new WeakSet();
  const wrap = (target) => {
    if (!target || (typeof target !== "object" && typeof target !== "function") || wrapped.has(target)) return target;
    wrapped.add(target);
    for (const method of Object.keys(recording)) {
      const original = target[method];
      if (typeof original !== "function") continue;
      try {
        target[method] = recorded(method, original);
      } catch {
        // a frozen object: its tools stay unrecorded
      }
    }
    return target;
  };
  // No navigator.modelContext: ours, replaced (and wrapped) by one the page assigns or defines.
  const offerOurs = () => {
    let own = recording;
    Object.defineProperty(Navigator.prototype, "modelContext", {
      configurable: true,
      enumerable: true,
      get: () => own,
      set: (value) => {
        own = wrap(value);
      },
    });
    const watched = (target, key, descriptor) =>
      target === navigator && key === "modelContext" && descriptor && "value" in descriptor && wrap(descriptor.value);
    const define = Object.defineProperty;
    Object.defineProperty = function (target, key, descriptor) {
      watched(target, key, descriptor);
      return define.call(this, target, key, descriptor);
    };
    const reflect = Reflect.defineProperty;
    Reflect.defineProperty = function (target, key, descriptor) {
      watched(target, key, descriptor);
      return reflect.call(this, target, key, descriptor);
    };
  };
  if (document.modelContext) wrap(document.modelContext);
  if (navigator.modelContext) wrap(navigator.modelContext);
  else if (!("modelContext" in Navigator.prototype)) offerOurs();
  const call = async (name, input) => {
    const tool = tools.get(name);
    if (!tool) return { missing: true };
    try {
      const client = { requestUserInteraction: async (callback) => callback() };
      const result = await tool.execute(input ?? {}, client);
      return { ok: true, result: typeof result === "string" ? result : plain(result) ?? null };
    } catch (e) {
      return { error: String((e && e.message) || e).slice(0, 500) };
    }
  };
  Object.defineProperty(window, "__WEBMCP_CALL__", { value: call, enumerable: false });
}
