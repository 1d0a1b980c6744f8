import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleCard, type VehicleCardProps } from './VehicleCard';

// spec §2 search card: in stock, 'Explore Vehicle' and 'Quick Enquiry'; not in stock, only
// 'Find Me Something Similar' / 'Like this and want something similar?'.

const card: VehicleCardProps = {
  href: '/cars/2023-toyota-rav4-gx-u3010042',
  title: '2023 Toyota RAV4 GX',
  price: { amount: 42_990 },
  inStock: true,
  quickEnquiryHref: '/cars/2023-toyota-rav4-gx-u3010042#enquire',
};

afterEach(cleanup);

describe('VehicleCard actions', () => {
  it('asks "Like this and want something similar?" beside Find Me Something Similar on a car not in stock', () => {
    render(
      <VehicleCard
        {...card}
        inStock={false}
        quickEnquiryHref={null}
        findSimilarHref="/cars/2023-toyota-rav4-gx-u3010042?enquire=find-similar"
      />,
    );
    const article = screen.getByRole('article', { name: '2023 Toyota RAV4 GX' });
    const prompt = within(article).getByText('Like this and want something similar?');
    const link = within(article).getByRole('link', {
      name: 'Find Me Something Similar to 2023 Toyota RAV4 GX',
    });
    expect(link.getAttribute('href')).toBe(
      '/cars/2023-toyota-rav4-gx-u3010042?enquire=find-similar',
    );
    // the question and its button sit together among the card's actions
    expect(prompt.parentElement).toBe(link.parentElement);
    expect(within(article).queryByRole('link', { name: /Explore Vehicle/ })).toBeNull();
  });

  it('has neither on a car in stock', () => {
    render(<VehicleCard {...card} />);
    expect(screen.getByRole('link', { name: /Explore Vehicle/ })).toBeTruthy();
    expect(screen.queryByText('Like this and want something similar?')).toBeNull();
    expect(screen.queryByRole('link', { name: /Find Me Something Similar/ })).toBeNull();
  });
});
