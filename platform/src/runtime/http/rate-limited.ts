// The answer to a client over one of the abuse limits (runtime/abuse-limits) on a JSON call or a
// made document: 429 with a message, to try again in a minute.

export function rateLimitedResponse(): Response {
  return Response.json(
    { message: 'Too many requests. Please wait a minute and try again.', code: 'rate_limited' },
    { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': '60' } },
  );
}
