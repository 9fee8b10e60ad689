'use client';

import MapOutlined from '@mui/icons-material/MapOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { PlaceOutlined } from '@/components/icons/sprite-icon';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { type ListingLocation as Location } from '@bazaar/contracts';
import { openStreetMapHref } from '../lib/map-link';

/** Where the listing is: zip code and city, and a link to the spot on OpenStreetMap. */
export function ListingLocation({ location }: { location: Location }) {
  const t = useTranslations('listingPage');
  const headingId = useId();
  const { latitude, longitude } = location;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5 }}
      data-testid="listing-location"
    >
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="overline" color="text.secondary" component="h2">
          {t('location.title')}
        </Typography>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <PlaceOutlined color="primary" aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>
            {location.zip_code} {location.city}
          </Typography>
        </Stack>
        {latitude != null && longitude != null ? (
          <Link
            href={openStreetMapHref(latitude, longitude)}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            sx={{
              display: 'flex',
              alignSelf: 'flex-start',
              alignItems: 'flex-start',
              gap: 1.25,
              fontWeight: 600,
            }}
          >
            <MapOutlined fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            <span>
              {t('location.openMap')}
              <OpenInNewRounded
                titleAccess={t('opensInNewTab')}
                sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }}
              />
            </span>
          </Link>
        ) : null}
      </Stack>
    </Card>
  );
}
