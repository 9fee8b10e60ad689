import type { NextConfig } from 'next';
import webPackage from './package.json';
import { securityHeaders } from './src/lib/security/security-headers';

const nextConfig: NextConfig = {
  // `/api/*` is forwarded to the api at run time by the web's own server (src/server), so API_URL
  // is read by the running server, not frozen into the build as next.config rewrites would be.
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@bazaar/contracts'],
  // The frontend version (spec §4): a change clears the browser's local storage once.
  env: { BAZAAR_WEB_VERSION: webPackage.version },
  // CI has checked the types (`npm test` runs `npm run typecheck`) before it builds for the
  // browser journeys, and says so: the build does not check them a second time.
  typescript: { ignoreBuildErrors: process.env['BAZAAR_TYPES_CHECKED'] === '1' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
