import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroSearch, type HeroSearchProps } from './HeroSearch';

const fields: HeroSearchProps['fields'] = {
  body: {
    label: 'Body Type',
    anyLabel: 'Any Body Type',
    options: [{ value: 'Wagon', label: 'Wagon (252)' }],
    value: 'Wagon',
  },
  make: {
    label: 'Make',
    anyLabel: 'Any Make',
    options: [{ value: 'Toyota', label: 'Toyota (148)' }],
    value: null,
  },
  model: { label: 'Model', anyLabel: 'Any Model', options: [], value: null, disabled: true },
};

function renderHero(props: Partial<HeroSearchProps> = {}) {
  return render(
    <HeroSearch
      heading="Southern Cross Motor Group"
      tagline="Quality used cars across Sydney."
      fields={fields}
      submit={{ label: 'Show Me 252 Cars', href: '/search?body=Wagon' }}
      {...props}
    >
      <p data-testid="stock-count">1,254 cars in stock</p>
    </HeroSearch>,
  );
}

afterEach(cleanup);

describe('HeroSearch', () => {
  it('is the page heading, its tagline and what the page puts under it', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Southern Cross Motor Group',
    );
    expect(screen.getByText('Quality used cars across Sydney.')).toBeTruthy();
    expect(screen.getByTestId('stock-count').textContent).toBe('1,254 cars in stock');
  });

  it('shows the fields it is given in make, model, price, body order', () => {
    renderHero();
    const search = screen.getByRole('search', { name: 'Quick search' });
    const names = within(search)
      .getAllByRole('combobox')
      .map((box) => document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent);
    expect(names).toEqual(['Make', 'Model', 'Body Type']);
  });

  it("shows each choice, 'Any …' when there is none, and a field that waits for another", () => {
    renderHero();
    const [make, model, body] = screen.getAllByRole('combobox');
    expect(make!.textContent).toBe('Any Make');
    expect((model as HTMLButtonElement).disabled).toBe(true);
    expect(body!.textContent).toBe('Wagon (252)');
  });

  it('links to the search page of the choices, announced as the count changes', () => {
    renderHero({ busy: true });
    const link = screen.getByRole('link', { name: 'Show Me 252 Cars' });
    expect(link.getAttribute('href')).toBe('/search?body=Wagon');
    expect(link.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('search').getAttribute('aria-busy')).toBe('true');
  });

  it('shows a picture behind its words, hidden from screen readers, or none', () => {
    const { container } = renderHero({
      picture: <img src="/media/hero/showroom.svg" alt="" width={1600} height={1000} />,
    });
    const hero = container.querySelector('[data-slot="hero-search"]')!;
    const picture = hero.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/media/hero/showroom.svg');
    // the picture comes first, behind the heading, and adds nothing to what is read out
    expect(hero.firstElementChild!.contains(picture)).toBe(true);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Southern Cross Motor Group',
    );
    cleanup();
    const plain = renderHero().container.querySelector('[data-slot="hero-search"]')!;
    expect(plain.querySelector('img')).toBeNull();
    expect(plain.firstElementChild!.tagName).toBe('DIV');
    expect(plain.firstElementChild!.querySelector('h1')).not.toBeNull();
  });
});
