import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerPopupSessionKey } from '../../../domain/offers';
import { OfferPopup, type OfferPopupProps } from './OfferPopup';

const props: OfferPopupProps = {
  offerId: 30103,
  title: '$1,000 trade-in bonus',
  description: 'Bring your vehicle in for a free appraisal.',
  image: {
    src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    alt: 'A hatch',
    width: 375,
    height: 250,
  },
  href: '/offers/30103',
  expiresOn: null,
  timeZone: 'Australia/Perth',
};

beforeEach(() => {
  window.sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T03:00:00Z')); // 11 am in Perth
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OfferPopup (spec §4 popup)', () => {
  it('renders nothing on the server, and has the page’s head ask for its picture after the page’s own', () => {
    const html = renderToString(
      <html lang="en-AU">
        <body>
          <OfferPopup {...props} />
        </body>
      </html>,
    );
    expect(html).toMatch(
      /^<html lang="en-AU"><head><link rel="preload" href="[^"]+" as="image" fetchPriority="low"\/><\/head><body><\/body><\/html>$/,
    );
    expect(html).toContain(`href="${props.image!.src}"`);
  });

  it('starts visible in the browser, with the offer and a link to it', () => {
    render(<OfferPopup {...props} />);
    const dialog = screen.getByRole('dialog', { name: props.title });
    expect(dialog.textContent).toContain(props.description);
    expect(screen.getByRole('link', { name: 'View Offer' }).getAttribute('href')).toBe(
      '/offers/30103',
    );
  });

  it('closes on its close button and stays closed for the session', () => {
    const { unmount } = render(<OfferPopup {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(offerPopupSessionKey(props.offerId))).toBe('closed');
    unmount();
    render(<OfferPopup {...props} />); // the next page of the session
    expect(screen.queryByRole('dialog')).toBeNull();
    // another offer's popup still shows
    cleanup();
    render(<OfferPopup {...props} offerId={30104} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a click on its picture, for the session', () => {
    render(<OfferPopup {...props} />);
    fireEvent.click(screen.getByRole('img', { name: 'A hatch' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    render(<OfferPopup {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['2026-11-21', true],
    ['2026-11-20', true], // its last day, in Perth
    ['2026-11-19', false],
  ])('with its last day %s: shown %s', (expiresOn, shown) => {
    render(<OfferPopup {...props} expiresOn={expiresOn} />);
    expect(screen.queryByRole('dialog') !== null).toBe(shown);
  });

  it('counts the day where the site is: 11 pm in Perth on its last day is still in date', () => {
    vi.setSystemTime(new Date('2026-11-20T15:00:00Z')); // 11 pm in Perth, 2 am next day in Sydney
    render(<OfferPopup {...props} expiresOn="2026-11-20" />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    cleanup();
    render(<OfferPopup {...props} expiresOn="2026-11-20" timeZone="Australia/Sydney" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
