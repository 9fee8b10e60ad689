import Container from '@mui/material/Container';
import { type Metadata } from 'next';
import { NoAccessView } from '@/components/no-access-view';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('access.noAccessTitle'), robots: { index: false } };
}

/** The no-access view; the proxy also shows it at the address of a page the account may not open. */
export default function ForbiddenPage() {
  return (
    <Container maxWidth="md">
      <NoAccessView />
    </Container>
  );
}
