import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformErrorContent, PlatformErrorPage } from './PlatformErrorPage';
import { SiteErrorPage } from './SiteErrorPage';

// What a server error reaches the browser as: an Error with a digest. In development Next.js
// forwards the original message too, so the pages are tested with one that must never show.
const secret = 'connect ECONNREFUSED 10.0.0.7:7700 (key sk_live_123) at search.ts:42';
const serverError = () => Object.assign(new Error(secret), { digest: '1792358504' });

afterEach(cleanup);

describe('SiteErrorPage (app/[site]/error.tsx)', () => {
  // the panel's code, which the page loads when it fails, transformed once for the tests
  beforeAll(() => import('./SiteErrorPanel'), 30_000);

  it('shows the themed error panel with its reference and not one word of the error', async () => {
    const error = serverError();
    const { container } = render(<SiteErrorPage error={error} retry={() => {}} />);
    // the panel's code loads when a page fails
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Something went wrong',
    );
    expect(screen.getByText('1792358504')).toBeTruthy();
    expect(container.textContent).not.toContain('ECONNREFUSED');
    expect(container.textContent).not.toContain('sk_live_123');
    expect(container.innerHTML).not.toContain(error.stack!.split('\n')[1]!.trim());
  });

  it('tries the page again with the boundary’s retry', async () => {
    const retry = vi.fn();
    render(<SiteErrorPage error={serverError()} retry={retry} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leads back home and to the stock search', async () => {
    render(<SiteErrorPage error={new Error(secret)} retry={() => {}} />);
    expect((await screen.findByRole('link', { name: 'Back to home' })).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Search our stock' }).getAttribute('href')).toBe(
      '/search',
    );
    // an error thrown in the browser has no digest: no reference line
    expect(screen.queryByText(/Error reference/)).toBeNull();
  });
});

describe('PlatformErrorPage (app/global-error.tsx)', () => {
  it('is a document of its own: html in Australian English, a title and a plain page', () => {
    const html = renderToStaticMarkup(<PlatformErrorPage error={serverError()} retry={() => {}} />);
    expect(html).toMatch(
      /^<html lang="en-AU"><head><title>Something went wrong<\/title><\/head><body[ >]/,
    );
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('Error reference: 1792358504');
    expect(html).not.toContain('ECONNREFUSED');
  });

  it('tries again and links to the home page and the search', () => {
    const retry = vi.fn();
    const { container } = render(<PlatformErrorContent error={serverError()} retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Search our stock' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(container.textContent).not.toContain('sk_live_123');
  });
});
