'use client';

import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { isAdmin } from '@bazaar/contracts';
import { useCurrentUser } from '@/lib/session/current-user';
import { useAddressFilters } from '@/lib/use-address-filters';
import { viewFromSearchParams, viewToSearchParams, type UserManagerView } from '../filters';
import { AccountPage } from './account-page';
import { AccountsPanel } from './accounts-panel';
import { AuditPanel } from './audit-panel';
import { PaymentsPanel } from './payments-panel';

/**
 * `/profile/user-manager` (administrators): the accounts grid, the whole audit trail and the
 * payments overview, each with its filters in the address; `?user=<id>` opens one account's page (spec §2).
 */
export function UserManagerPage() {
  const t = useTranslations('userManager');
  const { filters: view, applyFilters } = useAddressFilters(
    viewFromSearchParams,
    viewToSearchParams,
  );
  const viewer = useCurrentUser().data;
  const openAccount = (user: string) =>
    applyFilters((current): UserManagerView => ({ ...current, user }), { push: true });

  if (!viewer || !isAdmin(viewer.type)) return null;
  if (view.user) {
    return (
      <AccountPage
        key={view.user}
        id={view.user}
        viewer={viewer}
        onOpenAccount={openAccount}
        onBack={() => applyFilters({ user: undefined }, { push: true })}
      />
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Stack>
      <Tabs
        value={view.tab}
        onChange={(_event, tab: UserManagerView['tab']) => applyFilters({ tab }, { push: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="accounts" label={t('tabs.accounts')} />
        <Tab value="audit" label={t('tabs.audit')} />
        <Tab value="payments" label={t('tabs.payments')} />
      </Tabs>
      {view.tab === 'payments' ? (
        <PaymentsPanel
          filters={view.payments}
          onChange={(payments) =>
            applyFilters((current) => ({
              ...current,
              payments: { ...current.payments, ...payments },
            }))
          }
          onOpenAccount={openAccount}
        />
      ) : view.tab === 'audit' ? (
        <AuditPanel
          filters={view.audit}
          onChange={(audit) =>
            applyFilters((current) => ({ ...current, audit: { ...current.audit, ...audit } }))
          }
          onOpenAccount={openAccount}
        />
      ) : (
        <AccountsPanel
          filters={view.accounts}
          onChange={(accounts) =>
            applyFilters((current) => ({
              ...current,
              accounts: { ...current.accounts, ...accounts },
            }))
          }
          onOpenAccount={openAccount}
          viewerType={viewer.type}
        />
      )}
    </Container>
  );
}
