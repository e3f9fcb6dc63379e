export {
  BADGE_LIMIT,
  formatBadge,
  type NotificationItem,
  NotificationsMenu,
  type NotificationsMenuProps,
} from './NotificationsMenu';
