import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { type Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { legalDocumentPaths } from '@/lib/legal/legal-documents';
import { loadLegalDocument } from '@/content/legal/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const { document } = await loadLegalDocument('USER_AGREEMENT');
  return { title: document.title };
}

/** `/user-agreement` (signed in, spec §2): the agreement the account holder accepted, in the app's layout. */
export default async function UserAgreementPage() {
  const { document, updatedLabel, contentsLabel, t } = await loadLegalDocument('USER_AGREEMENT');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 4 }}>
        <LegalDocumentView
          document={document}
          updatedLabel={updatedLabel}
          contentsLabel={contentsLabel}
          actions={
            <Button
              href={legalDocumentPaths.USER_AGREEMENT}
              target="_blank"
              rel="noopener"
              variant="outlined"
              size="small"
              endIcon={<OpenInNewRounded fontSize="small" />}
            >
              {t('userAgreementPage.printable')}
            </Button>
          }
        />
      </Paper>
    </Container>
  );
}
