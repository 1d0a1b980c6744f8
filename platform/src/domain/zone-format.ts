// Date formatters on a time zone's clock. Making an Intl.DateTimeFormat is slow (a page that made
// one per call spent 300 ms of a throttled phone's load on it), so each is made once and kept.
// The platform's dates are all written through it (a calendar date with no zone of its own on
// 'UTC'); its numbers and money by formatNumber and formatAud of @dealer/design-system/format.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a locale, time zone and options, made on first use and kept. */
export function zoneFormat(
  locale: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}
