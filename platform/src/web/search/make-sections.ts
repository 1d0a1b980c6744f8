// How the make filter cards are laid out (spec §2 make filter cards, §9 facet limits): with more
// makes than fit, 'Popular Makes' first and the rest under 'All Makes' behind 'Show all makes';
// a selected make expands to its models. Pure functions, so the rules are tested on their own.

import { byMakeName } from '../../domain/popular-makes';

export interface MakeFacetValue {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

export interface MakeSection<T> {
  /** 'Popular Makes' or 'All Makes'; null when every make fits without sections */
  title: 'Popular Makes' | 'All Makes' | null;
  items: T[];
}

export interface MakeLayout<T> {
  sections: MakeSection<T>[];
  /** whether the 'Show all makes' / 'Hide extra makes' button is offered */
  toggle: boolean;
}

/** spec §9: 7 makes visible, or as many as the site's popular makes on a site that lists them. */
export function visibleMakeCount(configuredPopularMakes: readonly string[], fallback = 7): number {
  return configuredPopularMakes.length > 0 ? configuredPopularMakes.length : fallback;
}

/** Where a make's drawn logo (its initials) is served on the site: /media/make/{make}.svg. */
export function makeLogoPath(make: string): string {
  return `/media/make/${encodeURIComponent(make)}.svg`;
}

/**
 * spec §2 'Make filter cards with logos': the make's real logo where the site's config gives
 * one (spec §3 Manufacturer logo url; `logos` keyed by the make's name in lower case), else its
 * drawn initials.
 */
export function makeLogoHref(
  make: string,
  logos: Readonly<Record<string, string>> | undefined,
): string {
  const configured = logos?.[make.trim().toLowerCase()];
  return configured && Object.hasOwn(logos!, make.trim().toLowerCase())
    ? configured
    : makeLogoPath(make);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The sections of the make cards. Up to `visible` makes: one plain list. More: the popular
 * makes (in the popular order, at most `visible`) under 'Popular Makes', then the others by
 * name under 'All Makes' once expanded. A selected make is never hidden: while collapsed, the
 * selected makes outside the popular ones still show under 'All Makes'.
 */
export function makeLayout<T extends MakeFacetValue>(
  items: readonly T[],
  popular: readonly string[],
  visible: number,
  expanded: boolean,
): MakeLayout<T> {
  if (items.length <= visible)
    return { sections: [{ title: null, items: [...items] }], toggle: false };
  const top: T[] = [];
  for (const name of popular) {
    if (top.length >= visible) break;
    const item = items.find((candidate) => same(candidate.value, name));
    if (item && !top.includes(item)) top.push(item);
  }
  const rest = items
    .filter((item) => !top.includes(item))
    .sort((a, b) => byMakeName(a.label, b.label));
  const shownRest = expanded ? rest : rest.filter((item) => item.isRefined);
  const sections: MakeSection<T>[] = [];
  if (top.length > 0) sections.push({ title: 'Popular Makes', items: top });
  if (shownRest.length > 0) sections.push({ title: 'All Makes', items: shownRest });
  return { sections, toggle: rest.some((item) => !item.isRefined) };
}

/**
 * The model facet values that belong to a make, by the site's make-to-models list. While it is
 * the only selected make, the model facet is counted within it, so a model the list misses (the
 * list is cut at the engine's facet value limit) is its own too, unless another make has it.
 */
export function modelsOfMake<T extends MakeFacetValue>(
  make: string,
  models: readonly T[],
  makeModels: Readonly<Record<string, readonly string[]>>,
  onlySelectedMake = false,
): T[] {
  const owners = modelOwners(makeModels);
  const maker = make.toLowerCase();
  return models.filter((model) => {
    const ownersOfModel = owners.get(model.value.toLowerCase());
    return ownersOfModel ? ownersOfModel.has(maker) : onlySelectedMake;
  });
}

const ownersByList = new WeakMap<object, Map<string, Set<string>>>();

/** Each model name (lower case) and the makes (lower case) whose list has it; made once per list. */
function modelOwners(
  makeModels: Readonly<Record<string, readonly string[]>>,
): Map<string, Set<string>> {
  let owners = ownersByList.get(makeModels);
  if (!owners) {
    owners = new Map();
    for (const [make, names] of Object.entries(makeModels))
      for (const name of names) {
        const key = name.toLowerCase();
        owners.set(key, (owners.get(key) ?? new Set()).add(make.toLowerCase()));
      }
    ownersByList.set(makeModels, owners);
  }
  return owners;
}

/**
 * The refined models that no selected make shows (a pasted URL with a model but not its make),
 * so the shopper can still see and clear them.
 */
export function modelsOutsideSelectedMakes<T extends MakeFacetValue>(
  selectedMakes: readonly string[],
  models: readonly T[],
  makeModels: Readonly<Record<string, readonly string[]>>,
): T[] {
  const shown = new Set(
    selectedMakes.flatMap((make) =>
      modelsOfMake(make, models, makeModels, selectedMakes.length === 1).map((m) => m.value),
    ),
  );
  return models.filter((model) => model.isRefined && !shown.has(model.value));
}
