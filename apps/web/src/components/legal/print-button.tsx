'use client';

import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';

/** Prints the document; hidden on paper itself. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PrintOutlined />}
      onClick={() => window.print()}
      sx={{ displayPrint: 'none' }}
    >
      {label}
    </Button>
  );
}
