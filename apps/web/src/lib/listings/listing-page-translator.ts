import { type createTranslator } from 'use-intl/core';
import { type Messages } from '@/lib/i18n/config';

/** The item page's texts (`listingPage` messages), in a component or in a test. */
export type ListingPageTranslator = ReturnType<typeof createTranslator<Messages, 'listingPage'>>;
