// spec §2 /sign-in?type=…&redirect={path}&back={path}: where the browser goes after signing in
// and where Back goes are paths of this site only. Anything else (another site's address, a
// protocol-relative '//host' or '/\host' that browsers read as one, a script URL, control
// characters, or any of these percent-encoded) is refused, and the page uses its default.

const LOCAL_ORIGIN = 'http://site.invalid';
const MAX_LENGTH = 2048;

/** A character a browser strips or reads as a separator: controls, whitespace, backslash. */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

/** The value and what it decodes to, one layer at a time; null when a layer cannot be decoded. */
function decodedLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 4 && current.includes('%'); i++) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      layers.push(next);
      current = next;
    } catch {
      return null;
    }
  }
  return layers;
}

/**
 * The path of this site a redirect or back value names (its path, query and fragment, as the
 * URL parser normalises them), or null when it is not one.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  const layers = decodedLayers(value);
  if (!layers) return null;
  if (UNSAFE.test(value)) return null;
  for (const layer of layers) {
    // however often it is decoded, the path starts with one slash and holds no character a
    // browser would strip or turn into a slash (the query may hold encoded spaces)
    const path = layer.split(/[?#]/, 1)[0]!;
    if (!path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return null;
  }
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/**
 * 'back' when a page sends a visitor to sign in: the page they came from when it is this site's
 * (the Referer's path), else the home page.
 */
export function backPathFromReferer(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    if (url.host !== host) return '/';
    return safeRedirectPath(`${url.pathname}${url.search}`) ?? '/';
  } catch {
    return '/';
  }
}

/**
 * Where the browser goes after signing in: the redirect when it is a path of this site (never
 * the sign-in page itself), else the home page.
 */
export function afterSignInPath(redirect: unknown): string {
  const path = safeRedirectPath(redirect);
  if (!path || path === '/sign-in' || /^\/sign-in[/?#]/.test(path)) return '/';
  return path;
}
