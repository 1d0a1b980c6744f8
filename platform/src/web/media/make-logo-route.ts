import { makeLogoSvg, manufacturerLogoSvg } from '../../media';
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

/** /media/logo/{slug}.svg: a manufacturer's logo the platform serves (site config names it). */
export function manufacturerLogoResponse(file: string): Response {
  const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(file)?.[1];
  const svg = slug ? manufacturerLogoSvg(slug) : null;
  if (!svg) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  return new Response(svg, { headers: svgHeaders });
}
