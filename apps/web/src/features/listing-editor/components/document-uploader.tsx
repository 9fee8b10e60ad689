'use client';

import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { listingDocumentRules, type ListingDocument } from '@bazaar/contracts';
import { errorMessageOf } from '@/lib/query/error-message';
import { currentErrorTexts } from '@/lib/query/error-texts';
import { uploadListingDocuments } from '../api/upload-listing-documents';
import { screenFiles, uploadBatches, type FileProblem } from '../form/file-screening';

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
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  const describe = (problem: FileProblem) =>
    t(`problems.${problem.kind}`, {
      name: problem.name,
      maxMb: MAX_MB,
      max: listingDocumentRules.maxPerListing,
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const { accepted, problems: found } = screenFiles(
      chosen,
      listingDocumentRules,
      documents.length + uploading,
    );
    const messages = found.map(describe);
    setProblems(messages);
    if (accepted.length === 0) return;
    setUploading((count) => count + accepted.length);
    for (const batch of uploadBatches(accepted, listingDocumentRules.maxFilesPerUpload)) {
      try {
        const uploaded = await uploadListingDocuments(batch);
        onChange((current) => [...current, ...uploaded]);
      } catch (failure) {
        messages.push(errorMessageOf(failure, currentErrorTexts()));
        setProblems([...messages]);
      } finally {
        setUploading((count) => count - batch.length);
      }
    }
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
      <Box
        component="input"
        ref={input}
        type="file"
        multiple
        accept={listingDocumentRules.mimeTypes.join(',')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
        aria-label={t('choose')}
        data-testid="listing-documents-input"
        sx={{ display: 'none' }}
      />
      {problems.length > 0 ? (
        <Alert severity="warning" role="alert" onClose={() => setProblems([])}>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
