import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatProvider } from '@dealer/site-config';
import { VehicleChatButton } from './VehicleChatButton';

// spec §2 'Instant Message' on a vehicle page, for each way a site configures its chat.

const car = { name: '2021 Mazda CX-5 Maxx', stocknum: 'HC-77', slug: '2021-mazda-cx-5-hc-77' };

function renderFor(chat: ChatProvider | null) {
  render(
    <VehicleChatButton
      site={{ chat, url: 'https://www.harbourcitycars.com.au' }}
      car={car}
      primary
      fallback={<div role="dialog" aria-label="Instant Message" />}
    >
      <button type="button">the enquiry form’s button</button>
    </VehicleChatButton>,
  );
}

afterEach(cleanup);

describe('VehicleChatButton', () => {
  it("opens a link provider's chat page for this car in a new tab, and says so", () => {
    renderFor({
      kind: 'link',
      url: 'https://chat.example.com/start?ref={stock_number}&from={page}',
    });
    const link = screen.getByRole('link', { name: 'Instant Message (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(
      `https://chat.example.com/start?ref=HC-77&from=${encodeURIComponent(
        'https://www.harbourcitycars.com.au/cars/2021-mazda-cx-5-hc-77',
      )}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.queryByRole('button', { name: 'the enquiry form’s button' })).toBeNull();
  });

  it("offers a script provider's widget behind a button, loaded on its press", () => {
    renderFor({ kind: 'script', src: 'https://w.example.com/c.js', open: null, origins: [] });
    expect(screen.getByRole('button', { name: 'Instant Message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'the enquiry form’s button' })).toBeNull();
    expect(document.querySelector('script[src="https://w.example.com/c.js"]')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is the enquiry form where the site has no provider', () => {
    renderFor(null);
    expect(screen.getByRole('button', { name: 'the enquiry form’s button' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
