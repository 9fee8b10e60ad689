import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney } from '@bazaar/contracts';

interface Props {
  /** Each figure's label and its formatted value. */
  tiles: readonly (readonly [label: string, value: string])[];
  label: string;
}

/** How the totals write a count and an amount in minor units of `currency`, in the page's locale. */
export function useFigureFormats(currency: string) {
  const t = useTranslations('statistics');
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  return {
    t,
    locale,
    count: (value: number) => count.format(value),
    money: (minor: number) => formatMoney({ amount_minor: minor, currency }, locale),
  };
}

/** The totals of the period, one tile per figure. */
export function TotalTiles({ tiles, label }: Props) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, 1fr)',
          sm: 'repeat(4, 1fr)',
          lg: `repeat(${tiles.length}, 1fr)`,
        },
      }}
    >
      {tiles.map(([name, value]) => (
        <Paper key={name} variant="outlined" sx={{ p: 1.5, borderRadius: '12px' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            data-testid={`total-${name}`}
            sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
