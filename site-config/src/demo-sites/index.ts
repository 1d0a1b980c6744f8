import { type SiteInput } from '../schema';
import { caravanDemoSites } from './caravan';
import { genericDemoSites } from './generic';
import { toyotaDemoSites } from './toyota';

// The demo sites of every template, one file per template. `npm run new-template` adds one.
export const demoSites: SiteInput[] = [
  ...genericDemoSites,
  ...toyotaDemoSites,
  ...caravanDemoSites,
];
