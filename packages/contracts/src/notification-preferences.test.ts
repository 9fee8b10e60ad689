import { describe, expect, it } from 'vitest';
import { notificationTypes } from './enums';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  notificationCategories,
  notificationCategoryOf,
  updateNotificationPreferencesBody,
} from './notification-preferences';

describe('notification categories', () => {
  it('puts both kinds of administrators’ messages in one category, every other type in its own', () => {
    expect(notificationCategoryOf('custom_message:admin')).toBe('custom_message');
    expect(notificationCategoryOf('custom_message:superadmin')).toBe('custom_message');
    expect(notificationCategoryOf('request')).toBe('request');
    for (const type of notificationTypes) {
      expect(notificationCategories).toContain(notificationCategoryOf(type));
    }
  });

  it('has a default for every category, mailing no announcements', () => {
    expect(Object.keys(DEFAULT_NOTIFICATION_CHANNELS).sort()).toEqual(
      [...notificationCategories].sort(),
    );
    expect(DEFAULT_NOTIFICATION_CHANNELS.custom_message.mail).toBe(false);
  });

  it('accepts some categories and refuses unknown ones or half a choice', () => {
    expect(updateNotificationPreferencesBody.safeParse({}).success).toBe(true);
    expect(
      updateNotificationPreferencesBody.safeParse({ chat: { in_app: false, mail: true } }).success,
    ).toBe(true);
    expect(
      updateNotificationPreferencesBody.safeParse({ news: { in_app: true, mail: true } }).success,
    ).toBe(false);
    expect(updateNotificationPreferencesBody.safeParse({ chat: { mail: true } }).success).toBe(
      false,
    );
  });
});
