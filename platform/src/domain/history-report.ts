// spec §3 `file`: a car's history report. A shopper follows the link from the vehicle page, so it
// is either the site's own report (/media/history/{car id}.pdf) or an https address of a vehicle
// history provider: a feed cannot send shoppers to any page it likes.

/** The history report providers a feed may link (each with its subdomains). */
export const HISTORY_REPORT_HOSTS = [
  'carhistory.com.au',
  'ppsr.gov.au',
  'revs.com.au',
  'carfacts.com.au',
  'autograb.com.au',
  'redbook.com.au',
] as const;

const ownReport = /^\/media\/history\/\d{1,10}\.pdf$/;

/** Whether an address may be a car's history report link. */
export function isHistoryReportAddress(address: string): boolean {
  if (ownReport.test(address)) return true;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return HISTORY_REPORT_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export const HISTORY_REPORT_ADDRESS_MESSAGE = `Expected the site's own report or an https address of a history report provider (${HISTORY_REPORT_HOSTS.join(', ')})`;
