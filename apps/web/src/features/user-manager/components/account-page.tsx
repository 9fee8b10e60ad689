'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  isAdmin,
  mayManageAccount,
  type AccountStatusChange,
  type CurrentUser,
} from '@bazaar/contracts';
import { ErrorView } from '@/components/error-view';
import { LoadingView } from '@/components/loading-view';
import { useAccount } from '../api/get-account';
import {
  AccountBalance,
  AccountChatReports,
  AccountListings,
  AccountOrders,
  AccountReservations,
  AccountSection,
  AccountSignIns,
} from './account-sections';
import { AccountActions } from './account-actions';
import { AccountHeader } from './account-header';
import { AccountProfileDetails } from './account-profile-details';
import { AuditTrailGrid } from './audit-trail-grid';
import { EditAccountDialog } from './edit-account-dialog';
import { GeneratePasswordDialog } from './generate-password-dialog';
import { AccountStatusDialog } from './account-status-dialog';
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
  const query = useAccount(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [statusChange, setStatusChange] = useState<AccountStatusChange | null>(null);

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

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {back}
      <Stack spacing={3}>
        <AccountHeader account={account} />

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
          <AccountProfileDetails account={account} />
          <AccountActions
            account={account}
            manages={manages}
            editsProfile={editsProfile}
            onBack={onBack}
            onOpenDialog={setDialog}
            onChangeStatus={setStatusChange}
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
      <AccountStatusDialog
        account={account}
        change={statusChange}
        onClose={() => setStatusChange(null)}
      />
    </Container>
  );
}
