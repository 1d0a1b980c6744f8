'use client';

import { useId, useState } from 'react';
import { accentShades, parseHex } from '../../theme/colour';
import {
  accentContrastFailures,
  contrastFailureText,
  nearestPassingAccent,
} from '../../theme/contrast';
import { type DealerOverrides } from '../../theme/dealer-overrides';
import { type Brand, brandTokens, type FontChoice, type RadiusScale } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import * as styles from './ThemeStudio.css';

export interface ThemeStudioProps {
  /** the brand whose theme the draft overrides */
  brand: Brand;
  /** the draft: the tokens a dealer's site config may override */
  value: DealerOverrides;
  onChange: (next: DealerOverrides) => void;
}

const radiusOptions: { value: RadiusScale | 'brand'; label: string }[] = [
  { value: 'brand', label: 'The brand’s' },
  { value: 'none', label: 'None (square)' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

const fontOptions: { value: FontChoice | 'brand'; label: string }[] = [
  { value: 'brand', label: 'The brand’s' },
  { value: 'system', label: 'System' },
  { value: 'humanist', label: 'Humanist' },
  { value: 'geometric', label: 'Geometric' },
  { value: 'serif', label: 'Serif' },
];

/**
 * The theme studio: a designer edits the tokens a dealer may override (accent colour, radius,
 * font, logo) over a brand's theme. The accent's derived shades are shown, and every pair it
 * makes is checked against WCAG 2.2 AA (the rule `npm run sites -- validate` applies): a failing
 * accent lists its pairs and offers the nearest passing shade.
 */
export function ThemeStudio({ brand, value, onChange }: ThemeStudioProps) {
  const id = useId();
  const accent = value.accentColour ?? brandTokens[brand].accent;
  const [typed, setTyped] = useState(accent);
  const typedValid = parseHex(typed) !== null;
  const shades = accentShades(parseHex(accent)!);
  const failures = accentContrastFailures(accent, brand);
  const nearest = failures.length > 0 ? nearestPassingAccent(accent, brand) : null;

  const setAccent = (hex: string) => {
    setTyped(hex);
    if (parseHex(hex)) onChange({ ...value, accentColour: hex.toLowerCase() });
  };

  const shown: [string, string][] = [
    ['Accent', shades.accent],
    ['Hover', shades.hover],
    ['Pressed', shades.active],
    ['Soft tint', shades.soft],
    ['Link text', shades.text],
    ['Button label', shades.contrast],
  ];

  return (
    <section className={styles.studio} aria-labelledby={`${id}-heading`} data-slot="theme-studio">
      <h2 id={`${id}-heading`} className={styles.heading}>
        Theme studio
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-accent`} className={styles.label}>
          Accent colour
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-accent`}
            className={styles.input}
            value={typed}
            spellCheck={false}
            aria-invalid={!typedValid}
            aria-describedby={typedValid ? undefined : `${id}-accent-error`}
            onChange={(event) => setAccent(event.target.value.trim())}
          />
          <input
            type="color"
            className={styles.picker}
            aria-label="Pick the accent colour"
            value={accent}
            onChange={(event) => setAccent(event.target.value)}
          />
        </div>
        {typedValid ? null : (
          <p id={`${id}-accent-error`} className={styles.error}>
            Type a colour like #0f766e.
          </p>
        )}
      </div>
      <ul className={styles.shades} aria-label="The accent’s shades">
        {shown.map(([name, hex]) => (
          <li key={name} className={styles.shade}>
            <span className={styles.swatch} style={{ background: hex }} aria-hidden="true" />
            {name} {hex}
          </li>
        ))}
      </ul>
      <div className={styles.report} role="status" aria-label="Contrast">
        {failures.length === 0 ? (
          <p>Every pair passes WCAG 2.2 AA.</p>
        ) : (
          <>
            <p>
              {failures.length === 1 ? 'This pair fails' : `These ${failures.length} pairs fail`}{' '}
              WCAG 2.2 AA:
            </p>
            <ul className={styles.failures}>
              {failures.map((failure) => (
                <li key={`${failure.pair}`}>{contrastFailureText(failure)}</li>
              ))}
            </ul>
            {nearest ? (
              <div>
                <Button variant="soft" size="small" onClick={() => setAccent(nearest)}>
                  {`Use ${nearest}, the nearest shade that passes`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <Select
        label="Corner radius"
        options={radiusOptions}
        value={value.radius ?? 'brand'}
        onValueChange={(radius) =>
          onChange({ ...value, radius: radius === 'brand' ? null : radius })
        }
      />
      <Select
        label="Font"
        options={fontOptions}
        value={value.font ?? 'brand'}
        onValueChange={(font) => onChange({ ...value, font: font === 'brand' ? null : font })}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-logo`} className={styles.label}>
          Logo address
        </label>
        <input
          id={`${id}-logo`}
          className={styles.input}
          type="url"
          value={value.logoUrl ?? ''}
          placeholder="https://"
          onChange={(event) => onChange({ ...value, logoUrl: event.target.value || null })}
        />
      </div>
      <div>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            setTyped(brandTokens[brand].accent);
            onChange({});
          }}
        >
          Back to the brand’s theme
        </Button>
      </div>
    </section>
  );
}
