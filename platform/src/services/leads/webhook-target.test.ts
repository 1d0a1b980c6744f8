import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, resolveWebhookTarget, webhookTargetProblem } from './webhook-target';

describe('isNonPublicAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['169.254.169.254', true], // cloud metadata
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['8.8.8.8', false],
    ['203.0.113.10', false],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:7f00:1', true], // IPv4-mapped loopback, hexadecimal
    ['0:0:0:0:0:ffff:a00:1', true], // IPv4-mapped 10.0.0.1, written out
    ['::ffff:808:808', false], // IPv4-mapped 8.8.8.8
    ['::7f00:1', true], // IPv4-compatible loopback
    ['64:ff9b::a9fe:a9fe', true], // NAT64 of the metadata address
    ['2002:7f00:1::1', true], // 6to4 of loopback
    ['fec0::1', true], // site-local
    ['FE80::1', true],
    ['fe80::1%eth0', true],
    ['ff02::1', true],
    ['255.255.255.255', true],
    ['198.18.0.1', true],
    ['100.63.255.255', false],
    ['1.1.1.1', false],
    ['', true],
    ['not an address', true],
  ])('%s -> %s', (address, nonPublic) => {
    expect(isNonPublicAddress(address)).toBe(nonPublic);
  });
});

describe('webhookTargetProblem', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address }));

  it.each([
    ['https://crm.example.com.au/leads', resolvesTo('203.0.113.10'), null],
    ['http://crm.example.com.au/leads', resolvesTo('203.0.113.10'), 'must use https'],
    ['https://user:pass@crm.example.com.au/', resolvesTo('203.0.113.10'), 'credentials'],
    ['https://internal.example/', resolvesTo('10.0.0.5'), 'private address (10.0.0.5)'],
    ['https://mixed.example/', resolvesTo('203.0.113.10', '127.0.0.1'), 'private address'],
    ['https://169.254.169.254/latest', resolvesTo(), 'private address'],
    ['https://[::1]/', resolvesTo(), 'private address'],
    ['not a url', resolvesTo(), 'not a valid URL'],
    ['https://nowhere.example/', resolvesTo(), 'could not be resolved'],
  ])('%s', async (url, lookup, problem) => {
    const found = await webhookTargetProblem(url, lookup);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('says so when the lookup fails', async () => {
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await webhookTargetProblem('https://gone.example/', failing)).toMatch(
      /could not be resolved/,
    );
  });
});

describe('resolveWebhookTarget', () => {
  it('answers the checked addresses, which the post then connects to', async () => {
    const target = await resolveWebhookTarget('https://crm.example.com.au:8443/leads', async () => [
      { address: '203.0.113.10' },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
    expect(target).toMatchObject({
      ok: true,
      addresses: [
        { address: '203.0.113.10', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    });
  });

  it('gives up on a host that takes too long to resolve', async () => {
    const never = () => new Promise<never>(() => {});
    const target = await resolveWebhookTarget('https://slow.example/', never, 50);
    expect(target).toEqual({
      ok: false,
      problem: 'The webhook host slow.example could not be resolved.',
    });
  });
});
