import sanitizeHtml from 'sanitize-html';

// spec §3 Offer description / sanitized_description: a dealer writes an offer's description as
// HTML; a page shows it only after it has been kept to basic formatting and safe links. Server
// only (the sanitiser is not sent to the browser): pages pass the safe HTML and its text along.

const offerHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  // links only to web pages, email and phone numbers: no javascript:, data: or vbscript:
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // a tag that is not allowed is dropped and its text kept, except script, style and the like,
  // which go with their content
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link leaves the site without telling it where from, and earns it no ranking
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/**
 * The offer's HTML with basic formatting and safe links only (spec §3 sanitized_description).
 * Its headings sit under the heading it is shown beneath: the description's top headings (h1 to
 * h3) become `headingLevel`, the lower ones (h4 to h6) the level below it.
 */
export function sanitizeOfferHtml(
  html: string,
  { headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 } = {},
): string {
  const top = `h${headingLevel}`;
  const below = `h${headingLevel + 1}`;
  return sanitizeHtml(html, {
    ...offerHtmlOptions,
    transformTags: {
      ...offerHtmlOptions.transformTags,
      h1: top,
      h2: top,
      h3: top,
      h4: below,
      h5: below,
      h6: below,
    },
  }).trim();
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of an offer's HTML, a line per paragraph, list item or line break: what the
 * description's length is measured on (spec §4 collapse when over 200 characters) and what a
 * preview or a popup shows.
 */
export function offerHtmlText(html: string): string {
  const safe = sanitizeOfferHtml(html);
  const text = safe
    // line breaks in the source are spaces; the markup says where lines break
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '\n• ')
    .replace(/<\/(p|li|ul|ol|blockquote|h[2-5])>/gi, '\n')
    // the sanitiser escapes < and > inside attribute values, so every tag ends at its first >
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•')
    .join('\n');
}
