import { isIP } from 'node:net';
import { environmentValue } from '../../command-line/environment';

// Who is asking, for the abuse limits and the view count: the address of the connection, or,
// behind proxies the operator trusts, the address the nearest trusted proxy saw. A client can
// put anything in X-Forwarded-For; only the hops the operator configured are believed.

/** The header the app's server sets from the connection; anything a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-dealer-client-address';

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one home or
 * phone holds a whole /64, and takes a new address in it at will).
 */
export function clientGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  return environmentValue('TRUSTED_PROXY_HOPS', env);
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

/**
 * The client a request counts as, for the limits and the view count: the address the app's
 * server saw ('unknown' otherwise), an IPv6 address by its /64 (clientGroup).
 */
export function clientAddressOf(request: Request): string {
  return clientGroup(request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown');
}
