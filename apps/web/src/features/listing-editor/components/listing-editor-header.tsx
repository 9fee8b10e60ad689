'use client';

import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { type MarketplaceSection, type OwnerListing, type OwnerRevision } from '@bazaar/contracts';
import { DivisionIcon } from '@/components/division-visual';
import { listingHref } from '@/lib/listings/listing-links';
import { ListingStatusChip } from './listing-status-chip';

/** The editor's title: the division, the saved listing's status and a link to it when live. */
export function ListingEditorHeader({
  section,
  saved,
  revision,
}: {
  section: MarketplaceSection;
  saved: OwnerListing | null;
  /** The revision an administrator asked of it, if any. */
  revision?: OwnerRevision;
}) {
  const t = useTranslations('listingEditor');
  const tDivisions = useTranslations('divisions');
  const division = tDivisions(`${section}.name`);
  const isLive = saved?.draft_state === 'sent' && saved.status === 'active';
  return (
    <Stack spacing={1.5} sx={{ mb: { xs: 2.5, md: 4 } }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
        <DivisionIcon section={section} size={32} />
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          {division}
        </Typography>
        {saved ? <ListingStatusChip listing={saved} revision={revision} /> : null}
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {saved ? t('editTitle') : t('addTitle', { division })}
      </Typography>
      <Typography color="text.secondary">{saved ? t('editSubtitle') : t('addSubtitle')}</Typography>
      {isLive ? (
        <Box>
          <Button
            component={Link}
            href={listingHref(section, saved.id)}
            size="small"
            endIcon={<OpenInNewRounded />}
          >
            {t('actions.view')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
