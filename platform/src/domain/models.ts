import { z } from 'zod';
import { findByLegacySlug, slugOf } from './slug';

// spec §3 Model (name, slug, manufacturer_body, image url, status, override_url) and the rules of
// the model range a franchise site shows: its mega-menu groups (spec §2), each model's page, its
// stock search and its badge (spec §4 model status).

/** spec §3 Model status: coming soon, on sale, or no longer sold (kept for owners and stock). */
export const modelStatuses = ['on_sale', 'coming_soon', 'discontinued'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

/** spec §2 the mega-menu's body categories, in menu order */
export const modelBodyCategories = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
] as const;
export type ModelBodyCategory = (typeof modelBodyCategories)[number];

export const modelSchema = z.object({
  id: z.number().int().positive(),
  /** the manufacturer whose range it is (a franchise site's `manufacturer`) */
  manufacturer: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** the body categories it is listed under (a hybrid SUV is an SUV and Electrified) */
  categories: z.array(z.enum(modelBodyCategories)).min(1),
  status: z.enum(modelStatuses),
  /** a new generation: the menu says 'All-New' */
  allNew: z.boolean(),
  /** a page of its own elsewhere (the manufacturer's, a microsite) instead of /{slug} */
  overrideUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** one sentence under its name */
  tagline: z.string(),
  /** what the model page lists first */
  highlights: z.array(z.string()),
  /** the lowest manufacturer's list price, AUD, when known */
  fromPrice: z.number().int().positive().nullable(),
  /** its place in the range (menu and list order) */
  position: z.number().int(),
});
export type Model = z.infer<typeof modelSchema>;

/** spec §2 the mega-menu's groups a model is listed in: upcoming and discontinued by themselves. */
export function modelMenuCategories(model: Pick<Model, 'status' | 'categories'>): string[] {
  if (model.status === 'coming_soon') return ['Upcoming'];
  if (model.status === 'discontinued') return ['Discontinued'];
  return [...model.categories];
}

// spec §2 model status: 'coming_soon shows Upcoming and hides Our Stock; others show All-New':
// every model on sale reads 'All-New'; a discontinued one (no longer new) reads nothing
export function modelBadge(model: Pick<Model, 'status'>): 'Upcoming' | 'All-New' | null {
  if (model.status === 'coming_soon') return 'Upcoming';
  return model.status === 'on_sale' ? 'All-New' : null;
}

// spec §9 "'All new' prefix 'New '": a model named with the manufacturer's 'All new' (or
// 'All-New') prefix is shown as 'New …' ('All new Camry' reads 'New Camry'), so its name never
// repeats the 'All-New' its badge already says
export function modelDisplayName(name: string): string {
  return name.replace(/^\s*all[\s-]+new\s+/i, 'New ');
}

/** spec §2 a model's page: its override URL where it has one, else /{model slug}. */
export function modelPageHref(model: Pick<Model, 'slug' | 'overrideUrl'>): string {
  return model.overrideUrl ?? `/${model.slug}`;
}

// spec §2 a model with an override URL is shown there: it has no /{slug} (nor accessories) page
export function hasModelPage(model: Pick<Model, 'overrideUrl'>): boolean {
  return model.overrideUrl === null;
}

/** The cars of a site that are this model (its make and model name, any case). */
export function carsOfModel<T extends { make: string; model: string }>(
  cars: readonly T[],
  model: Pick<Model, 'manufacturer' | 'name'>,
): T[] {
  const make = model.manufacturer.toLowerCase();
  const name = model.name.toLowerCase();
  return cars.filter((car) => car.make.toLowerCase() === make && car.model.toLowerCase() === name);
}

/** spec §2 'Our Stock': the site's search of the model; none while it is coming soon. */
export function modelStockHref(
  model: Pick<Model, 'status' | 'name' | 'manufacturer'>,
): string | null {
  if (model.status === 'coming_soon') return null;
  return `/search/${slugOf(model.manufacturer)}/${slugOf(model.name)}`;
}

/** spec §2 'View Accessories': the model's accessories page. */
export function modelAccessoriesHref(model: Pick<Model, 'slug'>): string {
  return `/${model.slug}/accessories`;
}

/** The range in menu order: on sale first, then upcoming, then discontinued; then position. */
export function sortModels<T extends Pick<Model, 'status' | 'position' | 'name'>>(
  models: readonly T[],
): T[] {
  const rank: Record<ModelStatus, number> = { on_sale: 0, coming_soon: 1, discontinued: 2 };
  return [...models].sort(
    (a, b) =>
      rank[a.status] - rank[b.status] || a.position - b.position || a.name.localeCompare(b.name),
  );
}

/**
 * spec §2 /models?body={body}: the models listed under a body category (by its name or its slug,
 * 'suvs-4wds'); all on-sale and upcoming models when no body is given; null for an unknown body.
 */
export function modelsOfBody<T extends Pick<Model, 'status' | 'categories'>>(
  models: readonly T[],
  body: string | null,
): T[] | null {
  const listed = models.filter((m) => m.status !== 'discontinued');
  if (!body) return listed;
  const category = modelBodyCategoryOf(body);
  if (!category) return null;
  return listed.filter((m) => m.categories.includes(category));
}

/** A body category's slug: 'SUVs & 4WDs' is 'suvs-and-4wds'. */
export function modelBodySlug(category: ModelBodyCategory): string {
  return slugOf(category);
}

/** The body category a query names, by its name (any case) or its slug; null when none. */
export function modelBodyCategoryOf(value: string): ModelBodyCategory | null {
  const wanted = value.trim().toLowerCase();
  return (
    modelBodyCategories.find((c) => c.toLowerCase() === wanted || modelBodySlug(c) === wanted) ??
    null
  );
}

/**
 * The body slug a /models?body= query by an old slug is now ('suvs-4wds' is 'suvs-and-4wds'),
 * for a permanent redirect; null for any other query.
 */
export function modelBodyMovedTo(value: string): string | null {
  const category = findByLegacySlug(modelBodyCategories, value.trim(), (c) => c);
  return category ? modelBodySlug(category) : null;
}
