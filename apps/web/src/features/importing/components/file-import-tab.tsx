'use client';

import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  marketplaceSections,
  productImportFileFormats,
  type MarketplaceSection,
  type ProductImportFilePreview,
} from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { downloadTemplate } from '../api/download-template';
import { usePreviewFile } from '../api/preview-file';
import { useStartFileImport } from '../api/start-file-import';
import { fileLimitOf, fileLimitValues } from '../file-refusal';

/** The rows of a preview with errors: row number, SKU, title and what to fix. */
function PreviewErrors({ preview }: { preview: ProductImportFilePreview }) {
  const t = useTranslations('importing.preview');
  if (preview.errors.length === 0) return null;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('errorsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('row')}</TableCell>
            <TableCell>{t('sku')}</TableCell>
            <TableCell>{t('title')}</TableCell>
            <TableCell>{t('problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.errors.map((row) => (
            <TableRow key={row.row_number} data-testid="preview-error-row">
              <TableCell>{row.row_number}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.sku ?? '—'}</TableCell>
              <TableCell>{row.title ?? '—'}</TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {row.errors.map((error) => (
                    <li key={error.field + error.message}>
                      {error.field ? <strong>{error.field}</strong> : null}
                      {error.field ? ': ' : ''}
                      {error.message}
                    </li>
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** `?tab=file`: template per division, upload, preview with row errors, then the import. */
export function FileImportTab() {
  const t = useTranslations('importing');
  const tDivisions = useTranslations('divisions');
  const [section, setSection] = useState<MarketplaceSection>('catalog');
  const [preview, setPreview] = useState<ProductImportFilePreview | null>(null);
  const [templateError, setTemplateError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const previewFile = usePreviewFile();
  const startImport = useStartFileImport();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreview(null);
    previewFile.mutate({ file, section }, { onSuccess: setPreview });
  };

  const onImport = () => {
    if (!preview) return;
    startImport.mutate(preview.upload_id, { onSuccess: () => setPreview(null) });
  };

  const refusedBy = fileLimitOf(previewFile.error);
  const previewError = previewFile.error
    ? refusedBy
      ? t(`fileLimits.${refusedBy}`, fileLimitValues)
      : isApiError(previewFile.error) && previewFile.error.envelope.user_message
        ? previewFile.error.envelope.user_message
        : t('previewFailed')
    : null;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('file.templateTitle')}
          </Typography>
          <Typography color="text.secondary">{t('file.templateHint')}</Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              label={t('file.division')}
              value={section}
              onChange={(event) => {
                setSection(event.target.value as MarketplaceSection);
                setPreview(null);
              }}
              sx={{ minWidth: 220 }}
              size="small"
            >
              {marketplaceSections.map((s) => (
                <MenuItem key={s} value={s}>
                  {tDivisions(`${s}.name`)}
                </MenuItem>
              ))}
            </TextField>
            {productImportFileFormats.map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<FileDownloadRounded />}
                onClick={() => {
                  setTemplateError(false);
                  downloadTemplate(section, format).catch(() => setTemplateError(true));
                }}
              >
                {t('file.downloadTemplate', { format: format.toUpperCase() })}
              </Button>
            ))}
          </Stack>
          {templateError && <Alert severity="error">{t('file.templateFailed')}</Alert>}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('file.uploadTitle')}
          </Typography>
          <Typography color="text.secondary">
            {t('file.uploadHint', { division: tDivisions(`${section}.name`) })}
          </Typography>
          <Box>
            <Button
              variant="contained"
              startIcon={<UploadFileRounded />}
              onClick={() => input.current?.click()}
              disabled={previewFile.isPending}
            >
              {previewFile.isPending ? t('file.checking') : t('file.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={onFile}
              data-testid="import-file-input"
              aria-label={t('file.choose')}
            />
          </Box>
          {previewError && <Alert severity="error">{previewError}</Alert>}
          {preview && (
            <Stack spacing={2} data-testid="import-preview">
              <Alert severity={preview.error_rows > 0 ? 'warning' : 'success'} role="status">
                {t('preview.summary', {
                  file: preview.file_name,
                  total: preview.total_rows,
                  valid: preview.valid_rows,
                  errors: preview.error_rows,
                  updates: preview.updates,
                })}
              </Alert>
              {preview.file_errors.map((message) => (
                <Alert key={message} severity="info">
                  {message}
                </Alert>
              ))}
              <PreviewErrors preview={preview} />
              {preview.error_rows > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('preview.fixHint')}
                </Typography>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  variant="contained"
                  onClick={onImport}
                  disabled={preview.valid_rows === 0 || startImport.isPending}
                >
                  {t('preview.import', { count: preview.valid_rows })}
                </Button>
                <Button onClick={() => setPreview(null)}>{t('preview.discard')}</Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
