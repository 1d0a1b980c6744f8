import { describe, expect, it } from 'vitest';
import { checkEnvironment, EnvironmentError, environmentValue } from './environment';

// The environment's one schema: the values an operator may set, the defaults of the unset ones,
// and a refusal naming the variable and the reason for a wrong one (never a silent fallback).

describe('checkEnvironment', () => {
  it('gives the defaults when nothing is set', () => {
    const env = checkEnvironment({});
    expect(env.RENDER_CACHE_MB).toBe(96);
    expect(env.IMAGE_CACHE_MB).toBe(512);
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
    expect(env.LEAD_RATE_PER_IP).toBe(20);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each<[string, Record<string, string>, Record<string, unknown>]>([
    ['a PostgreSQL address', { DATABASE_URL: 'postgres://dealer:secret@db:5432/dealer' }, {}],
    ['a raised budget', { LEAD_RATE_PER_IP: '40' }, { LEAD_RATE_PER_IP: 40 }],
    ['a budget of next to nothing', { LEAD_RATE_PER_IP: '0.001' }, { LEAD_RATE_PER_IP: 0.001 }],
    ['the render cache off', { RENDER_CACHE_MB: '0' }, { RENDER_CACHE_MB: 0 }],
    ['one trusted proxy', { TRUSTED_PROXY_HOPS: '1' }, { TRUSTED_PROXY_HOPS: 1 }],
    ['a blank value as unset', { RENDER_CACHE_MB: ' ' }, { RENDER_CACHE_MB: 96 }],
    ['a site’s import token', { STOCK_IMPORT_TOKEN_BAYSIDE_CARAVANS: 'a'.repeat(24) }, {}],
    ['an app’s port', { PORT_GENERIC: '4000' }, {}],
    ['variables it does not know', { HOME: '/root', PATH: '/bin' }, {}],
  ])('takes %s', (_case, env, expected) => {
    expect(checkEnvironment(env)).toMatchObject(expected);
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'a budget that is not a number',
      { LEAD_RATE_PER_IP: 'lots' },
      'LEAD_RATE_PER_IP: must be a number of requests a minute, more than 0, not "lots"',
    ],
    [
      'a budget of 0',
      { SEARCH_RATE_PER_CLIENT: '0' },
      'SEARCH_RATE_PER_CLIENT: must be a number of requests a minute, more than 0, not "0"',
    ],
    [
      'a render cache in words',
      { RENDER_CACHE_MB: 'big' },
      'RENDER_CACHE_MB: must be a number of megabytes (0 turns it off), 0 or more, not "big"',
    ],
    [
      'eleven proxies',
      { TRUSTED_PROXY_HOPS: '11' },
      'TRUSTED_PROXY_HOPS: must be a whole number of proxies, from 0 to 10, not "11"',
    ],
    [
      'a database address of another kind',
      { DATABASE_URL: 'mysql://db/dealer' },
      'DATABASE_URL: must be a PostgreSQL connection address (postgres:// or postgresql://...), not "mysql://db/dealer"',
    ],
    [
      'an unknown host mode',
      { DEALER_DEV_HOSTS: 'yes' },
      "DEALER_DEV_HOSTS: must be '1' or 'demo' (or unset), not \"yes\"",
    ],
    [
      'a port out of range',
      { PORT_TOYOTA: '70000' },
      'PORT_TOYOTA: must be a port number from 1 to 65535, not "70000"',
    ],
  ])('refuses %s with the variable and the reason', (_case, env, message) => {
    expect(() => checkEnvironment(env)).toThrow(message);
  });

  it('never repeats a secret’s value', () => {
    const error = (() => {
      try {
        checkEnvironment({ AUTH_SECRET: 'short-one', STRIPE_SECRET_KEY: 'pk_live_abc' });
      } catch (caught) {
        return caught as EnvironmentError;
      }
    })();
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error!.problems).toEqual([
      { variable: 'AUTH_SECRET', reason: 'must be at least 16 characters long' },
      {
        variable: 'STRIPE_SECRET_KEY',
        reason: 'must be a Stripe secret key (sk_... or rk_...)',
      },
    ]);
    expect(error!.message).not.toContain('short-one');
    expect(error!.message).toMatch(/^The environment has 2 wrong values:\n {2}AUTH_SECRET: /);
  });

  it('refuses a site’s secret that is too short, by its name', () => {
    expect(() => checkEnvironment({ LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA: 'abc' })).toThrow(
      'LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA: must be at least 16 characters long',
    );
  });
});

describe('environmentValue', () => {
  it('reads one variable through the schema, with its default', () => {
    expect(environmentValue('IMAGE_CACHE_MB', { IMAGE_CACHE_MB: '2048' })).toBe(2048);
    expect(environmentValue('IMAGE_CACHE_MB', {})).toBe(512);
  });

  it('refuses only that variable, whatever else is wrong', () => {
    expect(environmentValue('RENDER_CACHE_MB', { RENDER_CACHE_MB: '8', AUTH_SECRET: 'x' })).toBe(8);
    expect(() => environmentValue('IMAGE_CACHE_MB', { IMAGE_CACHE_MB: '0.5' })).toThrow(
      'IMAGE_CACHE_MB: must be a number of megabytes, 1 or more, not "0.5"',
    );
  });
});
