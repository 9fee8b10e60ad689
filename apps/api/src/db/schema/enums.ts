import {
  accountTypes,
  activityStatuses,
  catalogLevels,
  draftStates,
  errorLogLevels,
  errorLogSources,
  fulfilmentMethods,
  marketplaceSections,
  notificationCategories,
  notificationTypes,
  oneTimeTokenPurposes,
  orderStatuses,
  rentalPricePeriods,
  supportedLocales,
  supportRequestStatuses,
  supportTopics,
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
export const errorLogSourceEnum = pgEnum('error_log_source', errorLogSources);
export const errorLogLevelEnum = pgEnum('error_log_level', errorLogLevels);
export const supportTopicEnum = pgEnum('support_topic', supportTopics);
export const supportRequestStatusEnum = pgEnum('support_request_status', supportRequestStatuses);
export const contentLocaleEnum = pgEnum('content_locale', supportedLocales);

export const catalogLevelEnum = pgEnum('catalog_level', catalogLevels);
export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const fulfilmentMethodEnum = pgEnum('fulfilment_method', fulfilmentMethods);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const notificationCategoryEnum = pgEnum('notification_category', notificationCategories);
