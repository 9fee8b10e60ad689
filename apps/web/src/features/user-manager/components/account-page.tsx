'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import {
  accountPictureRules,
  isAdmin,
  mayManageAccount,
  type AccountStatusChange,
  type CurrentUser,
} from '@bazaar/contracts';
import { showConfirmation } from '@/lib/overlays/overlay-store';
import { ErrorView } from '@/components/error-view';
import { LoadingView } from '@/components/loading-view';
import { UserAvatar } from '@/components/user-avatar';
import { useAccount } from '../api/get-account';
import { useDeleteAccount } from '../api/delete-account';
import { useMailPasswordReset } from '../api/mail-password-reset';
import { useUploadAccountPicture } from '../api/upload-account-picture';
import { useViewAs } from '../api/view-as';
import {
  AccountBalance,
  AccountChatReports,
  AccountListings,
  AccountOrders,
  AccountReservations,
  AccountSection,
  AccountSignIns,
} from './account-sections';
import { AccountStatusChip } from './account-status-chip';
import { apiErrorText } from './api-error-text';
import { AuditTrailGrid } from './audit-trail-grid';
import { EditAccountDialog } from './edit-account-dialog';
import { GeneratePasswordDialog } from './generate-password-dialog';
import { ReasonDialog } from './reason-dialog';
import { TopUpDialog } from './top-up-dialog';

interface Props {
  id: string;
  viewer: CurrentUser;
  onBack: () => void;
  onOpenAccount: (id: string) => void;
}

type OpenDialog = 'edit' | 'password' | 'top-up' | null;

/**
 * One account (`/profile/user-manager?user=<id>`): its profile and what an administrator may do
 * to it (the api decides; actions it would refuse are not offered), "view as this user" (read
 * only, ADR 0077), then its listings, orders, reservations, reported conversations, balance,
 * sign-ins and audit trail.
 */
