'use client';

import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { initialsOf } from '@/components/user-avatar';
import { type ListingPageSeller } from '../lib/listing-page-data';

interface Props {
  seller: ListingPageSeller;
  /** Pixels of the logo or avatar. */
  size: number;
  /** The name as the page needs it: a heading on the seller page, a link on the item page. */
  name: ReactNode;
}

/**
 * A seller as people recognise them: the business's logo (square) or the person's avatar
 * (round), initials without one, the display name, whether it is a business, and since when.
 */
export function SellerIdentity({ seller, size, name }: Props) {
  const t = useTranslations('listings');
  const format = useFormatter();
  const business = seller.account_type === 'SELLER';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={seller.logo ?? undefined}
        alt=""
        variant={business ? 'rounded' : 'circular'}
        sx={{
          width: size,
          height: size,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: size * 0.38,
          fontWeight: 700,
          border: 1,
          borderColor: 'divider',
          borderRadius: business ? 3 : '50%',
        }}
      >
        {initialsOf(seller.display_name)}
      </Avatar>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        {name}
        <Typography variant="body2" color="text.secondary">
          {business ? t('businessSeller') : t('privateSeller')}
          {seller.member_since
            ? ` · ${t('memberSince', {
                date: format.dateTime(new Date(seller.member_since), {
                  month: 'long',
                  year: 'numeric',
                }),
              })}`
            : null}
        </Typography>
      </Stack>
    </Stack>
  );
}
