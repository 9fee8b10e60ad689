import { entryPointTarget } from '@/features/eshop-integrations/entry-points';

/**
 * The integration entry points of spec §2 (`/app/shopify/oauth2/authorize`, `/app/shopline/install`,
 * `/app/big-commerce/load`, …): thin redirects to the api's matching route with the query string
 * as the platform signed it. The Location is relative, so the browser stays on the address it
 * used and the web's own forwarder takes `/api/*` on to the api (ADR 0067).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ entry: string[] }> },
): Promise<Response> {
  const { entry } = await params;
  const target = entryPointTarget(entry, new URL(request.url).search);
  if (!target) return new Response('Not found', { status: 404 });
  return new Response(null, {
    status: 302,
    headers: { location: target, 'cache-control': 'no-store' },
  });
}
