import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DealerComments } from '../DealerComments/DealerComments';
import { FeatureList } from '../FeatureList/FeatureList';
import { SpecificationList } from '../SpecificationList/SpecificationList';
import { VehicleTabs } from './VehicleTabs';

// Text behind a tab or a 'Show More' is still in the server's HTML (for search engines, and so
// it opens without a wait); only what shows differs.

const features = Array.from({ length: 12 }, (_, i) => `Feature ${i + 1}`);

describe('vehicle page text on the server', () => {
  it('renders every tab panel, the first one showing', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <VehicleTabs
        tabs={[
          {
            id: 'comments',
            label: 'Dealer Comments',
            content: <DealerComments paragraphs={['One owner from new.']} />,
          },
          { id: 'features', label: 'Features', content: <FeatureList items={features} /> },
        ]}
      />,
    );
    const panels = host.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(2);
    expect(panels[0]!.getAttribute('data-state')).toBe('active');
    expect(panels[1]!.getAttribute('data-state')).toBe('inactive');
    expect(panels[1]!.textContent).toContain('Feature 12');
  });

  it('renders specification rows past the first four, hidden', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <SpecificationList
        rows={Array.from({ length: 6 }, (_, i) => ({ label: `Row ${i + 1}`, value: 'x' }))}
      />,
    );
    const rows = host.querySelectorAll('dl > div');
    expect(rows).toHaveLength(6);
    expect([...rows].map((row) => row.hasAttribute('hidden'))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    const toggle = host.querySelector('button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(host.querySelector('dl')!.id);
  });
});
