'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'use-intl';
import {
  AD_SERVICE_ID,
  RESERVATION_FOCUS,
  reservationRoles,
  serviceSections,
  type ServiceSection,
} from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadingView } from '@/components/loading-view';
import { lazyLoad } from '@/components/lazy-load';
import { useMyServices } from '../api/get-my-services';
import { CalendarFeedCard } from './calendar-feed-card';
import { ReservationsList } from './reservations-list';

// FullCalendar loads only here, and only for accounts that offer services (ADR 0037).
const ProviderScheduler = lazyLoad(() => import('./provider-scheduler'), {
  placeholderSx: { minHeight: 560 },
});

/** The address's section: `slots` or `reservations`; a customer's page opens on reservations. */
function sectionOf(value: string | null, fallback: ServiceSection): ServiceSection {
  return serviceSections.find((section) => section === value) ?? fallback;
}

/**
 * `/profile/slots` (spec §2, issue 18; BUYER and SELLER): providers get a scheduler of their
 * services' slots and their reservations; customers their own reservations. `?ad=` focuses one
 * service, `?section=slots|reservations` is the tab, and `?role=…&reservation=…` opens it on one
 * reservation from that side (a notification's link, `reservationPagePath`).
 */
export function SlotsPage() {
  const t = useTranslations('bookings');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const services = useMyServices(true);
  const items = services.data?.items ?? [];
  const isProvider = items.length > 0;
  const section = sectionOf(params.get('section'), isProvider ? 'slots' : 'reservations');
  const focused = items.find((item) => item.id === params.get(AD_SERVICE_ID)) ?? items[0] ?? null;
  const openedRole =
    reservationRoles.find((role) => role === params.get(RESERVATION_FOCUS.role)) ?? null;
  const openedReservationId = params.get(RESERVATION_FOCUS.reservation);

  const go = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) next.set(name, value);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };

  if (services.isPending) return <LoadingView label={t('loading')} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="slots-page">
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h4" component="h1">
            {isProvider ? t('pageTitle') : t('myBookingsTitle')}
          </Typography>
          {isProvider ? (
            <TextField
              select
              size="small"
              label={t('service')}
              value={focused?.id ?? ''}
              onChange={(event) => go({ [AD_SERVICE_ID]: event.target.value })}
              sx={{ minWidth: { sm: 280 } }}
              slotProps={{ htmlInput: { 'data-testid': 'service-select' } }}
            >
              {items.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.title || t('untitled')}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
        <Tabs
          value={section}
          onChange={(_event, value: ServiceSection) => go({ section: value })}
          aria-label={t('sections')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="slots" label={t('tabs.slots')} data-testid="tab-slots" />
          <Tab value="reservations" label={t('tabs.reservations')} data-testid="tab-reservations" />
        </Tabs>
        {section === 'slots' ? (
          focused ? (
            <Stack spacing={2.5}>
              <ProviderScheduler key={focused.id} listingId={focused.id} />
              <CalendarFeedCard />
            </Stack>
          ) : (
            <EmptyState title={t('noServicesTitle')} description={t('noServicesDescription')} />
          )
        ) : (
          <Box>
            <ReservationsList
              // A new link (another notification) opens the list afresh on its side.
              key={`${openedRole}:${openedReservationId}`}
              focusedListingId={isProvider ? (focused?.id ?? null) : null}
              isProvider={isProvider}
              initialRole={openedRole}
              openedReservationId={openedReservationId}
            />
            <Box sx={{ mt: 2.5 }}>{isProvider ? null : <CalendarFeedCard />}</Box>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
