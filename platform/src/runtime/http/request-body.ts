// Reading a request body without trusting it: the size is enforced while reading (a client that
// lies about Content-Length, or sends none, is cut off at the limit) and a POST must say JSON.

export type BodyRefusal = 'too_large' | 'not_json';

/** True when the request says its body is JSON. */
export function isJsonRequest(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(type.trim());
}

/**
 * The body as text, or 'too_large' as soon as more than `maxBytes` have arrived (or are
 * announced): the rest is never read into memory.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<string | 'too_large'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) return 'too_large';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      return 'too_large';
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
