import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sitesOfTemplate } from '@dealer/site-config';
import { profiles, templateNames } from '@dealer/template-profiles';
import { request, type RunningApp, startApp } from './app-server';

// No bad input ever gets a 5xx: every route of every template app (read from its route tree, so
// a new route is fuzzed the day it lands) is driven with generated paths, query strings,
// methods, headers and bodies. Any 5xx fails the test, and the server must still answer after.

const repo = path.resolve(import.meta.dirname, '..');
// Every app is generated from one route tree (the same 83 routes); what differs between them is
// their sites' configuration (switches, forms, models, facets) and theme. The shared code is
// fuzzed in full once, on the generic app, and the others as far as their configuration leads.
const FULL_CASES = 1_200;
const CONFIGURATION_CASES = 400;
const casesOf = (template: string) => (template === 'generic' ? FULL_CASES : CONFIGURATION_CASES);
const CONCURRENCY = 4;

/** The app's routes as path patterns (`/cars/[slug]/share-image`), from its app/ folder. */
function appRoutes(appDir: string): string[] {
  const routes: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (/^(page|route)\.tsx?$/.test(entry.name)) routes.push(prefix || '/');
    }
  };
  visit(appDir, '');
  // what a shopper requests: the proxy adds the /[site] prefix from the Host header
  return routes.map((r) => r.replace(/^\/\[site\]/, '') || '/');
}

// segments a shopper, a crawler or an attacker might put in a path
const brokenEncodings = ['%E0%A4%A', '%', '%zz', '%C3', '%00', '%2e%2e', '%2F', '..', '%ff%fe'];
const segment = (real: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: fc.constantFrom(...brokenEncodings) },
    { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s) || 'x') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('1.svg', '99.svg', '1.pdf', 'a.svg', 'x'.repeat(2_000)),
    },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 2 ** 53 }).map(String) },
  );

const queryValue = fc.oneof(
  fc.constantFrom(...brokenEncodings, '', '1', '-1', '1e309', 'NaN', '[]', '{}'),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);
const queryKey = fc.constantFrom(
  'q',
  'car_id',
  'enquire',
  'page',
  'sort',
  'make',
  'price',
  'hitsPerPage',
  'location',
  'stock',
  'utm_source',
  'menu',
  'x',
  'car_id[]',
  '__proto__',
);
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,120}$/);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/jsonx',
  '',
);
const body = fc.oneof(
  fc.constant(''),
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 300 }),
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom(
    '{"queries":[{"indexUid":"stock","filter":"' + '('.repeat(5_000) + '"}]}',
    '{"form":"enquiry","values":[]}',
    '{"car_id":1e309}',
    '{"__proto__":{"admin":true}}',
    'x'.repeat(70_000),
  ),
);

function caseOf(routes: readonly string[], real: { slug: string[]; id: string[] }) {
  const pages = routes.filter((r) => !r.startsWith('/api/'));
  const apis = routes.filter((r) => r.startsWith('/api/'));
  const anyPath = fc
    .array(segment(real.slug), { minLength: 1, maxLength: 4 })
    .map((s) => `/${s.join('/')}`);
  // most requests are what the routes take (reads of every route, JSON posts to the API);
  // the rest are methods and paths nothing takes
  const call = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ method: fc.constant('GET'), route: fc.constantFrom(...routes) }),
    },
    {
      weight: 5,
      arbitrary: fc.record({ method: fc.constant('POST'), route: fc.constantFrom(...apis) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        method: fc.constantFrom('HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'POST'),
        route: fc.constantFrom(...pages, ...apis),
      }),
    },
    { weight: 1, arbitrary: fc.record({ method: fc.constantFrom('GET', 'POST'), route: anyPath }) },
  );
  return fc.record({
    call,
    slug: segment(real.slug),
    id: segment(real.id),
    rest: fc.array(segment(real.slug), { minLength: 1, maxLength: 3 }),
    query,
    method: fc.constantFrom(
      'GET',
      'GET',
      'GET',
      'POST',
      'POST',
      'HEAD',
      'PUT',
      'DELETE',
      'OPTIONS',
    ),
    contentType,
    origin: fc.constantFrom('same', 'none', 'other', 'junk'),
    extra: fc.dictionary(
      fc.constantFrom(
        'accept',
        'accept-language',
        'cookie',
        'referer',
        'user-agent',
        'x-forwarded-for',
        'idempotency-key',
        'range',
        'if-none-match',
        'rsc',
        'next-router-state-tree',
      ),
      headerText,
      { maxKeys: 3 },
    ),
    body,
  });
}

