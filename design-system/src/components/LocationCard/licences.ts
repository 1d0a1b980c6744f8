// spec §9 licence labels: DL (dealer licence), CL (car licence), MRB (motor repairer)

export interface LocationLicences {
  dealerLicence?: string | null;
  carLicence?: string | null;
  motorRepairer?: string | null;
}

export interface LicenceLine {
  label: 'DL' | 'CL' | 'MRB';
  number: string;
}

const order = [
  ['DL', 'dealerLicence'],
  ['CL', 'carLicence'],
  ['MRB', 'motorRepairer'],
] as const;

/**
 * The licence numbers to show, in the order DL, CL, MRB, each without its own label when the
 * number was stored with it ('MRB 44102' reads 'MRB: 44102', not 'MRB: MRB 44102'). Empty
 * numbers are left out.
 */
export function licenceLines(licences: LocationLicences | null | undefined): LicenceLine[] {
  if (!licences) return [];
  return order.flatMap(([label, key]) => {
    const raw = licences[key]?.trim() ?? '';
    const number = raw.replace(new RegExp(`^${label}[\\s:#.-]*`, 'i'), '').trim();
    return number ? [{ label, number }] : [];
  });
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
