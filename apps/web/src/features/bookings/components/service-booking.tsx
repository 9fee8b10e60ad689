'use client';

import { lazyLoad } from '@/components/lazy-load';

/**
 * The "Book a time" part of a Services item page, which the route gives the listing's page
 * (app/ composes features). The calendar's code loads only there, when shown (ADR 0037).
 */
export const ServiceBooking = lazyLoad(() => import('./service-availability'), {
  placeholderSx: { minHeight: 320 },
});
