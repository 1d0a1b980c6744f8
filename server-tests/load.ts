import http from 'node:http';

// Requests and a bounded load over kept-alive connections, for the scale-out test and the scale
// benchmark: each answer timed, the load paced (a few hundred requests a second) or as fast as
// answers come, each request from a client address of its own (the round-robin proxy's
// `x-test-client`).

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Map<number, number>;
  /**
   * the first 20 answers that were not a 2xx: status, path, the process behind the proxy that
   * gave it (where the round-robin proxy names one) and the start of the body
   */
  unexpected: string[];
  failures: number;
  /**
   * when each answer came, ms after the start, and whether it was a success; a failure says
   * what it was (its status and path, or the error)
   */
  timeline: { at: number; ok: boolean; failure?: string }[];
}

export interface LoadTarget {
  method: string;
  path: string;
  body?: unknown;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

/** A loader whose requests name the site `hostAt(port)` gives. */
export function createLoader(hostAt: (port: number) => string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  /** One request over a kept-alive connection; `client` is the address the proxy says it is. */
  function hit(
    port: number,
    method: string,
    pathname: string,
    {
      body,
      headers = {},
      client,
    }: { body?: unknown; headers?: Record<string, string>; client?: string } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const text = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          agent,
          headers: {
            host: hostAt(port),
            ...(text === undefined
              ? {}
              : { 'content-type': 'application/json', origin: `http://${hostAt(port)}` }),
            ...(client ? { 'x-test-client': client } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error('timed out')));
      req.end(text);
    });
  }

  /**
   * Sends the targets round and round from `connections` clients: at `rate` requests a second
   * (paced), or as fast as answers come (rate 0), for `seconds`, or, with `until`, until it
   * settles.
   */
  async function load(
    port: number,
    targets: LoadTarget[],
    {
      seconds = Infinity,
      rate,
      connections,
      until,
    }: { seconds?: number; rate: number; connections: number; until?: Promise<unknown> },
  ): Promise<LoadFigures> {
    const started = performance.now();
    const end = started + seconds * 1000;
    let settled = false;
    void until?.finally(() => (settled = true));
    const over = () => settled || performance.now() > end;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    const timeline: LoadFigures['timeline'] = [];
    let failures = 0;
    let index = 0;
    const worker = async () => {
      for (;;) {
        const i = index++;
        if (rate > 0) {
          const due = started + (i * 1000) / rate;
          if (due > end) return;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        if (over()) return;
        const target = targets[i % targets.length]!;
        try {
          const answer = await hit(port, target.method, target.path, {
            body: target.body,
            client: `10.20.${(i >> 8) & 255}.${i & 255}`,
          });
          latencies.push(answer.ms);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if ((answer.status < 200 || answer.status > 299) && unexpected.length < 20) {
            const from = answer.headers['x-test-process'] ?? port;
            unexpected.push(
              `${answer.status} ${target.method} ${target.path} from ${from} after ${Math.round(performance.now() - started)} ms: ${answer.body.replace(/\s+/g, ' ').slice(0, 200)}`,
            );
          }
          const ok = answer.status < 500;
          timeline.push({
            at: performance.now() - started,
            ok,
            ...(ok
              ? {}
              : { failure: `${answer.status} ${target.path}: ${answer.body.slice(0, 200)}` }),
          });
        } catch (error) {
          failures += 1;
          timeline.push({
            at: performance.now() - started,
            ok: false,
            failure: `${target.path}: ${String(error)}`,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - started) / 1000;
    return {
      requests: latencies.length,
      perSecond: latencies.length / elapsed,
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      statuses,
      unexpected,
      failures,
      timeline,
    };
  }

  return { hit, load, close: () => agent.destroy() };
}
