'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { isAdmin } from '@bazaar/contracts';
import { LeadParagraph } from '@/components/lead-paragraph';
import { useAppSelector } from '@/lib/store/hooks';
import { SupportFaq } from './support-faq';
import { SupportForm } from './support-form';
import { SupportRequestsAdmin } from './support-requests-admin';

/** The query parameter naming the open tab; only administrators have a second one. */
export const SUPPORT_TAB_PARAM = 'tab';
const REQUESTS_TAB = 'requests';

function ContactView() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <SupportForm />
      </Card>
      <SupportFaq />
    </Box>
  );
}

/**
 * `/support` (public): the support form and the FAQ. Administrators also get the list of support
 * requests as a second tab here (`?tab=requests`), since the route table has no admin page for it.
 */
export function SupportPage() {
  const t = useTranslations('support');
  const admin = useAppSelector((state) => isAdmin(state.auth.userType));
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const tab =
    admin && searchParams.get(SUPPORT_TAB_PARAM) === REQUESTS_TAB ? REQUESTS_TAB : 'contact';

  const selectTab = (value: string) => {
    const params = new URLSearchParams(searchParams.toString());
    if (value === REQUESTS_TAB) params.set(SUPPORT_TAB_PARAM, REQUESTS_TAB);
    else params.delete(SUPPORT_TAB_PARAM);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 }, px: { xs: 0, sm: 2, md: 3 } }}>
      <Stack spacing={1} sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('title')}
        </Typography>
        <LeadParagraph>{t('intro')}</LeadParagraph>
      </Stack>
      {admin ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: string) => selectTab(value)}
            aria-label={t('tabsLabel')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab
              value="contact"
              label={t('tabs.contact')}
              id="support-tab-contact"
              aria-controls="support-panel-contact"
            />
            <Tab
              value={REQUESTS_TAB}
              label={t('tabs.requests')}
              id="support-tab-requests"
              aria-controls="support-panel-requests"
            />
          </Tabs>
          <Box role="tabpanel" id={`support-panel-${tab}`} aria-labelledby={`support-tab-${tab}`}>
            {tab === REQUESTS_TAB ? <SupportRequestsAdmin /> : <ContactView />}
          </Box>
        </>
      ) : (
        <ContactView />
      )}
    </Container>
  );
}
