'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { storageKinds, storedItems } from '@/lib/legal/storage-inventory';

interface Props {
  /** Heading level of each group's title, so it fits the page or dialog it sits in. */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** The sentence that only necessary items are used; left out where the text around says it. */
  showIntro?: boolean;
}

const columnWidths = { name: '30%', purpose: '45%', lifetime: '25%' } as const;

/**
 * Every cookie and storage entry Bazaar uses, grouped by where it lives, with its purpose and
 * lifetime. Shared by the cookies policy and the Manage Cookies dialog.
 */
export function StorageInventory({ headingComponent = 'h3', showIntro = true }: Props) {
  const t = useTranslations('legal.storage');
  return (
    <Stack spacing={3}>
      {showIntro ? <Typography variant="body1">{t('necessaryOnly')}</Typography> : null}
      {storageKinds.map((kind) => {
        const items = storedItems.filter((item) => item.kind === kind);
        return (
          <Box component="section" key={kind}>
            <Typography variant="subtitle1" component={headingComponent} gutterBottom>
              {t(`kinds.${kind}`)}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table
                size="small"
                aria-label={t(`kinds.${kind}`)}
                sx={{ tableLayout: 'fixed', minWidth: 520 }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col" sx={{ width: columnWidths.name }}>
                      {t('columns.name')}
                    </TableCell>
                    <TableCell component="th" scope="col" sx={{ width: columnWidths.purpose }}>
                      {t('columns.purpose')}
                    </TableCell>
                    <TableCell component="th" scope="col" sx={{ width: columnWidths.lifetime }}>
                      {t('columns.lifetime')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <TableRow key={item.name}>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {item.name}
                      </TableCell>
                      <TableCell>{t(`items.${item.messageKey}.purpose`)}</TableCell>
                      <TableCell>{t(`items.${item.messageKey}.lifetime`)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
