// Text written into markup: the ADF lead documents, the listings feeds, the sitemap and the
// media's SVG pictures (XML), and the search alert emails (HTML). One pass over the text, so
// what is already an entity ('&amp;') is text like any other and is escaped again ('&amp;amp;').

/** The markup characters and the characters XML 1.0 cannot hold (control characters other
 * than tab, line feed and carriage return; U+FFFE and U+FFFF). */
// eslint-disable-next-line no-control-regex
const ESCAPED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff&<>"']/g;

const xmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// HTML 4, and the mail readers that follow it, have no &apos;
const htmlEntities: Readonly<Record<string, string>> = { ...xmlEntities, "'": '&#39;' };

/**
 * Text as XML 1.0 character data or a quoted attribute value: & < > " ' written as entities,
 * the characters XML cannot hold left out.
 */
export function escapeXml(text: string): string {
  return text.replace(ESCAPED, (c) => xmlEntities[c] ?? '');
}

/** Text as HTML character data or a quoted attribute value: as escapeXml, ' written &#39;. */
export function escapeHtml(text: string): string {
  return text.replace(ESCAPED, (c) => htmlEntities[c] ?? '');
}
