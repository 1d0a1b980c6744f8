import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge, Tag } from './Tag';

describe('Tag', () => {
  it('renders on the server with its tone', () => {
    const html = renderToStaticMarkup(<Tag tone="caution">Reserved</Tag>);
    expect(html).toContain('data-tone="caution"');
    expect(html).toContain('Reserved');
  });

  it('gives a Badge a different (solid) look from a soft Tag', () => {
    const tag = renderToStaticMarkup(<Tag tone="critical">SOLD</Tag>);
    const badge = renderToStaticMarkup(<Badge tone="critical">SOLD</Badge>);
    expect(badge).not.toBe(tag);
  });
});
