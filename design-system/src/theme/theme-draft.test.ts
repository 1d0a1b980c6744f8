import { describe, expect, it } from 'vitest';
import { draftOf, siteThemeOf } from './theme-draft';

describe('the theme studio’s hand-over', () => {
  it.each([
    ['the brand’s own', {}],
    ['an accent', { accentColour: '#0f766e' }],
    [
      'every token',
      {
        accentColour: '#7c3aed',
        textColour: '#1c1917',
        surfaceColour: '#fdf6ec',
        radius: 'none',
        font: 'serif',
        density: 'compact',
        logoUrl: 'https://x.au/l.svg',
      },
    ],
  ] as const)('%s: a site theme and back', (_case, draft) => {
    const theme = siteThemeOf('caravan', draft);
    expect(theme.brand).toBe('caravan');
    expect(theme.accentColour).toBe('accentColour' in draft ? draft.accentColour : null);
    expect(draftOf(theme)).toEqual({ brand: 'caravan', draft });
  });
});
