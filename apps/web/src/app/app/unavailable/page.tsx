import Container from '@mui/material/Container';
import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { eshopProviderOf, storePlatforms, type StorePlatform } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams, readableParams } from '@/lib/search/page-params';

const platformOf = (value: string | null): StorePlatform | undefined =>
  storePlatforms.find((platform) => platform === value);

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}): Promise<Metadata> {
  const t = await getServerTranslator();
  const platform = platformOf(readableParams(await searchParams).get('platform'));
  const title = platform
    ? t('eshopIntegrations.errors.platformUnavailable', { name: eshopProviderOf(platform).name })
    : t('errors.notFoundTitle');
  return { title, robots: { index: false } };
}

/**
 * `/app/unavailable?platform=…` (public): where the api sends a platform's entry points while
 * this marketplace has no app for it (its credentials unset), in words, on the product's page.
 */
export default async function PlatformUnavailableRoute({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const platform = platformOf(readableParams(await searchParams).get('platform'));
  if (!platform) notFound();
  const t = await getServerTranslator();
  const name = eshopProviderOf(platform).name;
  return (
    <Container maxWidth="md" data-testid="eshop-platform-unavailable">
      <EmptyState
        title={t('eshopIntegrations.errors.platformUnavailable', { name })}
        description={t('eshopIntegrations.errors.platformUnavailableExplain', { name })}
      />
    </Container>
  );
}
