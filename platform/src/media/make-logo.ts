import { escapeXml } from '../domain/xml';

// Make logos for the search page's make filter cards (spec §2 'Make filter cards with logos'),
// drawn locally as a monogram badge so demo sites need no logo files.

/**
 * The letters of a make's badge: the initials of its first two words ('Mercedes-Benz' gives
 * 'MB', 'Land Rover' 'LR'), a short all-capitals name as it is ('MG', 'BYD'), else its first
 * letter ('Toyota' gives 'T').
 */
export function makeInitials(make: string): string {
  const words = make
    .trim()
    .split(/[\s\-_/.]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  const word = words[0]!;
  if (word.length <= 3 && word === word.toUpperCase()) return word;
  return word[0]!.toUpperCase();
}

/** A steady hue for a make, so each make keeps its badge colour wherever it is drawn. */
export function makeHue(make: string): number {
  let hash = 0;
  for (const ch of make.trim().toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** The square size the make logos are drawn at (the cards show them at 40 px). */
export const MAKE_LOGO_SIZE = 80;

/** A make's logo: its initials in a ringed roundel, coloured by the make's name. */
export function makeLogoSvg(make: string): string {
  const letters = escapeXml(makeInitials(make));
  const hue = makeHue(make);
  const fontSize = letters.length >= 3 ? 22 : letters.length === 2 ? 28 : 36;
  const title = escapeXml(make.trim() || 'Make');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="${MAKE_LOGO_SIZE}" height="${MAKE_LOGO_SIZE}" role="img" aria-label="${title}">
<circle cx="40" cy="40" r="38" fill="hsl(${hue} 55% 28%)"/>
<circle cx="40" cy="40" r="31" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="3"/>
<text x="40" y="40" dy="0.35em" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${letters}</text>
</svg>`;
}
