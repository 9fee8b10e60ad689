'use client';

import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { accountMenus, routes, signInLocation, type AccountType } from '@bazaar/contracts';
import { MarketIllustration } from '@/components/market-illustration';
import { UserAvatar } from '@/components/user-avatar';
import { useSignOut } from '@/lib/session/use-sign-out';
import { useAppSelector } from '@/lib/store/hooks';
import { useCurrentUser } from '../api/get-current-user';
import { menuLabelKey } from '../menu-labels';
import { AccountStatusIndicator } from './account-status-indicator';

function SignedInProfile({ accountType }: { accountType: AccountType }) {
  const t = useTranslations('account');
  const user = useCurrentUser();
  const { signOut, pending } = useSignOut();
  const entries = accountMenus[accountType].filter((entry) => entry.path !== null);
  const data = user.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <UserAvatar src={data?.avatar} name={data?.display_name} variant="profile" />
          <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
              {data ? data.display_name : <Skeleton width={220} />}
            </Typography>
            <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {data ? data.email : <Skeleton width={260} />}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip label={t(`types.${accountType}`)} color="primary" variant="outlined" />
              {data?.email_verified ? (
                <Chip icon={<VerifiedRounded />} label={t('profile.emailVerified')} />
              ) : null}
            </Stack>
          </Stack>
        </Stack>
        {data ? (
          <Box sx={{ mt: 3 }}>
            <AccountStatusIndicator status={data.status} />
          </Box>
        ) : null}
      </Card>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        {t('profile.yourPages')}
      </Typography>
      <Card>
        <List disablePadding aria-label={t('profile.yourPages')}>
          {entries.map((entry, index) => {
            const key = menuLabelKey(entry);
            return (
              <ListItemButton
                key={entry.path}
                component={NextLink}
                href={entry.path ?? routes.home}
                divider={index < entries.length - 1}
                sx={{ py: 1.5, px: 3 }}
              >
                <ListItemText primary={key ? t(`menu.${key}`) : entry.label} />
                <ChevronRightRounded sx={{ color: 'text.secondary' }} />
              </ListItemButton>
            );
          })}
        </List>
      </Card>
      <Button
        startIcon={<LogoutRounded />}
        color="inherit"
        onClick={() => void signOut()}
        loading={pending}
        sx={{ mt: 3, color: 'text.secondary' }}
      >
        {t('menu.signOut')}
      </Button>
    </Container>
  );
}

function SignedOutProfile() {
  const t = useTranslations('account');
  const choices = [
    {
      key: 'buyer',
      icon: <ShoppingBagRounded />,
      title: t('profile.buyerTitle'),
      text: t('profile.buyerText'),
      href: '/auth/sign-up/user',
      action: t('profile.signUpUser'),
    },
    {
      key: 'business',
      icon: <StorefrontRounded />,
      title: t('profile.businessTitle'),
      text: t('profile.businessText'),
      href: '/auth/sign-up/business',
      action: t('profile.signUpBusiness'),
    },
  ];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MarketIllustration width={180} />
        <Stack spacing={1} sx={{ maxWidth: 520 }}>
          <Typography variant="h4" component="h1">
            {t('profile.signedOutTitle')}
          </Typography>
          <Typography color="text.secondary">{t('profile.signedOutDescription')}</Typography>
        </Stack>
        <Button
          component={NextLink}
          href={signInLocation(routes.profile)}
          variant="contained"
          size="large"
          startIcon={<LoginRounded />}
          sx={{ px: 5 }}
        >
          {t('signIn')}
        </Button>
      </Stack>
      <Box
        sx={{
          mt: 6,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {choices.map((choice) => (
          <Card key={choice.key} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: 'primary.main',
              }}
            >
              {choice.icon}
            </Box>
            <Typography variant="h6" component="h2">
              {choice.title}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {choice.text}
            </Typography>
            <Button
              component={NextLink}
              href={choice.href}
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            >
              {choice.action}
            </Button>
          </Card>
        ))}
      </Box>
    </Container>
  );
}

/** `/profile`: the signed-in user's overview, or for visitors the way to sign in or sign up. */
export function ProfileOverview() {
  const token = useAppSelector((state) => state.auth.token);
  const userType = useAppSelector((state) => state.auth.userType);
  return token && userType ? <SignedInProfile accountType={userType} /> : <SignedOutProfile />;
}
