'use client';

import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { StorefrontOutlined } from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId, useRef, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type CartHistoryRole, type Order } from '@bazaar/contracts';
import { MessageButton } from '@/components/message-button';
import { PostalAddress } from '@/components/postal-address';
import { sellerHref } from '@/lib/listings/listing-links';
import { partiesShown } from '../order-state';
import { OrderActions } from './order-actions';
import { OrderCardHeader } from './order-card-header';

type Party = Order['buyer'];

interface Props {
  order: Order;
  role: CartHistoryRole;
  /** Administrators narrow the list to one buyer's or one seller's orders from a row. */
  onFilterBuyer?: (buyer: Party) => void;
  onFilterSeller?: (seller: Party) => void;
}

function BlockLabel({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="caption"
      component="p"
      color="text.secondary"
      sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em', mb: 0.5 }}
    >
      {children}
    </Typography>
  );
}

/** A line of icon and text, for contact details and the fulfilment. */
function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** A buyer or a seller by name; the seller's name leads to their page. */
function PartyBlock({
  label,
  party,
  href,
  filterLabel,
  onFilter,
  children,
}: {
  label: string;
  party: Party;
  href?: string;
  filterLabel: string;
  onFilter?: () => void;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <BlockLabel>{label}</BlockLabel>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {href ? (
          <MuiLink
            component={Link}
            href={href}
            prefetch={false}
            underline="hover"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {party.display_name}
          </MuiLink>
        ) : (
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {party.display_name}
          </Typography>
        )}
        {onFilter ? (
          <Tooltip title={filterLabel}>
            <IconButton size="small" aria-label={filterLabel} onClick={onFilter}>
              <FilterAltOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}

/** The buyer's contact as they gave it at checkout, with links that write or call. */
function ContactLines({ contact }: { contact: Order['contact'] }) {
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <IconLine icon={<PersonOutlineRounded fontSize="small" />}>
        <Typography variant="body2">{contact.name}</Typography>
      </IconLine>
      <IconLine icon={<EmailOutlined fontSize="small" />}>
        <MuiLink href={`mailto:${contact.email}`} variant="body2">
          {contact.email}
        </MuiLink>
      </IconLine>
      {contact.phone ? (
        <IconLine icon={<PhoneOutlined fontSize="small" />}>
          <MuiLink href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`} variant="body2">
            {contact.phone}
          </MuiLink>
        </IconLine>
      ) : null}
    </Stack>
  );
}

function FulfilmentBlock({ order }: { order: Order }) {
  const t = useTranslations('cartHistory.order');
  const address = order.delivery_address;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BlockLabel>{t('fulfilment')}</BlockLabel>
      {order.fulfilment === 'delivery' ? (
        <IconLine icon={<LocalShippingOutlined fontSize="small" />}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('delivery')}
          </Typography>
          {address ? <PostalAddress address={address} /> : null}
        </IconLine>
      ) : (
        <IconLine icon={<StorefrontOutlined fontSize="small" />}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('pickup')}
          </Typography>
          {/* The address the seller gave when the order was placed. */}
          {order.pickup_address ? (
            <PostalAddress address={order.pickup_address} testId="order-pickup-address" />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('pickupAddressUnknown')}
            </Typography>
          )}
        </IconLine>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t(order.fulfilment === 'delivery' ? 'paymentOnDelivery' : 'paymentOnPickup')}
      </Typography>
    </Box>
  );
}

function OrderItems({ order }: { order: Order }) {
  const t = useTranslations('cartHistory.order');
  const locale = useLocale();
  return (
    <Box component="ul" aria-label={t('items')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.items.map((item) => (
        <Box
          component="li"
          key={item.id}
          data-testid="order-item"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto 7.5rem' },
            gridTemplateAreas: {
              xs: '"title title" "quantity total"',
              sm: '"title quantity total"',
            },
            columnGap: 2,
            rowGap: 0.25,
            alignItems: 'baseline',
            py: 1,
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Box sx={{ gridArea: 'title', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            {item.variant_name ? (
              <Typography variant="caption" color="text.secondary">
                {item.variant_name}
              </Typography>
            ) : null}
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ gridArea: 'quantity', whiteSpace: 'nowrap' }}
          >
            {t('quantityTimesPrice', {
              quantity: item.quantity,
              price: formatMoney(item.unit_price, locale),
            })}
          </Typography>
          <Typography
            variant="body2"
            sx={{ gridArea: 'total', textAlign: 'right', fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {formatMoney(item.line_total, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One order: its number, day and status, the other side (the seller of what one bought, the
 * buyer and their contact of what one received, both for administrators), how it reaches the
 * buyer, the note, the items and the total, and the moves the caller may make.
 */
export function OrderCard({ order, role, onFilterBuyer, onFilterSeller }: Props) {
  const t = useTranslations('cartHistory');
  const locale = useLocale();
  const headingId = useId();
  const cardRef = useRef<HTMLLIElement>(null);
  const shown = partiesShown(role);

  return (
    <Card
      component="li"
      ref={cardRef}
      // Focus lands on the order after it moved, in place of the button that went away.
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="order"
      data-order-number={order.number}
      sx={{
        borderRadius: '12px',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <OrderCardHeader order={order} headingId={headingId} />
      {order.status_reason ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ px: { xs: 2, sm: 2.5 }, pt: 1.5, overflowWrap: 'anywhere' }}
          data-testid="order-status-reason"
        >
          {t('order.reason', { reason: order.status_reason })}
        </Typography>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 2.5,
          px: { xs: 2, sm: 2.5 },
          py: 2,
        }}
      >
        {shown.seller ? (
          <PartyBlock
            label={t('order.seller')}
            party={order.seller}
            href={sellerHref(order.seller.id)}
            filterLabel={t('filters.onlySeller', { name: order.seller.display_name })}
            onFilter={onFilterSeller ? () => onFilterSeller(order.seller) : undefined}
          />
        ) : null}
        {shown.buyer ? (
          <PartyBlock
            label={t('order.buyer')}
            party={order.buyer}
            filterLabel={t('filters.onlyBuyer', { name: order.buyer.display_name })}
            onFilter={onFilterBuyer ? () => onFilterBuyer(order.buyer) : undefined}
          >
            <ContactLines contact={order.contact} />
          </PartyBlock>
        ) : null}
        <FulfilmentBlock order={order} />
        {order.note ? (
          <Box sx={{ minWidth: 0 }}>
            <BlockLabel>{t('order.note')}</BlockLabel>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="order-note"
            >
              {order.note}
            </Typography>
          </Box>
        ) : null}
      </Box>

      <Divider />
      <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5 }}>
        <OrderItems order={order} />
      </Box>
      <Divider />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{
          px: { xs: 2, sm: 2.5 },
          py: 1.5,
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('order.total')}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }} data-testid="order-total">
            {formatMoney(order.total, locale)}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' }, alignItems: 'center' }}
        >
          {role === 'all' ? null : (
            <MessageButton
              subject={{
                kind: 'order',
                id: order.id,
                title: t('order.number', { number: order.number }),
              }}
              recipient={role === 'buyer' ? order.seller : order.buyer}
              label={role === 'buyer' ? 'messageSeller' : 'messageBuyer'}
              variant="text"
              compose={false}
            />
          )}
          <OrderActions
            order={order}
            role={role}
            // After the render that removes the dialog, whose focus trap hands focus back first.
            onMoved={() => window.setTimeout(() => cardRef.current?.focus())}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
