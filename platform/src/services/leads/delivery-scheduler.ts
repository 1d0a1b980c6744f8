import { type Site } from '@dealer/site-config';
import { type DeliveryTransport, type LeadService } from './lead-service';

// The outbox's delivery loop: a run every interval, one more right after each accepted lead.
// Runs never overlap: a lead that comes in during a run asks for one more run after it.

export interface DeliveryScheduler {
  /** starts the interval and makes a first run (pending deliveries of a previous process) */
  start(): void;
  /** asks for a run now, or right after the current one */
  deliverSoon(): void;
  /** stops the interval and waits for the current run */
  stop(): Promise<void>;
}

export function createDeliveryScheduler(options: {
  service: LeadService;
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
  let timer: NodeJS.Timeout | null = null;

  async function deliverAll() {
    for (const site of sites) {
      await service.deliverDue(site, transport).catch((error: unknown) => {
        onError(site, error as Error);
      });
    }
  }

  function deliverSoon() {
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
      if (timer) return;
      timer = setInterval(deliverSoon, intervalMs);
      timer.unref?.();
      deliverSoon();
    },
    deliverSoon,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
    },
  };
}
