import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { buildWebManifest } from '@/lib/pwa/web-manifest';

/*
 * A route handler rather than Next's `app/manifest.ts` convention: that one links the manifest
 * from every page, while spec §2 links it on mobile only (the root layout decides).
 */
export async function GET() {
  const locale = await getRequestLocale();
  const t = await getServerTranslator();
  const manifest = buildWebManifest({
    lang: locale,
    description: t('metadata.description'),
    shortcuts: {
      catalog: t('divisions.catalog.name'),
      fleaMarket: t('divisions.flea-market.name'),
      services: t('divisions.services.name'),
    },
  });
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      vary: 'accept-language, cookie',
    },
  });
}
