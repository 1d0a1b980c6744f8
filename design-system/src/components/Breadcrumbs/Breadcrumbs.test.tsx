import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../theme/LinkContext';
import { Breadcrumbs } from './Breadcrumbs';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

const items = [
  { label: 'Home', href: '/' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'Toyota' },
  { label: '2023 Toyota RAV4 GX', href: '/cars/2023-toyota-rav4-gx' },
];

function parse(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('Breadcrumbs (server rendered)', () => {
  const host = parse(
    renderToStaticMarkup(
      <LinkProvider component={RouterLink}>
        <Breadcrumbs items={items} />
      </LinkProvider>,
    ),
  );

  it('is a navigation landmark named Breadcrumb holding an ordered list', () => {
    const nav = host.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Breadcrumb');
    expect([...nav.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(
      items.map((item) => item.label),
    );
  });

  it('links the steps through the injected router link; a step without href is text', () => {
    const links = [...host.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Used Cars', '/search/used-cars'],
    ]);
    expect(links.every((link) => link.hasAttribute('data-router-link'))).toBe(true);
  });

  it('marks the last item as the current page, not a link', () => {
    const current = host.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('aria-current')).toBe('page');
    expect(current[0]!.textContent).toBe('2023 Toyota RAV4 GX');
    expect(current[0]!.closest('a')).toBeNull();
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<Breadcrumbs items={[]} />)).toBe('');
  });
});
