import Container from '@mui/material/Container';
import { type Metadata } from 'next';
import { EmptyState } from '@/components/empty-state';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('errors.notFoundTitle'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getServerTranslator();
  return (
    <Container maxWidth="md">
      <EmptyState title={t('errors.notFoundTitle')} description={t('errors.notFoundDescription')} />
    </Container>
  );
}
