import { isIP } from 'node:net';

// Who is asking, for the abuse limits and the view count: the address of the connection, or,
// behind proxies the operator trusts, the address the nearest trusted proxy saw. A client can
// put anything in X-Forwarded-For; only the hops the operator configured are believed.

/** The header the app's server sets from the connection; anything a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-dealer-client-address';

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const value = env.TRUSTED_PROXY_HOPS?.trim();
  if (!value) return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}".`);
  }
  return hops;
}

/**
 * The client's address: with no trusted proxy, the connection's own address; with n trusted
 * proxies, the address the outermost trusted proxy received the request from, the n-th entry
 * from the right of X-Forwarded-For. Entries left of that are the client's own claims and are
 * never used. A malformed entry where a trusted one belongs falls back to the connection.
 */
export function clientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const socket = normaliseAddress(input.socketAddress) ?? 'unknown';
  if (input.trustedHops === 0) return socket;
  const forwarded = (
    Array.isArray(input.forwardedFor) ? input.forwardedFor.join(',') : (input.forwardedFor ?? '')
  )
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = forwarded[forwarded.length - input.trustedHops];
  return normaliseAddress(candidate) ?? socket;
}

function normaliseAddress(address: string | undefined): string | null {
  if (!address) return null;
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return isIP(bare) ? bare : null;
}

/** The client address of a request that came through the app's server ('unknown' otherwise). */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
