import 'server-only';
import { type Site } from '@dealer/site-config';
import { type DeliveryTransport, type LeadService } from './lead-service';

// The outbox's delivery loop, one per process: a run at start (deliveries left pending by a
// previous process), one every interval, one more right after each accepted lead. The timer,
// the start and deliverSoon all go through one guard, so runs never overlap: a request during a
// run asks for one more run after it, however many requests come in (a slow webhook cannot make
// runs pile up). Other processes on the same database are kept apart by the claims in the
// store, not by this guard.

export interface DeliveryScheduler {
  /** starts the interval and makes a first run (pending deliveries of a previous process) */
  start(): void;
  /** asks for a run now, or right after the current one */
  deliverSoon(): void;
  /** stops the interval and waits for the current run; no run starts after it */
  stop(): Promise<void>;
}

export function createDeliveryScheduler(options: {
  service: Pick<LeadService, 'deliverDue'>;
  transport: DeliveryTransport;
  sites: readonly Site[];
  intervalMs: number;
  onError?: (site: Site, error: Error) => void;
}): DeliveryScheduler {
  const { service, transport, sites, intervalMs } = options;
  const onError =
    options.onError ??
    ((site, error) => console.error(`Lead delivery for ${site.slug} failed: ${error.message}`));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliverAll() {
    for (const site of sites) {
      if (stopped) return;
      await service.deliverDue(site, transport).catch((error: unknown) => {
        onError(site, error as Error);
      });
    }
  }

  function deliverSoon() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverAll().finally(() => {
      running = null;
      if (again) {
        again = false;
        deliverSoon();
      }
    });
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(deliverSoon, intervalMs);
      timer.unref?.();
      deliverSoon();
    },
    deliverSoon,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
    },
  };
}
