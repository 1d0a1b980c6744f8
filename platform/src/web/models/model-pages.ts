import { type Site } from '@dealer/site-config';
import { hasModelPage, type Model } from '../../domain/models';
import { findByLegacySlug } from '../../domain/slug';
import { appRuntime } from '../../runtime';

// Which page of the model range (spec §2) an address of a franchise site is: /models, a model's
// own page /{model slug} or its /{model slug}/accessories. A model with a page elsewhere (an
// override URL) has none here; a site without a manufacturer has no range.

export type ModelPageAddress =
  { kind: 'range' } | { kind: 'model'; slug: string } | { kind: 'accessories'; slug: string };

/** The range page an address names (before looking the model up), or null. */
export function modelPageAddress(rest: readonly string[]): ModelPageAddress | null {
  const segments = rest.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '';
    }
  });
  if (segments.length === 1 && segments[0] === 'models') return { kind: 'range' };
  const slug = segments[0] ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  if (segments.length === 1) return { kind: 'model', slug };
  if (segments.length === 2 && segments[1] === 'accessories') return { kind: 'accessories', slug };
  return null;
}

export type ModelPageMatch =
  | { kind: 'range'; models: Model[]; meta: PageMeta }
  | { kind: 'model' | 'accessories'; model: Model; meta: PageMeta }
  /** a model's page asked for by an old form of its slug: its address now (a 308) */
  | { kind: 'moved'; path: string };

interface PageMeta {
  title: string;
  description: string;
  path: string;
}

export async function modelPageAt(
  site: Site,
  rest: readonly string[],
): Promise<ModelPageMatch | null> {
  if (!site.manufacturer) return null;
  const address = modelPageAddress(rest);
  if (!address) return null;
  const { content } = await appRuntime().store();
  if (address.kind === 'range') {
    const models = await content.listModels(site);
    if (models.length === 0) return null;
    return {
      kind: 'range',
      models,
      meta: {
        title: `New ${site.manufacturer} Range`,
        description: `Explore the new ${site.manufacturer} range at ${site.name}: every model, our stock and test drives.`,
        path: '/models',
      },
    };
  }
  const model = await content.getModel(site, address.slug);
  if (!model) {
    const moved = findByLegacySlug(
      (await content.listModels(site)).filter(hasModelPage),
      address.slug,
      (m) => m.name,
      (m) => m.slug,
    );
    if (!moved) return null;
    const tail = address.kind === 'accessories' ? '/accessories' : '';
    return { kind: 'moved', path: `/${moved.slug}${tail}` };
  }
  if (!hasModelPage(model)) return null;
  const name = `${model.manufacturer} ${model.name}`;
  return address.kind === 'model'
    ? {
        kind: 'model',
        model,
        meta: { title: name, description: model.tagline, path: `/${model.slug}` },
      }
    : {
        kind: 'accessories',
        model,
        meta: {
          title: `${name} Accessories`,
          description: `Genuine ${model.manufacturer} accessories for the ${model.name} at ${site.name}.`,
          path: `/${model.slug}/accessories`,
        },
      };
}
