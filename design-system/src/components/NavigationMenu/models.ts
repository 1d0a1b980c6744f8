// The rules of the model mega-menu (spec §2 'Screens and parts'): models grouped by body
// category in a fixed order, and what each model card offers.

/** spec §2 model mega-menu: the body categories, in menu order */
export const modelMenuCategories = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const;

/** spec §3 Model status: coming_soon, or anything else (on sale) */
export type ModelStatus = 'coming_soon' | (string & {}) | null | undefined;

export interface MenuModel {
  name: string;
  /** one body category, or several (a hybrid SUV is in 'SUVs & 4WDs' and 'Electrified') */
  category: string | readonly string[];
  status?: ModelStatus;
}

export interface ModelMenuGroup<T extends MenuModel> {
  category: string;
  models: T[];
}

// spec §2: a model with status coming_soon shows Upcoming and hides Our Stock; others show All-New
export function modelMenuBadge(status: ModelStatus): 'Upcoming' | 'All-New' {
  return status === 'coming_soon' ? 'Upcoming' : 'All-New';
}

// spec §2: no 'Our Stock' link for a model that is not on sale yet
export function showsOurStock(status: ModelStatus): boolean {
  return status !== 'coming_soon';
}

/**
 * Groups models by body category: known categories in the given order, then any others in the
 * order first seen; empty groups are left out and models keep their order within a group.
 */
export function groupModelsByCategory<T extends MenuModel>(
  models: readonly T[],
  order: readonly string[] = modelMenuCategories,
): ModelMenuGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const model of models) {
    const categories = typeof model.category === 'string' ? [model.category] : model.category;
    const names = new Set(categories.map((category) => category.trim()).filter(Boolean));
    for (const name of names) groups.set(name, [...(groups.get(name) ?? []), model]);
  }
  const rank = (category: string) => {
    const index = order.indexOf(category);
    return index === -1 ? order.length : index;
  };
  // Array.prototype.sort is stable, so unknown categories keep their first-seen order
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, grouped]) => ({ category, models: grouped }));
}
