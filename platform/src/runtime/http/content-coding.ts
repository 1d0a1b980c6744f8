// The content coding of an answer for the client's Accept-Encoding: the page cache's pages and
// the build's static files are sent in the same one.

/** The content coding an answer is sent in: brotli or gzip when the client takes it. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';').map((piece) => piece.trim()))
    .filter(([, q]) => !/^q=0(\.0*)?$/.test(q ?? ''))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
