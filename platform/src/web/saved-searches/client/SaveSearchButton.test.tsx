import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@dealer/design-system';
import { SaveSearchButton } from './SaveSearchButton';

// 'Save this search' as a shopper uses it, against a stand-in for the site's saved search calls.

const phone = '+61412345678';
const href = '/search/toyota/rav4?car_type=used';

interface Site {
  signedIn: boolean;
  /** the answer to the save */
  save: { status: number; body: unknown };
  posts: unknown[];
}

let site: Site;

beforeEach(() => {
  site = {
    signedIn: true,
    save: { status: 201, body: { success: true } },
    posts: [],
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== '/api/saved-searches') return new Response(null, { status: 404 });
    if (init?.method === 'POST') {
      site.posts.push(JSON.parse(String(init.body)));
      return Response.json(site.save.body, { status: site.save.status });
    }
    return site.signedIn
      ? Response.json({ success: true, phone_number: phone, saved_searches: [] })
      : Response.json({ success: false, message: 'Please sign in.' }, { status: 401 });
  });
  window.history.replaceState(null, '', href);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton() {
  return render(
    <ToastProvider>
      <SaveSearchButton
        href={href}
        heading="Toyota RAV4 Cars"
        vehicleNoun="Cars"
        carTypes={['used']}
        query=""
      />
    </ToastProvider>,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save this search' });

async function openDialog() {
  fireEvent.click(saveButton());
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('SaveSearchButton', () => {
  it('names the search from its heading, alerts by SMS to the account’s mobile, and says it is saved', async () => {
    renderButton();
    await openDialog();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Used Toyota RAV4');
    const sms = screen.getByRole('radio', { name: 'SMS to 0412 345 678' });
    expect(sms.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search Saved')).toBeTruthy();
    expect(
      screen.getByText(
        'Used Toyota RAV4 is saved. We will text you when new cars match or prices drop.',
      ),
    ).toBeTruthy();
    expect(site.posts).toEqual([
      { name: 'Used Toyota RAV4', path: href, channel: 'sms', email: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a valid email address for email alerts before it saves', async () => {
    renderButton();
    await openDialog();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'RAV4 under $40k' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    const email = await screen.findByLabelText(/^Email Address/);
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect((await screen.findAllByText('Email Address is required.')).length).toBeGreaterThan(0);
    expect(site.posts).toEqual([]);
    fireEvent.change(email, { target: { value: 'jack.brown@example.com.au' } });
    // a new address: the site emailed its confirmation link, and the alerts wait for it
    site.save = {
      status: 201,
      body: { success: true, saved_search: { email_confirmed: false }, confirmation_sent: true },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search Saved')).toBeTruthy();
    expect(
      screen.getByText(
        'RAV4 under $40k is saved. Please confirm your email address with the link we sent you, and we will email you when new cars match or prices drop.',
      ),
    ).toBeTruthy();
    expect(site.posts).toEqual([
      { name: 'RAV4 under $40k', path: href, channel: 'email', email: 'jack.brown@example.com.au' },
    ]);
  });

  it('shows the site’s message when it refuses, and keeps the dialog open', async () => {
    site.save = {
      status: 409,
      body: { success: false, message: 'You can keep up to 20 saved searches.' },
    };
    renderButton();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('You can keep up to 20 saved searches.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('Search Saved')).toBeNull();
  });

  it('sends a visitor to sign in, to come back to the search with the save to finish', async () => {
    site.signedIn = false;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderButton();
    fireEvent.click(saveButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]![0]), 'http://x.invalid');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('type')).toBe('saved-search');
    expect(url.searchParams.get('redirect')).toBe(`${href}&save-search=1`);
    expect(url.searchParams.get('back')).toBe(href);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the dialog by itself when the shopper comes back signed in, and cleans the address', async () => {
    window.history.replaceState(null, '', `${href}&save-search=1`);
    renderButton();
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(href);
  });
});
