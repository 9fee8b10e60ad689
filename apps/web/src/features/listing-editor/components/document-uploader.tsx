'use client';

import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { listingDocumentRules, type ListingDocument } from '@bazaar/contracts';
import { uploadListingDocuments } from '../api/upload-listing-documents';
import { screenFiles, type FileProblem } from '../form/file-screening';
import { useUploads } from '../hooks/use-uploads';
import { HiddenFileInput, UploadProblems } from './upload-parts';

const MAX_MB = Math.round(listingDocumentRules.maxBytes / (1024 * 1024));

interface Props {
  id: string;
  documents: ListingDocument[];
  onChange: (update: (documents: ListingDocument[]) => ListingDocument[]) => void;
  error?: string;
}

/** PDF documents of the listing (manuals, certificates, floor plans): added, opened, removed. */
export function DocumentUploader({ id, documents, onChange, error }: Props) {
  const t = useTranslations('listingEditor.documents');
  const format = useFormatter();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, problems, clearProblems, send } = useUploads({
    upload: uploadListingDocuments,
    maxFilesPerUpload: listingDocumentRules.maxFilesPerUpload,
    onChange,
  });

  const describe = (problem: FileProblem) =>
    t(`problems.${problem.kind}`, {
      name: problem.name,
      maxMb: MAX_MB,
      max: listingDocumentRules.maxPerListing,
    });

  const choose = (chosen: File[]) => {
    const { accepted, problems: found } = screenFiles(
      chosen,
      listingDocumentRules,
      documents.length + uploading,
    );
    void send(accepted, found.map(describe));
  };

  const full = documents.length + uploading >= listingDocumentRules.maxPerListing;

  return (
    <Stack spacing={2}>
      {documents.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => (
            <Stack
              component="li"
              key={document.id}
              direction="row"
              spacing={1.5}
              data-testid="listing-document"
              sx={{
                alignItems: 'center',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <PictureAsPdfRounded color="error" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <MuiLink
                  href={document.url}
                  target="_blank"
                  rel="noopener"
                  underline="hover"
                  sx={{ display: 'block', fontWeight: 600 }}
                  noWrap
                >
                  {document.name}
                </MuiLink>
                <Typography variant="caption" color="text.secondary">
                  {format.number(document.size / 1024, {
                    style: 'unit',
                    unit: 'kilobyte',
                    maximumFractionDigits: 0,
                  })}
                </Typography>
              </Box>
              <IconButton
                aria-label={t('remove', { name: document.name })}
                onClick={() =>
                  onChange((current) => current.filter((other) => other.id !== document.id))
                }
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          id={id}
          variant="outlined"
          color={error ? 'error' : 'primary'}
          startIcon={<UploadFileRounded />}
          loading={uploading > 0}
          disabled={full}
          onClick={() => input.current?.click()}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {t('choose')}
        </Button>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          {error ?? t('hint', { maxMb: MAX_MB, max: listingDocumentRules.maxPerListing })}
        </Typography>
      </Stack>
      <HiddenFileInput
        inputRef={input}
        accept={listingDocumentRules.mimeTypes}
        label={t('choose')}
        testId="listing-documents-input"
        onFiles={choose}
      />
      <UploadProblems problems={problems} onClose={clearProblems} />
    </Stack>
  );
}
