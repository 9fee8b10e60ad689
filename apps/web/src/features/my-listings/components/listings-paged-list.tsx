'use client';

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ComponentProps } from 'react';
import { useTranslations } from 'use-intl';
import { PagedList } from '@/components/paged-list';

type Props = Omit<ComponentProps<typeof PagedList>, 'placeholder' | 'texts'>;

/** The owner's or the administrators' listing rows, a page at a time. */
export function ListingsPagedList(props: Props) {
  const t = useTranslations('myListings');
  return (
    <PagedList
      {...props}
      placeholder={
        <Stack spacing={1.25} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={84} />
          ))}
        </Stack>
      }
      texts={{
        retry: t('retry'),
        loadFailed: t('loadFailed'),
        loadMore: t('loadMore'),
        end: t('end', { count: props.count }),
      }}
    />
  );
}
