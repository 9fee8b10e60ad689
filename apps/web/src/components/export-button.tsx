'use client';

import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useState } from 'react';

/** An export of what a page shows: whether it is running, and whether the last one failed. */
export function useExport(run: () => Promise<unknown>) {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = () => {
    setExporting(true);
    setFailed(false);
    run()
      .catch(() => setFailed(true))
      .finally(() => setExporting(false));
  };
  return { exporting, failed, start };
}

export type PageExport = ReturnType<typeof useExport>;

/** Starts the export; busy while it runs. */
export function ExportButton({
  pageExport,
  label,
  sx,
}: {
  pageExport: PageExport;
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadRounded />}
      onClick={pageExport.start}
      loading={pageExport.exporting}
      sx={sx}
    >
      {label}
    </Button>
  );
}

/** Says the last export failed, across the whole filter bar. */
export function ExportFailedAlert({ pageExport, text }: { pageExport: PageExport; text: string }) {
  return pageExport.failed ? (
    <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
      {text}
    </Alert>
  ) : null;
}
