import { GuaranteeStrip } from '@dealer/design-system';

const usedVehicleGuarantees = [
  { label: 'ONE HAGGLE-FREE PRICE' },
  { label: '48HR MONEY BACK GUARANTEE' },
  { label: 'LIFETIME ENGINE GUARANTEE' },
  { label: 'COOL VALUE SERVICING FOR LIFE' },
  { label: '12 MONTHS ROADSIDE ASSIST' },
  { label: 'RESERVE ONLINE' },
];

/** The promises that come with every used car, in a strip under the details. */
export function UsedVehicleGuarantees() {
  return <GuaranteeStrip items={usedVehicleGuarantees} />;
}
