'use client';

import { useId, useState } from 'react';
import { accentShades, parseHex } from '../../theme/colour';
import {
  contrastFailureText,
  nearestPassingColour,
  type ThemeColours,
  themeContrastFailures,
} from '../../theme/contrast';
import { type DealerOverrides } from '../../theme/dealer-overrides';
import { draftOf, type SiteTheme, siteThemeOf } from '../../theme/theme-draft';
import {
  type Brand,
  brandTokens,
  type Density,
  type FontChoice,
  type RadiusScale,
} from '../../theme/tokens';
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
  const failures = themeContrastFailures(theme, theme.brand);
  if (failures.length === 0) return checked;
  return {
    problems: failures.map((f) => `theme.${f.field}: ${contrastFailureText(f)} (WCAG 2.2 AA)`),
  };
}

const radiusOptions: { value: RadiusScale | 'brand'; label: string }[] = [
  { value: 'brand', label: 'The brand’s' },
  { value: 'none', label: 'None (square)' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

const densityOptions: { value: Density; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'spacious', label: 'Spacious' },
];

/**
 * A colour typed as hex or picked: what is typed stays as typed until it is a colour, and follows
 * the draft when the draft changes from elsewhere (an import, a fix, 'Back to the brand’s theme').
 */
function ColourInput({
  id,
  label,
  value,
  onColour,
}: {
  id: string;
  label: string;
  /** the colour in effect (the draft's, else the brand's) */
  value: string;
  onColour: (hex: string) => void;
}) {
  const [typed, setTyped] = useState({ from: value, text: value });
  if (typed.from !== value) setTyped({ from: value, text: value });
  const text = typed.from === value ? typed.text : value;
  const valid = parseHex(text) !== null;
  const type = (next: string) => {
    setTyped({ from: value, text: next });
    if (parseHex(next)) onColour(next.toLowerCase());
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={text}
          spellCheck={false}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
          onChange={(event) => type(event.target.value.trim())}
        />
        <input
          type="color"
          className={styles.picker}
          aria-label={`Pick the ${label.toLowerCase()}`}
          value={toSixDigits(value)}
          onChange={(event) => type(event.target.value)}
        />
      </div>
      {valid ? null : (
        <p id={`${id}-error`} className={styles.error}>
          Type a colour like #0f766e.
        </p>
      )}
    </div>
  );
}

/** A colour input's value is #rrggbb: a short hex is written out. */
function toSixDigits(hex: string): string {
  const rgb = parseHex(hex);
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : '#000000';
}

const fontOptions: { value: FontChoice | 'brand'; label: string }[] = [
  { value: 'brand', label: 'The brand’s' },
  { value: 'system', label: 'System' },
  { value: 'humanist', label: 'Humanist' },
  { value: 'geometric', label: 'Geometric' },
  { value: 'serif', label: 'Serif' },
];

/**
 * The theme studio: a designer edits the tokens a dealer may override (accent, text and page
 * colours, radius, font, density, logo) over a brand's theme. The accent's derived shades are
 * shown, and every pair the colours make is checked against WCAG 2.2 AA (the rule `npm run sites
 * -- validate` applies): failing colours list their pairs, and a failing accent or text colour
 * offers its nearest passing shade.
 */
export function ThemeStudio({
  brand,
  value,
  onChange,
  onBrandChange,
  checkTheme,
}: ThemeStudioProps) {
  const id = useId();
  const tokens = brandTokens[brand];
  const accent = value.accentColour ?? tokens.accent;
  const shades = accentShades(parseHex(accent)!);
  const colours: ThemeColours = {
    accentColour: value.accentColour,
    textColour: value.textColour,
    surfaceColour: value.surfaceColour,
  };
  const failures = themeContrastFailures(colours, brand);
  const fails = (field: keyof ThemeColours) => failures.some((f) => f.field === field);
  const nearestAccent = fails('accentColour')
    ? nearestPassingColour(colours, brand, 'accentColour')
    : null;
  const nearestText = fails('textColour')
    ? nearestPassingColour(colours, brand, 'textColour')
    : null;
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
    onBrandChange?.(next.brand);
    onChange(next.draft);
  };

  const setColour = (field: keyof ThemeColours) => (hex: string) =>
    onChange({ ...value, [field]: hex.toLowerCase() });

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
      <ColourInput
        id={`${id}-accent`}
        label="Accent colour"
        value={accent}
        onColour={setColour('accentColour')}
      />
      <ul className={styles.shades} aria-label="The accent’s shades">
        {shown.map(([name, hex]) => (
          <li key={name} className={styles.shade}>
            <span className={styles.swatch} style={{ background: hex }} aria-hidden="true" />
            {name} {hex}
          </li>
        ))}
      </ul>
      <ColourInput
        id={`${id}-text`}
        label="Text colour"
        value={value.textColour ?? tokens.neutral}
        onColour={setColour('textColour')}
      />
      <ColourInput
        id={`${id}-surface`}
        label="Page colour"
        value={value.surfaceColour ?? tokens.surface}
        onColour={setColour('surfaceColour')}
      />
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
                <li key={failure.pair}>{contrastFailureText(failure)}</li>
              ))}
            </ul>
            {nearestAccent ? (
              <div>
                <Button
                  variant="soft"
                  size="small"
                  onClick={() => setColour('accentColour')(nearestAccent)}
                >
                  {`Use ${nearestAccent}, the nearest shade that passes`}
                </Button>
              </div>
            ) : null}
            {nearestText ? (
              <div>
                <Button
                  variant="soft"
                  size="small"
                  onClick={() => setColour('textColour')(nearestText)}
                >
                  {`Use ${nearestText} for the text, the nearest shade that passes`}
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
      <Select
        label="Density"
        options={densityOptions}
        value={value.density ?? 'standard'}
        onValueChange={(density) =>
          onChange({ ...value, density: density === 'standard' ? null : density })
        }
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
        <Button variant="ghost" size="small" onClick={() => onChange({})}>
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
