'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import MergeRounded from '@mui/icons-material/MergeRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type ManagedParameter } from '@bazaar/contracts';
import { useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { useAddressFilters } from '@/lib/use-address-filters';
import { addressFromSearchParams, searchParamsOfAddress } from '../address';
import { movedOrder } from '../own-order';
import { useOverrideParameter } from '../api/override-parameter';
import { useReorderParameters } from '../api/reorder-parameters';
import { useUpdateParameter } from '../api/update-parameter';
import { useNodeParameters } from '../api/get-node-parameters';
import { MergeOptionsDialog } from './merge-options-dialog';
import { MergeParametersDialog } from './merge-parameters-dialog';
import { NodePicker } from './node-picker';
import { ParameterEditorDialog } from './parameter-editor-dialog';
import { ParameterTable } from './parameter-table';

type OpenDialog =
  | { kind: 'edit'; parameter?: ManagedParameter }
  | { kind: 'merge-options'; parameter: ManagedParameter }
  | { kind: 'merge-parameters' };

/**
 * `/profile/filters-manager` (issue 21): pick a division and node, then see and change the
 * parameters its filter panel offers — own and inherited, their order, which show, options and
 * merges.
 */
export function FiltersManagerPage() {
  const t = useTranslations('filtersManager');
  const { filters: address, applyFilters } = useAddressFilters(
    addressFromSearchParams,
    searchParamsOfAddress,
  );
  const { section, node } = address;
  const tree = useCatalogTree(section, { handled: true });
  const parameters = useNodeParameters(section, node);
  const update = useUpdateParameter();
  const reorder = useReorderParameters();
  const override = useOverrideParameter();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const busy = update.isPending || reorder.isPending || override.isPending;
  const list = parameters.data?.parameters ?? [];

  const merged = (listingsChanged: number) => {
    setDialog(null);
    enqueueSnackbar(t('merged', { count: listingsChanged }), { variant: 'success' });
  };

  const move = (parameter: ManagedParameter, by: -1 | 1) =>
    reorder.mutate({ section, node_id: node, ids: movedOrder(list, parameter.id, by) });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </div>
        <NodePicker
          section={section}
          nodeId={node}
          nodes={tree.data?.nodes}
          onChange={(nextSection, nextNode) =>
            applyFilters({ section: nextSection, node: nextNode })
          }
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setDialog({ kind: 'edit' })}
          >
            {t('add')}
          </Button>
          <Button
            startIcon={<MergeRounded />}
            disabled={list.length < 2}
            onClick={() => setDialog({ kind: 'merge-parameters' })}
          >
            {t('mergeParameters')}
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ borderRadius: '12px' }}>
          {parameters.isPending ? (
            <Stack spacing={1} sx={{ p: 2 }}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height={40} />
              ))}
            </Stack>
          ) : parameters.isError ? (
            <Alert severity="error">{t('loadFailed')}</Alert>
          ) : list.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('empty')}
            </Typography>
          ) : (
            <ParameterTable
              parameters={list}
              nodeId={node}
              nodes={tree.data?.nodes ?? []}
              busy={busy}
              onToggleShown={(parameter, shown) =>
                update.mutate(
                  { id: parameter.id, shown_as_filter: shown },
                  {
                    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
                  },
                )
              }
              onMove={move}
              onEdit={(parameter) => setDialog({ kind: 'edit', parameter })}
              onOverride={(parameter) =>
                node && override.mutate({ id: parameter.id, node_id: node })
              }
              onMergeOptions={(parameter) => setDialog({ kind: 'merge-options', parameter })}
            />
          )}
        </Paper>
      </Stack>
      {dialog?.kind === 'edit' && (
        <ParameterEditorDialog
          section={section}
          nodeId={node}
          parameter={dialog.parameter}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'merge-options' && (
        <MergeOptionsDialog
          parameter={dialog.parameter}
          onClose={() => setDialog(null)}
          onMerged={merged}
        />
      )}
      {dialog?.kind === 'merge-parameters' && (
        <MergeParametersDialog
          parameters={list}
          onClose={() => setDialog(null)}
          onMerged={merged}
        />
      )}
    </Container>
  );
}
