// A theme file as the operators' commands read it (the theme studio's Export: a site config's
// `theme`): checked as `npm run sites -- validate` checks a site's (the site config's schema,
// then WCAG 2.2 AA contrast of the accent in the brand's theme), each problem named.
import fs from 'node:fs';
import { type SiteProblem } from '../site-config/src/load';
import { type ThemeOverrides, themeOverridesSchema } from '../site-config/src/schema';
import {
  contrastFailureText,
  nearestPassingColour,
  type ThemeColours,
  themeContrastFailures,
} from '../design-system/src/theme/contrast';
import { brands, type Brand } from '../design-system/src/theme/tokens';

/** The lines a command prints for a file's problems: one a problem, site and field first. */
export function problemLines(file: string, problems: readonly SiteProblem[]): string[] {
  const sites = new Set(problems.filter((p) => p.index >= 0).map((p) => p.index));
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  return [
    sites.size > 0
      ? `${file}: ${count} in ${sites.size} ${sites.size === 1 ? 'site' : 'sites'}`
      : `${file}: ${count}`,
    ...problems.map((p) =>
      p.index < 0 ? `  ${p.message}` : `  ${p.site}: ${p.path || '(the site)'}: ${p.message}`,
    ),
  ];
}

/**
 * WCAG 2.2 AA for each site's colours (accent, text, page) in its brand's theme (the rule the
 * theme tools share): a problem for each failing pair, on the field to change, with the nearest
 * shade of an accent or text colour that passes.
 */
export function contrastProblems(text: string): SiteProblem[] {
  let inputs: unknown;
  try {
    inputs = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(inputs)) return [];
  return inputs.flatMap((input: unknown, index): SiteProblem[] => {
    const site = input as { slug?: unknown; theme?: Record<string, unknown> };
    const theme = site?.theme ?? {};
    const colour = (value: unknown) => (typeof value === 'string' ? value : null);
    const colours: ThemeColours = {
      accentColour: colour(theme.accentColour),
      textColour: colour(theme.textColour),
      surfaceColour: colour(theme.surfaceColour),
    };
    const brand = theme.brand as Brand;
    if (!brands.includes(brand)) return [];
    const failures = themeContrastFailures(colours, brand);
    const label = typeof site.slug === 'string' ? site.slug : `site ${index + 1}`;
    return failures.map((failure) => {
      const nearest =
        failure.field === 'surfaceColour'
          ? null
          : nearestPassingColour(colours, brand, failure.field);
      return {
        index,
        site: label,
        path: `theme.${failure.field}`,
        message: `${contrastFailureText(failure)} (WCAG 2.2 AA)${
          nearest ? `; the nearest shade that passes is ${nearest}` : ''
        }`,
      };
    });
  });
}

/**
 * A theme file read as the `theme` of the site `site` names: the theme, or the lines naming each
 * problem. A missing file or one that is not JSON throws.
 */
export function readThemeFile(
  file: string,
  site: string,
): { theme: ThemeOverrides } | { problems: string[] } {
  if (!fs.existsSync(file)) throw new Error(`There is no file ${file}.`);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = themeOverridesSchema.safeParse(value);
  const problems = parsed.success
    ? contrastProblems(JSON.stringify([{ slug: site, theme: parsed.data }]))
    : parsed.error.issues.map((issue) => ({
        index: 0,
        site,
        path: ['theme', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
  if (problems.length > 0) return { problems: problemLines(file, problems) };
  return { theme: parsed.data! };
}
