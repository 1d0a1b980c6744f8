import 'server-only';

// On the embedded store every query runs on the app's own thread, and a chain of awaited
// queries never gives the event loop back: a stock import's thousands of rows would hold every
// shopper's request until the last one. A long piece of work awaits `nextTurn()` between its
// steps, so the requests that came in meanwhile are answered in between.

/** Resolves after the event loop has taken the I/O and timers waiting now. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
