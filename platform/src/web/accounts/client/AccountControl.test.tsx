import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The header's account control (spec §2 sign-in, §6): 'Sign In' for a visitor; 'My Garage' and
// 'Sign Out' for a signed-in shopper; where the site keeps favourites in the account, the
// browser's favourites merged into it. Against a stand-in for the site's calls.

const site = 'southern-cross-motors';
let signedIn: boolean;
let calls: { url: string; body: unknown }[];

// the first import transforms the design system: not part of any test's time
beforeAll(async () => {
  await import('./AccountControl');
}, 60_000);

beforeEach(() => {
  vi.resetModules();
  calls = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null });
    if (url === '/api/auth/get-session') {
      return Response.json({ signedIn, phoneNumber: signedIn ? '+61412345678' : null });
    }
    if (url === '/api/favourites') {
      return Response.json({ success: true, signed_in: signedIn, car_ids: [] });
    }
    return Response.json({ success: true, car_ids: [5] });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fresh page: the control asks the site once per page load. */
async function renderControl(favouritesSiteSlug: string | null = null) {
  const { AccountControl } = await import('./AccountControl');
  return render(<AccountControl favouritesSiteSlug={favouritesSiteSlug} />);
}

describe('AccountControl', () => {
  it('offers a visitor Sign In, and no garage', async () => {
    signedIn = false;
    await renderControl();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/auth/get-session'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My Garage' })).toBeNull();
  });

  it('offers a signed-in shopper My Garage and Sign Out', async () => {
    signedIn = true;
    await renderControl();
    const garage = await screen.findByRole('link', { name: 'My Garage' });
    expect(garage.getAttribute('href')).toBe('/my-garage');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    // favourites are not the account's here: nothing asked of them
    expect(calls.some((c) => c.url.startsWith('/api/favourites'))).toBe(false);
  });

  it('merges the browser’s favourites into a signed-in shopper’s account once a visit', async () => {
    signedIn = true;
    window.localStorage.setItem(
      `dealer:${site}:favourites`,
      JSON.stringify([
        { id: 5, name: 'Car 5', slug: 'car-5', make: 'Kia', model: 'Rio', primary_image_url: null },
      ]),
    );
    await renderControl(site);
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ url: '/api/favourites/merge', body: { car_ids: [5] } }),
    );
    // the next page of the visit merges nothing again
    cleanup();
    vi.resetModules();
    const before = calls.length;
    await renderControl(site);
    await screen.findByRole('link', { name: 'My Garage' });
    expect(calls.slice(before).map((c) => c.url)).toEqual(['/api/auth/get-session']);
  });

  it('asks nothing of a visitor’s favourites', async () => {
    signedIn = false;
    window.localStorage.setItem(
      `dealer:${site}:favourites`,
      JSON.stringify([
        { id: 5, name: 'Car 5', slug: 'car-5', make: 'Kia', model: 'Rio', primary_image_url: null },
      ]),
    );
    await renderControl(site);
    await screen.findByRole('link', { name: 'Sign In' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/get-session']);
  });
});
