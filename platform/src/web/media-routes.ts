import { type Site, type TemplateName } from '@dealer/site-config';
import { bodyImageSvg, locationImageSvg, vehicleImageSvg } from '../media';
import { appStore } from './app-context';

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
  template: TemplateName,
  carId: string,
  file: string,
): Promise<Response> {
  const id = Number.parseInt(carId, 10);
  const view = /^(\d{1,2})\.svg$/.exec(file)?.[1];
  if (!Number.isSafeInteger(id) || view === undefined) return notFound();
  const store = await appStore(template);
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
export async function locationImageResponse(
  site: Site,
  template: TemplateName,
  file: string,
): Promise<Response> {
  const slug = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  if (!slug) return notFound();
  const store = await appStore(template);
  const location = (await store.stock.listLocations(site)).find((l) => l.slug === slug);
  if (!location) return notFound();
  return new Response(locationImageSvg({ name: location.name, seed: location.slug }), {
    headers: svgHeaders,
  });
}

/** /media/body/{body name}.svg: the picture of a body facet tile (no site data in it). */
export function bodyImageResponse(file: string): Response {
  const name = /^([A-Za-z0-9 %-]{1,60})\.svg$/.exec(file)?.[1];
  if (!name) return notFound();
  return new Response(bodyImageSvg(decodeURIComponent(name)), { headers: svgHeaders });
}
