import { makeLogoSvg } from '../../media';
import { decodePathSegment } from '../../domain/path-segment';

const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  'x-content-type-options': 'nosniff',
};

/** /media/make/{make}.svg: the logo of a make filter card (no site data in it). */
export function makeLogoResponse(file: string): Response {
  const name = /^(.{1,120})\.svg$/.exec(decodePathSegment(file) ?? '')?.[1];
  if (!name || !/^[\p{L}\p{N} .&'/-]{1,60}$/u.test(name)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  return new Response(makeLogoSvg(name), { headers: svgHeaders });
}
