import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sitesOfTemplate } from '@dealer/site-config';
import { SHARED_APP_PORTS, type RunningApp, type SharedTemplate, startApp } from './app-server';

// The server tests' global setup: the app processes that several test files share, where the
// files only read pages and calls and so never change what another file sees, and send little
// traffic (each is started by the first file that asks, on its own port and data directory, and
// stopped after the run). A file that changes stock, restarts its app, needs settings of its own
// or sends thousands of requests (the fuzzing, the link walk) starts its own app.

declare module 'vitest' {
  export interface ProvidedContext {
    sharedAppsPort: number;
  }
}

/** A shared app: starting, answering, or failed to start. */
type SharedAppState = { app: Promise<RunningApp>; started?: RunningApp; error?: string };

export default async function sharedApps(project: TestProject) {
  const apps = new Map<SharedTemplate, SharedAppState>();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-shared-apps-'));
  const start = (template: SharedTemplate): SharedAppState => {
    const site = sitesOfTemplate(template)[0]!;
    const port = SHARED_APP_PORTS[template];
    const state: SharedAppState = {
      app: startApp(template, port, path.join(work, template), `${site.slug}.localhost:${port}`, {
        // behind one proxy (as in production): X-Forwarded-Proto is believed
        TRUSTED_PROXY_HOPS: '1',
        // the files that share an app send leads, calls and searches side by side
        LEAD_RATE_PER_IP: '100000',
        LEAD_RATE_PER_SITE: '100000',
        PHONE_REVEAL_RATE_PER_CLIENT: '100000',
        SEARCH_RATE_PER_CLIENT: '100000',
        DOCUMENT_RATE_PER_CLIENT: '100000',
      }),
    };
    state.app.then(
      (started) => (state.started = started),
      (error: Error) => (state.error = error.message),
    );
    return state;
  };
  const control = http.createServer((req, res) => {
    const template = new URL(req.url ?? '/', 'http://control').searchParams.get('template');
    if (!template || !(template in SHARED_APP_PORTS)) {
      res.writeHead(400).end(`no shared app of template "${template}"`);
      return;
    }
    const name = template as SharedTemplate;
    const state = apps.get(name) ?? start(name);
    apps.set(name, state);
    // 200 with the port once it answers, 202 while it starts (the file asks again), 500 failed
    if (state.error !== undefined) res.writeHead(500).end(state.error);
    else if (state.started) res.writeHead(200).end(String(state.started.port));
    else res.writeHead(202).end('starting');
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  project.provide('sharedAppsPort', (control.address() as { port: number }).port);
  return async () => {
    control.close();
    const started = await Promise.allSettled([...apps.values()].map((state) => state.app));
    await Promise.all(started.map((app) => (app.status === 'fulfilled' ? app.value.stop() : null)));
    fs.rmSync(work, { recursive: true, force: true });
  };
}
