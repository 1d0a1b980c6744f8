import { type AustralianState } from './entities';

// spec §3 Regulator (name, website); §2 /pages/complaint-handling-process and §9: the complaints
// notice lists the regulators of the dealer's location states, followed by 'or seek independent
// legal advice'. The fair-trading office of each state and territory.

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

/**
 * The states whose regulators a site's complaints notice lists (spec §9): those of the dealer's
 * locations, in the order of the locations, then any more the site's config names; each once.
 */
export function complaintStatesOf(
  locationStates: readonly AustralianState[],
  configured: readonly AustralianState[],
): AustralianState[] {
  return [...new Set([...locationStates, ...configured])];
}

/**
 * The complaints notice's last step (spec §9): the regulators by name, followed by 'or seek
 * independent legal advice'; a site in no known state points to its state's fair trading office.
 */
export function complaintsNotice(found: readonly Regulator[]): string {
  const names = found.map((regulator) => regulator.name);
  const whom = names.length === 0 ? 'the fair trading office of your state' : names.join(', ');
  return `If your complaint is still not resolved, you may contact ${whom} or seek independent legal advice.`;
}
