// The Next.js configuration every template app shares.
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

/** @returns {import('next').NextConfig} */
export function templateNextConfig() {
  return withVanillaExtract({
    poweredByHeader: false,
    reactStrictMode: true,
    transpilePackages: ['@dealer/design-system', '@dealer/platform', '@dealer/site-config'],
    serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
    distDir: process.env.NEXT_DIST_DIR || '.next',
    typescript: { ignoreBuildErrors: true }, // the workspace typecheck runs separately
  });
}
