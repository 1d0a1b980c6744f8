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
});
