// The Next.js configuration every template app shares. Each app passes in its own
// vanilla-extract plugin factory (the package is a dependency of the app, not of this folder).

/**
 * @param {typeof import('@vanilla-extract/next-plugin').createVanillaExtractPlugin | null} createVanillaExtractPlugin
 *   the app's plugin factory; null for the production server, which compiles no styles
 * @returns {import('next').NextConfig}
 */
export function templateNextConfig(createVanillaExtractPlugin) {
  const withVanillaExtract = createVanillaExtractPlugin
    ? createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } })
    : (/** @type {import('next').NextConfig} */ config) => config;
  return withVanillaExtract({
    poweredByHeader: false,
    // the files the proxy does not see (/_next/...) carry the base security headers too; the
    // proxy adds them, with the page's Content-Security-Policy, to everything else
    // (platform/src/runtime/http/security-headers.ts holds the same list)
    async headers() {
      return [
        {
          source: '/:path*',
          headers: [
            { key: 'X-Content-Type-Options', value: 'nosniff' },
            { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
            { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          ],
        },
      ];
    },
    reactStrictMode: true,
    transpilePackages: ['@dealer/design-system', '@dealer/platform', '@dealer/site-config'],
    // PDFKit loads its own files when it runs (its standard fonts through createRequire), so it
    // stays outside the bundle, with the fontkit whose parsed fonts the vehicle PDF hands it
    serverExternalPackages: [
      '@electric-sql/pglite',
      'pg',
      'drizzle-orm',
      'pdfkit',
      'fontkit',
      'sharp',
    ],
    distDir: process.env.NEXT_DIST_DIR || '.next',
    typescript: { ignoreBuildErrors: true }, // the workspace typecheck runs separately
    // the stylesheets go into the page's <head> instead of a few dozen small render-blocking
    // requests (one per component's .css.ts), so the first paint waits for no round trip
    experimental: {
      // DEALER_UNMINIFIED=1 keeps function names in the browser's scripts (for profiling)
      ...(process.env.DEALER_UNMINIFIED === '1' ? { turbopackMinify: false } : {}),
      inlineCss: true,
      // no source maps of the server's chunks: nothing reads them (the server runs without
      // --enable-source-maps), and writing them costs each build about a twentieth of its time
      turbopackSourceMaps: false,
      // NEXT_BUILD_CACHE=0 writes no build cache for the next build (the test command on CI)
      ...(process.env.NEXT_BUILD_CACHE === '0' ? { turbopackFileSystemCacheForBuild: false } : {}),
      // the proxy buffers request bodies up to this size (a larger one reaches the route cut
      // short): the largest body a route accepts is a dealer's stock pushed to
      // POST /api/stock/import (MAX_STOCK_IMPORT_BYTES, 4 MiB); the others are 64 KiB at most
      proxyClientMaxBodySize: '4mb',
    },
  });
}
