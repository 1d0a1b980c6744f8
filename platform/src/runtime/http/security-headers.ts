// The security headers of every response (set by each app's proxy): a Content-Security-Policy
// whose scripts run only with the request's nonce, no framing by other sites, no sniffing, a
// strict referrer, browser features off, and HSTS where the site is served over https.

export interface PolicyOptions {
  /** the request's nonce: Next.js puts it on its own scripts */
  nonce: string;
  /** origins the browser may call besides the site itself (the Meilisearch host) */
  connectSources?: readonly string[];
  /** hosts pictures may load from besides the site (photoHostSources of its photo hosts) */
  imageSources?: readonly string[];
  /**
   * the origins of the site's chat widget (spec §2 'Instant Message'): its connections, frames,
   * pictures, styles and fonts (its script runs as one our nonce'd script loads: strict-dynamic)
   */
  chatSources?: readonly string[];
  /**
   * the origins of the site's maps provider (spec §7 embedded map): the frame of its interactive
   * map, and nothing else (its static pictures come through the site's own image route)
   */
  mapSources?: readonly string[];
  /** `next dev` evaluates code for hot reloading */
  dev?: boolean;
}

/** A fresh nonce for one request (base64 of 16 random bytes). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Where a site's pictures may load from besides the site itself: its photo hosts (a `.domain`
 * entry stands for every subdomain), over https. Every picture a page shows comes through the
 * site's image route, so these cover only a photo shown at its own address.
 */
export function photoHostSources(photoHosts: readonly string[]): string[] {
  return photoHosts.map((host) => (host.startsWith('.') ? `https://*${host}` : `https://${host}`));
}

/** The Content-Security-Policy of a page. */
export function contentSecurityPolicy({
  nonce,
  connectSources = [],
  imageSources = [],
  chatSources = [],
  mapSources = [],
  dev = false,
}: PolicyOptions) {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // scripts only with this request's nonce (and what they load): no inline script otherwise
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // the stylesheets are inlined into the page and themes are CSS variables in style
    // attributes, which a nonce cannot cover: styles may be inline, scripts may not
    ['style-src', "'self'", "'unsafe-inline'", ...chatSources],
    // the pictures come through the site's image route; its photo hosts are the only others
    ['img-src', "'self'", 'data:', 'blob:', ...imageSources, ...chatSources],
    ['font-src', "'self'", 'data:', ...chatSources],
    ['connect-src', "'self'", ...connectSources, ...chatSources],
    ['frame-src', "'self'", ...chatSources, ...mapSources],
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Browser features the pages do not use, switched off for them and anything they embed. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/** The headers every response carries besides the CSP (also set for static files). */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** HSTS only for a site reached over https on a real domain (never a development host). */
export function wantsHsts(protocol: string | null, host: string | null): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const local = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
  return protocol === 'https' && !local;
}

/** Every security header of a response. */
export function securityHeaders(csp: string, hsts: boolean): Record<string, string> {
  return {
    'content-security-policy': csp,
    ...baseSecurityHeaders,
    ...(hsts ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** The origin of the Meilisearch host the browser searches, when one is configured. */
export function searchOrigin(host: string | undefined): string[] {
  if (!host) return [];
  try {
    return [new URL(host).origin];
  } catch {
    return [];
  }
}

/**
 * The header the app's server sends with a render for the page cache: the page is rendered
 * with the server's placeholder nonce (known to this process only, never sent to a browser),
 * which the server swaps for a fresh nonce in every answer it serves from the cache.
 */
export const RENDER_NONCE_HEADER = 'x-dealer-render-nonce';

/** The environment variable holding the process's placeholder nonce (set by the app's server). */
export const RENDER_NONCE_ENV = 'DEALER_RENDER_NONCE';

/**
 * The nonce a request is to be rendered with: the placeholder when the app's own server asks
 * for a cache render (the header carries the placeholder itself), else a fresh one.
 */
export function requestNonce(
  headers: { get(name: string): string | null },
  placeholder: string | undefined = process.env[RENDER_NONCE_ENV],
): string {
  const asked = headers.get(RENDER_NONCE_HEADER);
  return placeholder && asked === placeholder ? placeholder : newNonce();
}
