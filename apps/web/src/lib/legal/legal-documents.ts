import { type PrivacyTab, type TermsTab } from '../overlays/overlay-store';

/** Bazaar's policy documents, each a bare public page that the policy dialogs embed. */
export const legalDocumentPaths = {
  TERMS_OF_USE: '/legal/terms-of-use',
  USER_AGREEMENT: '/legal/user-agreement',
  PRIVACY_POLICY: '/legal/privacy-policy',
  COOKIES_POLICY: '/legal/cookies-policy',
} as const satisfies Record<TermsTab | PrivacyTab, string>;

export type LegalDocumentId = keyof typeof legalDocumentPaths;

/** Query parameter of a document shown in a policy dialog's frame: no brand row, no other links. */
export const EMBEDDED_PARAM = 'embedded';

/** The signed-in page of spec §2 that shows the user agreement in the normal layout. */
export const USER_AGREEMENT_PAGE = '/user-agreement';

/** The document a `/legal/<slug>` page shows, or null for an unknown slug. */
export function legalDocumentForSlug(slug: string): LegalDocumentId | null {
  const path = `/legal/${slug}`;
  const entry = Object.entries(legalDocumentPaths).find(
    ([, documentPath]) => documentPath === path,
  );
  return entry ? (entry[0] as LegalDocumentId) : null;
}

/** The slugs of the `/legal/<slug>` pages. */
export const legalDocumentSlugs = Object.values(legalDocumentPaths).map((path) =>
  path.slice('/legal/'.length),
);
