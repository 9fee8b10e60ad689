'use client';

import PublishRounded from '@mui/icons-material/PublishRounded';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { layout, type OwnerListing, type OwnerRevision } from '@bazaar/contracts';
import { useResubmitListing } from '@/entities/listing-revision/listing-revisions-api';
import { type ListingForm } from '../hooks/use-listing-form';

/**
 * What the editor offers: a draft (or a new listing) is saved or published; a published one
 * has its changes saved (saving it as a draft would take it off the item page); one an
 * administrator asked to revise is resubmitted for review, which saves the changes first.
 */
export type SaveMode = 'draft' | 'published' | 'revision';

export function saveModeOf(saved: OwnerListing | null, revision?: OwnerRevision): SaveMode {
  if (revision?.state === 'revision_requested') return 'revision';
  return saved?.draft_state === 'sent' ? 'published' : 'draft';
}

interface ActionsProps {
  form: ListingForm;
  mode: SaveMode;
  listingId: string | null;
  direction: 'row' | 'column';
}

function Actions({ form, mode, listingId, direction }: ActionsProps) {
  const t = useTranslations('listingEditor.actions');
  const tRevision = useTranslations('listingRevision');
  const resubmit = useResubmitListing(listingId ?? '');
  // Side by side on a phone, the labels stay on one line; the revision's longer ones cannot
  // (German ones not even in the card), so they wrap, and on a phone go without icons.
  const compact = direction === 'row' && mode === 'revision';
  const buttonSx = mode === 'revision' ? { lineHeight: 1.25 } : { whiteSpace: 'nowrap' };
  const icon = (shown: ReactNode) => (compact ? undefined : shown);
  const size = direction === 'row' ? 'medium' : 'large';
  const busy = form.saving !== null || resubmit.isPending;
  const saveChanges = (
    <Button
      variant={mode === 'published' ? 'contained' : 'outlined'}
      size={size}
      sx={buttonSx}
      fullWidth
      startIcon={icon(<SaveOutlined />)}
      loading={form.saving === 'sent' && !resubmit.isPending}
      disabled={busy}
      onClick={() => form.submit('sent')}
    >
      {t('saveChanges')}
    </Button>
  );
  return (
    <Stack direction={direction} spacing={1.25}>
      {mode === 'draft' ? (
        <>
          <Button
            variant="outlined"
            size={size}
            sx={buttonSx}
            fullWidth
            startIcon={<SaveOutlined />}
            loading={form.saving === 'draft'}
            disabled={busy}
            onClick={() => form.submit('draft')}
          >
            {t('saveDraft')}
          </Button>
          <Button
            variant="contained"
            size={size}
            sx={buttonSx}
            fullWidth
            startIcon={<PublishRounded />}
            loading={form.saving === 'sent'}
            disabled={busy}
            onClick={() => form.submit('sent')}
          >
            {t('publish')}
          </Button>
        </>
      ) : (
        saveChanges
      )}
      {mode === 'revision' ? (
        <Button
          variant="contained"
          size={size}
          sx={buttonSx}
          fullWidth
          startIcon={icon(<SendRounded />)}
          loading={resubmit.isPending}
          disabled={busy}
          onClick={() => form.submit('sent', () => resubmit.mutate())}
        >
          {tRevision('resubmit')}
        </Button>
      ) : null}
    </Stack>
  );
}

type BarProps = Omit<ActionsProps, 'direction'>;

/** Phones: the actions stay in reach above the bottom bar. */
export function PhoneActionsBar(props: BarProps) {
  return (
    <Box
      data-testid="listing-actions-bar"
      sx={(theme) => ({
        display: { xs: 'block', md: 'none' },
        position: 'sticky',
        bottom: `calc(${layout.bottomBarHeightPx}px + env(safe-area-inset-bottom, 0px) + 8px)`,
        zIndex: theme.zIndex.appBar - 1,
        p: 1.25,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.96),
        backdropFilter: 'saturate(180%) blur(10px)',
        boxShadow: '0 8px 28px rgba(15, 23, 42, 0.16)',
      })}
    >
      <Actions {...props} direction="row" />
    </Box>
  );
}

const hints = { draft: 'hint', published: 'hintPublished', revision: 'hintRevision' } as const;

/** Wider screens: the actions beside the form, with when the listing was last saved. */
export function ActionsCard({ saved, ...props }: BarProps & { saved: OwnerListing | null }) {
  const t = useTranslations('listingEditor');
  const format = useFormatter();
  return (
    <Card
      component="aside"
      aria-label={t('actions.label')}
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
    >
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('actions.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`actions.${hints[props.mode]}`)}
          </Typography>
          <Actions {...props} direction="column" />
          {saved ? (
            <Typography variant="caption" color="text.secondary">
              {t('actions.lastSaved', {
                date: format.dateTime(new Date(saved.updated_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
