// The removed-by-platform notice (spec §3, §4), without zod: the shell's browser code reads it.
import type { NotificationSubtype } from './enums';
import type { Notification } from './notifications';

/**
 * The subtype of the notice that the platform removed one of the account's e-shop integrations
 * (spec §3); its metadata names the e-shop (`eshop_id`).
 */
export const ESHOP_REMOVED_BY_PLATFORM =
  'eshop_integration:removed_by_platform' satisfies NotificationSubtype;

/**
 * An unviewed removed-by-platform e-shop notice opens a modal until it is viewed (spec §4).
 */
export function opensRemovedByPlatformModal(
  notification: Pick<Notification, 'type' | 'subtype' | 'viewed'>,
): boolean {
  return (
    !notification.viewed &&
    notification.type === 'eshop_integration' &&
    notification.subtype === ESHOP_REMOVED_BY_PLATFORM
  );
}
