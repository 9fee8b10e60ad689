'use client';

import {
  AddShoppingCartRounded,
  RemoveShoppingCartOutlined,
  ShoppingCartCheckoutRounded,
} from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  CART_QUANTITY_MAX,
  formatMoney,
  isCartSection,
  routes,
  type ListingCard,
  type ListingDetail,
  type ProductVariant,
} from '@bazaar/contracts';
import { getProductVariants } from '@/entities/cart/get-product-variants';
import { useCart } from '@/entities/cart/use-cart';
import { useAppSelector } from '@/lib/store/hooks';

type CartListing = Pick<ListingCard, 'id' | 'section' | 'title' | 'quantity'> & {
  seller: { id: string };
};

/** Whether the cart button belongs on this listing: goods bought through the cart, not one's own. */
function useOffersCart(listing: CartListing): boolean {
  const userId = useAppSelector((state) => state.auth.userId);
  return isCartSection(listing.section) && listing.seller.id !== userId;
}

function InCartLink({ size }: { size: 'small' | 'medium' }) {
  const t = useTranslations('cart');
  return (
    <Button
      component={Link}
      href={routes.cart}
      size={size}
      variant="outlined"
      color="success"
      startIcon={<ShoppingCartCheckoutRounded />}
      // The visible label leads the name, so voice control finds it by what it reads.
      aria-label={t('inCartLink')}
      data-testid="in-cart-link"
    >
      {t('inCart')}
    </Button>
  );
}

function SoldOutButton({ size }: { size: 'small' | 'medium' }) {
  const t = useTranslations('cart');
  return (
    <Button
      size={size}
      variant="outlined"
      disabled
      startIcon={<RemoveShoppingCartOutlined />}
      data-testid="sold-out-button"
    >
      {t('soldOut')}
    </Button>
  );
}

/** "Title" or "Title (Variant)", as the api's messages name a product. */
function productTitle(title: string, variant: ProductVariant | null): string {
  return variant ? `${title} (${variant.name})` : title;
}

function variantLabel(
  variant: ProductVariant,
  locale: string,
  soldOut: string,
): { primary: string; secondary: string } {
  return {
    primary: variant.name,
    secondary: variant.quantity > 0 ? formatMoney(variant.price, locale) : soldOut,
  };
}

/**
 * The cart button leads a card's row of buttons; the smaller icon buttons gather at the end.
 * (The row is a Stack, which resets its children's margins, so the slot grows instead.)
 */
function CardSlot({ children }: { children: ReactNode }) {
  return <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>;
}

/**
 * A card's cart button (compact): "Add to Cart", "In Cart" (leads to the cart) or "Sold Out".
 * A Shop Hub product with variants is bought as one of them, so the first press asks which.
 */
export function AddToCartButton({ listing }: { listing: ListingCard }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const offersCart = useOffersCart(listing);
  const { isInCart, addToCart, adding } = useCart();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const variants = useMutation({ mutationFn: getProductVariants });

  if (!offersCart) return null;
  if (listing.quantity === 0)
    return (
      <CardSlot>
        <SoldOutButton size="small" />
      </CardSlot>
    );
  if (isInCart(listing.id))
    return (
      <CardSlot>
        <InCartLink size="small" />
      </CardSlot>
    );

  const add = (variant: ProductVariant | null) => {
    setAnchor(null);
    addToCart({
      product_id: listing.id,
      product_variant_id: variant?.id ?? null,
      quantity: 1,
      title: productTitle(listing.title, variant),
      stock: variant?.quantity ?? listing.quantity,
    });
  };

  const press = (button: HTMLElement) => {
    // Only Shop Hub products come in variants; the others go straight in.
    if (listing.section !== 'catalog') return add(null);
    variants.mutate(listing.id, {
      onSuccess: (found) => (found.length > 0 ? setAnchor(button) : add(null)),
    });
  };

  const open = anchor !== null && (variants.data?.length ?? 0) > 0;
  return (
    <CardSlot>
      <Button
        size="small"
        variant="contained"
        startIcon={<AddShoppingCartRounded />}
        loading={adding || variants.isPending}
        loadingPosition="start"
        onClick={(event) => press(event.currentTarget)}
        aria-haspopup={listing.section === 'catalog' ? 'menu' : undefined}
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? true : undefined}
        data-testid="add-to-cart-button"
      >
        {t('addToCart')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('chooseVariant', { title: listing.title }) } }}
      >
        {(variants.data ?? []).map((variant) => {
          const label = variantLabel(variant, locale, t('soldOut'));
          return (
            <MenuItem
              key={variant.id}
              disabled={variant.quantity === 0 || isInCart(listing.id, variant.id)}
              onClick={() => add(variant)}
            >
              <ListItemText primary={label.primary} secondary={label.secondary} />
            </MenuItem>
          );
        })}
      </Menu>
    </CardSlot>
  );
}

function wholeQuantity(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
}

/**
 * An item page's cart controls (full): the variant of a Shop Hub product that has them, the
 * quantity, and the button in its state. The quantity is not capped at the stock here: the
 * stock is checked when adding, and too many is refused with a message that says how many there are.
 */
export function ItemAddToCart({ listing }: { listing: ListingDetail }) {
  // Another item page reuses this place in the tree: its choice starts afresh.
  return <ItemCartControls key={listing.id} listing={listing} />;
}

function ItemCartControls({ listing }: { listing: ListingDetail }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const offersCart = useOffersCart(listing);
  const { isInCart, addToCart, adding } = useCart();
  const variants = listing.section === 'catalog' ? listing.attributes.variants : [];
  const [variantId, setVariantId] = useState<string | null>(
    () => (variants.find((variant) => variant.quantity > 0) ?? variants[0])?.id ?? null,
  );
  const [quantity, setQuantity] = useState('1');

  if (!offersCart) return null;
  const variant = variants.find((candidate) => candidate.id === variantId) ?? null;
  const stock = variant ? variant.quantity : listing.quantity;

  let action;
  if (stock === 0) action = <SoldOutButton size="medium" />;
  else if (isInCart(listing.id, variant?.id ?? null)) action = <InCartLink size="medium" />;
  else
    action = (
      <Button
        variant="contained"
        startIcon={<AddShoppingCartRounded />}
        loading={adding}
        loadingPosition="start"
        onClick={() =>
          addToCart({
            product_id: listing.id,
            product_variant_id: variant?.id ?? null,
            quantity: wholeQuantity(quantity),
            title: productTitle(listing.title, variant),
            stock,
          })
        }
        data-testid="add-to-cart-button"
      >
        {t('addToCart')}
      </Button>
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {variants.length > 0 ? (
        <TextField
          select
          size="small"
          label={t('variant')}
          value={variantId ?? ''}
          onChange={(event) => setVariantId(event.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'cart-variant-select' } }}
        >
          {variants.map((option) => {
            const label = variantLabel(option, locale, t('soldOut'));
            return (
              <MenuItem key={option.id} value={option.id}>
                {`${label.primary} · ${label.secondary}`}
              </MenuItem>
            );
          })}
        </TextField>
      ) : null}
      {stock > 0 && !isInCart(listing.id, variant?.id ?? null) ? (
        <TextField
          size="small"
          type="number"
          label={t('quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => setQuantity(String(wholeQuantity(quantity)))}
          sx={{ width: 96 }}
          slotProps={{
            htmlInput: { min: 1, max: CART_QUANTITY_MAX, 'data-testid': 'cart-quantity-input' },
          }}
        />
      ) : null}
      {action}
    </Stack>
  );
}
