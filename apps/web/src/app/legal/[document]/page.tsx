import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BazaarMark } from '@/components/bazaar-logo';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { PrintButton } from '@/components/legal/print-button';
import {
  EMBEDDED_PARAM,
  legalDocumentForSlug,
  legalDocumentPaths,
  legalDocumentSlugs,
  type LegalDocumentId,
} from '@/lib/legal/legal-documents';
import { loadLegalDocument } from '@/content/legal/legal-page';

function documentIdOf(slug: string): LegalDocumentId {
  const id = legalDocumentForSlug(slug);
  if (!id) notFound();
  return id;
}

export function generateStaticParams() {
  return legalDocumentSlugs.map((document) => ({ document }));
}

export async function generateMetadata({
  params,
}: PageProps<'/legal/[document]'>): Promise<Metadata> {
  const { document } = await loadLegalDocument(documentIdOf((await params).document));
  return { title: document.title, description: document.summary };
}

/**
 * `/legal/<document>` (public): one of Bazaar's policies, bare — no menu, no header — so the
 * policy dialogs can embed it in a frame and it prints cleanly.
 */
export default async function LegalDocumentPage({
  params,
  searchParams,
}: PageProps<'/legal/[document]'>) {
  const id = documentIdOf((await params).document);
  // In a policy dialog's frame the dialog has the brand and the tabs to the other documents.
  const embedded = (await searchParams)[EMBEDDED_PARAM] === '1';
  const { document, updatedLabel, contentsLabel, t } = await loadLegalDocument(id);
  const others = (Object.keys(legalDocumentPaths) as LegalDocumentId[]).filter(
    (other) => other !== id,
  );
  const titles = {
    TERMS_OF_USE: t('legal.documents.termsOfUse'),
    USER_AGREEMENT: t('legal.documents.userAgreement'),
    PRIVACY_POLICY: t('legal.documents.privacyPolicy'),
    COOKIES_POLICY: t('legal.documents.cookiesPolicy'),
  } satisfies Record<LegalDocumentId, string>;

  return (
    <Box
      component="main"
      sx={{
        bgcolor: 'background.paper',
        minHeight: '100dvh',
        px: { xs: 2.5, sm: 5 },
        py: embedded ? { xs: 2.5, sm: 4 } : { xs: 3, sm: 5 },
        '@media print': { p: 0 },
      }}
    >
      {embedded ? null : (
        <Stack
          direction="row"
          spacing={1.25}
          sx={{ maxWidth: 760, mx: 'auto', mb: 3, alignItems: 'center' }}
        >
          <BazaarMark size={28} />
          <Typography sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>Bazaar</Typography>
        </Stack>
      )}
      <LegalDocumentView
        document={document}
        updatedLabel={updatedLabel}
        contentsLabel={contentsLabel}
        actions={<PrintButton label={t('legal.page.print')} />}
      />
      <Box
        sx={{
          display: embedded ? 'none' : 'block',
          maxWidth: 760,
          mx: 'auto',
          mt: 5,
          '@media print': { display: 'none' },
        }}
      >
        <Divider sx={{ mb: 2 }} />
        <Typography variant="overline" component="h2" color="text.secondary">
          {t('legal.page.otherDocuments')}
        </Typography>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {others.map((other) => (
            <Link key={other} href={legalDocumentPaths[other]} underline="hover">
              {titles[other]}
            </Link>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
