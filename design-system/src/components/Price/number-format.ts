// Australian number format ('1,234,567.5') without Intl. The first Intl.NumberFormat a page
// builds loads the locale's data: about 30 ms of main thread on a phone-class CPU, spent while
// the page hydrates. The digits here are what `toLocaleString('en-AU', ...)` prints; the tests
// hold the two side by side.

export interface NumberFormatOptions {
  /** digits always shown after the point (default 0) */
  minimumFractionDigits?: number;
  /** digits at most after the point, rounded half away from zero (default 3, as Intl) */
  maximumFractionDigits?: number;
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The whole and fraction digits of a non-negative number as its shortest decimal form writes
 * it ('2.675', not the binary 2.67499...), which is what Intl rounds.
 */
function decimalDigits(size: number): [string, string] {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(size));
  if (!match) return [String(size), ''];
  let digits = match[1]! + (match[2] ?? '');
  let point = match[1]!.length + Number(match[3] ?? 0);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return [digits.slice(0, point), digits.slice(point)];
}

/** A string of decimal digits plus one. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** A number with thousands separators, as 'en-AU' writes it. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(options.maximumFractionDigits ?? Math.max(min, 3), min);
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= 1e21) {
    return value.toLocaleString('en-AU', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
  }
  let [whole, fraction] = decimalDigits(size);
  if (fraction.length > max) {
    const roundUp = fraction[max]! >= '5';
    fraction = fraction.slice(0, max);
    if (roundUp) {
      const next = increment(whole + fraction);
      whole = next.slice(0, next.length - max);
      fraction = next.slice(next.length - max);
    }
  }
  fraction = fraction.padEnd(min, '0');
  let kept = fraction;
  while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(whole.replace(/^0+(?=\d)/, ''))}${kept ? `.${kept}` : ''}`;
}
