'use client';

import { useLocale, useTranslations } from 'use-intl';
import { type ManagedParameter } from '@bazaar/contracts';
import { useMergeParameters } from '../api/merge-parameters';
import { localized } from './localized';
import { MergeDialog } from './merge-dialog';

/**
 * Merges one parameter into another: listings' values move to the other. Every parameter the
 * node shows is offered; the api refuses two of different nodes and the dialog says why.
 */
export function MergeParametersDialog({
  parameters,
  onClose,
  onMerged,
}: {
  parameters: readonly ManagedParameter[];
  onClose: () => void;
  onMerged: (listingsChanged: number) => void;
}) {
  const t = useTranslations('filtersManager');
  const locale = useLocale();
  const merge = useMergeParameters();
  return (
    <MergeDialog
      title={t('mergeParametersTitle')}
      hint={t('mergeParametersHint')}
      sourceLabel={t('mergeSourceParameter')}
      targetLabel={t('mergeTargetParameter')}
      choices={parameters.map((parameter) => ({
        value: parameter.id,
        label:
          localized(locale, parameter.name, parameter.name_de) +
          (parameter.inherited ? ` (${t('inherited')})` : ''),
      }))}
      error={merge.error}
      pending={merge.isPending}
      onMerge={(source, target) =>
        merge.mutate(
          { source_id: source, target_id: target },
          { onSuccess: (result) => onMerged(result.listings_changed) },
        )
      }
      onClose={onClose}
    />
  );
}
