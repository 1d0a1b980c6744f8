import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../components/Link/Link';
import { type LinkComponentProps } from './LinkContext';
import { ThemeProvider } from './ThemeProvider';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

function rootOf(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  expect(host.children).toHaveLength(1);
  return host.firstElementChild as HTMLElement;
}

describe('ThemeProvider (server rendered)', () => {
  it('renders one themed root with the brand and no inline vars without overrides', () => {
    const root = rootOf(renderToStaticMarkup(<ThemeProvider brand="toyota">Stock</ThemeProvider>));
    expect(root.dataset.brand).toBe('toyota');
    expect(root.className).not.toBe('');
    expect(root.getAttribute('style') ?? '').not.toContain('--dlr-');
    expect(root.textContent).toBe('Stock');
  });

  it("writes the dealer's accent family as CSS variables on the root", () => {
    const root = rootOf(
      renderToStaticMarkup(
        <ThemeProvider brand="generic" overrides={{ accentColour: '#0F766E', radius: 'none' }}>
          Stock
        </ThemeProvider>,
      ),
    );
    expect(root.style.getPropertyValue('--dlr-color-brand-accent')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--dlr-color-brand-accent-contrast')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--dlr-radius-medium')).toBe('0');
  });

  it('drops an unsafe accent instead of writing it into the style attribute', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider brand="caravan" overrides={{ accentColour: 'red;background:url(//x)' }}>
        Stock
      </ThemeProvider>,
    );
    expect(html).not.toContain('url(');
    expect(rootOf(html).style.getPropertyValue('--dlr-color-brand-accent')).toBe('');
  });

  it('gives links the injected router link, and a plain anchor by default', () => {
    const injected = rootOf(
      renderToStaticMarkup(
        <ThemeProvider brand="generic" linkComponent={RouterLink}>
          <Link href="/search">Search</Link>
        </ThemeProvider>,
      ),
    );
    expect(injected.querySelector('a[href="/search"]')?.hasAttribute('data-router-link')).toBe(
      true,
    );
    const plain = rootOf(
      renderToStaticMarkup(
        <ThemeProvider brand="generic">
          <Link href="/search">Search</Link>
        </ThemeProvider>,
      ),
    );
    expect(plain.querySelector('a[href="/search"]')?.hasAttribute('data-router-link')).toBe(false);
  });
});
