'use client';

import BusinessRounded from '@mui/icons-material/BusinessRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { useCompanyDetails } from '../api/get-company-details';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A seller's company under their name: the business name and where buyers collect pickups. */
export function CompanyFacts({ sellerId, displayName }: { sellerId: string; displayName: string }) {
  const t = useTranslations('listings.sellerPage');
  const company = useCompanyDetails(sellerId).data;
  if (!company) return null;
  const pickup = company.pickup_address;
  // The heading already shows the business name when the seller chose it as their name.
  const businessName = company.business_name !== displayName ? company.business_name : null;
  if (!businessName && !pickup) return null;
  return (
    <Stack spacing={0.5} data-testid="company-details">
      {businessName ? (
        <Fact icon={<BusinessRounded fontSize="small" />}>
          {t('company', { name: businessName })}
        </Fact>
      ) : null}
      {pickup ? (
        <Fact icon={<PlaceOutlined fontSize="small" />}>
          {t('pickupAt', { address: `${pickup.street}, ${pickup.zip_code} ${pickup.city}` })}
        </Fact>
      ) : null}
    </Stack>
  );
}
