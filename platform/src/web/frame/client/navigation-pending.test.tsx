import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationPendingProvider, useNavigationPending } from './navigation-pending';

/** Stands in for a link whose navigation waits while `pending` is true. */
function WaitingLink({ pending }: { pending: boolean }) {
  const begin = useNavigationPending();
  useEffect(() => (pending ? begin() : undefined), [pending, begin]);
  return null;
}

function Page({ first, second }: { first: boolean; second: boolean }) {
  return (
    <NavigationPendingProvider>
      <WaitingLink pending={first} />
      <WaitingLink pending={second} />
    </NavigationPendingProvider>
  );
}

const indicator = () => screen.getByRole('status');
const state = () => indicator().getAttribute('data-state');

afterEach(cleanup);

describe('the page-loading indicator', () => {
  it('says nothing while no navigation waits', () => {
    render(<Page first={false} second={false} />);
    expect(indicator().textContent).toBe('');
    expect(state()).toBe('idle');
  });

  it('announces the wait while a navigation waits and clears when the page arrives', () => {
    const { rerender } = render(<Page first={false} second={false} />);
    rerender(<Page first second={false} />);
    expect(indicator().textContent).toBe('Loading page…');
    rerender(<Page first={false} second={false} />);
    expect(indicator().textContent).toBe('');
  });

  it('stays while any of several waits is unfinished', () => {
    const { rerender } = render(<Page first second />);
    expect(state()).toBe('loading');
    rerender(<Page first={false} second />);
    expect(state()).toBe('loading');
    rerender(<Page first={false} second={false} />);
    expect(state()).toBe('idle');
  });

  it('ends a wait once, however often its end is called', () => {
    let end: () => void = () => {};
    function Twice() {
      const begin = useNavigationPending();
      useEffect(() => {
        begin();
        end = begin();
      }, [begin]);
      return null;
    }
    render(
      <NavigationPendingProvider>
        <Twice />
      </NavigationPendingProvider>,
    );
    act(() => {
      end();
      end();
    });
    // one of the two waits is still open: a repeated end must not close the other's
    expect(state()).toBe('loading');
  });
});
