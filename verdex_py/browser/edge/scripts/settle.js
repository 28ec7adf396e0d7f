// Resolves once the page has settled, with what happened meanwhile, so that one round trip both
// settles and tells: the short timers the action set have run, finite animations have ended and the
// animation frames its handlers asked for have run (at most 1 s), then the frame after (the DOM has
// reacted and been laid out) and the task after that frame (what the frame's observers queued). In a
// document observe.js never ran in, what the handlers asked for is unknown: two frames, then the task.
// Answers the DOM changes counted since observe.js ran (a document where it never ran counts one), the
// window.open calls since the last look (that count starts again, as in opened.js) and what live
// regions announced (taken).
() => new Promise((r) => {
  const until = performance.now() + 1000;
  const frames = window.__FRAMES__;
  const busy = () => (window.__TIMERS__?.size ?? 0) > 0 || (frames?.size ?? 0) > 0 ||
    document.getAnimations().some((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
  if (window.__TIMERS__) window.__TIMERS__.counting = false;
  const done = () => {
    const opened = window.__OPENED__ ?? 0;
    window.__OPENED__ = 0;
    const announced = window.__ANNOUNCED__ ?? [];
    window.__ANNOUNCED__ = [];
    r([window.__MUTATIONS__ ?? 1, opened, announced]);
  };
  const task = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(0);
  };
  // inFrame: called back in a frame that ran after every frame the handlers asked for
  const answer = (inFrame) => frames ? (inFrame ? task() : requestAnimationFrame(task))
    : requestAnimationFrame(() => requestAnimationFrame(task));
  const wait = (inFrame) => (busy() && performance.now() < until ? requestAnimationFrame(() => wait(true)) : answer(inFrame));
  wait(false);
})
