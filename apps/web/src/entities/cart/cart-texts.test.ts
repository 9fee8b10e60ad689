import { describe, expect, it } from 'vitest';
import { ITEM_ADDED_TO_CART_MESSAGE, labels } from '@bazaar/contracts';
import de from '@/lib/i18n/messages/de.json';
import en from '@/lib/i18n/messages/en.json';

describe('cart texts', () => {
  it("uses the spec's English labels and success message", () => {
    expect(en.cart.addToCart).toBe(labels.addToCart);
    expect(en.cart.inCart).toBe(labels.inCart);
    expect(en.cart.soldOut).toBe(labels.soldOut);
    expect(en.cart.added).toBe(ITEM_ADDED_TO_CART_MESSAGE);
  });

  it('keeps the visible "In Cart" at the start of its link’s accessible name', () => {
    expect(en.cart.inCartLink.startsWith(en.cart.inCart)).toBe(true);
    expect(de.cart.inCartLink.startsWith(de.cart.inCart)).toBe(true);
  });

  it('starts the names of "Check out" and "Remove" with what the buttons read', () => {
    for (const messages of [en, de]) {
      expect(messages.cart.page.checkOutFrom.startsWith(messages.cart.page.checkOut)).toBe(true);
      expect(messages.cart.line.remove.startsWith(messages.cart.line.removeShort)).toBe(true);
    }
  });
});
