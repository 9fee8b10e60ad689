import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { type LegalDocumentId } from '@/lib/legal/legal-documents';
import { operatorDetails } from '@/lib/site-config';
import { legalDocument, LEGAL_DOCUMENTS_UPDATED } from './index';

/** A policy document in the request's language, for this instance's operator, with its labels. */
export async function loadLegalDocument(id: LegalDocumentId) {
  const locale = await getRequestLocale();
  const t = await getServerTranslator();
  const operator = operatorDetails();
  const document = legalDocument(id, locale, {
    operator: operator.name,
    email: operator.email,
    address: operator.address,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_DOCUMENTS_UPDATED}T00:00:00Z`),
  );
  return {
    document,
    updatedLabel: t('legal.page.lastUpdated', { date }),
    contentsLabel: t('legal.page.contents'),
    t,
  };
}
