import { formatNumber } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { bannerKinds, type BannerKind } from '../../domain/page-banners';
import { drawnHeroPictures, type DrawnHeroPicture } from '../../domain/home-hero';
import { drawnPromotionPictures, type DrawnPromotionPicture } from '../../domain/promotions-slider';
import {
  bannerSvg,
  bodyImageSvg,
  heroSvg,
  locationImageSvg,
  promotionSvg,
  vehicleImageSvg,
} from '../../media';
import { vehiclePdf } from '../../services/pdf';
import { appRuntime } from '../../runtime';
import { documentKey } from '../../runtime/document-cache';
import { rateLimitedResponse } from '../../runtime/http/rate-limited';
import { type Car } from '../../domain/entities';
import { decodePathSegment } from '../../domain/path-segment';

const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  'x-content-type-options': 'nosniff',
};

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
}

/** /media/vehicle/{carId}/{n}.svg: a generated image of one of the site's own cars. */
export async function vehicleImageResponse(
  site: Site,
  carId: string,
  file: string,
): Promise<Response> {
  const id = Number.parseInt(carId, 10);
  const view = /^(\d{1,2})\.svg$/.exec(file)?.[1];
  if (!Number.isSafeInteger(id) || view === undefined) return notFound();
  const store = await appRuntime().store();
  const car = await store.stock.getCarById(site, id);
  if (!car) return notFound();
  const svg = vehicleImageSvg({
    simpleBody: car.simpleBody,
    colour: car.colour,
    view: Number(view),
    itemType: car.itemType,
  });
  return new Response(svg, { headers: svgHeaders });
}

/** /media/location/{slug}.svg: a generated image of one of the site's locations. */
export async function locationImageResponse(site: Site, file: string): Promise<Response> {
  const slug = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  if (!slug) return notFound();
  const store = await appRuntime().store();
  const location = (await store.stock.listLocations(site)).find((l) => l.slug === slug);
  if (!location) return notFound();
  return new Response(locationImageSvg({ name: location.name, seed: location.slug }), {
    headers: svgHeaders,
  });
}

/** /media/banner/{kind}.svg: a page kind's default banner (spec §9; no site data in it). */
export function bannerImageResponse(file: string): Response {
  const kind = /^([a-z]+)\.svg$/.exec(file)?.[1];
  if (!kind || !(bannerKinds as readonly string[]).includes(kind)) return notFound();
  return new Response(bannerSvg(kind as BannerKind), { headers: svgHeaders });
}

/**
 * /media/promotion/{picture}.svg: a drawn default promotion picture (spec §9 promotions slider
 * 540x1920; no site data in it).
 */
export function promotionImageResponse(file: string): Response {
  const picture = /^([a-z]+)\.svg$/.exec(file)?.[1];
  if (!picture || !(drawnPromotionPictures as readonly string[]).includes(picture)) {
    return notFound();
  }
  return new Response(promotionSvg(picture as DrawnPromotionPicture), { headers: svgHeaders });
}

/** /media/hero/{picture}.svg: a drawn hero picture of the home page (no site data in it). */
export function heroImageResponse(file: string): Response {
  const picture = /^([a-z]+)\.svg$/.exec(file)?.[1];
  if (!picture || !(drawnHeroPictures as readonly string[]).includes(picture)) return notFound();
  return new Response(heroSvg(picture as DrawnHeroPicture), { headers: svgHeaders });
}

/** /media/body/{body name}.svg: the picture of a body facet tile (no site data in it). */
export function bodyImageResponse(file: string): Response {
  const name = /^([A-Za-z0-9 %-]{1,60})\.svg$/.exec(file)?.[1];
  const body = name === undefined ? null : decodePathSegment(name);
  if (body === null) return notFound();
  return new Response(bodyImageSvg(body), { headers: svgHeaders });
}

/**
 * /media/history/{carId}.pdf: the history report a car's file points at (spec §3 `file`). The
 * demo stock's reports are generated from the car's own record (VIN, registration, compliance
 * and build dates, odometer) and say that they are demonstration documents.
 */
export async function historyReportResponse(
  site: Site,
  file: string,
  client: string,
): Promise<Response> {
  const id = Number.parseInt(/^(\d{1,10})\.pdf$/.exec(file)?.[1] ?? '', 10);
  if (!Number.isSafeInteger(id)) return notFound();
  const runtime = appRuntime();
  const store = await runtime.store();
  const now = new Date();
  const car = await store.stock.getCarById(site, id, now);
  if (!car || car.historyReportUrl !== `/media/history/${file}`) return notFound();
  // made once per car change and day; a client that makes many is refused
  const key = documentKey('history', site.slug, car, now);
  let pdf = runtime.documents.get(key)?.body;
  if (!pdf) {
    if (!(await runtime.limits.documentsPerClient.take(`${site.slug}:${client}`))) {
      return rateLimitedResponse();
    }
    pdf = await historyPdf(site, car);
    runtime.documents.set(key, { body: pdf, contentType: 'application/pdf' });
  }
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="history-${car.id}.pdf"`,
      'cache-control': 'public, max-age=3600',
    },
  });
}

/** The demonstration history report of a car, made from its own record. */
async function historyPdf(site: Site, car: Car): Promise<Uint8Array> {
  const rows = [
    { label: 'VIN', value: car.vin ?? 'Not recorded' },
    { label: 'Registration', value: car.regplate ?? 'Not recorded' },
    { label: 'Rego expiry', value: car.regoExpiry ?? 'Not recorded' },
    { label: 'Compliance date', value: car.complianceDate ?? 'Not recorded' },
    { label: 'Build date', value: car.buildDate ?? 'Not recorded' },
    { label: 'Odometer at listing', value: `${formatNumber(car.km)} km` },
    { label: 'Stock number', value: car.stocknum },
  ];
  return vehiclePdf({
    siteName: site.name,
    title: `Vehicle History Report: ${car.name}`,
    priceText: '',
    rows,
    features: [],
    comments: [
      'This is a demonstration history report generated from the dealer record of this vehicle. A production site links the report supplied by its history provider.',
    ],
    location: null,
    url: new URL(`/cars/${encodeURIComponent(car.slug)}`, site.url).toString(),
  });
}
