import 'server-only';
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
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo tunnels (carry any IPv4 address)
  ['2002::', 16], // 6to4 (carries any IPv4 address)
  ['64:ff9b::', 96], // NAT64 (carries any IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an IP address is one a webhook must never be sent to: private, loopback, link-local,
 * unique-local, unspecified, multicast or reserved. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d,
 * ::ffff:7f00:1) are judged by their IPv4 address; anything that is not an address is refused.
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all
}

export interface ResolvedAddress {
  address: string;
  /** 4 or 6; derived from the address when the lookup leaves it out */
  family?: number;
}

export type AddressLookup = (host: string) => Promise<readonly ResolvedAddress[]>;

const systemLookup: AddressLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/** How long a webhook host may take to resolve before the attempt counts as failed. */
const LOOKUP_TIMEOUT_MS = 5_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type WebhookTarget =
  | { ok: true; url: URL; addresses: readonly Required<ResolvedAddress>[] }
  | { ok: false; problem: string };

/**
 * A webhook URL checked for posting: https only, no credentials, and every address its host
 * resolves to is public. The addresses come back so the post connects to exactly those (a
 * second lookup could answer differently).
 */
export async function resolveWebhookTarget(
  url: string,
  lookup: AddressLookup = systemLookup,
  lookupTimeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<WebhookTarget> {
  const refuse = (problem: string): WebhookTarget => ({ ok: false, problem });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('The webhook URL is not a valid URL.');
  }
  if (parsed.protocol !== 'https:') return refuse('The webhook URL must use https.');
  if (parsed.username || parsed.password) {
    return refuse('The webhook URL must not carry credentials.');
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let found: readonly ResolvedAddress[];
  try {
    found = isIP(host) ? [{ address: host }] : await withinTimeout(lookup(host), lookupTimeoutMs);
  } catch {
    return refuse(`The webhook host ${host} could not be resolved.`);
  }
  if (found.length === 0) return refuse(`The webhook host ${host} could not be resolved.`);
  const inside = found.find((a) => isNonPublicAddress(a.address));
  if (inside) {
    return refuse(`The webhook host ${host} resolves to a private address (${inside.address}).`);
  }
  const addresses = found.map((a) => ({ address: a.address, family: a.family ?? isIP(a.address) }));
  return { ok: true, url: parsed, addresses };
}

/** Why a webhook URL may not be posted to (one sentence), or null when it may. */
export async function webhookTargetProblem(
  url: string,
  lookup: AddressLookup = systemLookup,
): Promise<string | null> {
  const target = await resolveWebhookTarget(url, lookup);
  return target.ok ? null : target.problem;
}
