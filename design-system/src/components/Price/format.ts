// spec §9 price format: '$' with thousands separators (AUD), no cents unless asked.

const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatAud(amount: number, options: { cents?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  return `${sign}$${(options.cents ? cents : whole).format(options.cents ? value : Math.round(value))}`;
}
