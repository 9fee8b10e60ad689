'use client';

import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  eshopProviders,
  RECOMMENDED_PROVIDER_DISCOUNT_PERCENT,
  type EshopProvider,
} from '@bazaar/contracts';

const externalLink = { target: '_blank', rel: 'noopener noreferrer' } as const;

function ProviderRow({ provider }: { provider: EshopProvider }) {
  const t = useTranslations('shell.eshop');
  return (
    <Box
      component="li"
      data-testid={`eshop-provider-${provider.id}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: '40px minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: provider.recommended ? 'primary.main' : 'divider',
        bgcolor: provider.recommended ? 'action.hover' : 'transparent',
      }}
    >
      <Image
        src={provider.logo}
        alt=""
        width={40}
        height={40}
        unoptimized
        style={{ borderRadius: 10 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
          {provider.name}
        </Typography>
        {provider.recommended ? (
          <Tooltip
            describeChild
            title={t('recommendedTooltip', {
              name: provider.name,
              percent: RECOMMENDED_PROVIDER_DISCOUNT_PERCENT,
            })}
          >
            <Chip
              label={t('recommended')}
              size="small"
              color="primary"
              tabIndex={0}
              data-testid="eshop-recommended"
              sx={{ height: 22, fontSize: 12 }}
            />
          </Tooltip>
        ) : null}
      </Box>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1 },
        }}
      >
        <Button
          size="small"
          variant={provider.recommended ? 'contained' : 'outlined'}
          href={provider.link}
          {...externalLink}
          endIcon={<OpenInNewRounded sx={{ fontSize: '16px !important' }} />}
          aria-label={t('signUpWith', { name: provider.name })}
        >
          {t('signUp')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          href={provider.app_link}
          {...externalLink}
          endIcon={<OpenInNewRounded sx={{ fontSize: '16px !important' }} />}
          aria-label={t('appListingOf', { name: provider.name })}
          sx={{ color: 'text.secondary', borderColor: 'divider' }}
        >
          {t('appListing')}
        </Button>
      </Box>
    </Box>
  );
}

/** The e-shop platforms of spec §2 with their sign-up and app-store links, shopline recommended. */
export function EshopProviderList({ titleId }: { titleId?: string }) {
  const t = useTranslations('shell.eshop');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 17 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('description')}
        </Typography>
      </Box>
      <Stack
        component="ul"
        spacing={1}
        aria-label={t('providers')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {eshopProviders.map((provider) => (
          <ProviderRow key={provider.id} provider={provider} />
        ))}
      </Stack>
    </Stack>
  );
}

interface Props {
  /** Icon only, for narrow bars. */
  compact?: boolean;
}

/** The top bar's "Create E-Shop" button and its list of providers. */
export function CreateEshopMenu({ compact = false }: Props) {
  const t = useTranslations('shell.eshop');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const open = anchor !== null;

  return (
    <>
      <Tooltip title={compact ? t('button') : ''}>
        <Button
          variant="outlined"
          color="primary"
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={open ? popoverId : undefined}
          aria-label={compact ? t('button') : undefined}
          data-testid="create-eshop-button"
          startIcon={compact ? undefined : <AddBusinessOutlined />}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          sx={{
            whiteSpace: 'nowrap',
            borderRadius: 999,
            height: 40,
            minWidth: compact ? 40 : undefined,
            px: compact ? 0 : 2,
            flexShrink: 0,
          }}
        >
          {compact ? <AddBusinessOutlined /> : t('button')}
        </Button>
      </Tooltip>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { mt: 1, p: 2, width: 380, maxWidth: 'calc(100vw - 24px)', borderRadius: 3 },
          },
        }}
      >
        <EshopProviderList titleId={titleId} />
      </Popover>
    </>
  );
}
