import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VehicleCallNow } from './VehicleCallNow';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VehicleCallNow (spec §4 phone reveal, §7 event 25)', () => {
  it('reveals the number once: records the reveal and sends analytics event 25', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    });
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    const record = { car_id: 7, dealership_id: 3, website_id: 1 };
    render(<VehicleCallNow phone="08 9274 0111" record={record} />);
    fireEvent.click(screen.getByRole('button', { name: /Call Now/ }));
    const call = await screen.findByRole('link', { name: /08 9274 0111/ });
    expect(call.getAttribute('href')).toBe('tel:0892740111');
    await waitFor(() => expect(posts).toEqual([record]));
    const events = (window as unknown as { dataLayer: { event_id: number }[] }).dataLayer;
    expect(events).toEqual([expect.objectContaining({ event_id: 25, car_id: 7 })]);
  });
});
