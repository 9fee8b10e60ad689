'use client';

import { useLocale, useTranslations } from 'use-intl';
import { type ManagedParameter } from '@bazaar/contracts';
import { useMergeOptions } from '../api/merge-options';
import { localized } from './localized';
import { MergeDialog } from './merge-dialog';

/** Merges one option of a parameter into another: listings holding it move to the other. */
export function MergeOptionsDialog({
  parameter,
  onClose,
  onMerged,
}: {
  parameter: ManagedParameter;
  onClose: () => void;
  onMerged: (listingsChanged: number) => void;
}) {
  const t = useTranslations('filtersManager');
  const locale = useLocale();
  const merge = useMergeOptions();
  return (
    <MergeDialog
      title={t('mergeOptionsTitle', {
        name: localized(locale, parameter.name, parameter.name_de),
      })}
      sourceLabel={t('mergeSourceOption')}
      targetLabel={t('mergeTargetOption')}
      choices={parameter.options.map((option) => ({
        value: option.value,
        label: localized(locale, option.label, option.label_de),
      }))}
      error={merge.error}
      pending={merge.isPending}
      onMerge={(source, target) =>
        merge.mutate(
          { id: parameter.id, source_value: source, target_value: target },
          { onSuccess: (result) => onMerged(result.listings_changed) },
        )
      }
      onClose={onClose}
    />
  );
}
