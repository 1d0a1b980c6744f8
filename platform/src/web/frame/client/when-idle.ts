/**
 * Runs `task` once the browser has a quiet moment (requestIdleCallback), and at the latest
 * after `timeout` ms; where there is no idle callback, on the next turn. Calls a page makes
 * for itself after loading (view counts, quotes) wait for it, so they neither slow hydration
 * nor answer while it runs. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
