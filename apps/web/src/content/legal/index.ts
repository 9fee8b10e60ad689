import { type SupportedLocale } from '@bazaar/contracts';
import { type LegalDocumentId } from '@/lib/legal/legal-documents';
import { germanDocuments } from './de';
import { englishDocuments } from './en';
import { type LegalDocumentBuilder, type LegalDocumentContent, type LegalVariables } from './types';

/** When the documents last changed in substance; shown on each of them. */
export const LEGAL_DOCUMENTS_UPDATED = '2026-11-22';

/*
 * The documents are content, not interface text: they live here rather than in the message
 * files, so they are sent only with the pages that show them, never with every page.
 */
export const legalDocumentsByLocale: Record<
  SupportedLocale,
  Record<LegalDocumentId, LegalDocumentBuilder>
> = {
  en: englishDocuments,
  de: germanDocuments,
};

export function legalDocument(
  id: LegalDocumentId,
  locale: SupportedLocale,
  variables: LegalVariables,
): LegalDocumentContent {
  return legalDocumentsByLocale[locale][id](variables);
}
