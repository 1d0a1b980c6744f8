import { type ReactNode } from 'react';
import { Text } from '@dealer/design-system';

/**
 * A garage section while it reads the browser's storage: 'Loading…' in the room its empty state
 * takes (laid under it, unseen), so a section that stays empty moves nothing below it when its
 * list comes in (the server's page and the first paint are laid out as the empty garage is).
 */
export function GaragePending({ empty }: { empty: ReactNode }) {
  return (
    <div aria-busy="true" style={{ display: 'grid' }}>
      <div aria-hidden="true" style={{ gridArea: '1 / 1', visibility: 'hidden' }}>
        {empty}
      </div>
      <div style={{ gridArea: '1 / 1' }}>
        <Text tone="muted" as="div">
          Loading…
        </Text>
      </div>
    </div>
  );
}
