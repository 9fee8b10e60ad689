/** Query keys of the notifications feature (the lists themselves are the entity's). */
export const notificationKeys = {
  preferences: () => ['api/notifications/preferences'] as const,
};
