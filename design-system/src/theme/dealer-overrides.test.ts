import { describe, expect, it } from 'vitest';
import { dealerThemeVars } from './dealer-overrides';

describe('dealerThemeVars', () => {
  it('derives the accent family from one dealer colour', () => {
    const css = dealerThemeVars({ accentColour: '#0f766e' });
    expect(css['--dlr-color-brand-accent']).toBe('#0f766e');
    expect(css['--dlr-color-brand-accent-contrast']).toBe('#ffffff');
    expect(css['--dlr-color-brand-accent-hover']).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(css)).toHaveLength(6);
  });

  it('flips text on a light accent to dark', () => {
    expect(dealerThemeVars({ accentColour: '#fde047' })['--dlr-color-brand-accent-contrast']).toBe(
      '#111827',
    );
  });

  it.each([['red'], ['#fff; background: url(https://evil)'], ['expression(alert(1))'], ['']])(
    'ignores an unsafe or unknown colour %j',
    (accentColour) => {
      expect(dealerThemeVars({ accentColour })).toEqual({});
    },
  );

  it('accepts only the enumerated radius and font values', () => {
    expect(dealerThemeVars({ radius: 'large' })['--dlr-radius-medium']).toBe('14px');
    expect(dealerThemeVars({ radius: 'huge' as never })).toEqual({});
    expect(dealerThemeVars({ font: 'serif' })['--dlr-font-body']).toMatch(/Georgia/);
    expect(dealerThemeVars({ font: 'comic' as never })).toEqual({});
    expect(dealerThemeVars(null)).toEqual({});
  });

  it('sets the text and its muted shade from a text colour, the page and its sunken panels from a page colour', () => {
    const css = dealerThemeVars({ textColour: '#1c1917', surfaceColour: '#fdf6ec' });
    expect(css['--dlr-color-neutral']).toBe('#1c1917');
    expect(css['--dlr-color-muted']).toBe('#605e5d');
    expect(css['--dlr-color-surface']).toBe('#fdf6ec');
    expect(css['--dlr-color-surface-sunken']).toBe('#f3ece3');
    expect(dealerThemeVars({ textColour: 'black', surfaceColour: '#fff;}' })).toEqual({});
  });

  it.each([
    ['compact', '0.8rem', '2.4rem'],
    ['standard', '1rem', '3rem'],
    ['spacious', '1.2rem', '3.6rem'],
  ] as const)('scales every space by the %s density', (density, medium, xxlarge) => {
    const css = dealerThemeVars({ density });
    expect(css['--dlr-space-medium']).toBe(medium);
    expect(css['--dlr-space-xxlarge']).toBe(xxlarge);
    expect(css['--dlr-space-none']).toBe('0');
  });

  it('accepts only the enumerated densities', () => {
    expect(dealerThemeVars({ density: 'roomy' as never })).toEqual({});
  });
});
