'use client';

import PublishRounded from '@mui/icons-material/PublishRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useFormatter, useTranslations } from 'use-intl';
import type { HomepageDraft } from '@bazaar/contracts';
import { usePublishHomepage } from '../api/publish-homepage';

/** The "Publish" button, with when the draft was last published and whether it changed since. */
export function PublicationControls({ draft }: { draft: HomepageDraft | undefined }) {
  const t = useTranslations('homepageSettings');
  const format = useFormatter();
  const publish = usePublishHomepage();
  return (
    <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' }, flexShrink: 0 }}>
      <Button
        variant="contained"
        startIcon={<PublishRounded />}
        disabled={!draft || publish.isPending}
        onClick={() =>
          publish.mutate(undefined, {
            onSuccess: () => enqueueSnackbar(t('published'), { variant: 'success' }),
          })
        }
      >
        {t('publish')}
      </Button>
      {draft ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          data-testid="homepage-publication-state"
        >
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {draft.published_at
              ? t('publishedAt', {
                  at: format.dateTime(new Date(draft.published_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })
              : t('neverPublished')}
          </Typography>
          {draft.published_at || draft.unpublished_changes ? (
            <Chip
              size="small"
              color={draft.unpublished_changes ? 'warning' : 'success'}
              label={draft.unpublished_changes ? t('unpublishedChanges') : t('upToDate')}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
