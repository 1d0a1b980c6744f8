import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { createDeliveryScheduler } from './delivery-scheduler';
import { createDeliveryTransport } from './transports';

// The delivery loop of one process: the start, the timer and deliverSoon share one guard, so a
// slow delivery never has a second run beside it and requests during it add one run, not many.

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;
const INTERVAL_MS = 1_000;

/** A lead service whose deliveries last until the test lets them finish. */
function slowService() {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  return {
    calls,
    get mostAtOnce() {
      return mostAtOnce;
    },
    /** lets every delivery in progress finish */
    finish: () => waiting.splice(0).forEach((resolve) => resolve()),
    failFor: new Set<string>(),
    async deliverDue(site: Site) {
      calls.push(site.slug);
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      await new Promise<void>((resolve) => waiting.push(resolve));
      active -= 1;
      if (this.failFor.has(site.slug)) throw new Error('The webhook answered 503.');
      return { delivered: 1, failed: 0 };
    },
  };
}

describe('delivery scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function schedulerOf(service: ReturnType<typeof slowService>, sites: Site[] = [toyota]) {
    const errors: string[] = [];
    const scheduler = createDeliveryScheduler({
      service,
      transport: createDeliveryTransport(),
      sites,
      intervalMs: INTERVAL_MS,
      onError: (site, error) => errors.push(`${site.slug}: ${error.message}`),
    });
    return { scheduler, errors };
  }

  /** runs due timers and settles the promises they start */
  const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

  it.each([
    [
      'deliverSoon five times',
      (s: { deliverSoon(): void }) => [1, 2, 3, 4, 5].forEach(() => s.deliverSoon()),
      0,
    ],
    ['ten timer ticks', () => {}, INTERVAL_MS * 10],
    [
      'both at once',
      (s: { deliverSoon(): void }) => [1, 2, 3].forEach(() => s.deliverSoon()),
      INTERVAL_MS * 4,
    ],
  ])(
    'a slow run and %s during it make one more run, never two at once',
    async (_case, ask, wait) => {
      const service = slowService();
      const { scheduler } = schedulerOf(service);
      scheduler.start(); // the start-up run
      await tick();
      expect(service.calls).toEqual([toyota.slug]);
      ask(scheduler);
      await tick(wait);
      expect(service.calls).toHaveLength(1); // still the first run
      service.finish();
      await tick();
      expect(service.calls).toHaveLength(2); // the one run that was asked for
      service.finish();
      await tick();
      expect(service.calls).toHaveLength(2); // nothing else queued
      expect(service.mostAtOnce).toBe(1);
      await scheduler.stop();
    },
  );

  it('runs every interval once started, and only once for a second start', async () => {
    const service = slowService();
    const { scheduler } = schedulerOf(service);
    scheduler.start();
    scheduler.start();
    await tick();
    expect(service.calls).toHaveLength(1);
    for (let i = 0; i < 3; i += 1) {
      service.finish();
      await tick(INTERVAL_MS);
    }
    expect(service.calls).toHaveLength(4);
    expect(service.mostAtOnce).toBe(1);
    service.finish();
    await scheduler.stop();
  });

  it('stop waits for the run in progress, and nothing runs after it', async () => {
    const service = slowService();
    const { scheduler } = schedulerOf(service);
    scheduler.start();
    await tick();
    scheduler.deliverSoon(); // asked for during the run: dropped by the stop
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    service.finish();
    await stopping;
    scheduler.deliverSoon();
    scheduler.start();
    await tick(INTERVAL_MS * 5);
    expect(service.calls).toHaveLength(1);
  });

  it('reports a site whose delivery failed and still delivers the other sites', async () => {
    const service = slowService();
    service.failFor.add(toyota.slug);
    const { scheduler, errors } = schedulerOf(service, [toyota, caravans]);
    scheduler.deliverSoon();
    await tick();
    service.finish();
    await tick();
    service.finish();
    await tick();
    expect(service.calls).toEqual([toyota.slug, caravans.slug]);
    expect(errors).toEqual([`${toyota.slug}: The webhook answered 503.`]);
    await scheduler.stop();
  });
});
