import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sitesOfTemplate } from '@dealer/site-config';
import {
  SHARED_APP_PORTS,
  type RunningApp,
  type SharedGroup,
  type SharedTemplate,
  startApp,
} from './app-server';

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

export default async function sharedApps(project: TestProject) {
  const running = new Map<string, Promise<RunningApp>>();
  const ready = new Map<string, RunningApp>();
  const failed = new Map<string, string>();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-shared-apps-'));
  const start = (group: SharedGroup, template: SharedTemplate) => {
    const site = sitesOfTemplate(template)[0]!;
    const port = SHARED_APP_PORTS[group][template];
    const dataDir = path.join(work, `${group}-${template}`);
    return startApp(template, port, dataDir, `${site.slug}.localhost:${port}`, {
      // the files that share an app send leads, calls and searches side by side
      LEAD_RATE_PER_IP: '100000',
      LEAD_RATE_PER_SITE: '100000',
      PHONE_REVEAL_RATE_PER_CLIENT: '100000',
      SEARCH_RATE_PER_CLIENT: '100000',
      DOCUMENT_RATE_PER_CLIENT: '100000',
    });
  };
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const group = url.searchParams.get('group') as SharedGroup;
    const template = url.searchParams.get('template') as SharedTemplate;
    if (!(group in SHARED_APP_PORTS) || !(template in SHARED_APP_PORTS[group])) {
      res.writeHead(400).end(`no shared app ${group} ${template}`);
      return;
    }
    const key = `${group}:${template}`;
    if (!running.has(key)) {
      const app = start(group, template);
      running.set(key, app);
      app.then(
        (started) => ready.set(key, started),
        (error: Error) => failed.set(key, error.message),
      );
    }
    // 200 with the port once it answers, 202 while it starts (the file asks again), 500 failed
    if (failed.has(key)) res.writeHead(500).end(failed.get(key));
    else if (ready.has(key)) res.writeHead(200).end(String(SHARED_APP_PORTS[group][template]));
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
