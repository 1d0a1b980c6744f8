import { type AustralianState } from './entities';

// spec §3 Regulator (name, website); §2 /pages/complaint-handling-process lists the regulator of
// each state the site names. The fair-trading office of each state and territory.

export interface Regulator {
  name: string;
  website: string;
}

export const regulators: Record<AustralianState, Regulator> = {
  ACT: { name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  NSW: { name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  NT: { name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
  QLD: {
    name: 'Office of Fair Trading Queensland',
    website: 'https://www.qld.gov.au/law/fair-trading',
  },
  SA: { name: 'Consumer and Business Services', website: 'https://www.cbs.sa.gov.au' },
  TAS: {
    name: 'Consumer, Building and Occupational Services',
    website: 'https://www.cbos.tas.gov.au',
  },
  VIC: { name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  WA: { name: 'Consumer Protection WA', website: 'https://www.consumerprotection.wa.gov.au' },
};

/** The regulators of the states a site lists, in the order listed, each once. */
export function regulatorsOf(
  states: readonly AustralianState[],
): (Regulator & { state: AustralianState })[] {
  return [...new Set(states)].map((state) => ({ state, ...regulators[state] }));
}
