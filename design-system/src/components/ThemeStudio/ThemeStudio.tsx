'use client';

import { useId, useState } from 'react';
import { accentShades, parseHex } from '../../theme/colour';
import {
  accentContrastFailures,
  contrastFailureText,
  nearestPassingAccent,
} from '../../theme/contrast';
import { type DealerOverrides } from '../../theme/dealer-overrides';
import { draftOf, type SiteTheme, siteThemeOf } from '../../theme/theme-draft';
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
  /** an imported theme names its brand: the studio's brand changes to it */
  onBrandChange?: (brand: Brand) => void;
  /**
   * checks a site config's `theme` against the site config's own schema: the theme as the
   * schema reads it, or its problems ('theme.radius: ...'); without it only contrast is checked
   */
  checkTheme?: (value: unknown) => { theme: SiteTheme } | { problems: string[] };
}

/** The problems of a theme as the site config would meet them: its schema's, then contrast. */
function themeProblems(
  value: unknown,
  checkTheme: ThemeStudioProps['checkTheme'],
): { theme: SiteTheme } | { problems: string[] } {
  const checked = checkTheme ? checkTheme(value) : { theme: value as SiteTheme };
  if ('problems' in checked) return checked;
  const { theme } = checked;
  const failures = theme.accentColour
    ? accentContrastFailures(theme.accentColour, theme.brand)
    : [];
  if (failures.length === 0) return checked;
  return {
    problems: failures.map((f) => `theme.accentColour: ${contrastFailureText(f)} (WCAG 2.2 AA)`),
  };
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
export function ThemeStudio({
  brand,
  value,
  onChange,
  onBrandChange,
  checkTheme,
}: ThemeStudioProps) {
  const id = useId();
  const accent = value.accentColour ?? brandTokens[brand].accent;
  const [typed, setTyped] = useState(accent);
  const typedValid = parseHex(typed) !== null;
  const shades = accentShades(parseHex(accent)!);
  const failures = accentContrastFailures(accent, brand);
  const nearest = failures.length > 0 ? nearestPassingAccent(accent, brand) : null;
  const [exported, setExported] = useState<{ json: string } | { problems: string[] } | null>(null);
  const [imported, setImported] = useState('');
  const [importProblems, setImportProblems] = useState<string[]>([]);

  const exportDraft = () => {
    const checked = themeProblems(siteThemeOf(brand, value), checkTheme);
    setExported('problems' in checked ? checked : { json: JSON.stringify(checked.theme, null, 2) });
  };

  const importTheme = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(imported);
    } catch (error) {
      setImportProblems([`Not JSON: ${(error as Error).message}`]);
      return;
    }
    const checked = checkTheme ? checkTheme(parsed) : { theme: parsed as SiteTheme };
    if ('problems' in checked) {
      setImportProblems(checked.problems);
      return;
    }
    const next = draftOf(checked.theme);
    setImportProblems([]);
    setExported(null);
    setTyped(next.draft.accentColour ?? brandTokens[next.brand].accent);
    onBrandChange?.(next.brand);
    onChange(next.draft);
  };

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
      <section className={styles.field} aria-labelledby={`${id}-handover`}>
        <h3 id={`${id}-handover`} className={styles.label}>
          Hand-over
        </h3>
        <div>
          <Button size="small" onClick={exportDraft}>
            Export
          </Button>
        </div>
        {exported && 'json' in exported ? (
          <>
            <label htmlFor={`${id}-export`} className={styles.label}>
              The site config’s theme
            </label>
            <textarea
              id={`${id}-export`}
              className={styles.code}
              readOnly
              rows={7}
              value={exported.json}
            />
            <a
              href={`data:application/json;charset=utf-8,${encodeURIComponent(exported.json)}`}
              download="theme.json"
            >
              Download theme.json
            </a>
          </>
        ) : null}
        {exported && 'problems' in exported ? (
          <div role="alert" className={styles.report}>
            <p>The site config would refuse this theme:</p>
            <ul className={styles.failures}>
              {exported.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <label htmlFor={`${id}-import`} className={styles.label}>
          A site’s theme to import (JSON)
        </label>
        <textarea
          id={`${id}-import`}
          className={styles.code}
          rows={5}
          value={imported}
          spellCheck={false}
          onChange={(event) => setImported(event.target.value)}
        />
        <div>
          <Button size="small" variant="soft" onClick={importTheme}>
            Import
          </Button>
        </div>
        {importProblems.length > 0 ? (
          <div role="alert" className={styles.report}>
            <p>That theme cannot be imported:</p>
            <ul className={styles.failures}>
              {importProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </section>
  );
}
