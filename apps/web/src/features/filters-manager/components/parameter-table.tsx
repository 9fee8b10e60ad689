'use client';

import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { type CatalogNode, type ManagedParameter } from '@bazaar/contracts';
import { ownInOrder } from '../own-order';
import { localized } from './localized';

interface Props {
  parameters: readonly ManagedParameter[];
  /** The node shown; null: the division itself. */
  nodeId: string | null;
  /** The division's nodes, to name where an inherited parameter comes from. */
  nodes: readonly CatalogNode[];
  busy: boolean;
  onToggleShown: (parameter: ManagedParameter, shown: boolean) => void;
  onMove: (parameter: ManagedParameter, by: -1 | 1) => void;
  onEdit: (parameter: ManagedParameter) => void;
  onOverride: (parameter: ManagedParameter) => void;
  onMergeOptions: (parameter: ManagedParameter) => void;
}

/**
 * A node's parameters in filter-panel order: inherited ones first (marked, changed by
 * overriding them here), then the node's own (ordered with the arrows).
 */
/** Columns a phone leaves out, so that the name, the switch and the actions fit. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

export function ParameterTable({
  parameters,
  nodeId,
  nodes,
  busy,
  onToggleShown,
  onMove,
  onEdit,
  onOverride,
  onMergeOptions,
}: Props) {
  const t = useTranslations('filtersManager');
  const locale = useLocale();
  const own = ownInOrder(parameters);
  const origin = (parameter: ManagedParameter) =>
    parameter.node_id === null
      ? t('fromDivision')
      : (nodes.find((node) => node.id === parameter.node_id)?.name ?? '');

  return (
    <TableContainer>
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE_ONLY}>{t('columns.order')}</TableCell>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('columns.type')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('columns.options')}</TableCell>
            <TableCell>{t('columns.shown')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parameters.map((parameter, index) => {
            const name = localized(locale, parameter.name, parameter.name_de);
            const ownIndex = own.indexOf(parameter);
            return (
              <TableRow key={parameter.id} data-testid="filter-parameter" data-key={parameter.key}>
                <TableCell sx={WIDE_ONLY}>{index + 1}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                    <Typography variant="caption" color="text.secondary">
                      {parameter.key}
                    </Typography>
                    {parameter.inherited && (
                      <Chip
                        size="small"
                        label={t('inheritedFrom', { origin: origin(parameter) })}
                      />
                    )}
                    {parameter.overrides && (
                      <Chip size="small" color="info" label={t('overrides')} />
                    )}
                    {parameter.defines_sku && (
                      <Chip size="small" variant="outlined" label={t('definesSku')} />
                    )}
                  </Stack>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <Chip size="small" variant="outlined" label={t(`types.${parameter.type}`)} />
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  {parameter.options.length > 0
                    ? parameter.options
                        .map((option) => localized(locale, option.label, option.label_de))
                        .join(', ')
                    : '—'}
                </TableCell>
                <TableCell>
                  <Switch
                    checked={parameter.shown_as_filter}
                    disabled={busy || parameter.inherited}
                    onChange={(event) => onToggleShown(parameter, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('showAsFilter', { name }) } }}
                  />
                </TableCell>
                <TableCell align="right">
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
                  >
                    {parameter.inherited ? (
                      nodeId !== null && (
                        <Button size="small" disabled={busy} onClick={() => onOverride(parameter)}>
                          {t('override')}
                        </Button>
                      )
                    ) : (
                      <>
                        <IconButton
                          size="small"
                          disabled={busy || ownIndex <= 0}
                          aria-label={t('moveUp', { name })}
                          onClick={() => onMove(parameter, -1)}
                        >
                          <ArrowUpwardRounded fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          disabled={busy || ownIndex === own.length - 1}
                          aria-label={t('moveDown', { name })}
                          onClick={() => onMove(parameter, 1)}
                        >
                          <ArrowDownwardRounded fontSize="small" />
                        </IconButton>
                        <Button size="small" onClick={() => onEdit(parameter)}>
                          {t('edit')}
                        </Button>
                        {parameter.options.length > 1 && (
                          <Button size="small" onClick={() => onMergeOptions(parameter)}>
                            {t('mergeOptions')}
                          </Button>
                        )}
                      </>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