export function AccountPage({ id, viewer, onBack, onOpenAccount }: Props) {
  const t = useTranslations('userManager');
  const format = useFormatter();
  const query = useAccount(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [statusChange, setStatusChange] = useState<AccountStatusChange | null>(null);
  // Which picture the file chooser is for (set on click, read when a file is chosen).
  const [pictureKind, setPictureKind] = useState<'avatar' | 'logo'>('avatar');
  const fileInput = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  const mailReset = useMailPasswordReset();
  const upload = useUploadAccountPicture();
  const viewAs = useViewAs();

  const back = (
    <Button startIcon={<ArrowBackRounded />} onClick={onBack} sx={{ mb: 2 }}>
      {t('back')}
    </Button>
  );
  if (query.isPending) return <LoadingView label={t('loading')} />;
  if (query.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {back}
        <ErrorView error={query.error} />
      </Container>
    );
  }
  const account = query.data;
  const self = account.id === viewer.id;
  const manages = mayManageAccount(viewer, { id: account.id, type: account.type });
  const editsProfile = manages || self;
  const trader = !isAdmin(account.type);
  const blocked = account.status === 'blocked' || account.status === 'paused_blocked';

  const choosePicture = (kind: 'avatar' | 'logo') => {
    setPictureKind(kind);
    fileInput.current?.click();
  };
  const failed = (error: unknown) => enqueueSnackbar(apiErrorText(error), { variant: 'error' });

  const confirmDelete = async () => {
    const confirmed = await showConfirmation({
      title: t('delete.title', { name: account.display_name }),
      content: t('delete.text'),
      buttonLabel: t('delete.confirm'),
      cancelLabel: t('cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(account.id, {
      onSuccess: () => {
        enqueueSnackbar(t('delete.done'), { variant: 'success' });
        onBack();
      },
      onError: failed,
    });
  };
  const confirmResetLink = async () => {
    const confirmed = await showConfirmation({
      title: t('password.resetTitle'),
      content: t('password.resetText', { email: account.email }),
      buttonLabel: t('password.resetConfirm'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    mailReset.mutate(account.id, {
      onSuccess: () => enqueueSnackbar(t('password.resetSent'), { variant: 'success' }),
      onError: failed,
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {back}
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <UserAvatar
            src={account.avatar}
            name={account.display_name}
            variant="profile"
            size={96}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {account.display_name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {account.email}
              {account.email_verified ? ` · ${t('profile.verified')}` : ''}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={t(`types.${account.type}`)} />
              <AccountStatusChip status={account.status} />
              <Chip
                size="small"
                variant="outlined"
                label={t('profile.signedUp', {
                  day: format.dateTime(new Date(account.created_at), { dateStyle: 'medium' }),
                })}
              />
            </Stack>
          </Box>
        </Stack>

        {blocked && account.blocked_reason ? (
          <Alert severity="error">
            {t('profile.blockedBecause', { reason: account.blocked_reason })}
          </Alert>
        ) : null}
        {!manages ? (
          <Alert severity="info" data-testid="account-not-managed">
            {self ? t('profile.ownAccount') : t('profile.onlySuperAdmin')}
          </Alert>
        ) : null}

        <AccountSection title={t('profile.title')}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              gap: 1,
              m: 0,
            }}
          >
            {[
              [t('fields.first_name'), account.first_name],
              [t('fields.last_name'), account.last_name],
              [t('fields.phone'), account.phone],
              ...(account.seller
                ? [
                    [t('fields.account_name'), account.seller.account_name],
                    [t('fields.business_name'), account.seller.business_name],
                  ]
                : []),
            ].map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
            {editsProfile ? (
              <>
                <Button variant="outlined" onClick={() => setDialog('edit')}>
                  {t('actions.edit')}
                </Button>
                <Button
                  variant="outlined"
                  loading={upload.isPending && pictureKind === 'avatar'}
                  onClick={() => choosePicture('avatar')}
                >
                  {t('actions.avatar')}
                </Button>
              </>
            ) : null}
            {manages && account.seller ? (
              <Button
                variant="outlined"
                loading={upload.isPending && pictureKind === 'logo'}
                onClick={() => choosePicture('logo')}
              >
                {t('actions.logo')}
              </Button>
            ) : null}
            {manages ? (
              <>
                <Button
                  variant="contained"
                  startIcon={<VisibilityRounded />}
                  loading={viewAs.isPending}
                  onClick={() => viewAs.mutate(account.id, { onError: failed })}
                >
                  {t('actions.viewAs')}
                </Button>
                {account.status === 'active' || account.status === 'paused' ? (
                  <Button variant="outlined" color="error" onClick={() => setStatusChange('block')}>
                    {t('actions.block')}
                  </Button>
                ) : null}
                {account.status === 'active' ? (
                  <Button
                    variant="outlined"
                    color="warning"
                    onClick={() => setStatusChange('pause')}
                  >
                    {t('actions.pause')}
                  </Button>
                ) : null}
                {account.status !== 'active' ? (
                  <Button variant="outlined" onClick={() => setStatusChange('unblock')}>
                    {t('actions.unblock')}
                  </Button>
                ) : null}
                <Button
                  variant="outlined"
                  loading={mailReset.isPending}
                  onClick={() => void confirmResetLink()}
                >
                  {t('actions.resetLink')}
                </Button>
                <Button variant="outlined" onClick={() => setDialog('password')}>
                  {t('actions.generatePassword')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  loading={remove.isPending}
                  onClick={() => void confirmDelete()}
                >
                  {t('actions.delete')}
                </Button>
              </>
            ) : null}
          </Stack>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={accountPictureRules.mimeTypes.join(',')}
            aria-label={t('actions.avatar')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(
                { id: account.id, kind: pictureKind, file },
                {
                  onSuccess: () => enqueueSnackbar(t('pictureSaved'), { variant: 'success' }),
                  onError: failed,
                },
              );
            }}
          />
        </AccountSection>

        {trader ? (
          <AccountBalance
            account={account}
            action={
              self ? null : (
                <Button variant="contained" onClick={() => setDialog('top-up')}>
                  {t('actions.topUp')}
                </Button>
              )
            }
          />
        ) : null}
        {trader ? <AccountListings account={account} /> : null}
        {trader ? <AccountOrders account={account} /> : null}
        {trader ? <AccountReservations account={account} side="customer" /> : null}
        {account.type === 'SELLER' ? (
          <AccountReservations account={account} side="provider" />
        ) : null}
        <AccountChatReports account={account} />
        <AccountSignIns account={account} />
        <AccountSection title={t('audit.accountTitle')}>
          <AuditTrailGrid
            filters={{ subject: account.id }}
            onOpenAccount={onOpenAccount}
            showSubject={false}
          />
        </AccountSection>
      </Stack>

      <EditAccountDialog
        key={account.updated_at}
        account={account}
        open={dialog === 'edit'}
        onClose={() => setDialog(null)}
      />
      <GeneratePasswordDialog
        account={account}
        open={dialog === 'password'}
        onClose={() => setDialog(null)}
      />
      <TopUpDialog account={account} open={dialog === 'top-up'} onClose={() => setDialog(null)} />
      <ReasonDialog account={account} change={statusChange} onClose={() => setStatusChange(null)} />
    </Container>
  );
}
