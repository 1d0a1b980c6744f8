// The manufacturers' logos the platform serves itself at /media/logo/{slug}.svg, so a franchise
// site's config can name one (site config `manufacturers[].logoUrl`) without a file host. Each
// is drawn on an 80 x 80 square, the make filter cards' size.

const manufacturerLogos: Readonly<Record<string, { name: string; body: string }>> = {
  // the three-ellipse emblem, in Toyota red
  toyota: {
    name: 'Toyota',
    body: `<rect width="80" height="80" rx="10" fill="#ffffff"/>
<g fill="none" stroke="#eb0a1e" stroke-width="4.5">
<ellipse cx="40" cy="40" rx="33" ry="21"/>
<ellipse cx="40" cy="31.5" rx="19" ry="9.5"/>
<ellipse cx="40" cy="43" rx="7.5" ry="18"/>
</g>`,
  },
};

/** The slugs of the logos the platform serves. */
export const manufacturerLogoSlugs = Object.keys(manufacturerLogos);

/** A manufacturer's logo by its slug ('toyota'), as SVG; null for one the platform has not. */
export function manufacturerLogoSvg(slug: string): string | null {
  const logo = Object.hasOwn(manufacturerLogos, slug) ? manufacturerLogos[slug] : undefined;
  if (!logo) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80" role="img" aria-label="${logo.name}">
${logo.body}
</svg>`;
}
