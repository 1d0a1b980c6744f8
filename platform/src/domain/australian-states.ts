// The states and territories an address, a registration or a regulator is in. On its own, without
// the entities' schemas, so a form in the browser can offer them without zod.

export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];
