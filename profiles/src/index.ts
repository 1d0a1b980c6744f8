import { caravan } from './caravan';
import { generic } from './generic';
import { type TemplateProfile } from './profile';
import { toyota } from './toyota';

export * from './profile';

// The registered templates. `npm run new-template` adds a line here (and an import above).
export const profiles = {
  generic,
  toyota,
  caravan,
} as const satisfies Record<string, TemplateProfile>;

export type TemplateName = keyof typeof profiles;

/** Every registered template's name, in the order of the registry. */
export const templateNames = Object.keys(profiles) as [TemplateName, ...TemplateName[]];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(profiles, name);
}

/** A template's profile by name. */
export function profileOf(name: TemplateName): TemplateProfile {
  return profiles[name];
}
