import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// A dealer's lead webhook may only be a public https address: the server posts leads to it, so
// an address inside the platform's own network (loopback, private ranges, link-local cloud
// metadata, unique-local IPv6) would let a site configuration reach internal services.

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network / unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of any IPv4, checked as IPv4 below
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook must never be sent to. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isNonPublicAddress(mapped);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all
}

export type AddressLookup = (host: string) => Promise<readonly { address: string }[]>;

const systemLookup: AddressLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Why a webhook URL may not be posted to (one sentence), or null when it may: https only, no
 * credentials, and every address its host resolves to is public.
 */
export async function webhookTargetProblem(
  url: string,
  lookup: AddressLookup = systemLookup,
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The webhook URL is not a valid URL.';
  }
  if (parsed.protocol !== 'https:') return 'The webhook URL must use https.';
  if (parsed.username || parsed.password) return 'The webhook URL must not carry credentials.';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: readonly { address: string }[];
  try {
    addresses = isIP(host) ? [{ address: host }] : await lookup(host);
  } catch {
    return `The webhook host ${host} could not be resolved.`;
  }
  if (addresses.length === 0) return `The webhook host ${host} could not be resolved.`;
  const inside = addresses.find((a) => isNonPublicAddress(a.address));
  return inside
    ? `The webhook host ${host} resolves to a private address (${inside.address}).`
    : null;
}
