import { describe, expect, it } from 'vitest';
import { zoneFormat } from './zone-format';

describe('zoneFormat', () => {
  const at = new Date('2026-06-30T15:30:00Z');
  const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

  it("formats on the zone's clock", () => {
    expect(zoneFormat('en-CA', 'Australia/Sydney', day).format(at)).toBe('2026-07-01');
    expect(zoneFormat('en-CA', 'Australia/Perth', day).format(at)).toBe('2026-06-30');
  });

  it('keeps one formatter per locale, zone and options', () => {
    expect(zoneFormat('en-CA', 'Australia/Sydney', day)).toBe(
      zoneFormat('en-CA', 'Australia/Sydney', { ...day }),
    );
    expect(zoneFormat('en-CA', 'Australia/Sydney', day)).not.toBe(
      zoneFormat('en-CA', 'Australia/Perth', day),
    );
  });
});
