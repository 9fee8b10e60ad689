'use client';

import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'use-intl';
import { isAdmin, routes } from '@bazaar/contracts';
import { useAppSelector } from '@/lib/store/hooks';
import { useHowToSellGuide } from '../api/get-how-to-sell-guide';
import { HowToSellEditor } from './how-to-sell-editor';
import { asSupportedLocale, HowToSellGuideView } from './how-to-sell-guide-view';

/** The query parameter that opens the editor on `/how-to-sell` for administrators (ADR 0075). */
export const HOW_TO_SELL_EDIT_PARAM = 'edit';

/**
 * `/how-to-sell`: the guide served by the api. Administrators get an "Edit guide" button that
 * opens the editor in place (`?edit=1`), so they edit the page they are looking at.
 */
export function HowToSellGuide() {
  const t = useTranslations('howToSell.editor');
  const locale = asSupportedLocale(useLocale());
  const guide = useHowToSellGuide(locale);
  const admin = useAppSelector((state) => isAdmin(state.auth.userType));
  const searchParams = useSearchParams();
  const editing = admin && searchParams.get(HOW_TO_SELL_EDIT_PARAM) === '1';
  const router = useRouter();

  if (editing) return <HowToSellEditor onClose={() => router.replace(routes.howToSell)} />;
  return (
    <HowToSellGuideView
      paragraphs={guide.data?.paragraphs ?? []}
      pending={guide.isPending}
      error={guide.isError ? guide.error : null}
      onRetry={() => void guide.refetch()}
      adminBar={
        admin ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <Button
              component={NextLink}
              href={`${routes.howToSell}?${HOW_TO_SELL_EDIT_PARAM}=1`}
              variant="outlined"
              startIcon={<EditRounded />}
            >
              {t('open')}
            </Button>
          </Stack>
        ) : null
      }
    />
  );
}
