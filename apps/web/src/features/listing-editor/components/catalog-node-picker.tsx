'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { catalogChildren, catalogLevels, catalogPath, type CatalogNode } from '@bazaar/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { inputFields } from '../form/listing-form-values';
import { inputIdOf } from '../hooks/use-listing-form';

interface Props {
  nodes: readonly CatalogNode[];
  /** The deepest chosen node; '' when none. */
  value: string;
  onChange: (nodeId: string) => void;
  error?: string;
  /** The tree could not be loaded. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * Section → category → subcategory of the division. The listing sits in the deepest chosen
 * node; choosing a level again clears the levels below it.
 */
export function CatalogNodePicker({ nodes, value, onChange, error, failed, onRetry }: Props) {
  const t = useTranslations('listingEditor.catalog');
  const path = value ? catalogPath(nodes, value) : [];

  if (failed) {
    return (
      <RetryAlert variant="standard" retryLabel={t('retry')} onRetry={onRetry}>
        {t('unavailable')}
      </RetryAlert>
    );
  }

  // "None" below the section keeps the level above chosen.
  const choose = (index: number, nodeId: string) => onChange(nodeId || (path[index - 1]?.id ?? ''));
  // A message goes under the first level still to choose (the last one when all are chosen),
  // and that select takes the field's id, so focusing the problem lands on it.
  const errorIndex = Math.min(path.length, catalogLevels.length - 1);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {catalogLevels.map((level, index) => {
        const parentId = index === 0 ? null : (path[index - 1]?.id ?? undefined);
        const options = parentId === undefined ? [] : catalogChildren(nodes, parentId);
        const selected = path[index]?.id ?? '';
        const isField = index === errorIndex;
        return (
          <TextField
            key={level}
            select
            fullWidth
            id={isField ? inputIdOf(inputFields.catalogNodeId) : `listing-catalog-${level}`}
            name={isField ? inputFields.catalogNodeId : undefined}
            label={t(level)}
            value={selected}
            disabled={options.length === 0}
            onChange={(event) => choose(index, event.target.value)}
            error={isField && Boolean(error)}
            helperText={isField ? error : undefined}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{index === 0 ? t('choose') : t('none')}</option>
            {options.map((node) => (
              <option key={node.id} value={node.id}>
                {node.name}
              </option>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
