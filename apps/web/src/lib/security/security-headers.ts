/**
 * Headers every page and asset leaves with (next.config.ts), and the answers the web server
 * gives itself before Next.js sees a request (src/server). Pages get their
 * Content-Security-Policy, with a nonce of their own, from src/proxy.ts.
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), geolocation=(self)' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000' },
  { key: 'X-DNS-Prefetch-Control', value: 'on' },
];
