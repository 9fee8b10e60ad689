'use client';

import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { type ListingDocument } from '@bazaar/contracts';
import { formatFileSize } from '../lib/file-size';

/** The listing's PDF documents (manuals, certificates, floor plans), each opening in a new tab. */
export function ListingDocuments({ documents }: { documents: ListingDocument[] }) {
  const t = useTranslations('listingPage');
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      data-testid="listing-documents"
    >
      {documents.map((document) => (
        <Box
          component="li"
          key={document.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: '14px', px: 2, py: 1.5 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PictureAsPdfOutlined color="error" aria-hidden />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Link
                href={document.url}
                target="_blank"
                rel="noopener"
                underline="hover"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {document.name}
                <OpenInNewRounded
                  titleAccess={t('opensInNewTab')}
                  sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }}
                />
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('documents.pdf', { size: formatFileSize(document.size, locale) })}
              </Typography>
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
