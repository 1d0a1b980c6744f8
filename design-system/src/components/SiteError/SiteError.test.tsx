import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../theme/LinkContext';
import { SiteError } from './SiteError';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

const links = [
  { label: 'Back to home', href: '/' },
  { label: 'Search our stock', href: '/search' },
];

afterEach(cleanup);

describe('SiteError', () => {
  it('says in plain words that something went wrong, as the page’s heading', () => {
    render(<SiteError links={links} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/didn’t load properly/)).toBeTruthy();
  });

  it('tries again once per click on Try again', () => {
    const retry = vi.fn();
    render(<SiteError links={links} onRetry={retry} />);
    expect(retry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Try again button when there is nothing to try again', () => {
    render(<SiteError links={links} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links home and to the search through the app’s router link', () => {
    render(
      <LinkProvider component={RouterLink}>
        <SiteError links={links} onRetry={() => {}} />
      </LinkProvider>,
    );
    const shown = screen.getAllByRole('link');
    expect(shown.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Back to home', '/'],
      ['Search our stock', '/search'],
    ]);
    expect(shown.every((link) => link.hasAttribute('data-router-link'))).toBe(true);
  });

  it('shows the reference code when there is one, and no reference line otherwise', () => {
    render(<SiteError links={links} reference="1792358504" />);
    expect(screen.getByText('1792358504').closest('p')?.textContent).toBe(
      'Error reference: 1792358504',
    );
    cleanup();
    render(<SiteError links={links} reference={null} />);
    expect(screen.queryByText(/Error reference/)).toBeNull();
  });
});
