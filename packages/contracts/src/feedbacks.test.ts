import { describe, expect, it } from 'vitest';
import { createFeedbackBody, sellerRatingOf } from './feedbacks';

describe('sellerRatingOf', () => {
  it('averages the stars to one decimal, and is null before the first review', () => {
    expect(sellerRatingOf(0, 0)).toBeNull();
    expect(sellerRatingOf(1, 4)).toEqual({ average: 4, count: 1 });
    expect(sellerRatingOf(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(sellerRatingOf(2, 9)).toEqual({ average: 4.5, count: 2 });
  });
});

describe('createFeedbackBody', () => {
  const id = '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b42';
  it('takes an order or a reservation, not both or neither', () => {
    expect(createFeedbackBody.safeParse({ order_id: id, rating: 5, text: 'Good' }).success).toBe(
      true,
    );
    expect(
      createFeedbackBody.safeParse({ reservation_id: id, rating: 1, text: 'Late' }).success,
    ).toBe(true);
    expect(createFeedbackBody.safeParse({ rating: 5, text: 'Good' }).success).toBe(false);
    expect(
      createFeedbackBody.safeParse({ order_id: id, reservation_id: id, rating: 5, text: 'Good' })
        .success,
    ).toBe(false);
  });
});
