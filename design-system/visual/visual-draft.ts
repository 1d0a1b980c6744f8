import fs from 'node:fs';
import path from 'node:path';
import { type SiteTheme } from '../src/theme/theme-draft';

// The draft theme a visual run captures the key stories and pages in (`npm run test:visual --
// --theme <theme.json>`): the command checks the theme and writes it, as `theme.json`, into the
// folder the captures go to, and names that folder in DEALER_VISUAL_DRAFT.

export interface VisualDraft {
  /** the theme, already checked as a site config's */
  theme: SiteTheme;
  /** the folder the captures are written to */
  out: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    visualDraft: VisualDraft | null;
  }
}

/** The file of a draft folder that holds its theme. */
export const DRAFT_THEME_FILE = 'theme.json';

/** The draft a folder holds, or null without one. */
export function visualDraftIn(folder: string | undefined): VisualDraft | null {
  if (!folder) return null;
  const out = path.resolve(folder);
  const theme = JSON.parse(fs.readFileSync(path.join(out, DRAFT_THEME_FILE), 'utf8')) as SiteTheme;
  return { theme, out };
}

/** Vitest's test-name filter for the named captures of a draft (each test is named as its file). */
export function onlyPattern(names: string): string {
  const escaped = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return ` (${escaped.join('|')})$`;
}

/** The page a designer opens: every capture of a draft, named, at its own size. */
export function draftIndexHtml(themeFile: string, brand: string, images: readonly string[]) {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const figures = images.map(
    (image) =>
      `<figure><figcaption>${escape(image.replace(/\.png$/, ''))}</figcaption><img src="${escape(image)}" alt="${escape(image.replace(/\.png$/, ''))} in the draft theme"></figure>`,
  );
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>Draft theme: ${escape(themeFile)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}figure{margin:0 0 3rem}figcaption{font-weight:700;margin-bottom:.5rem}img{max-width:100%;border:1px solid #cbd5e1}</style>
</head>
<body>
<main>
<h1>Draft theme: ${escape(themeFile)} over ${escape(brand)}</h1>
${figures.join('\n')}
</main>
</body>
</html>
`;
}
