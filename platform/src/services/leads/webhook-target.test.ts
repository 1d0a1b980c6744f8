import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, webhookTargetProblem } from './webhook-target';

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
