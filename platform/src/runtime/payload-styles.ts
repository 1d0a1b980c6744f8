// The framework inlines a page's stylesheets into its HTML (one <style> in the head, so the
// first paint waits for no request) and sends their text a second time in the page's React
// Server Components payload (the <script> the page hydrates from), where the browser never
// reads it: when the page hydrates, React finds each stylesheet in the head by its address and
// keeps it, whatever the payload says it contains. So a kept page drops that second copy: each
// payload text row that is only ever the content of an inlined stylesheet is emptied. Anything
// this does not recognise leaves the page as it was.

/** The payload script of a page: the framework's one push of the whole text payload. */
const PAYLOAD_SCRIPT =
  /(<script[^>]*>)self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)(<\/script>)/g;
/** Row tags that carry a byte length (binary chunks): a payload with any of these is left alone. */
const BINARY_ROW_TAGS = new Set([
  'A',
  'O',
  'o',
  'U',
  'S',
  's',
  'L',
  'l',
  'G',
  'g',
  'M',
  'm',
  'V',
  'B',
]);

interface TextRow {
  id: string;
  /** byte offsets in the payload: where the row starts and where its text starts and ends */
  start: number;
  textStart: number;
  end: number;
}

/** The text rows (ID:T<hex length>,<text>) of a payload, or null when it cannot be read. */
function textRows(payload: Buffer): TextRow[] | null {
  const rows: TextRow[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a /* : */, at);
    if (colon === -1) return null;
    const id = payload.subarray(at, colon).toString('latin1');
    if (!/^[0-9a-f]+$/.test(id)) return null;
    const tag = String.fromCharCode(payload[colon + 1] ?? 0);
    if (tag === 'T') {
      const comma = payload.indexOf(0x2c /* , */, colon + 2);
      if (comma === -1) return null;
      const hex = payload.subarray(colon + 2, comma).toString('latin1');
      if (!/^[0-9a-f]+$/.test(hex)) return null;
      const end = comma + 1 + Number.parseInt(hex, 16);
      if (end > payload.length) return null;
      rows.push({ id, start: at, textStart: comma + 1, end });
      at = end;
    } else if (
      BINARY_ROW_TAGS.has(tag) &&
      /^[0-9a-f]/.test(String.fromCharCode(payload[colon + 2] ?? 0))
    ) {
      return null;
    } else {
      const newline = payload.indexOf(0x0a /* \n */, colon);
      if (newline === -1) return null;
      at = newline + 1;
    }
  }
  return rows;
}

/** The ids of text rows that are the content of an inlined stylesheet, and of nothing else. */
function stylesheetRowIds(payload: string, rows: readonly TextRow[]): Set<string> {
  const candidates = new Set<string>();
  const style = /\["\$","style","[^"]*",(\{[^{}]*\})\]/g;
  for (const match of payload.matchAll(style)) {
    const props = match[1]!;
    const child = /"children":"\$([0-9a-f]+)"/.exec(props)?.[1];
    if (child && props.includes('"precedence":') && /"href":"[^"]+\.css"/.test(props))
      candidates.add(child);
  }
  const ids = new Set<string>();
  const outsideRows = rows.reduceRight(
    (text, row) => text.slice(0, row.start) + text.slice(row.end),
    payload,
  );
  for (const id of candidates) {
    const uses = outsideRows.split(`"$${id}"`).length - 1;
    const asChild = outsideRows.split(`"children":"$${id}"`).length - 1;
    if (uses === asChild && rows.some((row) => row.id === id)) ids.add(id);
  }
  return ids;
}

// the framework escapes these in the JSON of its inline scripts
const HTML_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const htmlEscapeJson = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]!);

/** The page's HTML without the payload's second copy of its inlined stylesheets. */
export function withoutPayloadStyles(html: string): string {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  if (scripts.length !== 1) return html;
  const script = scripts[0]!;
  let text: string;
  try {
    const parsed = JSON.parse(script[2]!) as unknown;
    if (!Array.isArray(parsed) || parsed[0] !== 1 || typeof parsed[1] !== 'string') return html;
    text = parsed[1];
  } catch {
    return html;
  }
  const bytes = Buffer.from(text, 'utf8');
  const rows = textRows(bytes);
  if (!rows) return html;
  // offsets in bytes and in characters differ: row positions are found in bytes, and the
  // stylesheet rows are looked for in the text whose rows were cut out (plain ASCII JSON)
  const latin = bytes.toString('latin1');
  const emptied = stylesheetRowIds(latin, rows);
  if (emptied.size === 0) return html;
  const pieces: Buffer[] = [];
  let from = 0;
  for (const row of rows) {
    if (!emptied.has(row.id)) continue;
    pieces.push(bytes.subarray(from, row.start), Buffer.from(`${row.id}:T0,`, 'latin1'));
    from = row.end;
  }
  pieces.push(bytes.subarray(from));
  const lighter = Buffer.concat(pieces).toString('utf8');
  const replacement = `${script[1]}self.__next_f.push(${htmlEscapeJson(JSON.stringify([1, lighter]))})${script[3]}`;
  return html.slice(0, script.index) + replacement + html.slice(script.index! + script[0].length);
}
