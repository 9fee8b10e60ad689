'use client';

import { type ComponentProps } from 'react';
import { useTranslations } from 'use-intl';
import { PagedList, pagedListTexts, RowPlaceholders } from '@/components/paged-list';

type Props = Omit<ComponentProps<typeof PagedList>, 'placeholder' | 'texts'>;

/** The owner's or the administrators' listing rows, a page at a time. */
export function ListingsPagedList(props: Props) {
  const t = useTranslations('myListings');
  return (
    <PagedList
      {...props}
      placeholder={<RowPlaceholders label={t('loading')} rows={4} height={84} spacing={1.25} />}
      texts={pagedListTexts(t, props.count)}
    />
  );
}
