'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, type RefObject } from 'react';

/** The hidden file input behind an uploader's button; tells only of a choice with files. */
export function HiddenFileInput({
  inputRef,
  accept,
  label,
  testId,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: readonly string[];
  label: string;
  testId: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Box
      component="input"
      ref={inputRef}
      type="file"
      multiple
      accept={accept.join(',')}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const files = Array.from(event.target.files ?? []);
        // The same file may be chosen again after removing it.
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
      aria-label={label}
      data-testid={testId}
      sx={{ display: 'none' }}
    />
  );
}

/** Why chosen files were not added, until closed or the next choice. */
export function UploadProblems({ problems, onClose }: { problems: string[]; onClose: () => void }) {
  return problems.length > 0 ? (
    <Alert severity="warning" role="alert" onClose={onClose}>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Stack>
    </Alert>
  ) : null;
}
