// The listings feeds every site serves, at these paths: the Google Merchant Center vehicle ads
// feed, the Meta automotive catalogue and the JSON stock feed. The app server keeps each in its
// render cache under the site's stock tag, so a stock write shows in them as soon as the tag is
// dropped (see render-cache-policy).

export const vehicleFeedFormats = ['google-merchant', 'meta-catalogue', 'stock'] as const;
export type VehicleFeedFormat = (typeof vehicleFeedFormats)[number];

export const vehicleFeedPaths: Record<VehicleFeedFormat, { path: string; contentType: string }> = {
  'google-merchant': {
    path: '/feeds/google-merchant.xml',
    contentType: 'application/xml; charset=utf-8',
  },
  'meta-catalogue': { path: '/feeds/meta-catalogue.csv', contentType: 'text/csv; charset=utf-8' },
  stock: { path: '/feeds/stock.json', contentType: 'application/json; charset=utf-8' },
};

/** The feed served at a path of a site, or null. */
export function vehicleFeedAt(pathname: string): VehicleFeedFormat | null {
  return vehicleFeedFormats.find((format) => vehicleFeedPaths[format].path === pathname) ?? null;
}

/** Whether an answer's content type is one a feed is served with. */
export function isVehicleFeedContentType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return vehicleFeedFormats.some(
    (format) => vehicleFeedPaths[format].contentType.split(';')[0] === type,
  );
}
