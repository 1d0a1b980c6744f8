import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatProvider, siteSchema } from '@dealer/site-config';
import { ServiceChatAssistant } from './ServiceChatAssistant';

// spec §9 the chat assistant of the service and parts pages: off by default, never a dead link.

const siteWith = (serviceChatAssistant: boolean | undefined, chat: ChatProvider | null) =>
  siteSchema.parse({
    id: 2,
    slug: 'harbour-city-cars',
    name: 'Harbour City Cars',
    url: 'https://www.harbourcitycars.com.au',
    template: 'generic',
    dealershipId: 201,
    dealerships: [{ id: 201, slug: 'harbour-city-five-dock', name: 'Harbour City Cars' }],
    theme: { brand: 'generic' },
    features: serviceChatAssistant === undefined ? {} : { serviceChatAssistant },
    chat,
  });

const link: ChatProvider = { kind: 'link', url: 'https://chat.example.com/start?from={page}' };

afterEach(cleanup);

describe('ServiceChatAssistant', () => {
  it.each([
    ['off by default', undefined, link],
    ['on without a provider', true, null],
  ] as const)('shows nothing %s', (_case, on, chat) => {
    const { container } = render(
      <ServiceChatAssistant site={siteWith(on, chat)} path="/service" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it("opens the provider's chat from the parts page in a new tab where the site turns it on", () => {
    render(
      <ServiceChatAssistant site={siteWith(true, link)} path="/vehicle-parts-and-accessories" />,
    );
    const chat = screen.getByRole('link', { name: 'Instant Message (opens in a new tab)' });
    expect(chat.getAttribute('href')).toBe(
      `https://chat.example.com/start?from=${encodeURIComponent(
        'https://www.harbourcitycars.com.au/vehicle-parts-and-accessories',
      )}`,
    );
  });
});
