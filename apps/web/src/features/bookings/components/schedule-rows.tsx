'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

/* The rows of the schedule editor's lists (weekly hours, exceptions): added and removed. */

export const withoutRow = <T,>(rows: readonly T[], at: number) =>
  rows.filter((_, index) => index !== at);

export function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteOutlineRounded />
    </IconButton>
  );
}

export function AddRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<AddRounded />} sx={{ alignSelf: 'flex-start' }} onClick={onClick}>
      {label}
    </Button>
  );
}
