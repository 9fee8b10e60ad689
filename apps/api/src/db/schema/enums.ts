import {
  accountTypes,
  activityStatuses,
  draftStates,
  marketplaceSections,
  oneTimeTokenPurposes,
  rentalPricePeriods,
  verificationChannels,
} from '@bazaar/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const accountTypeEnum = pgEnum('account_type', accountTypes);
export const activityStatusEnum = pgEnum('activity_status', activityStatuses);
export const marketplaceSectionEnum = pgEnum('marketplace_section', marketplaceSections);
export const rentalPeriodEnum = pgEnum('rental_period', rentalPricePeriods);
export const draftStateEnum = pgEnum('draft_state', draftStates);
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', oneTimeTokenPurposes);
export const verificationChannelEnum = pgEnum('verification_channel', verificationChannels);

/** Levels of the catalog tree under a division (the division is the marketplace section value). */
export const catalogLevels = ['section', 'category', 'subcategory'] as const;
export type CatalogLevel = (typeof catalogLevels)[number];
export const catalogLevelEnum = pgEnum('catalog_level', catalogLevels);
