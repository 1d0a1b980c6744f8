import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

// What the feed tests (unit and server) check the listings feeds against: each provider's
// required fields and the forms of their values, written out from the providers' own
// specifications (Google Merchant Center vehicle ads; the Meta automotive inventory catalogue),
// and readers that parse a feed with a real XML or CSV parser.

/** Google vehicle ads: each item's required attributes and the form of their values. */
export const googleRequirements: Record<string, RegExp> = {
  id: /\S/,
  title: /\S/,
  description: /\S/,
  link: /^https:\/\/\S+$/,
  link_template: /^https:\/\/\S+\{store_code\}/,
  image_link: /^https?:\/\/\S+$/,
  google_product_category: /^\d+$/,
  price: /^\d+\.\d{2} AUD$/,
  condition: /^(new|used)$/,
  brand: /\S/,
  model: /\S/,
  year: /^\d{4}$/,
  mileage: /^\d+ (km|KM|Km|miles)$/,
  vin: /^[A-HJ-NPR-Z0-9]{17}$/,
  color: /\S/,
  store_code: /^\S+$/,
};
/** Google's values for the optional attributes the feed writes. */
export const googleOptional: Record<string, RegExp> = {
  body_style:
    /^(convertible|coupe|crossover|full_size_van|hatchback|limousine|minivan|notchback|sedan|station_wagon|suv|truck|ute|city_car|compact_suv|class_[abc]_motorhome|travel_trailer|fifth_wheel|pop_up_camper|truck_camper)$/,
  engine: /^(gasoline|diesel|electric|hybrid|lpg|methane|natural_gas|plug-in_hybrid|other)$/,
  'certified_pre-owned': /^(yes|no)$/,
  trim: /\S/,
  additional_image_link: /^https?:\/\/\S+$/,
};

/** Meta automotive catalogue: each row's required columns and the form of their values. */
export const metaRequirements: Record<string, RegExp> = {
  vehicle_id: /\S/,
  title: /\S/,
  description: /\S/,
  url: /^https:\/\/\S+$/,
  make: /\S/,
  model: /\S/,
  year: /^\d{4}$/,
  'mileage.value': /^\d+$/,
  'mileage.unit': /^(KM|MI)$/,
  'image[0].url': /^https?:\/\/\S+$/,
  body_style:
    /^(CONVERTIBLE|COUPE|CROSSOVER|ESTATE|GRANDTOURER|HATCHBACK|MINIBUS|MINIVAN|MPV|PICKUP|ROADSTER|SALOON|SEDAN|SMALL_CAR|SPORTSCAR|SUPERCAR|SUPERMINI|SUV|TRUCK|VAN|WAGON|OTHER)$/,
  price: /^\d+(\.\d{2})? AUD$/,
  state_of_vehicle: /^(NEW|USED|CPO)$/,
  exterior_color: /\S/,
  vin: /^[A-HJ-NPR-Z0-9]{17}$/,
  'address.addr1': /\S/,
  'address.city': /\S/,
  'address.region': /^(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$/,
  'address.postal_code': /^\d{4}$/,
  'address.country': /^AU$/,
  latitude: /^-?\d+(\.\d+)?$/,
  longitude: /^-?\d+(\.\d+)?$/,
};
/** Meta's values for the optional columns the feed writes (empty is allowed). */
export const metaOptional: Record<string, RegExp> = {
  transmission: /^(AUTOMATIC|MANUAL)?$/,
  fuel_type: /^(DIESEL|ELECTRIC|FLEX|GASOLINE|HYBRID|PETROL|PLUGIN_HYBRID|OTHER)?$/,
  drivetrain: /^(4X2|4X4|AWD|FWD|RWD|TWO_WD|OTHER)?$/,
  availability: /^(AVAILABLE|NOT_AVAILABLE|PENDING)?$/,
  date_first_on_lot: /^(\d{4}-\d{2}-\d{2})?$/,
};

export type GoogleItem = Record<string, unknown>;

/** The feed's items as a parser reads them, after checking the XML is well-formed RSS 2.0. */
export function readGoogleFeed(xml: string): GoogleItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`The feed is not well-formed XML: ${valid.err.msg}`);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'item' || name === 'g:additional_image_link',
  }).parse(xml) as {
    rss: { '@_version': string; '@_xmlns:g': string; channel: { item?: GoogleItem[] } };
  };
  if (
    parsed.rss['@_version'] !== '2.0' ||
    parsed.rss['@_xmlns:g'] !== 'http://base.google.com/ns/1.0'
  )
    throw new Error('The feed is not RSS 2.0 with the g: namespace.');
  return (parsed.rss.channel.item ?? []).map((item) =>
    Object.fromEntries(Object.entries(item).map(([k, v]) => [k.replace(/^g:/, ''), v])),
  );
}

export function readMetaFeed(csv: string): Record<string, string>[] {
  return parseCsv(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

/** Every way an item breaks Google's specification: empty when it meets it. */
export function googleProblems(item: GoogleItem): string[] {
  const problems: string[] = [];
  for (const [name, form] of Object.entries(googleRequirements)) {
    const value = item[name];
    if (typeof value !== 'string' || !form.test(value)) problems.push(`${name}: ${String(value)}`);
  }
  for (const [name, form] of Object.entries(googleOptional)) {
    const values = item[name] === undefined ? [] : [item[name]].flat();
    for (const value of values)
      if (typeof value !== 'string' || !form.test(value))
        problems.push(`${name}: ${String(value)}`);
  }
  const fulfilment = item.vehicle_fulfillment as Record<string, string> | undefined;
  if (fulfilment?.['g:option'] !== 'in_store' || fulfilment['g:store_code'] !== item.store_code)
    problems.push('vehicle_fulfillment');
  return problems;
}

export function metaProblems(row: Record<string, string>): string[] {
  return [...Object.entries(metaRequirements), ...Object.entries(metaOptional)]
    .filter(([name, form]) => !form.test(row[name] ?? ''))
    .map(([name]) => `${name}: ${row[name]}`);
}
