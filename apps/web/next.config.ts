import type { NextConfig } from 'next';
import webPackage from './package.json';

/**
 * Headers every page and asset leaves with. Pages get their Content-Security-Policy, with a
 * nonce of their own, from src/proxy.ts.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), geolocation=(self)' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000' },
  { key: 'X-DNS-Prefetch-Control', value: 'on' },
];

const nextConfig: NextConfig = {
  // `/api/*` is forwarded to the api at run time by src/app/api/[...path]/route.ts, so API_URL
  // is read by the running server, not frozen into the build as next.config rewrites would be.
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@bazaar/contracts'],
  // The frontend version (spec §4): a change clears the browser's local storage once.
  env: { BAZAAR_WEB_VERSION: webPackage.version },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
