'use client';

import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { routes, signInLocation, type SellerCart } from '@bazaar/contracts';
import { useConfirmationDialog } from '@/components/dialogs/confirmation-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { LoadingView } from '@/components/loading-view';
import { RoundIconBadge } from '@/components/round-icon-badge';
import { useClearCart } from '../hooks/use-cart-changes';
import { useCartView } from '../hooks/use-cart-view';
import { CheckoutDialog } from './checkout-dialog';
import { SellerCartCard } from './seller-cart-card';

interface Checkout {
  cart: SellerCart;
  open: boolean;
}

/**
 * `/cart` (public): the carts, one per seller, each with its lines and its own checkout. A
 * visitor who checks out signs in first and comes back here, where the cart has been merged.
 */
export function CartPage() {
  const t = useTranslations('cart.page');
  const router = useRouter();
  const view = useCartView();
  const confirm = useConfirmationDialog();
  const clear = useClearCart();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // Counts the openings of the checkout: each gets a fresh form, with a fresh Idempotency-Key.
  const [attempt, setAttempt] = useState(0);

  const startCheckout = (cart: SellerCart) => {
    if (!view.signedIn) {
      router.push(signInLocation(routes.cart));
      return;
    }
    setAttempt((count) => count + 1);
    setCheckout({ cart, open: true });
  };

  const clearCart = async () => {
    const confirmed = await confirm({
      title: t('clearTitle'),
      content: t('clearText'),
      buttonLabel: t('clearConfirm'),
      cancelLabel: t('clearCancel'),
      destructive: true,
    });
    if (confirmed) clear.mutate(undefined);
  };

  const carts = view.carts ?? [];
  const lineCount = carts.reduce((sum, cart) => sum + cart.items.length, 0);

  let body;
  if (view.isPending) body = <LoadingView label={t('loading')} />;
  else if (view.error)
    body = <ErrorView error={view.error} onRetry={view.refetch} titleComponent="h2" />;
  else if (carts.length === 0)
    body = (
      <EmptyState
        title={t('emptyTitle')}
        description={t('emptyText')}
        image={
          <RoundIconBadge>
            <ShoppingCartOutlined aria-hidden />
          </RoundIconBadge>
        }
        titleComponent="h2"
      />
    );
  else
    body = (
      <Stack spacing={3} data-testid="seller-carts">
        {carts.map((cart) => (
          <SellerCartCard key={cart.seller.id} cart={cart} onCheckOut={startCheckout} />
        ))}
      </Stack>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 }, px: { xs: 0, sm: 2, md: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: { xs: 2, md: 3 } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {t('title')}
          </Typography>
          {lineCount > 0 ? (
            <Typography color="text.secondary" data-testid="cart-summary">
              {t('summary', { items: lineCount, sellers: carts.length })}
            </Typography>
          ) : null}
        </Stack>
        {lineCount > 0 ? (
          <Button
            // Neutral text keeps its contrast on the page background; the icon carries the warning.
            color="inherit"
            startIcon={<DeleteSweepOutlined color="error" />}
            onClick={() => void clearCart()}
            loading={clear.isPending}
            loadingPosition="start"
            sx={{ flexShrink: 0 }}
            data-testid="clear-cart-button"
          >
            {t('clear')}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {view.isRefreshing ? <LinearProgress aria-label={t('updating')} /> : null}
      </Box>
      {body}
      <CheckoutDialog
        cart={checkout?.cart ?? null}
        attempt={attempt}
        open={checkout?.open ?? false}
        onClose={() => setCheckout((current) => (current ? { ...current, open: false } : null))}
      />
    </Container>
  );
}
