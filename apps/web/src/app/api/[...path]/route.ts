import { forwardToApi } from '@/lib/api-proxy';

/**
 * `/api/*` on the web's origin reaches the api (API_URL, read at run time, not frozen at build
 * time as next.config rewrites would be).
 */
export const dynamic = 'force-dynamic';

export const GET = forwardToApi;
export const HEAD = forwardToApi;
export const POST = forwardToApi;
export const PUT = forwardToApi;
export const PATCH = forwardToApi;
export const DELETE = forwardToApi;
export const OPTIONS = forwardToApi;
