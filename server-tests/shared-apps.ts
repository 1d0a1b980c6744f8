import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sitesOfTemplate, type TemplateName } from '@dealer/site-config';
import { SHARED_APP_PORTS, type RunningApp, startApp } from './app-server';

// The server tests' global setup: the app processes that several test files share, where the
// files only read pages and calls and so never change what another file sees (each is started
// by the first file that asks, on its own port and data directory, and stopped after the run).
// A file that changes stock, restarts its app or needs settings of its own starts its own app.

declare module 'vitest' {
  export interface ProvidedContext {
    sharedAppsPort: number;
  }
}

export default async function sharedApps(project: TestProject) {
  const running = new Map<TemplateName, Promise<RunningApp>>();
  const ready = new Set<TemplateName>();
  const failed = new Map<TemplateName, string>();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-shared-apps-'));
  const start = (template: TemplateName) => {
    const site = sitesOfTemplate(template)[0]!;
    const port = SHARED_APP_PORTS[template];
    return startApp(template, port, path.join(work, template), `${site.slug}.localhost:${port}`, {
      // the files that share an app send leads and calls side by side
      LEAD_RATE_PER_IP: '100000',
      LEAD_RATE_PER_SITE: '100000',
      PHONE_REVEAL_RATE_PER_CLIENT: '100000',
    });
  };
  const control = http.createServer((req, res) => {
    const template = new URL(req.url ?? '/', 'http://control').searchParams.get('template');
    if (!template || !(template in SHARED_APP_PORTS)) {
      res.writeHead(400).end(`no shared app of template "${template}"`);
      return;
    }
    const name = template as TemplateName;
    if (!running.has(name)) {
      const app = start(name);
      running.set(name, app);
      app.then(
        () => ready.add(name),
        (error: Error) => failed.set(name, error.message),
      );
    }
    // 200 with the port once it answers, 202 while it starts (the file asks again), 500 failed
    if (failed.has(name)) res.writeHead(500).end(failed.get(name));
    else if (ready.has(name)) res.writeHead(200).end(String(SHARED_APP_PORTS[name]));
    else res.writeHead(202).end('starting');
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  project.provide('sharedAppsPort', (control.address() as { port: number }).port);
  return async () => {
    control.close();
    const apps = await Promise.allSettled(running.values());
    await Promise.all(apps.map((app) => (app.status === 'fulfilled' ? app.value.stop() : null)));
    fs.rmSync(work, { recursive: true, force: true });
  };
}
