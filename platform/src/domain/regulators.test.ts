import { describe, expect, it } from 'vitest';
import { complaintStatesOf, complaintsNotice, regulators, regulatorsOf } from './regulators';

describe('the complaints notice (spec §9)', () => {
  it.each([
    [[], 'the fair trading office of your state'],
    [['WA'], 'Consumer Protection WA'],
    [['VIC', 'NSW'], 'Consumer Affairs Victoria, NSW Fair Trading'],
    [
      ['ACT', 'NT', 'TAS'],
      'Access Canberra, NT Consumer Affairs, Consumer, Building and Occupational Services',
    ],
  ] as const)('%j: contact %s, or seek independent legal advice', (states, whom) => {
    expect(complaintsNotice(regulatorsOf(states))).toBe(
      `If your complaint is still not resolved, you may contact ${whom} or seek independent legal advice.`,
    );
  });

  it.each([
    [[], [], []],
    [['QLD', 'QLD'], [], ['QLD']],
    [['QLD'], ['NSW', 'QLD'], ['QLD', 'NSW']],
    [[], ['VIC'], ['VIC']],
  ] as const)('location states %j and configured %j list %j', (located, configured, listed) => {
    expect(complaintStatesOf(located, configured)).toEqual(listed);
  });

  it('has eight regulators, one per state and territory', () => {
    expect(Object.keys(regulators).sort()).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });
});
