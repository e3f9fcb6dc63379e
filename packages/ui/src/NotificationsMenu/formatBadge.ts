/** The most the badge counts to: above it, the badge reads "10+" (spec: notification badge). */
export const BADGE_LIMIT = 10;

/**
 * The badge text for an unread count: nothing for 0, the count up to 10, then "10+", in the
 * language's digits (`format.digits`: "١٠+" in Arabic, like every other number there).
 */
export function formatBadge(unread: number, digits: (value: number) => string): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_LIMIT ? `${digits(BADGE_LIMIT)}+` : digits(Math.floor(unread));
}
