import type http from 'node:http';

// Headers the framework adds for itself that would show a shopper the internal route of a page
// (`x-middleware-rewrite: /swan-valley-toyota/...`): the app's server never sends them.
export const INTERNAL_HEADERS: ReadonlySet<string> = new Set([
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-middleware-set-cookie',
  'x-matched-path',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
]);

const isInternal = (name: string) => INTERNAL_HEADERS.has(name.toLowerCase());

/** Makes a response drop the internal headers, however they are set. */
export function hideInternalHeaders(res: http.ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    isInternal(name) ? res : setHeader(name, value)) as typeof res.setHeader;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const name of res.getHeaderNames()) if (isInternal(name)) res.removeHeader(name);
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      args[args.length - 1] = Object.fromEntries(
        Object.entries(last as Record<string, unknown>).filter(([name]) => !isInternal(name)),
      );
    } else if (Array.isArray(last)) {
      // a flat [name, value, name, value ...] list
      const kept: unknown[] = [];
      for (let i = 0; i + 1 < last.length; i += 2) {
        if (!isInternal(String(last[i]))) kept.push(last[i], last[i + 1]);
      }
      args[args.length - 1] = kept;
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}
