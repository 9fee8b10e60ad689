import { BADGE_CAP } from './constants';

export type BadgeVariant = 'standard' | 'dot';

/**
 * What a counter badge shows: nothing for null, undefined or zero; an empty label for the dot
 * variant (a dot, no number); otherwise the count, capped at "99+".
 */
export function badgeLabel(
  count: number | null | undefined,
  variant: BadgeVariant = 'standard',
): string | null {
  if (count == null || count <= 0) return null;
  if (variant === 'dot') return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
