import { type Metadata } from 'next';
import { PrepayReceipt } from '@/features/prepay-history/components/prepay-receipt';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('prepayHistory.receiptPage.title'), robots: { index: false } };
}

/** `/profile/prepay-history/receipts/{id}`: the printable receipt of one entry. */
export default async function PrepayReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  return <PrepayReceipt id={(await params).id} />;
}
