import fs from 'node:fs';
import path from 'node:path';
import { type TemplateName } from '@dealer/template-profiles';
import { specCoverage, type WebFeature } from '../e2e/coverage';

// Which end-to-end specs a change reaches (npm run test:changed): a changed module of the
// platform reaches the web features whose modules import it, directly or through others; a
// feature's specs are those e2e/coverage.ts names for it. What every page shares (web/frame, the
// site config, the template profiles, the e2e helpers and config) reaches every spec; a template
// app's own files reach the specs that run on it; a design-system component reaches the features
// that use it by name, only when asked (its stories are its own tests).

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec|stories|bench|check)\.tsx?$/;

/** The platform's modules and what each imports of the others (relative imports). */
export function platformImports(root: string): Map<string, string[]> {
  const base = path.join(root, 'platform/src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(full);
    }
  };
  walk(base);
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const target = path.resolve(path.dirname(from), specifier);
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
      if (known.has(candidate)) return candidate;
    }
    return null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const imports: string[] = [];
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(file, match[1]!);
      if (target) imports.push(path.relative(root, target));
    }
    graph.set(path.relative(root, file), imports);
  }
  return graph;
}

/** The web feature a platform module belongs to, if it is in platform/src/web/<feature>/. */
export function featureOf(file: string): WebFeature | null {
  const match = /^platform\/src\/web\/([^/]+)\//.exec(file);
  return match ? (match[1] as WebFeature) : null;
}

/** The features whose modules import `changed`, directly or through other modules. */
export function featuresImporting(
  changed: readonly string[],
  imports: ReadonlyMap<string, readonly string[]>,
): Set<WebFeature> {
  const importedBy = new Map<string, string[]>();
  for (const [file, targets] of imports) {
    for (const target of targets) importedBy.set(target, [...(importedBy.get(target) ?? []), file]);
  }
  const features = new Set<WebFeature>();
  const seen = new Set<string>();
  const queue = [...changed];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const feature = featureOf(file);
    if (feature) features.add(feature);
    queue.push(...(importedBy.get(file) ?? []));
  }
  return features;
}

export interface ReachedSpecs {
  specs: string[];
  /** why each spec was picked: the first changed file that reached it */
  because: Map<string, string>;
}

/**
 * The e2e specs a set of changed files reaches. `componentUsers` names the web features that
 * import a design-system component (asked only with `designSystem: true`).
 */
export function reachedSpecs(
  changed: readonly string[],
  imports: ReadonlyMap<string, readonly string[]>,
  options: { designSystem?: boolean; componentUsers?: (name: string) => Set<WebFeature> } = {},
): ReachedSpecs {
  const all = specCoverage.map((entry) => entry.spec);
  const because = new Map<string, string>();
  const pick = (specs: readonly string[], file: string) => {
    for (const spec of specs) if (!because.has(spec)) because.set(spec, file);
  };
  const byFeatures = (features: Set<WebFeature>) =>
    features.has('frame')
      ? all
      : specCoverage.filter((e) => e.features.some((f) => features.has(f))).map((e) => e.spec);
  for (const file of changed) {
    if (/^e2e\/[^/]+\.spec\.ts$/.test(file)) pick([path.basename(file)], file);
    // the specs' helpers and servers, the config and the browser
    else if (/^e2e\/[^/]+\.ts$/.test(file) && file !== 'e2e/coverage.ts') pick(all, file);
    else if (/^(site-config|profiles)\//.test(file)) pick(all, file);
    else if (file === 'playwright.config.ts' || file === 'chromium.ts') pick(all, file);
    else if (file.startsWith('platform/src/') && SOURCE.test(file) && !TEST.test(file))
      pick(byFeatures(featuresImporting([file], imports)), file);
    else if (file.startsWith('templates/') && !TEST.test(file)) {
      const app = file.split('/')[1] as TemplateName;
      if (file === 'templates/next-config.mjs') pick(all, file);
      else
        pick(
          specCoverage.filter((e) => e.templates.includes(app)).map((e) => e.spec),
          file,
        );
    } else if (
      options.designSystem &&
      options.componentUsers &&
      file.startsWith('design-system/')
    ) {
      const component = /^design-system\/src\/components\/([^/]+)\//.exec(file)?.[1];
      pick(component ? byFeatures(options.componentUsers(component)) : all, file);
    }
  }
  return { specs: all.filter((spec) => because.has(spec)), because };
}

/** The template apps the given specs run on. */
export function appsOf(specs: readonly string[]): TemplateName[] {
  const apps = new Set<TemplateName>();
  for (const entry of specCoverage) {
    if (specs.includes(entry.spec)) for (const app of entry.templates) apps.add(app);
  }
  return [...apps];
}

/** The web features whose modules import a design-system component by its name. */
export function componentUsers(root: string, imports: ReadonlyMap<string, readonly string[]>) {
  const sources = new Map<string, string>();
  for (const file of imports.keys())
    sources.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  return (name: string) => {
    const uses = new RegExp(`\\b${name}\\b`);
    const direct = [...sources]
      .filter(([, source]) => source.includes('@dealer/design-system') && uses.test(source))
      .map(([file]) => file);
    return featuresImporting(direct, imports);
  };
}
