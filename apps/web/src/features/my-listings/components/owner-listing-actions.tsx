'use client';

import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PauseCircleOutlineRounded from '@mui/icons-material/PauseCircleOutlineRounded';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Link from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { type ReactElement } from 'react';
import { useTranslations } from 'use-intl';
import { type OwnerListingRow } from '@bazaar/contracts';
import { useConfirmationDialog } from '@/components/dialogs/confirmation-dialog';
import { addListingHref, editListingHref } from '@/lib/listings/listing-links';
import { useDeleteListing } from '../api/delete-listing';
import { useSetListingPaused } from '../api/set-listing-paused';
import { mayPause, mayUnpause } from '../listing-state';

interface Props {
  listing: OwnerListingRow;
  /** Icon buttons in a table row; labelled buttons on a card. */
  variant: 'icons' | 'buttons';
}

interface Action {
  key: string;
  label: string;
  icon: ReactElement;
  href?: string;
  onClick?: () => void;
  loading?: boolean;
  color?: 'error';
}

/** Edit, copy, pause or unpause, and delete one of the owner's listings. */
export function OwnerListingActions({ listing, variant }: Props) {
  const t = useTranslations('myListings');
  const confirm = useConfirmationDialog();
  const setPaused = useSetListingPaused();
  const remove = useDeleteListing();
  const busy = setPaused.isPending || remove.isPending;

  const togglePause = (paused: boolean) =>
    setPaused.mutate(
      { section: listing.section, id: listing.id, paused },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t(paused ? 'toasts.paused' : 'toasts.unpaused', { title: listing.title }),
            {
              variant: 'success',
            },
          ),
      },
    );

  const deleteListing = async () => {
    const confirmed = await confirm({
      title: t('deleteDialog.title'),
      content: t('deleteDialog.content', { title: listing.title }),
      buttonLabel: t('deleteDialog.confirm'),
      cancelLabel: t('deleteDialog.cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { section: listing.section, id: listing.id },
      {
        onSuccess: () =>
          enqueueSnackbar(t('toasts.deleted', { title: listing.title }), { variant: 'success' }),
      },
    );
  };

  const actions: Action[] = [
    {
      key: 'edit',
      label: t('actions.edit'),
      icon: <EditRounded fontSize="small" />,
      href: editListingHref(listing.section, listing.id),
    },
    {
      key: 'copy',
      label: t('actions.copy'),
      icon: <ContentCopyRounded fontSize="small" />,
      href: addListingHref(listing.section, { similarProduct: listing.id }),
    },
  ];
  if (mayUnpause(listing)) {
    actions.push({
      key: 'unpause',
      label: t('actions.unpause'),
      icon: <PlayCircleOutlineRounded fontSize="small" />,
      onClick: () => togglePause(false),
      loading: setPaused.isPending,
    });
  } else if (mayPause(listing)) {
    actions.push({
      key: 'pause',
      label: t('actions.pause'),
      icon: <PauseCircleOutlineRounded fontSize="small" />,
      onClick: () => togglePause(true),
      loading: setPaused.isPending,
    });
  }
  actions.push({
    key: 'delete',
    label: t('actions.delete'),
    icon: <DeleteOutlineRounded fontSize="small" />,
    onClick: () => void deleteListing(),
    loading: remove.isPending,
    color: 'error',
  });

  if (variant === 'buttons') {
    // A toolbar of equal parts, icon over label, so four actions fit a phone's width.
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${actions.length}, 1fr)` }}>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            color={action.color ?? 'primary'}
            loading={action.loading}
            disabled={busy && !action.loading}
            sx={{ flexDirection: 'column', gap: 0.25, minWidth: 0, py: 0.75, fontSize: '0.78rem' }}
            {...(action.href
              ? { component: Link, href: action.href }
              : { onClick: action.onClick })}
          >
            {action.icon}
            {action.label}
          </Button>
        ))}
      </Box>
    );
  }
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        // No tooltip while an action runs: MUI's tooltips refuse disabled buttons.
        <Tooltip key={action.key} title={busy ? '' : action.label}>
          <IconButton
            size="small"
            aria-label={action.label}
            color={action.color ?? 'default'}
            loading={action.loading}
            disabled={busy && !action.loading}
            {...(action.href
              ? { component: Link, href: action.href }
              : { onClick: action.onClick })}
          >
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
