'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { type BuyerProfile, type CurrentUser, type SellerProfile } from '@bazaar/contracts';
import { AccountStatusIndicator } from './account-status-indicator';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ImageUpload } from './image-upload';
import { PauseAccount } from './pause-account';
import { PickupAddressForm } from './pickup-address-form';
import { ProfileDetailsForm } from './profile-details-form';
import { SettingsSection } from './settings-section';
import { VerificationFlow } from './verification-flow';
import { useBuyerProfile } from '../api/get-buyer-profile';
import { useCurrentUser } from '../api/get-current-user';
import { useSellerProfile } from '../api/get-seller-profile';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { useUploadLogo } from '../api/upload-logo';
import { useAppSelector } from '@/lib/store/hooks';

const SECTIONS = [
  'pictures',
  'details',
  'pickup',
  'email',
  'phone',
  'password',
  'notifications',
  'status',
  'delete',
] as const;

type Loaded =
  | { type: 'SELLER'; profile: SellerProfile; user: CurrentUser }
  | { type: 'BUYER'; profile: BuyerProfile; user: CurrentUser };

function SettingsContent({ loaded, notifications }: { loaded: Loaded; notifications: ReactNode }) {
  const t = useTranslations('account.settings');
  const uploadAvatar = useUploadAvatar();
  const removeAvatar = useRemoveAvatar();
  const uploadLogo = useUploadLogo();
  const { type, profile, user } = loaded;
  return (
    <Stack spacing={3}>
      <SettingsSection id="pictures" title={t('sections.pictures')} description={t('picturesHint')}>
        <ImageUpload
          kind="avatar"
          currentSrc={user.avatar}
          name={user.display_name}
          upload={uploadAvatar.mutateAsync}
          remove={removeAvatar.mutateAsync}
        />
        {loaded.type === 'SELLER' ? (
          <ImageUpload
            kind="logo"
            currentSrc={loaded.profile.logo}
            upload={uploadLogo.mutateAsync}
          />
        ) : null}
      </SettingsSection>
      <SettingsSection
        id="details"
        title={type === 'SELLER' ? t('sections.business') : t('sections.details')}
      >
        {/* Keyed by the account, so a fresh profile fills the form once. */}
        {loaded.type === 'SELLER' ? (
          <ProfileDetailsForm key={profile.user_id} type="SELLER" profile={loaded.profile} />
        ) : (
          <ProfileDetailsForm key={profile.user_id} type="BUYER" profile={loaded.profile} />
        )}
      </SettingsSection>
      <SettingsSection id="pickup" title={t('sections.pickup')} description={t('pickup.hint')}>
        <PickupAddressForm key={profile.user_id} type={type} address={profile.pickup_address} />
      </SettingsSection>
      <SettingsSection
        id="email"
        title={t('sections.email')}
        description={t('email.current', { email: user.email })}
      >
        <VerificationFlow key={user.email} channel="email" verified={user.email_verified} />
        <ChangeEmailForm type={type} />
      </SettingsSection>
      <SettingsSection
        id="phone"
        title={t('sections.phone')}
        description={user.phone ? t('phone.current', { phone: user.phone }) : t('phone.none')}
      >
        <VerificationFlow
          key={user.phone ?? 'none'}
          channel="phone"
          verified={user.phone_verified}
          unavailable={!user.phone}
        />
      </SettingsSection>
      <SettingsSection
        id="password"
        title={t('sections.password')}
        description={t('password.hint')}
      >
        <ChangePasswordForm type={type} />
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title={t('sections.notifications')}
        description={t('notificationsHint')}
      >
        {notifications}
      </SettingsSection>
      <SettingsSection id="status" title={t('sections.status')} description={t('pause.hint')}>
        <PauseAccount type={type} status={profile.status} />
      </SettingsSection>
      <SettingsSection id="delete" title={t('sections.delete')} tone="danger">
        <DeleteAccount type={type} />
      </SettingsSection>
    </Stack>
  );
}

/**
 * `/profile/settings` for buyers and sellers: every part of the account in one page.
 * `notifications` is the notification preferences, which the notifications feature owns.
 */
export function ProfileSettings({ notifications }: { notifications: ReactNode }) {
  const t = useTranslations('account.settings');
  const userType = useAppSelector((state) => state.auth.userType);
  const user = useCurrentUser();
  const seller = useSellerProfile();
  const buyer = useBuyerProfile();
  const profileQuery = userType === 'SELLER' ? seller : buyer;

  let loaded: Loaded | null = null;
  if (user.data && userType === 'SELLER' && seller.data) {
    loaded = { type: 'SELLER', profile: seller.data, user: user.data };
  } else if (user.data && userType === 'BUYER' && buyer.data) {
    loaded = { type: 'BUYER', profile: buyer.data, user: user.data };
  }
  const failed = user.isError || profileQuery.isError;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
        {user.data ? (
          <Box sx={{ maxWidth: 360, pt: 1 }}>
            <AccountStatusIndicator status={user.data.status} />
          </Box>
        ) : null}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
          gap: 4,
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label={t('sectionsLabel')}
          sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
        >
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {SECTIONS.map((section) => (
              <li key={section}>
                <MuiLink
                  href={`#${section}`}
                  underline="none"
                  color="text.secondary"
                  sx={{
                    display: 'block',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 2,
                    fontWeight: 600,
                    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
                  }}
                >
                  {t(
                    `sections.${section === 'details' && userType === 'SELLER' ? 'business' : section}`,
                  )}
                </MuiLink>
              </li>
            ))}
          </Stack>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {loaded ? (
            <SettingsContent loaded={loaded} notifications={notifications} />
          ) : failed ? (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  onClick={() => {
                    void user.refetch();
                    void profileQuery.refetch();
                  }}
                >
                  {t('retry')}
                </Button>
              }
            >
              {t('loadFailed')}
            </Alert>
          ) : (
            <Stack spacing={3} aria-busy="true" aria-label={t('loading')}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="rounded" height={200} />
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </Container>
  );
}
