/** Runs `task` when the browser is idle (soon after first paint), where requestIdleCallback exists or not. */
export function whenIdle(task: () => void) {
  if (window.requestIdleCallback) window.requestIdleCallback(task);
  else window.setTimeout(task, 200);
}
