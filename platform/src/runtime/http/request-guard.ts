import { decodePathSegment } from '../../domain/path-segment';

// What the proxy refuses before a request reaches the router: the framework would answer these
// with a 500 (a path it cannot decode, a post to a page taken for a server action). The pages
// take no form posts and the platform has no server actions: forms post JSON to /api/ routes.

export interface Refusal {
  status: 400 | 405;
  message: string;
  headers: Record<string, string>;
}

const pageMethods = new Set(['GET', 'HEAD']);

/** The refusal for a request the router must never see, or null to let it through. */
export function refusedRequest(method: string, pathname: string): Refusal | null {
  if (pathname.split('/').some((segment) => decodePathSegment(segment) === null)) {
    return {
      status: 400,
      message: 'The address is not valid: it has a broken percent-encoding.',
      headers: {},
    };
  }
  if (!pathname.startsWith('/api/') && !pageMethods.has(method.toUpperCase())) {
    return {
      status: 405,
      message: `${method.toUpperCase()} is not allowed here: pages are read with GET.`,
      headers: { allow: 'GET, HEAD' },
    };
  }
  return null;
}

/** The refusal as a plain-text answer that is never cached. */
export function refusalResponse(refusal: Refusal): Response {
  return new Response(refusal.message, {
    status: refusal.status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...refusal.headers,
    },
  });
}