/** The concrete request path of a route pattern with its params filled in. */
function fill(route: string, c: { slug: string; id: string; rest: string[] }): string {
  return route
    .replace(/\[\[\.\.\.[^\]]+\]\]/, c.rest.join('/'))
    .replace(/\[\.\.\.[^\]]+\]/, c.rest.join('/'))
    .replace('[carId]', c.id)
    .replace(/\[[^\]]+\]/g, c.slug);
}

const apps: RunningApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop('SIGKILL')));
});

// The three apps are fuzzed at the same time (each is a process of its own).
describe.concurrent('no bad input gets a 5xx', () => {
  for (const [i, template] of templateNames.entries()) {
    it(`answers ${casesOf(template).toLocaleString('en-AU')} generated requests to every route of the ${template} app without a 5xx`, async () => {
      const port = 3181 + i;
      const site = sitesOfTemplate(template)[0]!;
      const host = `${site.slug}.localhost:${port}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-fuzz-${template}-`));
      const app = await startApp(template, port, dataDir, host, {
        LEAD_RATE_PER_IP: '100000',
        LEAD_RATE_PER_SITE: '100000',
      });
      apps.push(app);

      // real slugs and ids, so the generated requests also reach the code behind a found car
      const found = await request(
        port,
        host,
        'POST',
        '/api/search/multi-search',
        JSON.stringify({
          queries: [{ indexUid: 'stock', limit: 20, attributesToRetrieve: ['id', 'slug'] }],
        }),
        { 'content-type': 'application/json', origin: `http://${host}` },
      );
      const hits = (found.json() as { results: [{ hits: { id: number; slug: string }[] }] })
        .results[0].hits;
      const real = { slug: hits.map((h) => h.slug), id: hits.map((h) => String(h.id)) };
      expect(real.slug.length).toBeGreaterThan(0);

      const routes = appRoutes(path.join(repo, 'templates', template, 'app'));
      expect(routes).toContain('/cars/[slug]');
      // the fewer cases of the other apps stand for their routes only while the trees agree
      expect(routes).toEqual(appRoutes(path.join(repo, 'templates', 'generic', 'app')));
      expect(profiles[template].name).toBe(template);
      const cases = fc.sample(caseOf(routes, real), {
        numRuns: casesOf(template),
        seed: 20261124 + i,
      });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const worker = async () => {
        while (next < cases.length) {
          const c = cases[next++]!;
          const { method } = c.call;
          const target = fill(c.call.route, c) + c.query;
          const headers: Record<string, string> = { ...c.extra };
          if (c.contentType) headers['content-type'] = c.contentType;
          if (c.origin === 'same') headers.origin = `http://${host}`;
          if (c.origin === 'other') headers.origin = 'https://evil.example';
          if (c.origin === 'junk') headers.origin = 'not a url';
          const sendsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
          let status: number;
          try {
            status = (
              await request(port, host, method, target, sendsBody ? c.body : undefined, headers)
            ).status;
          } catch (error) {
            status = 599; // no answer at all
            failures.push(`${method} ${target.slice(0, 200)}: ${(error as Error).message}`);
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 && status !== 599) {
            failures.push(
              `${method} ${target.slice(0, 200)} -> ${status}\n  body ${sendsBody ? c.body.slice(0, 200) : '-'}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const alive = await request(port, host, 'GET', '/api/site');
      expect(alive.status, 'the server still answers').toBe(200);
      expect(
        failures,
        `${failures.length} failures:\n${failures.slice(0, 15).join('\n')}\n${app.stderr().slice(-3000)}`,
      ).toEqual([]);
      console.log(
        `fuzz ${template}: ${cases.length} requests over ${routes.length} routes; statuses ${[
          ...statuses,
        ]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      );
    }, 300_000);
  }
});
