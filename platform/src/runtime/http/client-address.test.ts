import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  clientAddressOf,
  CLIENT_ADDRESS_HEADER,
  clientGroup,
  trustedProxyHops,
} from './client-address';

describe('clientAddress', () => {
  it.each<[string, string | undefined, string | undefined, number, string]>([
    ['no proxy: the connection', '203.0.113.9', undefined, 0, '203.0.113.9'],
    ['no proxy: a forged header is ignored', '203.0.113.9', '1.2.3.4', 0, '203.0.113.9'],
    ['an IPv4-mapped IPv6 connection', '::ffff:203.0.113.9', undefined, 0, '203.0.113.9'],
    ['an IPv6 connection', '2001:db8::1', undefined, 0, '2001:db8::1'],
    ['one proxy: the address it saw', '10.0.0.2', '198.51.100.7', 1, '198.51.100.7'],
    [
      'one proxy: the client prepends a forgery',
      '10.0.0.2',
      '1.2.3.4, 198.51.100.7',
      1,
      '198.51.100.7',
    ],
    ['two proxies', '10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9', 2, '198.51.100.7'],
    [
      'more hops configured than present: the connection',
      '10.0.0.2',
      '198.51.100.7',
      3,
      '10.0.0.2',
    ],
    ['a malformed trusted entry: the connection', '10.0.0.2', 'not-an-ip', 1, '10.0.0.2'],
    ['no header behind a proxy: the connection', '10.0.0.2', undefined, 1, '10.0.0.2'],
    ['no connection address', undefined, undefined, 0, 'unknown'],
  ])('%s', (_name, socketAddress, forwardedFor, trustedHops, expected) => {
    expect(clientAddress({ socketAddress, forwardedFor, trustedHops })).toBe(expected);
  });

  it('never lets the client choose its address when no proxy is trusted', () => {
    fc.assert(
      fc.property(fc.string(), fc.ipV4(), (forged, socket) => {
        expect(clientAddress({ socketAddress: socket, forwardedFor: forged, trustedHops: 0 })).toBe(
          socket,
        );
      }),
    );
  });

  it('ignores whatever a client prepends in front of the trusted hops', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 5 }), fc.ipV4(), (forged, seen) => {
        const forwardedFor = [...forged, seen].join(', ');
        expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor, trustedHops: 1 })).toBe(
          seen,
        );
      }),
    );
  });
});

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['2', 2],
  ])('%s -> %s', (value, hops) => {
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toBe(hops);
  });

  it.each(['-1', 'two', '1.5', '99'])('refuses %s with a sentence', (value) => {
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toThrow(
      /TRUSTED_PROXY_HOPS: must be a whole number of proxies, from 0 to 10/,
    );
  });
});

describe('clientAddressOf', () => {
  it('reads the address the server set, and is unknown without it', () => {
    const through = new Request('http://x.example', {
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
    });
    expect(clientAddressOf(through)).toBe('198.51.100.7');
    expect(clientAddressOf(new Request('http://x.example'))).toBe('unknown');
  });
});

describe('clientGroup', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:0000:0001:ffff::2', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });

  it('counts every address of one /64 as one client', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 }),
        (tail) => {
          const address = `2001:db8:aa:bb:${tail.map((n) => n.toString(16)).join(':')}`;
          expect(clientGroup(address)).toBe('2001:db8:aa:bb::/64');
        },
      ),
    );
  });

  it('is what a request counts as', () => {
    const request = new Request('http://x.example', {
      headers: { [CLIENT_ADDRESS_HEADER]: '2001:db8:aa:bb:1:2:3:4' },
    });
    expect(clientAddressOf(request)).toBe('2001:db8:aa:bb::/64');
  });
});
