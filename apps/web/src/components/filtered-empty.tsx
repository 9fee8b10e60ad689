import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  /** Says that nothing matches the filters. */
  title: string;
  clearLabel: string;
  /** Takes the filters off. */
  onClear: () => void;
}

/** What a filtered list shows when nothing matches: the way back to the whole list. */
export function FilteredEmpty({ title, clearLabel, onClear }: Props) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <FilterAltOffRounded sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Button onClick={onClear}>{clearLabel}</Button>
    </Stack>
  );
}
